"""State-based actions are checked whenever a player would receive priority (CR 704.3,
117.5); a check made when nothing it reads changed since the last check that found nothing
is skipped (``manastack.engine.sba``). Speed never changes a game: with ``VERIFY_SKIPS`` every
skipped check is made in full too, over seeded random games of every built-in deck, and the
same seeds give the same log digests with skipping switched off."""

from __future__ import annotations

import pytest
from pytest_manastack import FastPathCheck

from manastack.engine import sba
from manastack.engine.game import Game
from manastack.loading.rules import Rules

SEED = 23


def test_every_skipped_check_would_have_found_nothing(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    verified = sba._verify_skip
    skipped = 0

    def counting(game: Game) -> None:
        nonlocal skipped
        skipped += 1
        verified(game)  # raises if the full check would have acted

    monkeypatch.setattr(sba, "_verify_skip", counting)
    fast_path.verify(SEED, (sba, "VERIFY_SKIPS"))
    assert skipped > 500


def test_a_check_skipped_wrongly_fails_the_verification(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """A skip taken when something changed (every check skipped after the first) is found:
    the full check would have acted (CR 704.3), and the game it happened in is named."""
    monkeypatch.setattr(sba, "_unchanged", lambda game: True)
    with pytest.raises(pytest.fail.Exception, match=r"deck \S+, game \d+ .*CR 704\.3"):
        fast_path.verify(SEED, (sba, "VERIFY_SKIPS"))


def test_the_same_seeds_give_the_same_games_without_skipping(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: patch.setattr(sba, "_unchanged",
                                                           lambda game: False))


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
