"""Printed "{5}: Exchange control of this artifact and target nonland permanent." played (CR
701.12a-b, 613.1b).

Avarice Totem's controller and the target's controller each gain control of the other's
permanent, at once and for good; with both controlled by one player the exchange does nothing
(701.12b). The card comes from the Oracle corpus (plugin "oracle"), with its exact printed
text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_12b_avarice_totem_swaps_with_a_giant(table: Table) -> None:
    """CR 701.12b: Alice gets Bob's Hill Giant, Bob gets the Totem; still so next turn."""
    table.battlefield(0, "Avarice Totem")
    table.lands(0, "Wastes", 5)
    table.battlefield(1, "Hill Giant")
    table.activate("Avarice Totem", 0, targets=["Hill Giant"])
    table.resolve()
    game = table.game
    assert game.controller(table.find("Hill Giant").id) == 0
    assert game.controller(table.find("Avarice Totem").id) == 1
    table.assert_logged(rule="701.12b")
    table.library(0, "Wastes")
    table.library(1, "Wastes")
    table.next_turn()
    assert game.controller(table.find("Hill Giant").id) == 0


@oracle
def test_701_12b_with_your_own_permanent_nothing_happens(table: Table) -> None:
    """CR 701.12b: Alice's own Grizzly Bears targeted: one player controls both, no change."""
    table.battlefield(0, "Avarice Totem", "Grizzly Bears")
    table.lands(0, "Wastes", 5)
    table.activate("Avarice Totem", 0, targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Avarice Totem").id) == 0
    assert table.game.controller(table.find("Grizzly Bears").id) == 0


@oracle
def test_115_1_avarice_totem_cant_target_a_land(table: Table) -> None:
    """CR 115.1, 732: "nonland permanent": Bob's Island is refused; nothing changes."""
    table.battlefield(0, "Avarice Totem")
    table.lands(0, "Wastes", 5)
    table.battlefield(1, "Island")
    table.assert_illegal(table.activate, "Avarice Totem", 0, targets=["Island"])
