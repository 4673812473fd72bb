"""Printed "You may [sacrifice/discard ...] or pay [mana]. When you do, ...", played (CR 118.3,
608.2d, 603.12): the controller may pay one of the two costs, only one they can pay all of;
the reflexive trigger goes on the stack, with its own target, only if one was paid.

Nimble Hobbit ("Whenever this creature attacks, you may sacrifice a Food or pay {2}{W}. When you
do, tap target creature an opponent controls.").
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

NIMBLE_HOBBIT = CardDef(
    name="Nimble Hobbit", mana_cost="{1}{W}", type_line="Creature — Halfling Peasant",
    text="Whenever this creature attacks, you may sacrifice a Food or pay {2}{W}. When you do, "
         "tap target creature an opponent controls.", power="1", toughness="3")
#: a Food to sacrifice (a test card, not printed)
TEST_FOOD = CardDef(name="Test Food", mana_cost="{1}", type_line="Artifact — Food")

PRINTED = (NIMBLE_HOBBIT,)
kit = pytest.mark.plugins(extra={"may-or-pay-kit": card_pool("may-or-pay-kit",
                                                              (*PRINTED, TEST_FOOD))})


def _hobbit_attacks(table: Table, *, food: bool, plains: int) -> list[object]:
    table.lands(1, "Forest", 1)
    table.hand(0, "Nimble Hobbit")
    table.lands(0, "Plains", 2)
    table.cast("Nimble Hobbit")
    table.resolve()
    if food:
        table.battlefield(0, "Test Food")
    if plains:
        table.lands(0, "Plains", plains)
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.next_turn()
    table.next_turn()
    asked = table.watch_decisions("may_pay_one")
    table.attack("Nimble Hobbit")
    return asked


@kit
def test_hobbit_sacrifices_the_food_and_taps_the_bears(table: Table) -> None:
    """CR 118.3, 603.12: Alice chooses the Food; the reflexive trigger targets the Bears and
    taps them."""
    asked = _hobbit_attacks(table, food=True, plains=3)
    table.resolve(answers=[Answer("may_pay_one", ("Sacrifice a Food",), player=0)])
    assert [d.player for d in asked] == [0]
    assert table.zone_of("Test Food") is Zone.GRAVEYARD
    table.resolve(answers=[Answer("target", ("Grizzly Bears",))])
    table.assert_tapped("Grizzly Bears")
    assert table.tapped_count(0, "Plains") == 0


@kit
def test_hobbit_pays_mana_instead_and_taps_the_bears(table: Table) -> None:
    asked = _hobbit_attacks(table, food=True, plains=3)
    table.resolve(answers=[Answer("may_pay_one", ("{2}{W}",), player=0)])
    assert len(asked) == 1
    assert table.zone_of("Test Food") is Zone.BATTLEFIELD
    assert table.tapped_count(0, "Plains") == 3
    table.resolve()
    table.assert_tapped("Grizzly Bears")


@kit
def test_hobbit_declines_and_nothing_triggers(table: Table) -> None:
    _hobbit_attacks(table, food=True, plains=3)
    table.resolve(answers=[Answer("may_pay_one", ("no",), player=0)])
    assert table.zone_of("Test Food") is Zone.BATTLEFIELD
    assert table.names(Zone.STACK) == []
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_hobbit_without_food_or_mana_cant_pay(table: Table) -> None:
    """CR 118.3: no Food and only the two Plains that cast it (untapped again, {2}{W} needs
    three): neither cost can be paid, nobody is asked, nothing triggers."""
    asked = _hobbit_attacks(table, food=False, plains=0)
    table.resolve()
    assert asked == []
    assert table.names(Zone.STACK) == []
    table.assert_tapped("Grizzly Bears", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
