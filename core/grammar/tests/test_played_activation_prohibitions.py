"""Printed statics stopping the activated abilities of many permanents, cast and played (CR
602.5, 605.1a, 611.3a).

- "Activated abilities of artifacts, creatures, and planeswalkers can't be activated."
  (Clarion Conqueror): the abilities of each permanent of any of the three types, whoever
  controls it, mana abilities included (605.1a: Sol Ring, Llanowar Elves); a land's are not
  stopped.
- "Activated abilities of creatures your opponents control can't be activated." (Linvala,
  Keeper of Silence): only the creatures of its controller's opponents; its controller's own
  creatures activate theirs.
Rule "grammar:activated abilities of permanents can't be activated". A refused activation
leaves the game as it was (CR 732). The cards come from the Oracle corpus (plugin "oracle"),
cast from their owner's hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_602_5_clarion_conqueror_stops_artifacts_and_creatures_not_lands(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 602.5, 605.1a: with Clarion Conqueror cast, its controller's Sol Ring and Llanowar
    Elves can't tap for mana, nor can the opponent's Prodigal Pyromancer deal damage (the
    game unchanged, 732); a Forest still taps for {G}."""
    cast_and_resolve(table, "Clarion Conqueror", {"Plains": 3})
    table.battlefield(0, "Sol Ring", "Llanowar Elves", "Forest")
    table.battlefield(1, "Prodigal Pyromancer")
    table.assert_illegal(table.tap_for_mana, "Sol Ring", "C", rule="602.5")
    table.assert_illegal(table.tap_for_mana, "Llanowar Elves", "G", rule="602.5")
    table.assert_tapped("Sol Ring", False)
    table.assert_tapped("Llanowar Elves", False)
    assert table.pool() == []
    table.tap_for_mana("Forest", "G")
    assert table.pool() == ["G"]
    table.pass_priority()
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 1"],
                         rule="602.5")
    table.assert_tapped("Prodigal Pyromancer", False)
    table.assert_life(0, 20)


@oracle
def test_602_5_without_clarion_conqueror_the_abilities_work(table: Table) -> None:
    """The same permanents without the Conqueror: Sol Ring adds {C}{C} (the test above can
    fail)."""
    table.battlefield(0, "Sol Ring")
    table.tap_for_mana("Sol Ring", "C")
    assert table.pool() == ["C", "C"]


@oracle
def test_602_5_linvala_stops_only_the_opponents_creatures(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 602.5, 109.4, 605.1a: with Linvala, Keeper of Silence cast, its controller's own
    Prodigal Sorcerer deals 1 damage; the opponent's Prodigal Pyromancer and Llanowar Elves
    (a mana ability) are refused, the game unchanged (732), while the opponent's Sol Ring (an
    artifact) still taps for {C}{C}."""
    cast_and_resolve(table, "Linvala, Keeper of Silence", {"Plains": 4})
    table.battlefield(0, "Prodigal Sorcerer")
    table.battlefield(1, "Prodigal Pyromancer", "Llanowar Elves", "Sol Ring")
    table.activate("Prodigal Sorcerer", targets=["player 2"])
    table.resolve()
    table.assert_life(1, 19)
    table.pass_priority()
    table.assert_illegal(table.activate, "Prodigal Pyromancer", targets=["player 1"],
                         rule="602.5")
    table.assert_illegal(table.tap_for_mana, "Llanowar Elves", "G", rule="602.5")
    table.assert_tapped("Prodigal Pyromancer", False)
    table.assert_tapped("Llanowar Elves", False)
    table.assert_life(0, 20)
    table.tap_for_mana("Sol Ring", "C")
    assert table.pool(1) == ["C", "C"]
