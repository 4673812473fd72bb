"""Printed "Target opponent may draw a card.", played (CR 608.2d, 115.1).

Phelddagrif's "{U}: Return Phelddagrif to its owner's hand. Target opponent may draw a
card.": the target opponent, not the ability's controller, chooses whether they draw
(608.2d); either way Phelddagrif returns to its owner's hand.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

PHELDDAGRIF = CardDef(
    name="Phelddagrif", mana_cost="{1}{G}{W}{U}", type_line="Legendary Creature — Phelddagrif",
    power="4", toughness="4",
    text="{G}: Phelddagrif gains trample until end of turn. Target opponent creates a 1/1 "
         "green Hippo creature token.\n{W}: Phelddagrif gains flying until end of turn. Target "
         "opponent gains 2 life.\n{U}: Return Phelddagrif to its owner's hand. Target opponent "
         "may draw a card.")

CARDS = (PHELDDAGRIF,)
kit = pytest.mark.plugins(extra={"phelddagrif-kit": card_pool("phelddagrif-kit", CARDS)})


@kit
def test_the_target_opponent_chooses_to_draw(table: Table) -> None:
    """CR 608.2d: Bob is asked, answers yes and draws; Phelddagrif is back in Alice's hand."""
    table.battlefield(0, "Phelddagrif")
    table.lands(0, "Island", 1)
    table.library(1, "Mountain")
    asked = table.watch_decisions("may")
    table.activate("Phelddagrif", 2, targets=["Bob"])
    table.resolve(answers=[Answer("may", ("yes",), player=1)])
    assert [d.player for d in asked] == [1]
    assert table.names(Zone.HAND, 1) == ["Mountain"]
    assert table.names(Zone.HAND, 0) == ["Phelddagrif"]


@kit
def test_the_target_opponent_may_decline(table: Table) -> None:
    """CR 608.2d: Bob declines: no card drawn; Phelddagrif still returns."""
    table.battlefield(0, "Phelddagrif")
    table.lands(0, "Island", 1)
    table.library(1, "Mountain")
    table.library(0, "Forest")
    table.activate("Phelddagrif", 2, targets=["Bob"])
    table.resolve(answers=[Answer("may", ("no",), player=1)])
    assert table.names(Zone.HAND, 1) == []
    assert table.names(Zone.LIBRARY, 1) == ["Mountain"]
    assert table.names(Zone.HAND, 0) == ["Phelddagrif"]


@kit
def test_alice_cant_be_the_target_opponent(table: Table) -> None:
    """CR 115.1: "target opponent": Alice can't choose herself; refused (732)."""
    table.battlefield(0, "Phelddagrif")
    table.lands(0, "Island", 1)
    table.assert_illegal(table.activate, "Phelddagrif", 2, targets=["Alice"])
    table.assert_zone("Phelddagrif", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
