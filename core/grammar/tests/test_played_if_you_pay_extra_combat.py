""""..., then you may pay eight {E}. If you pay, untap all creatures you control, and after
this phase, there is an additional combat phase." played (CR 608.2c, 118.3, 500.8).

Lightning Runner attacks with six energy already: it gets two more, pays eight, every creature
its controller controls untaps (the tapped Bears too) and a second combat follows, in which the
Runner (double strike) and the Bears deal damage again; there, two energy can't pay eight: no
third combat. Declined, nothing untaps and the turn has one combat. The printed card is read
from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle", "haste")


def _energy(table: Table, player: int = 0) -> int:
    return dict(table.game.player(player).counters).get("energy", 0)


def _give_energy(table: Table, n: int, player: int = 0) -> None:
    """A position where ``player`` already has ``n`` energy counters (CR 122.1)."""
    table.game.update_player(player, counters=(("energy", n),))


@oracle
def test_lightning_runner_pays_eight_energy_for_a_second_combat(table: Table) -> None:
    """CR 118.3, 608.2c: paid: all its controller's creatures untap; CR 500.8: a second
    combat, its damage dealt; no third one (two energy can't pay eight)."""
    table.battlefield(0, "Lightning Runner")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.battlefield(1, "Hill Giant", tapped=True)
    _give_energy(table, 6)
    table.attack("Lightning Runner")
    table.resolve(answers=[Answer("may", ("yes",))])
    assert _energy(table) == 0
    table.assert_tapped("Lightning Runner", False)
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Hill Giant")  # not its controller's
    table.assert_logged(rule="500.8", contains="there will be an additional combat phase")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)  # CR 702.4b: double strike, 2 twice
    table.attack("Lightning Runner", "Grizzly Bears")  # the added combat phase
    assert table.game.state.turn.step is Step.DECLARE_ATTACKERS
    table.resolve_all()
    assert _energy(table) == 2
    table.go_to(Step.MAIN2)
    table.assert_life(1, 10)
    table.assert_tapped("Lightning Runner")
    assert table.game.state.turn.combat_phases == 2
    table.go_to(Step.END)
    assert table.game.state.turn.combat_phases == 2


@oracle
def test_lightning_runner_declining_untaps_nothing(table: Table) -> None:
    """CR 608.2c: not paid, "If you pay" does nothing: one combat, the energy kept."""
    table.battlefield(0, "Lightning Runner")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    _give_energy(table, 6)
    table.attack("Lightning Runner")
    table.resolve(answers=[Answer("may", ("no",))])
    assert _energy(table) == 8
    table.assert_tapped("Lightning Runner")
    table.assert_tapped("Grizzly Bears")
    table.go_to(Step.MAIN2)
    table.assert_life(1, 16)
    table.go_to(Step.END)
    assert table.game.state.turn.combat_phases == 1
