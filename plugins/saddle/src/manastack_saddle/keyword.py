"""Saddle's activated ability, the saddled designation and its trigger (CR 702.171).

Imported by the first card with saddle read: ``manastack_saddle`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    Context,
    Cost,
    Instruction,
    Mode,
    ObjectFilter,
    TapUntappedTotalPower,
    TriggerCondition,
    Zone,
    fire_event,
)
from manastack_saddle import EVENT, PLUGIN, RULE, SADDLE, SADDLED

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, Ref
    from manastack_grammar.api import Builder, SentenceResult

__all__ = ["BecomeSaddled", "SaddleAbility", "is_saddled", "saddle_cost"]

_EFFECT_TEXT = "This Mount becomes saddled until end of turn."


def is_saddled(game: Game, obj_id: int) -> bool:
    """CR 702.171b: is ``obj_id`` a permanent that became saddled this turn (only a permanent
    can be; a new object after it left the battlefield is not, 400.7)?"""
    obj = game.find(obj_id)
    return (obj is not None and obj.zone is Zone.BATTLEFIELD
            and obj.tags.get(SADDLED) == game.state.turn.number)


@frozen
class SaddleAbility(ActivatedAbility):
    """"Saddle N" (702.171a): "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes saddled until end of turn. Activate
    only as a sorcery." ``power`` is N."""

    power: int = field(default=0, kw_only=True)
    keyword: str = field(default=SADDLE, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


@frozen
class BecomeSaddled(Instruction):
    """"[Permanent] becomes saddled until end of turn" (702.171a-b): the designation, on each
    permanent ``what`` refers to that is still on the battlefield (``None``: this permanent,
    saddle's own effect)."""

    what: Ref | None = None

    def run(self, ctx: Context) -> None:
        game = ctx.game
        if self.what is None:
            source = ctx.source_permanent()
            found = [source] if source is not None else []
        else:
            found = [o for oid in self.what.objects(ctx)
                     if (o := game.find(oid)) is not None and o.zone is Zone.BATTLEFIELD]
        if not found:
            # CR 400.7, 702.171b: only a permanent can become saddled; a new object is not
            game.log_event("effect", "nothing becomes saddled: no permanent on the "
                           "battlefield", rule="702.171b", source=ctx.source)
        for obj in found:
            first = not is_saddled(game, obj.id)
            game.update(obj.id, tags={**obj.tags, SADDLED: game.state.turn.number})
            game.log_event("effect", f"{obj} becomes saddled until end of turn", rule=RULE,
                           source=ctx.source, obj=obj.id)
            # CR 603.2: "whenever ~ becomes saddled (for the first time each turn)"
            fire_event(game, EVENT, obj=obj.id, player=game.controller(obj.id), first=first)
        ctx.it = [obj.id for obj in found]


def saddle_cost(n: int) -> Cost:
    """CR 702.171a: tap other untapped creatures you control, total power N or greater;
    702.171c: those creatures saddle the permanent."""
    text = (f"Tap any number of other untapped creatures you control with total power {n} "
            "or greater")
    return Cost(parts=(TapUntappedTotalPower(
        power=n, filter=ObjectFilter(types=("Creature",), controller="you"), other=True,
        tap_rule="702.171c", rule=RULE, keyword=SADDLE, event="saddles", text=text),))


def build(match: re.Match[str]) -> SaddleAbility:
    """"Saddle N": the cost above, activated only as a sorcery (702.171a, 307.1); the effect
    makes this permanent saddled until end of turn (702.171b)."""
    n = int(match["n"])
    effect = Mode(instructions=(BecomeSaddled(text=_EFFECT_TEXT),), text=_EFFECT_TEXT)
    return SaddleAbility(cost=saddle_cost(n), effect=effect, sorcery_speed=True, power=n,
                         text=match.group(0))


def _saddled(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 603.2, 702.171b: "while saddled": saddled as it is declared an attacker (a trigger
    condition, not an intervening "if": not checked again on resolution)."""
    return is_saddled(game, source.id)


def attacks_while_saddled(match: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever ~ attacks while saddled" (Alacrian Jaguar; 508.1m, 603.2): it is declared
    an attacker while it is saddled."""
    return TriggerCondition("attacks", self_only=True, predicate=_saddled,
                            text=match.group(0))


def enters_and_attacks_while_saddled(match: re.Match[str], b: Builder) -> SentenceResult:
    """"When ~ enters and whenever it attacks while saddled" (Autarch Mammoth; 603.2): one
    ability with two trigger events, entering (saddled or not) or attacking while saddled."""
    text = match.group(0)
    return (TriggerCondition("enters", self_only=True, text=text),
            TriggerCondition("attacks", self_only=True, predicate=_saddled, text=text))


def _first_time(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.171b: it wasn't saddled this turn before (it stays saddled until end of turn)."""
    return bool(data.get("first"))


def becomes_saddled_trigger(match: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever ~ becomes saddled for the first time each turn" (Stubborn Burrowfiend;
    603.2): the event fired as it becomes saddled (702.171b), by its saddle ability or any
    other effect; "for the first time each turn": it wasn't saddled yet this turn."""
    return TriggerCondition(EVENT, self_only=True,
                            predicate=_first_time if match["first"] else None,
                            text=match.group(0))


def _your_main_phase(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """"During your main phase" (505.1): a main phase of its controller's turn."""
    turn = game.state.turn
    return turn.step.is_main and turn.active == game.controller(source.id)


def saddles_or_crews(match: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever this creature saddles a Mount or crews a Vehicle during your main phase"
    (Canyon Vaulter): two trigger events, the creature tapped for a saddle cost (702.171c)
    or a crew cost (702.122b), in a main phase of its controller's turn (505.1); the reader
    reads "that Mount or Vehicle" as the permanent of the event (603.7c)."""
    text = match.group(0)
    return tuple(TriggerCondition(event, self_only=True, predicate=_your_main_phase, text=text)
                 for event in ("saddles", "crews"))


def saddles_as_though(match: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature saddles Mounts and crews Vehicles as though its power were 2 greater"
    (Cloudspire Captain; a Pilot token's ability): a static ability of the creature itself;
    tapped for a saddle or crew cost its power counts N more (609.4, 702.171a, 702.122a)."""
    from manastack.api import PowerAsThough, StaticAbility, StaticEffect

    text = match.group(0)
    part = PowerAsThough(costs=(SADDLE, "crew"), amount=int(match["n"]), text=text)
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=text),),
                         text=text)


def becomes_saddled(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Target Mount you control becomes saddled until end of turn" (Guidelight Matrix), "it
    becomes saddled until end of turn" (Kolodin, Triumph Caster: the Mount that entered):
    the designation on another permanent (702.171b)."""
    return [BecomeSaddled(b.ref(match["what"]), text=match.group(0))]
