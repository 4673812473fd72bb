"""manastack-fabricate: the keyword fabricate (CR 702.123), a triggered ability.

CR 702.123a: "'Fabricate N' means 'When this permanent enters, you may put N +1/+1
counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens.'" The
choice is made as the ability resolves (603.5, 608.2d); a permanent no longer on the
battlefield then can't get the counters (400.7), so the tokens are created without asking.
Each instance triggers separately (702.123b).

The keyword is a :class:`~manastack.api.KeywordTrigger` named "fabricate"
(``game.has_keyword(obj, "fabricate")`` holds while the object has it): its trigger and its
tokens are read by the card reader from the rule's words ("When this creature enters,
create N 1/1 colorless Servo artifact creature tokens."), the choice between the counters
and the tokens is the plugin's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Instruction
    from manastack_grammar.api import Builder

#: Fabricate needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "fabricate"

#: The keyword's name, as it appears in an object's keywords.
FABRICATE = "fabricate"

#: The kind of counter fabricate puts (702.123a).
COUNTER = "+1/+1"

REMINDER = ("When this creature enters, put N +1/+1 counters on it or create N 1/1 colorless "
            "Servo artifact creature tokens.")

_NUMBERS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def tokens_sentence(n: int) -> str:
    """The rule's "create N 1/1 colorless Servo artifact creature tokens" with N in words,
    as the card reader reads token making (111.1)."""
    if n == 1:
        return "create a 1/1 colorless Servo artifact creature token"
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"create {word} 1/1 colorless Servo artifact creature tokens"


def choose(ctx: Context, n: int, create: Sequence[Instruction]) -> None:
    """CR 702.123a: "you may put N +1/+1 counters on it. If you don't, create N Servos",
    chosen as the ability resolves (608.2d); a permanent gone from the battlefield can't get
    the counters (400.7): the tokens are created without asking."""
    from manastack.api import Zone

    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    if source is not None and source.zone is Zone.BATTLEFIELD:
        (answer,) = game.decide(kind="may", player=ctx.controller,
                                prompt=f"Fabricate {n}: put {n} +1/+1 counter(s) on {source} "
                                       f"(else create {n} Servo token(s))?",
                                options=("yes", "no"), rule="702.123a")
        if answer == "yes":
            game.log_event("effect", f"fabricate {n}: {n} +1/+1 counter(s) on {source}",
                           rule="702.123a", source=ctx.source)
            game.add_counters(source.id, COUNTER, n, rule="702.123a")
            return
        why = "its controller chose the tokens"
    else:
        why = "the permanent is no longer on the battlefield (400.7)"
    game.log_event("effect", f"fabricate {n}: {n} 1/1 Servo token(s) created, {why}",
                   rule="702.123a", source=ctx.source)
    for step in create:
        step.run(ctx)


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.123a: the enters trigger the keyword stands for, named by the keyword: the
    trigger and the tokens read by the card reader, the choice made by :func:`choose`."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))
    read = recognize_line_ability(f"When this creature enters, {tokens_sentence(n)}.", b)
    if not isinstance(read, TriggeredAbility) or read.optional:
        raise NotUnderstood(match.group(0))
    create = read.effect.instructions

    def fabricate(ctx: Context, n: int = n) -> None:
        choose(ctx, n, create)

    effect = attrs.evolve(read.effect, instructions=(Custom(fabricate),),
                          text=f"you may put {n} +1/+1 counter(s) on it; if you don't, "
                               f"{tokens_sentence(n)}")
    return KeywordTrigger(trigger=read.trigger, effect=effect, keyword=FABRICATE,
                          optional=False, text=match.group(0), plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.123: the keyword line "Fabricate N"."""
    return [KeywordDef(name=FABRICATE, pattern=r"fabricate (?P<n>\d+)", rule="702.123",
                       build=build, with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The fabricate cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
