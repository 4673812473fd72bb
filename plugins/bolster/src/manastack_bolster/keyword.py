"""The bolster instruction (CR 701.39)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Amount, Context, Instruction, amount

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

__all__ = ["Bolster"]


@frozen
class Bolster(Instruction):
    """"Bolster N" (701.39a): choose a creature you control with the least toughness (tied:
    its controller chooses among them), put N +1/+1 counters on it; it becomes "it"."""

    count: Amount = 1

    def run(self, ctx: Context) -> None:
        game = ctx.game
        n = amount(self.count, ctx)
        creatures = [o.id for o in game.battlefield(ctx.controller)
                     if game.chars(o.id).is_creature]
        if not creatures:
            game.log_event("effect", f"{game.player(ctx.controller)} bolsters {n}: no creature "
                           "to choose", rule="701.39a", source=ctx.source)
            ctx.it = []
            return
        least = min(game.toughness(oid) for oid in creatures)
        tied = [oid for oid in creatures if game.toughness(oid) == least]
        (chosen,) = game.decide(
            kind="bolster", player=ctx.controller,
            prompt=f"Bolster {n}: choose a creature with the least toughness ({least})",
            options=tuple(tied), labels=tuple(str(game.obj(o)) for o in tied), rule="701.39a")
        oid = int(chosen)
        game.log_event("effect", f"{game.player(ctx.controller)} bolsters {n}: "
                       f"{game.obj(oid)} has the least toughness ({least})", rule="701.39a",
                       source=ctx.source)
        if n > 0:
            game.add_counters(oid, "+1/+1", n, by=ctx.controller)
        ctx.it = [oid]


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"Bolster 2", "bolster X" (X as the sentence or the card defines it, 107.3)."""
    return [Bolster(b.amount(match["n"]), text=match.group(0))]
