"""The impending keyword's four abilities (CR 702.176a)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from attrs import field, frozen

from manastack.api import (
    Ability,
    AlternativeCostAbility,
    CastingPermission,
    Context,
    Cost,
    Game,
    GameObject,
    HandAlternativeCost,
    ManaCost,
    ZoneMove,
)
from manastack_impending import MARK, PERMISSION, PLUGIN

#: The kind of counter impending puts and removes (702.176a).
COUNTER = "time"

RULE = "702.176a"


@frozen
class ImpendingAbility(AlternativeCostAbility):
    """"Impending N—[cost]" (702.176a): the alternative cost the card may be cast for and the
    number of time counters it then enters with."""

    n: int = field(default=0, kw_only=True)


#: CR 702.176a, 118.9: cast from the hand for the impending cost.
FROM_HAND = HandAlternativeCost(name=PERMISSION, plugin=PLUGIN, ability=ImpendingAbility,
                                rule=RULE, mark=MARK)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.176a, 118.9, 601.2b: cast a card from your hand paying its impending cost
    instead (only the hand: another zone's permission carries its own cost, 118.9a)."""
    return FROM_HAND.permissions(game, player)


def not_cast_for_impending(game: Game, move: ZoneMove) -> bool:
    """CR 702.176a: "if you chose to pay this permanent's impending cost": the spell entering
    from the stack was cast with the impending permission (else the counters don't apply)."""
    return not FROM_HAND.cast_with(move.obj.spell)


def impending(game: Game, obj: GameObject) -> bool:
    """CR 702.176a: its impending cost was paid (608.3: it is the permanent that spell
    became) and it has a time counter on it."""
    return obj.counters.get(COUNTER, 0) > 0 and FROM_HAND.became(obj)


def remove_one(ctx: Context) -> None:
    """CR 702.176a: "remove a time counter from it" (the "if" holds again as it resolves,
    603.4)."""
    game = ctx.game
    obj = game.find(ctx.source) if ctx.source is not None else None
    if obj is None or not impending(game, obj):
        return
    game.log_event("effect", f"impending: a time counter is removed from {obj} "
                   f"({obj.counters[COUNTER] - 1} left)", rule=RULE, source=obj.id)
    game.remove_counters(obj.id, COUNTER, 1, rule=RULE)


def build(match: re.Match[str]) -> Sequence[Ability]:
    """CR 702.176a: the four abilities: the alternative cost, the counters it enters with,
    "it's not a creature" and the end step trigger."""
    from manastack.api import (
        Custom,
        EntersWith,
        KeywordTrigger,
        Mode,
        RemoveTypes,
        StaticAbility,
        StaticEffect,
        Step,
        TriggerCondition,
    )

    n = int(match["n"])
    text = match.group(0)
    cost = ImpendingAbility(keyword="impending", cost=Cost(mana=ManaCost.parse(match["mana"])),
                            n=n, text=text, plugin=PLUGIN)
    counters = EntersWith(counters=((COUNTER, n),), unless=not_cast_for_impending,
                          text=text, rule=RULE)
    # CR 613.1d, 205.1a: a layer 4 effect on itself; losing Creature loses its creature types
    not_a_creature = StaticEffect(parts=(RemoveTypes(card_types=("Creature",)),),
                                  self_only=True, condition=impending,
                                  text="As long as this permanent's impending cost was paid "
                                       "and it has a time counter on it, it's not a creature.")
    end = TriggerCondition("step_begins", step=Step.END, whose="you",
                           intervening_if=impending,
                           text="the beginning of your end step, if this permanent's "
                                "impending cost was paid and it has a time counter on it")
    trigger = KeywordTrigger(trigger=end,
                             effect=Mode(instructions=(Custom(remove_one),),
                                         text="remove a time counter from it"),
                             keyword="impending", optional=False, text=text, plugin=PLUGIN)
    return (cost, counters, StaticAbility(effects=(not_a_creature,), text=text), trigger)
