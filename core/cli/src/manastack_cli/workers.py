"""Worker processes that play numbered jobs, and survive one of them dying.

:func:`in_order` hands jobs ``0 .. count - 1`` to worker processes one at a time and
yields each job's result in job order, as soon as it and every job before it are done.
Each worker is a process of its own with a pipe to this one: the parent waits on the
pipes and on the processes' sentinels together, so a worker that dies (killed, out of
memory, crashed) is noticed at once, and the one job it held is known exactly. That job
is yielded as :class:`Lost` with the cause of death; a new worker takes the dead one's
place and the other jobs go on. Nothing already done is lost.

``concurrent.futures.ProcessPoolExecutor`` is not used: when one of its workers dies it
marks the whole pool broken and fails every pending job, with no way to tell which job
the dead worker held (``docs/decisions.rst``).
"""

from __future__ import annotations

import multiprocessing
import signal
import sys
from collections import deque
from collections.abc import Callable, Iterator
from multiprocessing.connection import Connection, wait
from typing import Any, Generic, TypeVar

from attrs import frozen

__all__ = ["Lost", "in_order"]

A = TypeVar("A")
R = TypeVar("R")

#: Seconds a worker gets to exit after being told to stop, before it is terminated.
STOP_GRACE = 5.0

#: What a worker sends once ready (its ``start`` done), before any result.
READY = "ready"


@frozen
class Lost:
    """A job whose worker process died while holding it; ``cause`` says how it died."""

    index: int
    cause: str  # "was killed by signal 9 (SIGKILL)"


def death_cause(exitcode: int | None) -> str:
    """How a process ended, in words: "was killed by signal 9 (SIGKILL)", "exited with
    status 1"."""
    if exitcode is None:
        return "closed its pipe"
    if exitcode < 0:
        try:
            name = f" ({signal.Signals(-exitcode).name})"
        except ValueError:
            name = ""
        return f"was killed by signal {-exitcode}{name}"
    return f"exited with status {exitcode}"


def _serve(start: Callable[[A], Callable[[int], Any]], arg: A, conn: Connection) -> None:
    """A worker's loop: build the job runner once, then run each job index received."""
    # Ctrl-C reaches the whole process group: the parent stops the workers itself
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    run = start(arg)
    conn.send(READY)  # the parent tells who waits that this worker is playing
    while True:
        try:
            index = conn.recv()
        except EOFError:  # the parent is gone
            return
        if index is None:
            return
        conn.send((index, run(index)))


class _Worker(Generic[A]):
    """One worker process, its end of the pipe, and the job it holds (None: idle)."""

    def __init__(self, context: Any, start: Callable[[A], Callable[[int], Any]],
                 arg: A) -> None:
        self.conn, child = context.Pipe()
        self.process = context.Process(target=_serve, args=(start, arg, child), daemon=True)
        self.process.start()
        child.close()  # only the worker holds its end: its death closes the pipe
        self.job: int | None = None

    def give(self, index: int | None) -> bool:
        """Send a job (None: stop); False if the worker is already gone."""
        try:
            self.conn.send(index)
        except OSError:
            return False
        self.job = index
        return True

    def cause(self) -> str:
        self.process.join(STOP_GRACE)
        return death_cause(self.process.exitcode)

    def stop(self) -> None:
        """Ask an idle worker to exit; terminate a busy or stuck one."""
        if self.process.is_alive():
            if self.job is not None:
                self.process.terminate()
            else:
                self.give(None)
            self.process.join(STOP_GRACE)
            if self.process.is_alive():
                self.process.kill()
                self.process.join()
        self.conn.close()


def in_order(start: Callable[[A], Callable[[int], R]], arg: A, count: int,
             workers: int, *, on_ready: Callable[[int], None] | None = None,
             on_done: Callable[[int], None] | None = None) -> Iterator[tuple[int, R | Lost]]:
    """``(index, result)`` for jobs ``0 .. count - 1``, in index order, played by
    ``workers`` processes; each process runs ``start(arg)`` once and calls what it
    returns with each job index. A job whose worker died is yielded as :class:`Lost`.
    ``on_ready(n)`` is called as the ``n``-th worker becomes ready, ``on_done(n)`` as
    the ``n``-th job finishes (in whatever order they finish, before they are yielded).

    ``start`` and ``arg`` must be picklable where processes are spawned (Windows);
    elsewhere the workers are forked. Closing the iterator early stops every worker.
    """
    context = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
    pending = deque(range(count))
    done: dict[int, R | Lost] = {}
    busy: list[_Worker[A]] = []
    idle: list[_Worker[A]] = []
    following = 0
    counts = {"ready": 0, "finished": 0}  # workers ready, jobs finished (played or lost)

    def tell(kind: str, callback: Callable[[int], None] | None) -> None:
        counts[kind] += 1
        if callback is not None:
            callback(counts[kind])

    def hand_out(worker: _Worker[A]) -> None:
        """Give ``worker`` the next job, or nothing if none is left."""
        if not pending:
            idle.append(worker)
            return
        index = pending.popleft()
        if not worker.give(index):
            pending.appendleft(index)  # never received: not lost, it goes to the next worker
        busy.append(worker)  # a worker gone is noticed through its sentinel

    def died(worker: _Worker[A]) -> None:
        busy.remove(worker)
        if worker.job is not None:
            done[worker.job] = Lost(worker.job, worker.cause())
            tell("finished", on_done)
        worker.job = None
        worker.stop()
        if pending:
            hand_out(_Worker(context, start, arg))

    try:
        for _ in range(min(workers, count)):
            hand_out(_Worker(context, start, arg))
        while following < count:
            if not busy:  # every job not done is held by a busy worker or pending
                raise RuntimeError(f"no worker left with jobs {sorted(pending)} to play")
            watched = {w.conn: w for w in busy} | {w.process.sentinel: w for w in busy}
            ready = wait(list(watched))
            for worker in dict.fromkeys(watched[r] for r in ready):
                try:
                    message = worker.conn.recv() if worker.conn.poll() else None
                except Exception:  # EOF or a message cut short: the worker is gone
                    died(worker)
                    continue
                if message == READY:
                    tell("ready", on_ready)
                elif message is not None:
                    index, result = message
                    done[index] = result
                    worker.job = None
                    tell("finished", on_done)
                if worker.process.sentinel in ready or not worker.process.is_alive():
                    died(worker)  # exited: whatever job it still holds is lost
                elif worker.job is None:
                    busy.remove(worker)
                    hand_out(worker)
            while following in done:
                yield following, done.pop(following)
                following += 1
    finally:
        for worker in (*busy, *idle):
            worker.stop()
