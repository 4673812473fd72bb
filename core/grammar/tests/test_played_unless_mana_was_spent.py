""""When this creature enters, sacrifice it unless {U} was spent to cast it.", played from
a printed card (CR 601.2h, 603.2, 608.3, 701.21a).

Azorius Herald cast with an Island among the lands paying it stays, its controller gaining
4 life; cast with Plains only it is sacrificed (its other trigger still gains the life).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

AZORIUS_HERALD = CardDef(
    name="Azorius Herald", mana_cost="{2}{W}", type_line="Creature — Spirit",
    power="2", toughness="1",
    text="This creature can't be blocked.\nWhen this creature enters, you gain 4 life.\nWhen "
         "this creature enters, sacrifice it unless {U} was spent to cast it.")

PRINTED = (AZORIUS_HERALD,)

kit = pytest.mark.plugins(extra={"herald-kit": card_pool("herald-kit", PRINTED)})


@kit
def test_blue_mana_spent_keeps_it(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.lands(0, "Island", 1)
    table.hand(0, "Azorius Herald")
    table.cast("Azorius Herald")
    assert table.tapped_count(0) == 3
    table.resolve_all()
    table.assert_zone("Azorius Herald", Zone.BATTLEFIELD)
    assert table.life(0) == 24


@kit
def test_no_blue_mana_spent_sacrifices_it(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.hand(0, "Azorius Herald")
    table.cast("Azorius Herald")
    table.resolve_all()
    table.assert_zone("Azorius Herald", Zone.GRAVEYARD)
    assert table.life(0) == 24


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
