"""Positions as data: ``Game.to_json`` / ``Game.from_json`` round-trip a game exactly.

Random games of every built-in deck, with every installed plugin, are saved and loaded
back at several points: the loaded game has the same state and log, writes the same JSON,
and plays on exactly as the original does (the same log digest after the same choices)."""

from __future__ import annotations

import json

import pytest
from manastack_cli.decks import builtin_deck_names, load_deck

from manastack import Rules
from manastack.engine.game import Game
from manastack.engine.positions import PositionError
from manastack.model.decisions import RandomAgent


def agents() -> list[RandomAgent]:
    return [RandomAgent(), RandomAgent()]


@pytest.fixture(scope="module")
def rules() -> Rules:
    return Rules.load(env={})


@pytest.mark.parametrize("deck", builtin_deck_names())
def test_a_saved_position_plays_on_exactly(rules: Rules, deck: str) -> None:
    cards = load_deck(deck).cards()
    game = Game.from_decks(rules, [cards, cards], seed=11, agents=agents())
    for turn in (1, 3, 6, 9):
        game.run(max_turns=turn)
        text = game.to_json()
        loaded = Game.from_json(rules, text, agents=agents())
        assert loaded.state_json() == game.state_json()
        assert loaded.log_digest() == game.log_digest()
        assert loaded.to_json() == text
        assert loaded.pending() == game.pending()
        original = game.clone()
        original.run(max_turns=turn + 3)
        loaded.run(max_turns=turn + 3)
        assert loaded.log_digest() == original.log_digest()
        if game.result().over:
            break


def test_a_position_is_refused_for_other_plugins(rules: Rules) -> None:
    cards = load_deck("vanilla").cards()
    text = Game.from_decks(rules, [cards, cards], seed=3, agents=agents()).to_json()
    fewer = Rules.load(enable=["haste"], env={})
    with pytest.raises(PositionError, match="saved with the plugins"):
        Game.from_json(fewer, text)


@pytest.mark.parametrize("text", ["{", "[]", '{"format": 99}', json.dumps({"format": 1})])
def test_malformed_positions_are_refused(rules: Rules, text: str) -> None:
    with pytest.raises(PositionError):
        Game.from_json(rules, text)


def test_loading_builds_only_manastack_values(rules: Rules) -> None:
    """Data never executes code: a class outside manastack and its plugins is refused."""
    cards = load_deck("vanilla").cards()
    data = json.loads(Game.from_decks(rules, [cards, cards], seed=3, agents=agents()).to_json())
    data["state"]["fields"]["notes"] = {"$": "subprocess:Popen", "fields": {"args": "true"}}
    with pytest.raises(PositionError, match="subprocess:Popen: not a class of manastack"):
        Game.from_json(rules, json.dumps(data))


def test_a_position_of_format_1_is_read_with_its_turn_records(rules: Rules) -> None:
    """Format 1 kept the turn's records (cards drawn, life lost, ...) as fields of the turn
    itself; such a position loads into the same game, records included."""
    cards = load_deck("vanilla").cards()
    game = Game.from_decks(rules, [cards, cards], seed=11, agents=agents())
    game.run(max_turns=4)
    assert game.state.turn.cards_drawn  # the draw step's card (CR 121.1) is on record
    text = game.to_json()
    data = json.loads(text)
    turn = data["state"]["fields"]["turn"]
    assert turn["fields"]["records"]["$"] == "manastack.model.turns:TurnRecords"
    turn["fields"].update(turn["fields"].pop("records")["fields"])
    data["format"] = 1
    loaded = Game.from_json(rules, json.dumps(data), agents=agents())
    assert loaded.state.turn == game.state.turn
    assert loaded.state_json() == game.state_json()
    assert loaded.to_json() == text


def test_the_starting_life_total_is_saved_and_loaded(rules: Rules) -> None:
    """CR 103.4: a game begun at 30 life loads at 30 ("at least 7 life more than your
    starting life total" asks it), and so does its clone; a non-number is refused."""
    game = Game(rules, ["Alice", "Bob"], seed=3, life=30)
    assert game.clone().starting_life == 30
    data = json.loads(game.to_json())
    assert Game.from_json(rules, json.dumps(data)).starting_life == 30
    data["state"]["fields"]["starting_life"] = "30"
    with pytest.raises(PositionError, match="starting_life"):
        Game.from_json(rules, json.dumps(data))


def test_a_starting_life_total_saved_beside_the_state_is_read(rules: Rules) -> None:
    """A position saved while the starting life total was a key of its own (beside the
    state) loads with it; one saved before that loads at 20 (CR 103.4)."""
    data = json.loads(Game(rules, ["Alice", "Bob"], seed=3).to_json())
    del data["state"]["fields"]["starting_life"]
    assert Game.from_json(rules, json.dumps(data)).starting_life == 20
    data["starting_life"] = 30
    assert Game.from_json(rules, json.dumps(data)).starting_life == 30
    data["starting_life"] = True
    with pytest.raises(PositionError, match="starting_life"):
        Game.from_json(rules, json.dumps(data))
