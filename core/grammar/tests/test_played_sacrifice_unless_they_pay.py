"""Printed "When this creature enters, each opponent sacrifices a permanent of their choice
unless they pay {3}.", played (CR 118.12, 701.21a, 101.4).

Rishadan Brigand: Bob, the opponent, chooses whether to pay {3} (only if he can); if he
doesn't, he sacrifices a permanent he chooses.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

RISHADAN_BRIGAND = CardDef(
    name="Rishadan Brigand", mana_cost="{4}{U}", type_line="Creature — Human Pirate",
    power="3", toughness="2",
    text="Flying\nWhen this creature enters, each opponent sacrifices a permanent of their "
         "choice unless they pay {3}.\nThis creature can block only creatures with flying.")

CARDS = (RISHADAN_BRIGAND,)
kit = pytest.mark.plugins(extra={"brigand-kit": card_pool("brigand-kit", CARDS)})


def _cast_brigand(table: Table) -> None:
    table.lands(0, "Island", 5)
    table.hand(0, "Rishadan Brigand")
    table.cast("Rishadan Brigand")
    table.resolve()  # the Brigand enters; its trigger goes on the stack (CR 603.3)


@kit
def test_bob_pays_three_and_keeps_his_permanents(table: Table) -> None:
    """CR 118.12: Bob is asked, pays {3} with his three Mountains; nothing is sacrificed."""
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Mountain", 3)
    _cast_brigand(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert table.tapped_count(1) == 3
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.names(Zone.GRAVEYARD, 1) == []


@kit
def test_bob_declines_and_sacrifices_a_permanent_of_his_choice(table: Table) -> None:
    """CR 701.21a: Bob doesn't pay and chooses Hill Giant to sacrifice; his lands stay."""
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Mountain", 3)
    _cast_brigand(table)
    sacrificed = table.watch_decisions("sacrifice")
    table.resolve(answers=[Answer("pay_unless", (False,), player=1),
                           Answer("sacrifice", (table.find("Hill Giant").id,), player=1)])
    assert [d.player for d in sacrificed] == [1]
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.tapped_count(1) == 0
    table.assert_zone("Rishadan Brigand", Zone.BATTLEFIELD, 0)


@kit
def test_bob_who_cant_pay_sacrifices(table: Table) -> None:
    """CR 118.3: two lands can't pay {3}: nothing is asked, Bob sacrifices a permanent."""
    table.lands(1, "Mountain", 2)
    _cast_brigand(table)
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    assert table.names(Zone.GRAVEYARD, 1) == ["Mountain"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
