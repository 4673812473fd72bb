"""Benchmark: what flashback, escape and delve cost when legal actions are listed.

Run from the repository root (the three plugins installed)::

    python benchmarks/bench_graveyard.py

Their permission hooks scan the graveyard each time the actions of a priority
decision are listed. For graveyards of 10, 30 and 90 cards, prints the time of
one listing (the layer cache invalidated each time, as after any game action)
with the kernel alone, with the three plugins (ratio to the kernel), and with
the three plugins and Underworld Breach on the battlefield (every nonland card
in the graveyard then has an escape permission whose affordability is checked).
Best of 7 rounds (the machine's noise is large). Not a test: nothing is asserted.
"""

from __future__ import annotations

import time

from manastack.driver import Table
from manastack.engine.legal_actions import legal_priority_actions

FILLER = ("Island", "Forest", "Swamp", "Shock", "Hill Giant", "Lightning Bolt")
SIZES = (10, 30, 90)
ROUNDS = 7
CALLS = 200


def table(enable: list[str], size: int, breach: bool = False) -> Table:
    t = Table.new(enable)
    t.lands(0, "Island", 4)
    t.lands(0, "Swamp", 3)
    t.hand(0, "Lightning Bolt", "Divination", "Grizzly Bears")
    for i in range(size):
        t.graveyard(0, FILLER[i % len(FILLER)])
    if breach:
        t.battlefield(0, "Underworld Breach")  # every nonland card there has escape
    return t


def per_call(t: Table) -> float:
    game = t.game
    best = float("inf")
    for _ in range(ROUNDS):
        start = time.perf_counter()
        for _ in range(CALLS):
            game._cache_version = -1  # as if the game had just changed
            legal_priority_actions(game, 0)
        best = min(best, (time.perf_counter() - start) / CALLS)
    return best


def main() -> None:
    graveyard = ["flashback", "escape", "delve"]
    print(f"{'graveyard':>9}  {'kernel':>8}  {'+plugins':>8}  ratio  {'+Breach':>8}")
    for size in SIZES:
        kernel = per_call(table([], size))
        plugins = per_call(table(graveyard, size))
        breach = per_call(table(graveyard, size, breach=True))
        print(f"{size:>9}  {kernel * 1e6:>6.0f}us  {plugins * 1e6:>6.0f}us  {plugins / kernel:>5.2f}"
              f"  {breach * 1e6:>6.0f}us")


if __name__ == "__main__":
    main()
