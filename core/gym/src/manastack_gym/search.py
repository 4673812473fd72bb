"""A flat Monte Carlo agent: try each option on clones of the game and keep the best.

For a decision with several legal answers, each candidate answer is tried on
``playouts`` clones (``Game.clone()``: a position copied in microseconds); random agents
play each clone on for ``horizon`` turns, and the position reached is scored: a win or a
loss outright, else life and the power on the battlefield. The candidate with the best
mean score is chosen. Candidates are the options of a one-answer decision, and for a
choice of several (attackers, blockers) the empty answer, every option alone and all of
them together. The agent draws from its own generator, never the game's, so a clone it
plays changes nothing of the game it decides for.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from manastack import Decision, Game, IllegalActionError, PlayerRef, RandomAgent, Zone


class FlatMonteCarloAgent:
    """Chooses by trying each candidate answer on ``playouts`` clones for ``horizon`` turns."""

    def __init__(self, *, playouts: int = 4, horizon: int = 2, seed: int = 0) -> None:
        self.playouts = playouts
        self.horizon = horizon
        self.random = random.Random(seed)
        self.fallback = RandomAgent()

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        if decision is not game.pending():
            return self._inside_action(game, decision)
        candidates = self._candidates(game, decision)
        if len(candidates) == 1:
            return candidates[0]
        best, best_score = candidates[0], float("-inf")
        for answer in candidates:
            score = sum(self._playout(game, decision.player, answer)
                        for _ in range(self.playouts)) / self.playouts
            if score > best_score:
                best, best_score = answer, score
        return best

    def _inside_action(self, game: Game, decision: Decision) -> Sequence[Any]:
        """A choice in the middle of an action can't be tried on a clone on its own: take
        the opponents' things first (a target, say), as few as allowed."""
        def theirs(option: Any) -> bool:
            if isinstance(option, PlayerRef):
                return option.index != decision.player
            if isinstance(option, int) and not decision.numbers:
                obj = game.find(option)
                return obj is not None and obj.controller != decision.player
            return False

        ordered = sorted(decision.options, key=lambda o: not theirs(o))
        answer = tuple(ordered[: max(decision.min, 1 if decision.max else 0)])
        return answer if decision.accepts(game, answer) else self.fallback.choose(game, decision)

    def _candidates(self, game: Game, decision: Decision) -> list[tuple[Any, ...]]:
        if decision.min == decision.max == 1:
            return [(o,) for o in decision.options]
        answers = [(), *((o,) for o in decision.options), tuple(decision.options)]
        fitting = [a for a in answers if decision.min <= len(a) <= decision.max
                   and decision.accepts(game, a)]
        return fitting or [tuple(self.fallback.choose(game, decision))]

    def _playout(self, game: Game, player: int, answer: tuple[Any, ...]) -> float:
        trial = game.clone()
        trial.agents = [RandomAgent() for _ in trial.players]
        # the clone's own generator decides its future: reseed it from the agent's, so
        # that playouts differ and the real game's generator is never drawn from
        trial.state.rng.state = self.random.getrandbits(64)
        try:
            trial.respond(answer)
        except IllegalActionError:
            return float("-inf")  # the game would refuse it (CR 732)
        trial.run(max_turns=game.turn.number + self.horizon)
        return _score(trial, player)


def _score(game: Game, player: int) -> float:
    result = game.result()
    if result.over:
        return 0.0 if result.draw else (100.0 if player in result.winners else -100.0)
    score = 0.0
    for p in game.players:
        sign = 1.0 if p.index == player else -1.0
        power = sum(game.power(o.id) for o in game.objects_in(Zone.BATTLEFIELD, p.index)
                    if o.controller == p.index and game.chars(o.id).power is not None)
        score += sign * (p.life + 0.5 * power)
    return score
