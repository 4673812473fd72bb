"""Printed "Draw three cards, then put two cards from your hand on top of your library in
any order." (Brainstorm, Cavalier of Gales; CR 121.1, 401.4).

After drawing, the controller chooses two cards of their hand, any of them (not only the
drawn ones), and their order: the card put last is the top card. The cards come with their
exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BRAINSTORM = CardDef(
    name="Brainstorm", mana_cost="{U}", type_line="Instant",
    text="Draw three cards, then put two cards from your hand on top of your library in any "
         "order.")
CAVALIER = CardDef(
    name="Cavalier of Gales", mana_cost="{2}{U}{U}{U}", type_line="Creature — Elemental Knight",
    text="Flying\nWhen this creature enters, draw three cards, then put two cards from your "
         "hand on top of your library in any order.\nWhen this creature dies, shuffle it into "
         "its owner's library, then scry 2. (Look at the top two cards of your library, then put "
         "any number of them on the bottom and the rest on top in any order.)", power="5", toughness="5")

CARDS = (BRAINSTORM, CAVALIER)

kit = pytest.mark.plugins(extra={"hand-on-top-kit": card_pool("hand-on-top-kit", CARDS)})


@kit
def test_brainstorm_puts_back_two_cards_in_the_chosen_order(table: Table) -> None:
    """CR 401.4: Grizzly Bears (held before) then Forest (drawn) are put back: Forest, put
    last, is the top card; the other two drawn cards stay in hand."""
    table.battlefield(0, "Island")
    table.hand(0, "Brainstorm", "Grizzly Bears")
    table.library(0, "Forest", "Lightning Bolt", "Plains", "Swamp")
    table.library(1, "Island", "Island")
    table.cast("Brainstorm")
    table.answer("put_on_top", "Grizzly Bears")
    table.answer("put_on_top", "Forest")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Lightning Bolt", "Plains"]
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Grizzly Bears", "Swamp"]
    table.assert_logged(rule="401.4", contains="Grizzly Bears")


@kit
def test_brainstorm_with_one_card_in_hand_puts_back_that_one(table: Table) -> None:
    """CR 609.3: a library of one card: one drawn, and that one put back (as much as
    possible)."""
    table.battlefield(0, "Island")
    table.hand(0, "Brainstorm")
    table.library(0, "Forest")
    table.library(1, "Island", "Island")
    table.cast("Brainstorm")
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.LIBRARY, 0) == ["Forest"]


@kit
def test_cavalier_of_gales_enters_draws_three_and_puts_two_back(table: Table) -> None:
    """CR 603.3, 401.4: the enters trigger draws three; the two chosen go back on top."""
    table.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    table.hand(0, "Cavalier of Gales")
    table.library(0, "Forest", "Lightning Bolt", "Plains", "Swamp")
    table.library(1, "Island", "Island")
    table.cast("Cavalier of Gales")
    table.resolve()
    table.answer("put_on_top", "Plains")
    table.answer("put_on_top", "Forest")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Plains", "Swamp"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
