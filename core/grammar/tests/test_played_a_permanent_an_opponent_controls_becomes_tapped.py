"""Printed "Whenever a [filter] an opponent controls becomes tapped, ..." (Gideon's Avenger,
Lifetap), played (CR 603.2, 603.2e: as it becomes tapped; 701.26a).

Gideon's Avenger: Bob's Hill Giant tapped to attack gives it a counter; Alice's own Grizzly
Bears attacking give none. Lifetap: Bob tapping a Forest for mana gains Alice 1 life; his
Swamp, or Alice's own Forest, none.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

GIDEONS_AVENGER = CardDef(
    name="Gideon's Avenger", mana_cost="{1}{W}{W}", type_line="Creature — Human Soldier",
    text="Whenever a creature an opponent controls becomes tapped, put a +1/+1 counter on this "
         "creature.", power="2", toughness="2")
LIFETAP = CardDef(name="Lifetap", mana_cost="{U}{U}", type_line="Enchantment",
                  text="Whenever a Forest an opponent controls becomes tapped, you gain 1 life.")

CARDS = (GIDEONS_AVENGER, LIFETAP)
kit = pytest.mark.plugins(extra={"tapped-kit": card_pool("tapped-kit", CARDS)})


@kit
def test_avenger_counts_an_opponents_creature_tapping(table: Table) -> None:
    """Alice's Bears attacking: no counter; Bob's Giant attacking the next turn: one."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(0, "Gideon's Avenger", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears")
    table.block()
    table.resolve_all()
    table.assert_counters("Gideon's Avenger", "+1/+1", 0)
    table.next_turn()
    table.attack("Hill Giant")
    table.resolve_all()
    table.assert_counters("Gideon's Avenger", "+1/+1", 1)


@kit
def test_lifetap_gains_for_an_opponents_forest_only(table: Table) -> None:
    """Bob's Forest tapped for mana: 1 life; his Swamp and Alice's own Forest: none."""
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(0, "Lifetap", "Forest")
    table.battlefield(1, "Forest", "Swamp")
    table.tap_for_mana("Forest", "G")
    table.resolve_all()
    table.assert_life(0, 20)
    table.next_turn()
    table.tap_for_mana("Swamp", "B")
    table.resolve_all()
    table.assert_life(0, 20)
    table.tap_for_mana("Forest", "G")
    table.resolve_all()
    table.assert_life(0, 21)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
