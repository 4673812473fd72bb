"""Printed "Whenever you gain life for the first time each turn, put a +1/+1 counter on this
creature." (Cleric of Life's Bond) and "Whenever you gain life for the first time each turn,
create a 1/1 white Cat creature token." (Attended Healer), played (CR 119.9, 603.2).

Only its controller's first life gain event of the turn triggers it: a second gain that turn
doesn't, an opponent's gain doesn't, and on a new turn it triggers again. The printed cards
come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CLERIC = CardDef(
    name="Cleric of Life's Bond", mana_cost="{W}{B}", type_line="Creature — Vampire Cleric",
    power="2", toughness="2",
    text="Whenever another Cleric you control enters, you gain 1 life.\nWhenever you gain life "
         "for the first time each turn, put a +1/+1 counter on this creature.")

ATTENDED_HEALER = CardDef(
    name="Attended Healer", mana_cost="{3}{W}", type_line="Creature — Kor Cleric", power="2",
    toughness="3",
    text="Whenever you gain life for the first time each turn, create a 1/1 white Cat creature "
         "token.\n{2}{W}: Another target Cleric gains lifelink until end of turn.")

REVIVING_DOSE = CardDef(name="Reviving Dose", mana_cost="{2}{W}", type_line="Instant",
                        text="You gain 3 life.\nDraw a card.")

CARDS = (CLERIC, ATTENDED_HEALER, REVIVING_DOSE)
kit = pytest.mark.plugins(extra={"lifegain-kit": card_pool("lifegain-kit", CARDS)})


@kit
def test_only_the_first_gain_of_the_turn_triggers_it(table: Table) -> None:
    """CR 119.9: Alice gains 3 life twice: one +1/+1 counter, not two."""
    table.battlefield(0, "Cleric of Life's Bond")
    table.lands(0, "Plains", 6)
    table.hand(0, "Reviving Dose", "Reviving Dose")
    table.library(0, "Island", "Island")
    table.cast("Reviving Dose")
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_counters("Cleric of Life's Bond", "+1/+1", 1)
    table.cast("Reviving Dose")
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_life(0, 26)
    table.assert_counters("Cleric of Life's Bond", "+1/+1", 1)


@kit
def test_a_new_turn_and_an_opponents_gain(table: Table,
                                          next_turn: Callable[[Table, int], None]) -> None:
    """CR 119.9: Alice's first gain makes a Cat; on Bob's turn his gain doesn't trigger her
    Attended Healer, her own gain then is her first of that turn: a second Cat."""
    table.battlefield(0, "Attended Healer")
    table.lands(0, "Plains", 6)
    table.lands(1, "Plains", 3)
    table.hand(0, "Reviving Dose", "Reviving Dose")
    table.hand(1, "Reviving Dose")
    table.library(0, "Island", "Island")
    table.library(1, "Island")
    table.cast("Reviving Dose")
    table.resolve()
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Cat Token") == 1
    next_turn(table, 1)
    table.cast("Reviving Dose")
    table.resolve()
    assert table.names(Zone.STACK) == []  # Bob gained life: not Alice's trigger
    assert table.names(Zone.BATTLEFIELD, 0).count("Cat Token") == 1
    table.pass_priority()  # Bob passes: Alice casts her second Dose on his turn
    table.cast("Reviving Dose")
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Cat Token") == 2
    table.assert_life(0, 26)
    table.assert_life(1, 23)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
