"""Decisions: finite options, the right player answering, scripts and agents, legal_actions()."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.loading.rules import Rules
from manastack.model.actions import CastSpell, PassPriority, PlayLand
from manastack.model.combat import Attack, Block
from manastack.model.decisions import (
    Answer,
    CallbackAgent,
    Decision,
    FirstLegalAgent,
    NoLegalAnswerError,
    PassingAgent,
    RandomAgent,
    Script,
)
from manastack.model.greedy import GreedyAgent
from manastack.model.objects import Zone
from manastack.model.turns import Step


class Recorder:
    """An agent that records who it was asked for and answers with a function."""

    def __init__(self, answer: Callable[[Decision], Sequence[Any]] | None = None) -> None:
        self.asked: list[Decision] = []
        self.answer = answer or (lambda d: d.options[: d.min])

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        self.asked.append(decision)
        return self.answer(decision)


def decision(**changes: Any) -> Decision:
    base: dict[str, Any] = dict(kind="pick", player=0, prompt="Pick", options=("a", "b", "c"),
                                rule="100.1")
    base.update(changes)
    return Decision(**base)


# --------------------------------------------------------------------------
# Decision values
# --------------------------------------------------------------------------


def test_validate_accepts_legal_answers_and_refuses_others() -> None:
    d = decision(min=1, max=2)
    assert d.validate(["b"]) == ("b",)
    assert d.validate(("c", "a")) == ("c", "a")
    with pytest.raises(IllegalActionError, match="1 to 2 expected, got 0"):
        d.validate([])
    with pytest.raises(IllegalActionError, match="not one of the legal options"):
        d.validate(["z"])
    with pytest.raises(IllegalActionError, match="chosen twice"):
        d.validate(["a", "a"])
    with pytest.raises(IllegalActionError) as info:
        d.validate(["a", "b", "c"])
    assert info.value.rule == "100.1" and info.value.step == "pick"


def test_a_check_judges_the_whole_answer(rules: Rules) -> None:
    game = Game(rules)
    d = decision(min=0, max=3, check=lambda g, chosen: "a needs b" if "a" in chosen and
                 "b" not in chosen else None)
    assert d.accepts(game, ["a", "b"]) and d.accepts(game, [])
    assert d.problem(game, ["a"]) == "a needs b"
    assert d.problem(game, ["q"]) is not None and "not one of" in str(d.problem(game, ["q"]))
    assert d == decision(min=0, max=3)  # the check is not part of a decision's identity


def test_labels_name_the_options() -> None:
    d = decision(labels=("Ay", "Bee", "Cee"))
    assert d.label(1) == "Bee"
    assert decision().label(2) == "c"


# --------------------------------------------------------------------------
# Who answers: scripted answers, then the deciding player's agent
# --------------------------------------------------------------------------


def test_the_deciding_players_agent_answers(rules: Rules) -> None:
    alice, bob = Recorder(), Recorder(lambda d: ("c",))
    game = Game(rules, agents=[alice, bob])
    got = game.decide(kind="sacrifice", player=1, prompt="Sacrifice one",
                      options=("a", "b", "c"), rule="701.21a")
    assert got == ("c",)
    assert alice.asked == [] and [d.player for d in bob.asked] == [1]  # SEED-16's principle
    event = game.log[-1]
    assert event.kind == "choice" and event.rule == "701.21a" and "Bob chooses c" in event.text


def test_an_agents_illegal_answer_is_refused(rules: Rules) -> None:
    game = Game(rules, agents=[Recorder(lambda d: ("zzz",)), Recorder()])
    with pytest.raises(IllegalActionError, match="not one of the legal options"):
        game.decide(kind="pick", player=0, prompt="Pick", options=("a", "b"))


def test_a_forced_choice_asks_nobody(rules: Rules) -> None:
    alice = Recorder()
    game = Game(rules, agents=[alice, Recorder()])
    assert game.decide(kind="pick", player=0, prompt="Both", options=("a", "b"), min=2,
                       max=2) == ("a", "b")
    assert alice.asked == []


def test_scripted_answers_are_taken_by_kind_then_player() -> None:
    script = Script([Answer("targets", (1,), player=1), Answer("modes", (0,)),
                     Answer("targets", (2,)), Answer("*", (9,))])
    assert script.take(decision(kind="targets", player=0)) == (2,)  # skips Bob's answer
    assert script.take(decision(kind="targets", player=1)) == (1,)
    assert script.take(decision(kind="discard")) == (9,)  # "*" answers anything
    assert script.take(decision(kind="targets")) is None
    assert len(script) == 1 and script.take(decision(kind="modes")) == (0,)


def test_a_script_answers_before_the_agent_and_falls_through(rules: Rules) -> None:
    alice = Recorder(lambda d: ("a",))
    game = Game(rules, agents=[alice, Recorder()])
    game.script.queue.append(Answer("pick", ["b"]))
    assert game.decide(kind="pick", player=0, prompt="P", options=("a", "b")) == ("b",)
    assert game.decide(kind="pick", player=0, prompt="P", options=("a", "b")) == ("a",)
    assert len(alice.asked) == 1


def test_a_scripted_answer_for_the_opponent_goes_to_the_opponent(rules: Rules) -> None:
    game = Game(rules, agents=[Recorder(lambda d: ("a",)), Recorder(lambda d: ("a",))])
    game.script.queue.append(Answer("pick", ("b",), player=1))
    assert game.decide(kind="pick", player=0, prompt="P", options=("a", "b")) == ("a",)
    assert game.decide(kind="pick", player=1, prompt="P", options=("a", "b")) == ("b",)


def test_targets_of_a_spell_are_chosen_by_its_caster(table: Table) -> None:
    alice, bob = Recorder(), Recorder()
    table.game.agents = [alice, bob]
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.game.act(CastSpell(table.find("Shock").id))
    assert [d.kind for d in alice.asked] == ["targets"] and bob.asked == []


def test_blockers_are_declared_by_the_defending_player(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions", "Giant Spider")
    table.attack("Grizzly Bears")
    table.go_to(Step.DECLARE_BLOCKERS)
    d = table.game.pending()
    assert d is not None and d.kind == "blockers" and d.player == 1
    assert all(isinstance(o, Block) for o in d.options) and len(d.options) == 2


def test_discarding_at_cleanup_is_the_active_players_choice(table: Table) -> None:
    alice, bob = Recorder(), Recorder()
    table.game.agents = [alice, bob]
    table.hand(0, *["Forest"] * 9)
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=2)
    asked = [d for d in alice.asked if d.kind == "discard"]
    assert len(asked) == 1 and asked[0].min == asked[0].max == 2 and asked[0].rule == "514.1"
    assert not [d for d in bob.asked if d.kind == "discard"]


# --------------------------------------------------------------------------
# legal_actions() and respond() at each decision point
# --------------------------------------------------------------------------


def test_legal_actions_at_priority(table: Table) -> None:
    game = table.game
    table.hand(0, "Forest", "Grizzly Bears", "Lightning Bolt")
    table.lands(0, "Forest", 1)
    actions = game.legal_actions()
    assert isinstance(actions[-1], PassPriority)
    assert PlayLand(table.find("Forest", zone=Zone.HAND).id, "Forest") in actions
    names = {a.name for a in actions if isinstance(a, CastSpell)}
    assert names == set()  # {1}{G} bears need two lands; Bolt needs red mana
    table.lands(0, "Mountain", 1)
    names = {a.name for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert names == {"Grizzly Bears", "Lightning Bolt"}
    pending = game.pending()
    assert pending is not None and pending.options == game.legal_actions()


def test_legal_actions_of_the_non_active_player_are_instant_speed(table: Table) -> None:
    game = table.game
    table.battlefield(1, "Forest", "Mountain")
    table.hand(1, "Grizzly Bears", "Lightning Bolt", "Island")
    table.pass_priority()
    d = game.pending()
    assert d is not None and d.player == 1
    assert [a.name for a in d.options if isinstance(a, CastSpell)] == ["Lightning Bolt"]
    assert not any(isinstance(a, PlayLand) for a in d.options)  # CR 305.2: own main phase


def test_legal_actions_at_declare_attackers(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(0, "Hill Giant", tapped=True)
    table.go_to(Step.DECLARE_ATTACKERS)
    actions = table.game.legal_actions()
    assert all(isinstance(a, Attack) for a in actions)
    assert {table.game.obj(a.attacker).name for a in actions} == {"Grizzly Bears",
                                                                   "Savannah Lions"}


def test_an_illegal_answer_to_the_pending_decision_changes_nothing(table: Table) -> None:
    game = table.game
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.library(1, "Island")
    table.attack("Grizzly Bears")
    table.go_to(Step.DECLARE_BLOCKERS)
    d = game.pending()
    assert d is not None
    before, log_length = game.state_digest(), len(game.log)
    with pytest.raises(IllegalActionError):
        game.respond([Block(game.named("Savannah Lions").id, 999)])
    with pytest.raises(IllegalActionError):
        game.respond([d.options[0], d.options[0]])
    assert game.state_digest() == before and len(game.log) == log_length
    assert game.pending() == d


def test_an_illegal_block_is_refused_with_the_rules_reason(table: Table) -> None:
    # CR 509.1b, 702.9b: the error says why (not only "not one of the legal options"), and
    # the game is left exactly as it was (CR 732)
    game = table.game
    table.battlefield(0, "Air Elemental")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Savannah Lions")
    table.library(1, "Island")
    table.attack("Air Elemental", "Grizzly Bears")
    table.go_to(Step.DECLARE_BLOCKERS)
    d = game.pending()
    assert d is not None and d.kind == "blockers"
    before, log_length = game.state_digest(), len(game.log)
    lions, elemental = game.named("Savannah Lions").id, game.named("Air Elemental").id
    with pytest.raises(IllegalActionError, match=r"the attacker has flying \(702\.9b\)") as exc:
        game.respond([Block(lions, elemental)])
    assert exc.value.rule == "509.1a"
    with pytest.raises(IllegalActionError, match=r"isn't attacking \(509\.1a\)"):
        game.respond([Block(lions, lions)])
    with pytest.raises(IllegalActionError, match=r"isn't a creature the attacked player"):
        game.respond([Block(elemental, elemental)])
    assert game.state_digest() == before and len(game.log) == log_length


def test_combat_decisions_know_which_combinations_are_legal(table: Table) -> None:
    game = table.game
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    table.battlefield(1, "Giant Spider")
    table.attack("Grizzly Bears", "Savannah Lions")
    table.go_to(Step.DECLARE_BLOCKERS)
    d = game.pending()
    assert d is not None and len(d.options) == 2  # the Spider may block either attacker
    assert d.accepts(game, [d.options[0]]) and d.accepts(game, [])
    reason = d.problem(game, list(d.options))
    assert reason is not None and "only one" in reason  # CR 509.1a
    before = game.state_digest()
    assert game.state_digest() == before  # asking the check changed nothing


# --------------------------------------------------------------------------
# Agents
# --------------------------------------------------------------------------


def test_first_legal_and_passing_agents(rules: Rules, table: Table) -> None:
    game = table.game
    table.hand(0, "Forest")
    d = game.pending()
    assert d is not None
    assert FirstLegalAgent().choose(game, d) == (d.options[0],)
    assert isinstance(d.options[0], PlayLand)
    assert PassingAgent().choose(game, d) == (PassPriority(),)
    multi = decision(min=1, max=3)
    assert FirstLegalAgent().choose(game, multi) == ("a",)
    assert PassingAgent().choose(game, multi) == ("a",)


def test_random_agent_is_determined_by_the_game_seed(rules: Rules) -> None:
    def picks(seed: int) -> list[tuple[Any, ...]]:
        game = Game(rules, seed=seed)
        agent = RandomAgent()
        d = decision(options=tuple(range(10)), min=0, max=10)
        return [tuple(agent.choose(game, d)) for _ in range(20)]

    assert picks(1) == picks(1)
    assert picks(1) != picks(2)
    game = Game(rules, seed=1)
    before = game.rng.state
    RandomAgent().choose(game, decision())
    assert game.rng.state != before  # it draws from the game's generator only


def test_random_agent_answers_within_bounds(rules: Rules) -> None:
    game = Game(rules, seed=5)
    agent = RandomAgent()
    d = decision(options=tuple(range(6)), min=2, max=4)
    sizes = set()
    for _ in range(200):
        answer = tuple(agent.choose(game, d))
        assert d.validate(answer) == answer
        sizes.add(len(answer))
    assert sizes == {2, 3, 4}
    singles = {agent.choose(game, decision())[0] for _ in range(100)}
    assert singles == {"a", "b", "c"}


def test_random_agent_respects_a_check_and_reports_impossible_choices(rules: Rules) -> None:
    game = Game(rules, seed=2)
    agent = RandomAgent()
    only_b = decision(min=0, max=3, check=lambda g, c: None if c == ("b",) else "only b")
    assert tuple(RandomAgent(tries=500).choose(game, only_b)) == ("b",)
    for _ in range(20):
        answer = tuple(agent.choose(game, decision(min=0, max=3, check=lambda g, c: None
                                                   if len(c) < 2 else "at most one")))
        assert len(answer) < 2
    never = decision(min=1, max=1, check=lambda g, c: "never")
    with pytest.raises(NoLegalAnswerError):
        agent.choose(game, never)


def test_random_agent_blocks_legally(table: Table) -> None:
    game = table.game
    table.battlefield(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.battlefield(1, "Giant Spider", "Typhoid Rats")
    table.attack("Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.go_to(Step.DECLARE_BLOCKERS)
    d = game.pending()
    assert d is not None
    agent = RandomAgent()
    for _ in range(30):
        answer = agent.choose(game, d)
        assert d.accepts(game, answer)


def test_run_reverses_an_action_the_agent_cannot_complete(table: Table) -> None:
    game = table.game
    table.hand(0, "Lightning Bolt")  # no mana: casting it must be reversed (CR 732.1)
    bolt = table.find("Lightning Bolt").id
    tried: list[int] = []

    def stubborn(g: Game, d: Decision) -> Sequence[Any]:
        if d.kind == "priority" and not tried:
            tried.append(1)
            return (CastSpell(bolt, "hand", "Lightning Bolt"),)
        return PassingAgent().choose(g, d)

    game.agents = [CallbackAgent(stubborn), PassingAgent()]
    game.run(max_turns=1)
    reversed_ = [e for e in game.log if e.kind == "reversed"]
    assert len(reversed_) == 1 and reversed_[0].rule == "732.1"
    assert "Lightning Bolt" in reversed_[0].text
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]
    assert not [e for e in game.log if e.kind == "cast"]


@pytest.mark.parametrize("agent", [FirstLegalAgent, PassingAgent, RandomAgent, GreedyAgent])
def test_agents_repeat_a_mode_when_fewer_are_offered_than_must_be_chosen(
        agent: Callable[[], Any]) -> None:
    """CR 700.2a, 700.2d: with no artifact to target, Fiery Confluence's "Destroy target
    artifact" can't be chosen, and its three choices come from the two other modes, one of
    them chosen again: each agent answers so, rather than finding no answer."""
    table = Table.new(enable=["oracle"])
    table.game.agents = [agent(), agent()]
    table.lands(0, "Mountain", 4)
    table.hand(0, "Fiery Confluence")
    table.game.act(CastSpell(table.find("Fiery Confluence").id))
    spell = table.find("Fiery Confluence").spell
    assert spell is not None
    modes = spell.modes
    assert len(modes) == 3 and 2 not in modes
