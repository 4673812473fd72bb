"""Printed "This creature gets +1/+1 for each oil counter on it.", played (CR 122.1, 611.3a,
613.4c).

Trawler Drake enters with an oil counter (614.1c) and gets +1/+1 for each oil counter on
it, "it" being the creature itself: counted again on every layer pass, so a counter put on
it later (its cast trigger, 603.2) raises it at once.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

TRAWLER_DRAKE = CardDef(
    name="Trawler Drake", mana_cost="{2}{U}", type_line="Creature — Phyrexian Drake",
    text="Flying\nThis creature enters with an oil counter on it.\nThis creature gets +1/+1 "
         "for each oil counter on it.\nWhenever you cast a noncreature spell, put an oil "
         "counter on this creature.", power="0", toughness="0")
DIVINATION = CardDef(
    name="Divination", mana_cost="{2}{U}", type_line="Sorcery", text="Draw two cards.")

CARDS = (TRAWLER_DRAKE, DIVINATION)
kit = pytest.mark.plugins(extra={"counter-pumps-kit": card_pool("counter-pumps-kit", CARDS)})


@kit
def test_trawler_drake_gets_plus_one_for_each_oil_counter(table: Table) -> None:
    """CR 614.1c: it enters with one oil counter, a 1/1 (613.4c); a noncreature spell cast
    puts a second one on it (603.2): a 2/2 at once."""
    table.lands(0, "Island", 6)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Trawler Drake", "Divination")
    table.cast("Trawler Drake")
    table.resolve()
    table.assert_counters("Trawler Drake", "oil", 1)
    assert (table.power("Trawler Drake"), table.toughness("Trawler Drake")) == (1, 1)
    table.cast("Divination")
    table.resolve()  # the cast trigger, above Divination
    table.assert_counters("Trawler Drake", "oil", 2)
    assert (table.power("Trawler Drake"), table.toughness("Trawler Drake")) == (2, 2)


@kit
def test_trawler_drake_counts_only_its_own_oil_counters(table: Table) -> None:
    """CR 122.1: three oil counters on it, 3/3; a +1/+1 counter is no oil counter (only its
    own +1/+1, 613.4c); another Drake's counters don't count for it."""
    table.battlefield(0, "Trawler Drake", counters={"oil": 3, "+1/+1": 1})
    table.battlefield(1, "Trawler Drake", counters={"oil": 1})
    mine = table.game.battlefield(0)[0]
    assert table.game.chars(mine.id).power == 4
    assert table.game.chars(mine.id).toughness == 4
    theirs = table.game.battlefield(1)[0]
    assert table.game.chars(theirs.id).power == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
