"""Printed "Whenever one or more nonland cards are milled, draw a card, then put a +1/+1
counter on this creature. This ability triggers only once each turn." (Mirelurk Queen),
played (CR 603.2c: the cards milled together are one event, 701.17a).

Thought Scour milling Bob's Grizzly Bears and Hill Giant: the Queen draws one card and gets
one counter; milling two lands: nothing.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MIRELURK_QUEEN = CardDef(
    name="Mirelurk Queen", mana_cost="{4}{U}", type_line="Creature — Crab Mutant",
    text="Vigilance\nWhen this creature enters, target player gets two rad counters.\nWhenever "
         "one or more nonland cards are milled, draw a card, then put a +1/+1 counter on this "
         "creature. This ability triggers only once each turn.", power="4", toughness="4")
THOUGHT_SCOUR = CardDef(name="Thought Scour", mana_cost="{U}", type_line="Instant",
                        text="Target player mills two cards.\nDraw a card.")

CARDS = (MIRELURK_QUEEN, THOUGHT_SCOUR)
kit = pytest.mark.plugins(extra={"queen-kit": card_pool("queen-kit", CARDS)})


@kit
def test_queen_draws_once_for_nonland_cards_milled(table: Table) -> None:
    """Two creature cards milled at once: one card drawn (beside Thought Scour's), one
    counter."""
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Grizzly Bears", "Hill Giant", "Forest")
    table.battlefield(0, "Mirelurk Queen")
    table.lands(0, "Island", 1)
    table.hand(0, "Thought Scour")
    table.cast("Thought Scour", targets=["Bob"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.names(Zone.HAND, 0) == ["Plains", "Plains"]
    table.assert_counters("Mirelurk Queen", "+1/+1", 1)


@kit
def test_queen_ignores_lands_milled(table: Table) -> None:
    """Two lands milled: no trigger (only Thought Scour's card drawn)."""
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Forest", "Forest", "Grizzly Bears")
    table.battlefield(0, "Mirelurk Queen")
    table.lands(0, "Island", 1)
    table.hand(0, "Thought Scour")
    table.cast("Thought Scour", targets=["Bob"])
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 1).count("Forest") == 2
    assert table.names(Zone.HAND, 0) == ["Plains"]
    table.assert_counters("Mirelurk Queen", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
