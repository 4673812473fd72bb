"""Triggered abilities with no source (CR 724.2, 725.2: a player designation's inherent
abilities), controlled by a player as they trigger (an exception to 113.8), passed on as that
player leaves the game (724.4, 725.4) or ending with them (800.4a)."""

from __future__ import annotations

import json

from manastack.api import set_sourceless_triggers, sourceless_controller
from manastack.driver import Table
from manastack.instructions.damage import GainLife
from manastack.model.abilities import Mode, TriggeredAbility
from manastack.model.triggers import TriggerCondition
from manastack.model.turns import Step

#: "At the beginning of your upkeep, you gain 1 life.", with no source
UPKEEP_LIFE = TriggeredAbility(
    trigger=TriggerCondition("step_begins", step=Step.UPKEEP, whose="you"),
    effect=Mode(instructions=(GainLife(1),)),
    text="At the beginning of the holder's upkeep, that player gains 1 life.")


def test_724_2_it_triggers_controlled_by_its_player_with_no_source(table: Table) -> None:
    set_sourceless_triggers(table.game, "the holder", 1, (UPKEEP_LIFE,), rule="724.2")
    assert sourceless_controller(table.game, "the holder") == 1
    table.go_to(Step.UPKEEP, turn=2)  # Bob's upkeep
    (ability,) = table.game.stack()
    assert ability.controller == 1 and ability.tags["ability"].source == 0
    table.assert_logged(rule="724.2", contains="the holder triggers")
    table.resolve()
    table.assert_life(1, 21)
    table.assert_life(0, 20)


def test_724_2_whose_is_its_controller_not_the_active_player(table: Table) -> None:
    set_sourceless_triggers(table.game, "the holder", 1, (UPKEEP_LIFE,))
    table.library(0, "Island")
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=3)  # Alice's upkeep: not the holder's
    table.assert_life(0, 20)
    table.assert_life(1, 21)  # Bob's own upkeep of turn 2 only


def test_724_3_setting_them_again_replaces_them_and_none_removes_them(table: Table) -> None:
    game = table.game
    set_sourceless_triggers(game, "the holder", 0, (UPKEEP_LIFE,))
    set_sourceless_triggers(game, "the holder", 1, (UPKEEP_LIFE,))
    assert [t.controller for t in game.state.sourceless] == [1]
    assert [p["designations"] for p in game.view(0)["players"]] == [[], ["the holder"]]
    set_sourceless_triggers(game, "the holder", None)
    assert game.state.sourceless == () and sourceless_controller(game, "the holder") is None


def test_they_are_part_of_the_position(table: Table) -> None:
    """Copied by clone(), undone by a rollback (CR 732), written in the state's JSON."""
    game = table.game
    plain = game.state_json()
    assert "sourceless" not in json.loads(plain)  # a game without them writes as before
    set_sourceless_triggers(game, "the holder", 0, (UPKEEP_LIFE,))
    assert json.loads(game.state_json())["sourceless"] == [
        ["the holder", 0, UPKEEP_LIFE.text]]
    assert sourceless_controller(game.clone(), "the holder") == 0
    try:
        with game.all_or_nothing():
            set_sourceless_triggers(game, "the holder", 1, (UPKEEP_LIFE,))
            raise ValueError("refused")
    except ValueError:
        pass
    assert sourceless_controller(game, "the holder") == 0


def test_724_4_passed_to_the_active_player_as_its_player_leaves() -> None:
    table = Table.new(players=("Alice", "Bob", "Carol"), active=2)
    set_sourceless_triggers(table.game, "the holder", 1, (UPKEEP_LIFE,), passes_on="724.4")
    table.game.concede(1)
    assert sourceless_controller(table.game, "the holder") == 2
    table.assert_logged(rule="724.4", contains="Carol gets it")


def test_724_4_the_next_player_if_the_active_player_is_leaving() -> None:
    table = Table.new(players=("Alice", "Bob", "Carol"), active=1)
    set_sourceless_triggers(table.game, "the holder", 1, (UPKEEP_LIFE,), passes_on="724.4")
    table.game.concede(1)
    assert sourceless_controller(table.game, "the holder") == 2


def test_800_4a_without_a_rule_to_pass_them_on_they_end() -> None:
    table = Table.new(players=("Alice", "Bob", "Carol"), active=2)
    set_sourceless_triggers(table.game, "the holder", 1, (UPKEEP_LIFE,))
    table.game.concede(1)
    assert table.game.state.sourceless == ()
    table.assert_logged(rule="800.4a", contains="it ends")
