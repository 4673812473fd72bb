"""A player leaving a multiplayer game (CR 800.4a, 800.4d): their objects leave with them,
control they were given ends, their abilities on the stack cease to exist, what they still
control is exiled, and their triggered abilities are no longer put on the stack. In a
two-player game the game simply ends (104.2a) and nothing else is done."""

from __future__ import annotations

from manastack.driver import Table
from manastack.engine.triggers import create_delayed
from manastack.instructions.damage import GainLife
from manastack.model.abilities import Mode
from manastack.model.continuous import ContinuousEffect, SetController
from manastack.model.objects import Zone
from manastack.model.turns import Step

PLAYERS = ("Alice", "Bob", "Carol")


def three() -> Table:
    return Table.new(players=PLAYERS, active=0)


def names(table: Table, zone: Zone, player: int) -> list[str]:
    return sorted(o.card.name for o in table.game.objects_in(zone, player))


def test_800_4a_what_the_player_owns_leaves_the_game_with_them() -> None:
    table = three()
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.hand(1, "Lightning Bolt")
    table.graveyard(1, "Savannah Lions")
    table.library(1, "Island", "Island")
    table.battlefield(2, "Gray Ogre")
    table.game.concede(1)
    game = table.game
    assert not game.result().over
    assert [o for o in game.state.objects.values() if o.owner == 1] == []
    assert names(table, Zone.BATTLEFIELD, 2) == ["Gray Ogre"]
    assert names(table, Zone.EXILE, 1) == [] and names(table, Zone.GRAVEYARD, 1) == []
    table.assert_logged(rule="800.4a", contains="leave the game with their owner: Grizzly "
                        "Bears#1, Hill Giant#2, Savannah Lions#4, 3 card(s) in hand and library")


def test_800_4a_control_they_were_given_ends() -> None:
    """Act of Treason's example: Alice controls Bob's creature until end of turn and leaves:
    the effect ends and it is Bob's again, still on the battlefield."""
    table = three()
    (bears,) = table.battlefield(1, "Grizzly Bears")
    table.game.add_effect(ContinuousEffect(parts=(SetController(0),), objects=(bears.id,),
                                           controller=0))
    assert table.game.controller(bears.id) == 0
    table.game.concede(0)
    assert table.game.find(bears.id) is not None
    assert table.game.controller(bears.id) == 1
    assert table.game.state.effects == ()


def test_800_4a_what_they_still_control_is_exiled() -> None:
    """Bribery's example: a creature Carol owns put onto the battlefield under Alice's control
    is exiled (into its owner's exile) when Alice leaves."""
    table = three()
    (angel,) = table.battlefield(2, "Air Elemental")
    table.game.update(angel.id, controller=0)
    assert table.game.controller(angel.id) == 0
    table.game.concede(0)
    assert names(table, Zone.BATTLEFIELD, 0) == []
    assert names(table, Zone.EXILE, 2) == ["Air Elemental"]


def test_800_4a_their_ability_on_the_stack_ceases_to_exist() -> None:
    table = three()
    game = table.game
    create_delayed(game, event="step_begins", controller=1,
                   effect=Mode(instructions=(GainLife(3),)),
                   text="At the beginning of the next end step, you gain 3 life.",
                   step=Step.END)
    table.go_to(Step.END)
    assert [o.card.text for o in game.stack()] == [
        "At the beginning of the next end step, you gain 3 life."]
    game.concede(1)
    assert game.stack() == []
    table.assert_logged(rule="800.4a", contains="ceases to exist")


def test_800_4d_their_triggered_abilities_are_not_put_on_the_stack() -> None:
    table = three()
    game = table.game
    create_delayed(game, event="step_begins", controller=1,
                   effect=Mode(instructions=(GainLife(3),)),
                   text="At the beginning of the next end step, you gain 3 life.",
                   step=Step.END)
    game.concede(1)
    table.go_to(Step.END)
    assert game.stack() == []
    table.assert_logged(rule="800.4d")


def test_two_players_the_game_ends_and_nothing_leaves() -> None:
    """CR 104.2a: with one player left the game is over; 800.4a is not carried out."""
    table = Table.new()
    table.battlefield(1, "Grizzly Bears")
    table.game.concede(1)
    assert table.game.result().over
    assert names(table, Zone.BATTLEFIELD, 1) == ["Grizzly Bears"]
    assert not [e for e in table.game.log if e.rule == "800.4a"]
