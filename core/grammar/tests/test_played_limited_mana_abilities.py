"""Printed mana abilities with an "Activate only ..." sentence, played (CR 605.1, 602.5b).

"{1}: Add {W}, {B}, or {G}. Activate only once each turn." (Abzan Devotee) and "{1}: Add one
mana of any color. Activate only once each turn." (Barrels of Blasting Jelly), rule
"core:mana ability": a mana ability stays one whatever timing restriction it has (605.1);
activated by its index, its controller chooses the type as it resolves (106.1b, 605.3b), its
{1} is paid (602.2b, 601.2h), and a second activation the same turn is refused (602.5b, 732)
while the next turn it can be activated again. The payment solver doesn't plan such an
ability; the payment activates it first only when nothing else pays (docs/decisions.rst,
"Mana abilities with other costs in the automatic payment"); naming a colour
(``ActivateMana``) doesn't reach it.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.actions import ActivateAbility
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def activate_mana_by_index(table: Table, name: str, colour: str) -> None:
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    [index] = [i for i, a in enumerate(table.game.chars(obj.id).abilities)
               if getattr(a, "is_mana_ability", False)]
    table.game.act(ActivateAbility(obj.id, index, name), Answer("mana_output", (colour,)))


@oracle
def test_605_3b_abzan_devotee_adds_the_chosen_colour_for_1(table: Table) -> None:
    """CR 605.3b, 106.1b, 602.2b: {1} paid by a Swamp, {G} chosen and added at once."""
    table.battlefield(0, "Abzan Devotee")
    table.lands(0, "Swamp", 1)
    activate_mana_by_index(table, "Abzan Devotee", "G")
    assert table.pool() == ["G"]
    assert table.tapped_count(0, "Swamp") == 1
    assert not table.game.stack()


@oracle
def test_602_5b_abzan_devotee_only_once_each_turn(table: Table) -> None:
    """CR 602.5b, 732: the second activation this turn is refused and nothing changes (the
    second Swamp stays untapped); next turn it can be activated again."""
    table.battlefield(0, "Abzan Devotee")
    table.lands(0, "Swamp", 2)
    activate_mana_by_index(table, "Abzan Devotee", "W")
    with pytest.raises(IllegalActionError, match="already activated this turn"):
        activate_mana_by_index(table, "Abzan Devotee", "B")
    assert table.pool() == ["W"]
    assert table.tapped_count(0, "Swamp") == 1
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    activate_mana_by_index(table, "Abzan Devotee", "B")
    assert table.pool() == ["B"]


@oracle
def test_602_5b_barrels_of_blasting_jelly_any_colour_once_each_turn(table: Table) -> None:
    """CR 105.4, 602.5b: "one mana of any color": {R} chosen; a second time refused."""
    table.battlefield(0, "Barrels of Blasting Jelly")
    table.lands(0, "Plains", 2)
    activate_mana_by_index(table, "Barrels of Blasting Jelly", "R")
    assert table.pool() == ["R"]
    table.assert_illegal(activate_mana_by_index, table, "Barrels of Blasting Jelly", "U")
    assert table.pool() == ["R"]


@oracle
def test_605_3a_the_payer_uses_a_limited_mana_ability_only_when_nothing_else_pays(
        table: Table) -> None:
    """CR 602.5b: naming a colour doesn't reach a limited ability (it is activated by its
    index, its restriction checked). With nothing else making {G}, the payment activates it
    first (605.3a, docs/decisions.rst): the Swamp pays its {1} for {G}, which pays Giant
    Growth; a second Giant Growth the same turn is refused (602.5b, 732)."""
    table.battlefield(0, "Abzan Devotee")
    table.lands(0, "Swamp", 2)
    table.assert_illegal(table.tap_for_mana, "Abzan Devotee", "G")
    table.hand(0, "Giant Growth", "Giant Growth")
    table.cast("Giant Growth", targets=["Abzan Devotee"])
    assert table.tapped_count(0, "Swamp") == 1
    assert table.pool() == []
    table.resolve()
    table.assert_illegal(table.cast, "Giant Growth", targets=["Abzan Devotee"])
    assert table.tapped_count(0, "Swamp") == 1
