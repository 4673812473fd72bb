"""A noncreature permanent's mana sources (CR 605, 601.2g: what the payment solver may
activate) read only the object and its characteristics, both immutable, so they are kept with
them instead of being worked out at every listing; a creature's (summoning sickness, 302.6)
and the prohibitions (602.5) are asked each time. A player's whole list is kept while they
control the same objects with the same characteristics, none a creature with such a
source, and no rule effect is in force. Speed never changes a game: with
``VERIFY_SKIPS`` each kept answer is worked out anew and compared in seeded random games of
every built-in deck, and the same seeds give the same log digests without keeping them."""

from __future__ import annotations

import pytest
from pytest_manastack import FastPathCheck, Table

from manastack.engine import payment
from manastack.engine.game import Game

SEED = 31


def test_every_kept_source_is_the_one_worked_out_anew(fast_path: FastPathCheck) -> None:
    decks = fast_path.verify(SEED, (payment, "VERIFY_SKIPS"))
    assert "vanilla" in decks and "delve" in decks


def test_a_kept_source_gone_stale_fails_the_verification(fast_path: FastPathCheck) -> None:
    """A kept answer that differs from a new one is found (here: every second one differs)."""
    fast_path.drift(payment, "_sources_of", lambda found: found + found)
    fast_path.fails(SEED, (payment, "VERIFY_SKIPS"), match="kept mana sources")


def test_the_same_seeds_give_the_same_games_without_keeping(fast_path: FastPathCheck) -> None:
    never_kept = property(lambda game: {}, lambda game, value: None)

    def keep_nothing(patch: pytest.MonkeyPatch) -> None:
        patch.setattr(Game, "mana_sources_kept", never_kept, raising=False)
        patch.setattr(Game, "player_sources_kept", never_kept, raising=False)

    fast_path.same_games(SEED, keep_nothing)


def test_a_tapped_land_is_no_source_and_a_creature_is_not_kept(table: Table) -> None:
    """CR 302.6, 605: a land tapped is a new object, no longer offered; a creature's sources
    are worked out each time (Llanowar Elves, summoning sick: none) and never kept."""
    table.battlefield(0, "Forest", "Forest")
    table.battlefield(0, "Llanowar Elves", sick=True)
    game = table.game
    forests = sorted(o.id for o in game.battlefield(0) if o.card.name == "Forest")
    elves = table.find("Llanowar Elves").id
    assert sorted(s.id for s in payment.mana_sources(game, 0)) == forests
    assert set(game.mana_sources_kept) == set(forests)
    game.tap(forests[0])
    assert [s.id for s in payment.mana_sources(game, 0)] == forests[1:]
    assert elves not in game.mana_sources_kept


def test_a_players_sources_are_kept_while_their_permanents_stand(table: Table) -> None:
    """CR 605, 106.4: the whole list is the same answer while the same objects stand: kept
    (a new list each time, the kept one untouched), read again for a land tapped (a new
    object, CR 302.6) or played, and never kept beside a creature with a mana ability."""
    table.battlefield(0, "Forest", "Forest")
    game = table.game
    first = payment.mana_sources(game, 0)
    kept = game.player_sources_kept[0]
    again = payment.mana_sources(game, 0)
    assert again == first and again is not first and game.player_sources_kept[0] is kept
    again.clear()  # a caller's list is its own
    assert payment.mana_sources(game, 0) == first
    game.tap(game.battlefield(0)[0].id)
    assert len(payment.mana_sources(game, 0)) == 1  # the tapped Forest is no source now
    assert game.player_sources_kept[0] is not kept
    table.battlefield(0, "Llanowar Elves")
    del game.player_sources_kept[0]
    payment.mana_sources(game, 0)
    assert 0 not in game.player_sources_kept  # its sources follow the turn (CR 302.6)


def test_a_wrong_kept_list_fails_the_verification(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """A kept list gone wrong (a source forgotten) differs from a new one: with
    ``VERIFY_SKIPS`` (on in checked games) it raises rather than leave a land unused."""
    table.battlefield(0, "Forest", "Forest")
    game = table.game
    payment.mana_sources(game, 0)
    ids, chars, objects, found = game.player_sources_kept[0]
    game.player_sources_kept[0] = (ids, chars, objects, found[1:])
    assert len(payment.mana_sources(game, 0)) == 1  # kept, unchecked
    monkeypatch.setattr(payment, "VERIFY_SKIPS", True)
    with pytest.raises(AssertionError, match="kept mana sources of player 1 differ"):
        payment.mana_sources(game, 0)
