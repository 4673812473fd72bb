"""Values of the wrong type at the API's edge (``Game.respond``, ``Game.act``, the priority
actions, ``Decision.validate``, the driver's verbs, an agent's answer) are illegal answers:
refused with IllegalAnswerError, the game byte for byte as it was (CR 732), never a
TypeError from inside a rule nor a float or a bool taken for an object id or an index."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pytest
from manastack_cli import simulate as sim
from manastack_cli.decks import load_deck
from pytest_manastack import card_pool

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import IllegalActionError, IllegalAnswerError
from manastack.loading.rules import Rules
from manastack.model.actions import ActivateAbility, ActivateMana, CastSpell, PlayLand
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer, CallbackAgent, Decision, RandomAgent
from manastack.model.objects import PlayerRef, Zone
from manastack.model.turns import Step

ROD = CardDef(name="Test Rod", mana_cost="{1}", type_line="Artifact",
              text="{T}: Test Rod deals 1 damage to any target.")
kit = pytest.mark.plugins(extra={"rod": card_pool("rod-testkit", [ROD])})

#: Not a list of options: None, a string (a sequence of letters), a number, a mapping, a set.
BAD_ANSWERS = [None, "0", "Forest", 0, 0.0, 12, {"a": 1}, {1, 2}, b"x"]
#: Not an ability index: an int only (True is refused though bool is an int).
BAD_INDEXES = [None, "0", 0.0, True, [0], (0,)]


def bad_ids(real: int) -> list[Any]:
    """Not an object id, each equal to or spelling the real id ``real`` where it can."""
    return [float(real), True, [real], str(real), None, (real,), complex(real)]


def unchanged(game: Game, action: Callable[[], Any]) -> IllegalAnswerError:
    """Run ``action``: it must raise IllegalAnswerError and leave state and log as they were."""
    game.pending()  # settle the step's turn-based actions first: they are not the action's
    state, log = game.state_json(), len(game.log)
    with pytest.raises(IllegalAnswerError) as info:
        action()
    assert game.state_json() == state, "a refused answer changed the game (CR 732)"
    assert len(game.log) == log, "a refused answer left events in the log"
    assert "\n" not in str(info.value)
    return info.value


@pytest.mark.parametrize("answer", BAD_ANSWERS, ids=repr)
def test_respond_at_priority_refuses_what_is_not_a_list_of_actions(table: Table,
                                                                   answer: Any) -> None:
    table.hand(0, "Forest")
    unchanged(table.game, lambda: table.game.respond(answer))


@pytest.mark.parametrize("answer", BAD_ANSWERS, ids=repr)
def test_respond_to_attackers_refuses_what_is_not_a_list_of_options(table: Table,
                                                                    answer: Any) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.go_to(Step.DECLARE_ATTACKERS)
    decision = table.game.pending()
    assert decision is not None and decision.kind == "attackers"
    unchanged(table.game, lambda: table.game.respond(answer))


@pytest.mark.parametrize("which", ["PlayLand", "CastSpell", "ActivateMana", "ActivateAbility"])
@pytest.mark.parametrize("position", range(7))
@kit
def test_an_object_id_of_the_wrong_type_is_refused(table: Table, which: str,
                                                   position: int) -> None:
    land = table.hand(0, "Forest")[0].id
    bears = table.hand(0, "Grizzly Bears")[0].id
    table.lands(0, "Forest", 2)
    mountain = table.battlefield(0, "Mountain")[0].id
    rod = table.battlefield(0, "Test Rod")[0].id
    real = {"PlayLand": land, "CastSpell": bears, "ActivateMana": mountain,
            "ActivateAbility": rod}[which]
    bad = bad_ids(real)[position]
    action = {"PlayLand": lambda: PlayLand(bad), "CastSpell": lambda: CastSpell(bad),
              "ActivateMana": lambda: ActivateMana(bad, "R"),
              "ActivateAbility": lambda: ActivateAbility(bad, 0)}[which]()
    exc = unchanged(table.game, lambda: table.game.act(action))
    assert exc.rule == "117.1" and ".obj must be int" in exc.reason


@pytest.mark.parametrize("index", BAD_INDEXES, ids=repr)
@kit
def test_an_ability_index_of_the_wrong_type_is_refused(table: Table, index: Any) -> None:
    rod = table.battlefield(0, "Test Rod")[0].id
    unchanged(table.game, lambda: table.game.act(ActivateAbility(rod, index), Answer(
        "targets", (PlayerRef(1),))))
    # the same index through the driver's verb
    unchanged(table.game, lambda: table.activate("Test Rod", index, targets=["opponent"]))


@kit
def test_the_ability_index_zero_works_and_a_negative_one_is_no_ability(table: Table) -> None:
    """The control case: 0 is the rod's ability; -1 is not "the last one" (CR 602.1)."""
    table.battlefield(0, "Test Rod")
    with pytest.raises(IllegalActionError, match="no activated ability"):
        table.activate("Test Rod", -1, targets=["opponent"])
    table.activate("Test Rod", 0, targets=["opponent"])
    table.resolve()
    table.assert_life(1, 19)


@pytest.mark.parametrize("half", ["0", 0.0, True])
def test_a_split_card_half_of_the_wrong_type_is_refused(table: Table, half: Any) -> None:
    bears = table.hand(0, "Grizzly Bears")[0].id
    table.lands(0, "Forest", 2)
    unchanged(table.game, lambda: table.game.act(CastSpell(bears, half=half)))


@pytest.mark.parametrize("face", ["0", 0.0, True])
def test_a_land_face_of_the_wrong_type_is_refused(table: Table, face: Any) -> None:
    forest = table.hand(0, "Forest")[0].id
    unchanged(table.game, lambda: table.game.act(PlayLand(forest, face=face)))


@pytest.mark.parametrize("position", range(7))
def test_a_target_of_the_wrong_type_is_refused(table: Table, position: int) -> None:
    """A float 12.0 equals the object 12 and True equals 1: neither is taken for it."""
    table.lands(0, "Mountain", 1)
    bolt = table.hand(0, "Lightning Bolt")[0].id
    bears = table.battlefield(1, "Grizzly Bears")[0].id
    bad = bad_ids(bears)[position]
    unchanged(table.game, lambda: table.game.act(CastSpell(bolt), Answer("targets", (bad,))))
    # to the driver a string is a name and a list several targets: both are its own syntax
    if not isinstance(bad, (str, list, tuple)):
        unchanged(table.game, lambda: table.cast("Lightning Bolt", targets=[bad]))


def test_the_same_target_given_as_an_int_is_taken(table: Table) -> None:
    """The control case of the test above: the id itself targets the bears."""
    table.lands(0, "Mountain", 1)
    bolt = table.hand(0, "Lightning Bolt")[0].id
    bears = table.battlefield(1, "Grizzly Bears")[0].id
    table.game.act(CastSpell(bolt), Answer("targets", (bears,)))
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


@pytest.mark.parametrize("value", [True, 1.0, "1"], ids=repr)
def test_a_number_decision_takes_only_ints(value: Any) -> None:
    """X is a number: True and 1.0 equal 1 but are not one of the listed options."""
    decision = Decision(kind="x", player=0, prompt="choose X", options=(0, 1, 2),
                        numbers=True)
    with pytest.raises(IllegalActionError):
        decision.validate((value,))
    assert decision.validate((1,)) == (1,)


@pytest.mark.parametrize("choice", [None, 5, "Forest"], ids=repr)
def test_a_scripted_answer_of_the_wrong_shape_is_refused_when_written(choice: Any) -> None:
    with pytest.raises(IllegalAnswerError):
        Answer("targets", choice)


@pytest.mark.parametrize("answer", [None, "Forest", 7], ids=repr)
def test_act_refuses_scripted_answers_that_are_not_answers(table: Table, answer: Any) -> None:
    table.lands(0, "Mountain", 1)
    bolt = table.hand(0, "Lightning Bolt")[0].id
    unchanged(table.game, lambda: table.game.act(CastSpell(bolt), answer))


# --------------------------------------------------------------------------
# An agent answering None (or another non-list): in Game.run and in simulations
# --------------------------------------------------------------------------


def _none_agent(game: Game, decision: Decision) -> Sequence[Any]:
    return None  # type: ignore[return-value]  # the point: an agent breaking its contract


def test_game_run_with_an_agent_answering_none_is_refused_not_a_type_error() -> None:
    rules = Rules.load(enable=[])
    deck = load_deck("vanilla").check(rules).cards()
    game = Game.from_decks(rules, [deck, deck], seed=4,
                           agents=[CallbackAgent(_none_agent), RandomAgent()])
    try:
        game.run(max_turns=3, tries=5)
    except IllegalActionError as exc:  # a mid-action decision: refused after the tries
        assert isinstance(exc, IllegalAnswerError) and "not NoneType None" in exc.reason
    reversed_ = [e.text for e in game.log if e.kind == "reversed"]
    assert reversed_ and all("can't None" in t for t in reversed_)


@pytest.mark.parametrize("agent", ["none", "string"])
def test_a_simulation_with_an_agent_answering_nonsense_reports_refusals(
        monkeypatch: pytest.MonkeyPatch, agent: str) -> None:
    """The simulation counts refused answers and falls back (pass, fewest options); what is
    left is an illegal answer reported by the game, never a TypeError."""
    answers = {"none": None, "string": "pass"}
    monkeypatch.setitem(sim.AGENTS, agent,
                        lambda: CallbackAgent(lambda game, decision: answers[agent]))
    rules = Rules.load(enable=[])
    deck = tuple(load_deck("vanilla").check(rules).cards())
    config = sim.SimConfig(decks=(deck, deck), seed=3, games=3, agent=agent, check=True,
                           max_turns=4, enable=())
    summary = sim.simulate(config, workers=1)
    assert all(r.rejected > 0 for r in summary.results)
    for result in summary.results:
        assert not result.error.startswith("TypeError"), result.error
        assert result.outcome != "error" or result.error.startswith("illegal action"), \
            result.error


@pytest.mark.parametrize("value", [12.0, True, None, b"Forest"], ids=repr)
def test_the_driver_refuses_names_and_targets_of_the_wrong_type(table: Table,
                                                                value: Any) -> None:
    table.battlefield(1, "Grizzly Bears")
    unchanged(table.game, lambda: table.find(value))
    unchanged(table.game, lambda: table.target(value))
    unchanged(table.game, lambda: table.ids([value]))
