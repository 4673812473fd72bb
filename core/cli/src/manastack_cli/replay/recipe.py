"""The recipe of a ``manastack simulate --out`` run: what, with a line's seed, plays any of its
games again (``FILE.replay.json`` beside the results, read by ``manastack replay``).

Apart from :mod:`manastack_cli.replay.record` so that :mod:`manastack_cli.simulate` can write
it without importing what plays the games again.
"""

from __future__ import annotations

import hashlib
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
                 max_turns: int, max_actions: int, card_files: Sequence[str] = (),
                 sideboards: Sequence[Sequence[str]] = ()) -> None:
    """Write beside ``results`` what, with a line's seed, plays any game of the run again:
    each deck in library order, as runs of ``[count, name]`` (each sideboard too, if any);
    the deck names, the agent, the enabled plugins, the caps, and the card files
    (``--cards-file``) by absolute path and SHA-256, so that a moved or changed file is found
    or refused, never misread."""
    how: dict[str, Any] = {
        "format": RECIPE_FORMAT, "version": VERSION,
        "decks": [_runs(deck) for deck in decks], "deck_names": list(deck_names),
        "agent": agent, "plugins": sorted(plugins), "max_turns": max_turns,
        "max_actions": max_actions}
    if any(sideboards):  # CR 400.11a; absent without sideboards: older readers read it still
        how["sideboards"] = [_runs(side) for side in sideboards]
    if card_files:  # absent from a run without card files: older readers read it still
        how["card_files"] = [{"path": str(Path(f).resolve()), "sha256": file_digest(f)}
                             for f in card_files]
    path = recipe_path(results)
    try:
        path.write_text(json.dumps(how, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as exc:
        raise ReplayError(f"{path}: cannot write: {exc.strerror or exc}") from None


def file_digest(path: str | Path) -> str:
    """The SHA-256 of a file's bytes (a card file of the recipe, to know it again)."""
    try:
        with open(path, "rb") as f:
            return hashlib.file_digest(f, "sha256").hexdigest()
    except OSError as exc:
        raise ReplayError(f"{path}: cannot read: {exc.strerror or exc}") from None


def recipe_card_files(how: dict[str, Any], where: str,
                      given: Sequence[str] = ()) -> tuple[str, ...]:
    """The card files a recipe's games were played with, each found again: at its recorded
    path, or among ``given`` (``manastack replay --cards-file``, a moved copy), by its
    SHA-256. A file found nowhere, or changed, is a :class:`ReplayError`: the game would
    not be the one recorded."""
    recorded = how.get("card_files", [])
    if not isinstance(recorded, list):
        raise ReplayError(f"{where}: the recipe's 'card_files' is not a list")
    by_digest = {file_digest(path): str(path) for path in given}
    found: list[str] = []
    for item in recorded:
        if not isinstance(item, dict) or not isinstance(item.get("path"), str) \
                or not isinstance(item.get("sha256"), str):
            raise ReplayError(f"{where}: a card file of the recipe is not "
                              "{'path': ..., 'sha256': ...}")
        path, digest = item["path"], item["sha256"]
        if digest in by_digest:
            found.append(by_digest.pop(digest))
        elif Path(path).is_file() and file_digest(path) == digest:
            found.append(path)
        else:
            state = "has changed since" if Path(path).is_file() else "is gone since"
            raise ReplayError(f"{where}: the card file {path} {state} the run: give a copy "
                              "of the file the games were played with, with --cards-file")
    if by_digest:
        extra = next(iter(by_digest.values()))
        raise ReplayError(f"{where}: --cards-file {extra} is none of the card files the run "
                          "was played with (compared by content)")
    return tuple(found)


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
