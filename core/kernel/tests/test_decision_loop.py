"""One decision loop: every choice is a pending decision when nobody chooses for the player.

A game given no agents waits at each choice made in the middle of an action (targets, X,
a discard while cleaning up, CR 514.1) as its pending decision; ``respond`` answers it and
the action is carried out again from its start with the answers so far (CR 732 keeps the
position unchanged in between). The game takes exactly the course it takes when the same
answers are scripted, so the two logs are byte for byte the same.
"""

from __future__ import annotations

import json

import pytest

from manastack.engine.game import Game
from manastack.errors import IllegalActionError, IllegalAnswerError, ManastackError
from manastack.loading.rules import Rules
from manastack.model.actions import CastSpell, PassPriority
from manastack.model.decisions import Answer, FirstLegalAgent
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step


def bolt_position(rules: Rules, **kwargs: object) -> Game:
    game = Game(rules, ("Alice", "Bob"), seed=7, **kwargs)  # type: ignore[arg-type]
    game.put("Mountain", Zone.BATTLEFIELD, 0)
    game.put("Lightning Bolt", Zone.HAND, 0)
    game.put("Grizzly Bears", Zone.BATTLEFIELD, 1)
    for player in (0, 1):
        for _ in range(5):
            game.put("Island", Zone.LIBRARY, player)
    game.set_turn(active=0, step=Step.MAIN1, number=2)
    game.auto_pass = False  # the test passes priority itself
    game.pending()
    return game


def cast_bolt(game: Game) -> None:
    [bolt] = game.objects_in(Zone.HAND, 0)
    [cast] = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.obj == bolt.id]
    game.respond((cast,))


def test_a_target_nobody_chose_is_the_pending_decision(rules: Rules) -> None:
    """The issue's example: no default agent picks Lightning Bolt's target (it once hit its
    own caster). Casting waits at the target (CR 601.2c) with every legal option listed."""
    game = bolt_position(rules)
    before = game.state_digest()
    cast_bolt(game)
    decision = game.pending()
    assert decision is not None and decision.kind == "targets" and decision.player == 0
    assert decision.rule.startswith("601.2c") or "601.2c" in decision.rule
    assert PlayerRef(0) in decision.options and PlayerRef(1) in decision.options
    bears = game.objects_in(Zone.BATTLEFIELD, 1)[0]
    assert bears.id in decision.options
    # the action is not half-done: the position is the one before casting (CR 732)
    assert game.state_digest() == before
    assert game.objects_in(Zone.HAND, 0)[0].card.name == "Lightning Bolt"

    game.respond((PlayerRef(1),))
    [spell] = game.objects_in(Zone.STACK)
    assert spell.card.name == "Lightning Bolt"
    top = game.pending()
    assert top is not None and top.kind == "priority"
    game.respond((PassPriority(),))
    game.respond((PassPriority(),))
    assert game.player(1).life == 17 and game.player(0).life == 20


def test_answering_step_by_step_plays_the_scripted_game_byte_for_byte(rules: Rules) -> None:
    stepwise = bolt_position(rules)
    cast_bolt(stepwise)
    stepwise.respond(("Grizzly Bears",))  # names are matched against the options

    scripted = bolt_position(rules)
    [cast] = [a for a in scripted.legal_actions() if isinstance(a, CastSpell)]
    scripted.act(cast, Answer("targets", ("Grizzly Bears",)))

    assert stepwise.log_digest() == scripted.log_digest()
    assert stepwise.state_digest() == scripted.state_digest()


def test_an_illegal_answer_to_a_pending_choice_changes_nothing(rules: Rules) -> None:
    game = bolt_position(rules)
    cast_bolt(game)
    waiting = game.pending()
    digest, log = game.state_digest(), game.log_digest()
    mountain = game.objects_in(Zone.BATTLEFIELD, 0)[0]
    for answer in ((mountain.id + 1000,), (), (PlayerRef(0), PlayerRef(1))):
        with pytest.raises(IllegalAnswerError):
            game.respond(answer)
        assert game.pending() == waiting
        assert (game.state_digest(), game.log_digest()) == (digest, log)


def test_an_agent_still_answers_when_asked_for(rules: Rules) -> None:
    """Agents are a convenience on top of the loop: given one, the player's choices are its."""
    game = bolt_position(rules, agents=[FirstLegalAgent(), FirstLegalAgent()])
    cast_bolt(game)
    decision = game.pending()
    assert decision is not None and decision.kind == "priority"
    assert game.objects_in(Zone.STACK)


def test_a_choice_while_cleaning_up_waits_too(rules: Rules) -> None:
    """CR 514.1: the active player discards down to seven in the cleanup step; without an
    agent, which cards is a decision the game waits for."""
    deck = ["Craw Wurm"] * 10
    game = Game.from_decks(rules, [deck, deck], names=["Alice", "Bob"])
    decision = game.pending()
    assert decision is not None and decision.kind == "discard" and decision.rule.startswith("514.1")
    assert decision.player == 1 and decision.min == decision.max == 1
    game.respond(decision.options[:1])
    assert len(game.objects_in(Zone.HAND, 1)) == 7
    assert len(game.objects_in(Zone.GRAVEYARD, 1)) == 1


def test_run_needs_agents(rules: Rules) -> None:
    game = bolt_position(rules)
    with pytest.raises(ManastackError, match="Alice has no agent"):
        game.run()


def test_undo_goes_back_one_answer_at_a_time(rules: Rules) -> None:
    game = bolt_position(rules)
    with pytest.raises(IllegalActionError, match="no answer to undo"):
        game.undo()
    start = (game.state_digest(), game.log_digest(), game.pending())
    cast_bolt(game)
    at_target = (game.state_digest(), game.log_digest(), game.pending())
    game.respond((PlayerRef(1),))
    assert game.objects_in(Zone.STACK)
    game.undo()
    assert (game.state_digest(), game.log_digest(), game.pending()) == at_target
    game.undo()
    assert (game.state_digest(), game.log_digest(), game.pending()) == start
    # and the game goes on as if the answers had never been given
    cast_bolt(game)
    game.respond(("Grizzly Bears",))
    game.respond((PassPriority(),))
    game.respond((PassPriority(),))
    assert not game.objects_in(Zone.BATTLEFIELD, 1)


def test_a_clone_waiting_at_a_choice_answers_it_alone(rules: Rules) -> None:
    """Search: clone the game at a pending choice, try each option on a clone."""
    game = bolt_position(rules)
    cast_bolt(game)
    decision = game.pending()
    assert decision is not None
    outcomes = set()
    for option in decision.options:
        trial = game.clone()
        trial.respond((option,))
        trial.respond((PassPriority(),))
        trial.respond((PassPriority(),))
        outcomes.add((trial.player(0).life, trial.player(1).life,
                      len(trial.objects_in(Zone.BATTLEFIELD, 1))))
    assert outcomes == {(17, 20, 1), (20, 17, 1), (20, 20, 0)}
    assert game.objects_in(Zone.HAND, 0)  # the original still waits


def test_a_position_waiting_at_a_choice_is_saved_and_loaded(rules: Rules) -> None:
    game = bolt_position(rules)
    cast_bolt(game)
    loaded = Game.from_json(rules, game.to_json())
    assert loaded.pending() == game.pending()
    assert loaded.state_json() == game.state_json()
    for g in (game, loaded):
        g.respond(("Grizzly Bears",))
        g.respond((PassPriority(),))
        g.respond((PassPriority(),))
    assert loaded.log_digest() == game.log_digest()
    assert loaded.state_digest() == game.state_digest()


def test_a_player_sees_only_what_they_may_know(rules: Rules) -> None:
    """CR 400.2: libraries and hands are hidden zones; a player sees their own hand."""
    game = bolt_position(rules)
    cast_bolt(game)
    alice, bob = game.view(0), game.view(1)
    assert [c["name"] for c in alice["players"][0]["hand"]] == ["Lightning Bolt"]
    assert bob["players"][0]["hand"] is None and bob["players"][0]["hand_size"] == 1
    assert alice["players"][1]["hand"] is None
    assert alice["players"][0]["library_size"] == 5
    for view in (alice, bob):
        assert "Island" not in json.dumps(view)  # no library card is named
        assert [c["name"] for c in view["battlefield"]] == ["Mountain", "Grizzly Bears"]
    assert alice["pending"]["kind"] == "targets" and "Grizzly Bears" in str(
        alice["pending"]["options"])
    assert bob["pending"] == {"player": 0, "kind": "targets"}
