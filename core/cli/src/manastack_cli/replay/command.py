"""``manastack replay FILE -o PAGE.html``: a game as one HTML page, step by step.

``FILE`` is a replay record (written by :class:`manastack_cli.replay.record.Recorder` or
``manastack run SCENARIO --replay-out FILE``) or a ``manastack simulate --out`` file, whose
game ``--game N`` is played again. A file that can't be shown is one error line naming it
(and the line, for a simulation file); exit status 2 as every ``manastack`` error.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from manastack_cli.options import plugin_selection
from manastack_cli.replay.page import page
from manastack_cli.replay.record import ReplayError, load

__all__ = ["add_arguments", "cmd_replay", "default_output", "write_page"]


def add_arguments(sub: Any) -> None:
    """Register ``manastack replay`` on the command line's subparsers."""
    about = ("write a game as one self-contained HTML page: the board at each step beside "
             "the explain log")
    # no plugin selection: a game is played again with the plugins its files name
    p = sub.add_parser("replay", help=about, description=about)
    p.set_defaults(func=cmd_replay)
    p.add_argument("file", metavar="FILE",
                   help="a replay record (manastack run SCENARIO --replay-out FILE) or a "
                        "'manastack simulate --out' file (choose its game with --game)")
    p.add_argument("-o", "--output", metavar="PAGE.html", default=None,
                   help="the page to write (default: FILE with .html, '-gameN' added for a "
                        "game of a simulation file)")
    p.add_argument("--game", type=int, default=None, metavar="N",
                   help="of a 'simulate --out' file: the game to replay (its 'game' number)")


def default_output(path: str, game: int | None) -> Path:
    """``game.json`` -> ``game.html``; game 3 of ``runs.jsonl`` -> ``runs-game3.html``."""
    source = Path(path)
    stem = source.stem if game is None else f"{source.stem}-game{game}"
    return source.with_name(stem + ".html")


def write_page(record: dict[str, Any], output: str | Path) -> None:
    """Write the page of ``record`` (checked) to ``output``."""
    try:
        Path(output).write_text(page(record), encoding="utf-8")
    except OSError as exc:
        raise ReplayError(f"{output}: cannot write: {exc.strerror or exc}") from None


def cmd_replay(args: argparse.Namespace) -> int:
    enable, disable = plugin_selection(args)
    if enable is not None or disable:  # refused rather than ignored
        raise ReplayError("--plugins and --no-plugin don't apply to replay: a game is played "
                          "again with the plugins its file names")
    output = Path(args.output) if args.output else default_output(args.file, args.game)
    # the run's own card files are named by its recipe; these are moved copies of them
    record = load(args.file, args.game, getattr(args, "cards_file", None) or ())
    write_page(record, output)
    print(f"wrote {output}: {len(record['steps'])} steps, {len(record['log'])} log lines "
          f"(open it in a browser; arrow keys move between steps)")
    return 0
