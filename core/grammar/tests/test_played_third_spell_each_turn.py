""""Whenever you cast your third spell each turn, ..." played (CR 601.2i, 603.2).

Alice casts three Ornithopters: as the third becomes cast, Captain Ripley Vance gets a +1/+1
counter, then deals damage equal to its power (4) to Bob. Two spells trigger nothing.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RIPLEY_VANCE = CardDef(
    name="Captain Ripley Vance", mana_cost="{2}{R}",
    type_line="Legendary Creature — Human Pirate", power="3", toughness="2",
    text="Whenever you cast your third spell each turn, put a +1/+1 counter on Captain Ripley "
         "Vance, then it deals damage equal to its power to any target.")

ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter", power="0",
    toughness="2", text="Flying")

CARDS = (RIPLEY_VANCE, ORNITHOPTER)
kit = pytest.mark.plugins(extra={"ripley-kit": card_pool("ripley-kit", CARDS)})


def _cast_ornithopters(table: Table, count: int) -> None:
    table.hand(0, *["Ornithopter"] * count)
    for _ in range(count):
        table.cast("Ornithopter")
        table.resolve()


@kit
def test_the_third_spell_puts_a_counter_and_deals_damage(table: Table) -> None:
    """CR 601.2i: the third spell cast this turn: a counter (4/3), 4 damage to Bob."""
    table.battlefield(0, "Captain Ripley Vance")
    _cast_ornithopters(table, 2)
    assert table.names(Zone.STACK) == []
    table.hand(0, "Ornithopter")
    table.answer("targets", "Bob")
    table.cast("Ornithopter")
    table.resolve()  # the trigger, above the spell
    table.assert_counters("Captain Ripley Vance", "+1/+1", 1)
    assert table.power("Captain Ripley Vance") == 4
    table.assert_life(1, 16)


@kit
def test_two_spells_trigger_nothing(table: Table) -> None:
    """The near miss: only the second spell this turn: no counter, no damage."""
    table.battlefield(0, "Captain Ripley Vance")
    _cast_ornithopters(table, 2)
    assert table.names(Zone.STACK) == []
    table.assert_counters("Captain Ripley Vance", "+1/+1", 0)
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
