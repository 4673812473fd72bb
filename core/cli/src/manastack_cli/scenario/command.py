"""``manastack run FILE...``: play scenario files and say whether their expectations held.

Exit status: 0 when every expectation of every file holds, 1 when one failed (the
differences are printed), 2 for a bad file (one line says where and why; a card the
engine does not read all of is one), 3 for an internal error (a bug in manastack or a
plugin: a plugin that raised is named; one line, or the traceback with ``--traceback``),
141 when the reader went away.

Given a folder (or ``--junit-xml``, ``--workers``), the run is a suite
(:mod:`manastack_cli.scenario.suite`): every ``*.toml`` file below the folder, played in
parallel, one line per file and a summary; the exit status is the worst file's.

Every line printed goes through :func:`manastack_cli.limits.terminal_text`: a player's
name or any other text from the file can't send control or bidirectional-override
characters to the terminal.
"""

from __future__ import annotations

import argparse
import os
import sys
import traceback
from collections.abc import Callable
from typing import Any

from manastack import ScenarioError, shortened
from manastack_cli.limits import terminal_text
from manastack_cli.options import card_files, environment, plugin_selection
from manastack_cli.replay.record import ReplayError
from manastack_cli.replay.scenario import RecordingReporter
from manastack_cli.scenario.files import load
from manastack_cli.scenario.junit import write_junit_xml
from manastack_cli.scenario.reporters import JsonReporter, Style, TextReporter, use_color
from manastack_cli.scenario.runner import EngineCrash, Reporter, run
from manastack_cli.scenario.suite import collect, exit_status, run_suite, summary_lines

__all__ = ["add_command", "cmd_run"]


def add_command(sub: Any) -> None:
    """Register ``manastack run`` on the command line's subparsers."""
    p = sub.add_parser(
        "run", help="run scenario files: exit 0 if every expectation holds, 1 if one fails, "
        "2 for a bad file",
        description="Run scenario files (TOML; see docs/scenarios.rst). Exit status: 0 every "
        "expectation holds, 1 one failed (the differences are printed), 2 a bad file (one line "
        "says where and why), 3 an internal error.")
    p.add_argument("files", nargs="+", metavar="FILE", help="scenario files, or folders of them "
                   "(searched recursively for *.toml: a suite)")
    p.add_argument("--workers", type=_positive, metavar="N",
                   help="a suite: play N files at a time (default: one per CPU)")
    p.add_argument("--junit-xml", metavar="PATH",
                   help="a suite: also write its outcomes as JUnit XML to PATH")
    p.add_argument("--json", action="store_true",
                   help="print the event log as JSON lines (failures go to standard error)")
    p.add_argument("--explain", action="store_true",
                   help="under each failed expectation, print the events of the log concerning "
                   "the cards and players it names (else the last events)")
    p.add_argument("--replay-out", metavar="GAME.json",
                   help="one file: also write the game step by step, for 'manastack replay "
                   "GAME.json' (docs/replay.rst)")
    p.add_argument("--strict", action="store_true",
                   help="a choice a file gives no answer for is a bad file, instead of being "
                   "answered by its first legal option (which the run prints as 'default:')")
    p.add_argument("--no-board", action="store_true", help="don't print the board after each action")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="colour the text log (default: when writing to a terminal)")
    p.add_argument("--traceback", action="store_true", help="show the traceback of internal errors")
    p.set_defaults(func=cmd_run)


def cmd_run(args: argparse.Namespace) -> int:
    """``manastack run FILE...``: see :func:`add_command`."""
    style = Style(use_color(args.color))

    def out(line: str) -> None:
        print(terminal_text(line, colour=style.enabled))

    def err(line: str) -> None:
        print(terminal_text(line, colour=style.enabled), file=sys.stderr)

    try:
        if (args.junit_xml is not None or args.workers is not None
                or any(os.path.isdir(f) for f in args.files)):
            return _run_suite(args, style, out, err)
        return _run_files(args, style, out, err)
    except BrokenPipeError:  # the reader went away (| head): stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - replaces the closed pipe for good
        return 141  # as a shell reports a process ended by SIGPIPE: the run was cut short


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {value}")
    return value


def _run_suite(args: argparse.Namespace, style: Style, out: Callable[[str], None],
               err: Callable[[str], None]) -> int:
    if args.json:
        err("manastack: error: --json prints one game's log: not with a folder, --workers or "
            "--junit-xml")
        return 2
    if args.replay_out:
        err("manastack: error: --replay-out records one game: not with a folder, --workers or "
            "--junit-xml")
        return 2
    enable, disable = plugin_selection(args)
    files = collect(args.files)
    outcomes = run_suite(files, workers=args.workers, enable=enable, disable=disable,
                         env=environment(args), card_files=card_files(args),
                         strict=args.strict)
    for line in summary_lines(outcomes):
        out(style(line, "green") if line.startswith("ok:")
            else style(line, "red", "bold") if line[:1].isupper() else line)
    if args.traceback:
        for o in outcomes:
            if o.detail:
                err(o.detail.rstrip())
    if args.junit_xml is not None:
        write_junit_xml(outcomes, args.junit_xml)
    return exit_status(outcomes)


def _run_files(args: argparse.Namespace, style: Style, out: Callable[[str], None],
               err: Callable[[str], None]) -> int:
    enable, disable = plugin_selection(args)
    env = environment(args)
    if args.replay_out and len(args.files) > 1:
        err("manastack: error: --replay-out records one game: give one scenario file")
        return 2
    status = 0
    for path in args.files:
        reporter: Reporter
        if args.json:
            reporter = JsonReporter(out, err)
        else:
            reporter = TextReporter(out, style, board=not args.no_board, explain=args.explain)
        recording = RecordingReporter(reporter) if args.replay_out else None
        try:
            scenario = load(path)
            result = run(scenario, enable=enable, disable=disable, env=env,
                         reporter=recording or reporter, card_files=card_files(args),
                         strict=args.strict)
            if recording is not None:
                recording.recorder.write(args.replay_out)
        except (ScenarioError, ReplayError) as exc:
            err(f"manastack: error: {exc}")
            status = max(status, 2)
            continue
        except EngineCrash as exc:
            _crashed(args, err, exc, f"manastack: error: {exc} (a bug in manastack or a plugin")
            status = max(status, 3)
            continue
        except BrokenPipeError:
            raise
        except Exception as exc:  # a bug met while reading or setting up: named with the file
            _crashed(args, err, exc, f"manastack: error: {path}: internal error: "
                     f"{type(exc).__name__}: {shortened(exc)} (a bug in manastack")
            status = max(status, 3)
            continue
        if not args.json:
            out("")
            if result.ok:
                out(style(f"ok: {scenario.path}: {result.checked} expectation(s) held", "green",
                          "bold"))
            else:
                out(style(f"FAILED: {scenario.path}: {len(result.failures)} expectation(s) did "
                          "not hold", "red", "bold"))
        if not result.ok:
            status = max(status, 1)
    return status


def _crashed(args: argparse.Namespace, err: Callable[[str], None], exc: BaseException,
             message: str) -> None:
    """Report an internal error: one line, or with ``--traceback`` the traceback too."""
    if args.traceback:
        for chunk in traceback.format_exception(exc):
            for line in chunk.rstrip("\n").split("\n"):
                err(line)
        err(message + ")")
    else:
        err(message + "; --traceback shows it)")
