"""``manastack simulate --backend ray``: games as Ray tasks on a local Ray instance started
by this module (once: Ray takes seconds to start), same per-game results as one worker,
streamed in game order, a lost task reported with its seed."""

from __future__ import annotations

import json
import os
import signal
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from manastack_cli import ray_backend
from manastack_cli.main import main
from manastack_cli.simulate import GameResult, SimConfig, _player as _PLAYER, game_seed, simulate
from manastack_cli.workers import Lost

ray = pytest.importorskip("ray", reason="Ray is not installed (pip install 'manastack-cli[ray]')")

#: simulated games check the engine, not what each card's sentences do
pytestmark = pytest.mark.proves_nothing

#: the jobs below are played in Ray worker processes, which can't import this test module
ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])


@pytest.fixture(scope="module", autouse=True)
def local_ray() -> Iterator[None]:
    """A local Ray instance of 2 CPUs for the whole module, started and stopped the way the
    command does it when no cluster is named."""
    address = os.environ.pop(ray_backend.ADDRESS_ENV, None)  # never a cluster of the machine
    try:
        with ray_backend.session(cpus=2) as cpus:
            assert cpus == 2
            yield
        assert not ray.is_initialized()  # the instance it started is shut down
    finally:
        if address is not None:
            os.environ[ray_backend.ADDRESS_ENV] = address


ARGV = ["simulate", "--deck", "vanilla", "--games", "6", "--max-turns", "6", "--seed", "3"]


def test_ray_gives_the_same_per_game_results_as_one_worker(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    one, on_ray = tmp_path / "one.jsonl", tmp_path / "ray.jsonl"
    assert main([*ARGV, "--workers", "1", "--out", str(one)]) == 0
    local = capsys.readouterr().out
    assert main([*ARGV, "--backend", "ray", "--out", str(on_ray)]) == 0
    printed = capsys.readouterr().out
    assert "6 games, vanilla vs vanilla, agent random, seed 3, 2 worker(s) on Ray" in printed
    lines = one.read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["game"] for line in lines] == [0, 1, 2, 3, 4, 5]
    assert on_ray.read_text(encoding="utf-8").splitlines() == lines
    # the same games: the same figures but the speed
    assert printed.splitlines()[2:] == local.splitlines()[2:]


def _waits_for_the_first_result(marker: str) -> Callable[[int], bool]:
    """Jobs: the last waits (a minute at most) until ``marker`` exists, which the test
    creates on receiving job 0's result; each says whether it saw it."""
    def run(index: int) -> bool:
        for _ in range(600):
            if index < 5 or os.path.exists(marker):
                return True
            time.sleep(0.1)
        return False

    return run


def test_results_stream_in_job_order_before_the_last_job_is_done(tmp_path: Path) -> None:
    marker = tmp_path / "first result received"
    seen = []
    for index, result in ray_backend.in_order(_waits_for_the_first_result, str(marker), 6,
                                              cpus=2):
        marker.touch()
        seen.append((index, result))
    # job 5 ended only once job 0's result had been yielded, and all came in job order
    assert seen == [(i, True) for i in range(6)]


def _fails_on_job_one(arg: int) -> Callable[[int], int]:
    def run(index: int) -> int:
        if index == 1:
            raise ValueError("no such card\nsecond line")
        return index * arg

    return run


def test_a_task_raising_outside_the_game_is_lost_with_its_error() -> None:
    assert list(ray_backend.in_order(_fails_on_job_one, 10, 4, cpus=2)) == [
        (0, 0), (1, Lost(1, "raised ValueError: no such card")), (2, 20), (3, 30)]


def _player_dying_on_game_two(config: SimConfig) -> Callable[[int], GameResult]:
    """The game player of a Ray task, but its worker process is killed by game 2."""
    play = _PLAYER(config)

    def run(index: int) -> GameResult:
        if index == 2:
            os.kill(os.getpid(), signal.SIGKILL)
        return play(index)

    return run


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="no SIGKILL here")
def test_a_game_lost_with_its_ray_worker_is_reported_and_the_run_goes_on(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    one = tmp_path / "one.jsonl"
    assert main([*ARGV, "--out", str(one)]) == 0
    capsys.readouterr()
    monkeypatch.setattr("manastack_cli.simulate._player", _player_dying_on_game_two)
    out = tmp_path / "ray.jsonl"
    assert main([*ARGV, "--backend", "ray", "--out", str(out)]) == 1
    captured = capsys.readouterr()
    seed = game_seed(3, 2)
    ours = [line for line in captured.err.splitlines()
            if line.startswith(("manastack:", "  replay:"))]  # Ray adds its own account
    assert ours == [
        f"manastack: game 2 (seed {seed}) lost: its worker process died (WorkerCrashedError: "
        "The worker died unexpectedly while executing this task. Check "
        "python-core-worker-*.log files for more information.)",
        f"  replay: manastack simulate --deck vanilla --game-seed {seed} --agent random --check "
        "--log --max-turns 6 --max-actions 3000",
    ]
    assert "5 games, vanilla vs vanilla" in captured.out
    assert "LOST: 1 game(s) not played to the end: their worker process died" in captured.out
    played = one.read_text(encoding="utf-8").splitlines()
    assert out.read_text(encoding="utf-8").splitlines() == played[:2] + played[3:]


def test_the_plugin_selection_environment_goes_with_the_tasks(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # a Ray worker elsewhere has its own environment: the caller's selection is sent along
    monkeypatch.setenv("MANASTACK_DISABLE_PLUGINS", "kicker")
    config = SimConfig(decks=((), ()), games=1).with_environment()
    assert ("MANASTACK_DISABLE_PLUGINS", "kicker") in (config.env or ())
    monkeypatch.delenv("MANASTACK_DISABLE_PLUGINS")
    assert "kicker" not in config.rules().ruleset.enabled
    assert "kicker" in SimConfig(decks=((), ()), games=1).rules().ruleset.enabled


def test_the_api_runs_on_ray_as_initialised_by_the_caller() -> None:
    config = SimConfig(decks=(("Mountain",) * 40, ("Mountain",) * 40), games=3, max_turns=3)
    seen: list[GameResult] = []
    summary = simulate(config, backend="ray", on_result=seen.append)
    assert ray.is_initialized()  # not the caller's to lose
    assert summary.backend == "ray" and summary.workers == 2
    assert seen == list(summary.results)
    assert [r.to_json() for r in seen] == [r.to_json() for r in simulate(config).results]


def test_a_cluster_has_its_own_size(monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    for argv, env in (([*ARGV, "--backend", "ray", "--workers", "2", "--ray-address", "auto"],
                       None),
                      ([*ARGV, "--backend", "ray", "--workers", "2"], "10.0.0.1:6379")):
        if env is not None:
            monkeypatch.setenv(ray_backend.ADDRESS_ENV, env)
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("manastack: error: --workers sizes a local Ray instance; the "
                              f"cluster at {env or 'auto'} has its own CPUs")
        assert err.count("\n") == 1
