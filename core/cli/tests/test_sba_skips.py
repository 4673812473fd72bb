"""State-based actions are checked whenever a player would receive priority (CR 704.3,
117.5); a check made when nothing it reads changed since the last check that found nothing
is skipped, and a check that is made passes over each permanent whose value and
characteristics are the very objects an earlier check found nothing for
(``manastack.engine.sba``). Speed never changes a game: with ``VERIFY_SKIPS`` every skipped
check and every permanent passed over is checked in full too, over seeded random games of
every built-in deck, and the same seeds give the same log digests with both switched off."""

from __future__ import annotations

import functools

import pytest
from pytest_manastack import FastPathCheck

from manastack.driver import Table
from manastack.engine import sba
from manastack.engine.game import Game
from manastack.invariants import CheckedGame
from manastack.loading.rules import Rules
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SEED = 23


def test_every_skipped_check_would_have_found_nothing(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    verified = sba._verify_skip
    skipped = 0

    def counting(game: Game) -> None:
        nonlocal skipped
        skipped += 1
        verified(game)  # raises if the full check would have acted

    verified_known = sba._verify_known
    passed_over = 0

    def counting_known(game: Game, known: sba.Known) -> None:
        nonlocal passed_over
        passed_over += 1
        verified_known(game, known)  # raises if the permanent would have been acted on

    monkeypatch.setattr(sba, "_verify_skip", counting)
    monkeypatch.setattr(sba, "_verify_known", counting_known)
    fast_path.verify(SEED, (sba, "VERIFY_SKIPS"))
    assert skipped > 500
    assert passed_over > 5000


def test_a_check_skipped_wrongly_fails_the_verification(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """A skip taken when something changed (every check skipped after the first) is found:
    the full check would have acted (CR 704.3), and the game it happened in is named."""
    monkeypatch.setattr(sba, "_unchanged", lambda game: True)
    fast_path.fails(SEED, (sba, "VERIFY_SKIPS"), match=r"CR 704\.3")


def test_the_same_seeds_give_the_same_games_without_skipping(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: patch.setattr(sba, "_unchanged",
                                                           lambda game: False))


def test_the_same_seeds_give_the_same_games_looking_at_every_permanent(
        fast_path: FastPathCheck) -> None:
    def full(patch: pytest.MonkeyPatch) -> None:
        patch.setattr(sba, "_unchanged", lambda game: False)
        patch.setattr(sba, "_find", functools.partial(sba._find, kept=False))

    fast_path.same_games(SEED, full)


def test_a_permanent_passed_over_wrongly_fails_the_verification(table: Table) -> None:
    """Grizzly Bears with lethal damage (CR 704.5g) recorded as found clear: the check
    passes it over, unless verifying, which finds the difference (CR 704.3)."""
    game = table.game
    (bears,) = table.battlefield(0, "Grizzly Bears")
    sba.check(game)
    game.deal_damage(None, bears.id, 2)
    hurt = game.obj(bears.id)
    game._sba_seen[bears.id] = (hurt, game.chars(bears.id), None, False)  # a wrong record
    clone = game.clone()
    sba.check(clone)
    assert clone.find(bears.id) is not None  # passed over: the record is what was read
    game.verify_skips = True
    with pytest.raises(AssertionError, match=r"passed over .*CR 704\.3"):
        sba.check(game)


def test_a_permanent_dealt_damage_after_a_clear_check_is_looked_at_again(
        table: Table) -> None:
    """CR 704.5g: Grizzly Bears found clear, then dealt 2 damage: its value is a new object,
    so the next check looks at it and destroys it."""
    game = table.game
    (bears,) = table.battlefield(0, "Grizzly Bears")
    sba.check(game)
    assert game._sba_seen[bears.id][0] is game.obj(bears.id)  # found clear, recorded
    game.deal_damage(None, bears.id, 1)
    sba.check(game)
    assert game.find(bears.id) is not None  # 1 damage: still clear
    game.deal_damage(None, bears.id, 1)
    sba.check(game)
    assert game.find(bears.id) is None
    table.assert_logged(rule="704.5g")


def test_the_legend_rule_reads_permanents_passed_over(table: Table) -> None:
    """CR 704.5j: an Isamaru, Hound of Konda found clear and passed over still counts when a
    second one under the same control arrives."""
    game = table.game
    (first,) = table.battlefield(0, "Isamaru, Hound of Konda")
    sba.check(game)
    assert game._sba_seen[first.id][2] == "Isamaru, Hound of Konda"
    (second,) = table.battlefield(0, "Isamaru, Hound of Konda")
    game.script.queue.append(Answer("legend_rule", (second.id,)))
    sba.check(game)
    assert game.find(first.id) is None and game.find(second.id) is not None
    assert table.names(Zone.GRAVEYARD, 0) == ["Isamaru, Hound of Konda"]


def test_a_checked_game_verifies_what_is_passed_over() -> None:
    """``CheckedGame`` (``manastack simulate --check``) checks every skipped check and every
    permanent passed over in full, as ``VERIFY_SKIPS`` does."""
    rules = Rules.load()
    game = CheckedGame.from_decks(rules, [["Grizzly Bears"] * 40, ["Grizzly Bears"] * 40],
                                  seed=5)
    game.move(game.hand(0)[0].id, Zone.BATTLEFIELD)
    (bears,) = game.objects_in(Zone.BATTLEFIELD)
    sba.check(game)
    game.deal_damage(None, bears.id, 2)
    game._sba_seen[bears.id] = (game.obj(bears.id), game.chars(bears.id), None, False)
    with pytest.raises(AssertionError, match=r"CR 704\.3"):
        sba.check(game)


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
