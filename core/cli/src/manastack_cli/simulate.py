"""Simulation: many complete two-player games played by agents, fast and reproducible.

:func:`play_game` plays one game from a per-game seed: each player's deck is
put in their library, the game's own generator picks who plays first (CR
103.1) and shuffles, each player draws seven (mulligans are skipped, CR 103.5),
life is 20 (103.4), then both players' agents answer every decision until the
game ends (CR 104) or a cap is reached. :func:`simulate` plays ``games`` games
whose seeds are derived from one seed (:func:`game_seed`), in this process or
spread over worker processes; each game depends only on its own seed, so the
per-game results are the same whatever the number of workers.

What counts
    *actions*: top-level decisions answered by an agent (priority actions,
    declaring attackers or blockers; with ``auto_pass`` on, a priority where
    passing is the only option is passed by the engine and not counted).
    *decisions*: every answer an agent gave, including the choices made in
    the middle of an action (targets, modes, costs). *rejected*: answers the
    game refused as illegal (CR 732: the game is restored, the agent is asked
    again; after :data:`RETRIES` refusals the glue falls back to passing
    priority or to the smallest answer).

Caps
    A game stops as a draw of kind ``"turn-cap"`` once turn ``max_turns`` is
    over, or ``"action-cap"`` after ``max_actions`` actions, so a loop can't
    hang a run. A game the rules end without a winner is a ``"draw"``
    (CR 104.4a).

Failures
    An exception inside the engine (or an invariant broken under ``check``,
    :mod:`manastack.invariants`) ends that game with outcome ``"error"``; the
    result keeps the message, the per-game seed and the action index, and
    :func:`replay_command` gives the command that replays exactly that game.

Workers
    With several workers (:mod:`manastack_cli.workers`) a worker process that dies
    (killed, out of memory) loses only the game it was playing: that game is a
    :class:`LostGame` (its seed and the cause, to replay it alone), a new worker
    takes the dead one's place, and the run plays every other game.

Ray
    With ``backend="ray"`` (:mod:`manastack_cli.ray_backend`, the optional ``ray``
    extra) each game is a Ray task, on a cluster or on a local Ray instance; the
    per-game results are the same, and a task lost with its worker is a
    :class:`LostGame` too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from itertools import product
from typing import IO, Any

from attrs import evolve, field, frozen

from manastack import (
    Decision,
    FirstLegalAgent,
    Game,
    GreedyAgent,
    IllegalActionError,
    ManastackError,
    PassPriority,
    RandomAgent,
    Rules,
    Zone,
)
from manastack.api import Agent
from manastack_cli.decks import builtin_deck_names, load_deck
from manastack_cli.limits import terminal_text
from manastack_cli.options import TRACE_ENV, card_files, environment, plugin_selection, trace_hooks
from manastack_cli.progress import INTERVAL, Progress
from manastack_cli.replay.recipe import write_recipe
from manastack_cli.workers import Lost, in_order

__all__ = [
    "AGENTS",
    "BACKENDS",
    "GameResult",
    "LostGame",
    "SimConfig",
    "Summary",
    "game_seed",
    "play_game",
    "replay_command",
    "simulate",
]

#: The agents ``--agent`` can name: a fresh agent per player per game.
AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
    "first": FirstLegalAgent,
    "greedy": GreedyAgent,
}

#: Where ``--backend`` plays the games: worker processes of this machine, or Ray tasks.
BACKENDS = ("local", "ray")

#: The built-in deck both players use when ``simulate`` is given no ``--deck``.
DEFAULT_DECK = "vanilla"

#: How many refused answers an agent gets for one decision before the fallback.
RETRIES = 3

LIFE = 20  # CR 103.4
OPENING_HAND = 7  # CR 103.5


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed``: 64 bits of SHA-256 of both.

    Stable across Python versions and platforms, and independent of how games
    are spread over workers.
    """
    digest = hashlib.sha256(f"manastack-simulate:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@frozen
class SimConfig:
    """Everything a run depends on (picklable: sent as is to worker processes)."""

    decks: tuple[tuple[str, ...], tuple[str, ...]]
    deck_names: tuple[str, str] = ("deck A", "deck B")
    seed: int = 0
    games: int = 1
    agent: str = "random"
    enable: tuple[str, ...] | None = None
    disable: tuple[str, ...] = ()
    check: bool = False
    max_turns: int = 60
    max_actions: int = 3000
    keep_log: bool = False
    trace_hooks: bool = False
    #: the ``MANASTACK_*`` variables the rules are loaded with (None: this process's own);
    #: set for Ray tasks, which may run on a machine whose environment is not the caller's
    env: tuple[tuple[str, str], ...] | None = None
    #: MTGJSON files cards are also read from (``manastack --cards-file``)
    card_files: tuple[str, ...] = ()
    #: each player's sideboard, the cards they own outside the game (CR 400.11a)
    sideboards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())

    def rules(self) -> Rules:
        """The rules the games play by: this run's plugin selection and the environment's,
        every hook call traced to standard error with ``trace_hooks``."""
        env: dict[str, str] | None = None if self.env is None else dict(self.env)
        if self.trace_hooks:
            env = {**(os.environ if env is None else env), TRACE_ENV: "1"}
        return Rules.load(enable=self.enable, disable=self.disable, env=env,
                          card_files=self.card_files)

    def with_environment(self) -> SimConfig:
        """This config with this process's ``MANASTACK_*`` variables (if it has none yet),
        so that a process elsewhere selects the same plugins."""
        if self.env is not None:
            return self
        return evolve(self, env=tuple(sorted(
            (name, value) for name, value in os.environ.items()
            if name.startswith("MANASTACK_"))))


@frozen
class GameResult:
    """One game: its seed, how it ended, its size, and the digest of its explain log."""

    index: int
    seed: int
    outcome: str  # "win", "draw", "turn-cap", "action-cap" or "error"
    winner: int | None
    turns: int
    actions: int
    decisions: int
    rejected: int
    digest: str
    seconds: float = field(default=0.0, eq=False)
    error: str = ""
    error_action: int | None = None
    log: str = field(default="", eq=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        """The deterministic part (no timing): same seed, same line."""
        out: dict[str, Any] = {
            "game": self.index, "seed": self.seed, "outcome": self.outcome,
            "winner": self.winner, "turns": self.turns, "actions": self.actions,
            "decisions": self.decisions, "rejected": self.rejected, "digest": self.digest,
        }
        if self.error:
            out["error"] = self.error
            out["error_action"] = self.error_action
        return out


@frozen
class LostGame:
    """A game whose worker process died while playing it: no result, its seed to replay it."""

    index: int
    seed: int
    cause: str  # how the worker died: "was killed by signal 9 (SIGKILL)"


class _Counting:
    """Wraps an agent to count the answers it gives."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.count = 0

    def choose(self, game: Game, decision: Decision) -> Sequence[Any]:
        self.count += 1
        return self.agent.choose(game, decision)


def _fallbacks(decision: Decision) -> list[tuple[Any, ...]]:
    """Answers tried when the agent's are refused, in order.

    Priority: pass. Otherwise the fewest options allowed, then, for combat, one option
    per creature (each attacks or blocks once, CR 508.1a, 509.1a), which satisfies
    "attacks each combat if able" requirements (508.1d) that an empty answer breaks.
    """
    if decision.kind == "priority":
        return [(o,) for o in decision.options if isinstance(o, PassPriority)]
    out = [decision.fewest()]
    role = {"attackers": "attacker", "blockers": "blocker"}.get(decision.kind)
    if role is not None:
        each: dict[Any, Any] = {}
        for option in decision.options:
            each.setdefault(getattr(option, role, option), option)
        every = tuple(each.values())
        if decision.min <= len(every) <= decision.max and every not in out:
            out.append(every)
    return out


#: How many combat declarations the last fallback judges before it gives up.
COMBAT_SEARCH_LIMIT = 512


def _combat_search(game: Game, decision: Decision) -> tuple[Any, ...] | None:
    """The last fallback of a combat declaration: the first legal one that has each creature
    attack or block at most once (CR 508.1a, 509.1a), judged by the decision's own check.
    Requirements such as "all creatures able to block it do so" (509.1c: Breaker of Armies)
    or "must be blocked if able" (Vinebred Brawler) can make every simpler fallback illegal
    while a legal declaration exists (the CR says one always does: 509.1c obeys as many as
    possible)."""
    role = {"attackers": "attacker", "blockers": "blocker"}.get(decision.kind)
    if role is None or decision.check is None:
        return None
    each: dict[Any, list[Any]] = {}
    for option in decision.options:
        each.setdefault(getattr(option, role, option), []).append(option)
    for n, combo in enumerate(product(*([None, *opts] for opts in each.values()))):
        if n >= COMBAT_SEARCH_LIMIT:
            break
        answer = tuple(o for o in combo if o is not None)
        if decision.min <= len(answer) <= decision.max and \
                decision.check(game, answer) is None:
            return answer
    return None


def new_game(rules: Rules, decks: Sequence[Sequence[str]], seed: int, agents: Sequence[Agent],
             names: Sequence[str] = ("Player 1", "Player 2"), *, game_class: type[Game] = Game,
             auto_pass: bool = True, sideboards: Sequence[Sequence[str]] = ()) -> Game:
    """A started game: libraries from ``decks``, first player and shuffles from ``seed``;
    ``sideboards``: the cards each player owns outside the game (CR 400.11a).

    With ``auto_pass`` (the default for simulations) the engine passes priority
    for a player whose only option is to pass.
    """
    game = game_class(rules, names, seed=seed, agents=agents, life=LIFE)
    game.auto_pass = auto_pass
    for player, deck in enumerate(decks):
        for name in deck:
            game.put(name, Zone.LIBRARY, player)
    for player, side in enumerate(sideboards):
        for name in side:
            game.put_outside(name, player)
    first = game.rng.below(len(decks))  # CR 103.1: a random method decides who starts
    game.start(first=first, draw=OPENING_HAND)
    return game


def play_game(config: SimConfig, index: int, *, rules: Rules | None = None,
              seed: int | None = None,
              watch: Callable[[Game], None] | None = None) -> GameResult:
    """Play game ``index`` of ``config`` (or the game of per-game ``seed``) to its end;
    ``watch(game)``, if given, once the game is set up and after each action (a replay
    records it: :class:`manastack_cli.replay.record.Recorder`)."""
    from manastack import invariants

    rules = rules or config.rules()
    gseed = game_seed(config.seed, index) if seed is None else seed
    counters = [_Counting(AGENTS[config.agent]()) for _ in range(2)]
    names = (f"P1 ({config.deck_names[0]})", f"P2 ({config.deck_names[1]})")
    started = time.perf_counter()
    actions = rejected = 0
    game: Game | None = None
    checker: invariants.Checker | None = None
    try:
        if config.check:
            checker = invariants.Checker(seed=gseed)
            game = new_game(rules, config.decks, gseed, counters, names,
                            game_class=invariants.CheckedGame, sideboards=config.sideboards)
            assert isinstance(game, invariants.CheckedGame)
            game.checker = checker
            checker.start(game)
            checker.after_action(game, 0)
        else:
            game = new_game(rules, config.decks, gseed, counters, names,
                            sideboards=config.sideboards)
        if watch is not None:
            watch(game)
        outcome = ""
        while True:
            decision = game.pending()
            if decision is None:
                break
            if game.state.turn.number > config.max_turns:
                outcome = "turn-cap"
                break
            if actions >= config.max_actions:
                outcome = "action-cap"
                break
            rejected += _answer(game, decision, counters[decision.player])
            actions += 1
            if checker is not None:
                checker.after_action(game, actions)
            if watch is not None:
                watch(game)
        if not outcome:
            outcome = "win" if game.state.winner is not None else "draw"
        return GameResult(
            index=index, seed=gseed, outcome=outcome,
            winner=game.state.winner if outcome == "win" else None,
            turns=game.state.turn.number, actions=actions,
            decisions=sum(c.count for c in counters), rejected=rejected,
            digest=game.log_digest(), seconds=time.perf_counter() - started,
            log=game.log_text() if config.keep_log else "",
        )
    except Exception as exc:  # an engine failure is a result, reported with its replay command
        message = f"{type(exc).__name__}: {exc}" if not isinstance(exc, ManastackError) \
            else str(exc)
        failed_at = actions + 1  # the action being answered
        if isinstance(exc, invariants.InvariantError) and exc.action is not None:
            failed_at = exc.action  # checked after that action
        return GameResult(
            index=index, seed=gseed, outcome="error", winner=None,
            turns=game.state.turn.number if game is not None else 0, actions=actions,
            decisions=sum(c.count for c in counters), rejected=rejected,
            digest=game.log_digest() if game is not None else "",
            seconds=time.perf_counter() - started, error=message, error_action=failed_at,
            log=game.log_text() if (config.keep_log and game is not None) else "",
        )


def _answer(game: Game, decision: Decision, agent: _Counting) -> int:
    """Have ``agent`` answer ``decision``; retry refused answers, then fall back.

    Returns the number of refused answers. A refused answer leaves the game as
    it was (CR 732), apart from the generator draws the agent made while
    choosing, which keeps the retry deterministic and different.
    """
    refused = 0
    for _ in range(RETRIES):
        try:
            answer = agent.choose(game, decision)
        except ManastackError:  # the agent found no answer: go to the fallbacks
            refused += 1
            break
        try:
            game.respond(answer)
            return refused
        except IllegalActionError:
            refused += 1
    for answer in _fallbacks(decision):
        try:
            game.respond(answer)
            return refused
        except IllegalActionError:
            refused += 1
    found = _combat_search(game, decision)
    if found is not None:
        game.respond(found)
        return refused
    raise IllegalActionError(f"no legal answer found to {decision.kind!r} "
                             f"({decision.prompt}) after {refused} tries")


# --------------------------------------------------------------------------
# Many games
# --------------------------------------------------------------------------


@frozen
class Summary:
    """A run: every game's result (in game order), wall-clock time and workers (for Ray:
    the cluster's CPUs), and the games lost with a worker process that died (in game
    order)."""

    config: SimConfig
    results: tuple[GameResult, ...]
    seconds: float
    workers: int = 1
    lost: tuple[LostGame, ...] = ()
    backend: str = "local"

    @property
    def games(self) -> int:
        return len(self.results)

    @property
    def actions(self) -> int:
        return sum(r.actions for r in self.results)

    @property
    def decisions(self) -> int:
        return sum(r.decisions for r in self.results)

    @property
    def errors(self) -> list[GameResult]:
        return [r for r in self.results if r.outcome == "error"]

    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds > 0 else 0.0

    def mean_turns(self) -> float:
        done = [r.turns for r in self.results if r.outcome != "error"]
        return sum(done) / len(done) if done else 0.0

    def outcomes(self) -> dict[str, int]:
        """Counts of wins by player 1, by player 2, draws, caps and errors."""
        out = {"P1 wins": 0, "P2 wins": 0, "draw": 0, "turn-cap": 0, "action-cap": 0, "error": 0}
        for r in self.results:
            if r.outcome == "win":
                out[f"P{(r.winner or 0) + 1} wins"] += 1
            else:
                out[r.outcome] += 1
        return out

    def report(self) -> str:
        """The human summary printed by ``manastack simulate``."""
        c = self.config
        n = max(self.games, 1)
        o = self.outcomes()
        draws = o["draw"] + o["turn-cap"] + o["action-cap"]  # a capped game has no winner
        lines = [
            f"{self.games} games, {c.deck_names[0]} vs {c.deck_names[1]}, agent {c.agent}, "
            f"seed {c.seed}, {self.workers} worker(s){' on Ray' if self.backend == 'ray' else ''}"
            f"{', invariants checked' if c.check else ''}",
            f"  {self.games_per_second():.2f} games/s, {self.actions_per_second():.0f} actions/s "
            f"({self.actions} actions, {self.decisions} decisions in {self.seconds:.2f} s)",
            f"  mean turns {self.mean_turns():.1f}",
            f"  win rate: P1 ({c.deck_names[0]}) {100 * o['P1 wins'] / n:.1f}%, "
            f"P2 ({c.deck_names[1]}) {100 * o['P2 wins'] / n:.1f}%, "
            f"draws {100 * draws / n:.1f}%",
        ]
        capped = o["turn-cap"] + o["action-cap"]
        if capped:
            lines.append(f"  stopped by a cap (counted as draws): {o['turn-cap']} at turn "
                         f"{c.max_turns}, {o['action-cap']} at {c.max_actions} actions")
        if o["error"]:
            lines.append(f"  ERRORS: {o['error']} game(s) failed")
        if self.lost:
            lines.append(f"  LOST: {len(self.lost)} game(s) not played to the end: their "
                         "worker process died")
        return "\n".join(lines)


def replay_command(config: SimConfig, result: GameResult | LostGame,
                   deck_args: Sequence[str]) -> str:
    """The command line that replays ``result``'s game alone, checked, printing its log."""
    parts = ["manastack"]
    for path in config.card_files:
        parts += ["--cards-file", _quote(path)]
    if config.enable is not None:
        parts += ["--plugins", ",".join(config.enable) or '""']
    for name in config.disable:
        parts += ["--no-plugin", name]
    parts.append("simulate")
    for deck in deck_args:
        parts += ["--deck", _quote(deck)]
    parts += ["--game-seed", str(result.seed), "--agent", config.agent, "--check", "--log",
              "--max-turns", str(config.max_turns), "--max-actions", str(config.max_actions)]
    return " ".join(parts)


def _quote(text: str) -> str:
    import shlex

    return shlex.quote(text)


def _player(config: SimConfig) -> Callable[[int], GameResult]:
    """What a worker process runs: the rules loaded once, then one game per index."""
    rules = config.rules()

    def play(index: int) -> GameResult:
        return play_game(config, index, rules=rules)

    return play


def iter_results(config: SimConfig, workers: int = 1, *, backend: str = "local",
                 on_ready: Callable[[int], None] | None = None,
                 on_done: Callable[[int], None] | None = None,
                 ) -> Iterator[GameResult | LostGame]:
    """Each game's result, in game order, as games finish; with several workers or Ray, a
    game whose worker process died is a :class:`LostGame` and the others are still played.

    With ``backend="ray"`` Ray must be ready (:func:`manastack_cli.ray_backend.session`)
    and ``workers`` is the cluster's CPUs. With local worker processes, ``on_ready(n)`` is
    called as the ``n``-th becomes ready and ``on_done(n)`` as the ``n``-th game ends, in
    whatever order games end (:func:`manastack_cli.workers.in_order`)."""
    if backend == "ray":
        from manastack_cli import ray_backend

        jobs = ray_backend.in_order(_player, config.with_environment(), config.games, workers)
    elif workers <= 1 or config.games <= 1:
        rules = config.rules()
        for i in range(config.games):
            yield play_game(config, i, rules=rules)
        return
    else:
        jobs = in_order(_player, config, config.games, workers, on_ready=on_ready,
                        on_done=on_done)
    for index, result in jobs:
        if isinstance(result, Lost):
            yield LostGame(index=index, seed=game_seed(config.seed, index), cause=result.cause)
        else:
            yield result


def simulate(config: SimConfig, workers: int | None = None,
             progress: Callable[[int, int, float], None] | None = None,
             on_result: Callable[[GameResult], None] | None = None,
             on_lost: Callable[[LostGame], None] | None = None, *,
             backend: str = "local", ray_address: str | None = None,
             on_worker: Callable[[int], None] | None = None,
             on_done: Callable[[int], None] | None = None) -> Summary:
    """Play ``config.games`` games; ``progress(done, total, elapsed)`` after each game
    played or lost, ``on_result(result)`` for each game played and ``on_lost(game)`` for
    each game lost with its worker, in game order. With local worker processes,
    ``on_worker(n)`` as the ``n``-th is ready, ``on_done(n)`` as the ``n``-th game ends (in
    any order: the figures of a progress display, before the results come in order).

    ``workers``: worker processes (1 if None); with ``backend="ray"``, the CPUs of the
    local Ray instance started when Ray is not initialised and no ``ray_address`` (nor
    ``$RAY_ADDRESS``) names a cluster (all the machine's if None)."""
    config.rules()  # load (and validate) the rules before timing
    if backend == "ray":
        from manastack_cli import ray_backend

        with ray_backend.session(ray_address, cpus=workers) as cpus:  # start-up not timed
            return _collect(config, iter_results(config, cpus, backend="ray"), cpus, "ray",
                            progress, on_result, on_lost)
    workers = workers or 1
    jobs = iter_results(config, workers, on_ready=on_worker, on_done=on_done)
    return _collect(config, jobs, workers, "local", progress, on_result, on_lost)


def _collect(config: SimConfig, jobs: Iterator[GameResult | LostGame], workers: int,
             backend: str, progress: Callable[[int, int, float], None] | None,
             on_result: Callable[[GameResult], None] | None,
             on_lost: Callable[[LostGame], None] | None) -> Summary:
    """The run's :class:`Summary`, telling each game played or lost as it comes."""
    started = time.perf_counter()
    results: list[GameResult] = []
    lost: list[LostGame] = []
    for result in jobs:
        if isinstance(result, LostGame):
            lost.append(result)
            if on_lost is not None:
                on_lost(result)
        else:
            results.append(result)
            if on_result is not None:
                on_result(result)
        if progress is not None:
            progress(len(results) + len(lost), config.games, time.perf_counter() - started)
    return Summary(config=config, results=tuple(results),
                   seconds=time.perf_counter() - started, workers=max(1, workers),
                   lost=tuple(lost), backend=backend)


def write_jsonl(results: Sequence[GameResult], stream: IO[str]) -> None:
    for r in results:
        stream.write(json.dumps(r.to_json(), sort_keys=True) + "\n")


def open_out(path: str) -> IO[str]:
    """``--out``: the results file, opened (so checked) before the first game is played."""
    try:
        return open(path, "w", encoding="utf-8")
    except OSError as exc:
        raise ManastackError(f"{path}: cannot write: {exc.strerror or exc}") from None


def _streamer(path: str, stream: IO[str]) -> Callable[[GameResult], None]:
    """Write each result as one JSON line, flushed, so a run cut short keeps what it played."""
    def write(result: GameResult) -> None:
        try:
            stream.write(json.dumps(result.to_json(), sort_keys=True) + "\n")
            stream.flush()
        except OSError as exc:
            raise ManastackError(f"{path}: cannot write: {exc.strerror or exc}") from None

    return write


# --------------------------------------------------------------------------
# The command line: manastack simulate
# --------------------------------------------------------------------------


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``manastack simulate`` (registered by :mod:`manastack_cli.main`)."""
    parser.add_argument("--deck", action="append", metavar="FILE|NAME",
                        help="a deck list ('4 Lightning Bolt' per line) or a built-in deck "
                             f"({', '.join(builtin_deck_names())}); give it twice for two "
                             f"decks, once for a mirror match (default: the {DEFAULT_DECK} "
                             "mirror)")
    parser.add_argument("--games", type=_positive, default=100, help="games to play (100)")
    parser.add_argument("--seed", type=int, default=0,
                        help="run seed: game i is seeded from it and i (0)")
    parser.add_argument("--game-seed", type=int, default=None, metavar="SEED",
                        help="play only the game of this per-game seed (to replay a failure)")
    parser.add_argument("--agent", choices=sorted(AGENTS), default="random",
                        help="the agent playing both sides (random)")
    parser.add_argument("--workers", type=_positive, default=None,
                        help="worker processes; same per-game results as one; a game whose "
                             "worker dies is reported with its seed, the others are played "
                             "(1; with --backend ray, the CPUs of the local Ray instance: all)")
    parser.add_argument("--backend", choices=BACKENDS, default="local",
                        help="play the games in worker processes of this machine, or as Ray "
                             "tasks (the 'ray' extra of manastack-cli) (local)")
    parser.add_argument("--ray-address", metavar="ADDRESS", default=None,
                        help="the Ray cluster to run on with --backend ray, e.g. 'auto' or "
                             "'ray://HOST:10001' (default: $RAY_ADDRESS, else a local Ray "
                             "instance started for the run)")
    parser.add_argument("--check", action="store_true",
                        help="check the invariants after every action (manastack.invariants)")
    parser.add_argument("--out", metavar="FILE", default=None,
                        help="write one JSON line per game (seed, winner, turns, actions, "
                             "digest), in game order as games finish, and FILE.replay.json "
                             "beside it, from which 'manastack replay' plays each game again")
    parser.add_argument("--max-turns", type=_positive, default=60,
                        help="stop a game as a draw after this turn (60)")
    parser.add_argument("--max-actions", type=_positive, default=3000,
                        help="stop a game as a draw after this many actions (3000)")
    parser.add_argument("--log", action="store_true",
                        help="print the explain log of the game (one game only)")
    parser.add_argument("--quiet", action="store_true",
                        help="no progress on standard error (a bar on a terminal, else a line "
                             f"every {INTERVAL:g} s)")


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _check_backend(args: argparse.Namespace) -> None:
    """Refuse, before any game, what the chosen backend can't do: Ray not installed, a
    cluster address without Ray, a size for a cluster that has its own."""
    if args.backend != "ray":
        if args.ray_address is not None:
            raise ManastackError("--ray-address is for --backend ray")
        return
    from manastack_cli import ray_backend

    ray_backend.require()
    cluster = args.ray_address or os.environ.get(ray_backend.ADDRESS_ENV)
    if args.workers is not None and cluster:
        raise ManastackError(f"--workers sizes a local Ray instance; the cluster at {cluster} "
                             "has its own CPUs: leave --workers out")


def run(args: argparse.Namespace) -> int:
    """``manastack simulate``: play games, print the figures; exit 1 if a game failed or was
    lost with its worker process."""
    deck_args: list[str] = args.deck or [DEFAULT_DECK]
    if len(deck_args) > 2:
        raise ManastackError(f"simulate plays two-player games: give --deck once or twice, "
                             f"not {len(deck_args)} times")
    _check_backend(args)
    enable, disable = plugin_selection(args)
    files = card_files(args)
    rules = Rules.load(enable=enable, disable=disable, env=environment(args),
                       card_files=files)
    decks = [load_deck(spec).check(rules) for spec in deck_args]
    if len(decks) == 1:
        decks.append(decks[0])
    single = args.game_seed is not None or args.games == 1
    if args.log and not single:
        raise ManastackError("--log prints one game: use it with --game-seed or --games 1")
    config = SimConfig(
        decks=(tuple(decks[0].cards()), tuple(decks[1].cards())),
        deck_names=(decks[0].name, decks[1].name), seed=args.seed,
        games=1 if args.game_seed is not None else args.games, agent=args.agent,
        enable=None if enable is None else tuple(enable), disable=tuple(disable),
        check=args.check, max_turns=args.max_turns,
        max_actions=args.max_actions, keep_log=args.log,
        trace_hooks=trace_hooks(args), card_files=files,
        sideboards=(tuple(decks[0].playable_side_cards(rules)),
                    tuple(decks[1].playable_side_cards(rules))),
    )
    out = open_out(args.out) if args.out else None  # refused before any game is played
    try:
        if args.out and os.path.isfile(args.out):  # beside the results (not beside a
            # /dev/stdout), what plays each game again (manastack replay)
            write_recipe(args.out, config.decks, config.deck_names, config.agent,
                         [info.name for info in rules.ruleset.plugins if info.enabled],
                         config.max_turns, config.max_actions, config.card_files,
                         config.sideboards)
        on_result = _streamer(args.out, out) if out is not None else None
        if args.game_seed is not None:
            started = time.perf_counter()
            result = play_game(config, 0, rules=rules, seed=args.game_seed)
            if on_result is not None:
                on_result(result)
            summary = Summary(config=config, results=(result,),
                              seconds=time.perf_counter() - started)
        else:
            workers = args.workers or 1
            show = None if args.quiet else Progress(
                sys.stderr, config.games, terminal=sys.stderr.isatty(),
                workers=min(workers, config.games) if args.backend == "local" else 1)

            def on_lost(lost: LostGame) -> None:  # at once: a run cut short still says it
                if show is not None:
                    show.interrupt()  # below the progress bar
                print(f"manastack: game {lost.index} (seed {lost.seed}) lost: its worker "
                      f"process {lost.cause}", file=sys.stderr)
                print(f"  replay: {replay_command(config, lost, deck_args)}", file=sys.stderr,
                      flush=True)

            try:
                summary = simulate(config, workers=args.workers, progress=show,
                                   on_result=on_result, on_lost=on_lost, backend=args.backend,
                                   ray_address=args.ray_address,
                                   on_worker=None if show is None else show.worker,
                                   on_done=None if show is None else show.update)
            finally:
                if show is not None:
                    show.close()
    finally:
        if out is not None:
            out.close()
    if args.log:
        print(_safe(summary.results[0].log))
        print()
    print(_safe(summary.report()))
    for failed in summary.errors:
        print(terminal_text(f"game {failed.index} (seed {failed.seed}) failed at action "
                            f"{failed.error_action}: {failed.error}"))
        print(terminal_text(f"  replay: {replay_command(config, failed, deck_args)}"))
    return 1 if summary.errors or summary.lost else 0


def _safe(text: str) -> str:
    """``text`` escaped for the terminal line by line: deck names come from the deck files."""
    return "\n".join(terminal_text(line) for line in text.split("\n"))
