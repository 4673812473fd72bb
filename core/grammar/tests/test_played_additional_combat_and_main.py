""""After this main phase, there is an additional combat phase followed by an additional main
phase." played (CR 500.8, 505.1a).

Aggravated Assault ("{3}{R}{R}: Untap all creatures you control. After this main phase,
...  Activate only as a sorcery."): activated in the postcombat main phase, the untapped
creatures attack again, then a main phase, then the end step; activated in the precombat
main phase, the added combat and main phase come first, then the turn's own combat and
postcombat main phase. Each activation adds one pair (500.8).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ASSAULT = CardDef(
    name="Aggravated Assault", mana_cost="{2}{R}", type_line="Enchantment",
    text="{3}{R}{R}: Untap all creatures you control. After this main phase, there is an "
         "additional combat phase followed by an additional main phase. Activate only as a "
         "sorcery.")

CARDS = (ASSAULT,)
kit = pytest.mark.plugins(extra={"assault-kit": card_pool("assault-kit", CARDS)})


def _activate(table: Table) -> None:
    table.mana(0, "RRRRR")
    table.activate("Aggravated Assault")
    table.resolve()


def _step(table: Table) -> tuple[int, Step]:
    t = table.game.state.turn
    return t.number, t.step


@kit
def test_from_the_postcombat_main_phase_the_bears_attack_again(table: Table) -> None:
    """CR 500.8: main 2, then an added combat (the Bears untapped attack again), then an
    added main phase, then the end step of the same turn."""
    table.battlefield(0, "Aggravated Assault", "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)
    table.assert_tapped("Grizzly Bears")
    _activate(table)
    table.assert_tapped("Grizzly Bears", False)
    assert table.logged(rule="500.8", contains="followed by an additional main phase")
    table.attack("Grizzly Bears")
    assert _step(table) == (1, Step.DECLARE_ATTACKERS)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    assert _step(table) == (1, Step.MAIN2)
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)
    assert table.game.state.turn.resume_step is None


@kit
def test_from_the_precombat_main_phase_the_turns_own_combat_still_follows(table: Table) -> None:
    """CR 500.8, 505.1a: main 1, the added combat and main phase, then the turn's combat
    and its postcombat main phase: Serra Angel (vigilance) attacks twice."""
    table.battlefield(0, "Aggravated Assault", "Serra Angel")
    _activate(table)
    table.attack("Serra Angel")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    assert _step(table) == (1, Step.MAIN2)  # the added main phase, a postcombat one
    table.attack("Serra Angel")  # the turn's own combat phase
    assert _step(table) == (1, Step.DECLARE_ATTACKERS)
    table.go_to(Step.MAIN2)
    table.assert_life(1, 12)
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)


@kit
def test_two_activations_add_two_combats(table: Table) -> None:
    """CR 500.8: each activation adds a combat and a main phase: three attacks in all."""
    table.battlefield(0, "Aggravated Assault", "Serra Angel")
    table.attack("Serra Angel")
    table.go_to(Step.MAIN2)
    _activate(table)
    _activate(table)
    table.attack("Serra Angel")
    table.go_to(Step.MAIN2)
    table.attack("Serra Angel")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 8)
    table.go_to(Step.END)
    assert _step(table) == (1, Step.END)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
