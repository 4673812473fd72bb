"""Printed valiant, "Whenever this creature becomes the target of a spell or ability you
control for the first time each turn, ...", played (CR 207.2c, 601.2c, 603.2, 115.1).

Heartfire Hero: Alice's Mabel's Mettle targeting it puts a +1/+1 counter on it; a second
Mettle the same turn doesn't; Bob's Giant Growth on it in his turn is not a spell Alice
controls and doesn't either. The printed cards come from the pool below with their exact
Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

HEARTFIRE_HERO = CardDef(
    name="Heartfire Hero", mana_cost="{R}", type_line="Creature — Mouse Soldier",
    power="1", toughness="1",
    text="Valiant — Whenever this creature becomes the target of a spell or ability you "
         "control for the first time each turn, put a +1/+1 counter on it.\nWhen this "
         "creature dies, it deals damage equal to its power to each opponent.")
MABELS_METTLE = CardDef(
    name="Mabel's Mettle", mana_cost="{1}{W}", type_line="Instant",
    text="Target creature gets +2/+2 until end of turn. Up to one other target creature gets "
         "+1/+1 until end of turn.")
GIANT_GROWTH = CardDef(name="Giant Growth", mana_cost="{G}", type_line="Instant",
                       text="Target creature gets +3/+3 until end of turn.")

CARDS = (HEARTFIRE_HERO, MABELS_METTLE, GIANT_GROWTH)
kit = pytest.mark.plugins(extra={"valiant-kit": card_pool("valiant-kit", CARDS)})


@kit
def test_valiant_only_the_first_time_each_turn(table: Table) -> None:
    """CR 603.2: the first Mettle puts a counter (1/1 + counter + 2/2 = 4/4); the second,
    the same turn, doesn't (6/6, still one counter)."""
    table.battlefield(0, "Heartfire Hero")
    table.lands(0, "Plains", 4)
    table.hand(0, "Mabel's Mettle", "Mabel's Mettle")
    table.cast("Mabel's Mettle", targets=["Heartfire Hero"])
    table.resolve_all()
    table.assert_counters("Heartfire Hero", "+1/+1", 1)
    assert table.power("Heartfire Hero") == 4
    table.cast("Mabel's Mettle", targets=["Heartfire Hero"])
    table.resolve_all()
    table.assert_counters("Heartfire Hero", "+1/+1", 1)
    assert table.power("Heartfire Hero") == 6


@kit
def test_valiant_ignores_the_opponents_spell(table: Table) -> None:
    """CR 603.2: Bob's Giant Growth targeting Alice's Hero in his turn is not a spell she
    controls: no counter."""
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Heartfire Hero")
    table.next_turn()
    table.lands(1, "Forest", 1)
    table.hand(1, "Giant Growth")
    table.cast("Giant Growth", targets=["Heartfire Hero"])
    table.resolve_all()
    assert table.power("Heartfire Hero") == 4
    table.assert_counters("Heartfire Hero", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
