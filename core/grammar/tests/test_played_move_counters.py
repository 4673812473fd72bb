"""Printed "Move a +1/+1 counter from ... onto ..." played (CR 122.5).

- "{T}: Move a +1/+1 counter from this artifact onto target creature. Activate only as a
  sorcery." (Explorer's Cache, which enters with two +1/+1 counters);
- "{2}: Move a +1/+1 counter from target creature you control onto this creature."
  (Cytoplast Root-Kin).

The counter is removed from one object and put on the other; with no counter to move nothing
happens (122.5). The cards come from the Oracle corpus (plugin "oracle"), with their exact
printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
with_graft = pytest.mark.plugins("oracle", "graft")
pytestmark = needs_corpus


@oracle
def test_122_5_explorers_cache_moves_a_counter_onto_a_creature(table: Table) -> None:
    """CR 122.5: one +1/+1 counter leaves the Cache and goes onto Grizzly Bears (3/3)."""
    table.battlefield(0, "Explorer's Cache", counters={"+1/+1": 2})
    table.battlefield(0, "Grizzly Bears")
    table.activate("Explorer's Cache", 0, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Explorer's Cache", "+1/+1", 1)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    assert table.power("Grizzly Bears") == 3
    table.assert_logged(rule="122.5")


@oracle
def test_122_5_explorers_cache_without_a_counter_moves_nothing(table: Table) -> None:
    """CR 122.5: no counter on the Cache: removing isn't possible, so none is put either."""
    table.battlefield(0, "Explorer's Cache")
    table.battlefield(0, "Grizzly Bears")
    table.activate("Explorer's Cache", 0, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    table.assert_tapped("Explorer's Cache")


@oracle
def test_602_5d_explorers_cache_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d, 732: during combat (not a main phase) it is refused; nothing changes."""
    table.battlefield(0, "Explorer's Cache", counters={"+1/+1": 2})
    table.battlefield(0, "Grizzly Bears")
    table.set_turn(active=0, step=Step.BEGIN_COMBAT)
    table.assert_illegal(table.activate, "Explorer's Cache", 0, targets=["Grizzly Bears"])
    table.assert_counters("Explorer's Cache", "+1/+1", 2)


@with_graft
def test_122_5_cytoplast_root_kin_takes_a_counter_from_your_creature(table: Table) -> None:
    """CR 122.5: a +1/+1 counter moved from Grizzly Bears onto Root-Kin (0/0 with four, then
    five)."""
    table.battlefield(0, "Cytoplast Root-Kin", counters={"+1/+1": 4})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.lands(0, "Forest", 2)
    table.activate("Cytoplast Root-Kin", 0, targets=["Grizzly Bears"])
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_counters("Cytoplast Root-Kin", "+1/+1", 5)
    assert table.power("Cytoplast Root-Kin") == 5


@with_graft
def test_115_1_cytoplast_root_kin_cant_target_an_opponents_creature(table: Table) -> None:
    """CR 115.1, 732: "target creature you control": an opponent's creature is refused."""
    table.battlefield(0, "Cytoplast Root-Kin", counters={"+1/+1": 4})
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 2})
    table.lands(0, "Forest", 2)
    table.assert_illegal(table.activate, "Cytoplast Root-Kin", 0, targets=["Grizzly Bears"])
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
