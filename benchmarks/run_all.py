"""Every benchmark of manastack in one command: each figure, each ratio, each target.

Run from the repository root::

    python benchmarks/run_all.py            # the figures of benchmarks/README.md
    python benchmarks/run_all.py --quick    # fewer games, for a quick look

Prints the machine, then: random-play throughput on each built-in deck
(bench_simulate), plugin overhead (bench_overhead), manastack next to
the other engines installed: phase-python, python-mtg (bench_peer), clone() and start-up
(bench_clone), then runs the other scripts of this folder (payment solver and
layer scaling, card loading, ...) as they are, and ends with a table of the
targets. Not a test: nothing is asserted; the exit status is 0 unless a script
crashes.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
try:
    import manastack  # noqa: F401
except ImportError:  # not installed: use the source tree next to this folder
    sys.path.insert(0, str(HERE.parent / "core" / "kernel" / "src"))

import bench_clone  # noqa: E402 (after the path set-up above)
import bench_overhead  # noqa: E402
import bench_peer  # noqa: E402
import bench_simulate  # noqa: E402

# scripts run as they are, if present (some are written by other parts of the project)
OTHERS = ("bench_payment.py", "bench_layers.py", "bench_cards.py", "bench_overload_escalate.py",
          "bench_graveyard.py", "bench_game.py")
MINE = {"bench_simulate.py", "bench_overhead.py", "bench_peer.py", "bench_clone.py",
        "run_all.py"}
# comparisons between builds, run by hand: one needs other checkouts, one a C compiler
BY_HAND = {"bench_versions.py", "bench_compiled.py"}


def machine() -> list[str]:
    cpu = platform.processor() or "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, cwd=HERE).stdout.strip() or "?"
    from manastack.loading.rules import Rules

    plugins = [p for p in Rules.load().ruleset.enabled if p != "core"]
    return [f"machine: {cpu}, {os.cpu_count()} CPU(s), {platform.system()} {platform.release()}",
            f"python {platform.python_version()}, load average {load}, commit {commit}",
            f"plugins installed: {', '.join(plugins) or 'none'}"]


def section(title: str) -> None:
    print()
    print(f"== {title}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer games (rougher figures)")
    args = parser.parse_args(argv)
    games = 5 if args.quick else 20
    started = time.perf_counter()
    targets: list[tuple[str, str, str, bool | None]] = []

    print("manastack benchmarks (python benchmarks/run_all.py"
          f"{' --quick' if args.quick else ''})")
    for line in machine():
        print("  " + line)

    section(f"Random-play throughput ({games} mirror games per deck, random agents, per CPU-s)")
    rows = [bench_simulate.measure(d, games) for d in bench_simulate.builtin_deck_names()]
    for line in bench_simulate.report(rows):
        print("  " + line)

    section(f"Plugin overhead (vanilla deck, {games} games x 2 rounds, same seeds)")
    over = bench_overhead.measure(games, rounds=2)
    for line in bench_overhead.report(over):
        print("  " + line)
    targets.append(("plugin overhead", f"{over['ratio']:.3f}x", "<= 1.10x",
                    over["ratio"] <= bench_overhead.TARGET))

    peer_games = 3 if args.quick else 30
    section(f"Side by side with the other engines installed ({peer_games} random games each, "
            "interleaved, per CPU-s)")
    peer: dict[str, Any] = bench_peer.measure(peer_games)
    for line in bench_peer.report(peer):
        print("  " + line)
    if "ratio" in peer:
        targets.append(("manastack / phase-python", f"{peer['ratio']:.1f}x", ">= 5x",
                        peer["ratio"] >= bench_peer.TARGET_RATIO))
    else:
        targets.append(("manastack / phase-python", "skipped", ">= 5x", None))

    section("clone() and start-up")
    clone = bench_clone.measure_clone()
    startup = bench_clone.measure_startup(runs=3 if args.quick else 7)
    for line in bench_clone.report_clone(clone) + bench_clone.report_startup(startup):
        print("  " + line)
    targets.append(("clone() mid-game", f"{clone['clone_us']:.1f} µs", "< 200 µs",
                    clone["clone_us"] < bench_clone.CLONE_TARGET_US))
    targets.append(("import + plugin loading", f"{startup['import_and_load_ms']:.0f} ms",
                    "< 150 ms", startup["import_and_load_ms"] < bench_clone.STARTUP_TARGET_MS))

    failed = 0
    present = [name for name in OTHERS if (HERE / name).is_file()]
    present += sorted(p.name for p in HERE.glob("bench_*.py")
                      if p.name not in MINE | BY_HAND and p.name not in OTHERS)
    for name in present:
        section(f"{name} (as it is)")
        sys.stdout.flush()
        code = subprocess.run([sys.executable, str(HERE / name)], cwd=HERE.parent).returncode
        if code:
            failed += 1
            print(f"  ({name} exited with status {code})")
    missing = [name for name in OTHERS if not (HERE / name).is_file()]
    if missing:
        print(f"\n(not present here: {', '.join(missing)})")

    section("Targets")
    for what, value, target, ok in targets:
        verdict = "skipped" if ok is None else ("met" if ok else "MISSED")
        print(f"  {what:<26} {value:>12}  target {target:<10} {verdict}")
    print(f"\n(all benchmarks: {time.perf_counter() - started:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
