"""The adapt instruction (CR 701.46a)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Amount, Context, Instruction, amount

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

__all__ = ["Adapt", "build"]


@frozen
class Adapt(Instruction):
    """"Adapt N" (701.46a): if this permanent has no +1/+1 counters on it, put N +1/+1
    counters on it; otherwise (or gone from the battlefield) nothing happens."""

    count: Amount = 1

    def run(self, ctx: Context) -> None:
        game = ctx.game
        n = amount(self.count, ctx)
        obj = ctx.source_permanent()
        if obj is None:
            # CR 400.7: a permanent that left is a new object, no counters go on it
            game.log_event("effect", f"adapt {n}: the permanent has left the battlefield, "
                           "nothing happens", rule="701.46a", source=ctx.source)
            return
        have = obj.counter("+1/+1")
        if have:
            game.log_event("effect", f"adapt {n}: {obj} has {have} +1/+1 counter(s), nothing "
                           "happens", rule="701.46a", source=obj.id)
            return
        game.log_event("effect", f"adapt {n}: {obj} has no +1/+1 counters, {n} go on it",
                       rule="701.46a", source=obj.id)
        if n > 0:
            game.add_counters(obj.id, "+1/+1", n, by=ctx.controller)


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Adapt 2" (701.46a): a number, printed."""
    return [Adapt(b.amount(match["n"]), text=match.group(0))]
