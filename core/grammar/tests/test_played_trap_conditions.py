"""Printed traps, "If [condition], you may pay [cost] rather than pay this spell's mana
cost.", played (CR 118.9, 601.2f): "exactly one creature is attacking" (Pitfall Trap; 506.4,
508.1a), "an opponent had an artifact enter the battlefield under their control this turn"
(Baloth Cage Trap; 603.6a), "an opponent gained life this turn" (Needlebite Trap; 119.3).

Each alternative cost is offered only while its condition holds: otherwise the cast for it is
refused and the game is left as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PITFALL_TRAP = CardDef(
    name="Pitfall Trap", mana_cost="{2}{W}", type_line="Instant — Trap",
    text="If exactly one creature is attacking, you may pay {W} rather than pay this spell's "
         "mana cost.\nDestroy target attacking creature without flying.")

BALOTH_CAGE_TRAP = CardDef(
    name="Baloth Cage Trap", mana_cost="{3}{G}{G}", type_line="Instant — Trap",
    text="If an opponent had an artifact enter the battlefield under their control this turn, "
         "you may pay {1}{G} rather than pay this spell's mana cost.\nCreate a 4/4 green "
         "Beast creature token.")
NEEDLEBITE_TRAP = CardDef(
    name="Needlebite Trap", mana_cost="{5}{B}{B}", type_line="Instant — Trap",
    text="If an opponent gained life this turn, you may pay {B} rather than pay this spell's "
         "mana cost.\nTarget player loses 5 life and you gain 5 life.")

CARDS = (PITFALL_TRAP, BALOTH_CAGE_TRAP, NEEDLEBITE_TRAP)
kit = pytest.mark.plugins(extra={"trap-kit": card_pool("trap-kit", CARDS)})

#: The casting permission a printed alternative cost gives (CR 118.9).
ALTERNATIVE = "alternative cost"


@kit
def test_one_attacker_lets_pitfall_trap_be_cast_for_w(table: Table) -> None:
    """CR 118.9, 506.4: Grizzly Bears alone attacks: Pitfall Trap for {W} destroys it."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.hand(0, "Pitfall Trap")
    table.attack("Grizzly Bears")
    table.cast("Pitfall Trap", using=ALTERNATIVE, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.tapped_count(0, "Plains") == 1


@kit
def test_two_attackers_refuse_the_w_cost(table: Table) -> None:
    """CR 118.9: two creatures attack: the condition fails, {W} is not a cost it may be cast
    for; refused, the game unchanged (732)."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Plains", 1)
    table.hand(0, "Pitfall Trap")
    table.attack("Grizzly Bears", "Savannah Lions")
    table.assert_illegal(table.cast, "Pitfall Trap", using=ALTERNATIVE,
                         targets=["Grizzly Bears"])
    table.assert_zone("Pitfall Trap", Zone.HAND, 0)


@kit
def test_an_opponents_artifact_lets_baloth_cage_trap_be_cast_for_less(table: Table) -> None:
    """CR 603.6a, 118.9: the opponent's Sol Ring entered under their control this turn:
    Baloth Cage Trap is cast for {1}{G} and makes a 4/4 Beast."""
    table.set_turn(active=1)
    table.lands(1, "Wastes", 1)
    table.hand(1, "Sol Ring")
    table.lands(0, "Forest", 2)
    table.hand(0, "Baloth Cage Trap")
    table.cast("Sol Ring")
    table.resolve()
    table.pass_priority()  # the active player passes: its opponent may cast (CR 117.3d)
    table.cast("Baloth Cage Trap", using=ALTERNATIVE)
    table.resolve()
    beasts = [n for n in table.names(Zone.BATTLEFIELD, 0) if "Beast" in n]
    assert len(beasts) == 1 and table.power(beasts[0]) == 4


@kit
def test_your_own_artifact_doesnt_count_for_baloth_cage_trap(table: Table) -> None:
    """CR 118.9: "an opponent had": a Sol Ring entering under its caster's own control this
    turn is no opponent's; {1}{G} is refused."""
    table.lands(0, "Forest", 2)
    table.lands(0, "Wastes", 1)
    table.hand(0, "Sol Ring", "Baloth Cage Trap")
    table.cast("Sol Ring")
    table.resolve()
    table.assert_illegal(table.cast, "Baloth Cage Trap", using=ALTERNATIVE)


@kit
def test_no_life_gained_refuses_needlebite_traps_b(table: Table) -> None:
    """CR 118.9: no opponent gained life this turn: {B} is refused."""
    table.set_turn(active=1)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Needlebite Trap")
    table.pass_priority()
    table.assert_illegal(table.cast, "Needlebite Trap", using=ALTERNATIVE, targets=["Bob"])


@kit
def test_an_opponent_gaining_life_lets_needlebite_trap_be_cast_for_b(table: Table) -> None:
    """CR 119.3, 118.9: the opponent gained 3 life from Healing Salve this turn: Needlebite
    Trap is cast for {B}."""
    table.set_turn(active=1)
    table.lands(1, "Plains", 1)
    table.hand(1, "Healing Salve")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Needlebite Trap")
    table.cast("Healing Salve", modes=[0], targets=["Bob"])
    table.resolve()
    assert table.life(1) == 23
    table.pass_priority()  # the active player passes: its opponent may cast (CR 117.3d)
    table.cast("Needlebite Trap", using=ALTERNATIVE, targets=["Bob"])
    table.resolve()
    assert table.life(1) == 18 and table.life(0) == 25


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
