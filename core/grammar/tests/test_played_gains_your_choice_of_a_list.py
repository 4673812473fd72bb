"""Gaining one keyword of a list of three, chosen as the ability resolves, played (CR 608.2d,
611.2c, 514.2).

"{1}: This creature gains your choice of flying, deathtouch, or lifelink until end of turn."
(Assassin Initiate): one of the three is chosen and only it is gained, until the cleanup step.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_608_2d_assassin_initiate_gains_the_chosen_keyword_only(table: Table) -> None:
    """CR 608.2d: three options offered; deathtouch chosen: it has deathtouch, not flying or
    lifelink; in Bob's turn it has none of them (514.2)."""
    table.battlefield(0, "Assassin Initiate")
    table.lands(0, "Swamp", 1)
    asked = table.watch_decisions("choose_mode")
    table.activate("Assassin Initiate", 0)
    table.answer("choose_mode", 1)
    table.resolve()
    assert asked and list(asked[0].labels) == ["flying", "deathtouch", "lifelink"]
    assert table.has_keyword("Assassin Initiate", "deathtouch")
    assert not table.has_keyword("Assassin Initiate", "flying")
    assert not table.has_keyword("Assassin Initiate", "lifelink")
    table.library(1, "Forest")
    table.next_turn()
    assert not table.has_keyword("Assassin Initiate", "deathtouch")
