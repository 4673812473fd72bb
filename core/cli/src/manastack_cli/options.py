"""The options every ``manastack`` command shares, and the rules they select.

Every command accepts ``--plugins a,b`` (allow list: only these plugins, plus what they
need, plus the base plugins such as the card reader), ``--no-plugin NAME`` (block;
repeatable, or comma separated) and ``--trace-hooks`` (every hook call written to
standard error), before or after the command's name. After it, ``--plugins`` replaces the
one given before, ``--no-plugin`` adds to it, and ``--trace-hooks`` turns tracing on as
well. Without ``--plugins`` the environment variable ``MANASTACK_PLUGINS`` is the allow
list, and ``MANASTACK_DISABLE_PLUGINS`` always adds to the block list; flags win over the
environment (see ``docs/plugins.rst``).

The command modules (:mod:`manastack_cli.main` and the modules of each command) import
from here; this module imports none of them.
"""

from __future__ import annotations

import argparse
import os
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from manastack import Rules

__all__ = [
    "TRACE_ENV",
    "Command",
    "add_command",
    "add_selection_options",
    "card_files",
    "environment",
    "flag_names",
    "load_rules",
    "plugin_selection",
    "trace_hooks",
]

#: What a command runs: the parsed arguments in, the exit status out.
Command = Callable[[argparse.Namespace], int]

#: The variable the kernel's loader reads to trace hook calls (``Rules.load(env=...)``).
TRACE_ENV = "MANASTACK_TRACE_HOOKS"


def add_selection_options(parser: argparse.ArgumentParser, *, top: bool) -> None:
    """Add ``--plugins``, ``--no-plugin`` and ``--trace-hooks`` to ``parser`` (the top
    parser when ``top``, else a command's)."""
    # After the command's name the options go to their own destinations, so that they
    # add to (--no-plugin) or override (--plugins) those given before it.
    suffix = "" if top else "_after"
    parser.add_argument(
        "--plugins", metavar="A,B", dest="plugins" + suffix, default=None,
        help="enable only these plugins and what they need (default: $MANASTACK_PLUGINS, "
             "else every installed plugin); '' for the kernel and its base plugins alone")
    parser.add_argument(
        "--no-plugin", metavar="NAME", dest="no_plugin" + suffix, action="append", default=[],
        help="disable a plugin (repeatable or comma separated; adds to "
             "$MANASTACK_DISABLE_PLUGINS)")
    parser.add_argument(
        "--trace-hooks", dest="trace_hooks" + suffix, action="store_true",
        help=f"write every hook call, its arguments and results to standard error "
             f"(as ${TRACE_ENV}=1)")


def add_command(sub: Any, name: str, func: Command, help: str) -> argparse.ArgumentParser:
    """Add the sub-command ``name`` running ``func``, with the shared options."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=help, description=help)
    add_selection_options(parser, top=False)
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


def trace_hooks(args: argparse.Namespace) -> bool:
    """Whether ``--trace-hooks`` was given, before or after the command."""
    return bool(getattr(args, "trace_hooks", False) or getattr(args, "trace_hooks_after", False))


def environment(args: argparse.Namespace) -> Mapping[str, str]:
    """The environment the rules are loaded with: this process's, with hook tracing turned
    on by ``--trace-hooks``."""
    return {**os.environ, TRACE_ENV: "1"} if trace_hooks(args) else os.environ


def load_rules(args: argparse.Namespace, *, skip_broken: bool = False) -> Rules:
    """The rules selected by the command line and the environment (``skip_broken``: without
    the selected plugins that fail to load, listed in ``rules.ruleset.broken``)."""
    from manastack import Rules

    enable, disable = plugin_selection(args)
    return Rules.load(enable=enable, disable=disable, env=environment(args),
                      card_files=card_files(args),
                      skip_broken=skip_broken)


def card_files(args: argparse.Namespace) -> tuple[str, ...]:
    """The MTGJSON files of ``--cards-file`` (every command reads its cards from them too)."""
    return tuple(getattr(args, "cards_file", None) or ())


def flag_names(text: str) -> str:
    """Name the command-line flags where the plugin loader names its API arguments
    ("disable=a,b" is "--no-plugin a,b")."""
    text = re.sub(r"\bdisable=(?=[\w-])", "--no-plugin ", text)
    return text.replace("disable=", "--no-plugin").replace("enable=", "--plugins")
