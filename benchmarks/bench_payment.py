"""Benchmark: time per ``solve_payment`` call as the number of mana sources doubles.

Run from the repository root::

    python benchmarks/bench_payment.py

For 8, 16, 32 and 64 sources (a mix of basics, dual lands, "any colour"
sources and the odd Sol Ring) and a few representative costs, prints the time
per solve in microseconds and the ratio to the previous size.  A ratio near 2
means linear growth, near 4 quadratic.  Then the time of ``can_pay`` (the
yes/no question legal-action listings ask) relative to the full solver.  Not
a test: nothing is asserted.
"""

from __future__ import annotations

import itertools
import sys
import time
from pathlib import Path
from typing import Any

try:
    from manastack.engine.mana_solver import can_pay, solve_payment
    from manastack.model.mana import COLORS, ManaCost, ManaSource
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))
    from manastack.engine.mana_solver import can_pay, solve_payment
    from manastack.model.mana import COLORS, ManaCost, ManaSource

SIZES = (8, 16, 32, 64)
DUALS = (("W", "U"), ("U", "B"), ("B", "R"), ("R", "G"), ("G", "W"))

# (label, cost, keyword arguments); the last ones can't be paid, so the
# solver has to look at every source before saying so.
CASES: list[tuple[str, str, dict[str, int]]] = [
    ("two colours", "{2}{W}{U}", {}),
    ("heavy green", "{3}{G}{G}", {}),
    ("hybrid + Phyrexian", "{1}{W/U}{W/U}{B/P}", {"life": 20}),
    ("five colours", "{W}{U}{B}{R}{G}", {}),
    ("Spectral Procession", "{2/W}{2/W}{2/W}", {}),
    ("delve-style", "{6}{U}{U}", {"generic_alternatives": 4}),
    ("big generic", "{7}", {}),
    ("impossible {C}{C}", "{C}{C}", {}),
    ("impossible: too much", "{99}{W}", {}),
]


def board(n: int) -> list[ManaSource]:
    """n sources: half basics, a quarter dual lands, the rest any colour; one Sol Ring per 16."""
    out: list[ManaSource] = []
    for i in range(n):
        slot = i % 8
        if slot < 4:
            colors: tuple[str, ...] = (COLORS[i % 5],)
        elif slot < 6:
            colors = DUALS[i % 5]
        else:
            colors = COLORS
        out.append(ManaSource(i, colors))
    for k in range(n // 16):
        out[k * 16 + 7] = ManaSource(k * 16 + 7, ("C",), amount=2)
    return out


def time_per_call(
    cost: ManaCost, sources: list[ManaSource], kw: dict[str, int], fn: Any = solve_payment
) -> float:
    """Fastest of 15 short runs, CPU microseconds per call (the minimum filters out noise)."""
    fn(cost, sources=sources, **kw)  # warm up
    best = float("inf")
    for _ in range(15):
        loops = 0
        start = time.process_time()
        elapsed = 0.0
        while elapsed < 0.01:
            for _ in range(10):
                fn(cost, sources=sources, **kw)
            loops += 10
            elapsed = time.process_time() - start
        best = min(best, elapsed / loops)
    return best * 1e6


def main() -> None:
    boards = {n: board(n) for n in SIZES}
    header = f"{'cost':<36}" + "".join(f"{n:>9} src" for n in SIZES) + "   ratios (x2 sources)"
    print(header)
    print("-" * len(header))
    worst = 0.0
    for label, text, kw in CASES:
        cost = ManaCost.parse(text)
        times = [time_per_call(cost, boards[n], kw) for n in SIZES]
        ratios = [b / a for a, b in itertools.pairwise(times)]
        worst = max(worst, *ratios)
        paid = solve_payment(cost, sources=boards[8], **kw) is not None
        name = f"{label} {text}" + ("" if paid else " (none)")
        cells = "".join(f"{t:>10.1f}us" for t in times)
        print(f"{name:<36}{cells}   " + " ".join(f"{r:.2f}" for r in ratios))
    print(f"\nlargest ratio between successive doublings: {worst:.2f} (2 = linear, 4 = quadratic)")
    # The affordability question of legal-action listings: can_pay vs the full solver.
    print(f"\n{'can_pay / solve_payment (time ratio)':<36}" + "".join(f"{n:>13}" for n in SIZES))
    for label, text, kw in CASES:
        cost = ManaCost.parse(text)
        cells = ""
        for n in SIZES:
            fast = time_per_call(cost, boards[n], kw, can_pay)
            full = time_per_call(cost, boards[n], kw)
            cells += f"{fast / full:>13.2f}"
        print(f"{label:<36}{cells}")


if __name__ == "__main__":
    main()
