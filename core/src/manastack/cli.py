"""The ``manastack`` command line.

Every command accepts ``--plugins a,b`` (allow list), ``--no-plugin NAME``
(block, repeatable); the environment variables ``MANASTACK_PLUGINS`` and
``MANASTACK_DISABLE_PLUGINS`` apply when the flags are absent (see
``docs/plugins.rst``). Errors print one line and exit with status 2; never a
traceback.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from manastack.errors import ManastackError


def _rules(args: argparse.Namespace) -> object:
    from manastack.rules import Rules

    enable = None
    if args.plugins is not None:
        enable = [n for n in args.plugins.split(",") if n.strip()]
    return Rules.load(enable=enable, disable=args.no_plugin or ())


def cmd_plugins(args: argparse.Namespace) -> int:
    """List the installed plugins: name, version, package, keywords, hooks, enabled and why."""
    from manastack.plugins import describe_plugins
    from manastack.rules import Rules

    rules = _rules(args)
    assert isinstance(rules, Rules)
    rows = describe_plugins(rules.ruleset)
    headers = ["name", "version", "distribution", "enabled", "keywords", "reason"]
    table = [[row[h] for h in headers] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in table)) for i, h in enumerate(headers)]
    print("  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip())
    for r in table:
        print("  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip())
    if args.verbose:
        for row in rows:
            print(f"\n{row['name']}: hooks: {row['hooks'] or '-'}")
    for note in rules.ruleset.notes:
        print(f"note: {note}")
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    """Show a card's data and what each line of its text became."""
    from manastack.rules import Rules

    rules = _rules(args)
    assert isinstance(rules, Rules)
    card = rules.card(args.card)
    d = card.definition
    print(f"{card.name}  {d.mana_cost if d and d.mana_cost else ''}".rstrip())
    print(f"{card.type_line}")
    if card.power is not None:
        print(f"{card.power}/{card.toughness}")
    print()
    rec = rules.recognition(card.name)
    for line, what in rec.notes:
        print(f"  {line!r} -> {what}")
    for keyword, plugin in rec.missing_keywords:
        print(f"  keyword {keyword!r}: needs plugin {plugin!r} (not enabled)")
    for line in rec.unrecognized:
        print(f"  NOT UNDERSTOOD: {line!r}")
    print()
    print("playable" if card.playable else "not playable")
    return 0 if card.playable else 1


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="manastack",
        description="A Magic: The Gathering rules framework built around plugins.",
    )
    parser.add_argument("--plugins", metavar="A,B", default=None,
                        help="enable only these plugins (default: MANASTACK_PLUGINS, else all)")
    parser.add_argument("--no-plugin", metavar="NAME", action="append",
                        help="disable a plugin (repeatable; adds to MANASTACK_DISABLE_PLUGINS)")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("plugins", help="list installed plugins")
    p.add_argument("-v", "--verbose", action="store_true", help="also list hooks")
    p.set_defaults(func=cmd_plugins)
    p = sub.add_parser("explain", help="explain how a card's text is understood")
    p.add_argument("card")
    p.set_defaults(func=cmd_explain)
    from manastack import simulate

    p = sub.add_parser("simulate", help="play many random games and print the figures")
    simulate.add_arguments(p)
    p.set_defaults(func=simulate.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
        return code
    except ManastackError as exc:
        print(f"manastack: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
