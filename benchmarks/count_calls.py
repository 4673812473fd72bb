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

try:
    from manastack_cli.decks import load_deck
    from manastack_cli.simulate import SimConfig, play_game
except ImportError:  # the layout before the command-line package
    from manastack.decks import load_deck  # type: ignore[no-redef,import-not-found]
    from manastack.simulate import SimConfig, play_game  # type: ignore[no-redef,import-not-found]

from manastack import Rules


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deck", default="vanilla")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--kernel-only", action="store_true")
    args = parser.parse_args(argv)
    enable = () if args.kernel_only else None
    rules = Rules.load(enable=enable)
    cards = tuple(load_deck(args.deck).check(rules).cards())
    config = SimConfig(decks=(cards, cards), deck_names=(args.deck, args.deck), seed=0,
                       games=args.games, enable=enable)
    play_game(config, args.games, rules=rules)  # warm-up: first card reads, first imports
    profile = cProfile.Profile()
    profile.enable()
    results = [play_game(config, i, rules=rules) for i in range(args.games)]
    profile.disable()
    calls = pstats.Stats(profile, stream=io.StringIO()).total_calls  # type: ignore[attr-defined]
    actions = sum(r.actions for r in results)
    what = "kernel alone" if args.kernel_only else "every installed plugin"
    print(f"{args.deck}, {args.games} games, {what}: {calls} calls, {actions} actions, "
          f"{calls / actions:.0f} calls per action; game 0's digest {results[0].digest[:16]}")


if __name__ == "__main__":
    main()
