"""Running a folder of scenario files (``manastack run DIR``): in parallel, one outcome per file.

:func:`collect` finds the files (a folder is searched recursively for ``*.toml``), and
:func:`run_suite` plays each in a process of its own (``workers``) and returns the outcomes
in the order of the files, whatever the number of workers: a scenario's game depends only on
its file and seed, so the outcomes are the same for any ``workers``. :func:`summary_lines`
prints them; :func:`exit_status` is the worst of them (the statuses of ``manastack run``).
"""

from __future__ import annotations

import os
import tomllib
import traceback
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from attrs import frozen

from manastack import ScenarioError
from manastack_cli.scenario.files import load
from manastack_cli.scenario.runner import EngineCrash, UnsupportedCard, run

__all__ = ["OUTCOMES", "Outcome", "collect", "default_workers", "exit_status", "run_one",
           "run_suite", "summary_lines"]

#: Each kind of outcome and the exit status it gives (docs/scenarios.rst, "Outcomes").
OUTCOMES: dict[str, int] = {"passed": 0, "failed": 1, "bad file": 2, "unsupported": 2,
                            "internal error": 3}


@frozen
class Outcome:
    """What running one file gave: its ``kind`` (a key of :data:`OUTCOMES`), the scenario's
    ``name``, the expectations ``checked``, the ``failures`` (the differences, one per
    expectation that did not hold) and, for a file that did not run to its end, ``message``
    (its one-line error; ``detail`` holds the traceback of an internal error)."""

    path: str
    kind: str
    name: str = ""
    checked: int = 0
    failures: tuple[str, ...] = ()
    message: str = ""
    detail: str = ""

    @property
    def status(self) -> int:
        return OUTCOMES[self.kind]


def collect(paths: Iterable[str]) -> list[str]:
    """The scenario files of ``paths``: a file as given, a folder's ``*.toml`` files searched
    recursively in sorted order, except those that are surely not scenarios (:func:`_other`);
    each file once."""
    out: list[str] = []
    for given in paths:
        p = Path(given)
        found = (sorted(str(f) for f in p.rglob("*.toml") if f.is_file() and not _other(f))
                 if p.is_dir() else [given])
        out += [f for f in found if f not in out]
    return out


def _other(path: Path) -> bool:
    """A TOML file of a folder that is not a scenario: a ``pyproject.toml``, or a card file
    (only ``[[card]]`` tables, as a scenario's ``cards`` names). A file that can't be read
    is kept: the run says what is wrong with it."""
    if path.name == "pyproject.toml":
        return True
    try:
        data = tomllib.loads(path.read_text("utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return False
    return set(data) == {"card"}


def default_workers(files: int) -> int:
    """One worker per CPU this process may use, never more than there are files."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(cpus or 1, files))


def run_one(path: str, enable: Sequence[str] | None = None, disable: Sequence[str] = (),
            env: Mapping[str, str] | None = None, card_files: Sequence[str] = (),
            strict: bool = False) -> Outcome:
    """Play one file silently and say how it went (never raises for the file's sake);
    ``strict``: a choice the file gives no answer for is a bad file."""
    try:
        scenario = load(path)
        result = run(scenario, enable=enable, disable=disable, env=env, card_files=card_files,
                     strict=strict)
    except UnsupportedCard as exc:
        return Outcome(path, "unsupported", message=str(exc))
    except ScenarioError as exc:
        return Outcome(path, "bad file", message=str(exc))
    except EngineCrash as exc:
        cause = exc.__cause__ or exc
        detail = "".join(traceback.format_exception(type(cause), cause, cause.__traceback__))
        return Outcome(path, "internal error", message=str(exc), detail=detail)
    return Outcome(path, "passed" if result.ok else "failed", name=scenario.name,
                   checked=result.checked, failures=tuple(result.failures))


def _run_one(job: tuple[str, Sequence[str] | None, Sequence[str], Mapping[str, str] | None,
                        Sequence[str], bool]) -> Outcome:
    return run_one(*job)


def run_suite(files: Sequence[str], *, workers: int | None = None,
              enable: Sequence[str] | None = None, disable: Sequence[str] = (),
              env: Mapping[str, str] | None = None,
              card_files: Sequence[str] = (), strict: bool = False) -> list[Outcome]:
    """The outcome of each of ``files``, in their order, played by ``workers`` processes
    (default :func:`default_workers`; 1 plays them in this process); ``strict`` as for
    :func:`run_one`."""
    n = default_workers(len(files)) if workers is None else max(1, min(workers, len(files)))
    environ = dict(os.environ if env is None else env)  # the workers see the same environment
    jobs = [(f, None if enable is None else list(enable), list(disable), environ,
             list(card_files), strict) for f in files]
    if n <= 1:
        return [_run_one(job) for job in jobs]
    with ProcessPoolExecutor(max_workers=n) as pool:
        return list(pool.map(_run_one, jobs))  # map keeps the order of the files


def exit_status(outcomes: Iterable[Outcome]) -> int:
    """The worst status of the outcomes (0 when there are none)."""
    return max((o.status for o in outcomes), default=0)


def summary_lines(outcomes: Sequence[Outcome]) -> list[str]:
    """One line per file, the differences of those that failed, then the count of each kind."""
    lines: list[str] = []
    for o in outcomes:
        if o.kind == "passed":
            lines.append(f"ok: {o.path}: {o.checked} expectation(s) held")
        elif o.kind == "failed":
            lines.append(f"FAILED: {o.path}: {len(o.failures)} expectation(s) did not hold")
            lines += [f"  FAIL {f}" for f in o.failures]
        else:
            lines.append(f"{o.kind.upper()}: {o.message}")
    counts = {kind: sum(1 for o in outcomes if o.kind == kind) for kind in OUTCOMES}
    lines.append(f"{len(outcomes)} file(s): " + ", ".join(f"{n} {kind}" for kind, n in counts.items()
                                                          if n or kind in ("passed", "failed")))
    return lines
