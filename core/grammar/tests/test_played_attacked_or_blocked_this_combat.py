"""Printed "At end of combat, if ~ attacked or blocked this combat, ..." cards, played (CR
511.1, 603.4, 508.1a, 509.1a).

Kjeldoran Home Guard and Daredevil Dragster are put into play with their exact Oracle
definitions (the corpus records, checked below): the intervening "if" holds only for a
permanent declared as an attacker or a blocker in this combat (603.4).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Answer
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KJELDORAN_HOME_GUARD = CardDef(
    name="Kjeldoran Home Guard", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    text="At end of combat, if this creature attacked or blocked this combat, put a -0/-1 "
         "counter on this creature and create a 0/1 white Deserter creature token.",
    power="1", toughness="6")
DAREDEVIL_DRAGSTER = CardDef(
    name="Daredevil Dragster", mana_cost="{3}", type_line="Artifact — Vehicle",
    text="At end of combat, if this Vehicle attacked or blocked this combat, put a velocity "
         "counter on it. Then if it has two or more velocity counters on it, sacrifice it "
         "and draw two cards.\nCrew 2 (Tap any number of creatures you control with total "
         "power 2 or more: This Vehicle becomes an artifact creature until end of turn.)",
    power="4", toughness="4")

CARDS = (KJELDORAN_HOME_GUARD, DAREDEVIL_DRAGSTER)

kit = pytest.mark.plugins("crew", extra={"proved-attacked-or-blocked-kit": card_pool(
    "proved-attacked-or-blocked-kit", CARDS)})


def _deserters(table: Table, player: int) -> int:
    return table.names(Zone.BATTLEFIELD, player).count("Deserter Token")


@kit
def test_kjeldoran_home_guard_after_attacking(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 511.1, 603.4: it attacked: at end of combat a -0/-1 counter (1/5) and a 0/1
    Deserter token."""
    assert table.game.rules.card("Kjeldoran Home Guard").playable
    table.battlefield(0, "Kjeldoran Home Guard")
    next_turn(table, 0)
    table.attack("Kjeldoran Home Guard")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.toughness("Kjeldoran Home Guard") == 5
    assert _deserters(table, 0) == 1


@kit
def test_kjeldoran_home_guard_after_blocking(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 509.1a, 603.4: it blocked the opponent's Grizzly Bears: the same, on the
    opponent's turn."""
    table.battlefield(0, "Kjeldoran Home Guard")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 1)
    table.attack("Grizzly Bears")
    table.block({"Kjeldoran Home Guard": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.toughness("Kjeldoran Home Guard") == 5  # 1/6 with a -0/-1 counter
    assert table.counters("Kjeldoran Home Guard", "-0/-1") == 1
    assert _deserters(table, 0) == 1


@kit
def test_kjeldoran_home_guard_staying_home(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.4: Grizzly Bears attack alone, the Guard neither attacks nor blocks: no counter,
    no token."""
    table.battlefield(0, "Kjeldoran Home Guard", "Grizzly Bears")
    next_turn(table, 0)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.counters("Kjeldoran Home Guard", "-0/-1") == 0
    assert _deserters(table, 0) == 0


@kit
def test_daredevil_dragster_second_velocity_counter(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 702.122, 603.4: crewed by Grizzly Bears, it attacks with one velocity counter
    already: the second is put on, then it is sacrificed and its controller draws two."""
    assert table.game.rules.card("Daredevil Dragster").playable
    table.battlefield(0, "Daredevil Dragster", counters={"velocity": 1})
    table.battlefield(0, "Grizzly Bears")
    table.library(0, "Island", "Island", "Island", "Island")
    next_turn(table, 0)
    hand = len(table.game.hand(0))
    table.activate("Daredevil Dragster", answers=[Answer("tap", ("Grizzly Bears",))])
    table.resolve()
    table.attack("Daredevil Dragster")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_zone("Daredevil Dragster", Zone.GRAVEYARD, 0)
    assert len(table.game.hand(0)) == hand + 2


@kit
def test_daredevil_dragster_not_attacking(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.4: not crewed, it didn't attack: no counter."""
    table.battlefield(0, "Daredevil Dragster", "Grizzly Bears")
    next_turn(table, 0)
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.counters("Daredevil Dragster", "velocity") == 0
    table.assert_zone("Daredevil Dragster", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
