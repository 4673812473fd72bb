"""Checking that a fast path never changes a game: seeded random games of every built-in deck
played with the full work done beside the fast path, and played again with the fast path
switched off, the same seeds giving the same games (the engine is deterministic).

A module with a fast path (work skipped or kept when nothing it reads changed) has a flag,
``VERIFY_SKIPS`` by convention: switched on, the module does the full work too and raises
when the two disagree. :class:`FastPathCheck` (the ``fast_path`` fixture) switches such
flags on for one test and plays the games; a game ending in an error (the raised
disagreement) fails the test, naming the deck, the game and the error.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from types import ModuleType
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from manastack_cli.simulate import GameResult, SimConfig

    from manastack import Rules

#: Games played per deck, and the turn each stops at (a few seeded games keep it quick).
GAMES = 3
MAX_TURNS = 14


class FastPathCheck:
    """Seeded random games of every built-in deck the installed plugins can play, each deck
    against itself, ``games`` games of at most ``max_turns`` turns (what the ``fast_path``
    fixture gives). ``monkeypatch`` undoes every flag it switches on after the test."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, *, rules: Rules | None = None,
                 games: int = GAMES, max_turns: int = MAX_TURNS) -> None:
        self.monkeypatch = monkeypatch
        self.games = games
        self.max_turns = max_turns
        self._rules = rules

    @property
    def rules(self) -> Rules:
        """The rules the games play by: every installed plugin (``Rules.load()``)."""
        if self._rules is None:
            from manastack import Rules  # when a test uses it: every pytest run loads this

            self._rules = Rules.load()
        return self._rules

    def configs(self, seed: int) -> Iterator[tuple[str, SimConfig]]:
        """Each built-in deck the rules can play (a deck needing a plugin that is not
        installed is left out), with the run that plays it against itself from ``seed``."""
        from manastack_cli.decks import DeckNeedsPluginError, builtin_deck_names, load_deck
        from manastack_cli.simulate import SimConfig

        for name in builtin_deck_names():
            try:
                cards = tuple(load_deck(name).check(self.rules).cards())
            except DeckNeedsPluginError:
                continue
            yield name, SimConfig(decks=(cards, cards), deck_names=(name, name), seed=seed,
                                  games=self.games, max_turns=self.max_turns)

    def results(self, seed: int) -> dict[str, list[GameResult]]:
        """Every game of every deck from ``seed``, by deck."""
        from manastack_cli.simulate import play_game

        return {name: [play_game(config, index, rules=self.rules)
                       for index in range(config.games)]
                for name, config in self.configs(seed)}

    def verify(self, seed: int, *flags: tuple[ModuleType, str],
               each_game: Callable[[str, GameResult], object] | None = None) -> list[str]:
        """Switch each ``(module, flag)`` on (``(sba, "VERIFY_SKIPS")``: the module then does
        the full work too and raises when its fast path disagrees), then play every game
        from ``seed``. A game ending in an error fails the test, naming the deck, the game
        and the error; ``each_game(deck, result)`` is called after every other game. Returns
        the decks played."""
        for module, flag in flags:
            if not isinstance(getattr(module, flag), bool):
                raise TypeError(f"{module.__name__}.{flag} is not a verification flag")
            self.monkeypatch.setattr(module, flag, True)
        from manastack_cli.simulate import play_game

        played: list[str] = []
        for name, config in self.configs(seed):
            played.append(name)
            for index in range(config.games):
                result = play_game(config, index, rules=self.rules)
                if result.outcome == "error":  # the first disagreement ends the test
                    pytest.fail(f"deck {name}, game {index} (seed {result.seed}): "
                                f"{result.error}", pytrace=False)
                if each_game is not None:
                    each_game(name, result)
        return played

    def fails(self, seed: int, *flags: tuple[ModuleType, str], match: str) -> None:
        """:meth:`verify` fails the test, its message matching ``match`` after the deck and
        game it names: for a test that a fast path gone wrong is caught (:meth:`drift`)."""
        with pytest.raises(pytest.fail.Exception, match=rf"deck \S+, game \d+ .*{match}"):
            self.verify(seed, *flags)

    def drift(self, target: object, name: str, change: Callable[[Any], Any]) -> None:
        """Make the function or method ``target.name`` answer ``change(answer)`` at every
        second call (undone after the test): a kept answer or a shortcut gone wrong, which
        the verification must catch (:meth:`fails`)."""
        original = getattr(target, name)
        calls = itertools.count()

        def drifting(*args: Any, **kwargs: Any) -> Any:
            found = original(*args, **kwargs)
            return found if next(calls) % 2 == 0 else change(found)
        self.monkeypatch.setattr(target, name, drifting)

    def same_games(self, seed: int, full: Callable[[pytest.MonkeyPatch], object]) -> None:
        """The same seeds give the same games (their log digests) with the fast path and
        with ``full(patch)`` switching it off (``patch`` is undone right after; a context
        manager ``full`` returns, such as ``RuleSet.full_scans()``, is entered while those
        games play), and no game ends in an error; a difference fails the test, naming the
        deck."""
        fast = self.results(seed)
        with self.monkeypatch.context() as patch:
            switch = full(patch)
            if isinstance(switch, AbstractContextManager):
                with switch:
                    slow = self.results(seed)
            else:
                slow = self.results(seed)
        for name, results in fast.items():
            errors = [f"game {r.index}: {r.error}" for r in results if r.outcome == "error"]
            if errors:
                pytest.fail(f"deck {name}: {'; '.join(errors)}", pytrace=False)
            if [r.digest for r in results] != [r.digest for r in slow[name]]:
                pytest.fail(f"deck {name}: the fast path changed a game (seed {seed})",
                            pytrace=False)
