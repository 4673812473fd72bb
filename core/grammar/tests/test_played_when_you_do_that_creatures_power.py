"""Ziatora, the Incinerator, played: "At the beginning of your end step, you may sacrifice
another creature. When you do, Ziatora deals damage equal to that creature's power to any
target and you create three Treasure tokens." (CR 603.12, 608.2h).

"That creature" is the creature sacrificed by the action the reflexive ability follows, its
power as it last existed on the battlefield: Hill Giant with a +1/+1 counter, 4 damage to Bob
(not Ziatora's own 6); declined, nothing is dealt (Heart-Piercer Manticore is read the same).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def end_step(table: Table, answer: str) -> None:
    table.battlefield(0, "Ziatora, the Incinerator")
    table.battlefield(0, "Hill Giant", counters={"+1/+1": 1})
    table.go_to(Step.END)
    table.answer("may", answer, player=0)
    if answer == "yes":
        table.answer("sacrifice", "Hill Giant", player=0)
        table.answer("targets", "Bob", player=0)
    table.resolve_all()


@oracle
def test_the_sacrificed_creatures_last_power_is_dealt(table: Table) -> None:
    end_step(table, "yes")
    assert table.game.player(1).life == 16
    assert table.names(Zone.GRAVEYARD, 0) == ["Hill Giant"]
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 3


@oracle
def test_declined_nothing_is_dealt(table: Table) -> None:
    end_step(table, "no")
    assert table.game.player(1).life == 20
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)
