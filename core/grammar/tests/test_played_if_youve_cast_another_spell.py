"""Printed "Slick Sequence deals 2 damage to any target. If you've cast another spell this
turn, draw a card." (Slick Sequence), played (CR 601.2i, 608.2c).

Slick Sequence itself is not "another spell": cast alone it only deals its damage; cast after
a Lightning Bolt the same turn it also draws a card.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SLICK_SEQUENCE = CardDef(
    name="Slick Sequence", mana_cost="{U}{R}", type_line="Instant",
    text="Slick Sequence deals 2 damage to any target. If you've cast another spell this turn, "
         "draw a card.")

CARDS = (SLICK_SEQUENCE,)
kit = pytest.mark.plugins(extra={"sequence-kit": card_pool("sequence-kit", CARDS)})


def _setup(table: Table) -> None:
    table.library(0, "Wastes", "Wastes")
    table.lands(0, "Island", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Slick Sequence", "Lightning Bolt")


@kit
def test_cast_alone_it_draws_nothing(table: Table) -> None:
    """CR 601.2i: only Slick Sequence cast this turn: 2 damage, no card drawn."""
    _setup(table)
    table.cast("Slick Sequence", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 18)
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]


@kit
def test_after_another_spell_it_draws(table: Table) -> None:
    """CR 601.2i, 608.2c: Lightning Bolt cast first: 2 more damage and a card drawn."""
    _setup(table)
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    table.cast("Slick Sequence", targets=["Bob"])
    table.resolve()
    table.assert_life(1, 15)
    assert table.names(Zone.HAND, 0) == ["Wastes"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
