"""Printed "Whenever you draw a card, ..." creatures, cast and played (CR 121.2, 603.2).

Lorescale Coatl ("Whenever you draw a card, put a +1/+1 counter on this creature.") is cast
from its owner's hand with its exact Oracle definition (the corpus record, checked below):
its ability triggers once for each card its controller draws (121.2: "draw two cards" is two
draws), not for an opponent's draws.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

LORESCALE_COATL = CardDef(
    name="Lorescale Coatl", mana_cost="{1}{G}{U}", type_line="Creature — Snake",
    text="Whenever you draw a card, put a +1/+1 counter on this creature.", power="2",
    toughness="2")

CARDS = (LORESCALE_COATL,)

kit = pytest.mark.plugins(extra={"proved-draw-trigger-kit":
                                 card_pool("proved-draw-trigger-kit", CARDS)})


@kit
def test_lorescale_coatl_grows_for_each_card_drawn(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 121.2, 603.2: Divination draws two cards, one at a time: the Coatl's ability
    triggers twice and it gets two +1/+1 counters (4/4)."""
    cast_and_resolve(table, "Lorescale Coatl", {"Forest": 1, "Island": 2})
    table.lands(0, "Island", 3)
    table.library(0, "Plains", "Plains")
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve_all()
    table.assert_counters("Lorescale Coatl", "+1/+1", 2)
    assert table.power("Lorescale Coatl") == 4


@kit
def test_lorescale_coatl_ignores_the_opponents_draws(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.2: "you draw": the opponent's draw step draw (504.1) doesn't trigger it; its
    controller's next draw step draw does (one counter)."""
    cast_and_resolve(table, "Lorescale Coatl", {"Forest": 1, "Island": 2})
    next_turn(table, 1)  # the opponent's turn: they draw
    table.assert_counters("Lorescale Coatl", "+1/+1", 0)
    next_turn(table, 1)  # its controller's turn
    table.resolve_all()
    table.assert_counters("Lorescale Coatl", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
