"""Printed "can't draw more than one card each turn" statics, cast and played (CR 101.2,
121.1, 613.10).

- "Each player can't draw more than one card each turn." (Spirit of the Labyrinth): after a
  player's first draw of the turn, a further draw doesn't happen (101.2); Divination ("Draw
  two cards.") then draws one card, the second left in the library.
- "Each opponent can't draw more than one card each turn." (Narset, Parter of Veils): only
  the opponents; the opponent's draw step draws their first card, their Divination none, while
  Narset's controller's Divination draws two.
Rule "grammar:can't draw more than one card each turn". The cards come from the Oracle corpus
(plugin "oracle"), the statics cast from their owner's hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_101_2_spirit_of_the_labyrinth_stops_the_second_draw(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 101.2, 121.1: the Spirit cast, Divination draws the first card; the second draw
    doesn't happen (logged), the card staying on top of the library."""
    cast_and_resolve(table, "Spirit of the Labyrinth", {"Plains": 2})
    table.library(0, "Forest", "Swamp", "Mountain")
    table.lands(0, "Island", 3)
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert len(table.game.objects_in(Zone.LIBRARY, 0)) == 2
    table.assert_logged(rule="101.2", contains="can't draw more than one card")


@oracle
def test_101_2_narset_stops_only_the_opponents_second_draw(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 101.2, 109.4: Narset cast, her controller's Divination draws two; on the opponent's
    turn their draw step draws one card (504.1) and their Divination none."""
    cast_and_resolve(table, "Narset, Parter of Veils", {"Island": 4})
    table.lands(0, "Island", 3)
    table.library(0, "Forest", "Swamp", "Mountain")
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Swamp"]
    table.library(1, "Plains", "Plains", "Plains")
    table.lands(1, "Island", 3)
    table.hand(1, "Divination")
    table.next_turn()
    table.go_to(Step.MAIN1)
    assert sorted(table.names(Zone.HAND, 1)) == ["Divination", "Plains"]
    table.cast("Divination")
    table.resolve()
    assert table.names(Zone.HAND, 1) == ["Plains"]
    assert len(table.game.objects_in(Zone.LIBRARY, 1)) == 2
