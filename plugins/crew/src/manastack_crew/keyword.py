"""Crew's activated ability (CR 702.122a, 301.7).

Imported by the first card with crew read: ``manastack_crew`` (the entry point) stays light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    AddTypes,
    ApplyEffect,
    Cost,
    Mode,
    ObjectFilter,
    SourceRef,
    TapUntappedTotalPower,
)
from manastack_crew import CREW, RULE

if TYPE_CHECKING:
    from manastack_grammar.api import Builder, SentenceResult

__all__ = ["CrewAbility", "crew_cost"]

_EFFECT_TEXT = "This Vehicle becomes an artifact creature until end of turn."


@frozen
class CrewAbility(ActivatedAbility):
    """"Crew N" (702.122a): "Tap any number of other untapped creatures you control with
    total power N or greater: This permanent becomes an artifact creature until end of
    turn." ``power`` is N."""

    power: int = field(default=0, kw_only=True)
    keyword: str = field(default=CREW, kw_only=True)
    plugin: str = field(default="crew", kw_only=True, eq=False)


def crew_cost(n: int) -> Cost:
    """CR 702.122a: tap other untapped creatures you control, total power N or greater;
    702.122b: those creatures crew the Vehicle."""
    text = (f"Tap any number of other untapped creatures you control with total power {n} "
            "or greater")
    return Cost(parts=(TapUntappedTotalPower(
        power=n, filter=ObjectFilter(types=("Creature",), controller="you"), other=True,
        tap_rule="702.122b", keyword=CREW, event="crews", text=text),))


def _build(match: re.Match[str]) -> CrewAbility:
    """"Crew N": the cost above; the effect adds artifact and creature in layer 4 until end
    of turn (613.1d, 514.2), locked to this permanent (611.2c); its printed power and
    toughness then apply (301.7b)."""
    n = int(match["n"])
    effect = Mode(instructions=(ApplyEffect(SourceRef(),
                                            (AddTypes(card_types=("Artifact", "Creature")),),
                                            until_end_of_turn=True, rule=RULE,
                                            text=_EFFECT_TEXT),),
                  text=_EFFECT_TEXT)
    return CrewAbility(cost=crew_cost(n), effect=effect, power=n, text=match.group(0))


def crews_as_though(match: re.Match[str], b: Builder) -> SentenceResult:
    """"This creature crews Vehicles as though its power were 2 greater" (Hotshot Mechanic; a
    Pilot token's ability): a static ability of the creature itself; tapped for a crew cost
    its power counts N more, and only there (609.4, 702.122a)."""
    from manastack.api import PowerAsThough, StaticAbility, StaticEffect

    text = match.group(0)
    part = PowerAsThough(costs=(CREW,), amount=int(match["n"]), text=text)
    return StaticAbility(effects=(StaticEffect(parts=(part,), self_only=True, text=text),),
                         text=text)
