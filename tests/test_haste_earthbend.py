"""Haste and earthbend together: cards of one plugin acting on the other's (CR 701.66a,
702.10, 302.6, 603.7d-e, 613.1b), determinism and clones with both plugins enabled."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.continuous import ContinuousEffect, RemoveAbilities
from manastack.model.objects import Zone
from manastack.model.turns import Step


def earthbend_4(table: Table, target: str, player: int = 0) -> None:
    table.mana(player, "GGGG")
    table.hand(player, "Earthbending Lesson")
    table.cast("Earthbending Lesson", targets=[target])
    table.resolve()


@pytest.mark.plugins("haste", "earthbend")
def test_a_stolen_earthbent_land_returns_under_the_earthbenders_control(table_factory):
    """Bob earthbends his Forest; Alice steals it with Act of Treason and attacks; it dies
    under Alice's control: the delayed ability is Bob's (603.7d), so Bob gets it back."""
    table = table_factory(active=1)
    table.library(0, "Forest")
    forest = table.battlefield(1, "Forest")[0]
    earthbend_4(table, "Forest", player=1)
    table.next_turn()  # Alice's turn
    table.battlefield(0, "Mountain", "Mountain", "Mountain")
    table.hand(0, "Act of Treason")
    table.cast("Act of Treason", targets=[forest.id])
    table.resolve()
    assert table.game.controller(forest.id) == 0
    table.attack("Forest")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=[forest.id])
    table.resolve()
    table.resolve()  # Bob's delayed trigger
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.tapped and back.owner == 1 and table.game.controller(back.id) == 1


@pytest.mark.plugins("haste", "earthbend")
def test_an_earthbent_land_that_loses_haste_is_summoning_sick_if_played_this_turn(table):
    table.hand(0, "Forest")
    table.play("Forest")
    forest = table.find("Forest")
    earthbend_4(table, "Forest")
    table.game.add_effect(ContinuousEffect(parts=(RemoveAbilities(("haste",)),),
                                           objects=(forest.id,), text="loses haste"))
    assert table.game.summoning_sick(forest.id)
    table.battlefield(0, "Gray Ogre")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Forest", rule="508.1a")


@pytest.mark.plugins("haste", "earthbend")
def test_crashing_drawbridge_and_an_earthbent_land_both_give_haste_redundantly(table):
    """702.10d: several instances of haste are redundant; removing one leaves the other."""
    table.battlefield(0, "Crashing Drawbridge")
    table.hand(0, "Forest")
    table.play("Forest")
    forest = table.find("Forest")
    earthbend_4(table, "Forest")
    table.activate("Crashing Drawbridge")
    table.resolve()
    abilities = [a for a in table.game.chars(forest.id).abilities
                 if getattr(a, "keyword", None) == "haste"]
    assert len(abilities) == 2
    table.attack("Forest")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@pytest.mark.plugins("haste", "earthbend")
def test_fervor_does_not_make_a_land_a_creature(table):
    table.battlefield(0, "Fervor")
    forest = table.battlefield(0, "Forest", sick=True)[0]
    assert not table.game.has_keyword(forest.id, "haste")  # not a creature: not affected
    earthbend_4(table, f"Forest#{forest.id}")
    assert table.game.has_keyword(forest.id, "haste")


def _scripted_game(seed: int) -> Table:
    table = Table.new(["haste", "earthbend"], seed=seed)
    table.library(1, "Forest")
    forest = table.battlefield(0, "Forest")[0]
    table.battlefield(0, "Mountain")
    table.hand(0, "Raging Goblin")
    table.cast("Raging Goblin")
    table.resolve()
    earthbend_4(table, f"Forest#{forest.id}")
    table.attack("Raging Goblin", "Forest")
    table.go_to(Step.END_COMBAT)
    table.mana(0, "BBB")
    table.hand(0, "Murder")
    table.cast("Murder", targets=[forest.id])
    table.resolve_all()
    table.next_turn()
    return table


def test_same_seed_same_choices_same_log_with_both_plugins():
    first, second = _scripted_game(7), _scripted_game(7)
    assert first.game.log_text() == second.game.log_text()
    assert first.game.log_digest() == second.game.log_digest()
    assert first.game.state_digest() == second.game.state_digest()
    first.assert_life(1, 15)


@pytest.mark.plugins("haste", "earthbend")
def test_a_clone_keeps_its_own_earthbend_delayed_trigger(table):
    forest = table.battlefield(0, "Forest")[0]
    earthbend_4(table, "Forest")
    copy = Table(table.game.clone())
    copy.game.move(forest.id, Zone.GRAVEYARD, cause="effect")
    copy.refresh()
    copy.pass_priority()
    copy.resolve_all()
    assert copy.find("Forest", zone=Zone.BATTLEFIELD).tapped
    assert table.game.state.delayed and table.find("Forest").id == forest.id
    assert table.game.power(forest.id) == 4
