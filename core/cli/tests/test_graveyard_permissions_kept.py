"""The permissions to cast a card from a graveyard with a keyword (flashback, jump-start,
retrace, escape...; CR 601.2b, 702.34a, 702.138a) read only the card's id and
characteristics, so they are kept with the characteristics object they came from instead of
being built at every priority. Speed never changes a game: with ``VERIFY_SKIPS`` every kept
answer is built anew and compared in seeded random games of every built-in deck, and the
same seeds give the same log digests without keeping them."""

from __future__ import annotations

from pytest_manastack import FastPathCheck

from manastack.engine import graveyard_casts
from manastack.engine.game import Game
from manastack.engine.graveyard_casts import GraveyardCast
from manastack.model.objects import Zone
from manastack.model.spells import CastingPermission

SEED = 29


def test_every_kept_permission_is_the_one_built_anew(fast_path: FastPathCheck) -> None:
    decks = fast_path.verify(SEED, (graveyard_casts, "VERIFY_SKIPS"))
    assert "flashback" in decks and "escape" in decks


def test_a_kept_permission_gone_stale_fails_the_verification(fast_path: FastPathCheck) -> None:
    """A kept answer that differs from a new one is found (here: every second one differs)."""
    fast_path.drift(GraveyardCast, "_permissions_of", lambda found: found + found)
    fast_path.fails(SEED, (graveyard_casts, "VERIFY_SKIPS"), match=r"kept (flashback|escape) permissions")


def test_the_same_seeds_give_the_same_games_without_keeping(fast_path: FastPathCheck) -> None:
    def fresh(self: GraveyardCast, game: Game, player: int) -> list[CastingPermission]:
        return [p for oid in game.with_keyword(self.name, Zone.GRAVEYARD, player)
                for p in self._permissions_of(oid, game.chars(oid))]
    fast_path.same_games(SEED, lambda patch: patch.setattr(GraveyardCast, "permissions", fresh))
