"""State-based actions are checked whenever a player would receive priority (CR 704.3,
117.5); a check made when nothing it reads changed since the last check that found nothing
is skipped (``manastack.engine.sba``). Speed never changes a game: with ``VERIFY_SKIPS`` every
skipped check is made in full too, over seeded random games of every built-in deck, and the
same seeds give the same log digests with skipping switched off."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from manastack_cli.decks import DeckNeedsPluginError, builtin_deck_names, load_deck
from manastack_cli.simulate import SimConfig, play_game

from manastack.engine import sba
from manastack.engine.game import Game
from manastack.loading.rules import Rules

GAMES = 3
MAX_TURNS = 14


def _configs(rules: Rules) -> Iterator[tuple[str, SimConfig]]:
    for name in builtin_deck_names():
        try:
            cards = tuple(load_deck(name).check(rules).cards())
        except DeckNeedsPluginError:
            continue
        yield name, SimConfig(decks=(cards, cards), deck_names=(name, name), seed=23,
                              games=GAMES, max_turns=MAX_TURNS)


def test_every_skipped_check_would_have_found_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.load()
    monkeypatch.setattr(sba, "VERIFY_SKIPS", True)
    verified = sba._verify_skip
    skipped = 0

    def counting(game: Game) -> None:
        nonlocal skipped
        skipped += 1
        verified(game)  # raises if the full check would have acted

    monkeypatch.setattr(sba, "_verify_skip", counting)
    for name, config in _configs(rules):
        for index in range(config.games):
            result = play_game(config, index, rules=rules)
            assert result.outcome != "error", (name, index, result.error)
    assert skipped > 500


def test_the_same_seeds_give_the_same_games_without_skipping(
        monkeypatch: pytest.MonkeyPatch) -> None:
    rules = Rules.load()
    for name, config in _configs(rules):
        fast = [play_game(config, i, rules=rules).digest for i in range(config.games)]
        with monkeypatch.context() as patch:
            patch.setattr(sba, "_unchanged", lambda game: False)
            full = [play_game(config, i, rules=rules).digest for i in range(config.games)]
        assert fast == full, name


def test_a_check_after_a_rollback_or_in_a_clone_is_made_in_full() -> None:
    rules = Rules.load()
    game = Game.from_decks(rules, [["Grizzly Bears"] * 40, ["Grizzly Bears"] * 40], seed=5)
    sba.check(game)
    assert sba._unchanged(game)  # nothing changed since: the next check is skipped
    assert not sba._unchanged(game.clone())  # another state: checked in full
    with pytest.raises(RuntimeError), game.transaction():
        game.tap(game.hand(0)[0].id)  # any change, then rolled back (CR 732)
        raise RuntimeError
    assert not sba._unchanged(game)


def test_a_change_after_a_check_makes_the_next_check_full() -> None:
    rules = Rules.load()
    game = Game.from_decks(rules, [["Grizzly Bears"] * 40, ["Grizzly Bears"] * 40], seed=5)
    sba.check(game)
    game.lose_life(0, 20)
    assert not sba._unchanged(game)
    sba.check(game)  # CR 704.5a: made in full, so the player with 0 life loses
    assert game.players[0].lost
