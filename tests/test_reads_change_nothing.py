"""Reading a game at a decision changes nothing (CR 613.1b, 302.6).

The layer pass that answers a read also notes each change of control since the last pass
(``Game.control_changes``, the time of the change for summoning sickness). That is a write
made by a read, safe only because at every decision the pass is already current: the
engine read the position to offer the options. An agent that reads every permanent's
characteristics, controller, control changes and summoning sickness before each answer
must play the same game, byte for byte, as one that reads nothing. The deck holds Act of
Treason (gain control until end of turn, then the owner gets it back), so control changes
happen and are read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from manastack import Game, RandomAgent, Rules
from manastack.api import Zone
from manastack.model.decisions import Decision

pytest.importorskip("manastack_earthbend")
pytest.importorskip("manastack_haste")


class ReadingAgent(RandomAgent):
    """A random agent that reads the whole battlefield before each answer."""

    def __init__(self, seen: list[int]) -> None:
        super().__init__()
        self.seen = seen

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        for obj in game.objects_in(Zone.BATTLEFIELD):
            game.chars(obj.id)
            game.controller(obj.id)
            self.seen.append(game.control_changes(obj.id))
            game.summoning_sick(obj.id)
        return super().choose(game, decision)


def _play(rules: Rules, deck: Sequence[str], seed: int, agents: list[Any]) -> tuple[str, str]:
    from manastack_cli.simulate import new_game

    game = new_game(rules, [deck, deck], seed, agents)
    game.run(max_turns=14)
    return game.log_digest(), game.state_digest()


def test_reading_at_every_decision_plays_the_same_games() -> None:
    from manastack_cli.decks import load_deck

    rules = Rules.load(enable=["earthbend", "haste"])
    deck = list(load_deck("earthbend-haste").check(rules).cards())
    seen: list[int] = []
    for seed in (6, 8, 14, 19):  # seeds where Act of Treason takes an opponent's creature
        quiet = _play(rules, deck, seed, [RandomAgent(), RandomAgent()])
        reading = _play(rules, deck, seed, [ReadingAgent(seen), ReadingAgent(seen)])
        assert reading == quiet, f"seed {seed}: reading the game at decisions changed it"
    assert any(seen), "no control change was read: the games don't test what they should"
