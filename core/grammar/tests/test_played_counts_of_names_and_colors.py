"""Counts of names and colors (CR 201.2, 105.2, 107.3c, 608.2h), played from printed cards.

All-Fates Scroll draws one card for each different name among the lands its controller
controls (Forest, Forest, Island, Plains: three, not four; Bob's Swamp not counted). Ramos,
Dragon Engine gets a +1/+1 counter for each color of the spell cast (Watchwolf, green and
white: two). Life Burst counts the cards named Life Burst in each graveyard, every player's
(404.1): one in Alice's and one in Bob's, 4 + 8 life. "incubate X, where X is ...": Chrome
Host Seedshark's Incubator gets as many counters as the noncreature spell's mana value (3),
Bloated Processor's as its power as it last existed (4 with a +1/+1 counter; 701.53a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
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

CHROME_HOST_SEEDSHARK = CardDef(
    name="Chrome Host Seedshark", mana_cost="{2}{U}", type_line="Creature — Phyrexian Shark",
    text="Flying\nWhenever you cast a noncreature spell, incubate X, where X is that spell's "
         "mana value. (Create an Incubator token with X +1/+1 counters on it and \"{2}: "
         "Transform this token.\" It transforms into a 0/0 Phyrexian artifact creature.)",
    power="2", toughness="4")
BLOATED_PROCESSOR = CardDef(
    name="Bloated Processor", mana_cost="{2}{B}", type_line="Creature — Phyrexian",
    text="Sacrifice another Phyrexian: Put a +1/+1 counter on this creature.\nWhen this "
         "creature dies, incubate X, where X is its power. (Create an Incubator token with X "
         "+1/+1 counters on it and \"{2}: Transform this token.\" It transforms into a 0/0 "
         "Phyrexian artifact creature.)", power="3", toughness="2")
DIVINATION = CardDef(name="Divination", mana_cost="{2}{U}", type_line="Sorcery",
                     text="Draw two cards.")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (ALL_FATES_SCROLL, RAMOS, WATCHWOLF, LIFE_BURST, CHROME_HOST_SEEDSHARK,
         BLOATED_PROCESSOR, DIVINATION, MURDER)
kit = pytest.mark.plugins(extra={"names-kit": card_pool("names-kit", CARDS)})


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


def _incubator_counters(table: Table) -> list[int]:
    return [o.counters.get("+1/+1", 0) for o in table.game.battlefield(0) if o.is_token]


@kit
def test_chrome_host_seedshark_incubates_the_spells_mana_value(table: Table) -> None:
    """CR 701.53a, 202.3: Divination (mana value 3): an Incubator with three counters."""
    table.battlefield(0, "Chrome Host Seedshark")
    table.hand(0, "Divination")
    table.library(0, "Island", "Island")
    table.mana(0, "UUU")
    table.cast("Divination")
    table.resolve_all()
    assert _incubator_counters(table) == [3]


@kit
def test_bloated_processor_incubates_its_power_as_it_last_existed(table: Table) -> None:
    """CR 603.10a, 608.2h: a 4/3 with its +1/+1 counter as it died: four counters."""
    table.battlefield(0, "Bloated Processor", counters={"+1/+1": 1})
    table.hand(0, "Murder")
    table.mana(0, "BBB")
    table.cast("Murder", targets=["Bloated Processor"])
    table.resolve_all()
    table.assert_zone("Bloated Processor", Zone.GRAVEYARD, 0)
    assert _incubator_counters(table) == [4]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
