"""Prototype: the kernel with some modules compiled by mypyc, against the same kernel in
Python, the same random games interleaved.

Run from the repository root with the development environment's Python (mypy, which
ships mypyc, and a C compiler are needed)::

    python benchmarks/bench_compiled.py --games 8 --rounds 5 --kernel-only

It copies the installed kernel package (``manastack``) into a temporary folder, compiles
the ``--module`` files there with mypyc (nothing is written into the source tree or an
installed package), and times the two with ``bench_versions.py``: the second "checkout"
is this Python with the compiled copy first on ``PYTHONPATH``. The last line says whether
every log digest is the same (a compiled module must not change a game). Not a test:
nothing is asserted. The figures and what they say are in benchmarks/README.md ("What a
further 5x would take").
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

#: The engine modules that mypyc compiles as they are (layers.py subclasses a builtin
#: type, which mypyc refuses; the model's attrs classes do not survive compilation).
ENGINE = ("mana_solver", "sba", "legal_actions", "total_cost", "payment", "triggers",
          "stack", "turns", "zones", "targets", "combat")


def build(modules: list[str], where: Path) -> Path:
    """A copy of the installed kernel package in ``where`` with ``modules`` compiled;
    returns the folder to put first on ``PYTHONPATH``."""
    import manastack

    source = Path(manastack.__file__).parent
    shutil.copytree(source, where / "manastack",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    files = [str(Path(*m.split("."))) + ".py" for m in modules]
    subprocess.run([sys.executable, "-m", "mypyc", *files], cwd=where, check=True,
                   stdout=subprocess.DEVNULL)
    return where


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--module", action="append",
                        help="a kernel module to compile (repeat; default: the engine's "
                             "modules that compile as they are)")
    parser.add_argument("--deck", default="vanilla")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kernel-only", action="store_true")
    args = parser.parse_args(argv)
    modules = args.module or [f"manastack.engine.{m}" for m in ENGINE]
    sys.path.insert(0, str(Path(__file__).parent))
    import bench_versions

    with tempfile.TemporaryDirectory(prefix="manastack-mypyc-") as tmp:
        where = build(modules, Path(tmp))
        # the second "checkout": this Python, the compiled copy found before the sources
        wrapper = where / "python-compiled"
        wrapper.write_text(f'#!/bin/sh\nPYTHONPATH="{where}" exec "{sys.executable}" "$@"\n')
        wrapper.chmod(0o755)
        print(f"compiled: {', '.join(modules)}", file=sys.stderr)
        forwarded = ["--python", sys.executable, "--python", str(wrapper),
                     "--deck", args.deck, "--games", str(args.games),
                     "--rounds", str(args.rounds), "--seed", str(args.seed)]
        if args.kernel_only:
            forwarded.append("--kernel-only")
        os.environ.pop("PYTHONPATH", None)
        bench_versions.main(forwarded)


if __name__ == "__main__":
    main()
