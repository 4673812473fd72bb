"""Printed "When this creature enters, sacrifice it unless you discard a card at random.",
played (CR 118.12, 701.9b, 701.21a, 603.2).

Balduvian Horde: the discard is an optional cost of the trigger's effect (CR 118.12); Alice
may discard a card at random to keep the Horde, or decline and sacrifice it; with an empty
hand she can't pay, and it is sacrificed.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

BALDUVIAN_HORDE = CardDef(
    name="Balduvian Horde", mana_cost="{2}{R}{R}", type_line="Creature — Human Barbarian",
    power="5", toughness="5",
    text="When this creature enters, sacrifice it unless you discard a card at random.")

CARDS = (BALDUVIAN_HORDE,)
kit = pytest.mark.plugins(extra={"horde-kit": card_pool("horde-kit", CARDS)})


def _cast_horde(table: Table) -> None:
    table.lands(0, "Mountain", 4)
    table.cast("Balduvian Horde")
    table.resolve()  # the Horde enters, its trigger goes on the stack (CR 603.3)


@kit
def test_the_horde_stays_when_a_card_is_discarded_at_random(table: Table) -> None:
    """CR 118.12, 701.9b: Alice pays by discarding her only card; the Horde stays."""
    table.hand(0, "Balduvian Horde", "Forest")
    _cast_horde(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (True,))])
    assert asked and asked[0].rule == "118.12"
    table.assert_zone("Balduvian Horde", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]
    assert table.names(Zone.HAND, 0) == []


@kit
def test_the_horde_is_sacrificed_when_alice_declines(table: Table) -> None:
    """CR 701.21a: not paid, the Horde is sacrificed; the hand is kept."""
    table.hand(0, "Balduvian Horde", "Forest")
    _cast_horde(table)
    table.resolve(answers=[Answer("pay_unless", (False,))])
    table.assert_zone("Balduvian Horde", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Forest"]


@kit
def test_the_horde_is_sacrificed_with_an_empty_hand(table: Table) -> None:
    """CR 118.3: no card to discard, the cost can't be paid: nothing is asked, the Horde is
    sacrificed."""
    table.hand(0, "Balduvian Horde")
    _cast_horde(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    table.assert_zone("Balduvian Horde", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
