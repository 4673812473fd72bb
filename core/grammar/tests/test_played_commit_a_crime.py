"""Printed "Whenever you commit a crime, put a +1/+1 counter on this creature. This ability
triggers only once each turn.", played (CR 700.13, 603.2, 601.2c).

Blood Hustler: its own "{3}{B}: Target opponent loses 1 life and you gain 1 life." targets
Bob, a crime: a counter, once only that turn however many crimes follow; Giant Growth on
Alice's own Grizzly Bears is no crime, on Bob's Gray Ogre it is. The printed cards come from
the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

BLOOD_HUSTLER = CardDef(
    name="Blood Hustler", mana_cost="{1}{B}", type_line="Creature — Vampire Rogue", power="1",
    toughness="1",
    text="Whenever you commit a crime, put a +1/+1 counter on this creature. This ability "
         "triggers only once each turn. (Targeting opponents, anything they control, and/or "
         "cards in their graveyards is a crime.)\n{3}{B}: Target opponent loses 1 life and "
         "you gain 1 life.")
GIANT_GROWTH = CardDef(name="Giant Growth", mana_cost="{G}", type_line="Instant",
                       text="Target creature gets +3/+3 until end of turn.")

CARDS = (BLOOD_HUSTLER, GIANT_GROWTH)
kit = pytest.mark.plugins(extra={"crime-kit": card_pool("crime-kit", CARDS)})


@kit
def test_targeting_an_opponent_is_a_crime_once_each_turn(table: Table) -> None:
    """CR 700.13, 603.2: the Hustler's ability targets Bob twice: one counter only."""
    table.battlefield(0, "Blood Hustler")
    table.lands(0, "Swamp", 8)
    table.activate("Blood Hustler", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Blood Hustler", "+1/+1", 1)
    table.assert_life(1, 19)
    table.activate("Blood Hustler", targets=["Bob"])
    table.resolve_all()
    table.assert_counters("Blood Hustler", "+1/+1", 1)
    table.assert_life(1, 18)


@kit
def test_targeting_what_an_opponent_controls(table: Table) -> None:
    """CR 700.13: Giant Growth on Alice's own Bears is no crime; on Bob's Gray Ogre it is."""
    table.battlefield(0, "Blood Hustler", "Grizzly Bears")
    table.battlefield(1, "Gray Ogre")
    table.lands(0, "Forest", 2)
    table.hand(0, "Giant Growth", "Giant Growth")
    table.cast("Giant Growth", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_counters("Blood Hustler", "+1/+1", 0)
    table.cast("Giant Growth", targets=["Gray Ogre"])
    table.resolve_all()
    table.assert_counters("Blood Hustler", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
