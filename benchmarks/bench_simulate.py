"""Benchmark: random-play throughput (actions/s, games/s) on each built-in deck.

Run from the repository root::

    python benchmarks/bench_simulate.py [--games 20] [--seed 0] [--deck vanilla ...]

For each built-in deck whose plugins are installed (others are listed as
skipped, with the plugin they need), plays ``--games`` mirror-match games with
random agents on one process, every installed plugin enabled, and prints
games/s, actions/s, decisions/s and mean turns. Rates are per second of this
process's CPU time (``time.process_time``), so that a machine shared with other
work gives comparable figures; wall-clock rates are what ``manastack simulate``
prints. An *action* is a top-level
decision answered by an agent (a priority action, declaring attackers or
blockers; priorities where passing is the only option are passed by the
engine), a *decision* any answer an agent gave (targets, modes... included).
Not a test: nothing is asserted.
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

from manastack_cli.decks import DeckNeedsPluginError, builtin_deck_names, load_deck
from manastack_cli.simulate import SimConfig, simulate

from manastack.loading.rules import Rules


def measure(deck: str, games: int, seed: int = 0, *, enable: tuple[str, ...] | None = None,
            agent: str = "random", check: bool = False) -> dict[str, Any]:
    """Play ``games`` mirror games of ``deck``; the figures as a dict (``skipped`` if it can't)."""
    rules = Rules.load(enable=enable)
    try:
        parsed = load_deck(deck).check(rules)
    except DeckNeedsPluginError as exc:
        return {"deck": deck, "skipped": f"needs plugin(s) {', '.join(exc.plugins)}"}
    cards = tuple(parsed.cards())
    config = SimConfig(decks=(cards, cards), deck_names=(deck, deck), seed=seed, games=games,
                       agent=agent, enable=enable, check=check)
    cpu = time.process_time()
    summary = simulate(config)
    cpu = time.process_time() - cpu
    return {
        "deck": deck,
        "games": summary.games,
        "seconds": summary.seconds,
        "cpu_seconds": cpu,
        "actions": summary.actions,
        "games_per_s": summary.games / cpu,
        "actions_per_s": summary.actions / cpu,
        "decisions_per_s": summary.decisions / cpu,
        "mean_turns": summary.mean_turns(),
        "errors": len(summary.errors),
        "digests": [r.digest for r in summary.results],
    }


def report(rows: list[dict[str, Any]]) -> list[str]:
    lines = [f"{'deck':<16} {'games':>5} {'games/s':>8} {'actions/s':>10} {'decisions/s':>12} "
             f"{'mean turns':>10}"]
    for row in rows:
        if "skipped" in row:
            lines.append(f"{row['deck']:<16} skipped: {row['skipped']}")
            continue
        err = f"  ERRORS: {row['errors']}" if row["errors"] else ""
        lines.append(f"{row['deck']:<16} {row['games']:>5} {row['games_per_s']:>8.2f} "
                     f"{row['actions_per_s']:>10.0f} {row['decisions_per_s']:>12.0f} "
                     f"{row['mean_turns']:>10.1f}{err}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--deck", action="append", default=None,
                        help="a built-in deck (default: all of them)")
    args = parser.parse_args(argv)
    decks = args.deck or builtin_deck_names()
    started = time.perf_counter()
    rows = [measure(d, args.games, args.seed) for d in decks]
    print("Random-play throughput (mirror matches, random agents, one process, all installed "
          "plugins)")
    for line in report(rows):
        print("  " + line)
    print(f"  ({time.perf_counter() - started:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
