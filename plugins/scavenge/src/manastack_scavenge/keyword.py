"""Scavenge's activated ability and its effect (CR 702.97a, 113.6, 602.5d, 608.2h).

Imported by the first card with scavenge read: ``manastack_scavenge`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import ActivatedAbility, Custom, Mode, ObjectFilter, TargetSpec
from manastack_scavenge import PLUGIN, SCAVENGE

if TYPE_CHECKING:
    from manastack.api import Context
    from manastack_grammar.api import Builder

#: CR 702.97a, as the ability's effect reads.
TEXT = ("Put a number of +1/+1 counters equal to the power of the card you exiled on target "
        "creature.")

@frozen
class ScavengeAbility(ActivatedAbility):
    """"Scavenge [cost]" (702.97a): "[Cost], Exile this card from your graveyard: Put ...
    counters ... on target creature", functioning in the graveyard only (113.6), activated
    only as a sorcery (602.5d)."""

    keyword: str = field(default=SCAVENGE, kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


def build(match: re.Match[str], b: Builder) -> ScavengeAbility | None:
    """CR 702.97a: the ability with its printed cost and the exile of the card, targeting a
    creature (115.1); None (not understood, the line quoted) when the cost can't be read."""
    from manastack_grammar.api import graveyard_ability

    target = TargetSpec(objects=ObjectFilter(types=("Creature",), text="creature"),
                        text="target creature")
    return graveyard_ability(match, b, ScavengeAbility,
                             Mode(instructions=(Custom(scavenge),), targets=(target,),
                                  text=TEXT),
                             sorcery_speed=True)


def scavenge(ctx: Context) -> None:
    """CR 702.97a, 608.2h: as many +1/+1 counters as the exiled card's power, as it last
    existed in the graveyard, on the target creature (if still legal, 608.2b)."""
    from manastack.api import PutCounters, TargetRef

    game = ctx.game
    if ctx.source is None:  # an ability always has a source
        return
    power = game.last_known_chars(ctx.source).power or 0
    count = max(power, 0)  # a negative power puts no counter (107.1b)
    game.log_event("effect", f"scavenge: {count} +1/+1 counter(s), the power of the exiled "
                   f"{ctx.source_name}, on the target creature", rule="702.97a",
                   source=ctx.source)
    if count:
        PutCounters("+1/+1", count, TargetRef(0), text="put +1/+1 counters on target "
                    "creature").run(ctx)
