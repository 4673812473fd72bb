"""Benchmark: recomputing characteristics (the CR 613 layer pass) as the game doubles.

Run from the repository root::

    python benchmarks/bench_layers.py

For 250, 500, 1000 and 2000 permanents, with as many continuous effects
from resolved spells (one per permanent, spread over layers 2, 4, 5, 6, 7b and
7c), keyword and +1/+1 counters, a static ability on a third of the creatures
and a few global anthems, prints:

- the time of one full layer pass and the ratio to the previous size (2 =
  linear growth, 4 = quadratic; the target is at most 2.2);
- the Python function calls one pass makes (a measure of work that machine
  load can't blur: it doubles exactly when the pass is linear);
- the time per ``game.power()`` query once the pass is cached, and per tap (or
  untap) followed by a query: tapping can't change characteristics here, so
  the pass is kept and the time doesn't grow with the game.

Not a test: nothing is asserted.
"""

from __future__ import annotations

import gc
import sys
import time
from pathlib import Path

try:
    from manastack.engine.layers import recompute
    from manastack.model.continuous import UNTIL_END_OF_TURN
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))
    from manastack.engine.layers import recompute
    from manastack.model.continuous import UNTIL_END_OF_TURN

from manastack.engine.game import Game
from manastack.loading.rules import Rules
from manastack.model.abilities import KeywordAbility, StaticAbility
from manastack.model.continuous import (
    AddAbilities,
    AddTypes,
    ContinuousEffect,
    ModifyPT,
    SetColors,
    SetController,
    SetPT,
    StaticEffect,
)
from manastack.model.filters import ObjectFilter
from manastack.model.mana import ManaCost
from manastack.model.objects import Card
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine

SIZES = (250, 500, 1000, 2000)


def cards() -> list[Card]:
    """A few kinds of permanents: vanilla, keyworded, with a self static ability."""
    plain = Card(name="Bench Bear", type_line=TypeLine.parse("Creature — Bear"),
                 mana_cost=ManaCost.parse("{1}{G}"), colors=frozenset("G"), power="2",
                 toughness="2")
    flyer = Card(name="Bench Bird", type_line=TypeLine.parse("Creature — Bird"),
                 mana_cost=ManaCost.parse("{1}{W}"), colors=frozenset("W"), power="1",
                 toughness="1", abilities=(KeywordAbility(keyword="flying"),))
    grower = Card(name="Bench Grower", type_line=TypeLine.parse("Creature — Elf"),
                  mana_cost=ManaCost.parse("{G}"), colors=frozenset("G"), power="1",
                  toughness="1", abilities=(StaticAbility(effects=(StaticEffect(
                      parts=(ModifyPT(1, 0),), self_only=True, text="~ gets +1/+0"),)),))
    return [plain, flyer, grower]


def anthems() -> list[Card]:
    creatures = ObjectFilter(types=("Creature",), controller="you")
    white = ObjectFilter(types=("Creature",), colors=("W",))
    return [
        Card(name="Bench Anthem", type_line=TypeLine.parse("Enchantment"), abilities=(
            StaticAbility(effects=(StaticEffect(parts=(ModifyPT(1, 1),), filter=creatures),)),)),
        Card(name="Bench Honor", type_line=TypeLine.parse("Enchantment"), abilities=(
            StaticAbility(effects=(StaticEffect(parts=(ModifyPT(1, 1),), filter=white),)),)),
        Card(name="Bench Banner", type_line=TypeLine.parse("Enchantment"), abilities=(
            StaticAbility(effects=(StaticEffect(parts=(AddAbilities(
                (KeywordAbility(keyword="vigilance"),)),), filter=creatures),)),)),
    ]


def build(n: int) -> tuple[Game, list[int]]:
    """A game with n permanents and n continuous effects (one on each permanent)."""
    game = Game(Rules.load(enable=[], env={}), seed=1)
    game.auto_pass = False
    game.set_turn(active=0, step=Step.MAIN1, number=1)
    kinds = cards()
    ids = []
    for i in range(n - 3):
        counters = {"+1/+1": 1} if i % 5 == 0 else ({"trample": 1} if i % 7 == 0 else None)
        ids.append(game.put(kinds[i % 3], player=i % 2, counters=counters).id)
    for card in anthems():
        ids.append(game.put(card, player=0).id)
    parts_cycle = [
        (ModifyPT(2, 2),),
        (AddAbilities((KeywordAbility(keyword="first strike"),)),),
        (SetPT(3, 3),),
        (SetColors(("W",)),),
        (AddTypes(card_types=("Artifact",)),),
        (SetController(0),),
    ]
    for i, oid in enumerate(ids):
        game.add_effect(ContinuousEffect(parts=parts_cycle[i % len(parts_cycle)], objects=(oid,),
                                         duration=UNTIL_END_OF_TURN))
    return game, ids


def best_of(runs: int, fn: object) -> float:
    """The fastest of ``runs`` runs, in CPU seconds of this process, the garbage
    collector paused (as ``timeit`` does): other processes and collections of
    unrelated garbage don't count."""
    best = float("inf")
    gc.collect()
    gc.disable()
    try:
        for _ in range(runs):
            start = time.process_time()
            fn()  # type: ignore[operator]
            best = min(best, time.process_time() - start)
    finally:
        gc.enable()
    return best


def calls_per_pass(game: Game) -> int:
    """Python function calls made by one pass: a measure of work that noise can't blur."""
    import cProfile
    import pstats

    profile = cProfile.Profile()
    profile.enable()
    recompute(game)
    profile.disable()
    return sum(v[1] for v in pstats.Stats(profile).stats.values())  # type: ignore[attr-defined]


def main(rounds: int = 15) -> None:
    games = {n: build(n) for n in SIZES}
    for game, _ in games.values():
        recompute(game)  # warm up
    # interleaved rounds: a burst of load on the machine affects every size alike
    best = {n: float("inf") for n in SIZES}
    for _ in range(rounds):
        for n in SIZES:
            game = games[n][0]
            best[n] = min(best[n], best_of(1, lambda game=game: recompute(game)))
    print(f"{'permanents+effects':>20} {'layer pass':>12} {'ratio':>7} {'calls/pass':>11} "
          f"{'ratio':>6} {'power() cached':>15} {'tap + power()':>14}")
    previous: tuple[float, int] | None = None
    time_ratios = []
    for n in SIZES:
        game, ids = games[n]
        calls = calls_per_pass(game)

        def query(game: Game = game, ids: list[int] = ids) -> None:
            for oid in ids:
                game.power(oid)

        game.power(ids[0])
        per_query = best_of(5, query) / len(ids)

        def tap_and_query(game: Game = game, oid: int = ids[0]) -> None:
            for _ in range(100):
                game.tap(oid)
                game.power(oid)
                game.untap(oid)
                game.power(oid)

        after_tap = best_of(5, tap_and_query) / 200
        if previous is None:
            ratio, call_ratio = "-", "-"
        else:
            time_ratios.append(best[n] / previous[0])
            ratio, call_ratio = f"{time_ratios[-1]:.2f}", f"{calls / previous[1]:.2f}"
        previous = (best[n], calls)
        print(f"{n:>20} {best[n] * 1e3:>10.2f}ms {ratio:>7} {calls:>11} {call_ratio:>6} "
              f"{per_query * 1e6:>13.2f}us {after_tap * 1e6:>12.1f}us")
    print(f"\nlargest time ratio per doubling: {max(time_ratios):.2f} "
          "(target <= 2.2; 2 = linear, 4 = quadratic)")


if __name__ == "__main__":
    main()
