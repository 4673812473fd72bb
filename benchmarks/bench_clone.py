"""Benchmark: clone() of a mid-game position, and start-up (import + plugin loading).

Run from the repository root::

    python benchmarks/bench_clone.py

* ``clone()``: a vanilla-deck game played by random agents to turn 8 (cards on
  the battlefield, in graveyards and hands, a log of several hundred events);
  the median time of ``Game.clone()`` over many calls (target: under 200 µs),
  and of ``state_digest()`` for comparison.
* start-up: ``import manastack`` plus ``Rules.load()`` with every installed
  plugin (target: under 150 ms), measured inside a fresh interpreter (Python's
  own start-up, ``site`` and its ``.pth`` files are not counted)::

      python -c "import time; t=time.perf_counter(); import manastack; \
                 r=manastack.Rules.load(); print(time.perf_counter()-t)"

  the median of several runs, wall clock (``perf_counter``) and CPU
  (``process_time``, less moved by a busy machine), with bytecode cached as in
  a normal installation. Also: the same up to the first decision of a
  vanilla-deck game (what ``manastack demo`` or a test needs before playing),
  the kernel alone, and where the time goes (stages, each in its own fresh
  interpreter run: attrs and pluggy, the hook specifications, the entry-point scan, the
  kernel's loading, the plugins' entry modules; then, outside start-up, what the first card
  read imports (the card reader's sentences) and the engine the first ``Game`` imports,
  neither of which ``Rules.load()`` imports: docs/decisions.rst).

  Run it with the interpreter of a virtual environment made as CI makes it
  (``python -m venv .venv``, no system site-packages): a ``site`` that imports
  other modules first (this sandbox's system site-packages import ``certifi``,
  and with it ``typing``, ``re``, ``pathlib``...) makes the figure ~20 ms lower.

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
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core" / "kernel" / "src"))

from manastack_cli.decks import load_deck
from manastack_cli.simulate import new_game

from manastack.engine.game import Game
from manastack.errors import IllegalActionError
from manastack.loading.rules import Rules
from manastack.model.decisions import RandomAgent

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


def _env() -> dict[str, str]:
    # as installed normally: bytecode cached (a warm-up run writes it if the environment
    # had turned it off with PYTHONDONTWRITEBYTECODE)
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def _in_process(code: str, runs: int) -> tuple[float, float]:
    """Median wall and CPU time of ``code`` measured inside fresh interpreters, in ms."""
    program = ("import time; _w=time.perf_counter(); _c=time.process_time()\n" + code +
               "\nprint(time.perf_counter()-_w, time.process_time()-_c)")
    subprocess.run([sys.executable, "-c", program], check=True, env=_env(),
                   capture_output=True)
    walls, cpus = [], []
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", program], check=True, env=_env(),
                             capture_output=True, text=True).stdout.split()
        walls.append(float(out[-2]))
        cpus.append(float(out[-1]))
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000


_LOAD = "import manastack\nmanastack.Rules.load()"
_FIRST_DECISION = """import manastack
from manastack_cli.decks import load_deck
rules = manastack.Rules.load()
deck = load_deck("vanilla").check(rules).cards()
game = manastack.Game.from_decks(rules, [deck, deck], seed=1,
                                 agents=[manastack.RandomAgent(), manastack.RandomAgent()])
game.pending()"""
_STAGES = """import importlib, time
_t = time.perf_counter()
_stages = []
def _mark(name):
    global _t
    now = time.perf_counter()
    _stages.append((name, now - _t))
    _t = now
import manastack
_mark("import manastack (lazy names only)")
import attrs, pluggy
_mark("attrs and pluggy")
import manastack.hookspecs
_mark("manastack.hookspecs (hook specifications)")
from manastack.loading import discovery
discovery.discover()
_mark("entry-point scan (importlib.metadata)")
importlib.import_module("manastack.loading.rules")
_mark("kernel: card sources, Rules")
rules = manastack.Rules.load()
_mark("plugins' entry modules, Rules.load()")
rules.card("Lightning Bolt")
_mark("after start-up: the first card read (grammar, model)")
importlib.import_module("manastack.engine.game")
_mark("after start-up: the engine a first Game imports")
print(";".join(f"{name}={seconds}" for name, seconds in _stages))"""


def _stages(runs: int) -> list[tuple[str, float]]:
    """Median time of each start-up stage (in-process, wall clock), in ms."""
    samples: dict[str, list[float]] = {}
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", _STAGES], check=True, env=_env(),
                             capture_output=True, text=True).stdout.strip().splitlines()[-1]
        for part in out.split(";"):
            name, seconds = part.rsplit("=", 1)
            samples.setdefault(name, []).append(float(seconds))
    return [(name, statistics.median(values) * 1000) for name, values in samples.items()]


def _fresh(code: str, runs: int) -> float:
    """Median CPU time (user + system) of a fresh interpreter running ``code``, in ms."""
    env = _env()
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", code], check=True, env=env)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(times) * 1000


_MODULES = """import sys, manastack
manastack.Rules.load()
print(sum(m.startswith("manastack_grammar.sentences") for m in sys.modules),
      sum(m.startswith("manastack.engine") for m in sys.modules))"""


def measure_startup(runs: int = 7) -> dict[str, Any]:
    wall, cpu = _in_process(_LOAD, runs)
    grammar, engine = subprocess.run(
        [sys.executable, "-c", _MODULES], check=True, env=_env(), capture_output=True,
        text=True).stdout.split()
    import_wall, _ = _in_process("import manastack", runs)
    kernel_wall, _ = _in_process("import manastack\nmanastack.Rules.load(enable=[])", runs)
    first_wall, first_cpu = _in_process(_FIRST_DECISION, runs)
    baseline = _fresh("pass", runs)
    whole = _fresh(_LOAD.replace("\n", "; "), runs)
    return {"import_and_load_ms": wall, "import_and_load_cpu_ms": cpu,
            "import_ms": import_wall, "kernel_only_ms": kernel_wall,
            "first_decision_ms": first_wall, "first_decision_cpu_ms": first_cpu,
            "python_ms": baseline, "process_minus_python_ms": whole - baseline,
            "stages": _stages(runs), "runs": runs,
            "grammar_modules_at_load": int(grammar), "engine_modules_at_load": int(engine),
            "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None}


def report_clone(c: dict[str, Any]) -> list[str]:
    verdict = "meets" if c["clone_us"] < CLONE_TARGET_US else "misses"
    return [f"clone()          {c['clone_us']:8.1f} µs  ({verdict} the {CLONE_TARGET_US:.0f} µs "
            f"target; turn {c['turn']}, {c['objects']} objects, {c['battlefield']} on the "
            f"battlefield, {c['log']} log events)",
            f"state_digest()   {c['digest_us']:8.1f} µs  (for comparison)"]


def report_startup(s: dict[str, Any]) -> list[str]:
    verdict = "meets" if s["import_and_load_ms"] < STARTUP_TARGET_MS else "misses"
    lines = [
        f"import manastack + Rules.load() {s['import_and_load_ms']:7.1f} ms wall, "
        f"{s['import_and_load_cpu_ms']:.1f} ms CPU  ({verdict} the {STARTUP_TARGET_MS:.0f} ms "
        f"target; every installed plugin; in-process, median of {s['runs']})",
        f"  import manastack alone        {s['import_ms']:7.1f} ms",
        f"  kernel alone (enable=[])      {s['kernel_only_ms']:7.1f} ms",
        f"  to a vanilla game's first decision {s['first_decision_ms']:7.1f} ms wall, "
        f"{s['first_decision_cpu_ms']:.1f} ms CPU",
        f"  whole process CPU minus a bare interpreter {s['process_minus_python_ms']:7.1f} ms "
        f"(the bare interpreter: {s['python_ms']:.1f} ms)",
        f"  imported by Rules.load(): {s['grammar_modules_at_load']} sentence modules, "
        f"{s['engine_modules_at_load']} engine modules (both wait for the first card, "
        f"the first game)",
        "  where the time goes (in-process stages, median):",
    ]
    lines += [f"    {name:<48} {ms:7.1f} ms" for name, ms in s["stages"]]
    if s.get("load_average"):
        lines.append("  load average during the run: "
                     + ", ".join(f"{x:.1f}" for x in s["load_average"]))
    return lines


def main() -> int:
    print("clone() of a mid-game position (median)")
    for line in report_clone(measure_clone()):
        print("  " + line)
    print("Start-up in a fresh interpreter (median of 7)")
    for line in report_startup(measure_startup()):
        print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
