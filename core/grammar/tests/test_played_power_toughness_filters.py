"""Printed "Target 1/1 creature" and "Each 1/1 creature you control" played (CR 208.1, 611.2c).

- "{1}, {T}: Target 1/1 creature gets +1/+2 until end of turn." (Aegis of the Meek): only a
  creature whose power is 1 and toughness is 1 can be chosen (115.1);
- "{T}: Each 1/1 creature you control gets +1/+2 until end of turn." (Pendelhaven Elder): the
  creatures are those that are 1/1 as it resolves; they stay pumped though no longer 1/1
  (611.2c).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_208_1_aegis_of_the_meek_pumps_a_one_one(table: Table) -> None:
    """CR 208.1: Llanowar Elves (1/1) gets +1/+2: 2/3."""
    table.battlefield(0, "Aegis of the Meek", "Llanowar Elves")
    table.lands(0, "Plains", 1)
    table.activate("Aegis of the Meek", 0, targets=["Llanowar Elves"])
    table.resolve()
    assert (table.power("Llanowar Elves"), table.toughness("Llanowar Elves")) == (2, 3)


@oracle
def test_115_1_aegis_of_the_meek_refuses_a_two_one(table: Table) -> None:
    """CR 115.1, 732: Savannah Lions (2/1) isn't a 1/1 creature: refused, nothing changes."""
    table.battlefield(0, "Aegis of the Meek", "Savannah Lions")
    table.lands(0, "Plains", 1)
    table.assert_illegal(table.activate, "Aegis of the Meek", 0, targets=["Savannah Lions"])
    table.assert_tapped("Aegis of the Meek", False)


@oracle
def test_611_2c_pendelhaven_elder_pumps_each_one_one_you_control(table: Table) -> None:
    """CR 611.2c: Llanowar Elves (1/1) becomes 2/3 and stays so; Savannah Lions (2/1) and
    Bob's 1/1 are unchanged."""
    table.battlefield(0, "Pendelhaven Elder", "Llanowar Elves", "Savannah Lions")
    table.battlefield(1, "Fyndhorn Elves")
    table.activate("Pendelhaven Elder", 0)
    table.resolve()
    assert (table.power("Llanowar Elves"), table.toughness("Llanowar Elves")) == (2, 3)
    assert (table.power("Savannah Lions"), table.toughness("Savannah Lions")) == (2, 1)
    assert (table.power("Fyndhorn Elves"), table.toughness("Fyndhorn Elves")) == (1, 1)
