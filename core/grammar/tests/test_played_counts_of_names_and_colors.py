"""Counts of names and colors (CR 201.2, 105.2, 107.3c, 608.2h), played from printed cards.

All-Fates Scroll draws one card for each different name among the lands its controller
controls (Forest, Forest, Island, Plains: three, not four; Bob's Swamp not counted). Ramos,
Dragon Engine gets a +1/+1 counter for each color of the spell cast (Watchwolf, green and
white: two). Life Burst counts the cards named Life Burst in each graveyard, every player's
(404.1): one in Alice's and one in Bob's, 4 + 8 life.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ALL_FATES_SCROLL = CardDef(
    name="All-Fates Scroll", mana_cost="{3}", type_line="Artifact",
    text="{T}: Add one mana of any color.\n{7}, {T}, Sacrifice this artifact: Draw X cards, "
         "where X is the number of differently named lands you control.")
RAMOS = CardDef(
    name="Ramos, Dragon Engine", mana_cost="{6}",
    type_line="Legendary Artifact Creature — Dragon",
    text="Flying\nWhenever you cast a spell, put a +1/+1 counter on Ramos for each of that "
         "spell's colors.\nRemove five +1/+1 counters from Ramos: Add "
         "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}. Activate only once each turn.",
    power="4", toughness="4")
WATCHWOLF = CardDef(name="Watchwolf", mana_cost="{G}{W}", type_line="Creature — Wolf",
                    text="", power="3", toughness="3")
LIFE_BURST = CardDef(
    name="Life Burst", mana_cost="{1}{W}", type_line="Instant",
    text="Target player gains 4 life, then gains 4 life for each card named Life Burst in "
         "each graveyard.")

CARDS = (ALL_FATES_SCROLL, RAMOS, WATCHWOLF, LIFE_BURST)
kit = pytest.mark.plugins(extra={"names-kit": card_pool("names-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


@kit
def test_all_fates_scroll_draws_for_each_differently_named_land(table: Table) -> None:
    """CR 201.2: Forest, Forest, Island, Plains: three names, three cards."""
    table.battlefield(0, "All-Fates Scroll", "Forest", "Forest", "Island", "Plains")
    table.battlefield(1, "Swamp")
    table.library(0, *["Mountain"] * 5)
    table.mana(0, "CCCCCCC")
    table.activate("All-Fates Scroll")
    table.resolve_all()
    table.assert_zone("All-Fates Scroll", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Mountain"] * 3


@kit
def test_ramos_gets_a_counter_for_each_color_of_the_spell(table: Table) -> None:
    """CR 105.2, 603.7c: Watchwolf is green and white: two +1/+1 counters."""
    table.battlefield(0, "Ramos, Dragon Engine")
    table.hand(0, "Watchwolf")
    table.mana(0, "GW")
    table.cast("Watchwolf")
    table.resolve()  # the trigger
    table.assert_counters("Ramos, Dragon Engine", "+1/+1", 2)


@kit
def test_life_burst_counts_each_graveyard(table: Table) -> None:
    """CR 404.1: one Life Burst in Alice's graveyard, one in Bob's: 4 + 2 x 4 = 12 life."""
    table.graveyard(0, "Life Burst")
    table.graveyard(1, "Life Burst")
    table.hand(0, "Life Burst")
    table.mana(0, "WW")
    table.cast("Life Burst", targets=["Alice"])
    table.resolve_all()
    table.assert_life(0, 32)


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
