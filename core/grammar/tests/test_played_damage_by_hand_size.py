"""Printed "At the beginning of each opponent's upkeep, this artifact deals X damage to that
player, where X is the number of cards in their hand minus 4." and "..., where X is 3 minus
the number of cards in their hand.", played (CR 107.1b, 107.3c, 603.7c, 120.3).

Iron Maiden: Bob begins his upkeep with seven cards in hand: 3 damage to him; with three
cards the result would be negative and zero is used (107.1b): no damage. Rackling: Bob with
one card in hand is dealt 2. Alice's own upkeep triggers neither (not an opponent's).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

IRON_MAIDEN = CardDef(
    name="Iron Maiden", mana_cost="{3}", type_line="Artifact",
    text="At the beginning of each opponent's upkeep, this artifact deals X damage to that "
         "player, where X is the number of cards in their hand minus 4.")
RACKLING = CardDef(
    name="Rackling", mana_cost="{4}", type_line="Artifact Creature — Phyrexian Construct",
    power="2", toughness="2",
    text="At the beginning of each opponent's upkeep, this creature deals X damage to that "
         "player, where X is 3 minus the number of cards in their hand.")

CARDS = (IRON_MAIDEN, RACKLING)
kit = pytest.mark.plugins(extra={"maiden-kit": card_pool("maiden-kit", CARDS)})


def _bobs_upkeep(table: Table, artifact: str, cards: int) -> None:
    table.battlefield(0, artifact)
    if cards:
        table.hand(1, *["Island"] * cards)
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 1


@kit
def test_iron_maiden_deals_the_cards_beyond_four(table: Table) -> None:
    """CR 107.3c, 603.7c: seven cards in Bob's hand: 7 - 4 = 3 damage to Bob."""
    _bobs_upkeep(table, "Iron Maiden", 7)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.life(1) == 17
    assert table.life(0) == 20


@kit
def test_iron_maiden_with_few_cards_deals_nothing(table: Table) -> None:
    """CR 107.1b: three cards: 3 - 4 is negative, zero is used: no damage."""
    _bobs_upkeep(table, "Iron Maiden", 3)
    table.resolve()
    assert table.life(1) == 20


@kit
def test_rackling_deals_three_minus_the_cards(table: Table) -> None:
    """CR 107.3c: one card in Bob's hand: 3 - 1 = 2 damage to Bob."""
    _bobs_upkeep(table, "Rackling", 1)
    table.resolve()
    assert table.life(1) == 18


@kit
def test_alices_own_upkeep_triggers_nothing(table: Table) -> None:
    """CR 603.2: "each opponent's upkeep": not its controller's."""
    table.battlefield(0, "Iron Maiden")
    table.hand(0, *["Island"] * 7)
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.set_turn(active=1)
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0
    assert table.names(Zone.STACK) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
