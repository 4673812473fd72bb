"""Earthbend and flashback together: Rockalanche, a Lesson with flashback (CR 701.66a,
702.34a, 608.2h)."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.driver import Table
from manastack.model.mana import Mana
from manastack.model.objects import Zone


def mana(table: Table, player: int, symbols: str) -> None:
    table.game.add_mana(player, [Mana(c) for c in symbols])


@pytest.mark.plugins("earthbend", "flashback")
def test_rockalanche_earthbends_x_forests_then_flashes_back(table: Table) -> None:
    table.battlefield(0, "Forest", "Forest", "Forest", "Mountain")
    table.hand(0, "Rockalanche")
    mana(table, 0, "GGG")
    table.cast("Rockalanche", targets=["Mountain"])
    table.resolve()
    mountain = table.find("Mountain")
    assert table.game.power(mountain.id) == 3  # X = the Forests you control
    mana(table, 0, "GGGGGG")
    table.cast("Rockalanche", using="flashback", targets=[table.find("Forest").id])
    table.resolve()
    table.assert_zone("Rockalanche", Zone.EXILE)
    creatures = [o for o in table.game.battlefield(0) if table.game.chars(o.id).is_creature]
    assert sorted(table.game.power(o.id) for o in creatures) == [3, 3]


@pytest.mark.plugins("earthbend")
def test_rockalanche_needs_the_flashback_plugin(rules: Any) -> None:
    card = rules.card("Rockalanche")
    assert card.missing_keywords == (("flashback", "flashback"),)
