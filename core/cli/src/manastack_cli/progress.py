"""Progress of a long run on standard error: a bar redrawn in place on a terminal, plain
lines at intervals elsewhere (a CI log, a file), both with the rate and an ETA.

No progress library is used (``docs/decisions.rst``): the well-kept ones redraw with
carriage returns or draw nothing when the stream is not a terminal, and a log wants whole
lines at intervals. Worker processes starting and finishing are told as they happen, so a
run with ``--workers`` is never a blank wait.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import IO

__all__ = ["INTERVAL", "Progress", "clock_text"]

#: Seconds between two plain progress lines when standard error is not a terminal.
INTERVAL = 5.0


def clock_text(seconds: float) -> str:
    """``seconds`` as ``m:ss`` (``h:mm:ss`` from an hour)."""
    whole = max(0, round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


class Progress:
    """The progress of ``total`` games: :meth:`update` as games finish, :meth:`worker` as
    worker processes become ready, :meth:`close` at the end."""

    def __init__(self, stream: IO[str], total: int, *, terminal: bool, workers: int = 1,
                 interval: float = INTERVAL, clock: Callable[[], float] = time.monotonic,
                 ) -> None:
        self.stream = stream
        self.total = total
        self.terminal = terminal
        self.workers = workers
        self.interval = interval
        self.clock = clock
        self.started = clock()
        self.done = 0
        self.ready = 0
        self.last_line = self.started  # when the last plain line was written
        self.drawn = False
        self.width = 0  # of the bar's line as last drawn
        if not terminal:
            self._line(f"{total} games, {workers} worker(s)"
                       + (": starting" if workers > 1 else ""))
        elif workers > 1:
            self._draw()

    def __call__(self, done: int, total: int, elapsed: float) -> None:
        """``simulate(progress=...)``: ``done`` games told in game order."""
        self.update(done)

    def worker(self, ready: int) -> None:
        """``ready`` worker processes have loaded the rules and play."""
        self.ready = ready
        if self.terminal:
            self._draw()
        else:
            self._line(f"worker {ready} of {self.workers} ready")

    def update(self, done: int) -> None:
        """``done`` games finished (in any order; never counted down)."""
        if done <= self.done:
            return
        self.done = done
        if self.terminal:
            self._draw()
        elif done >= self.total or self.clock() - self.last_line >= self.interval:
            self._line(self._figures())

    def close(self) -> None:
        """End the bar's line (a terminal), so what follows starts on a line of its own."""
        if self.terminal and self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False
            self.width = 0

    def interrupt(self) -> None:
        """Before another message: the bar's line ended, to be redrawn by the next update."""
        self.close()

    def _figures(self) -> str:
        elapsed = self.clock() - self.started
        rate = self.done / elapsed if elapsed > 0 else 0.0
        text = f"{self.done}/{self.total} games, {rate:.1f} games/s"
        if self.done >= self.total:
            return f"{text}, done in {clock_text(elapsed)}"
        if self.done and rate > 0:
            return f"{text}, ETA {clock_text((self.total - self.done) / rate)}"
        return text

    def _draw(self) -> None:
        bar = 30
        filled = bar * self.done // max(self.total, 1)
        starting = (f", workers ready {self.ready}/{self.workers}"
                    if self.workers > 1 and self.ready < self.workers and not self.done else "")
        text = f"[{'#' * filled}{'.' * (bar - filled)}] {self._figures()}{starting}"
        # spaces over what a longer line drew (no escape code: NO_COLOR, dumb terminals)
        self.stream.write(f"\r{text}{' ' * max(0, self.width - len(text))}")
        self.width = len(text)
        self.drawn = True
        if self.done >= self.total:
            self.close()
        self.stream.flush()

    def _line(self, text: str) -> None:
        self.last_line = self.clock()
        self.stream.write(f"simulate: {text}\n")
        self.stream.flush()
