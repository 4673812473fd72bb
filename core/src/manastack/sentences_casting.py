"""Kernel sentences about casting spells: divided amounts (601.2d).

* "~ deals N damage divided as you choose among one or two targets" (Forked
  Bolt, Arc Lightning) and "Prevent the next N damage ... to any number of
  targets, divided as you choose": one instance of "target" with up to two
  (three, any number of) targets; the division is announced as the spell is
  cast (601.2d) and shares given to targets that became illegal do nothing (608.2b).

Cost changes ("[Some] spells [you cast] cost {N} more/less to cast", 601.2f) are the
base grammar's (:mod:`manastack.sentences`), bare form included.
"""

from __future__ import annotations

import re

import attrs

from manastack import effects as fx
from manastack._attrs import frozen
from manastack.filters import Target
from manastack.oracle import Builder, SentenceResult, parse_target, sentence


@frozen
class Divided(fx.Instruction):
    """An amount divided as the caster chooses among the targets of one instance of
    "target" (CR 601.2d: announced while casting, each target at least 1).

    ``index`` is the instance of "target" of the mode; ``amount`` a number or ``"x"``.
    The casting sequence reads ``divides`` and asks for the division; resolving gives each
    legal target its share (:meth:`give`); an illegal target's share does nothing (608.2b).
    """

    amount: int | str
    index: int = 0

    @property
    def divides(self) -> tuple[int, int | str]:
        return (self.index, self.amount)

    def give(self, ctx: fx.Context, target: Target, n: int) -> None:
        raise NotImplementedError

    def run(self, ctx: fx.Context) -> None:
        spell = ctx.spell
        if spell is None or self.index >= len(ctx.targets):
            return
        amounts = spell.divided(int(ctx.values.get("target_offset", 0)) + self.index)
        if amounts is None:
            return
        for target, n in zip(ctx.targets[self.index], amounts, strict=True):
            if target not in ctx.illegal:  # CR 608.2b
                self.give(ctx, target, n)


@frozen
class DealDividedDamage(Divided):
    """"~ deals N damage divided as you choose among ... targets" (CR 601.2d, 120.3)."""

    def give(self, ctx: fx.Context, target: Target, n: int) -> None:
        ctx.game.deal_damage(ctx.source, target, n, rule="120.3")


@frozen
class PreventDivided(Divided):
    """"Prevent the next N damage that would be dealt this turn to any number of targets,
    divided as you choose": each target gets a shield of its share (CR 615.7)."""

    def give(self, ctx: fx.Context, target: Target, n: int) -> None:
        fx.Prevent(fx.FixedObjects((target,)), amount=n, text=self.text).run(ctx)


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


@sentence("prevent divided",
          r"prevent the next (?P<n>\d+|x) damage that would be dealt this turn to "
          r"(?P<how>one or two|one, two, or three|any number of) targets, divided as you choose")
def _prevent_divided(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 601.2d, 615.7: prevention shields divided among the targets."""
    spec = attrs.evolve(parse_target("any target"), min=1, max=_HOW_MANY[m["how"].lower()],
                        text=f"{m['how'].lower()} targets")
    ref = b.target(spec)
    amount: int | str = "x" if m["n"].lower() == "x" else int(m["n"])
    return PreventDivided(amount=amount, index=ref.index, text=m.group(0))
