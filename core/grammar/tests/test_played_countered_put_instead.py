"""Printed "If that spell is countered this way, put it [on top of / on the bottom of its
owner's library / into its owner's hand] instead of into that player's graveyard.", played
(CR 614.1a, 701.6a, 401.4).

Alice casts Grizzly Bears; Bob counters it. Memory Lapse puts it on top of Alice's library
(her next draw), Spell Crumple on the bottom (and itself on the bottom of Bob's), Remand into
her hand (and Bob draws a card); none reaches a graveyard.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MEMORY_LAPSE = CardDef(
    name="Memory Lapse", mana_cost="{1}{U}", type_line="Instant",
    text="Counter target spell. If that spell is countered this way, put it on top of its "
         "owner's library instead of into that player's graveyard.")
REMAND = CardDef(
    name="Remand", mana_cost="{1}{U}", type_line="Instant",
    text="Counter target spell. If that spell is countered this way, put it into its owner's "
         "hand instead of into that player's graveyard.\nDraw a card.")
SPELL_CRUMPLE = CardDef(
    name="Spell Crumple", mana_cost="{1}{U}{U}", type_line="Instant",
    text="Counter target spell. If that spell is countered this way, put it on the bottom of "
         "its owner's library instead of into that player's graveyard. Put Spell Crumple on "
         "the bottom of its owner's library.")

CARDS = (MEMORY_LAPSE, REMAND, SPELL_CRUMPLE)
kit = pytest.mark.plugins(extra={"countered-kit": card_pool("countered-kit", CARDS)})


def _bears_countered_with(table: Table, counter: str) -> None:
    table.library(0, "Plains", "Plains")
    table.library(1, "Island", "Island")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.lands(1, "Island", 3)
    table.hand(1, counter)
    table.cast("Grizzly Bears")
    table.pass_priority()  # Bob gets priority with the Bears on the stack
    table.cast(counter, targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_memory_lapse_puts_it_on_top_of_its_owners_library(table: Table) -> None:
    """CR 614.1a, 401.4: the countered Bears is the top card of Alice's library."""
    _bears_countered_with(table, "Memory Lapse")
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert table.zone_of("Grizzly Bears") is Zone.LIBRARY
    assert [o.name for o in table.game.draw(0, 1)] == ["Grizzly Bears"]  # her next draw
    table.assert_zone("Memory Lapse", Zone.GRAVEYARD, 1)


@kit
def test_spell_crumple_puts_both_on_the_bottom(table: Table) -> None:
    """CR 614.1a, 401.4: the Bears at the bottom of Alice's library, Spell Crumple at the
    bottom of Bob's."""
    _bears_countered_with(table, "Spell Crumple")
    assert table.names(Zone.GRAVEYARD) == []
    assert [o.name for o in table.game.draw(0, 3)] == ["Plains", "Plains", "Grizzly Bears"]
    assert [o.name for o in table.game.draw(1, 3)] == ["Island", "Island", "Spell Crumple"]


@kit
def test_remand_returns_it_to_its_owners_hand_and_draws(table: Table) -> None:
    """CR 614.1a: the Bears back in Alice's hand; Bob draws an Island."""
    _bears_countered_with(table, "Remand")
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    assert table.names(Zone.HAND, 1) == ["Island"]
    table.assert_zone("Remand", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
