"""Printed mana abilities with "Activate only if you control a [land type] or a [land type]."
played (CR 602.5b, 605.1a, 305.6).

The Verge lands (Blazemire Verge: "{T}: Add {B}." and "{T}: Add {R}. Activate only if you
control a Swamp or a Mountain.") have a second mana ability restricted by a condition on what
its controller controls as it is activated (602.5b; a mana ability is still one, 605.1a); the
condition holds with either kind of land (a basic land has its land type, 305.6), the Verge
itself counting for neither. An activation the condition forbids is refused, the game as it
was (CR 732). The cards come from the Oracle corpus (plugin "oracle"), played from the hand.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.actions import ActivateAbility

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def tap_restricted(table: Table, name: str) -> None:
    """Activate the second mana ability of ``name`` (the restricted one) by its index, as a
    mana ability with "Activate only ..." is (CR 602.5b)."""
    obj = table.find(name)
    table.game.act(ActivateAbility(obj.id, 1, name))


@oracle
def test_602_5b_blazemire_verge_red_needs_a_swamp_or_a_mountain(table: Table) -> None:
    """CR 602.5b, 732: played alone, the Verge's {R} ability is refused (the Verge untapped, the
    pool empty) while its {B} ability, unrestricted, adds {B}."""
    table.hand(0, "Blazemire Verge")
    table.play("Blazemire Verge")
    exc = table.assert_illegal(tap_restricted, table, "Blazemire Verge")
    assert "swamp or a mountain" in str(exc).lower()
    table.assert_tapped("Blazemire Verge", False)
    assert table.pool() == []
    table.tap_for_mana("Blazemire Verge", "B")
    assert table.pool() == ["B"]


@oracle
@pytest.mark.parametrize("land", ["Swamp", "Mountain"])
def test_602_5b_blazemire_verge_adds_red_with_either_land(table: Table, land: str) -> None:
    """CR 602.5b, 305.6: a Swamp, or a Mountain, is enough: the {R} ability adds {R} (605.3b),
    the Verge tapped, the other land untouched."""
    table.battlefield(0, land)
    table.hand(0, "Blazemire Verge")
    table.play("Blazemire Verge")
    tap_restricted(table, "Blazemire Verge")
    assert table.pool() == ["R"]
    table.assert_tapped("Blazemire Verge")
    table.assert_tapped(land, False)


@oracle
def test_602_5b_wastewood_verge_counts_only_its_controllers_lands(table: Table) -> None:
    """CR 602.5b, 109.4: "you control": an opponent's Forest doesn't let Wastewood Verge's
    {B} ability ("Activate only if you control a Swamp or a Forest.") be activated; an Island
    of its controller neither; a Forest of its controller does."""
    table.battlefield(1, "Forest", "Swamp")
    table.battlefield(0, "Island")
    table.hand(0, "Wastewood Verge")
    table.play("Wastewood Verge")
    table.assert_illegal(tap_restricted, table, "Wastewood Verge")
    assert table.pool() == []
    table.battlefield(0, "Forest")
    tap_restricted(table, "Wastewood Verge")
    assert table.pool() == ["B"]


@oracle
def test_602_5b_a_restricted_ability_named_by_its_color_is_refused_saying_to_number_it(
        table: Table) -> None:
    """Wastewood Verge's {B} ability says when it may be activated: naming the mana alone is
    refused saying so (not that no ability adds {B}), the game as it was (CR 732); by its
    number it adds {B}."""
    table.battlefield(0, "Wastewood Verge", "Forest")
    exc = table.assert_illegal(table.tap_for_mana, "Wastewood Verge", "B", rule="605.1a")
    assert "says when it may be activated (602.5b): name that ability by its number" in \
        str(exc)
    table.tap_for_mana("Wastewood Verge", index=1)
    assert table.pool() == ["B"]
