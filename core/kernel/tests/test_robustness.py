"""Robustness: properties over random positions, malformed input, random games, faulty plugins.

Bounded in time for the normal test run: hypothesis examples are few and games
are capped at a few turns. The longer soak is a command (benchmarks/README.md):

    manastack simulate --deck vanilla --games 10000 --check --workers 2
"""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st
from manastack_cli.decks import DeckError, builtin_deck_names, load_deck, parse_deck
from manastack_cli.simulate import SimConfig, _answer, new_game, simulate

from manastack.engine.game import Game
from manastack.errors import CardDataError, ManastackError, PluginError
from manastack.hookspecs import hookimpl
from manastack.loading.rules import Rules
from manastack.loading.sources import TomlCardSource
from manastack.model.actions import ActivateAbility, ActivateMana, CastSpell, PassPriority, PlayLand
from manastack.model.decisions import RandomAgent
from manastack.model.objects import Zone
from manastack.model.turns import Step

PROPERTY = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
RANDOM_GAMES = 200  # with every installed plugin and the invariants checked, across the decks


@pytest.fixture(scope="module")
def everything() -> Rules:
    return Rules.load()


def playable_decks(rules: Rules) -> dict[str, tuple[str, ...]]:
    out = {}
    for name in builtin_deck_names():
        deck = load_deck(name)
        if not deck.missing_plugins(rules):
            out[name] = tuple(deck.check(rules).cards())
    return out


_RULES = Rules.load()
_DECKS = playable_decks(_RULES)


def position(deck: str, seed: int, steps: int) -> Game:
    """A game of ``deck`` (mirror) after ``steps`` random actions (or at its end)."""
    cards = _DECKS[deck]
    game = new_game(_RULES, (cards, cards), seed, [RandomAgent(), RandomAgent()])
    for _ in range(steps):
        decision = game.pending()
        if decision is None:
            break
        _answer(game, decision, game.agents[decision.player])  # type: ignore[arg-type]
    return game


def fingerprint(game: Game) -> tuple[str, str, int]:
    return game.state_digest(), game.log_digest(), len(game.log)


positions = st.tuples(st.sampled_from(sorted(_DECKS)), st.integers(0, 2 ** 32),
                      st.integers(0, 60))


def any_action(game: Game) -> st.SearchStrategy[Any]:
    ids = [*sorted(game.state.objects), 0, 10_000]
    obj = st.sampled_from(ids)
    return st.one_of(
        st.builds(CastSpell, obj, st.sampled_from(["hand", "overload", "flashback", "escape",
                                                   "nonsense"])),
        st.builds(PlayLand, obj),
        st.builds(ActivateAbility, obj, st.integers(-1, 4)),
        st.builds(ActivateMana, obj, st.sampled_from(["W", "U", "B", "R", "G", "C", "X"])),
        st.just(PassPriority()),
        st.sampled_from([None, 42, "cast", (), object()]),
    )


# --------------------------------------------------------------------------
# CR 732: an illegal action leaves the game exactly as it was
# --------------------------------------------------------------------------


@PROPERTY
@given(where=positions, data=st.data())
def test_an_illegal_action_changes_nothing(where: tuple[str, int, int], data: st.DataObject,
                                           ) -> None:
    game = position(*where)
    decision = game.pending()
    assume(decision is not None)
    assert decision is not None
    if decision.kind == "priority":
        answer: tuple[Any, ...] = (data.draw(any_action(game)),)
    else:
        extra = st.sampled_from([*decision.options, None, 7, "x"])
        answer = tuple(data.draw(st.lists(extra, max_size=len(decision.options) + 2)))
    before = fingerprint(game)
    try:
        game.respond(answer)
    except ManastackError:
        assert fingerprint(game) == before
        assert game.pending() == decision


@PROPERTY
@given(where=positions, extra=st.lists(st.integers(), min_size=1, max_size=3))
def test_an_answer_of_the_wrong_shape_changes_nothing(where: tuple[str, int, int],
                                                      extra: list[int]) -> None:
    game = position(*where)
    decision = game.pending()
    assume(decision is not None)
    assert decision is not None
    before = fingerprint(game)
    with pytest.raises(ManastackError):
        game.respond((*decision.options[:1], *extra) if decision.kind == "priority"
                     else (*decision.options, *decision.options[:1]))
    assert fingerprint(game) == before


# --------------------------------------------------------------------------
# clone() and replay
# --------------------------------------------------------------------------


@PROPERTY
@given(where=positions)
def test_a_legal_action_replayed_on_a_clone_gives_equal_digests(where: tuple[str, int, int],
                                                                ) -> None:
    game = position(*where)
    decision = game.pending()
    assume(decision is not None)
    assert decision is not None
    answer = game.agents[decision.player].choose(game, decision)
    untouched = fingerprint(game)
    twin = game.clone()
    assert fingerprint(twin) == untouched
    outcomes = []
    for g in (game, twin):
        try:
            g.respond(answer)
            outcomes.append("done")
        except ManastackError as exc:
            outcomes.append(str(exc))
    assert outcomes[0] == outcomes[1]
    assert fingerprint(game) == fingerprint(twin)
    # and the clone is independent: acting on one doesn't touch a third copy
    third = twin.clone()
    before = fingerprint(third)
    nxt = game.pending()
    if nxt is not None:
        _answer(game, nxt, game.agents[nxt.player])  # type: ignore[arg-type]
    assert fingerprint(third) == before


# --------------------------------------------------------------------------
# Malformed input: always a clean one-line error
# --------------------------------------------------------------------------


_names = st.sampled_from(["Lightning Bolt", "Forest", "Grizzly Bears", "Raging Goblin",
                          "Fire // Ice", "Lightnig Bolt", "", " ", "#", "x" * 300])
_line = st.one_of(
    st.builds(lambda n, x, name: f"{n}{x} {name}", st.integers(-3, 2000),
              st.sampled_from(["", "x", "X", " x"]), _names),
    st.sampled_from(["Sideboard", "Deck", "SB:", "# requires: flashback", "# requires: a b",
                     "# name:", "// comment", "4 (M10) 12", "\t", "4"]),
    st.text(max_size=40),
)


@PROPERTY
@given(lines=st.lists(_line, max_size=70), constructed=st.booleans())
def test_generated_deck_lists_give_a_deck_or_a_clean_error(lines: list[str], constructed: bool,
                                                           everything: Rules) -> None:
    text = "\n".join(lines)
    try:
        deck = parse_deck(text, source="gen.txt")
        deck.check(everything, constructed=constructed)
    except DeckError as exc:
        message = str(exc)
        assert message.startswith(("gen.txt", "gen.txt:"))
        assert "\n" not in message and "Traceback" not in message


@PROPERTY
@given(data=st.binary(max_size=400))
def test_deck_files_of_random_bytes_give_a_clean_error(data: bytes, tmp_path_factory: Any,
                                                       ) -> None:
    path = tmp_path_factory.mktemp("decks") / "random.txt"
    path.write_bytes(data)
    try:
        load_deck(path)
    except DeckError as exc:
        assert str(exc).startswith(str(path))


_toml_value = st.one_of(st.text(max_size=30), st.integers(), st.booleans(),
                        st.lists(st.text(max_size=3), max_size=3))
_toml_key = st.sampled_from(["name", "type", "mana_cost", "text", "power", "toughness",
                             "loyalty", "colors", "layout", "bogus"])


def _toml_card(fields: dict[str, Any]) -> str:
    import json

    return "[[card]]\n" + "".join(f"{k} = {json.dumps(v)}\n" for k, v in fields.items())


@PROPERTY
@given(cards=st.lists(st.dictionaries(_toml_key, _toml_value, max_size=8), max_size=4),
       junk=st.text(max_size=30))
def test_generated_card_files_give_cards_or_a_clean_error(cards: list[dict[str, Any]], junk: str,
                                                          tmp_path_factory: Any,
                                                          everything: Rules) -> None:
    path = tmp_path_factory.mktemp("cards") / "cards.toml"
    path.write_text("".join(_toml_card(c) for c in cards) + junk, encoding="utf-8")
    source = TomlCardSource("gen", path)
    try:
        for name in source.names():
            definition = source.get(name)
            assert definition is not None
            everything.compile(definition)
    except CardDataError as exc:
        assert "\n" not in str(exc)


# --------------------------------------------------------------------------
# Random games: every installed plugin, every built-in deck, invariants checked
# --------------------------------------------------------------------------


@pytest.mark.parametrize("deck", sorted(set(builtin_deck_names())))
def test_random_games_break_no_invariant(deck: str) -> None:
    if deck not in _DECKS:
        missing = load_deck(deck).missing_plugins(_RULES)
        pytest.skip(f"deck {deck!r} needs plugin(s) {', '.join(missing)}, not installed here")
    games = math.ceil(RANDOM_GAMES / len(_DECKS))
    others = sorted(_DECKS)
    opponent = others[(others.index(deck) + 1) % len(others)]
    for name, seed in ((deck, 1), (opponent, 2)):  # a mirror match, then against another deck
        config = SimConfig(decks=(_DECKS[deck], _DECKS[name]), deck_names=(deck, name),
                           seed=seed, games=(games + 1) // 2, check=True, max_turns=8)
        summary = simulate(config, workers=2)
        failures = [f"seed {r.seed} action {r.error_action}: {r.error}" for r in summary.errors]
        assert not failures, "\n".join(failures)
        assert summary.actions > summary.games


# --------------------------------------------------------------------------
# A plugin that raises inside a hook
# --------------------------------------------------------------------------


class _Boom:
    """Raises when a Grizzly Bears enters the battlefield (manastack_zone_changed)."""

    @hookimpl
    def manastack_zone_changed(self, game: Game, old: Any, new: Any) -> None:
        if new is not None and new.zone is Zone.BATTLEFIELD and new.card.name == "Grizzly Bears":
            raise RuntimeError("the bear is too heavy")


class _BadPermissions:
    """Raises when asked for casting permissions (while legal actions are listed)."""

    @hookimpl
    def manastack_casting_permissions(self, game: Game, player: int) -> list[Any]:
        if game.state.turn.number >= 2:
            raise ValueError("no permissions today")
        return []


def _bears_position(rules: Rules) -> Game:
    game = Game(rules, ("Ann", "Ben"), seed=3)
    for player in (0, 1):
        for _ in range(5):
            game.put("Forest", Zone.LIBRARY, player)
    for _ in range(2):
        game.put("Forest", Zone.BATTLEFIELD, 0)
    game.put("Grizzly Bears", Zone.HAND, 0)
    game.set_turn(active=0, step=Step.MAIN1, number=2)
    return game


def test_a_plugin_raising_in_a_hook_is_named_and_the_game_is_restored() -> None:
    rules = Rules.load(extra={"boom": _Boom()})
    game = _bears_position(rules)
    cast = next(a for a in game.legal_actions() if isinstance(a, CastSpell))
    before = fingerprint(game)
    # casting, then both players passing (automatically: nothing else to do), resolves it
    with pytest.raises(PluginError, match=r"^plugin 'boom' \(in-process\) raised in "
                                          r"manastack_zone_changed: RuntimeError: the bear is "
                                          r"too heavy$"):
        game.respond((cast,))
    assert fingerprint(game) == before
    assert [o.card.name for o in game.hand(0)] == ["Grizzly Bears"]
    assert not game.stack() and game.player(0).mana_pool.is_empty()


def test_a_plugin_raising_while_legal_actions_are_listed() -> None:
    rules = Rules.load(extra={"perm": _BadPermissions()})
    game = _bears_position(rules)
    game.set_turn(active=0, step=Step.END, number=1)  # passing on leads to turn 2
    raised = None
    for _ in range(10):
        before = fingerprint(game)
        try:
            game.respond((PassPriority(),))
        except PluginError as exc:
            raised = str(exc)
            assert fingerprint(game) == before
            break
    assert raised is not None and raised.startswith(
        "plugin 'perm' (in-process) raised in manastack_casting_permissions: ValueError: no "
        "permissions today")
    assert game.state.turn.number == 1
