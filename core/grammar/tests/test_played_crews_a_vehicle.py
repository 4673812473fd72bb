"""Printed "Whenever ~ crews a Vehicle, that Vehicle ..." cards, played (CR 702.122b, 603.2,
603.7c).

Gearshift Ace and Veteran Motorist are put into play with their exact Oracle definitions
(the corpus records, checked below); Renegade Freighter comes from the crew plugin's pool. A
creature crews a Vehicle when it is tapped to pay that Vehicle's crew cost (702.122b): the
trigger then acts on that Vehicle; another creature crewing it triggers nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Answer
from manastack.driver import Table
from manastack.model.cards import CardDef

GEARSHIFT_ACE = CardDef(
    name="Gearshift Ace", mana_cost="{1}{W}", type_line="Creature — Dwarf Pilot",
    text="First strike\nWhenever this creature crews a Vehicle, that Vehicle gains first "
         "strike until end of turn.", power="2", toughness="1")
VETERAN_MOTORIST = CardDef(
    name="Veteran Motorist", mana_cost="{R}{W}", type_line="Creature — Dwarf Pilot",
    text="When this creature enters, scry 2.\nWhenever this creature crews a Vehicle, that "
         "Vehicle gets +1/+1 until end of turn.", power="3", toughness="1")

CARDS = (GEARSHIFT_ACE, VETERAN_MOTORIST)

kit = pytest.mark.plugins("crew", extra={"proved-crews-kit": card_pool(
    "proved-crews-kit", CARDS)})


def _crew(table: Table, *crew: str) -> None:
    table.activate("Renegade Freighter", answers=[Answer("tap", crew)])
    table.resolve_all()


@kit
def test_gearshift_ace_gives_the_vehicle_first_strike(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 702.122b, 603.7c: Gearshift Ace tapped to crew Renegade Freighter: the Freighter
    gains first strike until end of turn, and loses it at the next turn (514.2)."""
    assert table.game.rules.card("Gearshift Ace").playable
    table.battlefield(0, "Gearshift Ace", "Renegade Freighter")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    next_turn(table, 0)
    assert not table.has_keyword("Renegade Freighter", "first strike")
    _crew(table, "Gearshift Ace")
    assert table.has_keyword("Renegade Freighter", "first strike")
    table.next_turn()
    assert not table.has_keyword("Renegade Freighter", "first strike")


@kit
def test_another_creature_crewing_triggers_nothing(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.2: Grizzly Bears crew the Freighter, Gearshift Ace untapped: no first strike."""
    table.battlefield(0, "Gearshift Ace", "Grizzly Bears", "Renegade Freighter")
    next_turn(table, 0)
    _crew(table, "Grizzly Bears")
    assert not table.has_keyword("Renegade Freighter", "first strike")


@kit
def test_veteran_motorist_pumps_the_vehicle_it_crews(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 702.122b, 603.7c: Veteran Motorist crews Renegade Freighter (4/3): 5/4 until end of
    turn; the Motorist itself stays 3/1."""
    assert table.game.rules.card("Veteran Motorist").playable
    table.battlefield(0, "Veteran Motorist", "Renegade Freighter")
    next_turn(table, 0)
    _crew(table, "Veteran Motorist")
    assert (table.power("Renegade Freighter"), table.toughness("Renegade Freighter")) == (5, 4)
    assert (table.power("Veteran Motorist"), table.toughness("Veteran Motorist")) == (3, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
