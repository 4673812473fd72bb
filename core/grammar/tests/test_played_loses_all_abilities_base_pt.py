"""Printed "Until end of turn, target creature loses all abilities and has base power and
toughness 0/1.", played (CR 611.2a, 613.1f, 613.4b, 514.2).

Humble: one effect whose duration covers both clauses: the creature has no abilities and
is a 0/1 (its +1/+1 counters and pumps still apply on top, 613.4c), then both end in the
cleanup step.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

HUMBLE = CardDef(
    name="Humble", mana_cost="{1}{W}", type_line="Instant",
    text="Until end of turn, target creature loses all abilities and has base power and "
         "toughness 0/1.")

CARDS = (HUMBLE,)
kit = pytest.mark.plugins(extra={"humble-kit": card_pool("humble-kit", CARDS)})


@kit
def test_humble_makes_a_creature_a_zero_one_without_abilities_until_end_of_turn(
        table: Table) -> None:
    """CR 613.1f, 613.4b: Serra Angel loses flying and vigilance and is 0/1; a +1/+1 counter
    still applies on top (613.4c); at cleanup it is a 4/4 flier again (514.2)."""
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Serra Angel", counters={"+1/+1": 1})
    table.hand(0, "Humble")
    table.library(1, "Plains")
    table.cast("Humble", targets=["Serra Angel"])
    table.resolve()
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (1, 2)
    assert not table.has_keyword("Serra Angel", "flying")
    assert not table.has_keyword("Serra Angel", "vigilance")
    table.go_to(Step.MAIN1, turn=2)
    assert (table.power("Serra Angel"), table.toughness("Serra Angel")) == (5, 5)
    assert table.has_keyword("Serra Angel", "flying")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
