"""``--version``, on ``manastack`` and on every command: the versions of manastack (the
kernel and the command line) and of every enabled plugin, one line each.

The plugins are those the options given before ``--version`` and the environment select
(``manastack --plugins haste --version`` lists the kernel, the base plugins and haste);
a plugin that fails to load is listed as broken rather than stopping the listing.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import sys
from collections.abc import Sequence
from typing import Any

from manastack_cli.options import card_files, environment, flag_names, plugin_selection

__all__ = ["VersionAction", "compatible_range", "distribution_version", "version_lines"]


def compatible_range(version: str) -> str:
    """The versions a plugin written against ``version`` of the kernel works with, while the
    hooks may change from one minor version to the next (``0.1.0`` -> ``>=0.1,<0.2``;
    ``1.4.2`` -> ``>=1.4,<1.5``: docs/decisions.rst)."""
    major, minor = (int(part) for part in version.split(".")[:2])
    return f">={major}.{minor},<{major}.{minor + 1}"


def distribution_version(name: str) -> str:
    """The installed version of distribution ``name`` (``manastack-core``), or, from a source
    tree with no metadata, the kernel's ``__version__`` (the release line's)."""
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        from manastack import __version__

        return __version__


def version_lines(args: argparse.Namespace) -> list[str]:
    """What ``--version`` prints for the selection ``args`` holds so far."""
    from manastack import Rules, __version__
    from manastack.api import CORE_PLUGIN

    lines = [f"manastack {__version__} (manastack-core {distribution_version('manastack-core')}, "
             f"manastack-cli {distribution_version('manastack-cli')}; "
             f"Python {platform.python_version()})"]
    enable, disable = plugin_selection(args)
    rules = Rules.load(enable=enable, disable=disable, env=environment(args),
                       card_files=card_files(args), skip_broken=True)
    for info in rules.ruleset.plugins:
        if info.name == CORE_PLUGIN or not (info.enabled or info.broken is not None):
            continue
        where = info.distribution or "in-process"
        kind = ", base plugin" if info.base else ""
        state = ": broken" if info.broken is not None else ""
        lines.append(f"  {info.name} {info.version or '?'} ({where}{kind}){state}")
    return lines


class VersionAction(argparse.Action):
    """``--version``: print :func:`version_lines` and exit 0 (as argparse's own does)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: Any = argparse.SUPPRESS, help: str | None = None,
                 outer: argparse.Namespace | None = None) -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0,
                         help=help or "print the versions of manastack and of every enabled "
                                      "plugin, and exit")
        # a command's options are parsed into a namespace of their own: the options given
        # before the command's name are in ``outer`` (the namespace main() parses into)
        self.outer = outer

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        from manastack_cli.limits import terminal_text

        seen = {**vars(self.outer or argparse.Namespace()), **vars(namespace)}
        try:
            lines = version_lines(argparse.Namespace(**seen))
        except Exception as exc:  # a bad selection: say it in one line, as any error
            message = flag_names(" ".join(str(exc).split()))
            parser.exit(2, terminal_text(f"{parser.prog}: error: {message}") + "\n")
        sys.stdout.write("".join(terminal_text(line) + "\n" for line in lines))
        sys.stdout.flush()
        parser.exit(0)
