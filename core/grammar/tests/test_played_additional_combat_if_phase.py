""""If it's the first combat phase of the turn, there is an additional combat phase after this
phase" and "If it's your main phase, there is an additional combat phase after this phase,
followed by an additional main phase" played (CR 608.2c, 500.8, 505.1a, 506.1).

Raiyuu, Storm's Edge attacks alone: it untaps and, in the first combat phase, a second combat
follows; attacking alone again there, it untaps but adds no third combat (not the first combat
phase). Overpowering Attack, cast in the postcombat main phase, untaps the attacker and adds a
combat and a main phase: the Bears deal their damage twice. The printed cards come from the
pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

RAIYUU = CardDef(
    name="Raiyuu, Storm's Edge", mana_cost="{2}{R}{W}",
    type_line="Legendary Creature — Human Samurai",
    text="First strike\nWhenever a Samurai or Warrior you control attacks alone, untap it. If "
         "it's the first combat phase of the turn, there is an additional combat phase after "
         "this phase.", power="3", toughness="3")
OVERPOWERING_ATTACK = CardDef(
    name="Overpowering Attack", mana_cost="{3}{R}{R}", type_line="Sorcery",
    text="Freerunning {2}{R} (You may cast this spell for its freerunning cost if you dealt "
         "combat damage to a player this turn with an Assassin or commander.)\nUntap all "
         "creatures you control that attacked this turn. If it's your main phase, there is an "
         "additional combat phase after this phase, followed by an additional main phase.")

CARDS = (RAIYUU, OVERPOWERING_ATTACK)
kit = pytest.mark.plugins("exalted", "freerunning",
                          extra={"extra-combat-kit": card_pool("extra-combat-kit", CARDS)})


def _step(table: Table) -> tuple[int, Step]:
    t = table.game.state.turn
    return t.number, t.step


@kit
def test_raiyuu_attacking_alone_adds_one_combat_only(table: Table) -> None:
    """CR 500.8: attacking alone in the first combat, Raiyuu untaps and a second combat
    follows; in that second combat the condition fails (506.1): no third combat."""
    table.battlefield(0, "Raiyuu, Storm's Edge")
    table.attack("Raiyuu, Storm's Edge")
    table.resolve_all()
    table.assert_tapped("Raiyuu, Storm's Edge", False)
    table.assert_logged(rule="500.8", contains="there will be an additional combat phase")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    table.attack("Raiyuu, Storm's Edge")  # the added combat phase
    assert _step(table) == (1, Step.DECLARE_ATTACKERS)
    assert table.game.state.turn.combat_phases == 2
    table.resolve_all()
    table.assert_tapped("Raiyuu, Storm's Edge", False)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 14)
    assert table.game.state.turn.combat_phases == 2  # no third combat phase began
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)


@kit
def test_raiyuu_attacking_with_another_creature_adds_nothing(table: Table) -> None:
    """CR 506.5: not alone: no trigger, Raiyuu stays tapped and the turn has one combat."""
    table.battlefield(0, "Raiyuu, Storm's Edge", "Grizzly Bears")
    table.attack("Raiyuu, Storm's Edge", "Grizzly Bears")
    table.resolve_all()
    table.assert_tapped("Raiyuu, Storm's Edge")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 15)
    table.go_to(Step.END)
    assert table.game.state.turn.combat_phases == 1


@kit
def test_overpowering_attack_in_the_main_phase_adds_a_combat_and_a_main_phase(
        table: Table) -> None:
    """CR 505.1: cast in its controller's main phase: the attacker untaps (508.1a) and
    attacks again in the added combat (500.8), a main phase after it."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(0, "Llanowar Elves", tapped=True)
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.hand(0, "Overpowering Attack")
    table.mana(0, "RRRRR")
    table.cast("Overpowering Attack")
    table.resolve()
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Llanowar Elves")  # never attacked
    table.assert_logged(rule="500.8", contains="followed by an additional main phase")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
