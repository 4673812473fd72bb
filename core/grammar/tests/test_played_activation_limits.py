"""Activation limits played (CR 602.5b, 700.4).

Pit Imp ("{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each
turn.") is pumped twice; the third activation is refused, the game unchanged (CR 732); a new
turn starts the count again. Caged Zombie ("{1}{B}, {T}: Each opponent loses 2 life.
Activate only if a creature died this turn.") is refused before any creature died (700.4:
put into a graveyard from the battlefield) and works after one did.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

PIT_IMP = CardDef(
    name="Pit Imp", mana_cost="{B}", type_line="Creature — Imp",
    text="Flying\n{B}: This creature gets +1/+0 until end of turn. Activate no more than twice "
         "each turn.", power="0", toughness="1")
CAGED_ZOMBIE = CardDef(
    name="Caged Zombie", mana_cost="{2}{B}", type_line="Creature — Zombie",
    text="{1}{B}, {T}: Each opponent loses 2 life. Activate only if a creature died this "
         "turn.", power="2", toughness="3")

CARDS = (PIT_IMP, CAGED_ZOMBIE)
kit = pytest.mark.plugins(extra={"activation-limits-kit":
                                 card_pool("activation-limits-kit", CARDS)})


@kit
def test_pit_imp_is_pumped_twice_not_three_times(table: Table) -> None:
    """CR 602.5b: two activations this turn; the third is refused, the game unchanged."""
    table.battlefield(0, "Pit Imp")
    table.mana(0, "BBB")
    for _ in range(2):
        table.activate("Pit Imp")
        table.resolve()
    assert table.power("Pit Imp") == 2
    assert table.logged(rule="602.5b", contains="activation 2 of this ability this turn")
    table.assert_illegal(table.activate, "Pit Imp", rule="602.5b")
    assert table.power("Pit Imp") == 2


@kit
def test_pit_imp_counts_again_next_turn(table: Table) -> None:
    """CR 602.5b: "each turn": the turn after, two activations again."""
    table.battlefield(0, "Pit Imp")
    table.mana(0, "BB")
    table.activate("Pit Imp")
    table.activate("Pit Imp")
    table.resolve_all()
    table.library(0, "Swamp", "Swamp")
    table.library(1, "Swamp", "Swamp")
    table.next_turn()
    table.next_turn()
    table.mana(0, "BBB")
    table.activate("Pit Imp")
    table.activate("Pit Imp")
    table.resolve_all()
    assert table.power("Pit Imp") == 2
    table.assert_illegal(table.activate, "Pit Imp", rule="602.5b")


@kit
def test_caged_zombie_needs_a_creature_that_died(table: Table) -> None:
    """CR 602.5b, 700.4: refused while no creature died this turn; once a creature went from
    the battlefield to a graveyard, each opponent loses 2 life."""
    table.battlefield(0, "Caged Zombie")
    bears = table.battlefield(1, "Grizzly Bears")[0]
    table.mana(0, "BB")
    table.assert_illegal(table.activate, "Caged Zombie", rule="602.5b")
    table.game.destroy(bears.id)
    table.activate("Caged Zombie")
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
