"""Printed "Creatures can't attack you." played (CR 508.1c, 506.2, 611.3a).

Blazing Archon ("Flying / Creatures can't attack you.", rule "grammar:creatures can't attack
you"), cast: no creature of the opponent may attack its controller, the refused declaration
leaving the game as it was (CR 732); the controller's planeswalker may still be attacked
(506.2: "you" is the player), and without the Archon the same attack is legal. The cards come
from the Oracle corpus (plugin "oracle").
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_508_1c_blazing_archon_stops_attacks_on_its_controller(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 508.1c, 732: the opponent's Hill Giant can't attack the Archon's controller: refused,
    no creature attacking, life unchanged; it may attack the controller's planeswalker."""
    cast_and_resolve(table, "Blazing Archon", {"Plains": 9})
    table.battlefield(0, "Jace Beleren", counters={"loyalty": 3})
    table.battlefield(1, "Hill Giant")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.assert_illegal(table.attack, "Hill Giant", defender="Alice")
    assert not table.game.is_attacking(table.find("Hill Giant").id)
    table.attack("Hill Giant", defender="Jace Beleren")
    assert table.game.is_attacking(table.find("Hill Giant").id)
    table.resolve_all()
    table.block({})
    table.resolve_all()
    table.go_to(Step.END)
    table.assert_life(0, 20)
    table.assert_zone("Jace Beleren", Zone.GRAVEYARD, 0)


@oracle
def test_508_1c_without_the_archon_the_attack_is_legal(table: Table) -> None:
    """The same attack with no Archon: Hill Giant attacks Alice and deals 3 (the test above
    can fail)."""
    table.battlefield(1, "Hill Giant")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.attack("Hill Giant", defender="Alice")
    table.block({})
    table.go_to(Step.END)
    table.assert_life(0, 17)
