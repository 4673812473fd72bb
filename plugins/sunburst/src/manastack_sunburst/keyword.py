"""The sunburst keyword's value and its hook's work (CR 702.44)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import KeywordAbility, Zone
from manastack_sunburst import PLUGIN

if TYPE_CHECKING:
    from manastack.api import Game, Replacement, Spell, ZoneMove

#: The five colors of mana (CR 105.1, 106.1b): colorless mana is no color.
COLORS = "WUBRG"


@frozen
class SunburstAbility(KeywordAbility):
    """"Sunburst" (702.44a): counters as the object enters, one per color of mana spent."""


def build(match: re.Match[str]) -> SunburstAbility:
    """CR 702.44a: the keyword line "Sunburst"."""
    return SunburstAbility(keyword="sunburst", text=match.group(0), plugin=PLUGIN)


def colors_spent(spell: Spell) -> list[str]:
    """CR 702.44a-b, 601.2h: the colors of the mana spent on the spell's total cost
    (additional and alternative costs included), in WUBRG order; life paid for Phyrexian
    mana and colorless mana are no color."""
    spent = set(re.findall(r"\{([WUBRG])\}", spell.mana_spent))
    return [c for c in COLORS if c in spent]


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.44a-b, 614.1c: a resolving spell with sunburst enters with a +1/+1 counter (as
    a creature, its type-changing effects ignored: its card's type line) or a charge
    counter for each color of mana spent to cast it; each instance separately (702.44d)."""
    obj = move.obj
    if move.to_zone is not Zone.BATTLEFIELD or obj.zone is not Zone.STACK:
        return ()  # 702.44b: only a spell entering from the stack as it resolves
    instances = [a for a in game.chars(obj.id).abilities if isinstance(a, SunburstAbility)]
    spell = obj.spell
    if not instances or spell is None:
        return ()
    colors = colors_spent(spell)
    if not colors:
        return ()  # 702.44b: no colored mana spent, no counters
    from manastack.api import enters_with_counters

    kind = "+1/+1" if obj.card.type_line.has_type("Creature") else "charge"
    shown = "".join("{" + c + "}" for c in colors)
    return [enters_with_counters(
        f"sunburst:{obj.id}:{i}",
        f"sunburst: {obj.card.name} enters with {len(colors)} {kind} counter(s), one for each "
        f"color of mana spent to cast it ({shown})", ((kind, len(colors)),), rule="702.44a")
        for i in range(len(instances))]
