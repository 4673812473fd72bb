"""The ``manastack`` command line: the parser, the ``plugins`` command, and how errors end.

The options every command shares (``--plugins``, ``--no-plugin``, ``--trace-hooks``) and
the rules they select are in :mod:`manastack_cli.options`; each other command lives in its
own module, which this one imports (nothing imports this module back).

Errors print one line on standard error and exit with status 2: a bad
option, an unknown plugin or card, a plugin that fails to load. Several
plugins failing to load are named one line each, with how to disable them;
``manastack plugins`` still lists every plugin, the broken ones as broken, and
exits with status 1. An unexpected exception (a bug) is also reported in one
line, unless ``MANASTACK_DEBUG=1`` asks for the traceback. ``manastack run`` has statuses
of its own (:mod:`manastack_cli.scenario.command`): there a bug, a plugin that
raised among them, exits 3. Every error line is escaped for the terminal
(:func:`manastack_cli.limits.terminal_text`).

Adding a command: write ``run(args) -> int`` and a function that adds the
sub-parser, in any module, and register it in :func:`build_parser` with
:func:`manastack_cli.options.add_command` (it gives the sub-parser the shared options)::

    p = add_command(sub, "cards", cmd_cards, "search the card pool")
    p.add_argument("query")
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

from manastack import ManastackError, PluginError, shortened
from manastack.errors import BrokenPluginsError
from manastack_cli import demo, explain, scaffold, simulate
from manastack_cli.limits import TerminalWriter, terminal_text
from manastack_cli.options import add_command, add_selection_options, flag_names, load_rules
from manastack_cli.replay import command as replay_command
from manastack_cli.scenario import command as scenario_command
from manastack_cli.versions import VersionAction

if TYPE_CHECKING:
    from manastack import Rules

DEBUG_ENV = "MANASTACK_DEBUG"

#: Why a base plugin is enabled, whatever selected the others (``docs/plugins.rst``).
BASE_REASON = "enabled (a base plugin: always, unless blocked)"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (and still exit status 2)."""

    #: the namespace the command line is parsed into (``--version`` reads the options
    #: given before a command's name there)
    outer: argparse.Namespace | None = None

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


# --------------------------------------------------------------------------
# manastack plugins
# --------------------------------------------------------------------------


def _kernel_version() -> str:
    import importlib.metadata

    try:
        return importlib.metadata.version("manastack-core")
    except importlib.metadata.PackageNotFoundError:  # running from a source tree
        from manastack import __version__

        return __version__


def plugin_rows(rules: Rules) -> list[dict[str, Any]]:
    """What ``manastack plugins`` shows, one dict per installed plugin (core first).

    A base plugin (the card reader) says so: it is enabled whatever the allow list, and only
    a block list turns it off. Keywords are those its distribution declares in its packaging
    metadata (the entry-point group ``manastack.keywords``)."""
    from manastack.api import CORE_PLUGIN

    rows: list[dict[str, Any]] = []
    for info in rules.ruleset.plugins:
        is_core = info.name == CORE_PLUGIN
        reason = BASE_REASON if info.base and info.enabled else flag_names(info.reason)
        rows.append({
            "name": info.name,
            "version": _kernel_version() if is_core else info.version or "",
            "distribution": "manastack-core" if is_core else info.distribution or "(in-process)",
            "module": info.module,
            "base": info.base,
            "enabled": info.enabled,
            "reason": reason,
            "requires": list(info.requires),
            "keywords": list(info.keywords),
            "hooks": list(info.hooks),
            "broken": None if info.broken is None else flag_names(info.broken),
        })
    return rows


def cmd_plugins(args: argparse.Namespace) -> int:
    """List the installed plugins: name, version, distribution, keywords, hooks, enabled and
    why; those that fail to load as broken, with the error (then exit status 1)."""
    rules = load_rules(args, skip_broken=True)
    rows = plugin_rows(rules)
    broken = rules.ruleset.broken_error()
    if args.json:
        notes = [flag_names(note) for note in rules.ruleset.notes]
        print(json.dumps({"plugins": rows, "notes": notes}, indent=2))
        return _broken(broken)
    width = max(len(r["name"]) for r in rows)
    for row in rows:
        state = "broken  " if row["broken"] else "enabled " if row["enabled"] else "disabled"
        kind = "  (base plugin)" if row["base"] else ""
        print(f"{row['name']:<{width}}  {state}  {row['distribution']} {row['version']}{kind}"
              .rstrip())
        print(f"{'':<{width}}  why: {row['reason']}")
        if row["broken"]:
            print(f"{'':<{width}}  error: {row['broken']}")
        if row["requires"]:
            print(f"{'':<{width}}  needs: {', '.join(row['requires'])}")
        print(f"{'':<{width}}  keywords: {', '.join(row['keywords']) or '-'}")
        print(f"{'':<{width}}  hooks: {', '.join(row['hooks']) or '-'}")
    enabled = sum(1 for r in rows if r["enabled"])
    base = sum(1 for r in rows if r["base"] and r["enabled"])
    failed = f", {len(rules.ruleset.broken)} broken" if broken is not None else ""
    print(f"{len(rows)} plugin(s) installed, {enabled} enabled ({base} base){failed}")
    for note in rules.ruleset.notes:
        print(f"note: {flag_names(note)}")
    return _broken(broken)


def _broken(error: BrokenPluginsError | None) -> int:
    """After a listing: the broken plugins on standard error, as any other command would
    refuse them, and exit status 1; else 0."""
    if error is None:
        return 0
    print(f"manastack: error: {_message(error)}", file=sys.stderr)
    return 1


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="manastack",
        description="A Magic: The Gathering rules framework built around plugins.",
    )
    outer = parser.outer = argparse.Namespace()
    parser.add_argument("--version", action=VersionAction, outer=outer)
    add_selection_options(parser, top=True)
    parser.add_argument("--cards-file", metavar="PATH", action="append",
                        help="also read cards from this MTGJSON AtomicCards.json or AtomicCards.json.gz "
                             "(repeatable)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                parser_class=_Parser)
    p = add_command(sub, "demo", demo.cmd_demo,
                    "play a turn using every keyword plugin and explain each rule applied")
    demo.add_arguments(p)
    p = add_command(sub, "plugins", cmd_plugins,
                    "list installed plugins: version, package, keywords, hooks, enabled and why")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    explain.add_commands(sub, load_rules)
    scenario_command.add_command(sub)
    scaffold.add_command(sub)
    p = add_command(sub, "simulate", simulate.run,
                    "play many random games and print games/s, actions/s, turns, win rates")
    simulate.add_arguments(p)
    replay_command.add_arguments(sub)
    for name in ("explain", "cards", "run", "new-plugin"):
        add_selection_options(sub.choices[name], top=False)
    for command in sub.choices.values():  # --version on every command too
        command.add_argument("--version", action=VersionAction, outer=outer)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv, namespace=getattr(parser, "outer", None))
    try:
        # every line a command prints is escaped for the terminal (names come from files)
        with contextlib.redirect_stdout(TerminalWriter(sys.stdout)):
            code: int = args.func(args)
        return code
    except ManastackError as exc:
        # each line escaped for the terminal; broken plugins one line each
        print("\n".join(terminal_text(line) for line in
                        f"manastack: error: {_message(exc)}".splitlines()), file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        return 130
    except BrokenPipeError:  # `manastack plugins | head`
        return 0
    except Exception as exc:
        if os.environ.get(DEBUG_ENV):
            raise
        print(terminal_text(f"manastack: internal error: {type(exc).__name__}: "
                            f"{shortened(_one_line(exc), 500)} (set {DEBUG_ENV}=1 for the "
                            "traceback)"), file=sys.stderr)
        return 2


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _message(exc: ManastackError) -> str:
    """The error in one line; broken plugins one line each, indented under the first."""
    if isinstance(exc, BrokenPluginsError):
        message = "\n  ".join(" ".join(line.split()) for line in str(exc).splitlines())
    else:
        message = _one_line(exc)
    return flag_names(message) if isinstance(exc, PluginError) else message


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
