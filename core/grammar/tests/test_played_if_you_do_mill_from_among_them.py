"""Printed "If you do, mill three cards. You may put a permanent card from among them into your
hand." played (CR 608.2c, 701.17a).

Bristlebud Farmer: "Whenever this creature attacks, you may sacrifice a Food. If you do, mill
three cards. You may put a permanent card from among them into your hand." "Them" are the
cards the mill of the "If you do" branch moved: the permanent cards among them are offered;
with the Food not sacrificed nothing is milled and nothing is offered. The cards come from the
Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table, by_name
from manastack.engine.game import Game
from manastack.model.decisions import Decision
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _attack(table: Table) -> list[list[str]]:
    """Bristlebud Farmer attacks; returns the names offered by each "choose" decision (as
    asked), Grizzly Bears chosen."""
    table.battlefield(0, "Bristlebud Farmer", "Nutrient Block")  # Nutrient Block is a Food
    table.library(0, "Lightning Bolt", "Grizzly Bears", "Forest", "Mountain")
    offered: list[list[str]] = []
    bears = by_name("Grizzly Bears")

    def pick(game: Game, decision: Decision) -> Sequence[Any]:
        offered.append(sorted(game.obj(o).name for o in decision.options))
        return bears(game, decision)

    table.on_decision("choose", pick)
    table.attack("Bristlebud Farmer")
    table.game.pending()
    return offered


@oracle
def test_bristlebud_farmer_offers_the_permanent_cards_milled(table: Table) -> None:
    """CR 608.2c, 701.17a: the Food sacrificed, three cards milled; of them Grizzly Bears and
    Forest (permanent cards) are offered, not Lightning Bolt; the Bears go to the hand."""
    offered = _attack(table)
    table.resolve()  # the attack trigger: "you may" answered yes
    assert offered == [["Forest", "Grizzly Bears"]]
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Lightning Bolt",
                                                      "Nutrient Block"]


@oracle
def test_bristlebud_farmer_no_food_sacrificed_nothing_offered(table: Table) -> None:
    """CR 608.2c: "you may sacrifice a Food" declined: no mill, nothing to choose from."""
    offered = _attack(table)
    table.answer("may", "no")
    table.resolve()
    assert offered == []
    table.assert_zone("Nutrient Block", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == []
    assert table.names(Zone.LIBRARY, 0)[0] == "Lightning Bolt"
