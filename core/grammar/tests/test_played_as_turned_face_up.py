"""Printed "As this creature is turned face up, put four +1/+1 counters on it." (Bubble
Smuggler), played (CR 614.1e, 708.8): the counters are put on as it turns face up, whatever
turned it face down: cast face down with disguise (702.168d) or manifested (701.40b); a
face-down permanent has no abilities (708.2a), so nothing happens while it stays face down.
The cards come with their exact Oracle definitions (the corpus records, checked below).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BUBBLE_SMUGGLER = CardDef(
    name="Bubble Smuggler", mana_cost="{1}{U}", type_line="Creature — Octopus Fish",
    text="Disguise {5}{U} (You may cast this card face down for {3} as a 2/2 creature with "
         "ward {2}. Turn it face up any time for its disguise cost.)\nAs this creature is "
         "turned face up, put four +1/+1 counters on it.", power="2", toughness="1")
MASTERY_OF_THE_UNSEEN = CardDef(
    name="Mastery of the Unseen", mana_cost="{1}{W}", type_line="Enchantment",
    text="Whenever a permanent you control is turned face up, you gain 1 life for each "
         "creature you control.\n{3}{W}: Manifest the top card of your library. (Put it onto "
         "the battlefield face down as a 2/2 creature. Turn it face up any time for its mana "
         "cost if it's a creature card.)")

CARDS = (BUBBLE_SMUGGLER, MASTERY_OF_THE_UNSEEN)

kit = pytest.mark.plugins("morph", "disguise", "ward", "manifest", extra={
    "as-turned-face-up-kit": card_pool("as-turned-face-up-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_bubble_smuggler_cast_with_disguise_gets_four_counters_as_it_turns_up(
        table: Table) -> None:
    """Face down, a 2/2 with no counters; turned face up for {5}{U}: a 2/1 with four +1/+1
    counters, a 6/5."""
    table.lands(0, "Island", 9)
    table.hand(0, "Bubble Smuggler")
    table.cast("Bubble Smuggler", using="disguise")
    table.resolve_all()
    oid = table.find("Bubble Smuggler", zone=Zone.BATTLEFIELD).id
    assert table.game.obj(oid).counter("+1/+1") == 0
    assert (table.game.power(oid), table.game.toughness(oid)) == (2, 2)
    table.special("Bubble Smuggler", "turn face up")
    table.assert_counters("Bubble Smuggler", "+1/+1", 4)
    assert (table.power("Bubble Smuggler"), table.toughness("Bubble Smuggler")) == (6, 5)
    table.assert_logged(rule="614.1e")


@kit
def test_a_manifested_bubble_smuggler_turned_up_for_its_mana_cost_gets_them_too(
        table: Table) -> None:
    """Manifested by Mastery of the Unseen and turned face up for {1}{U} (701.40b): four
    counters; the Mastery's trigger then counts one creature (1 life)."""
    table.battlefield(0, "Mastery of the Unseen")
    table.library(0, "Bubble Smuggler", "Island")
    table.lands(0, "Plains", 4)
    table.activate("Mastery of the Unseen")
    table.resolve_all()
    table.lands(0, "Island", 2)
    table.special("Bubble Smuggler", "turn face up")
    table.assert_counters("Bubble Smuggler", "+1/+1", 4)
    table.resolve_all()
    table.assert_life(0, 21)
