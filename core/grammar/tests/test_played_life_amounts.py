"""Printed amounts counted from life, played (CR 119.1, 119.3, 107.3c, 608.2h).

- "Create X 1/1 white Pegasus creature tokens with flying, where X is your life total."
  (Storm Herd, rule "grammar:token" inside "grammar:where x is"): the caster's life total as
  the spell resolves (608.2h).
- "You gain 2 life. Target creature gets +X/+X until end of turn, where X is the amount of
  life you gained this turn." (Fortifying Draught): every life gain of its controller this
  turn, the one just before included, added up (119.3, 119.9); the opponent's don't count.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
@pytest.mark.parametrize("life", [20, 7])
def test_storm_herd_makes_a_pegasus_for_each_life(table: Table, life: int) -> None:
    """CR 608.2h: at ``life`` life, Storm Herd makes that many 1/1 flying Pegasus tokens."""
    table.game.lose_life(0, 20 - life)
    table.refresh()
    table.lands(0, "Plains", 10)
    table.hand(0, "Storm Herd")
    table.cast("Storm Herd")
    table.resolve()
    pegasi = table.names("battlefield", 0).count("Pegasus Token")
    assert pegasi == life
    assert table.has_keyword("Pegasus Token", "flying")


@oracle
@pytest.mark.parametrize("gains", [(), (3,), (1, 4)])
def test_fortifying_draught_counts_the_life_gained_this_turn(
        table: Table, gains: tuple[int, ...]) -> None:
    """CR 119.3, 608.2h: the controller gained ``gains`` before, then 2 from the spell: the
    target gets +X/+X for all of it; the opponent's own gain of 5 is not counted."""
    table.battlefield(0, "Grizzly Bears")
    for n in gains:
        table.game.gain_life(0, n)
    table.game.gain_life(1, 5)
    table.refresh()
    table.lands(0, "Forest", 1)
    table.hand(0, "Fortifying Draught")
    table.cast("Fortifying Draught", targets=["Grizzly Bears"])
    table.resolve()
    x = sum(gains) + 2
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2 + x, 2 + x)
    table.assert_life(0, 20 + x)
