"""The disguise keyword's values and its hooks' work (CR 702.168, 708)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import FaceDownAbility, FaceDownCasting
from manastack_disguise import PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability
    from manastack_grammar.api import Builder, SentenceResult


@frozen
class DisguiseAbility(FaceDownAbility):
    """"Disguise [cost]" (702.168a): the cost its face-down permanent is turned up for."""


#: CR 702.168a-d, 708: cast face down for {3} as "a 2/2 face-down creature with ward {2}, no
#: name, no subtypes, and no mana cost" (its copiable values, 702.168b; the ward plugin reads
#: "Ward {2}"); turned face up for the disguise cost.
DISGUISE = FaceDownCasting(plugin=PLUGIN, keywords=("disguise",), ability=DisguiseAbility,
                           cost_name="disguise", cast_rule="702.168b", turn_rule="702.168d",
                           effect_rule="702.168a", text="Ward {2}",
                           effect_text="face down: a 2/2 creature with ward {2}, no name, no "
                           "subtypes and no mana cost")


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.168a: the disguise cost; None (not understood) when it is not a mana cost."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.parts:
        return None
    return (DisguiseAbility(keyword="disguise", cost=cost.mana, text=match.group(0),
                            plugin=PLUGIN),)


def turned_face_up_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 708.8: "When ~ is turned face up": the event fired as it turns it."""
    from manastack.api import TURNED_FACE_UP, TriggerCondition

    return TriggerCondition(TURNED_FACE_UP, self_only=True, text=m.group(0))
