""""that card's mana value" of the one card a discard just before put away, played from a
printed card (CR 701.9a, 202.3, 608.2c).

Hellhole Rats makes Bob discard a card of his choice: Hill Giant (mana value 4) deals 4
damage to Bob, not the 2 of the other card he kept nor the 1 card discarded.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HELLHOLE_RATS = CardDef(
    name="Hellhole Rats", mana_cost="{2}{B}{R}", type_line="Creature — Rat", power="2",
    toughness="2",
    text="Haste\nWhen this creature enters, target player discards a card. This creature "
         "deals damage to that player equal to that card's mana value.")
HILL_GIANT = CardDef(name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant",
                     text="", power="3", toughness="3")

CARDS = (HELLHOLE_RATS, HILL_GIANT)
kit = pytest.mark.plugins("haste", extra={"discarded-amount-kit":
                                          card_pool("discarded-amount-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


@kit
def test_hellhole_rats_deals_the_discarded_cards_mana_value(table: Table) -> None:
    """CR 701.9a, 202.3: Bob discards Hill Giant (4), keeping Grizzly Bears (2): 4 damage."""
    table.hand(0, "Hellhole Rats")
    table.hand(1, "Hill Giant", "Grizzly Bears")
    table.mana(0, "BBRR")
    table.cast("Hellhole Rats")
    table.answer("targets", "Bob")  # as the trigger is put on the stack (CR 603.3d)
    table.resolve()  # the creature spell
    table.answer("discard", "Hill Giant", player=1)
    table.resolve()  # the enters ability
    assert table.names(Zone.GRAVEYARD, 1) == ["Hill Giant"]
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    table.assert_life(1, 16)
    table.assert_life(0, 20)


@kit
def test_hellhole_rats_with_an_empty_hand_deals_nothing(table: Table) -> None:
    """CR 608.2b: no card discarded, no card to ask: 0 damage."""
    table.hand(0, "Hellhole Rats")
    table.mana(0, "BBRR")
    table.answer("targets", "Bob")
    table.cast("Hellhole Rats")
    table.resolve_all()
    table.assert_life(1, 20)


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
