"""Benchmark: what share of a random game's CPU each kind of work takes, by cProfile.

Run from the repository root::

    python benchmarks/profile_shares.py --deck vanilla --games 5 [--kernel-only]

Plays the games ``count_calls.py`` plays (one warm-up game, then games 0 to ``--games``-1 of
``SimConfig(seed=0)``, mirror match, random agents) under ``cProfile``, and sums the time
spent inside the functions of each group (their own time, not their callees'), as a share of
the whole:

* **immutable values**: ``attrs.evolve``, the ``__init__`` attrs generates for the model's
  frozen classes, the state's copy at each transaction (CR 732), the engine's functions that
  store a new object or player value and the turn's ``passing``: the work a mutable state
  with an undo log would replace (it would still make the values it creates anew);
* **pluggy's dispatch**: the plugin manager's callers and ``_multicall``;
* **the log**: events made and logged, and the digest's JSON.

What is left is the rules' own work (listing, costs, layers, combat...). The profiler slows
every call alike, so the shares are what it tells, not the times. Not a test: nothing is
asserted.
"""

from __future__ import annotations

import pstats
from collections.abc import Callable

from count_calls import arguments, profiled_games  # this folder's: the same seeded games

#: A profiled function: (file name, first line, function name).
Where = tuple[str, int, str]

_STORED = {"_store", "_checkpoint", "set_object", "set_player", "update", "update_player"}

GROUPS: dict[str, Callable[[Where], bool]] = {
    "immutable values (evolve, attrs __init__, copies, stores)": lambda f: (
        (f[0].endswith("attr/_make.py") and f[2] == "evolve")
        or ("attrs generated methods" in f[0] and f[2] == "__init__")
        or (f[0].endswith("model/state.py") and f[2] == "copy")
        or (f[0].endswith("engine/game.py") and f[2] in _STORED)
        or (f[0].endswith("model/turns.py") and f[2] in ("passing", "changed"))
        or (f[0].endswith("model/objects.py") and f[2] == "replace")),
    "pluggy's dispatch": lambda f: "/pluggy/" in f[0],
    "the log (events, digest)": lambda f: (
        "/json/" in f[0] or f[0].endswith("model/events.py") or "Event>" in f[0]
        or (f[0].endswith("engine/game.py") and f[2] in ("log_event", "log_digest"))),
}


def measure(deck: str, games: int, kernel_only: bool) -> tuple[float, dict[str, float], int]:
    """The profiled total (seconds), each group's share of it, and the actions played."""
    profile, results = profiled_games(deck, games, kernel_only)
    stats = pstats.Stats(profile)
    table = stats.stats  # type: ignore[attr-defined]
    total: float = stats.total_tt  # type: ignore[attr-defined]
    shares = {name: sum(v[2] for f, v in table.items() if test(f)) / total
              for name, test in GROUPS.items()}
    return total, shares, sum(r.actions for r in results)


def main(argv: list[str] | None = None) -> None:
    args = arguments(__doc__.split("\n")[0], argv)
    total, shares, actions = measure(args.deck, args.games, args.kernel_only)
    what = "kernel alone" if args.kernel_only else "every installed plugin"
    print(f"{args.deck}, {args.games} games, {what}: {actions} actions, {total:.2f} s profiled")
    for name, share in shares.items():
        print(f"  {name}: {100 * share:.1f}%")
    print(f"  the rules' own work: {100 * (1 - sum(shares.values())):.1f}%")

if __name__ == "__main__":
    main()
