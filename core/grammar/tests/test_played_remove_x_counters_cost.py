"""Activated abilities costing "Remove X [kind] counters from ~" played (CR 601.2b, 107.3a,
602.2b).

- "{X}, {T}, Remove X +1/+1 counters from this creature: It deals X damage to any target."
  (Chamber Sentry);
- "{1}, Remove X ki counters from this creature: Tap X target creatures." (Waxmane Baku).

X is announced as the ability is activated; that many counters are removed as the cost and
the effect's X is the same number. X greater than the counters there is refused and the game
is left as it was (CR 118.3, 732). The cards come from the Oracle corpus (plugin "oracle"),
with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_107_3a_chamber_sentry_deals_x_for_x_counters(table: Table) -> None:
    """CR 107.3a: X = 2: {2} paid, two of three counters removed, 2 damage to Bob."""
    table.battlefield(0, "Chamber Sentry", counters={"+1/+1": 3})
    table.lands(0, "Wastes", 2)
    table.activate("Chamber Sentry", 0, x=2, targets=["Bob"])
    table.assert_counters("Chamber Sentry", "+1/+1", 1)
    table.resolve()
    table.assert_life(1, 18)


@oracle
def test_118_3_chamber_sentry_cant_remove_more_than_it_has(table: Table) -> None:
    """CR 118.3, 732: X = 3 with two counters is refused; nothing changes."""
    table.battlefield(0, "Chamber Sentry", counters={"+1/+1": 2})
    table.lands(0, "Wastes", 3)
    table.assert_illegal(table.activate, "Chamber Sentry", 0, x=3, targets=["Bob"])
    table.assert_counters("Chamber Sentry", "+1/+1", 2)
    table.assert_life(1, 20)


@oracle
def test_601_2c_waxmane_baku_taps_x_creatures(table: Table) -> None:
    """CR 601.2b-c: X = 2 ki counters removed; two of Bob's creatures tapped, the third not."""
    table.battlefield(0, "Waxmane Baku", counters={"ki": 2})
    table.lands(0, "Plains", 1)
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Savannah Lions")
    table.activate("Waxmane Baku", 0, x=2, targets=[["Grizzly Bears", "Hill Giant"]])
    table.assert_counters("Waxmane Baku", "ki", 0)
    table.resolve()
    table.assert_tapped("Grizzly Bears")
    table.assert_tapped("Hill Giant")
    table.assert_tapped("Savannah Lions", False)
    table.assert_zone("Waxmane Baku", Zone.BATTLEFIELD, 0)
