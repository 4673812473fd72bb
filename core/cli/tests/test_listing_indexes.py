"""Listing legal actions reads indexes instead of scans (CR 117.1): the activated abilities
kept per layer pass (``Game.activated_in``) and the casting-permission hooks skipped when
their ``reads_keyword`` scope is empty. Speed never changes a game: at every priority of
seeded random games of every built-in deck the listing equals the one made with full
scans, and the games' log digests are the same both ways."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

import pytest
from pytest_manastack import FastPathCheck, Table

from manastack import invariants
from manastack.api import hookimpl, reads_keyword
from manastack.engine import legal_actions, turns
from manastack.engine.game import Game
from manastack.loading.rules import Rules
from manastack.loading.ruleset import RuleSet
from manastack.model.actions import ActivateAbility
from manastack.model.objects import Zone
from manastack.model.replacements import ZoneMove
from manastack.model.turns import Step

SEED = 11


def _scans(patch: pytest.MonkeyPatch, ruleset: RuleSet) -> AbstractContextManager[None]:
    """Every priority listed by scanning: no index kept, and, inside the switch returned
    (``RuleSet.full_scans``), every hook implementation asked at every call."""
    patch.setattr(Game, "activated_in",
                  lambda self, zone, player: invariants.fresh_activations(self, zone, player))
    return ruleset.full_scans()


@contextmanager
def _full_scans(monkeypatch: pytest.MonkeyPatch, ruleset: RuleSet) -> Iterator[None]:
    with monkeypatch.context() as patch, _scans(patch, ruleset):
        yield


def _compare_each_listing(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Each priority's listing made with the indexes and with full scans too, a difference
    raising; the number of actions of each listing compared."""
    listed = turns.legal_priority_actions
    compared: list[int] = []

    def both(game: Game, player: int) -> list[Any]:
        fast = listed(game, player)
        with _full_scans(monkeypatch, game.rules.ruleset):
            scanned = listed(game, player)
        assert fast == scanned, f"turn {game.state.turn.number}, {game.state.turn.step}"
        compared.append(len(fast))
        return fast

    monkeypatch.setattr(turns, "legal_priority_actions", both)
    return compared


def test_every_priority_lists_what_the_scans_list(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    compared = _compare_each_listing(monkeypatch)
    decks = fast_path.verify(SEED)
    assert "vanilla" in decks and len(decks) >= 5
    assert len(compared) > 500
    assert sum(1 for n in compared if n) > 50  # not only priorities with nothing to do


def test_a_stale_index_fails_the_comparison(
        monkeypatch: pytest.MonkeyPatch, fast_path: FastPathCheck) -> None:
    """An activation index that forgets every ability is found: the scans list more
    (CR 117.1, 602.1), and the game it happened in is named."""
    monkeypatch.setattr(Game, "activated_in", lambda self, zone, player: [])
    _compare_each_listing(monkeypatch)
    fast_path.fails(SEED, match=r": turn \d+")


def test_the_same_seeds_give_the_same_games_with_and_without_the_indexes(
        fast_path: FastPathCheck) -> None:
    fast_path.same_games(SEED, lambda patch: _scans(patch, fast_path.rules.ruleset))


def test_a_stale_activation_index_is_caught_by_the_invariants() -> None:
    rules = Rules.load()
    game = Game.from_decks(rules, [["Forest"] * 40, ["Forest"] * 40], seed=3)
    checker = invariants.Checker(seed=3)
    checker.check_indexes(game)  # kept and scanned agree
    kept = game.activated_in(Zone.HAND, 0)
    assert kept  # each Forest's mana ability (its characteristics list it in every zone)
    _layer, _version, by_zone = game._activations_in
    by_zone[(Zone.HAND, 0)] = (game.state.zones[(Zone.HAND, 0)], kept[1:])  # one forgotten
    with pytest.raises(invariants.InvariantError, match="indexes"):
        checker.check_indexes(game)


def test_the_activation_index_follows_the_zone_it_reads() -> None:
    rules = Rules.load()
    game = Game.from_decks(rules, [["Forest"] * 40, ["Forest"] * 40], seed=3)
    before = game.activated_in(Zone.BATTLEFIELD, 0)
    assert before == []
    forest = game.hand(0)[0]
    game.move(forest.id, Zone.BATTLEFIELD)
    after = game.activated_in(Zone.BATTLEFIELD, 0)
    assert after == invariants.fresh_activations(game, Zone.BATTLEFIELD, 0)
    assert after and all(ability.is_mana_ability for _, _, ability in after)  # CR 605.1a


def _told_of_a_move(rules: Rules) -> set[str]:
    """The plugins whose ``manastack_zone_changed`` is told of a Forest put into a graveyard
    from the hand (CR 400.7): no keyword, no tag, no replacement."""
    told: set[str] = set()

    def before(name: str, impls: Any, kwargs: Any) -> None:
        if name == "manastack_zone_changed":
            told.update(impl.plugin_name for impl in impls)

    game = Game.from_decks(rules, [["Forest"] * 40, ["Forest"] * 40], seed=3)
    undo = rules.ruleset.plugin_manager.add_hookcall_monitoring(before, lambda *a: None)
    try:
        game.move(game.hand(0)[0].id, Zone.GRAVEYARD)
    finally:
        undo()
    return told


def test_switching_the_keyword_scopes_off_switches_every_scope_kind_off() -> None:
    """The zone-change implementations declared for a tag (a cast permanent's mark, CR
    608.3) or a replacement (CR 614.5) are listed with the keyword scopes: with those
    switched off (``RuleSet.full_scans``, as ``_scans`` does), each is told of every zone
    change again."""
    rules = Rules.load()
    ruleset = rules.ruleset
    scoped = {name for name, _ in ruleset.keyword_scopes("manastack_zone_changed")}
    marked = {"blitz", "dash", "warp"}
    replaced = {"riot", "rebound", "cipher"}
    assert marked | replaced <= scoped
    assert replaced <= set(ruleset.replacement_scopes("manastack_zone_changed"))
    assert not (marked | replaced) & _told_of_a_move(rules)
    with ruleset.full_scans():
        assert not ruleset.keyword_scopes("manastack_zone_changed")
        assert marked | replaced <= _told_of_a_move(rules)
    assert not (marked | replaced) & _told_of_a_move(rules)  # switched on again


def _asked_about_moves(rules: Rules) -> list[set[str]]:
    """The plugins whose ``manastack_replace_zone_change`` is asked about a Forest drawn
    (library to hand), then put onto the battlefield from the hand (CR 614.1)."""
    asked: list[set[str]] = []

    def before(name: str, impls: Any, kwargs: Any) -> None:
        if name == "manastack_replace_zone_change":
            asked[-1].update(impl.plugin_name for impl in impls)

    game = Game.from_decks(rules, [["Forest"] * 40, ["Forest"] * 40], seed=3)
    undo = rules.ruleset.plugin_manager.add_hookcall_monitoring(before, lambda *a: None)
    try:
        asked.append(set())
        game.move(game.library(0)[0].id, Zone.HAND, cause="draw")
        asked.append(set())
        game.move(game.hand(0)[0].id, Zone.BATTLEFIELD)
    finally:
        undo()
    return asked


def test_a_replacement_declared_for_moves_is_asked_only_about_those() -> None:
    """CR 614.1: a ``manastack_replace_zone_change`` implementation declared with
    ``reads_move`` is asked only about a move from its declared zone to its declared zone
    (a spell leaving the stack, a permanent entering the battlefield); with the keyword
    scopes switched off (``RuleSet.full_scans``, as ``_scans`` does), each is asked about
    every move again."""
    rules = Rules.load()
    ruleset = rules.ruleset
    scoped = {name for name, _ in ruleset.keyword_scopes("manastack_replace_zone_change")}
    leaving_stack = {"flashback", "jumpstart", "harmonize", "aftermath", "rebound", "cipher"}
    entering = {"riot", "unleash", "devour"}
    assert leaving_stack | entering | {"madness", "umbra_armor", "kicker"} <= scoped
    assert "core" not in scoped
    drawn, entered = _asked_about_moves(rules)
    assert "core" in drawn and not scoped & drawn
    assert entering <= entered and not leaving_stack & entered
    assert ruleset.skip_for_move("manastack_replace_zone_change", Zone.STACK,
                                 Zone.GRAVEYARD).isdisjoint(leaving_stack)
    with ruleset.full_scans():
        drawn, entered = _asked_about_moves(rules)
    assert scoped <= drawn and scoped <= entered


class _FlyingWatcher:
    """A third party's replacement declared with ``reads_keyword`` only: a declaration the
    kernel doesn't read on ``manastack_replace_zone_change`` (``hookspecs.reads_keyword``)."""

    def __init__(self) -> None:
        self.asked: list[Zone] = []

    @hookimpl
    @reads_keyword("flying", "battlefield")
    def manastack_replace_zone_change(self, game: Game, move: ZoneMove) -> list[Any]:
        self.asked.append(move.to_zone)
        return []


def test_a_replacement_declared_with_a_keyword_only_is_asked_about_every_move() -> None:
    """CR 614.1: ``reads_keyword`` on ``manastack_replace_zone_change`` is ignored, as its
    documentation says: the implementation is asked about a card drawn and a land put onto
    the battlefield, though no object has flying (not left out as "declared for no move")."""
    watcher = _FlyingWatcher()
    rules = Rules.load(enable=["watcher"], env={}, extra={"watcher": watcher})
    game = Game.from_decks(rules, [["Forest"] * 40, ["Forest"] * 40], seed=3)
    game.move(game.library(0)[0].id, Zone.HAND, cause="draw")
    game.move(game.hand(0)[0].id, Zone.BATTLEFIELD)
    assert watcher.asked[-2:] == [Zone.HAND, Zone.BATTLEFIELD]


def _activations(game: Game, player: int) -> list[str]:
    """The abilities ``player`` may activate now, by name (CR 602.2)."""
    return [a.name for a in legal_actions.legal_priority_actions(game, player)
            if isinstance(a, ActivateAbility)]


@pytest.mark.plugins("oracle")
def test_an_ability_granted_then_lost_is_listed_then_not(table: Table) -> None:
    """CR 613.1f, 602.1: Bob's Arcane Teachings gives Alice's Grizzly Bears "{T}: This
    creature deals 1 damage to any target": Alice's permanents are the very same objects,
    only the Bears' characteristics in the pass changed, and the ability is listed for her;
    once her Disenchant destroys the Aura, it is not. The activations kept for the same
    objects are read again when the pass gives one of them other characteristics."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.lands(1, "Mountain", 3)
    table.hand(0, "Disenchant")
    table.hand(1, "Arcane Teachings")
    table.set_turn(active=1, step=Step.MAIN1, turn=4)
    before = table.game.objects_in(Zone.BATTLEFIELD, 0)
    assert _activations(table.game, 0) == []
    table.cast("Arcane Teachings", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.objects_in(Zone.BATTLEFIELD, 0) == before  # Alice's: the same objects
    assert all(a is b for a, b in zip(table.game.objects_in(Zone.BATTLEFIELD, 0), before,
                                      strict=True))
    assert _activations(table.game, 0) == ["Grizzly Bears"]
    table.pass_priority()  # Bob passes: Alice has priority in his main phase (117.3d)
    table.cast("Disenchant", targets=["Arcane Teachings"])
    table.resolve()
    assert _activations(table.game, 0) == []


@pytest.mark.plugins("oracle")
def test_an_artifact_whose_control_changes_is_listed_for_its_new_controller(
        table: Table) -> None:
    """CR 613.1b, 602.2: Bob's Steal Artifact on Alice's Rod of Ruin ("{3}, {T}: Rod of Ruin
    deals 1 damage to each creature and each player"): Bob may activate the Rod, Alice may
    not, though her other permanents are the very same objects as before (the Rod, last of
    them, is no longer hers)."""
    table.lands(0, "Mountain", 3)
    table.battlefield(0, "Rod of Ruin")
    table.lands(1, "Island", 7)
    table.hand(1, "Steal Artifact")
    table.set_turn(active=1, step=Step.MAIN1, turn=4)
    assert _activations(table.game, 0) == ["Rod of Ruin"]
    assert _activations(table.game, 1) == []
    table.cast("Steal Artifact", targets=["Rod of Ruin"])
    table.resolve()
    assert _activations(table.game, 0) == []
    assert _activations(table.game, 1) == ["Rod of Ruin"]
