"""Benchmark: import and plugin-loading time, clone() of a mid-game position, play speed.

Run from the repository root::

    python benchmarks/bench_game.py

Prints, never asserts (the machine decides the numbers; compare ratios):

* ``import manastack`` in a fresh interpreter, minus the interpreter's own start-up;
* loading the rules in a fresh interpreter: every installed plugin (``Rules.load()``) and
  the kernel alone (``Rules.load(enable=[])``), then again in the same process (cached);
* ``clone()`` of a mid-game position (after several turns of random play, with cards on the
  battlefield, in graveyards and a long log), against the 200 µs target, and what it is made
  of: ``State.copy()`` and the log copy; ``state_digest()`` for comparison;
* playing: decisions answered per second by random agents, and the time of a whole game.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

try:
    import manastack  # noqa: F401
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))

from manastack.engine.game import Game
from manastack.loading.rules import Rules
from manastack.model.decisions import RandomAgent

DECK = ["Mountain"] * 9 + ["Forest"] * 8 + [
    "Grizzly Bears", "Savannah Lions", "Hill Giant", "Lightning Bolt", "Shock", "Giant Growth",
    "Llanowar Elves", "Typhoid Rats", "Glorious Anthem"] * 3
CLONE_TARGET_US = 200.0


def fresh(statement: str, runs: int = 5) -> tuple[float, float]:
    """Median (wall, CPU) seconds of ``statement`` timed inside a new interpreter.

    CPU time is reported too because on a busy machine wall time mostly measures
    the other processes.
    """
    code = ("import time\nw, c = time.perf_counter(), time.process_time()\n" + statement
            + "\nprint(time.perf_counter() - w, time.process_time() - c)")
    walls, cpus = [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                             text=True).stdout.split()
        walls.append(float(out[-2]))
        cpus.append(float(out[-1]))
    return statistics.median(walls), statistics.median(cpus)


def per_call(function: Callable[[], object], *, seconds: float = 0.5) -> float:
    """Median time per call (s), over batches for about ``seconds``."""
    batch, batches = 1, []
    while True:
        start = time.perf_counter()
        for _ in range(batch):
            function()
        elapsed = time.perf_counter() - start
        if elapsed > 0.02:
            break
        batch *= 2
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline or len(batches) < 5:
        start = time.perf_counter()
        for _ in range(batch):
            function()
        batches.append((time.perf_counter() - start) / batch)
    return statistics.median(batches)


def midgame(rules: Rules, seed: int) -> Game:
    game = Game.from_decks(rules, [DECK, DECK], seed=seed, agents=[RandomAgent(), RandomAgent()])
    game.run(max_turns=8)
    return game


def main() -> int:
    print("== start-up (fresh interpreter, median of 5; wall / CPU)")
    steps = [
        ("import manastack", "import manastack"),
        ("import + Rules.load() (every installed plugin)",
         "from manastack import Rules\nRules.load()"),
        ("import + Rules.load(enable=[]) (the kernel alone)",
         "from manastack import Rules\nRules.load(enable=[])"),
        ("import + load + compile the kernel's card pool",
         "from manastack import Rules\nr = Rules.load(enable=[])\n"
         "[r.card(n) for n in r.cards.names()]"),
    ]
    for label, statement in steps:
        wall, cpu = fresh(statement)
        print(f"{label:<52} {wall * 1000:7.1f} ms / {cpu * 1000:7.1f} ms")
    rules = Rules.load()
    cached = per_call(Rules.load, seconds=0.2)
    print(f"Rules.load() again (cached)   {cached * 1e6:8.1f} us")
    print(f"enabled: {', '.join(rules.ruleset.enabled)}")

    print("\n== clone() of a mid-game position")
    for seed in (1, 2, 3):
        game = midgame(rules, seed)
        objects = len(game.state.objects)
        on_battlefield = len(game.battlefield())
        clone = per_call(game.clone) * 1e6
        state_copy = per_call(game.state.copy) * 1e6
        log_copy = per_call(lambda game=game: list(game.log)) * 1e6  # type: ignore[misc]
        digest = per_call(game.state_digest, seconds=0.2) * 1e6
        print(f"seed {seed}: turn {game.turn.number:2}, {objects} objects "
              f"({on_battlefield} on the battlefield), {len(game.state.lki)} last-known, "
              f"{len(game.log)} events")
        print(f"   clone()        {clone:8.1f} us   ({clone / CLONE_TARGET_US:4.2f} x the "
              f"{CLONE_TARGET_US:.0f} us target)")
        print(f"   State.copy()   {state_copy:8.1f} us   log copy {log_copy:6.1f} us")
        print(f"   state_digest() {digest:8.1f} us   ({digest / clone:5.1f} x clone)")

    print("\n== playing (random agents, 30 turns at most)")
    decisions = 0
    elapsed = 0.0
    games = 0
    for seed in range(10):
        game = Game.from_decks(rules, [DECK, DECK], seed=seed,
                               agents=[RandomAgent(), RandomAgent()])
        counting = _Counter(game)
        start = time.perf_counter()
        game.run(max_turns=30)
        elapsed += time.perf_counter() - start
        decisions += counting.count
        games += 1
    print(f"{games} games in {elapsed:.2f} s: {elapsed / games * 1000:.0f} ms a game, "
          f"{decisions / elapsed:,.0f} top-level decisions a second")
    return 0


class _Counter:
    """Counts the top-level decisions answered in ``game`` (wraps its agents)."""

    def __init__(self, game: Game) -> None:
        self.count = 0
        inner = list(game.agents)

        def wrap(agent: object) -> object:
            outer = self

            class Counting:
                def choose(self, g: Game, d: object) -> object:
                    outer.count += 1
                    return agent.choose(g, d)  # type: ignore[attr-defined]

            return Counting()

        game.agents = [wrap(a) for a in inner]  # type: ignore[misc]


if __name__ == "__main__":
    sys.exit(main())
