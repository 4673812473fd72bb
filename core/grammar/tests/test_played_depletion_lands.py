"""Depletion lands, played (CR 502.3, 611.3a, 605.3b, 122.1, 608.2c).

Land Cap ("This land doesn't untap during your untap step if it has a depletion counter on
it."): tapped for {W} it gets a depletion counter; its controller's next untap step leaves
it tapped, the upkeep trigger removes the counter, and the untap step after that untaps it.
Hickory Woodlot ("... If there are no depletion counters on this land, sacrifice it."):
enters tapped with two counters; the first {G}{G} leaves one and the land stays, the
second removes the last and the land is sacrificed.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

LAND_CAP = CardDef(
    name="Land Cap", mana_cost=None, type_line="Land",
    text="This land doesn't untap during your untap step if it has a depletion counter on "
         "it.\nAt the beginning of your upkeep, remove a depletion counter from this land.\n"
         "{T}: Add {W} or {U}. Put a depletion counter on this land.")

HICKORY_WOODLOT = CardDef(
    name="Hickory Woodlot", mana_cost=None, type_line="Land",
    text="This land enters tapped with two depletion counters on it.\n{T}, Remove a depletion "
         "counter from this land: Add {G}{G}. If there are no depletion counters on this "
         "land, sacrifice it.")

CARDS = (LAND_CAP, HICKORY_WOODLOT)
kit = pytest.mark.plugins(extra={"depletion-kit": card_pool("depletion-kit", CARDS)})


def _alices_next_turn(table: Table, step: Step) -> None:
    table.next_turn()
    table.go_to(step, turn=table.game.state.turn.number + 1)
    assert table.game.active_player == 0


@kit
def test_land_cap_stays_tapped_while_it_has_a_depletion_counter(table: Table) -> None:
    """CR 502.3, 611.3a: tapped with one counter it stays tapped in the next untap step;
    the upkeep trigger removes the counter (603.2); the following untap step untaps it."""
    assert table.game.rules.card("Land Cap").playable
    table.battlefield(0, "Land Cap")
    table.library(0, *["Wastes"] * 6)
    table.library(1, *["Wastes"] * 6)
    table.tap_for_mana("Land Cap", "W")
    cap = table.find("Land Cap")
    assert cap.tapped and cap.counters.get("depletion") == 1
    _alices_next_turn(table, Step.UPKEEP)
    assert table.find("Land Cap").tapped
    table.resolve_all()
    assert not table.find("Land Cap").counters.get("depletion")
    assert table.find("Land Cap").tapped
    _alices_next_turn(table, Step.MAIN1)
    assert not table.find("Land Cap").tapped


@kit
def test_hickory_woodlot_is_sacrificed_with_its_last_counter(table: Table) -> None:
    """CR 608.2c, 122.1: with a counter left after the cost the land stays; once the last
    is removed it is sacrificed (701.21) after adding {G}{G} (605.3b)."""
    assert table.game.rules.card("Hickory Woodlot").playable
    table.library(0, *["Wastes"] * 6)
    table.library(1, *["Wastes"] * 6)
    table.hand(0, "Hickory Woodlot")
    table.play("Hickory Woodlot")
    woodlot = table.find("Hickory Woodlot")
    assert woodlot.tapped and woodlot.counters.get("depletion") == 2
    _alices_next_turn(table, Step.MAIN1)
    table.tap_for_mana("Hickory Woodlot", "G")
    assert table.find("Hickory Woodlot").counters.get("depletion") == 1
    table.assert_zone("Hickory Woodlot", Zone.BATTLEFIELD)
    _alices_next_turn(table, Step.MAIN1)
    table.tap_for_mana("Hickory Woodlot", "G")
    table.assert_zone("Hickory Woodlot", Zone.GRAVEYARD)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
