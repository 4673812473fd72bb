"""CR 732, "Handling Illegal Actions": a refused action leaves the game exactly as it was.

The property is checked on many generated positions and actions (hypothesis):
casting with wrong targets, unaffordable costs, wrong timing, bad scripted
answers; activating abilities; tapping for mana; playing lands. Whatever
step refuses it, the full state digest, the log, and what the player may do
next are unchanged, mana abilities activated meanwhile included. A plugin
that raises is named, and the game is unchanged too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from pytest_manastack import InProcessPlugin, plugin as plugin_of

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.errors import (
    IllegalActionError,
    ManastackError,
    PluginError,
    UnsupportedCardError,
)
from manastack.hookspecs import hookimpl
from manastack.loading.rules import Rules
from manastack.model.actions import ActivateAbility, ActivateMana, CastSpell, PassPriority, PlayLand
from manastack.model.costs import Cost
from manastack.model.decisions import Answer
from manastack.model.mana import Mana
from manastack.model.objects import PlayerRef, Zone
from manastack.model.spells import AdditionalCost, CastingPermission, PaymentOption
from manastack.model.turns import Step

LANDS = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes", "Snow-Covered Forest"]
PERMANENTS = ["Llanowar Elves", "Prodigal Pyromancer", "Thalia, Guardian of Thraben",
              "Goblin Electromancer", "Sphere of Resistance", "Helm of Awakening", "Sol Ring",
              "Grizzly Bears", "Memnite", "Hill Giant", "Serra Angel"]
SPELLS = ["Lightning Bolt", "Shock", "Giant Growth", "Divination", "Counterspell", "Negate",
          "Murder", "Unsummon", "Blaze", "Winterflame", "Bone Splinters", "Mutagenic Growth",
          "Dismember", "Unmake", "Spectral Procession", "Wilt-Leaf Cavaliers", "Grizzly Bears",
          "Healing Salve", "Naturalize", "Wrath of God", "Forest", "Memnite"]
ANSWER_KINDS = ["targets", "modes", "x", "sacrifice", "hybrid", "phyrexian", "pay_additional",
                "casting_permission", "*"]


def snapshot(game: Game) -> tuple[str, int, list[str], str]:
    decision = game.pending()
    shown = [str(a) for a in decision.options] if decision is not None else []
    return game.state_digest(), len(game.log), shown, str(game.player(0).mana_pool)


@st.composite
def positions(draw: st.DrawFn) -> Table:
    t = Table.new(seed=draw(st.integers(0, 3)))
    g = t.game
    for name in draw(st.lists(st.sampled_from(LANDS), max_size=7)):
        t.battlefield(0, name, tapped=draw(st.booleans()) and draw(st.booleans()))
    for player in (0, 1):
        for name in draw(st.lists(st.sampled_from(PERMANENTS), max_size=3)):
            t.battlefield(player, name, sick=draw(st.booleans()),
                          tapped=draw(st.booleans()) and draw(st.booleans()))
    t.hand(0, *draw(st.lists(st.sampled_from(SPELLS), min_size=1, max_size=4)))
    t.graveyard(0, *draw(st.lists(st.sampled_from(SPELLS), max_size=3)))
    t.library(0, "Island", "Island", "Island")
    t.library(1, "Island", "Island", "Island")
    g.update_player(0, life=draw(st.integers(1, 20)))
    situation = draw(st.sampled_from(["main", "main", "upkeep", "their turn", "stack"]))
    if situation == "upkeep":
        g.set_turn(active=0, step=Step.UPKEEP)
    elif situation == "their turn":
        g.set_turn(active=1, step=Step.MAIN1)
        t.pass_priority()  # Bob passes: Alice has priority on his turn
    elif situation == "stack":
        # Bob casts Shock on his turn and passes: Alice has priority with it on the stack
        g.set_turn(active=1, step=Step.MAIN1)
        # up to six taxes (Thalia, Sphere of Resistance: three permanents a player) may be
        # on the battlefield: Shock may cost {6}{R}
        t.lands(1, "Mountain", 7)
        t.hand(1, "Shock")
        t.cast("Shock", targets=["player 1"])
        t.pass_priority()
    for colour in draw(st.lists(st.sampled_from("WUBRGC"), max_size=2)):
        g.add_mana(0, [Mana(colour)])
    t.game._pending = None
    return t


def answers(draw: st.DrawFn, game: Game) -> list[Answer]:
    ids = sorted(game.state.objects)
    value = st.one_of(
        st.sampled_from(ids) if ids else st.just(0),
        st.sampled_from([PlayerRef(0), PlayerRef(1)]),
        st.integers(-1, 6),
        st.sampled_from(["W", "U", "B", "R", "G", "C", "2", "life", "auto", True, False]),
        st.just(99_999),
    )
    out = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(ANSWER_KINDS))
        out.append(Answer(kind, tuple(draw(st.lists(value, max_size=3)))))
    return out


@st.composite
def attempts(draw: st.DrawFn) -> tuple[Table, Any, list[Answer]]:
    t = draw(positions())
    g = t.game
    everything = sorted(g.state.objects)
    kind = draw(st.sampled_from(["cast", "cast", "cast", "activate", "mana", "land", "odd"]))
    hand = [o.id for o in g.hand(0)]
    action: Any
    if kind == "cast":
        action = CastSpell(draw(st.sampled_from(hand)), draw(st.sampled_from(
            ["hand", "hand", "hand", "flashback"])))
    elif kind == "activate":
        mine = [o.id for o in g.battlefield(0)] or everything
        action = ActivateAbility(draw(st.sampled_from(mine)), draw(st.integers(-1, 2)))
    elif kind == "mana":
        action = ActivateMana(draw(st.sampled_from(everything)), draw(st.sampled_from("WUBRGC")))
    elif kind == "land":
        action = PlayLand(draw(st.sampled_from(everything)))
    else:  # another player's card, a card in the graveyard, an id that doesn't exist
        action = CastSpell(draw(st.sampled_from([*everything, 99_999])), "hand")
    return t, action, answers(draw, g)


@settings(max_examples=400, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(attempts())
def test_an_illegal_action_leaves_the_game_exactly_as_it_was_cr_732(
    attempt: tuple[Table, Any, list[Answer]],
) -> None:
    t, action, scripted = attempt
    game = t.game
    before = snapshot(game)
    try:
        game.act(action, *scripted)
    except ManastackError as exc:
        # a card whose text isn't understood yet is refused as unsupported, not illegal
        assert isinstance(exc, IllegalActionError | UnsupportedCardError), exc
        assert not isinstance(exc, IllegalActionError) or exc.rule, f"no CR rule cited: {exc}"
        assert "\n" not in str(exc)
        assert snapshot(game) == before, f"{action} changed the game though refused: {exc}"
        assert len(game.script) == 0
    else:
        assert game.state_digest() != before[0]  # a legal action did something


def test_failing_after_mana_abilities_were_activated_reverses_them_cr_732_1() -> None:
    """Bone Splinters: lands tap for mana (601.2g), then the sacrifice answer is illegal."""
    t = Table.new()
    t.battlefield(0, "Thalia, Guardian of Thraben", "Memnite")
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Swamp", 2)
    t.hand(0, "Bone Splinters")
    before = snapshot(t.game)
    log = t.game.log
    with pytest.raises(IllegalActionError) as info:
        t.cast("Bone Splinters", targets=["Grizzly Bears"],
               answers=[Answer("sacrifice", (t.find("Swamp").id,))])
    assert info.value.rule == "601.2h"
    assert snapshot(t.game) == before
    assert not any(o.tapped for o in t.game.battlefield())
    assert log is t.game.log and not any(e.rule == "605.3b" for e in log)


def test_a_partial_payment_is_never_left_behind_cr_601_2h() -> None:
    """Paying life first and then failing on mana puts the life back."""
    extra = plugin(manastack_additional_costs=lambda game, spell: [
        AdditionalCost(name="blood", cost=Cost(parts=(_life(3),)))])
    t = Table.new(enable=["blood"], extra={"blood": extra})
    t.hand(0, "Lightning Bolt")
    before = snapshot(t.game)
    with pytest.raises(IllegalActionError):
        t.cast("Lightning Bolt", targets=["opponent"])
    assert snapshot(t.game) == before
    t.assert_life(0, 20)


def _life(n: int) -> Any:
    from manastack.model.cost_parts import PayLife

    return PayLife(n, text=f"pay {n} life")


def plugin(**hooks: Callable[..., Any]) -> InProcessPlugin:
    return plugin_of(**hooks)


class Boom(RuntimeError):
    pass


def raising(hook: str, armed: list[bool]) -> InProcessPlugin:
    """A plugin whose ``hook`` raises once ``armed[0]`` is set (after legal actions are listed)."""

    def check() -> None:
        if armed[0]:
            raise Boom(f"{hook} exploded")

    impls: dict[str, Callable[..., Any]] = {
        "manastack_casting_permissions": lambda game, player: check() or [],
        "manastack_spell_text": lambda game, spell, text: check(),
        "manastack_additional_costs": lambda game, spell: check() or [],
        "manastack_cast_restrictions": lambda game, spell: check() or [],
        "manastack_cost_increases": lambda game, spell: check() or [],
        "manastack_cost_reductions": lambda game, spell: check() or [],
        "manastack_payment_options": lambda game, spell: check() or [],
        "manastack_spell_cast": lambda game, spell: check(),
    }
    return plugin(**{hook: impls[hook]})


@pytest.mark.parametrize("hook", [
    "manastack_casting_permissions", "manastack_spell_text", "manastack_additional_costs",
    "manastack_cast_restrictions", "manastack_cost_increases", "manastack_cost_reductions",
    "manastack_payment_options", "manastack_spell_cast",
])
def test_a_plugin_that_raises_is_named_and_the_game_is_unchanged(hook: str) -> None:
    armed = [False]
    t = Table.new(enable=["kaboom"], extra={"kaboom": raising(hook, armed)})
    t.lands(0, "Island", 3)
    t.hand(0, "Divination")
    before = snapshot(t.game)
    armed[0] = True
    with pytest.raises(PluginError) as info:
        t.game.act(CastSpell(t.find("Divination").id, "hand", "Divination"))
    message = str(info.value)
    assert "'kaboom'" in message and hook in message and "exploded" in message
    armed[0] = False
    assert snapshot(t.game) == before
    assert not any(o.tapped for o in t.game.battlefield())
    t.cast("Divination")  # and the game goes on
    t.assert_zone("Divination", Zone.STACK)


def test_an_illegal_cast_can_be_redone_legally_cr_732_2() -> None:
    """The player who had priority keeps it and may redo the action legally."""
    t = Table.new()
    t.battlefield(1, "Grizzly Bears")
    t.lands(0, "Swamp", 3)
    t.hand(0, "Murder")
    t.assert_illegal(t.cast, "Murder", targets=["Swamp"], rule="601.2c")
    assert t.game.pending() is not None and t.game.pending().player == 0  # type: ignore[union-attr]
    t.cast("Murder", targets=["Grizzly Bears"])
    t.resolve()
    t.assert_zone("Grizzly Bears", Zone.GRAVEYARD)


def test_rollback_restores_objects_that_moved_and_ids_cr_400_7() -> None:
    """The card returns to the zone it came from as the same object (732.1)."""
    t = Table.new(enable=["grave"], extra={"grave": plugin(
        manastack_casting_permissions=lambda game, player: [
            CastingPermission(name="grave", obj=o.id, zone=Zone.GRAVEYARD, alternative=False)
            for o in game.graveyard(player)],
        manastack_payment_options=lambda game, spell: [
            PaymentOption(name="delve", obj=o.id) for o in game.graveyard(spell.controller)])})
    t.lands(0, "Island", 1)
    t.graveyard(0, "Divination", "Shock")
    card = t.find("Divination")
    shock = t.find("Shock")
    t.assert_illegal(t.cast, "Divination", using="grave", pay_with={"delve": ["Shock"]}, rule="601.2h")
    assert t.game.obj(card.id) == card and t.game.obj(shock.id) == shock
    assert t.game.state.next_id == max(t.game.state.objects) + 1


def test_cast_without_paying_failing_leaves_the_resolving_game_alone() -> None:
    """An effect that may cast a card: an illegal cast is undone, the effect goes on (608.2g)."""
    from manastack.engine.casting import cast_without_paying

    t = Table.new()
    t.hand(0, "Murder")  # no creature to target
    before = snapshot(t.game)
    with pytest.raises(IllegalActionError):
        cast_without_paying(t.game, 0, t.find("Murder").id)
    assert snapshot(t.game) == before


class _RaisesOnTurnTwo:
    @hookimpl
    def manastack_casting_permissions(self, game: Game, player: int) -> list[Any]:
        if game.state.turn.number >= 2:
            raise ValueError("no permissions today")
        return []


def test_CR_732_advancing_to_the_next_decision_is_undone_when_a_plugin_raises() -> None:
    # pending() passes priority automatically and runs turn-based actions: outside a
    # transaction, a plugin raising half-way left the game in the next turn's upkeep
    game = Game(Rules.load(extra={"perm": _RaisesOnTurnTwo()}), ("Ann", "Ben"), seed=3)
    for player in (0, 1):
        for _ in range(3):
            game.put("Forest", Zone.LIBRARY, player)
    game.set_turn(active=0, step=Step.END, number=1)  # only passing is possible from here
    before = (game.state_digest(), len(game.log))
    with pytest.raises(PluginError, match=r"plugin .perm. .* raised in "
                                          "manastack_casting_permissions: ValueError"):
        game.pending()
    assert (game.state_digest(), len(game.log)) == before
    assert game.state.turn.number == 1 and game.state.turn.step is Step.END
    with pytest.raises(PluginError):
        game.respond((PassPriority(),))
    assert (game.state_digest(), len(game.log)) == before
