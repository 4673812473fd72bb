"""Surveil orders the cards put back on top (CR 701.25a): "look at the top N cards of your
library, then put any number of them into your graveyard and the rest on top of your library
in any order".

As scry does (test_scry_order.py, the same kernel code): the player answers which cards go to
the graveyard ("surveil", any number), then one at a time which card is put back on top next
("surveil_top"; the last one put back is the top card). A group of one is not asked about.
Contingency Plan and Doom Whisperer come with their exact Oracle text (the test at the end
compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

CONTINGENCY_PLAN = CardDef(
    name="Contingency Plan", mana_cost="{1}{U}", type_line="Sorcery",
    text="Surveil 5. (Look at the top five cards of your library, then put any number of them "
         "into your graveyard and the rest on top of your library in any order.)")
DOOM_WHISPERER = CardDef(
    name="Doom Whisperer", mana_cost="{3}{B}{B}", type_line="Creature — Nightmare Demon",
    power="6", toughness="6",
    text="Flying, trample\nPay 2 life: Surveil 2. (Look at the top two cards of your library, "
         "then put any number of them into your graveyard and the rest on top of your library "
         "in any order.)")

PRINTED = (CONTINGENCY_PLAN, DOOM_WHISPERER)
kit = pytest.mark.plugins(extra={"testkit": card_pool("surveil-testkit", PRINTED)})

LIBRARY = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")  # Plains on top


def library(table: Table) -> list[str]:
    return table.names(Zone.LIBRARY, 0)  # the top card first


def card(table: Table, name: str) -> int:
    return table.find(name, zone=Zone.LIBRARY).id


def cast_contingency_plan(table: Table) -> None:
    table.library(0, *LIBRARY)
    table.lands(0, "Island", 2)
    table.hand(0, "Contingency Plan")
    table.cast("Contingency Plan")


@kit
def test_surveil_5_puts_the_rest_back_in_the_chosen_order(table: Table) -> None:
    cast_contingency_plan(table)
    seen = table.watch_decisions(player=0)
    table.resolve(answers=[
        Answer("surveil", (card(table, "Plains"), card(table, "Swamp"))),
        Answer("surveil_top", (card(table, "Forest"),)),  # put back first: lowest of the three
        Answer("surveil_top", (card(table, "Island"),)),  # then Island; Mountain last, on top
    ])
    assert [d.kind for d in seen] == ["surveil", "surveil_top", "surveil_top"]
    assert len(seen[1].options) == 3 and len(seen[2].options) == 2
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Contingency Plan", "Plains", "Swamp"]
    assert library(table) == ["Mountain", "Island", "Forest", "Wastes"]
    table.assert_logged(rule="701.25a", contains="surveils 5")


@kit
def test_surveil_2_keeping_both_can_swap_them(table: Table) -> None:
    """Doom Whisperer: nothing to the graveyard, Plains put back first, so Island is on it."""
    table.battlefield(0, "Doom Whisperer")
    table.library(0, *LIBRARY)
    table.activate("Doom Whisperer")
    table.assert_life(0, 18)  # the cost, paid on activation (CR 602.2b)
    seen = table.watch_decisions(player=0)
    table.resolve(answers=[Answer("surveil", ()),
                           Answer("surveil_top", (card(table, "Plains"),))])
    assert [d.kind for d in seen] == ["surveil", "surveil_top"]
    assert library(table) == ["Island", "Plains", "Swamp", "Mountain", "Forest", "Wastes"]
    assert table.names(Zone.GRAVEYARD, 0) == []


@kit
def test_surveil_2_keeping_one_asks_no_order(table: Table) -> None:
    table.battlefield(0, "Doom Whisperer")
    table.library(0, *LIBRARY)
    table.activate("Doom Whisperer")
    seen = table.watch_decisions(player=0)
    table.resolve(answers=[Answer("surveil", (card(table, "Plains"),))])
    assert [d.kind for d in seen] == ["surveil"]  # one card kept: nothing to order
    assert library(table) == ["Island", "Swamp", "Mountain", "Forest", "Wastes"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Plains"]


@kit
def test_an_illegal_surveil_answer_is_refused_and_the_game_is_as_it_was(table: Table) -> None:
    """CR 732 (and 701.25a): only the cards looked at can be put back, one at a time."""
    cast_contingency_plan(table)
    wastes = card(table, "Wastes")  # the 6th card: not looked at
    table.assert_illegal(table.resolve, answers=[Answer("surveil", ()),
                                                 Answer("surveil_top", (wastes,))],
                         rule="701.25a")
    table.assert_illegal(table.resolve, answers=[Answer("surveil", (wastes,))],
                         rule="701.25a")
    table.assert_illegal(table.resolve, answers=[
        Answer("surveil", ()),
        Answer("surveil_top", (card(table, "Plains"), card(table, "Island")))], rule="701.25a")
    assert library(table) == list(LIBRARY)
    assert table.zone_of("Contingency Plan") is Zone.STACK
    table.resolve(answers=[Answer("surveil", tuple(card(table, n) for n in LIBRARY[:5]))])
    assert library(table) == ["Wastes"]


@needs_corpus
def test_the_pool_has_the_printed_text() -> None:
    assert_printed(PRINTED)
