"""Moonveil Regent, played: "Whenever you cast a spell, you may discard your hand. If you do,
draw a card for each of that spell's colors." (CR 603.2, 608.2c, 701.9a).

Choosing to discard the hand is doing it even when the hand is empty, as the card's rulings
say: the last card cast, Lightning Bolt, leaves nothing to discard and one card is drawn;
declining draws nothing; with cards in hand they are all discarded first.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MOONVEIL_REGENT = CardDef(
    name="Moonveil Regent", mana_cost="{3}{R}", type_line="Creature — Dragon",
    text="Flying\nWhenever you cast a spell, you may discard your hand. If you do, draw a "
         "card for each of that spell's colors.\nWhen this creature dies, it deals X damage "
         "to any target, where X is the number of colors among permanents you control.",
    power="4", toughness="4")

kit = pytest.mark.plugins(extra={"regent-kit": card_pool("regent-kit", (MOONVEIL_REGENT,))})


def cast_bolt(table: Table, *hand: str, discard: str) -> None:
    table.battlefield(0, "Moonveil Regent")
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Lightning Bolt", *hand)
    table.mana(0, "R")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.answer("may", discard)
    table.resolve()  # the trigger, above the Bolt (CR 603.3)


@kit
def test_an_empty_hand_is_discarded_and_the_cards_drawn(table: Table) -> None:
    """CR 608.2c: "If you do": she chose to discard her hand, empty once the Bolt was cast,
    so she did: one card for red."""
    cast_bolt(table, discard="yes")
    assert [o.name for o in table.game.hand(0)] == ["Island"]
    table.assert_logged(rule="121.1")


@kit
def test_declining_draws_nothing(table: Table) -> None:
    cast_bolt(table, discard="no")
    assert table.game.hand(0) == []


@kit
def test_a_hand_with_cards_is_discarded_first(table: Table) -> None:
    """CR 701.9a: the Forest and the Memnite go to the graveyard, then one card is drawn."""
    cast_bolt(table, "Forest", "Memnite", discard="yes")
    assert [o.name for o in table.game.hand(0)] == ["Island"]
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_card_is_printed_so() -> None:
    assert_printed((MOONVEIL_REGENT,))
