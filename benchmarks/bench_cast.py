"""Benchmark: casting and resolving a simple spell, with every installed plugin and with none.

Run from the repository root::

    python benchmarks/bench_cast.py

Prints, for the kernel alone and for the kernel plus every installed plugin
(whatever is installed in this environment; their names are printed):

* microseconds per Lightning Bolt cast (601.2a-i, paid by tapping a
  Mountain) and resolved (both players pass, 608), from a typical position
  (six lands, a mana creature, a seven-card hand); this includes listing the
  legal actions before each priority decision and checking state-based actions;
* microseconds to list the legal priority actions in that position;

and the ratio "all plugins / kernel only" for each. Not a test: nothing is
asserted. Figures are CPU time of this process (``time.process_time``, so
other processes on a shared machine matter less), the best of several runs.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    from manastack.engine.legal_actions import legal_priority_actions
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))
    from manastack.engine.legal_actions import legal_priority_actions

from manastack.driver import Table
from manastack.loading.discovery import discover
from manastack.model.actions import CastSpell, PassPriority
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef, Zone

LOOPS = 40  # casts timed per run
RUNS = 9
HAND = ["Lightning Bolt", "Divination", "Craw Wurm", "Murder", "Winterflame", "Blaze",
        "Spectral Procession"]
LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Forest"]


def table(enable: list[str] | None) -> Table:
    """A table in Alice's main phase; ``None`` enables every installed plugin."""
    if enable is None:
        enable = [p.name for p in discover()]
    return Table.new(enable=enable)


def position(enable: list[str] | None) -> Table:
    """A typical early-game position: six lands, a mana creature, a seven-card hand."""
    t = table(enable)
    t.battlefield(0, *LANDS, "Llanowar Elves", "Sol Ring")
    t.battlefield(1, "Grizzly Bears", "Hill Giant")
    t.hand(0, *HAND)
    t.library(0, "Island", "Island")
    t.library(1, "Island", "Island")
    t.game.pending()
    return t


def cast_runner(enable: list[str] | None) -> tuple[Callable[[], None], Callable[[], None]]:
    """Cast + resolve Lightning Bolt from a copy of the position; and the copy alone."""
    game = position(enable).game
    bolt = game.named("Lightning Bolt", Zone.HAND).id
    target = Answer("targets", (PlayerRef(1),))

    def cast_and_resolve() -> None:
        g = game.clone()
        g.act(CastSpell(bolt, "hand", "Lightning Bolt"), target)
        g.act(PassPriority())
        g.act(PassPriority())
        assert g.player(1).life == 17, "the bolt did not resolve"

    def copy() -> None:
        game.clone()

    return cast_and_resolve, copy


def listing_runner(enable: list[str] | None) -> tuple[Callable[[], None], Callable[[], None]]:
    """List the legal priority actions of the position (nothing to subtract)."""
    game = position(enable).game
    legal_priority_actions(game, 0)  # warm the caches (layers, compiled cards)

    def listing() -> None:
        legal_priority_actions(game, 0)

    return listing, lambda: None


def one_run(fn: Callable[[], None]) -> float:
    start = time.process_time()
    for _ in range(LOOPS):
        fn()
    return (time.process_time() - start) / LOOPS * 1e6


def measure(
    make: Callable[[list[str] | None], tuple[Callable[[], None], Callable[[], None]]],
) -> tuple[float, float]:
    """Best per-call time for kernel only and all plugins, runs interleaved (less drift)."""
    kernel, everything = make([]), make(None)
    best = [float("inf")] * 4
    for _ in range(RUNS):
        for k, fn in enumerate((kernel[0], kernel[1], everything[0], everything[1])):
            best[k] = min(best[k], one_run(fn))
    return best[0] - best[1], best[2] - best[3]


def main() -> None:
    installed = [p.name for p in discover()]
    shown = ", ".join(installed) if installed else "none installed"
    print(f"plugins installed: {shown}\n")
    rows = [
        ("cast + resolve Lightning Bolt", cast_runner),
        ("list legal actions (7 cards)", listing_runner),
    ]
    print(f"{'':<32}{'kernel only':>14}{'all plugins':>14}{'ratio':>8}")
    for label, make in rows:
        alone, everything = measure(make)
        print(f"{label:<32}{alone:>12.1f}us{everything:>12.1f}us{everything / alone:>8.2f}")


if __name__ == "__main__":
    main()
