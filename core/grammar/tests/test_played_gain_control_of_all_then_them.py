"""Printed "Gain control of all artifacts your opponents control until end of turn. Untap
them. They gain haste until end of turn." played (CR 613.1b, 611.2c, 608.2c).

"them" / "they" are the permanents the control change affected, fixed as it began: once
Alice controls them, "artifacts your opponents control" would find none, so reading the
filter again would untap nothing and give nothing haste. The card comes from the Oracle
corpus (plugin "oracle"), with its exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle", "haste", "crew")
pytestmark = needs_corpus


@oracle
def test_613_1b_broadcast_takeover_untaps_and_hastes_what_it_took(table: Table) -> None:
    """CR 613.1b, 611.2c: Bob's tapped Sol Ring and Untethered Express become Alice's,
    untapped, the Vehicle with haste; Alice's own tapped artifact stays tapped."""
    table.lands(0, "Mountain", 5)
    table.battlefield(0, "Mind Stone", tapped=True)
    table.battlefield(1, "Sol Ring", "Untethered Express", tapped=True)
    table.hand(0, "Broadcast Takeover")
    table.cast("Broadcast Takeover")
    table.resolve()
    game = table.game
    for name in ("Sol Ring", "Untethered Express"):
        assert game.controller(table.find(name).id) == 0
        table.assert_tapped(name, False)
    assert table.has_keyword("Untethered Express", "haste")
    table.assert_tapped("Mind Stone", True)


@oracle
def test_613_1b_broadcast_takeover_control_ends_with_the_turn(table: Table) -> None:
    """CR 613.1b, 514.2: "until end of turn": Bob controls his artifact again next turn,
    and its haste is gone."""
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Untethered Express", tapped=True)
    table.hand(0, "Broadcast Takeover")
    table.library(0, "Wastes")
    table.library(1, "Wastes")
    table.cast("Broadcast Takeover")
    table.resolve()
    table.next_turn()
    assert table.game.controller(table.find("Untethered Express").id) == 1
    assert not table.has_keyword("Untethered Express", "haste")
