"""A noncreature permanent's mana sources (CR 605, 601.2g: what the payment solver may
activate) read only the object and its characteristics, both immutable, so they are kept with
them instead of being worked out at every listing; a creature's (summoning sickness, 302.6)
and the prohibitions (602.5) are asked each time. Speed never changes a game: with
``VERIFY_SKIPS`` each kept answer is worked out anew and compared in seeded random games of
every built-in deck, and the same seeds give the same log digests without keeping them."""

from __future__ import annotations

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
    fast_path.same_games(SEED, lambda patch: patch.setattr(Game, "mana_sources_kept",
                                                           never_kept, raising=False))


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
