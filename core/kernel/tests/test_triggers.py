"""Triggered abilities (CR 603): events, APNAP order, intervening "if", "you may", and
delayed triggered abilities (603.7) including SEED-27 in its general form."""

from __future__ import annotations

from typing import Any

import pytest

from manastack.driver import Table
from manastack.engine.triggers import create_delayed
from manastack.instructions.damage import GainLife
from manastack.instructions.zone_changes import Destroy, Draw, PutOntoBattlefield
from manastack.model import effects as fx
from manastack.model.abilities import Mode, TriggeredAbility
from manastack.model.continuous import ContinuousEffect, SetController
from manastack.model.decisions import Answer
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, Zone
from manastack.model.triggers import DelayedTrigger, TriggerCondition
from manastack.model.turns import Step
from manastack.model.typeline import TypeLine


def creature(name: str, *abilities: Any, p: str = "1", t: str = "1") -> Card:
    return Card(name=name, type_line=TypeLine.parse("Creature — Human"), abilities=abilities,
                power=p, toughness=t)


def stock(table: Table, cards: int = 5) -> None:
    for p in (0, 1):
        table.library(p, *["Island"] * cards)


def stack_texts(table: Table) -> list[str]:
    return [o.card.text for o in table.game.stack()]


# --------------------------------------------------------------------------
# Triggering and the stack (CR 603.2, 603.3)
# --------------------------------------------------------------------------


def test_cr_603_3_enters_trigger_goes_on_the_stack_before_priority(table: Table) -> None:
    """CR 603.2, 603.3: "When ~ enters" triggers on entering and waits until a player
    would receive priority; then it is on the stack and resolves."""
    table.lands(0, "Plains", 2)
    table.hand(0, table.card("Healer", "Creature — Cleric", "When ~ enters, you gain 3 life.",
                       "{1}{W}", "1", "1"))
    table.cast("Healer")
    table.resolve()
    game = table.game
    assert game.state.pending_triggers == ()  # already put on the stack (priority came)
    assert stack_texts(table) == ["When ~ enters, you gain 3 life."]
    table.resolve()
    table.assert_life(0, 23)
    table.assert_logged(rule="603.3")


def test_cr_603_6c_dies_trigger(table: Table) -> None:
    """CR 603.6c, 700.4: "When ~ dies" triggers when it goes from the battlefield to a
    graveyard, not when it is exiled."""
    card = table.card("Martyr", "Creature — Cleric", "When ~ dies, you gain 2 life.", "{W}",
                "1", "1")
    game = table.game
    (a,) = table.battlefield(0, card)
    (b,) = table.battlefield(0, card)
    game.destroy(a.id)
    game.move(b.id, Zone.EXILE)
    table.pass_priority()
    table.resolve_all()
    table.assert_life(0, 22)


def test_cr_603_6c_it_is_the_object_in_the_zone_it_went_to(table: Table) -> None:
    """CR 603.6c, 603.10a, 400.7: "When this creature dies, return it to the battlefield":
    "it" is the card in the graveyard (a new object); gone from there, nothing returns."""
    stock(table)
    phoenix = table.card("Ember Bird", "Creature — Bird", "When this creature dies, return "
                   "it to the battlefield tapped under its owner's control.", "{1}{R}", "2", "2")
    table.lands(0, "Mountain", 2)
    table.battlefield(0, phoenix)
    table.hand(0, "Lightning Bolt", "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Ember Bird"])
    table.resolve()
    table.resolve()  # the dies trigger: it returns
    table.assert_zone("Ember Bird", Zone.BATTLEFIELD)
    table.assert_tapped("Ember Bird")
    table.cast("Lightning Bolt", targets=["Ember Bird"])
    table.resolve()  # dies again; the trigger waits on the stack
    table.game.move(table.find("Ember Bird", zone=Zone.GRAVEYARD).id, Zone.EXILE)
    table.resolve()
    table.assert_zone("Ember Bird", Zone.EXILE)


def test_cr_603_2_cast_and_step_triggers(table: Table) -> None:
    """CR 603.2: "Whenever you cast a creature spell" and "At the beginning of your upkeep"."""
    stock(table)
    game = table.game
    table.battlefield(0, table.card("Watcher", "Enchantment", "Whenever you cast a creature "
                              "spell, you gain 1 life.\nAt the beginning of your upkeep, you "
                              "gain 2 life.", "{W}"))
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    assert stack_texts(table)[-1] == "Whenever you cast a creature spell, you gain 1 life."
    table.resolve_all()
    table.assert_life(0, 21)
    table.next_turn()
    table.next_turn()
    assert game.state.turn.active == 0
    table.assert_life(0, 23)


def test_cr_603_3b_apnap_order(table: Table) -> None:
    """CR 603.3b: the active player's triggers go on the stack first, then the others':
    the non-active player's resolve first."""
    game = table.game
    ping = TriggeredAbility(trigger=TriggerCondition("dies", self_only=True),
                            effect=Mode(instructions=(GainLife(1),)), text="dies: gain 1")
    (_mine,) = table.battlefield(0, creature("Mine", ping))
    (_theirs,) = table.battlefield(1, creature("Theirs", ping))
    Destroy(fx.Each(ObjectFilter(types=("Creature",)))).run(
        fx.Context(game=game, controller=0, source=None))
    table.pass_priority()
    controllers = [o.controller for o in game.stack()]
    assert controllers == [0, 1]  # bottom to top: active player's first


def test_cr_603_3b_controller_orders_own_triggers(table: Table) -> None:
    """CR 603.3b: a player orders their own triggers (the first chosen goes on the stack first)."""
    game = table.game
    one = TriggeredAbility(trigger=TriggerCondition("enters", self_only=True),
                           effect=Mode(instructions=(GainLife(1),)), text="first")
    two = TriggeredAbility(trigger=TriggerCondition("enters", self_only=True),
                           effect=Mode(instructions=(GainLife(2),)), text="second")
    (card,) = table.hand(0, creature("Double", one, two))
    game.script.queue.append(Answer("order", (1, 0)))
    game.move(card.id, Zone.BATTLEFIELD)
    table.pass_priority()
    assert [o.card.text for o in game.stack()] == ["second", "first"]


def test_cr_603_3a_controller_of_the_source_when_it_triggered(table: Table) -> None:
    """CR 603.3a: the ability is controlled by whoever controlled its source as it
    triggered (a creature stolen by a control-changing effect)."""
    game = table.game
    dies = TriggeredAbility(trigger=TriggerCondition("dies", self_only=True),
                            effect=Mode(instructions=(GainLife(4),)), text="dies: gain 4")
    (c,) = table.battlefield(1, creature("Loyal", dies))
    game.add_effect(ContinuousEffect(parts=(SetController(0),), objects=(c.id,), controller=0))
    game.destroy(c.id)
    table.pass_priority()
    table.resolve_all()
    table.assert_life(0, 24)
    table.assert_life(1, 20)


def test_cr_603_3d_no_legal_target_removed(table: Table) -> None:
    """CR 603.3d: a triggered ability with no legal target is removed."""
    card = table.card("Sniper", "Creature — Human", "When ~ enters, destroy target artifact.",
                "{B}", "1", "1")
    game = table.game
    (obj,) = table.hand(0, card)
    game.move(obj.id, Zone.BATTLEFIELD)
    table.pass_priority()
    assert game.stack() == []
    table.assert_logged(rule="603.3d")


def test_cr_603_4_intervening_if(table: Table) -> None:
    """CR 603.4: an intervening "if" must hold when the event happens (else no trigger)
    and again on resolution (else it does nothing)."""
    game = table.game
    rich = TriggeredAbility(
        trigger=TriggerCondition("enters", self_only=True,
                                 intervening_if=lambda g, src: g.player(src.controller).life >= 20),
        effect=Mode(instructions=(Draw(1),)), text="When ~ enters, if you have 20 or more "
        "life, draw a card.")
    table.library(0, "Island", "Island")
    (a,) = table.hand(0, creature("Rich A", rich))
    (b,) = table.hand(0, creature("Rich B", rich))
    game.lose_life(0, 1)
    game.move(a.id, Zone.BATTLEFIELD)
    assert game.state.pending_triggers == ()  # false when the event happened
    game.gain_life(0, 1)
    game.move(b.id, Zone.BATTLEFIELD)
    table.pass_priority()
    assert len(game.stack()) == 1
    game.lose_life(0, 5)
    table.resolve()
    assert len(game.hand(0)) == 0
    table.assert_logged(rule="603.4")


def test_cr_603_4_intervening_if_about_the_event(table: Table) -> None:
    """CR 603.4: an intervening "if" that reads the event ("if that creature's power is
    greater than this creature's") is checked with the event as it happens (else no
    trigger) and again with the same event on resolution (else it does nothing)."""
    game = table.game

    def bigger(g: Any, src: Any, data: Any) -> bool:
        return bool(g.chars(data["obj"]).power > g.chars(src.id).power)

    watcher = TriggeredAbility(
        trigger=TriggerCondition("enters", filter=ObjectFilter(types=("Creature",)),
                                 intervening_if_event=bigger),
        effect=Mode(instructions=(Draw(1),)), text="Whenever a creature enters, if its "
        "power is greater than this creature's, draw a card.")
    table.library(0, "Island", "Island")
    (me,) = table.battlefield(0, creature("Watcher", watcher, p="2", t="2"))
    (same,) = table.hand(0, creature("Same", p="2", t="2"))
    game.move(same.id, Zone.BATTLEFIELD)
    assert game.state.pending_triggers == ()  # equal power: false as the event happened
    (big,) = table.hand(0, creature("Big", p="3", t="3"))
    game.move(big.id, Zone.BATTLEFIELD)
    table.pass_priority()
    assert len(game.stack()) == 1
    game.add_counters(me.id, "+1/+1", 1)
    table.resolve()  # the Watcher is a 3/3: the Big one is no longer greater
    assert len(game.hand(0)) == 0
    table.assert_logged(rule="603.4", contains="no longer true")


@pytest.mark.parametrize("choice", [True, False])
def test_cr_603_5_you_may_is_chosen_on_resolution(table: Table, choice: bool) -> None:
    """CR 603.5: an optional ("you may") ability goes on the stack anyway; the choice is
    made as it resolves."""
    card = table.card("Generous", "Creature — Human", "When ~ enters, you may gain 3 life.",
                "{W}", "1", "1")
    game = table.game
    (obj,) = table.hand(0, card)
    game.move(obj.id, Zone.BATTLEFIELD)
    table.pass_priority()
    assert len(game.stack()) == 1
    assert not any(e.kind == "choice" for e in game.log)
    table.resolve(answers=[Answer("may", ("yes" if choice else "no",))])
    table.assert_life(0, 23 if choice else 20)


# --------------------------------------------------------------------------
# Delayed triggered abilities (CR 603.7)
# --------------------------------------------------------------------------

REANIMATE_TEMPORARILY = ("Return target creature card from your graveyard to the battlefield. "
                         "Exile it at the beginning of the next end step.")


def test_seed_27_delayed_exile_at_next_end_step(table: Table) -> None:
    """SEED-27 (CR 603.7): "exile it at the beginning of the next end step" exiles the
    creature that was returned, at the end step."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Grizzly Bears")
    table.hand(0, table.card("Brief Return", "Instant", REANIMATE_TEMPORARILY, "{1}{B}"))
    table.cast("Brief Return", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


def test_seed_27_delayed_exile_does_nothing_if_it_left(table: Table) -> None:
    """SEED-27 (CR 603.7c): if the creature is no longer on the battlefield when the delayed
    ability resolves (returned to hand), it isn't exiled from its new zone."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Grizzly Bears")
    table.hand(0, table.card("Brief Return", "Instant", REANIMATE_TEMPORARILY, "{1}{B}"))
    table.cast("Brief Return", targets=["Grizzly Bears"])
    table.resolve()
    game = table.game
    game.move(table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id, Zone.HAND)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND)
    table.assert_logged(rule="603.7c")


def test_seed_27_object_that_left_and_came_back_is_new(table: Table) -> None:
    """SEED-27, CR 400.7: if it left and came back, it is a new object: not exiled."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Grizzly Bears")
    table.hand(0, table.card("Brief Return", "Instant", REANIMATE_TEMPORARILY, "{1}{B}"))
    table.cast("Brief Return", targets=["Grizzly Bears"])
    table.resolve()
    game = table.game
    in_hand = game.move(table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id, Zone.HAND)
    assert in_hand is not None
    game.move(in_hand.id, Zone.BATTLEFIELD)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)


def test_cr_603_7_flicker_returns_at_end_step_only_from_exile(table: Table) -> None:
    """CR 603.7c: "Exile target creature. Return it ... at the beginning of the next end
    step": it returns from exile; a card that left exile meanwhile doesn't return."""
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    flicker = table.card("Brief Exile", "Instant", "Exile target creature. Return it to the "
                   "battlefield under its owner's control at the beginning of the next end "
                   "step.", "{W}")
    table.hand(0, flicker, flicker)
    table.cast("Brief Exile", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Brief Exile", targets=["Gray Ogre"])
    table.resolve()
    game = table.game
    game.move(table.find("Gray Ogre", zone=Zone.EXILE).id, Zone.GRAVEYARD)
    table.go_to(Step.END)
    table.resolve_all()
    bear = table.find("Grizzly Bears")
    assert bear.zone is Zone.BATTLEFIELD and game.controller(bear.id) == 1
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD)


def _return_tapped(game: Any, land: int, controller: int = 0) -> DelayedTrigger:
    return create_delayed(
        game, event="dies", events=("dies", "exiled"), controller=controller, objects=(land,),
        effect=Mode(instructions=(PutOntoBattlefield(fx.ItRef(), under_your_control=True,
                                                        tapped=True),)),
        text="When that land dies or is put into exile, return it to the battlefield tapped "
             "under your control.")


@pytest.mark.parametrize("how", ["dies", "exiled"])
def test_cr_603_7_when_that_permanent_dies_or_is_exiled(table: Table, how: str) -> None:
    """CR 603.7, 603.6c: a delayed trigger watching one permanent ("when that land dies or
    is put into exile, return it"): it finds the card in the zone it went to; it triggers
    once (603.7b)."""
    from manastack.model.continuous import AddTypes, SetPT

    game = table.game
    (land,) = table.battlefield(1, "Forest")
    game.add_effect(ContinuousEffect(parts=(AddTypes(card_types=("Creature",)), SetPT(0, 0)),
                                     objects=(land.id,)))
    _return_tapped(game, land.id, controller=0)
    (other,) = table.battlefield(1, "Grizzly Bears")
    game.destroy(other.id)  # another permanent: not watched
    if how == "dies":
        table.pass_priority()  # 0 toughness: dies as a state-based action
    else:
        game.move(land.id, Zone.EXILE)
        table.pass_priority()
    table.resolve_all()
    back = table.find("Forest", zone=Zone.BATTLEFIELD)
    assert back.tapped and game.controller(back.id) == 0 and back.owner == 1
    assert game.state.delayed == ()
    game.destroy(back.id)
    table.pass_priority()
    table.assert_zone("Forest", Zone.GRAVEYARD)  # CR 603.7b: it triggered only once


def test_cr_603_6c_delayed_return_looks_only_in_the_first_zone(table: Table) -> None:
    """CR 603.6c: if the card left the zone it went to before the ability resolves, it
    isn't returned."""
    game = table.game
    (land,) = table.battlefield(0, "Forest")
    _return_tapped(game, land.id)
    game.destroy(land.id)
    table.pass_priority()
    assert len(game.stack()) == 1
    game.move(table.find("Forest", zone=Zone.GRAVEYARD).id, Zone.EXILE)
    table.resolve()
    table.assert_zone("Forest", Zone.EXILE)


def test_trigger_ability_queues_an_ability_that_functions_outside_the_battlefield_cr_603_2(
) -> None:
    """A card in exile with a self-only trigger on a plugin's event: ``trigger_ability`` checks
    its condition (603.2) and queues it; its owner controls it (603.3a) and it resolves."""
    from manastack.engine.triggers import trigger_ability

    t = Table.new()
    ability = TriggeredAbility(trigger=TriggerCondition(event="exiled this way", self_only=True),
                               effect=Mode(instructions=(GainLife(3),)), text="gain 3")
    (card,) = t.exile(0, "Grizzly Bears")
    trigger_ability(t.game, card.id, ability, obj=card.id + 1)  # another object: no match
    assert t.game.state.pending_triggers == ()
    trigger_ability(t.game, card.id, ability, rule="603.2", obj=card.id, player=0)
    (pending,) = t.game.state.pending_triggers
    assert pending.controller == 0 and pending.source == card.id
    t.game.pending()  # CR 603.3: put on the stack as a player would receive priority
    t.resolve()
    t.assert_life(0, 23)


def test_zone_changed_hands_plugins_the_move_with_its_cause_and_replacements_cr_614() -> None:
    """``manastack_zone_changed`` receives the move as the replacements left it: a discard
    exiled instead says ``cause == "discard"`` and names the replacement in ``applied``."""
    from pytest_manastack import plugin as plugin_of

    from manastack.model.replacements import ZoneMove, exile_instead

    seen: list[tuple[str, frozenset[str], Zone]] = []

    def replace(game: Any, move: ZoneMove) -> list[Any]:
        if move.cause == "discard" and move.to_zone is Zone.GRAVEYARD:
            return [exile_instead("test-exile", "exiled instead")]
        return []

    def changed(game: Any, old: Any, new: Any, move: ZoneMove) -> None:
        seen.append((move.cause, move.applied, move.to_zone))

    def changed_without_move(game: Any, old: Any, new: Any) -> None:
        seen.append(("no move", frozenset(), new.zone))

    t = Table.new(enable=["watch", "old"], extra={
        "watch": plugin_of(manastack_replace_zone_change=replace,
                           manastack_zone_changed=changed),
        "old": plugin_of(manastack_zone_changed=changed_without_move)})
    (card,) = t.hand(0, "Grizzly Bears")
    seen.clear()
    t.game.discard(card.id)
    assert sorted(seen, key=str) == sorted([("discard", frozenset({"test-exile"}), Zone.EXILE),
                                           ("no move", frozenset(), Zone.EXILE)], key=str)
