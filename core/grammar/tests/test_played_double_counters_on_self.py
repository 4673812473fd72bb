"""Printed "{4}{G}{G}: Double the number of +1/+1 counters on this creature." played (CR
701.10e).

Dragonsguard Elite with three +1/+1 counters gets three more (six, 8/8); with none it gets
none. "{3}{G}{G}: Double the number of +1/+1 counters on each creature you control." (Bristly
Bill, Spine Sower) doubles those of each creature you control only. The cards come from the
Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_10e_dragonsguard_elite_doubles_its_counters(table: Table) -> None:
    """CR 701.10e: three +1/+1 counters become six: 2/2 + 6 = 8/8."""
    table.battlefield(0, "Dragonsguard Elite", counters={"+1/+1": 3})
    table.lands(0, "Forest", 6)
    table.activate("Dragonsguard Elite", 0)
    table.resolve()
    table.assert_counters("Dragonsguard Elite", "+1/+1", 6)
    assert table.power("Dragonsguard Elite") == 8
    table.assert_logged(rule="701.10e")


@oracle
def test_701_10e_with_no_counters_nothing_is_added(table: Table) -> None:
    """CR 701.10e: twice none is none."""
    table.battlefield(0, "Dragonsguard Elite")
    table.lands(0, "Forest", 6)
    table.activate("Dragonsguard Elite", 0)
    table.resolve()
    table.assert_counters("Dragonsguard Elite", "+1/+1", 0)


@oracle
def test_732_dragonsguard_elite_without_the_mana_is_refused(table: Table) -> None:
    """CR 601.2h, 732: five Forests can't pay {4}{G}{G}; nothing changes."""
    table.battlefield(0, "Dragonsguard Elite", counters={"+1/+1": 1})
    table.lands(0, "Forest", 5)
    table.assert_illegal(table.activate, "Dragonsguard Elite", 0)
    table.assert_counters("Dragonsguard Elite", "+1/+1", 1)


@oracle
def test_701_10e_bristly_bill_doubles_each_of_your_creatures(table: Table) -> None:
    """CR 701.10e: Grizzly Bears (one counter) gets one more, Bill (two) two more; Bob's Hill
    Giant (one counter) is not doubled."""
    table.battlefield(0, "Bristly Bill, Spine Sower", counters={"+1/+1": 2})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.battlefield(1, "Hill Giant", counters={"+1/+1": 1})
    table.lands(0, "Forest", 5)
    table.activate("Bristly Bill, Spine Sower", 0)
    table.resolve()
    table.assert_counters("Bristly Bill, Spine Sower", "+1/+1", 4)
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    table.assert_counters("Hill Giant", "+1/+1", 1)
