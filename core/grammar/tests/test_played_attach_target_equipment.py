"""Printed "Attach target Equipment you control to target creature you control." played (CR
701.3a, 301.5c).

- "{T}: Attach target Equipment you control to target creature you control." (Auriok
  Windwalker);
- "{0}: Attach target Equipment you control to this creature. Activate only as a sorcery."
  (Kazuul's Toll Collector).

The Equipment becomes attached to the creature (701.3a) and its bonus applies; an opponent's
Equipment or creature can't be chosen (115.1, 732). The cards come from the Oracle corpus
(plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_3a_auriok_windwalker_attaches_bonesplitter(table: Table) -> None:
    """CR 701.3a: Bonesplitter attached to Grizzly Bears: 4/2."""
    table.battlefield(0, "Auriok Windwalker", "Bonesplitter", "Grizzly Bears")
    table.activate("Auriok Windwalker", 0, targets=["Bonesplitter", "Grizzly Bears"])
    table.resolve()
    assert table.find("Bonesplitter").attached_to == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 4
    table.assert_logged(rule="701.3a")


@oracle
def test_701_3a_auriok_windwalker_moves_it_to_another_creature(table: Table) -> None:
    """CR 701.3a: from the Bears to Hill Giant: the Bears back to 2, the Giant 5."""
    table.battlefield(0, "Auriok Windwalker", "Bonesplitter", "Grizzly Bears", "Hill Giant")
    table.activate("Auriok Windwalker", 0, targets=["Bonesplitter", "Grizzly Bears"])
    table.resolve()
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()
    table.activate("Auriok Windwalker", 0, targets=["Bonesplitter", "Hill Giant"])
    table.resolve()
    assert table.power("Grizzly Bears") == 2
    assert table.power("Hill Giant") == 5


@oracle
def test_115_1_auriok_windwalker_cant_take_an_opponents_equipment(table: Table) -> None:
    """CR 115.1, 732: "Equipment you control": Bob's Bonesplitter is refused."""
    table.battlefield(0, "Auriok Windwalker", "Grizzly Bears")
    table.battlefield(1, "Bonesplitter")
    table.assert_illegal(table.activate, "Auriok Windwalker", 0,
                         targets=["Bonesplitter", "Grizzly Bears"])
    assert table.find("Bonesplitter").attached_to is None


@oracle
def test_701_3a_kazuuls_toll_collector_equips_itself(table: Table) -> None:
    """CR 701.3a, 602.5d: for {0} at sorcery speed, Bonesplitter on the Toll Collector (3/2
    becomes 5/2)."""
    table.battlefield(0, "Kazuul's Toll Collector", "Bonesplitter")
    table.activate("Kazuul's Toll Collector", 0, targets=["Bonesplitter"])
    table.resolve()
    assert table.power("Kazuul's Toll Collector") == 5
