"""Printed "At the beginning of your upkeep, sacrifice this creature unless you return a land
you control to its owner's hand.", played (CR 118.12, 701.21a, 503.1, 603.2).

Living Tsunami: returning a land is an optional cost of the trigger's effect (CR 118.12),
paid as it resolves; Alice may return her Island to keep the Tsunami, or decline and
sacrifice it; with no land she can't pay, and it is sacrificed.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

LIVING_TSUNAMI = CardDef(
    name="Living Tsunami", mana_cost="{2}{U}{U}", type_line="Creature — Elemental",
    power="4", toughness="4",
    text="Flying\nAt the beginning of your upkeep, sacrifice this creature unless you return "
         "a land you control to its owner's hand.")

CARDS = (LIVING_TSUNAMI,)
kit = pytest.mark.plugins(extra={"tsunami-kit": card_pool("tsunami-kit", CARDS)})


def _to_alices_upkeep(table: Table) -> None:
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.battlefield(0, "Living Tsunami")
    table.next_turn()
    assert table.names(Zone.BATTLEFIELD, 0).count("Living Tsunami") == 1  # not Bob's upkeep
    table.go_to(Step.UPKEEP, turn=3)


@kit
def test_the_tsunami_stays_when_a_land_is_returned(table: Table) -> None:
    """CR 118.12: Alice returns her Island to her hand; the Tsunami stays."""
    table.battlefield(0, "Island")
    _to_alices_upkeep(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert asked and asked[0].rule == "118.12"
    table.assert_zone("Living Tsunami", Zone.BATTLEFIELD, 0)
    assert "Island" in table.names(Zone.HAND, 0)
    assert "Island" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_the_tsunami_is_sacrificed_when_alice_declines(table: Table) -> None:
    """CR 701.21a: not paid, the Tsunami is sacrificed; the Island stays."""
    table.battlefield(0, "Island")
    _to_alices_upkeep(table)
    table.resolve(answers=[Answer("pay_unless", (False,))])
    table.assert_zone("Living Tsunami", Zone.GRAVEYARD, 0)
    assert "Island" in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_the_tsunami_is_sacrificed_without_a_land(table: Table) -> None:
    """CR 118.3: no land to return, the cost can't be paid: nothing is asked, the Tsunami
    is sacrificed; Bob's land is not Alice's to return."""
    table.battlefield(1, "Island")
    _to_alices_upkeep(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    table.assert_zone("Living Tsunami", Zone.GRAVEYARD, 0)
    assert "Island" in table.names(Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
