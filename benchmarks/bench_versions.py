"""Benchmark: the same random games played by several checkouts of manastack, interleaved.

Run from the repository root, one Python per checkout (each checkout's own virtual
environment, every plugin it has installed)::

    python benchmarks/bench_versions.py --python ../base/.venv/bin/python \
        --python .venv/bin/python --deck vanilla --games 10 --rounds 7

Each round runs every checkout once, in a fresh process, in an order that rotates from
round to round (A B C, B C A, C A B...), so that a change of the shared machine's load
falls on every checkout alike. A run loads the rules (not timed), plays ``--games``
mirror games of ``--deck`` with random agents from ``--seed``, and reports the CPU time
(``time.process_time``) of the games alone. Printed: per checkout, the median and the
spread of games, actions and decisions per CPU-second over the rounds, and the ratio of
its median to the first checkout's. ``--kernel-only`` plays with no plugin but the
kernel's base ones (``enable=[]``). Older checkouts keep the simulator in
``manastack.simulate`` and the decks in ``manastack.decks``; both layouts are read.
Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

#: What each run executes: one checkout's simulator, timed in its own process.
CHILD = r"""
import json, sys, time
deck, games, seed, kernel_only = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "1"
try:
    from manastack_cli.decks import load_deck
    from manastack_cli.simulate import SimConfig, play_game
except ImportError:  # the layout before the command-line package
    from manastack.decks import load_deck
    from manastack.simulate import SimConfig, play_game
from manastack import Rules
enable = () if kernel_only else None
rules = Rules.load(enable=enable)
cards = tuple(load_deck(deck).check(rules).cards())
config = SimConfig(decks=(cards, cards), deck_names=(deck, deck), seed=seed, games=games,
                   enable=enable)
play_game(config, games, rules=rules)  # warm-up: the first card reads, the first imports
cpu = time.process_time()
results = [play_game(config, i, rules=rules) for i in range(games)]
cpu = time.process_time() - cpu
print(json.dumps({"cpu": cpu, "games": len(results),
                  "actions": sum(r.actions for r in results),
                  "decisions": sum(r.decisions for r in results),
                  "turns": sum(r.turns for r in results),
                  "errors": sum(r.outcome == "error" for r in results),
                  "digests": [r.digest for r in results]}))
"""


def run(python: str, deck: str, games: int, seed: int, kernel_only: bool) -> dict[str, float]:
    done = subprocess.run([python, "-c", CHILD, deck, str(games), str(seed),
                           "1" if kernel_only else "0"],
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--python", action="append", required=True,
                        help="a checkout's Python (repeat: the first is the reference)")
    parser.add_argument("--deck", default="vanilla")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kernel-only", action="store_true")
    args = parser.parse_args(argv)
    pythons: list[str] = args.python
    runs: dict[str, list[dict[str, float]]] = {p: [] for p in pythons}
    for r in range(args.rounds):
        order = pythons[r % len(pythons):] + pythons[:r % len(pythons)]
        for python in order:
            found = run(python, args.deck, args.games, args.seed, args.kernel_only)
            runs[python].append(found)
            print(f"round {r + 1}: {python}: {found['actions'] / found['cpu']:.0f} actions/s "
                  f"({found['cpu']:.2f} s CPU)", file=sys.stderr)
    what = "kernel alone" if args.kernel_only else "every installed plugin"
    print(f"{args.deck}, {args.games} games from seed {args.seed}, {args.rounds} interleaved "
          f"rounds, {what}; per CPU-second, median (min-max)")
    reference: dict[str, float] = {}
    for python in pythons:
        line = [python]
        for unit in ("games", "actions", "decisions"):
            rates = [found[unit] / found["cpu"] for found in runs[python]]
            median = statistics.median(rates)
            reference.setdefault(unit, median)
            line.append(f"{unit}/s {median:.1f} ({min(rates):.1f}-{max(rates):.1f}) "
                        f"x{median / reference[unit]:.2f}")
        first = runs[python][0]
        line.append(f"mean turns {first['turns'] / first['games']:.1f}, "
                    f"errors {int(first['errors'])}")
        print("  " + "; ".join(line))
    digests = {python: runs[python][0]["digests"] for python in pythons}
    same = [p for p in pythons if digests[p] == digests[pythons[0]]]
    print(f"  the same games (every log digest) as the first checkout: {len(same)} of "
          f"{len(pythons)}")


if __name__ == "__main__":
    main()
