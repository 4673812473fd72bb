"""The suspend keyword's values and its hooks' work (CR 702.62)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.api import (
    ContinuousEffect,
    IllegalActionError,
    KeywordAbility,
    ManaCost,
    SpecialAction,
    Step,
    Zone,
)
from manastack_suspend import ACTION, HASTE_TAG, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, Context, Game, GameObject
    from manastack_grammar.api import Builder



@frozen
class SuspendAbility(KeywordAbility):
    """"Suspend N—[cost]" (702.62a): the special action's time counters and cost."""

    time: int = field(default=0, kw_only=True)
    cost: ManaCost = field(factory=ManaCost, kw_only=True)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.62a: the static ability and the two triggers that function in exile (113.6j);
    None (not understood) when the cost is not a mana cost."""
    from manastack.api import Custom, KeywordTrigger, Mode, TriggerCondition
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.parts:
        return None
    text = match.group(0)
    upkeep = TriggerCondition("step_begins", step=Step.UPKEEP, whose="you",
                              intervening_if=suspended,
                              text="at the beginning of your upkeep, if this card is suspended")
    remove = Mode(instructions=(Custom(remove_time_counter),),
                  text="remove a time counter from it")
    last = TriggerCondition("counters_removed", self_only=True, predicate=last_time_counter,
                            intervening_if=exiled,
                            text="when the last time counter is removed from this card, "
                            "if it's exiled")
    play = Mode(instructions=(Custom(cast_it),),
                text="you may play it without paying its mana cost")
    return (SuspendAbility(keyword="suspend", time=int(match["n"]), cost=cost.mana,
                           text=text, plugin=PLUGIN),
            KeywordTrigger(trigger=upkeep, effect=remove, keyword="suspend", text=text,
                           plugin=PLUGIN, zones=("exile",)),
            KeywordTrigger(trigger=last, effect=play, optional=True, keyword="suspend",
                           text=text, plugin=PLUGIN, zones=("exile",)))


def suspended(game: Game, source: GameObject) -> bool:
    """CR 702.62b: in exile, with suspend and a time counter on it."""
    return source.zone is Zone.EXILE and source.counters.get("time", 0) > 0 and \
        game.has_keyword(source.id, "suspend")


def exiled(game: Game, source: GameObject) -> bool:
    """CR 702.62a: "if it's exiled" (603.4, checked again on resolution)."""
    return source.zone is Zone.EXILE


def last_time_counter(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.62a: the counters removed were time counters and none is left."""
    return data.get("kind") == "time" and data.get("left") == 0


def remove_time_counter(ctx: Context) -> None:
    """CR 702.62a: remove a time counter from the suspended card."""
    game = ctx.game
    card = game.find(ctx.source) if ctx.source is not None else None
    if card is None or card.zone is not Zone.EXILE or not card.counters.get("time"):
        return
    game.log_event("effect", f"suspend: a time counter is removed from {card} "
                   f"({card.counters['time'] - 1} left)", rule="702.62a", source=card.id)
    game.remove_counters(card.id, "time", 1, rule="702.62a")


def cast_it(ctx: Context) -> None:
    """CR 702.62a, 702.62d, 118.9: cast it without paying its mana cost, now (608.2g: its
    timing is ignored); additional costs are still paid (601.2f). If it can't be cast, it
    remains exiled. A creature spell cast this way gains haste."""
    from manastack.api import cast_without_paying

    game = ctx.game
    card = game.find(ctx.source) if ctx.source is not None else None
    if card is None or card.zone is not Zone.EXILE:
        return
    if card.card.type_line.has_type("Land"):
        # CR 305.9, 702.62a "play ... if able": a land card is played, not cast; not done
        game.log_event("effect", f"suspend: {card} is a land, it remains exiled",
                       rule="702.62a", source=card.id)
        return
    try:
        spell = cast_without_paying(game, ctx.controller, card.id)
    except IllegalActionError as exc:
        game.log_event("effect", f"suspend: {card} can't be cast ({exc}), it remains "
                       "exiled", rule="702.62a", source=card.id)
        return
    game.log_event("effect", f"suspend: {game.player(ctx.controller)} casts {spell} "
                   "without paying its mana cost", rule="702.62a", source=spell.id)
    if spell.card.type_line.has_type("Creature"):
        game.set_object(spell.replace(tags={**spell.tags, HASTE_TAG: ctx.controller}))
        game.log_event("effect", f"suspend: {spell} was cast by suspend: it gains haste "
                       "until its caster loses control of it", rule="702.62a",
                       source=spell.id)


def could_begin_to_cast(game: Game, player: int, obj: GameObject) -> bool:
    """CR 116.2f, 702.62c: the card could begin to be cast from the hand now, its cost
    aside: its timing (307.1, 304.1, flash 702.8a) and any effect prohibiting its cast
    (601.2e, 101.2: Rule of Law once a spell was cast this turn)."""
    return begin_to_cast_refusal_reason(game, player, obj) is None


def special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2f, 702.62a: suspend each card of your hand it may be done with now (its
    cost can be paid, the card could begin to be cast)."""
    from manastack.api import can_pay, mana_sources

    out: list[SpecialAction] = []
    cards = game.with_keyword("suspend", Zone.HAND, player)
    if not cards:
        return out
    p = game.player(player)
    sources = None
    for oid in cards:
        obj = game.obj(oid)
        if not obj.card.playable or not could_begin_to_cast(game, player, obj):
            continue
        for ability in game.chars(oid).abilities:
            if not isinstance(ability, SuspendAbility):
                continue
            if not ability.cost.is_empty():
                sources = mana_sources(game, player) if sources is None else sources
                if not can_pay(ability.cost, pool=p.mana_pool, sources=sources, life=p.life):
                    continue
            out.append(SpecialAction(oid, ACTION, PLUGIN,
                                     f"suspend {obj.card.name} ({ability.cost}, "
                                     f"{ability.time} time counters)"))
            break
    return out


def refusal(game: Game, player: int, obj_id: int) -> IllegalActionError | None:
    """Why ``player`` can't suspend the card ``obj_id`` now (it is not offered, 116.2f):
    it isn't in their hand (702.62a), it couldn't begin to be cast (116.2f, 702.62c) or the
    suspend cost can't be paid (118.3); None if it has no suspend (the kernel explains)."""
    from manastack.api import cant_pay

    obj = game.find(obj_id)
    ability = None if obj is None else next(
        (a for a in game.chars(obj_id).abilities if isinstance(a, SuspendAbility)), None)
    if obj is None or ability is None:
        return None
    if obj.zone is not Zone.HAND or obj.owner != player:
        return IllegalActionError(f"{obj} is in {obj.zone.value}, not in your hand: suspend "
                                  "exiles a card from its owner's hand", rule="702.62a",
                                  cites=("116.2f",))
    if not obj.card.playable:
        return None  # its text isn't read: the kernel's refusal
    why = begin_to_cast_refusal_reason(game, player, obj)
    if why is not None:
        return IllegalActionError(f"can't suspend {obj.card.name}: a card is suspended only "
                                  f"if it could begin to be cast now, and {why}",
                                  rule="702.62a", cites=("116.2f", "702.62c"))
    short = cant_pay(game, player, ability.cost, f"suspend {obj.card.name} (its suspend cost)")
    if short is not None:  # CR 118.3: a cost that can't be paid can't be begun
        return IllegalActionError(short.reason, rule="702.62a", cites=("116.2f", "118.3"))
    return None


def begin_to_cast_refusal_reason(game: Game, player: int, obj: GameObject) -> str | None:
    """CR 116.2f, 702.62c: why the card couldn't begin to be cast from the hand now."""
    from manastack.api import begin_to_cast_refusal

    return begin_to_cast_refusal(game, player, obj.id)


def suspend(game: Game, player: int, obj_id: int) -> None:
    """CR 116.2f, 702.62a: pay the suspend cost, then exile the card with N time counters
    on it; the action doesn't use the stack."""
    from manastack.api import pay_mana

    obj = game.obj(obj_id)
    ability = next((a for a in game.chars(obj_id).abilities
                    if isinstance(a, SuspendAbility)), None)
    if ability is None or obj.zone is not Zone.HAND:
        raise IllegalActionError(f"{obj} can't be suspended", rule="702.62a")
    if not ability.cost.is_empty():
        pay_mana(game, player, ability.cost, source=obj_id, what=f"suspend {obj}")
    game.log_event("effect", f"suspend: {game.player(player)} exiles {obj} with "
                   f"{ability.time} time counter(s) on it", rule="702.62a", source=obj_id)
    game.move(obj_id, Zone.EXILE, cause="suspend", rule="116.2f",
              counters=(("time", ability.time),))


def entered(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.62a, 608.3: the spell cast by suspend became the permanent: it has haste "until
    you lose control of the spell or the permanent it becomes", an effect that ends for good
    the first time its caster doesn't control it (611.2b), a layer-2 change included
    (613.1b: Control Magic), even if control comes back later."""
    from manastack.api import AddAbilities, for_as_long_as, start_effect, you_control

    if new is None or old.zone is not Zone.STACK or new.zone is not Zone.BATTLEFIELD:
        return
    caster = old.tags.get(HASTE_TAG)
    if not isinstance(caster, int):
        return
    haste = KeywordAbility(keyword="haste", text="haste (suspend)", plugin=PLUGIN)
    start_effect(game, ContinuousEffect(
        parts=(AddAbilities((haste,)),), objects=(new.id,), controller=caster,
        duration=for_as_long_as(you_control(new.id), "until its caster loses control of it"),
        rule="702.62a", text="cast by suspend: it has haste"))
