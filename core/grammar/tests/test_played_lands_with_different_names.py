"""Printed "if you control seven or more lands with different names" (Field of the Dead),
played (CR 201.2b, 603.4).

Field of the Dead: "Whenever this land or another land you control enters, if you control
seven or more lands with different names, create a 2/2 black Zombie creature token." Lands
have different names only if no two share one (201.2b): seven lands of which two are Forests
count six names, and no Zombie is made; the seventh name makes one, and each further land
entering makes another (the condition is checked as it triggers and as it resolves, 603.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")

SIX = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _zombies(table: Table) -> int:
    return table.names(Zone.BATTLEFIELD, 0).count("Zombie Token")


@needs_corpus
@oracle
def test_six_names_among_seven_lands_make_no_zombie(table: Table) -> None:
    """CR 201.2b: Field of the Dead, five basics and a second Forest: six names, no Zombie."""
    for name in SIX:
        table.battlefield(0, name)
    table.hand(0, "Field of the Dead")
    table.play("Field of the Dead")
    table.resolve_all()
    table.set_turn(active=0, turn=3)
    table.hand(0, "Forest")
    table.play("Forest")
    table.resolve_all()
    assert _zombies(table) == 0


@needs_corpus
@oracle
def test_the_seventh_name_makes_a_zombie_and_each_land_after(table: Table) -> None:
    """CR 603.4: the seventh name (Wastes) makes a Zombie; a second Forest then makes one more:
    seven names are still there."""
    for name in (*SIX, "Field of the Dead"):
        table.battlefield(0, name)
    table.hand(0, "Wastes")
    table.play("Wastes")
    table.resolve_all()
    assert _zombies(table) == 1
    table.set_turn(active=0, turn=3)
    table.hand(0, "Forest")
    table.play("Forest")
    table.resolve_all()
    assert _zombies(table) == 2
