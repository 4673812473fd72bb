"""The recipe of a ``manastack simulate --out`` run: what, with a line's seed, plays any of its
games again (``FILE.replay.json`` beside the results, read by ``manastack replay``).

Apart from :mod:`manastack_cli.replay.record` so that :mod:`manastack_cli.simulate` can write
it without importing what plays the games again.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from manastack import ManastackError

RECIPE_FORMAT = "manastack-simulate-recipe"
#: The version of the replay record and recipe formats this manastack writes and reads.
VERSION = 1


class ReplayError(ManastackError):
    """A file ``manastack replay`` can't show: one line naming the file (and line)."""


def recipe_path(results: str | Path) -> Path:
    """Where ``simulate --out RESULTS`` writes its recipe: ``RESULTS.replay.json``."""
    return Path(f"{results}.replay.json")


def write_recipe(results: str | Path, decks: Sequence[Sequence[str]],
                 deck_names: Sequence[str], agent: str, plugins: Sequence[str],
                 max_turns: int, max_actions: int) -> None:
    """Write beside ``results`` what, with a line's seed, plays any game of the run again:
    each deck in library order, as runs of ``[count, name]``; the deck names, the agent,
    the enabled plugins and the caps."""
    how = {"format": RECIPE_FORMAT, "version": VERSION,
           "decks": [_runs(deck) for deck in decks], "deck_names": list(deck_names),
           "agent": agent, "plugins": sorted(plugins), "max_turns": max_turns,
           "max_actions": max_actions}
    path = recipe_path(results)
    try:
        path.write_text(json.dumps(how, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as exc:
        raise ReplayError(f"{path}: cannot write: {exc.strerror or exc}") from None


def _runs(deck: Sequence[str]) -> list[list[Any]]:
    runs: list[list[Any]] = []
    for name in deck:
        if runs and runs[-1][1] == name:
            runs[-1][0] += 1
        else:
            runs.append([1, name])
    return runs


def read_recipe(results: str | Path) -> dict[str, Any]:
    """The recipe written beside ``results`` (:func:`write_recipe`)."""
    path = recipe_path(results)
    try:
        how = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ReplayError(f"{results}: no {path.name} beside it, which 'manastack simulate "
                          "--out' writes with its results: simulate again with --out, or "
                          "keep both files together") from None
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ReplayError(f"{path}: cannot read: {why}") from None
    except json.JSONDecodeError as exc:
        raise ReplayError(f"{path}:{exc.lineno}: not JSON: {exc.msg}") from None
    if not isinstance(how, dict) or how.get("format") != RECIPE_FORMAT:
        raise ReplayError(f"{path}: not the recipe of a simulation ('format' is not "
                          f"{RECIPE_FORMAT!r})")
    if how.get("version") != VERSION:
        raise ReplayError(f"{path}: version {how.get('version')!r}; this manastack reads "
                          f"version {VERSION}")
    return how
