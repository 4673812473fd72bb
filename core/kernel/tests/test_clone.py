"""clone(): an independent game in the same position; neither copy ever affects the other."""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.loading.rules import Rules
from manastack.model.actions import CastSpell, PassPriority
from manastack.model.decisions import Answer, RandomAgent
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step

DECK = (["Mountain"] * 9 + ["Forest"] * 8 + ["Grizzly Bears", "Savannah Lions", "Hill Giant",
        "Lightning Bolt", "Shock", "Giant Growth", "Llanowar Elves"] * 3 + ["Glorious Anthem"] * 2)


def midgame(rules: Rules, seed: int = 11, turns: int = 6) -> Game:
    game = Game.from_decks(rules, [DECK, DECK], seed=seed,
                           agents=[RandomAgent(), RandomAgent()])
    game.run(max_turns=turns)
    assert not game.state.over, "pick a seed where the game is still going"
    return game


def fingerprint(game: Game) -> tuple[str, str, int, object, int]:
    return (game.state_digest(), game.log_digest(), game.rng.state, game.pending(),
            len(game.script))


def test_a_clone_is_the_same_position(rules: Rules) -> None:
    game = midgame(rules)
    other = game.clone()
    assert fingerprint(other) == fingerprint(game)
    assert other.state_json() == game.state_json()
    assert other.legal_actions() == game.legal_actions()


def test_the_clone_has_its_own_containers(rules: Rules) -> None:
    game = midgame(rules)
    other = game.clone()
    assert other.state is not game.state
    for name in ("objects", "zones", "notes", "lki"):
        assert getattr(other.state, name) is not getattr(game.state, name), name
    assert other.state.rng is not game.state.rng
    assert other.log is not game.log and other.script is not game.script
    assert other.script.queue is not game.script.queue
    assert other.agents is not game.agents


def test_playing_on_in_the_clone_leaves_the_original_untouched(rules: Rules) -> None:
    game = midgame(rules)
    before = fingerprint(game)
    other = game.clone()
    other.run(max_turns=game.turn.number + 3)
    assert other.turn.number > game.turn.number
    assert fingerprint(game) == before


def test_playing_on_in_the_original_leaves_the_clone_untouched(rules: Rules) -> None:
    game = midgame(rules)
    other = game.clone()
    before = fingerprint(other)
    game.run(max_turns=game.turn.number + 3)
    assert fingerprint(other) == before


def test_every_primitive_in_a_clone_stays_in_the_clone(rules: Rules) -> None:
    game = midgame(rules)
    before = fingerprint(game)
    objects_before = dict(game.state.objects)
    other = game.clone()
    permanent = other.battlefield(0)[0]
    other.tap(permanent.id)
    other.add_counters(permanent.id, "+1/+1", 2)
    other.gain_life(1, 5)
    other.draw(0)
    other.shuffle(1)
    other.move(permanent.id, Zone.EXILE)
    other.state.notes["plugin"] = ("x",)
    other.rng.bits()
    other.script.queue.append(Answer("pick", (1,)))
    other.log_event("test", "only in the clone", rule="100.1")
    other.concede(1)
    assert other.result().over and not game.result().over
    assert fingerprint(game) == before
    assert game.state.objects == objects_before
    assert permanent.id in game.state.objects and permanent.id not in other.state.objects
    assert "plugin" not in game.state.notes


def test_mutating_the_original_leaves_the_clone_untouched(rules: Rules) -> None:
    game = midgame(rules)
    other = game.clone()
    before = fingerprint(other)
    victim = game.battlefield(1)[0]
    game.move(victim.id, Zone.GRAVEYARD)
    game.lose_life(0, 3)
    game.rng.bits()
    game.add_extra_turn(1)
    assert fingerprint(other) == before
    assert other.find(victim.id) == victim
    with pytest.raises(IllegalActionError, match=r"400\.7"):
        other.last_known(game.state.next_id + 100)
    assert victim.id not in other.state.lki and victim.id in game.state.lki


def test_a_clone_with_a_pending_combat_decision(table: Table) -> None:
    game = table.game
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(1, "Giant Spider")
    table.library(1, "Island")
    table.attack("Grizzly Bears", "Savannah Lions")
    table.go_to(Step.DECLARE_BLOCKERS)
    decision = game.pending()
    assert decision is not None and decision.kind == "blockers"
    other = game.clone()
    assert other.pending() == decision
    # the decision's legality check is asked of the game it is given, not the original's
    assert decision.accepts(other, [decision.options[0]])
    other.respond([decision.options[0]])
    assert other.pending() != decision
    assert game.pending() == decision and game.state.combat is not None
    assert game.state.combat.blockers == {}
    game.respond([decision.options[0]])
    assert game.state_digest() == other.state_digest()
    assert game.log_digest() == other.log_digest()


def test_clones_replay_identically_from_the_same_position(rules: Rules) -> None:
    game = midgame(rules)
    a, b = game.clone(), game.clone()
    a.run(max_turns=game.turn.number + 4)
    b.run(max_turns=game.turn.number + 4)
    assert a.log_digest() == b.log_digest() and a.state_digest() == b.state_digest()


def test_rolling_back_in_a_clone_restores_the_clone_only(table: Table) -> None:
    game = table.game
    table.hand(0, "Lightning Bolt")  # and no land: casting it is reversed (CR 732)
    assert game.pending() is not None
    other = game.clone()
    before = other.state_digest()
    bolt = CastSpell(other.named("Lightning Bolt").id, "hand", "Lightning Bolt")
    with pytest.raises(IllegalActionError):
        other.act(bolt)
    assert other.state_digest() == before == game.state_digest()
    assert other.log_digest() == game.log_digest()


def test_a_passing_clone_does_not_pass_in_the_original(table: Table) -> None:
    game = table.game
    assert game.pending() is not None
    other = game.clone()
    other.act(PassPriority())
    assert other.turn.priority == 1 and game.turn.priority == 0
    assert len(other.log) == len(game.log) + 1


def test_a_game_is_declared_outside_any_event_and_so_is_its_clone(rules: Rules) -> None:
    game = Game(rules)
    assert (game._damage_event, game._zone_batch, game._layer_building) == (None, None, None)
    other = game.clone()
    assert (other._damage_event, other._zone_batch, other._layer_building) == (None, None, None)


def test_a_clone_made_during_simultaneous_zone_changes_is_outside_them(rules: Rules) -> None:
    """CR 603.10a/613: during the original's event its characteristics are those from just
    before it; the clone is not in that event and sees the game as it is."""
    from manastack.engine.triggers import simultaneously

    game = Game(rules)
    bears = game.put("Grizzly Bears", Zone.BATTLEFIELD, 0).id
    anthem = game.put("Glorious Anthem", Zone.HAND, 0).id
    with simultaneously(game) as batch:
        game.move(anthem, Zone.BATTLEFIELD)
        other = game.clone()
        assert game._zone_batch is batch
        assert other._zone_batch is None
        assert game.power(bears) == 2  # as just before the event
        assert other.power(bears) == 3  # CR 613: the anthem is on its battlefield now
    assert game.power(bears) == 3
    assert game._zone_batch is None and other._zone_batch is None


def test_a_clone_made_during_a_damage_event_does_not_share_it(rules: Rules) -> None:
    """CR 120.4, 603.2c: the damage the original's event collects is the original's; damage
    dealt in the clone is its own damage event."""
    from manastack.engine.damage import one_damage_event

    game = Game(rules)
    bears = game.put("Grizzly Bears", Zone.BATTLEFIELD, 0).id
    with one_damage_event(game):
        game.deal_damage(bears, PlayerRef(1), 2)
        event = game._damage_event
        assert event is not None and bears in event.dealt
        other = game.clone()
        assert other._damage_event is None
        other.deal_damage(bears, PlayerRef(1), 1)  # dealt at once, outside any event
        assert other._damage_event is None
        assert event.dealt[bears][0] == 2  # the clone's damage is not added to the original's
    assert game._damage_event is None
    assert (game.player(1).life, other.player(1).life) == (18, 17)


def test_the_once_per_event_prevention_record_is_part_of_the_damage_event(rules: Rules) -> None:
    """CR 615.5, 120.4: the prevention effects whose additional effect happened once in a
    damage event are carried by the event value itself: a new event starts with none, it
    goes as the event ends, and a clone made during it is outside it."""
    from manastack.engine.damage import one_damage_event

    game = Game(rules)
    with one_damage_event(game):
        event = game._damage_event
        assert event is not None and event.prevented == set() and event.dealt == {}
        event.prevented.add(("shield", "prevent", 1))
        other = game.clone()
        assert other._damage_event is None
        with one_damage_event(other):
            fresh = other._damage_event
            assert fresh is not None and fresh is not event and fresh.prevented == set()
        with one_damage_event(game):  # a nested block joins the outer event
            assert game._damage_event is event
    assert game._damage_event is None and not hasattr(game, "_prevented_in_event")
