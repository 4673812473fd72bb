"""Kernel sentences about casting spells: divided amounts (601.2d).

* "~ deals N damage divided as you choose among one or two targets" (Forked
  Bolt, Arc Lightning): one instance of "target" with up to two (three, any
  number of) targets; the division is announced as the spell is cast (601.2d)
  and amounts given to targets that became illegal aren't dealt (608.2b).

Cost changes ("[Some] spells [you cast] cost {N} more/less to cast", 601.2f) are the
base grammar's (:mod:`manastack.sentences`), bare form included.
"""

from __future__ import annotations

import re

import attrs
from attrs import frozen

from manastack import effects as fx
from manastack.oracle import Builder, SentenceResult, parse_target, sentence


@frozen
class DealDividedDamage(fx.Instruction):
    """"~ deals N damage divided as you choose among ... targets" (CR 601.2d, 120.3).

    ``index`` is the instance of "target" of the mode; ``amount`` a number or
    ``"x"``. The casting sequence reads ``divides`` and asks for the division.
    """

    amount: int | str
    index: int = 0

    @property
    def divides(self) -> tuple[int, int | str]:
        return (self.index, self.amount)

    def run(self, ctx: fx.Context) -> None:
        spell = ctx.spell
        if spell is None or self.index >= len(ctx.targets):
            return
        amounts = spell.divided(int(ctx.values.get("target_offset", 0)) + self.index)
        if amounts is None:
            return
        for target, n in zip(ctx.targets[self.index], amounts, strict=True):
            if target in ctx.illegal:
                continue  # CR 608.2b: an illegal target's share isn't dealt
            ctx.game.deal_damage(ctx.source, target, n, rule="120.3")


_HOW_MANY = {"one or two": 2, "one, two, or three": 3, "any number of": 1000}


@sentence(
    "divided damage",
    r"~ deals (?P<n>\d+|x) damage divided as you choose among "
    r"(?P<how>one or two|one, two, or three|any number of) targets",
    priority=1,
)
def _divided_damage(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2d, 115.1: one instance of "target", several targets, an amount divided."""
    spec = attrs.evolve(parse_target("any target"), min=1, max=_HOW_MANY[m["how"].lower()],
                        text=f"{m['how'].lower()} targets")
    ref = b.target(spec)
    amount: int | str = "x" if m["n"].lower() == "x" else int(m["n"])
    return DealDividedDamage(amount=amount, index=ref.index, text=m.group(0))
