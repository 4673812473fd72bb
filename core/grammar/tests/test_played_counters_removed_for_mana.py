"""Mana abilities paying "Remove any number of ... counters", played (CR 601.2b, 605.3a).

- "{T}, Remove any number of charge counters from this artifact: Add {B}, then add an
  additional {B} for each charge counter removed this way." (Black Mana Battery, rule
  "grammar:add mana for each counter removed" inside "core:counted mana ability"): a mana
  ability (605.1a) with a variable cost: its controller announces how many counters to remove
  (601.2b, at most as many as there are, 122.8), pays them with {T}, and it resolves at once
  (605.3a) adding one {B} plus one for each counter removed.
- "{T}, Remove any number of storage counters from this land: Add {C} for each storage
  counter removed this way." (Mage-Ring Network): no mana when none is removed.
- "{1}, {T}: Put a storage counter on this land." fills it (122.1).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def remove_for_mana(table: Table, name: str, how_many: int) -> None:
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.is_mana_ability and a.mana_effect]
    table.game.act(ActivateAbility(obj.id, index, name), Answer("x", (how_many,)))


@oracle
def test_601_2b_black_mana_battery_adds_one_plus_the_counters_removed(table: Table) -> None:
    """CR 601.2b, 605.3a: three charge counters, two removed: {B}{B}{B}, one counter left,
    the Battery tapped, the stack empty."""
    table.battlefield(0, "Black Mana Battery", counters={"charge": 3})
    remove_for_mana(table, "Black Mana Battery", 2)
    assert table.pool() == ["B", "B", "B"]
    table.assert_counters("Black Mana Battery", "charge", 1)
    table.assert_tapped("Black Mana Battery")
    assert not table.game.stack()
    table.assert_logged(rule="601.2b", contains="X = 2")


@oracle
def test_601_2b_black_mana_battery_with_none_removed_adds_one(table: Table) -> None:
    """CR 601.2b: removing none ("any number" includes zero) still adds the first {B}."""
    table.battlefield(0, "Black Mana Battery")
    remove_for_mana(table, "Black Mana Battery", 0)
    assert table.pool() == ["B"]


@oracle
def test_732_more_counters_than_it_has_is_refused(table: Table) -> None:
    """CR 601.2b, 122.8, 732: announcing three with one counter is refused; nothing changes."""
    table.battlefield(0, "Black Mana Battery", counters={"charge": 1})
    table.assert_illegal(remove_for_mana, table, "Black Mana Battery", 3)
    assert table.pool() == []
    table.assert_counters("Black Mana Battery", "charge", 1)
    table.assert_tapped("Black Mana Battery", False)


@oracle
def test_605_3a_mage_ring_network_stores_and_releases_colourless(table: Table) -> None:
    """CR 122.1, 605.3a: "{1}, {T}: Put a storage counter on this land." then, next turn,
    all four stored counters removed: {C}{C}{C}{C}; with none removed, no mana."""
    table.battlefield(0, "Mage-Ring Network", counters={"storage": 3})
    table.lands(0, "Wastes", 1)
    table.activate("Mage-Ring Network", 0)
    table.resolve()
    table.assert_counters("Mage-Ring Network", "storage", 4)
    table.library(0, "Wastes", "Wastes")
    table.library(1, "Wastes", "Wastes")
    table.next_turn()
    table.next_turn()
    remove_for_mana(table, "Mage-Ring Network", 4)
    assert table.pool() == ["C"] * 4
    table.assert_counters("Mage-Ring Network", "storage", 0)


@oracle
def test_605_2_mage_ring_network_with_none_removed_adds_nothing(table: Table) -> None:
    """CR 605.2: removing none, the ability still resolves and adds no mana."""
    table.battlefield(0, "Mage-Ring Network")
    remove_for_mana(table, "Mage-Ring Network", 0)
    assert table.pool() == []
    table.assert_tapped("Mage-Ring Network")
