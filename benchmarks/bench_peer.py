"""Benchmark: manastack side by side with the other engines a Python user can drive, interleaved.

Run from the repository root::

    pip install phase-python python-mtg     # optional: an engine not installed is skipped
    python benchmarks/bench_peer.py [--games 30] [--seed 0]

The peers, each played when it is installed and runs here:

* **phase-python** (the Python binding of the Rust engine phase.rs): its card data is built
  with its ``build_oracle_face`` from the same Oracle corpus manastack reads (python-mtg's
  ``oracle_corpus.json``) for exactly the deck's cards; nothing of phase is copied or
  committed here;
* **python-mtg** (``mtg.Game``, its rules engine driven from Python, the ``two-player``
  variant);
* **managym** (a compiled engine with a Python API) would be played the same way, but no
  wheel of it installs on this machine's Python (``pip install managym`` finds none): it is
  reported as skipped with that reason, never guessed at.

Every engine plays the vanilla built-in deck in a mirror match (basic lands, vanilla
creatures, burn), two players at 20 life, random legal play to the end of the game (or
``MAX_DECISIONS``), game *i* seeded with ``--seed`` + *i*; mulligans are skipped (manastack
doesn't offer them here, phase-python is told to keep, python-mtg answers them with its own
internal policy, not counted as decisions). A **decision** is each answer a random agent gives,
passing included: manastack runs with ``auto_pass`` off here, phase-python counts each
``apply`` of one of its ``actions()``, python-mtg each ``push`` of one of its
``legal_moves`` (which name every copy of a card apart: its decisions are finer, so games/s
and turns/s compare the engines more fairly than decisions/s).

The engines are interleaved game by game in an order that rotates (A B C, B C A, C A B...)
so that a change of the shared machine's load falls on all alike; each game is timed alone
in this process's CPU time (``time.process_time``), its set-up included, after an untimed
``gc.collect()`` (else one engine's garbage, python-mtg's large heap above all, is collected
in the next one's time: one manastack game took 1.6 s that way instead of 0.1 s); one untimed
game per engine first (card data loaded, first imports). Printed per engine: games/s, turns/s and
decisions/s per CPU-second with the spread of the per-game rates (min-max), mean turns and
how the games ended; then manastack's ratio to each peer. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import gc
import importlib.metadata
import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

try:
    import manastack  # noqa: F401
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))

from manastack_cli.decks import load_deck
from manastack_cli.simulate import new_game

from manastack.engine.game import Game
from manastack.loading.rules import Rules
from manastack.model.decisions import Decision, RandomAgent

DECK = "vanilla"
MAX_DECISIONS = 20_000  # per game, for every engine (a loop can't hang the benchmark)
TARGET_RATIO = 5.0  # decisions/s against phase-python

#: One game of an engine: (decisions, turns, how it ended) from a seed.
Play = Callable[[int], tuple[int, int, str]]


def _corpus() -> dict[str, dict[str, Any]] | None:
    try:
        import mtg  # type: ignore[import-untyped]
    except ImportError:
        return None
    path = Path(os.environ.get("MANASTACK_ORACLE_CORPUS")
                or Path(mtg.__file__).parent / "_data" / "oracle_corpus.json")
    if not path.is_file():
        return None
    return {c["name"]: c for c in json.loads(path.read_text(encoding="utf-8"))}


def _phase_engine(cards: list[str], corpus: dict[str, dict[str, Any]]) -> Any:
    """A phase-python Engine whose card database is exactly ``cards``, from the corpus."""
    from phase import Engine, build_oracle_face

    faces = {}
    for name in sorted(set(cards)):
        record = dict(corpus[name])
        # fields of MTGJSON's AtomicCard that the corpus leaves out
        cost = record.get("manaCost") or ""
        record.setdefault("colors", [c for c in "WUBRG" if "{" + c in cost or c + "}" in cost])
        record.setdefault("manaValue", 0.0)
        record.setdefault("identifiers", {})
        faces[name.lower()] = build_oracle_face(record, None)
    return Engine.from_json(json.dumps(faces))


def play_phase(engine: Any, deck: list[str], seed: int) -> tuple[int, int, str]:
    """One random game in phase-python: (decisions, turns, how it ended)."""
    rng = random.Random(seed)
    game = engine.new_game(player=deck, opponent=deck, seed=seed, first_player=seed % 2)
    decisions = 0
    while decisions < MAX_DECISIONS:
        waiting = game.waiting_for()
        kind = waiting.get("type")
        if kind == "GameOver":
            return decisions, game.turn, "over"
        actions = game.actions()
        if not actions:
            return decisions, game.turn, f"stuck at {kind}"
        data = waiting.get("data")
        if kind == "MulliganDecision":  # mulligans skipped: keep
            actor = data["pending"][0]["player"]
            keep = [a for a in actions if a.data["choice"]["type"] == "Keep"]
            game.apply(actor, keep[0])
            continue
        actor = data["player"] if isinstance(data, dict) and "player" in data \
            else game.priority_player()
        game.apply(actor, actions[rng.randrange(len(actions))])
        decisions += 1
    return decisions, game.turn, "cap"


def play_python_mtg(deck: list[str], seed: int) -> tuple[int, int, str]:
    """One random game in python-mtg: (decisions, turns, how it ended)."""
    import mtg

    rng = random.Random(seed)
    game = mtg.Game.new(deck, deck, seed=seed, variant="two-player")
    decisions = 0
    while decisions < MAX_DECISIONS:
        if game.is_game_over():
            return decisions, game.turn_number, "over"
        moves = game.legal_moves
        if not moves:
            return decisions, game.turn_number, "stuck"
        game.push(moves[rng.randrange(len(moves))])
        decisions += 1
    return decisions, game.turn_number, "cap"


class _CountingRandom:
    def __init__(self) -> None:
        self.agent = RandomAgent()
        self.count = 0

    def choose(self, game: Game, decision: Decision) -> Any:
        self.count += 1
        return self.agent.choose(game, decision)


def play_manastack(rules: Rules, deck: list[str], seed: int) -> tuple[int, int, str]:
    """One random game in manastack with every priority answered by the agents."""
    from manastack.errors import IllegalActionError
    from manastack.model.actions import PassPriority

    agents = [_CountingRandom(), _CountingRandom()]
    game = new_game(rules, (deck, deck), seed, agents, auto_pass=False)
    while sum(a.count for a in agents) < MAX_DECISIONS:
        decision = game.pending()
        if decision is None:
            break
        answer = agents[decision.player].choose(game, decision)
        try:
            game.respond(answer)
        except IllegalActionError:
            passes = [o for o in decision.options if isinstance(o, PassPriority)]
            game.respond(passes[:1] if passes else decision.options[: decision.min])
    ended = "over" if game.state.over else "cap"
    return sum(a.count for a in agents), game.state.turn.number, ended


def _version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "?"


def engines(rules: Rules, deck: list[str]) -> tuple[dict[str, Play], dict[str, str],
                                                    dict[str, str]]:
    """The engines to play, keyed by name (manastack first); the peers skipped and why;
    each engine's version."""
    found: dict[str, Play] = {"manastack": lambda seed: play_manastack(rules, deck, seed)}
    versions = {"manastack": _version("manastack-core")}
    skipped: dict[str, str] = {}
    try:
        import phase  # noqa: F401
    except ImportError:
        skipped["phase-python"] = "not installed (pip install phase-python)"
    else:
        corpus = _corpus()
        if corpus is None:
            skipped["phase-python"] = ("the Oracle corpus is not installed (pip install "
                                       "python-mtg, or set MANASTACK_ORACLE_CORPUS)")
        else:
            engine = _phase_engine(deck, corpus)
            found["phase-python"] = lambda seed: play_phase(engine, deck, seed)
            versions["phase-python"] = _version("phase-python")
    try:
        import mtg
    except ImportError:
        skipped["python-mtg"] = "not installed (pip install python-mtg)"
    else:
        if not mtg.engine_available():
            skipped["python-mtg"] = "installed, but its rules engine is not available here"
        else:
            found["python-mtg"] = lambda seed: play_python_mtg(deck, seed)
            versions["python-mtg"] = _version("python-mtg")
    try:
        import managym  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:
        skipped["managym"] = "not installed: no wheel of it installs here (pip install managym)"
    else:
        skipped["managym"] = "installed, but this benchmark has no driver for it yet"
    return found, skipped, versions


def measure(games: int, seed: int = 0) -> dict[str, Any]:
    """Every available engine's figures, interleaved game by game in a rotating order.

    ``engines``: per engine, its summary; ``skipped``: the peers not played and why;
    ``ratios``: manastack's games/s, turns/s and decisions/s over each peer's; ``ratio``:
    over phase-python's decisions/s, when it was played."""
    rules = Rules.load()  # every installed plugin, as a user would run it
    deck = load_deck(DECK).check(rules).cards()
    found, skipped, versions = engines(rules, deck)
    names = list(found)
    totals: dict[str, dict[str, Any]] = {
        name: {"games": 0, "decisions": 0, "turns": 0, "cpu_seconds": 0.0, "per_game": [],
               "endings": {}} for name in names}
    for name in names:
        found[name](seed + games)  # one untimed game: card data, first imports
    for i in range(games):
        for k in range(len(names)):  # A B C, B C A, C A B...
            name = names[(i + k) % len(names)]
            gc.collect()  # the previous engine's garbage is not collected in this one's time
            cpu = time.process_time()
            decisions, turns, ended = found[name](seed + i)
            cpu = time.process_time() - cpu
            total = totals[name]
            total["games"] += 1
            total["decisions"] += decisions
            total["turns"] += turns
            total["cpu_seconds"] += cpu
            total["per_game"].append((decisions, turns, cpu))
            total["endings"][ended] = total["endings"].get(ended, 0) + 1
    out: dict[str, Any] = {"deck": DECK, "games": games, "skipped": skipped,
                           "engines": {name: {**_summary(totals[name]),
                                              "version": versions[name]} for name in names}}
    mine = out["engines"]["manastack"]
    out["ratios"] = {name: {rate: mine[rate] / theirs[rate] if theirs[rate] else 0.0
                            for rate in ("games_per_s", "turns_per_s", "decisions_per_s")}
                     for name, theirs in out["engines"].items() if name != "manastack"}
    if "phase-python" in out["ratios"]:
        out["ratio"] = out["ratios"]["phase-python"]["decisions_per_s"]
    return out


def _summary(total: dict[str, Any]) -> dict[str, Any]:
    cpu = total["cpu_seconds"] or float("inf")
    per_game = [(d / c, t / c, 1 / c) for d, t, c in total["per_game"] if c > 0] or [(0, 0, 0)]
    return {"games": total["games"], "decisions": total["decisions"], "cpu_seconds": cpu,
            "games_per_s": total["games"] / cpu, "turns_per_s": total["turns"] / cpu,
            "decisions_per_s": total["decisions"] / cpu,
            "spread": {rate: (min(g[i] for g in per_game), max(g[i] for g in per_game))
                       for i, rate in enumerate(("decisions_per_s", "turns_per_s",
                                                 "games_per_s"))},
            "mean_turns": total["turns"] / max(total["games"], 1),
            "endings": total["endings"]}


def report(out: dict[str, Any]) -> list[str]:
    lines = []
    for name, e in out["engines"].items():
        s = e["spread"]
        ended = ", ".join(f"{k} {v}" for k, v in sorted(e["endings"].items()))
        lines.append(
            f"{name:<13} games/s {e['games_per_s']:7.2f} ({s['games_per_s'][0]:.2f}-"
            f"{s['games_per_s'][1]:.2f})  turns/s {e['turns_per_s']:7.1f} "
            f"({s['turns_per_s'][0]:.1f}-{s['turns_per_s'][1]:.1f})  decisions/s "
            f"{e['decisions_per_s']:7.0f} ({s['decisions_per_s'][0]:.0f}-"
            f"{s['decisions_per_s'][1]:.0f})  mean {e['mean_turns']:.1f} turns, "
            f"{e['cpu_seconds']:.2f} CPU-s; {ended}; version {e['version']}")
    for name, why in out["skipped"].items():
        lines.append(f"{name:<13} skipped: {why}")
    for name, r in out["ratios"].items():
        lines.append(f"manastack / {name}: games/s {r['games_per_s']:.2f}x, turns/s "
                     f"{r['turns_per_s']:.2f}x, decisions/s {r['decisions_per_s']:.2f}x")
    if "ratio" in out:
        verdict = "meets" if out["ratio"] >= TARGET_RATIO else "misses"
        lines.append(f"decisions/s against phase-python {out['ratio']:.2f}x ({verdict} the "
                     f"{TARGET_RATIO:.0f}x target)")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    out = measure(args.games, args.seed)
    print(f"Side by side: {args.games} random games per engine, deck {DECK!r} mirror, "
          "interleaved game by game; per CPU-second, min-max of the per-game rates")
    for line in report(out):
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
