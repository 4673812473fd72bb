""""That creature can't block this combat" played (CR 509.1b, 611.2c, 511.3, 500.8).

Forgestoker Dragon attacks and its ability deals 1 damage to the Giant Spider, which then can't
block (declaring it a blocker is refused, the game unchanged); the effect ends with that
combat: after Relentless Assault, in the added combat phase, the Spider (reach) blocks the Dragon. The
ability is refused while the Dragon isn't attacking. The printed cards are read from the
Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


@oracle
def test_forgestoker_dragon_stops_a_blocker_for_this_combat_only(table: Table) -> None:
    """CR 509.1b: the Spider can't block in this combat; CR 511.3: the effect ends with it, so
    in the added combat (500.8) the Spider (reach) blocks."""
    table.battlefield(0, "Forgestoker Dragon")
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Mountain", 6)
    table.assert_illegal(table.activate, "Forgestoker Dragon", 0, targets=["Giant Spider"])
    table.attack("Forgestoker Dragon")
    table.activate("Forgestoker Dragon", 0, targets=["Giant Spider"])
    table.resolve()
    assert table.game.obj(table.find("Giant Spider").id).damage == 1
    table.assert_illegal(table.block, {"Giant Spider": "Forgestoker Dragon"})
    table.block()
    table.go_to(Step.MAIN2)
    table.assert_life(1, 15)
    table.hand(0, "Relentless Assault")
    table.cast("Relentless Assault")
    table.resolve()
    table.attack("Forgestoker Dragon")
    table.block({"Giant Spider": "Forgestoker Dragon"})  # the effect is over: it may block
    table.go_to(Step.MAIN2)
    table.assert_life(1, 15)
