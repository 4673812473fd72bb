"""Benchmark: clone() of a mid-game position, and start-up (import + plugin loading).

Run from the repository root::

    python benchmarks/bench_clone.py

* ``clone()``: a vanilla-deck game played by random agents to turn 8 (cards on
  the battlefield, in graveyards and hands, a log of several hundred events);
  the median time of ``Game.clone()`` over many calls (target: under 200 µs),
  and of ``state_digest()`` for comparison.
* start-up: ``import manastack`` plus ``Rules.load()`` with every installed
  plugin, in a fresh interpreter, minus the time of a fresh interpreter that
  does nothing (target: under 150 ms); the median of several runs, in CPU
  time (user + system) of the child process, so that a busy machine doesn't
  inflate it, with bytecode cached as in a normal installation.

Not a test: nothing is asserted.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

try:
    import manastack  # noqa: F401
except ImportError:  # not installed: use the source tree next to this file
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "src"))

from manastack.decisions import RandomAgent
from manastack.decks import load_deck
from manastack.errors import IllegalActionError
from manastack.game import Game
from manastack.rules import Rules
from manastack.simulate import new_game

CLONE_TARGET_US = 200.0
STARTUP_TARGET_MS = 150.0
MID_GAME_TURN = 8


def mid_game(seed: int = 1) -> Game:
    """A vanilla-deck game played by random agents to the start of turn MID_GAME_TURN."""
    rules = Rules.load()
    deck = load_deck("vanilla").check(rules).cards()
    game = new_game(rules, (deck, deck), seed, [RandomAgent(), RandomAgent()])
    while game.state.turn.number < MID_GAME_TURN:
        decision = game.pending()
        if decision is None:
            raise RuntimeError("the game ended before the middle; pick another seed")
        answer = game.agents[decision.player].choose(game, decision)
        try:
            game.respond(answer)
        except IllegalActionError:
            game.respond(decision.options[-1:] if decision.kind == "priority" else ())
    return game


def _median_us(function: Any, repeat: int = 2000) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1e6


def measure_clone() -> dict[str, Any]:
    game = mid_game()
    objects = len(game.state.objects)
    on_battlefield = len(game.battlefield())
    return {
        "turn": game.state.turn.number, "objects": objects, "battlefield": on_battlefield,
        "log": len(game.log), "clone_us": _median_us(game.clone),
        "digest_us": _median_us(game.state_digest, repeat=200),
    }


def _fresh(code: str, runs: int) -> float:
    """Median CPU time (user + system) of a fresh interpreter running ``code``, in ms."""
    # as installed normally: bytecode cached (a warm-up run writes it if the environment
    # had turned it off with PYTHONDONTWRITEBYTECODE)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(times) * 1000


def measure_startup(runs: int = 7) -> dict[str, Any]:
    baseline = _fresh("pass", runs)
    imported = _fresh("import manastack", runs)
    loaded = _fresh("import manastack; manastack.Rules.load()", runs)
    kernel = _fresh("import manastack; manastack.Rules.load(enable=[])", runs)
    return {"python_ms": baseline, "import_ms": imported - baseline,
            "import_and_load_ms": loaded - baseline, "kernel_only_ms": kernel - baseline}


def report_clone(c: dict[str, Any]) -> list[str]:
    verdict = "meets" if c["clone_us"] < CLONE_TARGET_US else "misses"
    return [f"clone()          {c['clone_us']:8.1f} µs  ({verdict} the {CLONE_TARGET_US:.0f} µs "
            f"target; turn {c['turn']}, {c['objects']} objects, {c['battlefield']} on the "
            f"battlefield, {c['log']} log events)",
            f"state_digest()   {c['digest_us']:8.1f} µs  (for comparison)"]


def report_startup(s: dict[str, Any]) -> list[str]:
    verdict = "meets" if s["import_and_load_ms"] < STARTUP_TARGET_MS else "misses"
    return [f"import manastack {s['import_ms']:8.1f} ms",
            f"+ Rules.load()   {s['import_and_load_ms']:8.1f} ms  ({verdict} the "
            f"{STARTUP_TARGET_MS:.0f} ms target; every installed plugin)",
            f"  kernel alone   {s['kernel_only_ms']:8.1f} ms",
            f"(a bare interpreter takes {s['python_ms']:.1f} ms, subtracted)"]


def main() -> int:
    print("clone() of a mid-game position (median)")
    for line in report_clone(measure_clone()):
        print("  " + line)
    print("Start-up in a fresh interpreter (median of 7, CPU time)")
    for line in report_startup(measure_startup()):
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
