"""The monstrosity instruction, its trigger and its static condition (CR 701.37)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Amount, Context, Instruction, amount
from manastack_monstrosity import EVENT, MONSTROUS

if TYPE_CHECKING:
    from manastack.api import Game, GameObject
    from manastack_grammar.api import Builder, SentenceResult

__all__ = ["Monstrosity", "is_monstrous"]


def is_monstrous(game: Game, obj_id: int) -> bool:
    """CR 701.37b: is ``obj_id`` a permanent that is monstrous (only permanents can be)?"""
    from manastack.api import Zone

    obj = game.find(obj_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and bool(obj.tags.get(MONSTROUS))


@frozen
class Monstrosity(Instruction):
    """"Monstrosity N" (701.37a): if this permanent isn't monstrous, put N +1/+1 counters on
    it and it becomes monstrous; otherwise (or gone from the battlefield) nothing happens."""

    count: Amount = 1

    def run(self, ctx: Context) -> None:
        from manastack.api import fire_event

        game = ctx.game
        n = amount(self.count, ctx)
        obj = ctx.source_permanent()
        if obj is None:
            # CR 400.7: a permanent that left is a new object, never made monstrous
            game.log_event("effect", f"monstrosity {n}: the permanent has left the "
                           "battlefield, nothing happens", rule="701.37a", source=ctx.source)
            return
        if obj.tags.get(MONSTROUS):
            game.log_event("effect", f"monstrosity {n}: {obj} is already monstrous, nothing "
                           "happens", rule="701.37a", source=obj.id)
            return
        if n > 0:
            game.add_counters(obj.id, "+1/+1", n, by=ctx.controller)
        now = game.obj(obj.id)
        game.set_object(now.replace(tags={**now.tags, MONSTROUS: True}))
        game.log_event("effect", f"monstrosity {n}: {now} isn't monstrous, {n} +1/+1 "
                       "counter(s) go on it and it becomes monstrous", rule="701.37a",
                       source=obj.id)
        fire_event(game, EVENT, obj=obj.id, player=ctx.controller, n=n)


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Monstrosity 3", "Monstrosity X" (X paid in the activation cost, 107.3)."""
    return [Monstrosity(b.amount(match["n"]), text=match.group(0))]


def when_becomes_monstrous(match: re.Match[str], b: Builder) -> SentenceResult:
    """CR 701.37a: "When ~ becomes monstrous, [effect]": triggered by the event fired as the
    instruction makes this permanent monstrous. The effect is read as the card reader reads
    any "When ~ [event], [effect]" (its "it" is this permanent, the event's object); an
    effect naming X is not read: that X is the monstrosity X (701.37c), not carried here."""
    import attrs

    from manastack.api import TriggerCondition, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    rest = match["rest"]
    if re.search(r"\bx\b", rest, re.IGNORECASE):
        raise NotUnderstood(match.group(0))
    read = recognize_line_ability(f"When ~ enters, {rest}", b)
    if not isinstance(read, TriggeredAbility) or type(read) is not TriggeredAbility:
        raise NotUnderstood(match.group(0))
    trigger = TriggerCondition(EVENT, self_only=True, text="When ~ becomes monstrous")
    return attrs.evolve(read, trigger=trigger, text=match.group(0))


def enters_or_becomes_monstrous(match: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ enters or becomes monstrous, [effect]" (Alpha Deathclaw; CR 603.2, 701.37a):
    one ability with two trigger events, this permanent entering or the monstrosity
    instruction making it monstrous; either one triggers it."""
    from manastack.api import TriggerCondition

    text = match.group(0)
    return (TriggerCondition("enters", self_only=True, text=text),
            TriggerCondition(EVENT, self_only=True, text=text))


def _monstrous(game: Game, obj: GameObject) -> bool:
    """CR 701.37b, 611.3a: the condition, asked on every layer pass."""
    return bool(obj.tags.get(MONSTROUS))


def as_long_as_monstrous(match: re.Match[str], b: Builder) -> SentenceResult:
    """"As long as this creature is monstrous, it has flying" (Chillerpillar): a static
    ability granting keywords in layer 6 (613.1f) while the designation holds (611.3a)."""
    from manastack.api import AddAbilities, StaticAbility, StaticEffect
    from manastack_grammar.api import keyword_list

    text = match.group(0)
    return StaticAbility(effects=(StaticEffect(
        parts=(AddAbilities(keyword_list(match["kw"], b)),), self_only=True,
        condition=_monstrous, text=text),), text=text)
