"""Enlist as an optional cost to attack, and its linked trigger (CR 702.154)."""

from __future__ import annotations

from typing import TypeGuard

from manastack.api import (
    Ability,
    Context,
    Count,
    Custom,
    Game,
    GameObject,
    KeywordAbility,
    Mode,
    PumpX,
    SourceRef,
    TriggerCondition,
    TriggeredAbility,
    attack_cost_instances,
    fire_event,
    trigger_ability,
)
from manastack_enlist import ENLIST, EVENT

#: The linked triggered ability's text (702.154a).
WHEN_YOU_DO = ("When you do, this creature gets +X/+0 until end of turn, where X is the "
               "tapped creature's power.")

#: The event of one payment of one enlist ability: its trigger triggers on it alone (702.154d).
_PAID = "enlist_paid"


def _tapped_power(ctx: Context) -> int:
    """CR 702.154a, 608.2h: the tapped creature's power now, or as it last existed; a
    negative power gives 0 (107.1b)."""
    enlisted = ctx.event.get("enlisted")
    if not isinstance(enlisted, int):
        return 0
    return max(ctx.game.last_known_chars(enlisted).power or 0, 0)


def _log(ctx: Context) -> None:
    game = ctx.game
    enlisted = ctx.event.get("enlisted")
    who = game.last_known(ctx.source) if ctx.source is not None else "the creature"
    what = game.last_known(enlisted) if isinstance(enlisted, int) else "the tapped creature"
    game.log_event("effect", f"enlist: {who} gets +X/+0 until end of turn, X the power of "
                   f"{what}", rule="702.154a", source=ctx.source)


#: CR 702.154a, 607.2h: "When you do, this creature gets +X/+0 until end of turn".
LINKED = TriggeredAbility(
    trigger=TriggerCondition(_PAID, self_only=True, text="When you do"),
    effect=Mode(instructions=(
        Custom(_log),
        PumpX(SourceRef(), "+x", "+0", x=Count("the tapped creature's power", _tapped_power),
              text="this creature gets +X/+0 until end of turn"),
    ), text=WHEN_YOU_DO),
    text=WHEN_YOU_DO,
)


def candidates(game: Game, attacker: GameObject) -> list[int]:
    """CR 702.154a: untapped creatures the attacking player controls, not chosen to attack,
    that have haste or have been under their control since the turn began (302.6)."""
    combat = game.state.combat
    attacking = set(combat.attackers) if combat is not None else set()
    player = game.controller(attacker.id)
    return [o.id for o in game.battlefield(player)
            if o.id != attacker.id and o.id not in attacking and not o.tapped
            and game.chars(o.id).is_creature and not game.summoning_sick(o.id)]


def is_enlist(ability: Ability) -> TypeGuard[KeywordAbility]:
    """CR 702.154d: is ``ability`` an instance of enlist?"""
    return isinstance(ability, KeywordAbility) and ability.keyword == ENLIST


def offer(game: Game, attacker: GameObject) -> None:
    """CR 702.154a-d, 508.1g: for each enlist the attacker has now, its controller may tap
    up to one creature; each payment triggers that instance's linked ability once."""
    for obj, _enlist in attack_cost_instances(game, attacker, is_enlist):
        options = candidates(game, obj)
        if not options:
            return
        player = game.controller(obj.id)
        chosen = game.decide(kind="enlist", player=player,
                             prompt=f"Enlist: tap up to one creature for {obj} to get +X/+0 "
                                    "(X its power)?",
                             options=options, min=0, max=1, rule="702.154a")
        if not chosen:
            continue
        (enlisted,) = chosen
        game.tap(enlisted, rule="702.154a")
        game.log_event("effect", f"{obj} enlists {game.obj(enlisted)}", rule="702.154c",
                       obj=obj.id)
        trigger_ability(game, obj.id, LINKED, rule="702.154b", obj=obj.id, player=player,
                        enlisted=enlisted)
        fire_event(game, EVENT, obj=obj.id, player=player, enlisted=enlisted)

