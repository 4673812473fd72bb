"""Benchmark without the clock: Python calls per action over seeded random games.

Run from the repository root (or with another checkout's Python: older checkouts keep the
simulator in ``manastack.simulate``)::

    python benchmarks/count_calls.py --deck vanilla --games 5 [--kernel-only]

Plays one warm-up game, then games 0 to ``--games``-1 of ``SimConfig(seed=0)`` (mirror
match, random agents) under ``cProfile`` and prints the calls it counted (Python functions
and the built-ins they call) per agent action, and the first game's log digest. The count
does not move with the load of a shared machine: the same games give the same count, which
is how two trees playing the same games (equal digests) are compared when timings are too
noisy. Not a test: nothing is asserted.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
from typing import Any

try:
    from manastack_cli.decks import load_deck
    from manastack_cli.simulate import SimConfig, play_game
except ImportError:  # the layout before the command-line package
    from manastack.decks import load_deck  # type: ignore[no-redef,import-not-found]
    from manastack.simulate import SimConfig, play_game  # type: ignore[no-redef,import-not-found]

from manastack import Rules


def arguments(description: str, argv: list[str] | None = None) -> argparse.Namespace:
    """``--deck``, ``--games`` and ``--kernel-only``, as the scripts profiling seeded games
    take them."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--deck", default="vanilla")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--kernel-only", action="store_true")
    return parser.parse_args(argv)


def profiled_games(deck: str, games: int, kernel_only: bool) -> tuple[cProfile.Profile, list[Any]]:
    """Games 0 to ``games``-1 of ``SimConfig(seed=0)`` played under a profile, after one
    warm-up game (the first card reads, the first imports); the profile and the results."""
    enable = () if kernel_only else None
    rules = Rules.load(enable=enable)
    cards = tuple(load_deck(deck).check(rules).cards())
    config = SimConfig(decks=(cards, cards), deck_names=(deck, deck), seed=0, games=games,
                       enable=enable)
    play_game(config, games, rules=rules)  # warm-up: first card reads, first imports
    profile = cProfile.Profile()
    profile.enable()
    results = [play_game(config, i, rules=rules) for i in range(games)]
    profile.disable()
    return profile, results


def main(argv: list[str] | None = None) -> None:
    args = arguments(__doc__.split("\n")[0], argv)
    profile, results = profiled_games(args.deck, args.games, args.kernel_only)
    calls = pstats.Stats(profile, stream=io.StringIO()).total_calls  # type: ignore[attr-defined]
    actions = sum(r.actions for r in results)
    what = "kernel alone" if args.kernel_only else "every installed plugin"
    print(f"{args.deck}, {args.games} games, {what}: {calls} calls, {actions} actions, "
          f"{calls / actions:.0f} calls per action; game 0's digest {results[0].digest[:16]}")

if __name__ == "__main__":
    main()
