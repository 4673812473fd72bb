"""Sentences asking whether a keyword's cost was paid for a spell (CR 608.2c, 603.4, 118.9).

"If this spell's surge cost was paid, [effect]" and "When this creature enters, if its prowl
cost was paid, [effect]": every cost keyword whose cards ask it has the same two sentences
(in its own words: "If this spell was bargained, ..."). A plugin registers them with
``cost_paid_sentences`` (in :mod:`manastack_grammar.registration`), giving its test of a
spell (``paid(spell)``, ``HandAlternativeCost.cast_with`` for an alternative cost); a
permanent asks it of the spell it was as it resolved (400.7d). "..., [effect] instead"
replaces the instruction of the sentence before (608.2c): :func:`instead_steps`.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs
from attrs import frozen

from manastack.api import (
    ApplyToEach,
    Conditional,
    Context,
    DealDamage,
    Each,
    Instruction,
    ItRef,
    Mode,
    Ref,
    TriggerCondition,
    TriggeredAbility,
    spell_of,
)
from manastack_grammar.builder import Builder
from manastack_grammar.phrases.numbers import number
from manastack_grammar.registration import NotUnderstood
from manastack_grammar.results import Amend

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
    #: what the log says of the spell when the branch runs ("was bargained"); by default
    #: "'s [keyword] cost was paid"
    said: str = ""

    def run(self, ctx: Context) -> None:
        if not self.condition(ctx):
            for step in self.otherwise:
                step.run(ctx)
            return
        name = ctx.source_name
        said = f" {self.said}" if self.said else f"'s {self.keyword} cost was paid"
        ctx.game.log_event(self.keyword, f"{name}{said}: {self.text.replace('~', name)}",
                           rule=self.rule, obj=ctx.source)
        for step in self.then:
            step.run(ctx)


_DAMAGE = re.compile(r"(?:it|~) deals (?P<n>\S+) damage(?: to (?P<to>.+))?", re.IGNORECASE)


def instead_steps(body: str, last: Instruction, b: Builder) -> tuple[Instruction, ...]:
    """What "[body] instead" does in place of ``last``, the instruction of the sentence before
    (608.2c): "it deals 4 damage instead" changes only the amount; "that creature", "those
    creatures" are what ``last`` would have acted on (it doesn't run, so the objects it acted
    on can't be asked afterwards); an "it" left unresolved is not read."""
    dmg = _DAMAGE.fullmatch(body)
    if dmg is not None and isinstance(last, DealDamage):
        if dmg["to"] is None:  # "it deals 4 damage instead": to the same recipients
            return (attrs.evolve(last, amount=number(dmg["n"]), text=body),)
        # "it deals 4 damage to each creature without flying and each player instead": the
        # spell is the source ("it" is this spell, not the previous sentence's object)
        body = f"~ deals {dmg['n']} damage to {dmg['to']}"
    saved = b.it
    moved = getattr(last, "what", None)
    if isinstance(moved, Ref) and not isinstance(moved, ItRef):
        b.it = moved
    elif isinstance(last, ApplyToEach):
        b.it = Each(last.filter)
    try:
        steps = tuple(b.effect(body))
    finally:
        b.it = saved
    if _uses_it(steps):
        raise NotUnderstood(f"{body} instead (what 'it' is, once replaced)")
    return steps


def _uses_it(value: object) -> bool:
    """Does ``value`` (instructions, references) refer to "it" of the previous instruction?"""
    if isinstance(value, ItRef):
        return True
    if isinstance(value, tuple):
        return any(_uses_it(v) for v in value)
    if isinstance(value, (Instruction, Ref)) and attrs.has(type(value)):
        return any(_uses_it(getattr(value, a.name)) for a in attrs.fields(type(value)))
    return False


def instead_body(rest: str) -> str | None:
    """The effect of "[effect] instead" / "instead [effect]" (608.2c), None without "instead".
    "it deals ..." there is the spell's damage (the spell or the permanent whose ability it
    is), not the previous sentence's object's."""
    rest = re.sub(r"^(instead )?it deals\b", r"\1~ deals", rest.strip(), flags=re.I)
    low = rest.lower()
    if low.endswith(" instead"):
        return rest[: -len(" instead")]
    if low.startswith("instead "):
        return rest[len("instead "):]
    return None


def if_paid(keyword: str, rule: str, said: str, paid: Paid, m: re.Match[str], b: Builder
            ) -> IfCostPaid | Amend:
    """"If this spell's [keyword] cost was paid, [effect]", and "..., [effect] instead" in
    place of the previous sentence's instruction (608.2c); not read: an "instead" elsewhere
    in the effect, nor a target chosen only if the cost was paid (601.2c, 702.33g, 702.166d).
    """
    rest = m["rest"].strip()
    body = instead_body(rest)
    if body is None and re.search(r"\binstead\b", rest, re.IGNORECASE):
        raise NotUnderstood(m.group(0))
    last = b.last
    if body is not None and last is None:
        raise NotUnderstood(m.group(0))  # "instead" of nothing
    before = len(b.targets)
    steps = tuple(b.effect(rest)) if body is None or last is None else \
        instead_steps(body, last, b)
    if len(b.targets) > before:
        raise NotUnderstood(f"{m.group(0)} (a target only if its {keyword} cost was paid)")

    def condition(ctx: Context) -> bool:
        return paid(spell_in(ctx))

    if body is None:
        return IfCostPaid(condition=condition, then=steps, keyword=keyword, rule=rule,
                          said=said, text=m.group(0))

    def apply(previous: Instruction) -> Instruction:
        return IfCostPaid(condition=condition, then=steps, otherwise=(previous,),
                          keyword=keyword, rule=rule, said=said, text=m.group(0))

    return Amend(apply)


def enters_if_paid(keyword: str, rule: str, said: str, paid: Paid, m: re.Match[str],
                   b: Builder) -> Ability:
    """"When this creature enters, if its [keyword] cost was paid, [effect]": checked as it
    enters and again as it resolves (603.4). Its targets are its own (a fresh builder)."""
    inner = Builder(card=b.card, rules=b.rules, is_permanent=True)
    instructions = tuple(inner.effect(m["effect"]))
    b.trace.extend(inner.trace)
    b.missing.extend(x for x in inner.missing if x not in b.missing)
    checked = IfCostPaid(condition=lambda ctx: paid(spell_in(ctx)), then=instructions,
                         keyword=keyword, rule=rule, said=said, text=m["effect"])
    mode = Mode(instructions=(checked,), targets=tuple(inner.targets), text=m["effect"])

    def was_paid(game: Game, source: GameObject) -> bool:
        return paid(spell_of(source))

    condition = TriggerCondition("enters", self_only=True, intervening_if=was_paid,
                                 text=f"~ enters, {m['clause']}")
    return TriggeredAbility(trigger=condition, effect=mode, text=m.group(0))
