"""Printed "When this creature enters, you may search your library for any number of cards
named Battalion Foot Soldier, reveal them, put them into your hand, then shuffle.", played
(CR 701.23a-b, 701.20a, 608.2d, 201.2).

Alice may search; she may find any number of cards with the creature's name (none, one or
all), each revealed and put into her hand, and then shuffles. Declining, nothing is searched.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

BATTALION_FOOT_SOLDIER = CardDef(
    name="Battalion Foot Soldier", mana_cost="{2}{W}", type_line="Creature — Human Soldier",
    power="2", toughness="2",
    text="When this creature enters, you may search your library for any number of cards named "
         "Battalion Foot Soldier, reveal them, put them into your hand, then shuffle.")

CARDS = (BATTALION_FOOT_SOLDIER,)
kit = pytest.mark.plugins(extra={"battalion-kit": card_pool("battalion-kit", CARDS)})


def _cast_soldier(table: Table) -> list[int]:
    table.lands(0, "Plains", 3)
    table.hand(0, "Battalion Foot Soldier")
    found = [o.id for o in table.library(0, "Battalion Foot Soldier", "Island",
                                         "Battalion Foot Soldier", "Battalion Foot Soldier")
             if o.card.name == "Battalion Foot Soldier"]
    table.cast("Battalion Foot Soldier")
    table.resolve()  # it enters; its trigger goes on the stack (CR 603.3)
    return found


@kit
def test_the_soldier_finds_all_three_others(table: Table) -> None:
    """CR 701.23b: every card named Battalion Foot Soldier is offered, only those; all three
    are found, revealed (701.20a) and put into Alice's hand; the Island stays."""
    found = _cast_soldier(table)
    asked = table.watch_decisions("search")
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", tuple(found))])
    assert sorted(asked[0].options) == sorted(found)
    assert asked[0].max == 3
    assert table.names(Zone.HAND, 0) == ["Battalion Foot Soldier"] * 3
    assert table.names(Zone.LIBRARY, 0) == ["Island"]
    table.assert_logged(rule="701.20a")
    table.assert_logged(rule="701.24a")


@kit
def test_the_soldier_may_find_only_one(table: Table) -> None:
    """CR 701.23b: "any number": one of them is found, the two others stay."""
    found = _cast_soldier(table)
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", (found[0],))])
    assert table.names(Zone.HAND, 0) == ["Battalion Foot Soldier"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Battalion Foot Soldier"] * 2 + ["Island"]


@kit
def test_declining_searches_nothing(table: Table) -> None:
    """CR 608.2d: "you may": Alice declines; no search, no shuffle."""
    _cast_soldier(table)
    before = table.names(Zone.LIBRARY, 0)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.LIBRARY, 0) == before


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
