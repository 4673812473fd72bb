"""Sentences asking whether a keyword's cost was paid for a spell (CR 608.2c, 603.4, 118.9).

"If this spell's surge cost was paid, [effect]" and "When this creature enters, if its prowl
cost was paid, [effect]": every cost keyword whose cards ask it has the same two sentences. A
plugin registers them with ``cost_paid_sentences`` (in :mod:`manastack_grammar.registration`),
giving its test of a spell (``paid(spell)``, ``HandAlternativeCost.cast_with`` for an
alternative cost); a permanent asks it of the spell it was as it resolved (400.7d).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Conditional, Context, Mode, TriggerCondition, TriggeredAbility, spell_of
from manastack_grammar.builder import Builder
from manastack_grammar.registration import NotUnderstood

if TYPE_CHECKING:
    from manastack.api import Ability, Game, GameObject, Spell

Paid = Callable[["Spell | None"], bool]


def spell_in(ctx: Context) -> Spell | None:
    """The spell whose cost is asked about as an effect happens: the resolving spell (608.2),
    or the spell the permanent whose ability it is was (its last known information if it has
    left, 113.7a)."""
    if ctx.spell is not None:
        return ctx.spell
    obj = ctx.game.find(ctx.source) if ctx.source is not None else None
    return spell_of(obj if obj is not None else ctx.source_lki)


@frozen
class IfCostPaid(Conditional):
    """"If this spell's [keyword] cost was paid, [effect]" (608.2c): asked as the effect
    happens; the branch taken is logged with the keyword's ``rule``."""

    keyword: str = ""
    rule: str = ""

    def run(self, ctx: Context) -> None:
        if not self.condition(ctx):
            for step in self.otherwise:
                step.run(ctx)
            return
        name = ctx.source_name
        ctx.game.log_event(self.keyword, f"{name}'s {self.keyword} cost was paid: "
                           f"{self.text.replace('~', name)}", rule=self.rule, obj=ctx.source)
        for step in self.then:
            step.run(ctx)


def if_paid(keyword: str, rule: str, paid: Paid, m: re.Match[str], b: Builder
             ) -> IfCostPaid:
    """"If this spell's [keyword] cost was paid, [effect]"; "... instead" is not read (nothing
    to replace is known here), nor a target chosen only if the cost was paid (601.2c)."""
    rest = m["rest"].strip()
    if re.search(r"\binstead\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    before = len(b.targets)
    steps = tuple(b.effect(rest))
    if len(b.targets) > before:
        raise NotUnderstood(f"{m.group(0)} (a target only if its {keyword} cost was paid)")
    return IfCostPaid(condition=lambda ctx: paid(spell_in(ctx)), then=steps, keyword=keyword,
                      rule=rule, text=m.group(0))


def enters_if_paid(keyword: str, rule: str, paid: Paid, m: re.Match[str], b: Builder
                    ) -> Ability:
    """"When this creature enters, if its [keyword] cost was paid, [effect]": checked as it
    enters and again as it resolves (603.4). Its targets are its own (a fresh builder)."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = tuple(inner.effect(m["effect"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    checked = IfCostPaid(condition=lambda ctx: paid(spell_in(ctx)), then=instructions,
                         keyword=keyword, rule=rule, text=m["effect"])
    mode = Mode(instructions=(checked,), targets=tuple(inner.targets), text=m["effect"])

    def was_paid(game: Game, source: GameObject) -> bool:
        return paid(spell_of(source))

    condition = TriggerCondition("enters", self_only=True, intervening_if=was_paid,
                                 text=f"~ enters, {m['clause']}")
    return TriggeredAbility(trigger=condition, effect=mode, text=m.group(0))
