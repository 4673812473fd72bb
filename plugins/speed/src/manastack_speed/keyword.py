"""Max speed (CR 702.178a): "Max speed — [ability]" means "As long as your speed is 4, this
object has [ability]."

Imported by the first card read with the ability: ``manastack_speed`` (the entry point)
stays light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs
from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    AddAbilities,
    CostModifier,
    StaticAbility,
    StaticEffect,
    TriggeredAbility,
    Zone,
)
from manastack_speed import MAX_SPEED, PLUGIN
from manastack_speed.speed import has_max_speed

if TYPE_CHECKING:
    from manastack.api import Ability, Game, GameObject
    from manastack_grammar.api import Builder

__all__ = ["MaxSpeedAbility", "build_max_speed"]

#: The zones an ability functions in when it says none (CR 113.6).
_BATTLEFIELD = ("battlefield",)
#: The zones the ability on the line may function in, read here: the battlefield, or the
#: graveyard ("{3}, Exile this card from your graveyard: ...", 702.178b).
_ZONES: dict[tuple[str, ...], Zone] = {_BATTLEFIELD: Zone.BATTLEFIELD,
                                       ("graveyard",): Zone.GRAVEYARD}


@frozen
class MaxSpeedAbility(StaticAbility):
    """"Max speed — [ability]" (702.178a): the static ability granting ``granted`` to its
    object as long as its controller's speed is 4; ``granted`` None: a static ability whose
    effects apply as long as it is 4 (611.3a)."""

    granted: Ability | None = field(default=None, kw_only=True)
    keyword: str = field(default=MAX_SPEED, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def _at_max_speed(game: Game, obj: GameObject) -> bool:
    """CR 702.178a: "as long as your speed is 4": the object's controller's (613.1b)."""
    you = game.controller(obj.id) if game.find(obj.id) is not None else obj.controller
    return has_max_speed(game, you)


def build_max_speed(match: re.Match[str], b: Builder) -> MaxSpeedAbility | None:
    """CR 702.178a: the ability on the line, read by the card reader. A triggered or
    activated ability is granted to the object in layer 6 (613.1f) while its controller has
    max speed, on the battlefield, or in the graveyard for an ability that functions there
    (702.178b, 113.6c); a cost change is granted as written (601.2f); a static ability the
    object has while its controller has max speed applies while they have it (611.3a): its
    effects get that condition, on the battlefield or in the graveyard ("You may cast this
    card from your graveyard"), or, read by the reader only under a condition, it is read as
    "As long as you have max speed, [ability]". None (the line not understood) for an
    ability functioning elsewhere or a static ability with effects of its own condition."""
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    said = match["ability"]
    try:
        granted: Ability | None = recognize_line_ability(said, b)
    except NotUnderstood:
        granted = None  # a static ability the reader reads only under a condition
    zones = tuple(getattr(granted, "zones", _BATTLEFIELD))
    if zones not in _ZONES:
        return None
    if isinstance(granted, (TriggeredAbility, ActivatedAbility)):
        return _granting(granted, zones, match)  # 702.178b: from the zone it says (113.6c)
    if type(granted) is StaticAbility and granted.effects and all(
            isinstance(e, StaticEffect) and e.condition is None
            and tuple(e.zones) == (Zone.BATTLEFIELD,) for e in granted.effects):
        # CR 611.3a: having it as long as your speed is 4 is its effects applying so long,
        # where the static ability functions (702.178b: "cast this card from your graveyard")
        return MaxSpeedAbility(effects=tuple(attrs.evolve(e, condition=_at_max_speed)
                                             for e in granted.effects),
                               zones=zones, text=match.group(0))
    if zones != _BATTLEFIELD:
        return None
    if isinstance(granted, StaticAbility) and granted.effects and all(
            isinstance(e, CostModifier) for e in granted.effects):
        # CR 601.2f: the kernel reads cost changes from the abilities permanents have now
        return _granting(granted, zones, match)
    if granted is not None:
        return None
    return _static_at_max_speed(match, b)


def _granting(granted: Ability, zones: tuple[str, ...], match: re.Match[str]
              ) -> MaxSpeedAbility:
    """CR 702.178a: the static ability granting ``granted`` to its object while its
    controller has max speed, functioning in ``zones`` (702.178b)."""
    # the heading only: the granted ability carries its own words (its targets are its own)
    effect = StaticEffect(parts=(AddAbilities((granted,)),), self_only=True,
                          zones=(_ZONES[zones],), condition=_at_max_speed,
                          text=f"max speed (CR 702.178a): {match.group(0)}")
    return MaxSpeedAbility(effects=(effect,), zones=zones, granted=granted, text="Max speed")


def _static_at_max_speed(match: re.Match[str], b: Builder) -> MaxSpeedAbility | None:
    """CR 702.178a, 611.3a: "Max speed — [static ability]" read as "As long as you have max
    speed, [static ability]": each of its effects must carry that condition."""
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    said = match["ability"]
    try:
        read = recognize_line_ability(f"As long as you have max speed, {said[:1].lower()}"
                                      f"{said[1:]}", b)
    except NotUnderstood:
        return None
    if type(read) is not StaticAbility or tuple(read.zones) != _BATTLEFIELD or not read.effects \
            or any(e.condition is None or tuple(e.zones) != (Zone.BATTLEFIELD,)
                   for e in read.effects):
        return None
    return MaxSpeedAbility(effects=read.effects, text=match.group(0))
