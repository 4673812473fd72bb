"""Progress of ``manastack simulate`` on standard error: plain lines at intervals when it is
not a terminal, a bar with an ETA on a terminal, worker processes told as they start."""

from __future__ import annotations

import io

import pytest
from manastack_cli.main import main
from manastack_cli.progress import Progress, clock_text
from manastack_cli.workers import in_order


class Clock:
    """A clock the test moves by hand (no timing in tests)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_clock_text() -> None:
    assert [clock_text(s) for s in (0, 9.6, 61, 3599, 3600, 7322)] == [
        "0:00", "0:10", "1:01", "59:59", "1:00:00", "2:02:02"]


def test_plain_lines_at_intervals_with_an_eta_when_not_a_terminal() -> None:
    stream, clock = io.StringIO(), Clock()
    show = Progress(stream, 10, terminal=False, interval=5.0, clock=clock)
    clock.now += 1
    show.update(1)  # within the interval: no line
    clock.now += 5
    show.update(3)  # 3 games in 6 s: 0.5 games/s, 7 left: 14 s
    clock.now += 1
    show.update(4)  # 1 s after the last line: none
    clock.now += 13
    show.update(10)  # the end: always a line
    show.close()
    assert stream.getvalue().splitlines() == [
        "simulate: 10 games, 1 worker(s)",
        "simulate: 3/10 games, 0.5 games/s, ETA 0:14",
        "simulate: 10/10 games, 0.5 games/s, done in 0:20",
    ]
    assert "\r" not in stream.getvalue()


def test_games_are_never_counted_down() -> None:
    stream, clock = io.StringIO(), Clock()
    show = Progress(stream, 4, terminal=False, interval=0.0, clock=clock)
    clock.now += 1
    show.update(3)  # finished out of order (workers)
    show(2, 4, 1.0)  # then told in game order: already counted
    assert stream.getvalue().splitlines()[1:] == ["simulate: 3/4 games, 3.0 games/s, ETA 0:00"]


def test_workers_are_told_as_they_become_ready() -> None:
    stream, clock = io.StringIO(), Clock()
    show = Progress(stream, 6, terminal=False, workers=2, clock=clock)
    show.worker(1)
    show.worker(2)
    assert stream.getvalue().splitlines() == [
        "simulate: 6 games, 2 worker(s): starting",
        "simulate: worker 1 of 2 ready",
        "simulate: worker 2 of 2 ready",
    ]
    terminal, clock = io.StringIO(), Clock()
    bar = Progress(terminal, 6, terminal=True, workers=2, clock=clock)
    bar.worker(1)
    assert terminal.getvalue().split("\r")[-1].rstrip() == (
        "[..............................] 0/6 games, 0.0 games/s, workers ready 1/2")
    clock.now += 2
    bar.update(1)  # a shorter line: spaces over the end of the longer one
    last = terminal.getvalue().split("\r")[-1]
    assert last.rstrip() == "[#####.........................] 1/6 games, 0.5 games/s, ETA 0:10"
    assert len(last) >= len("[..............................] 0/6 games, 0.0 games/s, "
                            "workers ready 1/2")
    assert "\x1b" not in terminal.getvalue()  # no escape code (NO_COLOR, dumb terminals)


def _square(start: int) -> object:
    return lambda index: index * index + start


def test_worker_processes_tell_when_ready_and_each_job_done() -> None:
    ready: list[int] = []
    done: list[int] = []
    results = list(in_order(_square, 1, 5, workers=2, on_ready=ready.append,
                            on_done=done.append))
    assert results == [(i, i * i + 1) for i in range(5)]
    assert ready == [1, 2]
    assert done == [1, 2, 3, 4, 5]


def test_simulate_with_workers_is_never_a_blank_wait(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "4", "--max-turns", "3", "--workers", "2"]) == 0
    lines = capsys.readouterr().err.splitlines()
    assert lines[:1] == ["simulate: 4 games, 2 worker(s): starting"]
    assert "simulate: worker 1 of 2 ready" in lines and "simulate: worker 2 of 2 ready" in lines
    assert lines[-1].startswith("simulate: 4/4 games, ") and "done in" in lines[-1]
