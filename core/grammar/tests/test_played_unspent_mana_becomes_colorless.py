"""Printed "If you would lose unspent mana, that mana becomes colorless instead" played (CR
614.1a, 500.5).

Horizon Stone: the mana its controller would lose as a step ends stays in their pool as
colorless mana, and can pay a generic cost later; the opponent's mana empties as usual. The
printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def pool(table: Table, player: int) -> str:
    return str(table.game.state.players[player].mana_pool)


def cast_horizon_stone(table: Table) -> None:
    """Horizon Stone cast from Alice's hand ({5}, CR 601.2) and resolved."""
    table.mana(0, "CCCCC")
    table.hand(0, "Horizon Stone")
    table.cast("Horizon Stone")
    table.resolve()
    table.assert_zone("Horizon Stone", Zone.BATTLEFIELD, 0)


@oracle
def test_horizon_stone_keeps_alices_mana_as_colorless(table: Table) -> None:
    """CR 614.1a: the main phase ends with {G}{R} in Alice's pool: it becomes {C}{C} and
    stays, through the combat steps, until she spends it on Sol Ring."""
    cast_horizon_stone(table)
    table.mana(0, "GR")
    table.go_to(Step.BEGIN_COMBAT)
    assert pool(table, 0) == "{C}{C}"
    table.assert_logged(rule="614.1a", contains="becomes colorless instead")
    table.go_to(Step.MAIN2)
    assert pool(table, 0) == "{C}{C}"
    table.hand(0, "Sol Ring")
    table.cast("Sol Ring")
    table.resolve()
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD, 0)
    assert pool(table, 0) == "{C}"


@oracle
def test_horizon_stone_leaves_the_opponents_mana_alone(table: Table) -> None:
    """"If you would lose": Bob's {G} empties as the step ends (CR 500.5)."""
    cast_horizon_stone(table)
    table.mana(1, "G")
    table.go_to(Step.BEGIN_COMBAT)
    assert pool(table, 1) == ""


@oracle
def test_without_horizon_stone_the_mana_empties(table: Table) -> None:
    table.mana(0, "GR")
    table.go_to(Step.BEGIN_COMBAT)
    assert pool(table, 0) == ""


@oracle
def test_kruphix_keeps_alices_mana_as_colorless(table: Table) -> None:
    """Kruphix, God of Horizons (not a creature with a devotion of 2) cast ({3}{G}{U}): the
    {W} left in Alice's pool as the main phase ends becomes {C} (CR 614.1a)."""
    table.mana(0, "GUCCC")
    table.hand(0, "Kruphix, God of Horizons")
    table.cast("Kruphix, God of Horizons")
    table.resolve()
    table.assert_zone("Kruphix, God of Horizons", Zone.BATTLEFIELD, 0)
    table.mana(0, "W")
    table.go_to(Step.BEGIN_COMBAT)
    assert pool(table, 0) == "{C}"
