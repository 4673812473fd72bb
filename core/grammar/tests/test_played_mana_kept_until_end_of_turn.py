"""Printed triggers adding mana kept until end of turn, played (CR 106.4, 500.5, 514.2).

- "When this creature dies, add eight {C}." (Su-Chi Cave Guard, rule "grammar:add a number of
  one type of mana"): eight units of {C} (106.4).
- "Whenever a creature you control deals combat damage to a player, add that much {G}."
  (Sakiko, Mother of Summer): "that much" is the damage the trigger's event dealt (603.7c).
- "Whenever Photon deals combat damage to a player, add that much mana of any one color."
  (Photon, Mighty Marvel, rule "grammar:add x mana of any one color"): one colour chosen as it
  resolves (106.1b), that many units of it.
- "Whenever this Vehicle attacks, add {W}{W}{W} and you gain 3 life." (Colossal Plow): "this
  mana" of the next sentence is the {W}{W}{W} of the compound sentence.
Each is followed by "Until end of turn, you don't lose this mana as steps and phases end."
(rule "grammar:mana not lost until end of turn"): the mana stays as steps and phases end
(500.5) and is lost only as the cleanup step ends (514.2). The cards come from the Oracle
corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
warded = pytest.mark.plugins("oracle", "ward")
crewed = pytest.mark.plugins("oracle", "crew")
pytestmark = needs_corpus


@warded
def test_106_4_su_chi_cave_guard_dying_adds_eight_colourless_kept(table: Table) -> None:
    """CR 106.4, 500.5: Murdered, the Cave Guard's dies trigger adds eight {C}, still in the
    pool at the end step, gone once the turn is over (514.2)."""
    table.battlefield(0, "Su-Chi Cave Guard")
    table.hand(0, "Murder")
    table.lands(0, "Swamp", 3)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.cast("Murder", targets=["Su-Chi Cave Guard"])
    table.resolve()
    table.assert_zone("Su-Chi Cave Guard", Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.pool() == ["C"] * 8
    table.go_to(Step.END)
    assert table.pool() == ["C"] * 8
    table.next_turn()
    assert table.pool() == []


@oracle
def test_603_7c_sakiko_adds_green_equal_to_the_combat_damage(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.7c, 106.4: Hill Giant (3) and Grizzly Bears (2) deal combat damage to the
    opponent: each triggers Sakiko, adding {G}{G}{G} and {G}{G}; the five stay through the
    end of combat and the second main phase (500.5), lost after the cleanup step (514.2)."""
    table.battlefield(0, "Sakiko, Mother of Summer", "Hill Giant", "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Hill Giant", "Grizzly Bears")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_life(1, 15)
    assert table.pool() == ["G"] * 5
    table.go_to(Step.MAIN2)
    assert table.pool() == ["G"] * 5
    table.next_turn()
    assert table.pool() == []


@oracle
def test_603_7c_sakiko_ignores_an_opponents_creatures_damage(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.2: "a creature you control": the opponent's Grizzly Bears dealing combat
    damage to Sakiko's controller adds nothing to either pool."""
    table.battlefield(0, "Sakiko, Mother of Summer")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 3)
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_life(0, 18)
    assert table.pool(0) == [] and table.pool(1) == []


@oracle
def test_106_1b_photon_adds_that_much_of_one_chosen_colour(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.7c, 106.1b: Photon (2 power) deals 2 combat damage: its controller chooses one
    colour, {R}, and adds two of it, kept into the second main phase (500.5)."""
    table.battlefield(0, "Photon, Mighty Marvel")
    next_turn(table, 2)
    table.attack("Photon, Mighty Marvel")
    table.go_to(Step.COMBAT_DAMAGE)
    table.answer("mana_output", "{R}")
    table.resolve_all()
    table.assert_life(1, 18)
    assert table.pool() == ["R", "R"]
    table.go_to(Step.MAIN2)
    assert table.pool() == ["R", "R"]


@crewed
def test_500_5_colossal_plow_keeps_its_white_mana_and_gains_life(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 702.122, 508.1, 500.5: crewed by two Hill Giants (crew 6), the Plow attacks: {W}{W}{W} added and
    3 life gained; the {W}{W}{W} still there in the end step, gone on the next turn (514.2)."""
    table.battlefield(0, "Colossal Plow", "Hill Giant", "Hill Giant")
    next_turn(table, 2)
    table.activate("Colossal Plow", answers=[Answer("tap", ("Hill Giant", "Hill Giant"))])
    table.resolve()
    table.attack("Colossal Plow")
    table.resolve_all()
    assert table.pool() == ["W", "W", "W"]
    table.assert_life(0, 23)
    table.go_to(Step.END)
    assert table.pool() == ["W", "W", "W"]
    table.next_turn()
    assert table.pool() == []
