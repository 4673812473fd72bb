"""Printed "Prevent all combat damage that would be dealt this turn by [attacking / nongreen /
non-Elf] creatures [without trample]" played (CR 615.1a, 611.3a).

Harmless Assault ("by attacking creatures"), Hunter's Ambush ("by nongreen creatures"),
Galadhrim Ambush ("by non-Elf creatures"), Tanglesap ("by creatures without trample"): the
combat damage of the creatures of that kind, as they deal it, is prevented until end of turn;
the other creatures deal theirs. Each instant is cast by Alice before her attack. The printed
cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def cast(table: Table, name: str, mana: str) -> None:
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.GRAVEYARD, 0)


@oracle
def test_harmless_assault_prevents_attackers_damage_only(table: Table) -> None:
    """Alice's attacking Grizzly Bears (unblocked) and Hill Giant (blocked by Bob's Craw
    Wurm) deal nothing; the Wurm, blocking, not attacking, deals its 6 and the Giant dies."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Craw Wurm")
    cast(table, "Harmless Assault", "WWCC")
    table.attack("Grizzly Bears", "Hill Giant")
    table.block({"Craw Wurm": "Hill Giant"})
    table.go_to(Step.MAIN2)
    table.assert_life(1, 20)
    assert table.find("Craw Wurm").damage == 0
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="615.1a")


@oracle
def test_hunters_ambush_prevents_nongreen_creatures_damage(table: Table) -> None:
    """Grizzly Bears are green: their 2 is dealt; Hill Giant's (red) 3 is prevented."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    cast(table, "Hunter's Ambush", "GCC")
    table.attack("Grizzly Bears", "Hill Giant")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 18)


@oracle
def test_galadhrim_ambush_prevents_non_elf_creatures_damage(table: Table) -> None:
    """Cast before combat: no attacking creature, no token (X = 0). Llanowar Elves (an Elf)
    deal their 1; Grizzly Bears' 2 is prevented."""
    table.battlefield(0, "Llanowar Elves", "Grizzly Bears")
    cast(table, "Galadhrim Ambush", "GCCC")
    assert "Elf Warrior Token" not in table.names(Zone.BATTLEFIELD, 0)
    table.attack("Llanowar Elves", "Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 19)


@oracle
def test_tanglesap_prevents_damage_of_creatures_without_trample(table: Table) -> None:
    """Colossal Dreadmaw has trample: its 6 is dealt; Grizzly Bears' 2 is prevented."""
    table.battlefield(0, "Colossal Dreadmaw", "Grizzly Bears")
    cast(table, "Tanglesap", "GC")
    table.attack("Colossal Dreadmaw", "Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 14)
