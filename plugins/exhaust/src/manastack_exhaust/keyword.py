"""The exhaust ability's build (CR 702.177)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs

from manastack.api import ActivatedAbility, ActivationRestriction

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

__all__ = ["ONCE", "build"]

#: CR 702.177a: "Activate only once." (the kernel's "once": once per object, 602.5b, 400.7)
ONCE = ActivationRestriction("once", text="Activate each exhaust ability only once")


def build(match: re.Match[str], b: Builder) -> ActivatedAbility | None:
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
    return attrs.evolve(ability, restrictions=(*ability.restrictions, ONCE),
                        text=match.group(0))
