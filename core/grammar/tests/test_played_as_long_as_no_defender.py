"""Printed "As long as you control a creature with power 4 or greater, this creature can
attack as though it didn't have defender." and "As long as this creature has a +1/+1 counter
on it, it can attack as though it didn't have defender.", played (CR 609.4, 702.3b, 611.3a).

Bristlepack Sentry and Scuttlegator: defender stops the attack (refused, the game unchanged,
CR 732) until the condition holds; then it attacks.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

BRISTLEPACK_SENTRY = CardDef(
    name="Bristlepack Sentry", mana_cost="{1}{G}", type_line="Creature — Plant Wolf",
    text="Defender\nAs long as you control a creature with power 4 or greater, this creature "
         "can attack as though it didn't have defender.", power="3", toughness="3")
SCUTTLEGATOR = CardDef(
    name="Scuttlegator", mana_cost="{4}{G/U}{G/U}",
    type_line="Creature — Crab Turtle Crocodile",
    text="Defender\n{6}{G/U}{G/U}: Adapt 3. (If this creature has no +1/+1 counters on it, put "
         "three +1/+1 counters on it.)\nAs long as this creature has a +1/+1 counter on it, it "
         "can attack as though it didn't have defender.", power="6", toughness="6")
CRAW_WURM = CardDef(name="Craw Wurm", mana_cost="{4}{G}{G}", type_line="Creature — Wurm",
                    text="", power="6", toughness="4")

CARDS = (BRISTLEPACK_SENTRY, SCUTTLEGATOR, CRAW_WURM)
POOL = {"no-defender-kit": card_pool("no-defender-kit", CARDS)}


@pytest.mark.plugins(extra=POOL)
def test_bristlepack_sentry_attacks_only_beside_a_big_creature(table: Table) -> None:
    """CR 702.3b: with only Grizzly Bears (power 2) it can't attack; Bob's Craw Wurm does not
    count (109.4); once Alice controls Craw Wurm (power 6) it attacks (609.4)."""
    assert table.game.rules.card("Bristlepack Sentry").playable
    table.battlefield(0, "Bristlepack Sentry", "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.assert_illegal(table.attack, "Bristlepack Sentry", rule="508.1")
    table.battlefield(0, "Craw Wurm")
    table.attack("Bristlepack Sentry")
    assert table.game.is_attacking(table.find("Bristlepack Sentry").id)


@pytest.mark.plugins("adapt", extra=POOL)
def test_scuttlegator_attacks_once_it_has_a_counter(table: Table) -> None:
    """CR 702.3b, 701.46a: without counters it can't attack; after Adapt 3 it has three
    +1/+1 counters and attacks as a 9/9 (609.4)."""
    assert table.game.rules.card("Scuttlegator").playable
    table.battlefield(0, "Scuttlegator")
    table.assert_illegal(table.attack, "Scuttlegator", rule="508.1")
    table.lands(0, "Forest", 8)
    table.activate("Scuttlegator")
    table.resolve()
    assert table.find("Scuttlegator").counters.get("+1/+1") == 3
    table.attack("Scuttlegator")
    assert table.game.is_attacking(table.find("Scuttlegator").id)
    assert table.power("Scuttlegator") == 9


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
