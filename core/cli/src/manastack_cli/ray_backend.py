"""Numbered jobs played as Ray tasks: ``manastack simulate --backend ray``.

:func:`in_order` is the Ray counterpart of :func:`manastack_cli.workers.in_order`: job
``i`` is one Ray task, its result is yielded in job order as soon as it and every job
before it are done, and a task whose worker process died (or that raised outside the
game, e.g. a plugin missing on a node) is yielded as :class:`~manastack_cli.workers.Lost`
with the cause, while the other jobs go on. Tasks are not retried (``max_retries=0``):
a game that kills its worker would kill the next one too, and the run reports it instead.

Each Ray worker process runs ``start(arg)`` once per run (the rules loaded once) and keeps
what it returns for the next tasks of the same run. :func:`session` connects to the
cluster named by ``address`` (or ``$RAY_ADDRESS``), or starts a local Ray instance when
there is none, and shuts down only an instance it started.

Ray is an optional dependency (``pip install 'manastack-cli[ray]'``), imported only here
and only when this backend is chosen, so the ``manastack`` command starts as fast without.
"""

from __future__ import annotations

import logging
import os
import re
from collections.abc import Callable, Hashable, Iterator
from contextlib import contextmanager, suppress
from typing import Any, TypeVar

from manastack import ManastackError
from manastack_cli.workers import Lost

__all__ = ["ADDRESS_ENV", "INSTALL", "in_order", "require", "session"]

A = TypeVar("A", bound=Hashable)
R = TypeVar("R")

#: How to install the backend, as the refusal says it.
INSTALL = "pip install 'manastack-cli[ray]'"

#: The variable Ray reads for the cluster to connect to, as ``--ray-address`` does.
ADDRESS_ENV = "RAY_ADDRESS"

#: Jobs submitted per CPU of the cluster, so a CPU finishing a game finds the next one queued.
QUEUED_PER_CPU = 2

#: In a worker process: the job runner of the current run, built by ``start(arg)`` once.
_RUNNERS: dict[tuple[Any, Any], Callable[[int], Any]] = {}


def require() -> Any:
    """The ``ray`` module; a one-line refusal saying how to install it if it is missing."""
    try:
        import ray
    except ImportError:
        raise ManastackError(f"--backend ray needs Ray, which is not installed: {INSTALL}"
                             ) from None
    return ray


@contextmanager
def session(address: str | None = None, cpus: int | None = None) -> Iterator[int]:
    """Ray ready for tasks; yields the number of CPUs of the cluster.

    Uses Ray as already initialised in this process, else connects to ``address`` (or
    ``$RAY_ADDRESS``), else starts a local instance of ``cpus`` CPUs (all if None), which
    is shut down on leaving."""
    ray = require()
    started = False
    if not ray.is_initialized():
        target = address or os.environ.get(ADDRESS_ENV) or None
        options: dict[str, Any] = {"logging_level": logging.WARNING}
        if target is None:  # a local instance: no dashboard to serve, only the CPUs asked for
            # "local": a new instance, not one that `ray start` left running on this machine
            options.update(include_dashboard=False, num_cpus=cpus)
        try:
            ray.init(address=target or "local", **options)
        except (ConnectionError, ValueError, RuntimeError) as exc:
            where = f"the Ray cluster at {target}" if target else "a local Ray instance"
            raise ManastackError(f"cannot start or reach {where}: {_one_line(exc)}") from None
        started = True
    try:
        yield max(1, int(ray.cluster_resources().get("CPU", 1)))
    finally:
        if started:
            ray.shutdown()


def _play(start: Callable[[A], Callable[[int], R]], arg: A, index: int) -> R:
    """A Ray task: job ``index``, run by this worker's runner for ``(start, arg)``."""
    key = (start, arg)
    run = _RUNNERS.get(key)
    if run is None:
        _RUNNERS.clear()  # a worker process serves one job at a time: keep only this run's
        run = _RUNNERS[key] = start(arg)
    return run(index)


def in_order(start: Callable[[A], Callable[[int], R]], arg: A, count: int,
             cpus: int) -> Iterator[tuple[int, R | Lost]]:
    """``(index, result)`` for jobs ``0 .. count - 1``, in index order, each played as a Ray
    task calling ``start(arg)(index)`` (``start(arg)`` once per worker process); a job whose
    task failed is yielded as :class:`Lost`. Ray must be initialised (:func:`session`).

    At most ``QUEUED_PER_CPU * cpus`` tasks are submitted at once, and none more than that
    many jobs ahead of the first job not yet yielded, so results waiting for an earlier
    game stay few. Closing the iterator early cancels the tasks still running."""
    ray = require()
    task = ray.remote(max_retries=0)(_play)
    window = QUEUED_PER_CPU * max(1, cpus)
    arg_ref = ray.put(arg)  # sent to the object store once, not with every task
    running: dict[Any, int] = {}
    done: dict[int, R | Lost] = {}
    submitted = following = 0
    try:
        while following < count:
            while submitted < min(count, following + window) and len(running) < window:
                running[task.remote(start, arg_ref, submitted)] = submitted
                submitted += 1
            ready, _ = ray.wait(list(running), num_returns=1)
            for ref in ready:
                index = running.pop(ref)
                try:
                    done[index] = ray.get(ref)
                except ray.exceptions.RayError as exc:
                    done[index] = Lost(index, cause(ray, exc))
            while following in done:
                yield following, done.pop(following)
                following += 1
    finally:
        for ref in running:
            # already finished or its worker already gone: nothing left to stop
            with suppress(Exception):
                ray.cancel(ref, force=True)


def cause(ray: Any, exc: BaseException) -> str:
    """How a Ray task was lost, in words following "its worker process": "raised
    ModuleNotFoundError: No module named 'x'" (an exception outside the game), "died
    (WorkerCrashedError: The worker died unexpectedly ...)" (the process or its node)."""
    if isinstance(exc, ray.exceptions.RayTaskError):
        inner = getattr(exc, "cause", None)
        if isinstance(inner, BaseException):
            return f"raised {type(inner).__name__}: {_one_line(inner)}"
    return f"died ({type(exc).__name__}: {_one_line(exc)})"


def _one_line(exc: BaseException) -> str:
    """The first line of ``exc``'s message, without terminal colours."""
    lines = re.sub(r"\x1b\[[0-9;]*m", "", str(exc)).strip().splitlines()
    return " ".join(lines[0].split()) if lines else type(exc).__name__
