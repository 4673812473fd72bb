"""Recording a game step by step, and reading the files ``manastack replay`` shows.

A *replay record* is one JSON object (``docs/replay.rst``)::

    {"format": "manastack-replay", "version": 1, "title": "...", "players": ["Ann", "Bo"],
     "log": [{"turn": 1, "step": "main 1", "kind": "cast", "rule": "601.2i", "text": "..."}],
     "steps": [{"label": "...", "log": [0, 12], "board": {...}}]}

``log`` is the game's whole explain log; step ``i`` logged the events ``log[a:b]`` where
``[a, b]`` is its ``log``; its ``board`` is :func:`manastack_cli.replay.board.board` after it.
Step 0 is the game as set up. :class:`Recorder` writes one from any game (the API);
``manastack run FILE --replay-out GAME.json`` writes one for a scenario.

A game of ``manastack simulate --out FILE`` is not recorded board by board: FILE's line
gives its seed and log digest, and ``FILE.replay.json``, written beside it by the same
run, what every game of the run shares (:func:`write_recipe`: both decks in library order,
agent, plugins, caps). :func:`load` plays the game again, the same byte for byte (checked
against the line's log digest), recording it. The results stay a short line per game.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from manastack import Game, ManastackError
from manastack_cli import simulate
from manastack_cli.replay.board import board
from manastack_cli.replay.recipe import (
    RECIPE_FORMAT,
    VERSION,
    ReplayError,
    read_recipe,
    recipe_card_files,
    recipe_path,
    write_recipe,
)

__all__ = ["FORMAT", "RECIPE_FORMAT", "VERSION", "Recorder", "ReplayError", "check", "load",
           "read_recipe", "recipe_card_files", "recipe_path", "replay_line", "write_recipe"]

FORMAT = "manastack-replay"


class Recorder:
    """Records a game as it is played: call :meth:`watch` once the game is set up and after
    each action (``game.respond(...)``, a cast, a pass), then :meth:`write` the record::

        recorder = Recorder("my game")
        recorder.watch(game)            # the game as set up: step 0
        while (decision := game.pending()) is not None:
            game.respond(agent.choose(game, decision))
            recorder.watch(game)        # one step per action
        recorder.write("game.json")     # then: manastack replay game.json -o game.html
    """

    def __init__(self, title: str = "") -> None:
        self.title = title
        self.players: list[str] = []
        self.log: list[dict[str, Any]] = []
        self.steps: list[dict[str, Any]] = []

    def watch(self, game: Game, label: str = "") -> None:
        """Record a step: the events logged since the last one and the board now. ``label``
        names the action (default: the first event it logged)."""
        if not self.steps:
            self.players = [p.name for p in game.players]
        start = len(self.log)
        for event in game.log[start:]:
            self.log.append({"turn": event.turn, "step": event.step, "kind": event.kind,
                             "rule": event.rule, "text": event.text})
        if not label:
            label = "the game is set up" if not self.steps else \
                self.log[start]["text"] if len(self.log) > start else "nothing logged"
        self.steps.append({"label": label, "log": [start, len(self.log)], "board": board(game)})

    def record(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "title": self.title,
                "players": self.players, "log": self.log, "steps": self.steps}

    def write(self, path: str | Path) -> None:
        try:
            Path(path).write_text(json.dumps(self.record(), ensure_ascii=False) + "\n",
                                  encoding="utf-8")
        except OSError as exc:
            raise ReplayError(f"{path}: cannot write: {exc.strerror or exc}") from None


# --------------------------------------------------------------------------
# simulate --out lines: played again by the run's recipe (manastack_cli.replay.recipe)
# --------------------------------------------------------------------------


def replay_line(line: dict[str, Any], where: str, how: dict[str, Any],
                card_files: Sequence[str] = ()) -> dict[str, Any]:
    """Play again the game of one ``simulate --out`` line, by the run's recipe ``how``, and
    return its record; ``where`` (``FILE:LINE``) starts every error. ``card_files`` are
    moved copies of the run's card files (:func:`recipe_card_files`)."""
    files = recipe_card_files(how, where, card_files)

    try:
        decks = tuple(tuple(str(name) for count, name in deck for _ in range(int(count)))
                      for deck in how["decks"])
        names = tuple(str(n) for n in how["deck_names"])
        sides = tuple(tuple(str(name) for count, name in side for _ in range(int(count)))
                      for side in how.get("sideboards", ((), ())))
        config = simulate.SimConfig(
            decks=(decks[0], decks[1]), deck_names=(names[0], names[1]), agent=str(how["agent"]),
            enable=tuple(str(p) for p in how["plugins"]), max_turns=int(how["max_turns"]),
            max_actions=int(how["max_actions"]), card_files=files,
            sideboards=(sides[0], sides[1]))
        seed, index, digest = int(line["seed"]), int(line["game"]), str(line["digest"])
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        raise ReplayError(f"{where}: not a game of manastack simulate --out, or a recipe "
                          f"that is not one: {type(exc).__name__}: {exc}") from None
    if config.agent not in simulate.AGENTS:
        raise ReplayError(f"{where}: unknown agent {config.agent!r}")
    recorder = Recorder(f"game {index} (seed {seed}): {names[0]} vs {names[1]}, "
                        f"agent {config.agent}")
    failed: list[BaseException] = []

    def watch(game: Game) -> None:
        try:
            recorder.watch(game)
        except BaseException as exc:  # not the game's error: play_game would report it so
            failed.append(exc)
            raise

    try:
        result = simulate.play_game(config, index, seed=seed, watch=watch)
    except ManastackError as exc:  # plugins or cards missing here
        raise ReplayError(f"{where}: cannot play this game again: {exc}") from None
    if failed:
        raise failed[0]
    if result.digest != digest:
        raise ReplayError(f"{where}: the game played again differs from the one recorded "
                          f"(log digest {result.digest[:12]}, recorded {digest[:12]}): play it "
                          "with the same plugins and versions that simulated it")
    return recorder.record()


# --------------------------------------------------------------------------
# Reading the input of manastack replay
# --------------------------------------------------------------------------


def load(path: str | Path, game: int | None = None,
         card_files: Sequence[str] = ()) -> dict[str, Any]:
    """The replay record in ``path``: a record (``Recorder``, ``run --replay-out``), or a
    ``simulate --out`` file, whose game ``game`` (the line's ``"game"``) is played again,
    with the run's card files (found again by content among ``card_files`` if moved)."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ReplayError(f"{path}: cannot read: {why}") from None
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
        whole = None
    if isinstance(whole, dict) and "format" in whole:
        if game is not None:
            raise ReplayError(f"{path}: --game chooses a game of a simulate --out file; this "
                              "is the record of one game")
        if card_files:  # a record holds its boards: no game is played again
            raise ReplayError(f"{path}: --cards-file is for a simulate --out file; this "
                              "record holds its boards already")
        return check(whole, str(path))
    return _from_lines(text, str(path), game, card_files)


def _from_lines(text: str, path: str, game: int | None,
                card_files: Sequence[str]) -> dict[str, Any]:
    lines: list[tuple[int, dict[str, Any]]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ReplayError(f"{path}:{number}: not JSON: {exc.msg} (column {exc.colno})"
                              ) from None
        if not isinstance(value, dict):
            raise ReplayError(f"{path}:{number}: not a JSON object")
        if {"kind", "rule", "text"} <= set(value):
            raise ReplayError(f"{path}:{number}: an event log (manastack run --json) has no "
                              "board: write a replay with 'manastack run FILE --replay-out "
                              "GAME.json'")
        if "seed" not in value or "game" not in value:
            raise ReplayError(f"{path}:{number}: neither a replay record nor a game of "
                              "manastack simulate --out")
        lines.append((number, value))
    if not lines:
        raise ReplayError(f"{path}: empty: no game to replay")
    if game is None:
        if len(lines) > 1:
            raise ReplayError(f"{path}: {len(lines)} games: choose one with --game N (the "
                              f"'game' of its line, {lines[0][1]['game']} to "
                              f"{lines[-1][1]['game']})")
        number, line = lines[0]
    else:
        found = [(n, v) for n, v in lines if v.get("game") == game]
        if not found:
            raise ReplayError(f"{path}: no game {game} (games {lines[0][1]['game']} to "
                              f"{lines[-1][1]['game']})")
        number, line = found[0]
    return replay_line(line, f"{path}:{number}", read_recipe(path), card_files)


def check(record: Any, where: str) -> dict[str, Any]:
    """``record`` if it is a replay record the page can show; else a :class:`ReplayError`."""
    def bad(why: str) -> ReplayError:
        return ReplayError(f"{where}: not a replay record: {why}")

    if not isinstance(record, dict) or record.get("format") != FORMAT:
        raise bad(f"'format' is not {FORMAT!r}")
    if record.get("version") != VERSION:
        raise bad(f"version {record.get('version')!r}; this manastack reads version {VERSION}")
    log, steps = record.get("log"), record.get("steps")
    if not isinstance(log, list) or not all(isinstance(e, dict) and isinstance(e.get("text"), str)
                                            for e in log):
        raise bad("'log' must be a list of events, each with a 'text'")
    if not isinstance(steps, list) or not steps:
        raise bad("'steps' must be a non-empty list")
    for i, step in enumerate(steps):
        span = step.get("log") if isinstance(step, dict) else None
        if not (isinstance(span, list) and len(span) == 2
                and all(isinstance(n, int) for n in span) and 0 <= span[0] <= span[1] <= len(log)):
            raise bad(f"step {i}: 'log' must be [first, end] indices of the log")
        shown = step.get("board")
        if not isinstance(shown, dict) or not isinstance(shown.get("players"), list):
            raise bad(f"step {i}: 'board' must be an object with 'players'")
    return record
