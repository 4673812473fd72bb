""""End the turn" played (CR 723.1): Time Stop, Sundial of the Infinite, Glorious End, Ultima.

The stack is exiled, the resolving spell included (723.1b), the step ends with combat
(723.1d), the end step is skipped (723.1e: "at the beginning of the end step" abilities don't
trigger), the cleanup step happens (514: "until end of turn" effects end, damage wears off)
and the next turn begins.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TIME_STOP = CardDef(
    name="Time Stop", mana_cost="{4}{U}{U}", type_line="Instant",
    text="End the turn. (Exile all spells and abilities, including this spell. The player whose "
         "turn it is discards down to their maximum hand size. Damage heals and \"this turn\" "
         "and \"until end of turn\" effects end.)")
SUNDIAL = CardDef(
    name="Sundial of the Infinite", mana_cost="{2}", type_line="Artifact",
    text="{1}, {T}: End the turn. Activate only during your turn. (Exile all spells and "
         "abilities from the stack. Discard down to your maximum hand size. Damage wears off, "
         "and \"this turn\" and \"until end of turn\" effects end.)")
GLORIOUS_END = CardDef(
    name="Glorious End", mana_cost="{2}{R}", type_line="Instant",
    text="End the turn. (Exile all spells and abilities from the stack, including this card. "
         "The player whose turn it is discards down to their maximum hand size. Damage wears "
         "off, and \"this turn\" and \"until end of turn\" effects end.)\nAt the beginning of "
         "your next end step, you lose the game.")
ULTIMA = CardDef(
    name="Ultima", mana_cost="{3}{W}{W}", type_line="Sorcery",
    text="Destroy all artifacts and creatures. End the turn. (Exile all spells and abilities "
         "from the stack, including this card. The player whose turn it is discards down to "
         "their maximum hand size. Damage wears off, and \"this turn\" and \"until end of "
         "turn\" effects end.)")

CARDS = (TIME_STOP, SUNDIAL, GLORIOUS_END, ULTIMA)
kit = pytest.mark.plugins(extra={"end-turn-kit": card_pool("end-turn-kit", CARDS)})


def _steps_after_the_end(table: Table) -> list[str]:
    """The steps that began between the turn ending (CR 723.1d) and the next turn (500.1)."""
    log = table.game.log
    ended = next(i for i, e in enumerate(log) if e.rule == "723.1d")
    steps = []
    for e in log[ended:]:
        if e.rule == "500.1":
            break
        if e.kind == "step":
            steps.append(e.text.removesuffix(" begins").removesuffix(" step"))
    return steps


def _cast_as_hill_giant_attacks(table: Table, spell: str, land: str, lands: int) -> None:
    """Bob's Hill Giant attacks Alice on his turn; in his declare blockers step (CR 509) Alice
    casts ``spell`` with ``lands`` of ``land`` and it resolves."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.battlefield(1, "Hill Giant")
    table.lands(0, land, lands)
    table.hand(0, spell)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Hill Giant")
    table.go_to(Step.DECLARE_BLOCKERS)
    table.pass_priority()
    table.cast(spell)
    table.resolve()


@kit
def test_time_stop_exiles_the_stack_and_ends_bobs_turn(table: Table) -> None:
    """CR 723.1b: Bob's Lightning Bolt at Alice and Time Stop itself are exiled (not put
    into a graveyard); Alice takes no damage; Bob's turn ends without an end step
    (723.1e) and Alice's turn begins."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.lands(1, "Mountain", 1)
    table.lands(0, "Island", 6)
    table.hand(1, "Lightning Bolt")
    table.hand(0, "Time Stop")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.pass_priority()
    table.cast("Time Stop")
    table.resolve()
    table.assert_zone("Time Stop", Zone.EXILE, 0)
    table.assert_zone("Lightning Bolt", Zone.EXILE, 1)
    table.assert_life(0, 20)
    table.assert_logged(rule="723.1d")
    assert _steps_after_the_end(table) == ["cleanup"]
    assert table.game.state.turn.active == 0


@kit
def test_time_stop_in_combat_removes_the_attackers(table: Table) -> None:
    """CR 723.1d: cast in Bob's declare blockers step, Time Stop ends combat: Bob's Hill
    Giant deals no damage, Alice stays at 20."""
    _cast_as_hill_giant_attacks(table, "Time Stop", "Island", 6)
    table.assert_life(0, 20)
    assert table.game.state.combat is None
    assert table.game.state.turn.active == 0


@kit
def test_sundial_ends_alices_turn_and_until_end_of_turn_effects(table: Table) -> None:
    """CR 723.1d, 514.2: Alice's Giant Growth (+3/+3 until end of turn) ends in the cleanup
    step the Sundial leads to; Bob's turn begins."""
    table.battlefield(0, "Sundial of the Infinite", "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.lands(0, "Island", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5
    table.activate("Sundial of the Infinite")
    table.resolve()
    assert table.power("Grizzly Bears") == 2
    assert table.game.state.turn.active == 1
    table.assert_logged(rule="723.1d")


@kit
def test_sundial_only_during_alices_turn(table: Table) -> None:
    """"Activate only during your turn" (CR 602.5b): refused in Bob's turn, nothing changes
    (732)."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.battlefield(0, "Sundial of the Infinite")
    table.lands(0, "Island", 1)
    table.pass_priority()
    table.assert_illegal(table.activate, "Sundial of the Infinite")
    assert not table.game.obj(table.find("Sundial of the Infinite").id).tapped


@kit
def test_glorious_end_loses_at_alices_next_end_step(table: Table) -> None:
    """CR 723.1e, 603.7: cast in Bob's turn, Glorious End ends it (no damage from the
    Giant); "your next end step" is the one of Alice's next turn, where she loses."""
    _cast_as_hill_giant_attacks(table, "Glorious End", "Mountain", 3)
    table.assert_life(0, 20)
    assert table.game.state.turn.active == 0
    assert not table.game.player(0).lost
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.go_to(Step.CLEANUP)
    assert table.game.player(0).lost


@kit
def test_ultima_destroys_then_ends_the_turn(table: Table) -> None:
    """CR 608.2c, 723.1: Ultima destroys every artifact and creature, then ends Alice's
    turn: it is exiled, not put into her graveyard."""
    table.battlefield(0, "Grizzly Bears", "Sundial of the Infinite")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Plains", 5)
    table.hand(0, "Ultima")
    table.cast("Ultima")
    table.resolve()
    for name, owner in (("Grizzly Bears", 0), ("Sundial of the Infinite", 0), ("Hill Giant", 1)):
        table.assert_zone(name, Zone.GRAVEYARD, owner)
    table.assert_zone("Ultima", Zone.EXILE, 0)
    assert table.game.state.turn.active == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)

