""""Exile the top two cards of your library, then choose one of them. You may play that card
this turn." played (Magmatic Channeler, Chandra, Flameshaper; CR 608.2c, 601.2a, 611.2a).

The controller chooses one of the cards just exiled; only that card may be played this
turn, the other stays in exile with no permission. The printed cards are read from the Oracle
corpus.
"""

from __future__ import annotations

import pytest

from manastack.api import PLAY_FROM_EXILE
from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def _channel(table: Table, *top: str, choose: str) -> None:
    """Alice activates Magmatic Channeler ({T}, discard a card) with ``top`` on top of her
    library and chooses ``choose`` among the two cards exiled."""
    table.battlefield(0, "Magmatic Channeler")
    table.library(0, *top, "Plains")
    table.library(1, "Plains")
    table.hand(0, "Island")
    table.answer("choose", choose)
    table.activate("Magmatic Channeler")
    table.resolve_all()
    assert sorted(table.names(Zone.EXILE)) == sorted(top)


@oracle
def test_the_chosen_land_may_be_played_the_other_card_not(table: Table) -> None:
    """CR 608.2c, 305.1: Forest chosen: Alice plays it from exile; Grizzly Bears, not chosen,
    has no permission."""
    _channel(table, "Forest", "Grizzly Bears", choose="Forest")
    assert not table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    table.play("Forest", zone=Zone.EXILE)
    table.assert_zone("Forest", Zone.BATTLEFIELD, 0)


@oracle
def test_the_chosen_spell_may_be_cast_this_turn_only(table: Table) -> None:
    """CR 601.2a, 611.2a: Grizzly Bears chosen: cast from exile for its mana cost this turn;
    the Forest may not be played; the permission ends with the turn."""
    _channel(table, "Forest", "Grizzly Bears", choose="Grizzly Bears")
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE)
    assert table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)
    table.next_turn()
    assert not table.permitted("Grizzly Bears", 0, permission=PLAY_FROM_EXILE)


@pytest.mark.plugins("oracle", "haste")  # her +1's token copy has haste
def test_chandra_flameshaper_exiles_three_and_one_is_chosen(table: Table) -> None:
    """CR 606.3, 608.2c: Chandra's +2 adds {R}{R}{R}, exiles three cards; the one chosen, a
    Lightning Bolt, is cast from exile with that mana."""
    table.battlefield(0, "Chandra, Flameshaper", counters={"loyalty": 6})
    table.library(0, "Forest", "Lightning Bolt", "Island", "Plains")
    table.answer("choose", "Lightning Bolt")
    table.activate("Chandra, Flameshaper", 0)
    table.resolve_all()
    assert sorted(table.names(Zone.EXILE)) == ["Forest", "Island", "Lightning Bolt"]
    table.assert_illegal(table.play, "Forest", zone=Zone.EXILE)
    table.cast("Lightning Bolt", targets=["Bob"], using=PLAY_FROM_EXILE, zone=Zone.EXILE)
    table.resolve()
    table.assert_life(1, 17)
