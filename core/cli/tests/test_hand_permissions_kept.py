"""The kernel's permission to cast a card from hand (CR 601.2a) is kept while the hand holds
the same objects: it reads only each object's id and printed card, and objects are immutable
(a change replaces one; a card put into a hand is a new object, 400.7). Speed never changes
a game: with ``VERIFY_SKIPS`` every listing of seeded random games of every built-in deck
builds the permissions anew as well and compares, and the same seeds give the same log
digests when nothing is kept."""

from __future__ import annotations

import attrs
import pytest
from manastack_cli.simulate import GameResult
from pytest_manastack import FastPathCheck, Table

from manastack import core_plugin
from manastack.engine import permissions
from manastack.engine.game import Game
from manastack.engine.legal_actions import legal_priority_actions
from manastack.engine.permissions import hand_permissions
from manastack.errors import IllegalActionError
from manastack.model.actions import CastSpell, PlayLand
from manastack.model.objects import GameObject

SEED = 23


def test_every_listing_keeps_what_new_permissions_would_be(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    built = 0  # permissions made: the kept path's and the verification's
    asked = 0
    in_hand = 0  # what the verification makes anew
    make = permissions._hand_permission
    listing = permissions.hand_permissions

    def counting_make(obj: GameObject) -> object:
        nonlocal built
        built += 1
        return make(obj)

    def counting(game: Game, player: int) -> object:
        nonlocal asked, in_hand
        asked += 1
        in_hand += len(game.hand(player))
        return listing(game, player)

    monkeypatch.setattr(permissions, "_hand_permission", counting_make)
    monkeypatch.setattr(core_plugin._kernel, "hand_permissions", counting)  # what core asks
    before = 0

    def made_some(deck: str, result: GameResult) -> None:
        nonlocal before
        assert built > before, (deck, result.index)
        before = built

    decks = fast_path.verify(SEED, (permissions, "VERIFY_SKIPS"),  # raises on a difference
                             each_game=made_some)
    assert "vanilla" in decks and "flashback" in decks and len(decks) >= 5
    assert asked > 1000
    # the verification makes every card's permission anew at each listing; the kept path
    # makes the rest, far fewer: a hand changes less often than a player gets priority
    made = built - in_hand
    assert 0 < made < in_hand / 3, (made, in_hand)


def test_a_stale_kept_answer_fails_the_verification(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """A kept answer that is wrong (forgotten: kept as no permission at all) is found: new
    permissions differ (CR 601.2a), and the game it happened in is named."""
    listing = permissions.hand_permissions

    def stale(game: Game, player: int) -> object:
        kept = game.hand_permissions_kept.get(player)
        if kept is not None:
            game.hand_permissions_kept[player] = (kept[0], kept[1], [])
        return listing(game, player)

    monkeypatch.setattr(core_plugin._kernel, "hand_permissions", stale)  # what core asks
    fast_path.fails(SEED, (permissions, "VERIFY_SKIPS"), match="kept hand permissions differ")


def test_the_same_seeds_give_the_same_games_when_nothing_is_kept(
        fast_path: FastPathCheck) -> None:
    """No kept answer ever holds ("the very same objects" never: the hand's permissions,
    the cards on an adventure and the mana sources are worked out anew each time)."""
    fast_path.same_games(SEED, lambda patch: patch.setattr(Game, "holds_same",
                                                           lambda self, ids, kept: False))


def _casts(table: Table) -> list[str]:
    return [a.name for a in table.game.legal_actions() if isinstance(a, CastSpell)]


def test_the_same_hand_gives_the_same_permissions(table: Table) -> None:
    """CR 601.2a: asked twice of an unchanged hand, the answer is the kept one."""
    table.hand(0, "Grizzly Bears", "Forest")
    first = hand_permissions(table.game, 0)
    second = hand_permissions(table.game, 0)
    assert [p.obj for p in first] == [table.game.hand(0)[0].id]  # a land is played, not cast
    assert first == second and first is not second  # each caller gets its own list
    assert first[0] is second[0]


def test_a_card_drawn_is_asked_about(table: Table) -> None:
    """CR 400.7, 601.2a: a card put into the hand is a new object with its own permission."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Forest")
    assert _casts(table) == []
    table.hand(0, "Grizzly Bears")
    assert _casts(table) == ["Grizzly Bears"]


def test_an_object_replaced_in_hand_is_asked_about_again(table: Table) -> None:
    """An object whose card changes in hand (a new value, same id) gets its card's answer:
    a land in its place is played, not cast (CR 305.1, 601.2a)."""
    table.lands(0, "Forest", 2)
    (bears,) = table.hand(0, "Grizzly Bears")
    assert _casts(table) == ["Grizzly Bears"]
    table.game.update(bears.id, card=table.game.rules.card("Forest"))
    # the pending decision keeps its listing: list again as the next priority would
    assert legal_priority_actions(table.game, 0) == [PlayLand(bears.id, "Forest")]
    assert hand_permissions(table.game, 0) == []


def test_an_illegal_cast_leaves_the_kept_answer_right(table: Table) -> None:
    """CR 732: a refused cast restores the game; the permissions listed are those of the
    restored hand."""
    (giant,) = table.hand(0, "Hill Giant")
    table.lands(0, "Mountain", 2)
    assert _casts(table) == []
    with pytest.raises(IllegalActionError):
        table.game.act(CastSpell(giant.id, "hand", "Hill Giant"))
    assert [p.obj for p in hand_permissions(table.game, 0)] == [giant.id]
    table.lands(0, "Mountain", 2)
    assert _casts(table) == ["Hill Giant"]


def test_a_clone_keeps_its_own(table: Table) -> None:
    """``clone()`` starts with nothing kept: its hand is asked about when it changes."""
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    assert _casts(table) == ["Grizzly Bears"]
    other = table.game.clone()
    assert other.hand_permissions_kept == {}
    assert [p.obj for p in hand_permissions(other, 0)] == [table.game.hand(0)[0].id]


def test_sorcery_timing_allows_any_card_without_reading_it(
        table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 307.1, 117.1a: when a sorcery could be cast, every timing allows the cast, so the
    card's own timing (instant, flash, "as though it had flash", 609.4) isn't read; when
    not, it is, and only an instant-speed card is allowed."""
    bears, bolt = table.hand(0, "Grizzly Bears", "Lightning Bolt")
    read: list[int] = []
    instant = permissions.has_instant_timing

    def reading(game: Game, obj: GameObject) -> bool:
        read.append(obj.id)
        return instant(game, obj)

    monkeypatch.setattr(permissions, "has_instant_timing", reading)
    game = table.game
    assert permissions.sorcery_timing_ok(game, 0) and not permissions.sorcery_timing_ok(game, 1)
    perms = {p.obj: p for p in hand_permissions(game, 0)}
    for timing in (None, "instant", "sorcery", "now"):
        for obj in (bears, bolt):
            perm = attrs.evolve(perms[obj.id], timing=timing)
            assert permissions.timing_allows(game, 0, obj, perm)
    assert read == []
    # player 1 has no sorcery timing on player 0's turn (CR 307.1): the card is read
    for obj, allowed in ((bears, False), (bolt, True)):
        perm = perms[obj.id]
        assert permissions.timing_allows(game, 1, obj, perm) is allowed
        assert not permissions.timing_allows(game, 1, obj, attrs.evolve(perm, timing="sorcery"))
        assert permissions.timing_allows(game, 1, obj, attrs.evolve(perm, timing="instant"))
        assert permissions.timing_allows(game, 1, obj, attrs.evolve(perm, timing="now"))
    assert read == [bears.id, bolt.id]
