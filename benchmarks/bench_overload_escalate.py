"""Benchmark: what overload and escalate add to listing legal actions and to casting.

Run from the repository root (both plugins installed)::

    python benchmarks/bench_overload_escalate.py

Legal actions check every casting permission; with overload each card in hand
has two (its mana cost, its overload cost), and the overloaded one is checked
on its changed text ("each", recognised once and cached). Prints microseconds
per call and the ratio to a kernel-only hand of the same size; then the time
of a whole cast, plain and overloaded / escalated. Not a test: nothing is
asserted.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from manastack.driver import Table
from manastack.model.actions import CastSpell
from manastack.model.decisions import Answer
from manastack.model.objects import PlayerRef

KERNEL_HAND = ("Unsummon", "Lightning Bolt", "Shock", "Murder", "Divination")
OVERLOAD_HAND = ("Cyclonic Rift", "Mizzium Mortars", "Electrickery", "Vandalblast", "Downsize")
ESCALATE_HAND = ("Collective Defiance", "Savage Alliance", "Blessed Alliance",
                 "Borrowed Hostility", "Collective Resistance")


def table(enable: list[str], hand: tuple[str, ...]) -> Table:
    t = Table.new(enable)
    for land in ("Island", "Mountain", "Plains", "Forest", "Swamp"):
        t.lands(0, land, 3)
    t.battlefield(1, "Grizzly Bears", "Hill Giant", "Sol Ring")
    t.hand(0, *hand)
    return t


def per_call(fn: Callable[[], object], n: int) -> float:
    fn()
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - start) / n * 1e6


def legal_actions(t: Table) -> Callable[[], object]:
    def run() -> object:
        t.game._pending = None  # recompute what the active player may do
        return t.game.legal_actions()

    return run


def cast(enable: list[str], name: str, permission: str, answers: list[Answer]) -> Callable[
        [], object]:
    def run() -> object:
        t = table(enable, (name,))
        card = t.find(name).id
        t.game.act(CastSpell(card, permission, name), *answers)
        return t

    return run


def main() -> None:
    base = per_call(legal_actions(table([], KERNEL_HAND)), 200)
    print(f"legal actions, 5 kernel instants:          {base:8.0f} us  1.00x")
    for label, enable, hand in (("5 overload cards", ["overload"], OVERLOAD_HAND),
                                ("5 escalate cards", ["escalate"], ESCALATE_HAND)):
        us = per_call(legal_actions(table(enable, hand)), 200)
        print(f"legal actions, {label}:{' ' * (28 - len(label))}{us:8.0f} us  {us / base:.2f}x")
    setup = per_call(lambda: table(["overload", "escalate"], ("Cyclonic Rift",)), 50)
    hand = per_call(cast(["overload"], "Cyclonic Rift", "hand", []), 50) - setup
    over = per_call(cast(["overload"], "Cyclonic Rift", "overload", []), 50) - setup
    print(f"cast Cyclonic Rift, single target:         {hand:8.0f} us  1.00x")
    print(f"cast Cyclonic Rift, overloaded:            {over:8.0f} us  {over / hand:.2f}x")
    one = per_call(cast(["escalate"], "Collective Defiance", "hand",
                        [Answer("modes", (2,)), Answer("targets", (PlayerRef(1),))]), 50) - setup
    three = per_call(cast(["escalate"], "Collective Defiance", "hand",
                          [Answer("modes", (0, 2)), Answer("targets", (PlayerRef(1),)),
                           Answer("targets", (PlayerRef(1),))]), 50) - setup
    print(f"cast Collective Defiance, one mode:        {one:8.0f} us  1.00x")
    print(f"cast Collective Defiance, escalated:       {three:8.0f} us  {three / one:.2f}x")


if __name__ == "__main__":
    main()
