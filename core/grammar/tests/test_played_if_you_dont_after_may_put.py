"""Printed "You may put a land card from among them into your hand. If you don't, put a +1/+1
counter on this creature.", played (CR 608.2c, 608.2d, 122.1).

Ainok Wayfarer mills three cards; a land card put from among them into its controller's
hand means no counter; declining, or no land card among them, means the counter.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

AINOK_WAYFARER = CardDef(
    name="Ainok Wayfarer", mana_cost="{1}{G}", type_line="Creature — Dog Scout",
    text="When this creature enters, mill three cards. You may put a land card from among "
         "them into your hand. If you don't, put a +1/+1 counter on this creature. (To mill "
         "three cards, put the top three cards of your library into your graveyard.)",
    power="1", toughness="1")

CARDS = (AINOK_WAYFARER,)
kit = pytest.mark.plugins(extra={"wayfarer-kit": card_pool("wayfarer-kit", CARDS)})


def _enter(table: Table, answers: list[Answer]) -> None:
    table.lands(0, "Forest", 2)
    table.hand(0, "Ainok Wayfarer")
    table.cast("Ainok Wayfarer")
    table.resolve()
    table.resolve(answers=answers)  # the enters trigger (603.3)


@kit
def test_a_land_put_into_the_hand_means_no_counter(table: Table) -> None:
    """CR 608.2d: the Forest is put into the hand: no counter."""
    table.library(0, "Grizzly Bears", "Forest", "Hill Giant", "Island")
    table.on_decision("choose", by_name("Forest"))
    _enter(table, [])
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_counters("Ainok Wayfarer", "+1/+1", 0)


@kit
def test_declining_puts_the_counter(table: Table) -> None:
    """CR 608.2c: the player chooses no card: the counter is put on it."""
    table.library(0, "Grizzly Bears", "Forest", "Hill Giant", "Island")
    _enter(table, [Answer("choose", ())])
    assert table.names(Zone.HAND, 0) == []
    table.assert_counters("Ainok Wayfarer", "+1/+1", 1)


@kit
def test_no_land_among_them_puts_the_counter(table: Table) -> None:
    """No land card among the three milled: nothing can be put, the counter is put."""
    table.library(0, "Grizzly Bears", "Hill Giant", "Llanowar Elves", "Island")
    _enter(table, [])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Hill Giant",
                                                      "Llanowar Elves"]
    table.assert_counters("Ainok Wayfarer", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
