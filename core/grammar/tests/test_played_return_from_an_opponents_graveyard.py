"""Printed "{T}: Return two target cards from an opponent's graveyard to their hand. Destroy
target artifact or enchantment.", played (CR 115.1, 601.2c, 602.2b, 404.1, 400.3).

Nullmage Advocate's two cards are both in one opponent's graveyard and go to that player's
hand; a card of your own graveyard is not a legal target. It comes with its exact Oracle
text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

NULLMAGE_ADVOCATE = CardDef(
    name="Nullmage Advocate", mana_cost="{2}{G}", type_line="Creature — Insect Druid",
    power="2", toughness="3",
    text="{T}: Return two target cards from an opponent's graveyard to their hand. Destroy "
         "target artifact or enchantment.")

PRINTED = (NULLMAGE_ADVOCATE,)
kit = pytest.mark.plugins(extra={"nullmage-kit": card_pool("nullmage-kit", PRINTED)})


@kit
def test_nullmage_advocate_returns_two_cards_to_their_owners_hand(table: Table) -> None:
    """CR 400.3, 602.2b: the two cards go to Bob's hand; Bob's Sol Ring is destroyed."""
    table.battlefield(0, "Nullmage Advocate")
    table.battlefield(1, "Sol Ring")
    bears, shock, _giant = table.graveyard(1, "Grizzly Bears", "Shock", "Hill Giant")
    table.activate("Nullmage Advocate", targets=[[bears.id, shock.id], "Sol Ring"])
    table.resolve()
    assert sorted(table.names(Zone.HAND, 1)) == ["Grizzly Bears", "Shock"]
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == ["Hill Giant", "Sol Ring"]
    assert table.names(Zone.HAND, 0) == []


@kit
def test_nullmage_advocate_cant_target_your_own_cards_or_one_card(table: Table) -> None:
    """CR 115.1, 601.2c: a card of your graveyard is not in an opponent's; "two target
    cards" is exactly two. Refused, the Advocate untapped (CR 732)."""
    table.battlefield(0, "Nullmage Advocate")
    table.battlefield(1, "Sol Ring")
    bears = table.graveyard(1, "Grizzly Bears")[0]
    bolt = table.graveyard(0, "Lightning Bolt")[0]
    table.assert_illegal(table.activate, "Nullmage Advocate",
                         targets=[[bears.id, bolt.id], "Sol Ring"])
    assert not table.game.battlefield(0)[0].tapped
    # one card alone in Bob's graveyard: two targets can't be chosen (CR 601.2c)
    table.assert_illegal(table.activate, "Nullmage Advocate", targets=[[bears.id], "Sol Ring"])
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_card_is_the_printed_card() -> None:
    assert_printed(PRINTED)
