"""Printed "Whenever a creature you control explores", played (CR 701.44a-b, 603.2).

Wildgrowth Walker grows and gains Alice 3 life once her Merfolk Branchwalker has explored (a
land revealed: no counter on the explorer, 701.44a), and even when her library is empty
(701.44b); Bob's Branchwalker exploring triggers nothing.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WALKER = CardDef(
    name="Wildgrowth Walker", mana_cost="{1}{G}", type_line="Creature — Elemental", power="1",
    toughness="3",
    text="Whenever a creature you control explores, put a +1/+1 counter on this creature and "
         "you gain 3 life.")
BRANCHWALKER = CardDef(
    name="Merfolk Branchwalker", mana_cost="{1}{G}", type_line="Creature — Merfolk Scout",
    power="2", toughness="1",
    text="When this creature enters, it explores. (Reveal the top card of your library. Put "
         "that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this "
         "creature, then put the card back or put it into your graveyard.)")

PRINTED = (WALKER, BRANCHWALKER)
kit = pytest.mark.plugins(extra={"explore-kit": card_pool("explore-kit", PRINTED)})


@kit
def test_wildgrowth_walker_grows_when_alices_creature_explores(table: Table) -> None:
    """CR 701.44b: Alice's Branchwalker reveals Plains (to her hand): Walker +1 and 3 life."""
    table.battlefield(0, "Wildgrowth Walker")
    table.lands(0, "Forest", 2)
    table.hand(0, "Merfolk Branchwalker")
    table.library(0, "Plains")
    table.cast("Merfolk Branchwalker")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Plains"]
    table.assert_counters("Wildgrowth Walker", "+1/+1", 1)
    table.assert_life(0, 23)


@kit
def test_an_empty_library_still_explores_but_bobs_creature_does_not_count(table: Table) -> None:
    """CR 701.44b: with nothing to reveal it still explores: one trigger; Bob's Branchwalker
    exploring in his turn: none."""
    table.battlefield(0, "Wildgrowth Walker")
    table.lands(0, "Forest", 2)
    table.lands(1, "Forest", 2)
    table.hand(0, "Merfolk Branchwalker")
    table.hand(1, "Merfolk Branchwalker")
    table.library(1, "Plains")
    table.cast("Merfolk Branchwalker")
    table.resolve_all()
    table.assert_counters("Wildgrowth Walker", "+1/+1", 1)
    table.set_turn(active=1, turn=2)
    table.cast("Merfolk Branchwalker")
    table.resolve_all()
    assert table.names(Zone.HAND, 1) == ["Plains"]
    table.assert_counters("Wildgrowth Walker", "+1/+1", 1)
    table.assert_life(0, 23)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
