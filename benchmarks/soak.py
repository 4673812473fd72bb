"""The soak: many games (random or greedy agents) with every invariant checked, across the built-in decks.

Run from the repository root (the result recorded in benchmarks/README.md)::

    python benchmarks/soak.py --games 10000 --workers 2

Spreads ``--games`` games over every matchup of the built-in decks whose
plugins are installed (each deck against itself and against each other deck),
``--agent`` agents (random; greedy plays to win), every installed plugin enabled,
``--check`` on, turns capped at
``--max-turns``. Prints each matchup's line and the totals; every failed game
with its replay command. Exit status 1 if any game failed (an exception or a
broken invariant), else 0.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

try:
    import manastack  # noqa: F401
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))

from manastack_cli.decks import builtin_deck_names, load_deck
from manastack_cli.simulate import AGENTS, SimConfig, replay_command, simulate

from manastack.loading.rules import Rules


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--max-turns", type=int, default=25)
    parser.add_argument("--no-check", action="store_true", help="skip the invariants")
    parser.add_argument("--agent", choices=sorted(AGENTS), default="random",
                        help="the agent playing both sides (greedy: games end by the rules)")
    args = parser.parse_args(argv)
    rules = Rules.load()
    decks = {}
    for name in builtin_deck_names():
        deck = load_deck(name)
        missing = deck.missing_plugins(rules)
        if missing:
            print(f"skipped deck {name!r}: needs plugin(s) {', '.join(missing)}")
            continue
        decks[name] = tuple(deck.check(rules).cards())
    pairs = list(itertools.combinations_with_replacement(sorted(decks), 2))
    per_pair = max(1, args.games // len(pairs))
    started = time.perf_counter()
    total = actions = failed = ended = 0
    turns = 0.0
    for index, (a, b) in enumerate(pairs):
        games = per_pair + (1 if index < args.games - per_pair * len(pairs) else 0)
        config = SimConfig(decks=(decks[a], decks[b]), deck_names=(a, b),
                           seed=args.seed + index, games=games, check=not args.no_check,
                           max_turns=args.max_turns, agent=args.agent)
        summary = simulate(config, workers=args.workers)
        o = summary.outcomes()
        total += summary.games
        actions += summary.actions
        turns += summary.mean_turns() * summary.games
        failed += o["error"]
        ended += o["P1 wins"] + o["P2 wins"] + o["draw"]  # by the rules (CR 104), not a cap
        print(f"{a} vs {b}: {summary.games} games, {summary.actions} actions, mean turns "
              f"{summary.mean_turns():.1f}, P1 {o['P1 wins']} / P2 {o['P2 wins']} / draws "
              f"{o['draw']} / capped {o['turn-cap'] + o['action-cap']}, errors {o['error']} "
              f"({summary.seconds:.0f} s)", flush=True)
        for r in summary.errors:
            print(f"  FAILED seed {r.seed} action {r.error_action}: {r.error}")
            print(f"  replay: {replay_command(config, r, [a, b])}")
    elapsed = time.perf_counter() - started
    print(f"total: {total} games, {actions} actions, mean turns {turns / max(total, 1):.1f}, "
          f"{ended} ({100 * ended / max(total, 1):.1f}%) ended by the rules, "
          f"{failed} failed, invariants {'not ' if args.no_check else ''}checked, "
          f"agent {args.agent}, "
          f"{elapsed:.0f} s on {args.workers} worker(s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
