"""Mana abilities adding other mana when a condition holds, played from printed cards (CR
605.1a, 605.3a, 608.2c; rules "grammar:add mana" and "grammar:instead" read as one mana
ability, "core:counted mana ability").

"{T}: Add {G}. If you control four or more creatures, add {G}{G} instead." (Leafkin Druid),
"{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C}
instead." (Urza's Tower): a mana ability (it adds mana, no target), resolved at once without
the stack (605.3a); the condition is looked at as it resolves and chooses which mana it adds.
The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.abilities import ActivatedAbility
from manastack.model.actions import ActivateAbility
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def tap_counted(table: Table, name: str) -> None:
    """Activate ``name``'s mana ability decided as it resolves (activated by hand)."""
    obj = next(o for o in table.game.battlefield(0)
               if o.card.name == name and not o.tapped)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if isinstance(a, ActivatedAbility) and a.mana_effect]
    table.game.act(ActivateAbility(obj.id, index, name))


@oracle
def test_608_2c_leafkin_druid_adds_one_green_with_three_creatures(table: Table) -> None:
    """CR 605.3a, 608.2c: the Druid and two Grizzly Bears are three creatures: {G} only,
    nothing on the stack."""
    table.battlefield(0, "Leafkin Druid", "Grizzly Bears", "Grizzly Bears")
    tap_counted(table, "Leafkin Druid")
    assert table.pool() == ["G"]
    assert not table.game.stack()
    table.assert_tapped("Leafkin Druid")


@oracle
def test_608_2c_leafkin_druid_adds_two_green_with_four_creatures(table: Table) -> None:
    """CR 608.2c: a fourth creature (Llanowar Elves cast from the first {G}) makes the next
    Druid's ability add {G}{G} instead, which pays Grizzly Bears' {1}{G}."""
    table.battlefield(0, "Leafkin Druid", "Leafkin Druid", "Grizzly Bears")
    table.hand(0, "Llanowar Elves", "Grizzly Bears")
    tap_counted(table, "Leafkin Druid")
    assert table.pool() == ["G"]
    table.cast("Llanowar Elves")
    table.resolve()
    tap_counted(table, "Leafkin Druid")
    assert table.pool() == ["G", "G"]
    table.cast("Grizzly Bears")
    assert table.pool() == []
    table.resolve()
    assert len([o for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears"]) == 2


@oracle
def test_608_2c_urzas_tower_adds_three_with_mine_and_power_plant(table: Table) -> None:
    """CR 608.2c: with an Urza's Mine and an Urza's Power-Plant the Tower adds {C}{C}{C};
    with the Mine alone it adds {C}."""
    table.battlefield(0, "Urza's Tower", "Urza's Mine")
    tap_counted(table, "Urza's Tower")
    assert table.pool() == ["C"]
    table.battlefield(0, "Urza's Tower", "Urza's Power Plant")
    tap_counted(table, "Urza's Tower")
    assert table.pool() == ["C"] * 4
    table.assert_zone("Urza's Mine", Zone.BATTLEFIELD)


@oracle
def test_608_2c_river_of_tears_adds_black_the_turn_a_land_was_played(table: Table) -> None:
    """CR 305.1, 608.2c: River of Tears played from Alice's hand is her land this turn: its
    ability adds {B} instead of {U}."""
    table.hand(0, "River of Tears")
    table.play("River of Tears")
    tap_counted(table, "River of Tears")
    assert table.pool() == ["B"]


@oracle
def test_608_2c_river_of_tears_adds_blue_without_a_land_played(table: Table) -> None:
    """No land played this turn (it was already there): {U}."""
    table.battlefield(0, "River of Tears")
    tap_counted(table, "River of Tears")
    assert table.pool() == ["U"]


@oracle
def test_608_2c_river_of_tears_counts_the_lands_played_this_turn_only(table: Table) -> None:
    """CR 305.2, 500.1: a Forest played on turn 1 gives {B}; on Alice's next turn, before she
    plays a land, {U}."""
    table.battlefield(0, "River of Tears")
    table.hand(0, "Forest")
    table.play("Forest")
    tap_counted(table, "River of Tears")
    assert table.pool() == ["B"]
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.next_turn()
    tap_counted(table, "River of Tears")
    assert table.pool() == ["U"]
