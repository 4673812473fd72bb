""""If it's your main phase, there is an additional combat phase after this phase" played
(CR 500.8, 505.1a, 608.2c).

Grim Reaper's Sprint enters in the postcombat main phase: the creatures untap and a combat
phase follows that main phase directly, then the end phase (no main phase is added). Entered
in the precombat main phase, the added combat comes first, then the turn's own combat and
its postcombat main phase. The printed card comes from the pool below with its exact Oracle
text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

SPRINT = CardDef(
    name="Grim Reaper's Sprint", mana_cost="{4}{R}", type_line="Enchantment — Aura",
    text="Morbid — This spell costs {3} less to cast if a creature died this turn.\nEnchant "
         "creature\nWhen this Aura enters, untap each creature you control. If it's your main "
         "phase, there is an additional combat phase after this phase.\nEnchanted creature "
         "gets +2/+2 and has haste.")

CARDS = (SPRINT,)
kit = pytest.mark.plugins("haste", extra={"sprint-kit": card_pool("sprint-kit", CARDS)})


def _sprint(table: Table, on: str) -> None:
    table.mana(0, "RRRRR")
    table.hand(0, "Grim Reaper's Sprint")
    table.cast("Grim Reaper's Sprint", targets=[on])
    table.resolve_all()


def _step(table: Table) -> tuple[int, Step]:
    t = table.game.state.turn
    return t.number, t.step


@kit
def test_from_the_postcombat_main_phase_a_combat_then_the_end_step(table: Table) -> None:
    """CR 500.8: cast in main 2, the Bears untap and attack again in a combat phase added
    after that main phase; then the end step of the same turn, no third main phase."""
    table.battlefield(0, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    _sprint(table, "Grizzly Bears")
    table.assert_tapped("Grizzly Bears", False)
    table.assert_logged(rule="500.8", contains="additional combat phase after this main phase")
    table.attack("Grizzly Bears")
    assert _step(table) == (1, Step.DECLARE_ATTACKERS)
    assert table.game.state.turn.combat_phases == 2
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)
    table.assert_life(1, 14)  # 2, then 4 (+2/+2)
    assert table.game.state.turn.main_phases == 2  # no main phase was added (505.1a)
    assert table.game.state.turn.after_added_combat is None


@kit
def test_from_the_precombat_main_phase_the_turns_own_combat_still_follows(
        table: Table) -> None:
    """CR 500.8: cast in main 1, the added combat follows it, then the turn's own combat and
    its postcombat main phase: Serra Angel (vigilance) attacks twice."""
    table.battlefield(0, "Serra Angel")
    _sprint(table, "Serra Angel")
    table.attack("Serra Angel")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)
    table.attack("Serra Angel")  # the turn's own combat phase
    assert _step(table) == (1, Step.DECLARE_ATTACKERS)
    assert table.game.state.turn.combat_phases == 2
    assert table.game.state.turn.main_phases == 1
    table.go_to(Step.MAIN2)
    table.assert_life(1, 8)
    assert _step(table) == (1, Step.MAIN2)
    table.go_to(Step.END)
    assert table.game.state.turn.combat_phases == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
