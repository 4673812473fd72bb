"""Printed "If that creature has toxic, draw a card.", played (CR 702.164, 608.2c).

Compleat Devotion draws Alice a card only when the creature it pumps has toxic (Bilious
Skulldweller's "Toxic 1"), not for Grizzly Bears.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COMPLEAT_DEVOTION = CardDef(
    name="Compleat Devotion", mana_cost="{1}{W}", type_line="Instant",
    text="Target creature you control gets +2/+2 until end of turn. If that creature has "
         "toxic, draw a card.")

CARDS = (COMPLEAT_DEVOTION,)
kit = pytest.mark.plugins("toxic", extra={"toxic-condition-kit": card_pool("toxic-condition-kit",
                                                                           CARDS)})


def _devote(table: Table, creature: str) -> None:
    table.battlefield(0, creature)
    table.library(0, "Island")
    table.lands(0, "Plains", 2)
    table.hand(0, "Compleat Devotion")
    table.cast("Compleat Devotion", targets=[creature])
    table.resolve()


@kit
def test_compleat_devotion_on_a_toxic_creature_draws(table: Table) -> None:
    """CR 702.164, 608.2c: Bilious Skulldweller has toxic: +2/+2 and a card."""
    _devote(table, "Bilious Skulldweller")
    assert table.power("Bilious Skulldweller") == 3
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_compleat_devotion_on_a_bear_doesnt_draw(table: Table) -> None:
    """CR 608.2c: Grizzly Bears has no toxic: only +2/+2."""
    _devote(table, "Grizzly Bears")
    assert table.power("Grizzly Bears") == 4
    assert table.names(Zone.HAND, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
