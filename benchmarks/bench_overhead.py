"""Benchmark: plugin overhead, the vanilla deck with every plugin enabled vs the kernel alone.

Run from the repository root::

    python benchmarks/bench_overhead.py [--games 20] [--seed 0] [--rounds 2]

Plays the same games (same per-game seeds, random agents, the vanilla built-in
deck in a mirror match) with the kernel alone (``Rules.load(enable=[])``) and
with every installed plugin enabled, interleaved game by game in one run so
that both see the same machine, and prints the CPU time of each and the ratio
(target: at most 1.10x). The vanilla deck uses no keyword, so both runs must
play identical games: the script also says whether every game's log digest is
the same under both rule sets. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

try:
    import manastack  # noqa: F401
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))

from manastack_cli.decks import load_deck
from manastack_cli.simulate import SimConfig, play_game

from manastack.loading.rules import Rules

DECK = "vanilla"
TARGET = 1.10


def measure(games: int, seed: int = 0, rounds: int = 2) -> dict[str, Any]:
    kernel = Rules.load(enable=[])
    everything = Rules.load()
    cards = tuple(load_deck(DECK).check(kernel).cards())
    configs = {
        "kernel": (SimConfig(decks=(cards, cards), seed=seed, games=games, enable=()), kernel),
        "all": (SimConfig(decks=(cards, cards), seed=seed, games=games), everything),
    }
    cpu = {"kernel": 0.0, "all": 0.0}
    actions = {"kernel": 0, "all": 0}
    digests: dict[str, list[str]] = {"kernel": [], "all": []}
    for round_ in range(rounds):
        for i in range(games):
            order = ("kernel", "all") if (i + round_) % 2 == 0 else ("all", "kernel")
            for key in order:
                config, rules = configs[key]
                started = time.process_time()
                result = play_game(config, i, rules=rules)
                cpu[key] += time.process_time() - started
                actions[key] += result.actions
                if round_ == 0:
                    digests[key].append(result.digest)
    plugins = [p for p in everything.ruleset.enabled if p != "core"]
    return {
        "games": games, "rounds": rounds, "plugins": plugins, "cpu": cpu, "actions": actions,
        "ratio": cpu["all"] / cpu["kernel"] if cpu["kernel"] else 0.0,
        "same_games": digests["kernel"] == digests["all"],
    }


def report(out: dict[str, Any]) -> list[str]:
    k, a = out["cpu"]["kernel"], out["cpu"]["all"]
    verdict = "meets" if out["ratio"] <= TARGET else "misses"
    return [
        f"kernel alone       {k:7.2f} CPU-s  {out['actions']['kernel'] / k:6.0f} actions/s",
        f"all plugins ({len(out['plugins'])})  {a:7.2f} CPU-s  {out['actions']['all'] / a:6.0f} "
        f"actions/s  [{', '.join(out['plugins'])}]",
        f"ratio              {out['ratio']:7.3f}x  ({verdict} the {TARGET:.2f}x target); identical "
        f"games: {'yes' if out['same_games'] else 'NO'}",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args(argv)
    out = measure(args.games, args.seed, args.rounds)
    print(f"Plugin overhead: deck {DECK!r} mirror, {args.games} games x {args.rounds} rounds, "
          "same seeds, interleaved")
    for line in report(out):
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
