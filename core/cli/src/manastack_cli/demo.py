"""``manastack demo``: one turn in which seven keyword plugins act, explained rule by rule.

The demo is the scenario ``manastack_cli/data/demo.toml``, played by the same
machinery as ``manastack run`` (:mod:`manastack_cli.scenario`), with the plugins
selected as on every command (``--plugins``, ``--no-plugin``, the
environment; by default every installed plugin). It prints the explained log:
each step of casting (CR 601.2a-i) with the total cost, each zone change,
trigger and state-based action, the layer pass of every object an effect or
a counter changes (613), and a board table after each action, each line with
its CR rule; colour on a terminal, plain text when piped.

The demo needs the seven keyword plugins (:data:`KEYWORD_PLUGINS`). When one
is not installed or not enabled it says which, and why, in one line, and
exits with status 2 without playing: a demo with a keyword silently missing
would show different rules. It exits 0 when the game went as the scenario
expects (its ``expect`` tables), 1 otherwise.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from importlib import resources
from typing import TYPE_CHECKING

from manastack import ManastackError
from manastack_cli.options import flag_names, load_rules
from manastack_cli.scenario.expectations import rule_matches
from manastack_cli.scenario.files import loads
from manastack_cli.scenario.reporters import JsonReporter, Style, TextReporter, use_color
from manastack_cli.scenario.runner import Reporter, run

if TYPE_CHECKING:
    from manastack import Rules
    from manastack.api import Event

__all__ = ["KEYWORD_PLUGINS", "KEYWORD_RULES", "add_arguments", "cmd_demo", "missing_plugins",
           "scenario_text"]

#: The plugins the demo plays with, in the order the demo uses them.
KEYWORD_PLUGINS = ("overload", "flashback", "escape", "earthbend", "haste", "escalate", "delve")

#: How the summary at the end finds where each keyword acted: the CR rule its first event
#: cites, and a word that event's text holds. Haste answers the kernel's question of 302.6
#: (summoning sickness); escalate's cost is logged by the kernel as an additional cost (601.2b).
KEYWORD_RULES = {
    "overload": ("702.96", ""), "flashback": ("702.34", ""), "escape": ("702.138", ""),
    "earthbend": ("701.66", ""), "haste": ("302.6", "'haste'"),
    "escalate": ("601.2b", "escalate"), "delve": ("702.66", ""),
}


class DemoError(ManastackError):
    """The demo can't be played here (a keyword plugin is missing or disabled)."""


def scenario_text() -> str:
    """The demo scenario (TOML), as shipped inside manastack-cli."""
    return resources.files("manastack_cli").joinpath("data", "demo.toml").read_text("utf-8")


def missing_plugins(rules: Rules) -> dict[str, list[str]]:
    """The keyword plugins the demo needs that ``rules`` doesn't enable, by reason."""
    infos = {info.name: info for info in rules.ruleset.plugins}
    out: dict[str, list[str]] = {}
    for name in KEYWORD_PLUGINS:
        info = infos.get(name)
        if info is None:
            out.setdefault("not installed (python -m pip install -r requirements-dev.txt)",
                           []).append(name)
        elif not info.enabled:
            out.setdefault(flag_names(info.reason), []).append(name)
    return out


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``manastack demo`` (the shared options come from
    :func:`manastack_cli.options.add_command`)."""
    parser.add_argument("--no-board", action="store_true",
                        help="don't print the board table after each action")
    parser.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                        help="colour the log (default: when writing to a terminal)")
    parser.add_argument("--json", action="store_true",
                        help="print the event log as JSON lines instead of text")


def cmd_demo(args: argparse.Namespace) -> int:
    """``manastack demo``: see the module docstring."""
    rules = load_rules(args)
    missing = missing_plugins(rules)
    if missing:
        why = "; ".join(f"{', '.join(names)}: {reason}" for reason, names in missing.items())
        raise DemoError(f"the demo needs the seven keyword plugins; not enabled: {why}")
    style_on = use_color(args.color)

    def out(line: str) -> None:
        print(line)

    def err(line: str) -> None:
        print(line, file=sys.stderr)

    try:
        return play(rules, out, err, color=style_on, board=not args.no_board, as_json=args.json)
    except BrokenPipeError:  # `manastack demo | head`: stop quietly
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - replaces the closed pipe for good
        return 0


def play(rules: Rules, out: Callable[[str], None], err: Callable[[str], None], *,
         color: bool = False, board: bool = True, as_json: bool = False) -> int:
    """Play the demo with ``rules``, writing the explained log with ``out``; the exit status."""
    scenario = loads(scenario_text(), "manastack_cli/data/demo.toml")
    style = Style(color)
    reporter: Reporter
    if as_json:
        reporter = JsonReporter(out, err)
    else:
        _header(out, style)
        reporter = TextReporter(out, style, board=board, layers=True)
    result = run(scenario, rules=rules, reporter=reporter)
    if as_json:
        return 0 if result.ok else 1
    out("")
    for line in summary(result.game.log, style):
        out(line)
    out("")
    if result.ok:
        out(style(f"ok: the game went as the demo expects ({result.checked} expectation(s) held)",
                  "green", "bold"))
        return 0
    out(style(f"FAILED: {len(result.failures)} expectation(s) of the demo did not hold",
              "red", "bold"))
    return 1


def _header(out: Callable[[str], None], style: Style) -> None:
    out(style("manastack demo", "bold") + " - every line of the log is a rule applied, with its "
        "Comprehensive Rules number [CR ...].")
    out(style("  == N. an action taken; then what the rules did; 'layers:' the characteristics "
              "of an object, layer by layer; then the board.", "dim"))
    out("")


def summary(log: Sequence[Event], style: Style) -> list[str]:
    """Where each keyword acted: its first logged event, with the action's turn and step."""
    lines = [style("Where each keyword plugin acted:", "bold")]
    width = max(len(n) for n in KEYWORD_PLUGINS)
    for name in KEYWORD_PLUGINS:
        rule, word = KEYWORD_RULES[name]
        hits = [e for e in log if e.rule and rule_matches(e.rule, rule) and word in e.text]
        shown = hits[0].text if hits else style("nothing logged", "red")
        cite = style(f"  [CR {hits[0].rule}]", "dim") if hits else ""
        lines.append(f"  {name.ljust(width)}  {shown}{cite}")
    return lines
