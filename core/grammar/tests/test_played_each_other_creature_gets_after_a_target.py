"""Printed "Target creature you control gets +2/+1 until end of turn. Each other creature you
control gets +1/+1 until end of turn." (Phalanx Tactics) and "Until end of turn, target
creature you control gets +3/+3 and other creatures you control get +1/+1." (Sigil Blessing),
played (CR 115.1, 608.2c, 611.2c).

A spell is never among the creatures: "other" sets them against the creature it targets,
which gets only its own bonus.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def _pt(table: Table, name: str) -> tuple[int | None, int | None]:
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    return table.game.power(obj.id), table.game.toughness(obj.id)


@needs_corpus
@oracle
def test_phalanx_tactics_gives_the_target_its_own_bonus_only(table: Table) -> None:
    """CR 608.2c: Grizzly Bears (2/2), the target, becomes 4/3; Craw Wurm (6/4), another
    creature Alice controls, 7/5; Bob's Hill Giant (3/3) is unchanged."""
    table.battlefield(0, "Grizzly Bears", "Craw Wurm")
    table.battlefield(1, "Hill Giant")
    table.mana(0, "WW")
    table.hand(0, "Phalanx Tactics")
    table.cast("Phalanx Tactics", targets=["Grizzly Bears"])
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (4, 3)
    assert _pt(table, "Craw Wurm") == (7, 5)
    assert _pt(table, "Hill Giant") == (3, 3)


@needs_corpus
@oracle
def test_sigil_blessing_gives_the_target_its_own_bonus_only(table: Table) -> None:
    """CR 608.2c: Grizzly Bears, the target, becomes 5/5; Craw Wurm 7/5."""
    table.battlefield(0, "Grizzly Bears", "Craw Wurm")
    table.mana(0, "GW")
    table.hand(0, "Sigil Blessing")
    table.cast("Sigil Blessing", targets=["Grizzly Bears"])
    table.resolve()
    assert _pt(table, "Grizzly Bears") == (5, 5)
    assert _pt(table, "Craw Wurm") == (7, 5)
