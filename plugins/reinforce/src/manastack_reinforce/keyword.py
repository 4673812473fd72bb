"""Reinforce's activated ability and its counters (CR 702.77a, 113.6b)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    Context,
    Cost,
    DiscardSelf,
    Instruction,
    Mode,
    ObjectFilter,
    PutCounters,
    TargetRef,
    TargetSpec,
    Zone,
)
from manastack_reinforce import PLUGIN

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

__all__ = ["ReinforceAbility", "ReinforceCounters"]


@frozen
class ReinforceAbility(ActivatedAbility):
    """"[Cost], Discard this card: Put N +1/+1 counters on target creature." (702.77a),
    functioning in the hand only (113.6b), at instant speed."""

    keyword: str = field(default="reinforce", kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


@frozen
class ReinforceCounters(Instruction):
    """CR 702.77a: N +1/+1 counters on the target creature (``count`` None: N is X, the value
    announced as the ability was activated, 107.3); nothing if the target is gone (608.2b)."""

    count: int | None = None

    def run(self, ctx: Context) -> None:
        n = ctx.x if self.count is None else self.count
        ctx.game.log_event("effect", f"reinforce: {n} +1/+1 counter(s) from the discarded "
                           f"{ctx.source_name} on the target creature", rule="702.77a",
                           source=ctx.source)
        if n > 0:
            PutCounters("+1/+1", n, TargetRef(0), text="put +1/+1 counters on target "
                        "creature").run(ctx)


def build(match: re.Match[str], b: Builder) -> ReinforceAbility | None:
    """CR 702.77a: the ability with its printed cost and the discard of the card, targeting a
    creature (115.1); None (the line not understood) when the cost can't be read, or when N
    is X and the cost has no X to announce."""
    from manastack_grammar.api import NotUnderstood, int_number, parse_cost

    try:
        cost = parse_cost(match["cost"], b)
    except NotUnderstood:
        return None
    if cost.unpayable:
        return None
    word = match["n"].lower()
    is_x = word == "x"
    if is_x and "{X}" not in str(cost.mana).upper():
        return None
    count = None if is_x else int_number(word)
    cost = cost + Cost(parts=(DiscardSelf(text="Discard this card"),))
    target = TargetSpec(objects=ObjectFilter(types=("Creature",), text="creature"),
                        text="target creature")
    shown = "X" if count is None else str(count)
    effect = Mode(instructions=(ReinforceCounters(count, text=match.group(0)),),
                  targets=(target,), text=f"Put {shown} +1/+1 counters on target creature.")
    return ReinforceAbility(cost=cost, effect=effect, zones=(Zone.HAND.value,),
                            text=match.group(0))
