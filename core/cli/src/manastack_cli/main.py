"""The ``manastack`` command line.

Every command accepts ``--plugins a,b`` (allow list: only these plugins, plus
what they need) and ``--no-plugin NAME`` (block; repeatable, or comma
separated), before or after the command's name (after it, ``--plugins``
replaces the one given before and ``--no-plugin`` adds). Without ``--plugins`` the
environment variable ``MANASTACK_PLUGINS`` is the allow list, and
``MANASTACK_DISABLE_PLUGINS`` always adds to the block list; flags win over
the environment (see ``docs/plugins.rst``).

Errors print one line on standard error and exit with status 2: a bad
option, an unknown plugin or card, a plugin that fails to load. An
unexpected exception (a bug) is also reported in one line, unless
``MANASTACK_DEBUG=1`` asks for the traceback.

Adding a command: write ``run(args) -> int`` and a function that adds the
sub-parser, in any module, and register it in :func:`build_parser` with
:func:`add_command` (it gives the sub-parser the plugin options)::

    p = add_command(sub, "cards", cmd_cards, "search the card pool")
    p.add_argument("query")
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from manastack.errors import ManastackError, PluginError

Command = Callable[[argparse.Namespace], int]

DEBUG_ENV = "MANASTACK_DEBUG"


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (and still exit status 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def _plugin_options(parser: argparse.ArgumentParser, *, top: bool) -> None:
    # After the command's name the options go to their own destinations, so that they
    # add to (--no-plugin) or override (--plugins) those given before it.
    suffix = "" if top else "_after"
    parser.add_argument(
        "--plugins", metavar="A,B", dest="plugins" + suffix, default=None,
        help="enable only these plugins and what they need (default: $MANASTACK_PLUGINS, "
             "else every installed plugin); '' for the kernel alone")
    parser.add_argument(
        "--no-plugin", metavar="NAME", dest="no_plugin" + suffix, action="append", default=[],
        help="disable a plugin (repeatable or comma separated; adds to "
             "$MANASTACK_DISABLE_PLUGINS)")


def add_command(sub: Any, name: str, func: Command, help: str) -> argparse.ArgumentParser:
    """Add the sub-command ``name`` running ``func``, with the plugin selection options."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help, description=help)
    _plugin_options(parser, top=False)
    parser.set_defaults(func=func)
    return parser


def plugin_selection(args: argparse.Namespace) -> tuple[list[str] | None, list[str]]:
    """``(enable, disable)`` from ``--plugins``/``--no-plugin`` before and after the command."""
    allow = getattr(args, "plugins_after", None)
    if allow is None:
        allow = getattr(args, "plugins", None)
    enable = None if allow is None else [n for n in allow.split(",") if n.strip()]
    blocks = [*getattr(args, "no_plugin", []), *getattr(args, "no_plugin_after", [])]
    return enable, [name for item in blocks for name in item.split(",") if name.strip()]


def load_rules(args: argparse.Namespace) -> Any:
    """The :class:`~manastack.rules.Rules` selected by the command line and the environment."""
    from manastack.loading.rules import Rules

    enable, disable = plugin_selection(args)
    return Rules.load(enable=enable, disable=disable,
                      card_files=getattr(args, "cards_file", None) or ())


# --------------------------------------------------------------------------
# manastack plugins
# --------------------------------------------------------------------------


def _kernel_version() -> str:
    import importlib_metadata

    try:
        return importlib_metadata.version("manastack-core")
    except importlib_metadata.PackageNotFoundError:  # running from a source tree
        from manastack import __version__

        return __version__


def plugin_rows(rules: Any) -> list[dict[str, Any]]:
    """What ``manastack plugins`` shows, one dict per installed plugin (core first)."""
    from manastack.loading.discovery import CORE_PLUGIN

    rows: list[dict[str, Any]] = []
    for info in rules.ruleset.plugins:
        is_core = info.name == CORE_PLUGIN
        rows.append({
            "name": info.name,
            "version": _kernel_version() if is_core else info.version or "",
            "distribution": "manastack-core" if is_core else info.distribution or "(in-process)",
            "module": info.module,
            "enabled": info.enabled,
            "reason": flag_names(info.reason),
            "requires": list(info.requires),
            "keywords": list(info.keywords),
            "hooks": list(info.hooks),
        })
    return rows


def cmd_plugins(args: argparse.Namespace) -> int:
    """List the installed plugins: name, version, distribution, keywords, hooks, enabled and why."""
    rules = load_rules(args)
    rows = plugin_rows(rules)
    if args.json:
        notes = [flag_names(note) for note in rules.ruleset.notes]
        print(json.dumps({"plugins": rows, "notes": notes}, indent=2))
        return 0
    width = max(len(r["name"]) for r in rows)
    for row in rows:
        state = "enabled " if row["enabled"] else "disabled"
        print(f"{row['name']:<{width}}  {state}  {row['distribution']} {row['version']}".rstrip())
        print(f"{'':<{width}}  why: {row['reason']}")
        if row["requires"]:
            print(f"{'':<{width}}  needs: {', '.join(row['requires'])}")
        print(f"{'':<{width}}  keywords: {', '.join(row['keywords']) or '-'}")
        print(f"{'':<{width}}  hooks: {', '.join(row['hooks']) or '-'}")
    enabled = sum(1 for r in rows if r["enabled"])
    print(f"{len(rows)} plugin(s) installed, {enabled} enabled")
    for note in rules.ruleset.notes:
        print(f"note: {flag_names(note)}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="manastack",
        description="A Magic: The Gathering rules framework built around plugins.",
    )
    from manastack import __version__

    parser.add_argument("--version", action="version", version=f"manastack {__version__}")
    _plugin_options(parser, top=True)
    parser.add_argument("--cards-file", metavar="PATH", action="append",
                        help="also read cards from this MTGJSON AtomicCards.json (repeatable)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True,
                                parser_class=_Parser)
    from manastack_cli import demo

    p = add_command(sub, "demo", demo.cmd_demo,
                    "play a turn using every keyword plugin and explain each rule applied")
    demo.add_arguments(p)
    p = add_command(sub, "plugins", cmd_plugins,
                    "list installed plugins: version, package, keywords, hooks, enabled and why")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    from manastack_cli import explain, scaffold, scenario

    explain.add_commands(sub, load_rules)
    scenario.add_command(sub)
    scaffold.add_command(sub)
    from manastack_cli import simulate

    p = add_command(sub, "simulate", simulate.run,
                    "play many random games and print games/s, actions/s, turns, win rates")
    simulate.add_arguments(p)
    for name in ("explain", "cards", "run", "new-plugin"):
        _plugin_options(sub.choices[name], top=False)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except ManastackError as exc:
        message = _one_line(exc)
        if isinstance(exc, PluginError):
            message = flag_names(message)
        print(f"manastack: error: {message}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        return 130
    except BrokenPipeError:  # `manastack plugins | head`
        return 0
    except Exception as exc:
        if os.environ.get(DEBUG_ENV):
            raise
        print(f"manastack: internal error: {type(exc).__name__}: {_one_line(exc)} "
              f"(set {DEBUG_ENV}=1 for the traceback)", file=sys.stderr)
        return 2


def flag_names(text: str) -> str:
    """Name the command-line flags where the plugin loader names its API arguments."""
    return text.replace("disable=", "--no-plugin").replace("enable=", "--plugins")


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
