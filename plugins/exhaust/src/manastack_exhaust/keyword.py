"""The exhaust ability's build (CR 702.177)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

from manastack.api import ActivatedAbility, ActivationRestriction

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, TriggerCondition
    from manastack_grammar.api import Builder

__all__ = ["ONCE", "ExhaustAbility", "build", "you_activate"]

#: CR 702.177a: "Activate only once." (the kernel's "once": once per object, 602.5b, 400.7)
ONCE = ActivationRestriction("once", text="Activate each exhaust ability only once")


@frozen
class ExhaustAbility(ActivatedAbility):
    """An exhaust ability (CR 702.177a): an activated ability that may be activated only once
    (its ``"once"`` restriction); its own type, so that "exhaust abilities" can be told."""

    def __str__(self) -> str:
        return self.text


def build(match: re.Match[str], b: Builder) -> ExhaustAbility | None:
    """CR 702.177a: "[Cost]: [Effect]. Activate only once.", the activated ability the card
    reader reads from "[cost]: [effect]" with the "once" restriction added; None (the line
    not understood) when that is not one activated ability."""
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    try:
        ability = recognize_line_ability(f"{match['cost']}: {match['effect']}", b)
    except NotUnderstood:
        return None
    if not isinstance(ability, ActivatedAbility):
        return None
    fields = attrs.asdict(ability, recurse=False)
    fields.update(restrictions=(*ability.restrictions, ONCE), text=match.group(0))
    return ExhaustAbility(**fields)


def you_activate(match: re.Match[str], b: Builder) -> TriggerCondition:
    """"Whenever you activate an exhaust ability" (CR 603.2, 702.177a): the kernel's
    "activate" event of an exhaust ability its controller activates, a mana ability too;
    "... that isn't a mana ability" (605.1a) excludes those."""
    from manastack.api import TriggerCondition

    nonmana = bool(match["nonmana"])

    def exhaust(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        ability = data.get("ability")
        return isinstance(ability, ExhaustAbility) and not (nonmana and ability.is_mana_ability)

    return TriggerCondition("activate", whose="you", predicate=exhaust, text=match.group(0))
