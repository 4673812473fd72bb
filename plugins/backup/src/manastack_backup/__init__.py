"""manastack-backup: the keyword backup (CR 702.165), a triggered ability.

CR 702.165a: "'Backup N' means 'When this creature enters, put N +1/+1 counters on target
creature. If that's another creature, it also gains the non-backup abilities of this
creature printed below this one until end of turn.'" The target is chosen as the ability is
put on the stack (603.3d); illegal as it resolves, nothing happens to it (608.2b). Only
abilities printed on the card are granted (702.165c): the card's own abilities after the
backup line, backup lines left out; they are the printed ones, so abilities the creature
gained or lost meanwhile change nothing (702.165d).

The keyword is a :class:`~manastack.api.KeywordTrigger` named "backup"
(``game.has_keyword(obj, "backup")`` holds while the object has it): its trigger, target
and counters are read by the card reader from the rule's words ("When this creature
enters, put N +1/+1 counters on target creature."); the grant is the plugin's step, a
continuous effect on the target until end of turn (611.2c, 613.1f).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context
    from manastack_grammar.api import Builder

#: Backup needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "backup"

#: The keyword's name, as it appears in an object's keywords.
BACKUP = "backup"

REMINDER = ("When this creature enters, put N +1/+1 counters on target creature. If that's "
            "another creature, it gains the following abilities until end of turn.")

_NUMBERS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def counters_phrase(n: int) -> str:
    """"a +1/+1 counter" / "two +1/+1 counters", as the rule's words say N."""
    if n == 1:
        return "a +1/+1 counter"
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{word} +1/+1 counters"


def printed_below(ctx: Context, text: str) -> tuple[Ability, ...]:
    """CR 702.165a, 702.165c-d: the non-backup abilities printed on the card below the
    backup ability whose text is ``text``."""
    from manastack.api import KeywordAbility, KeywordTrigger

    if ctx.source_lki is None:
        return ()
    abilities = ctx.source_lki.card.abilities
    index = next((i for i, a in enumerate(abilities)
                  if isinstance(a, KeywordTrigger) and a.keyword == BACKUP and a.text == text),
                 None)
    if index is None:
        return ()
    return tuple(a for a in abilities[index + 1:]
                 if not (isinstance(a, (KeywordTrigger, KeywordAbility))
                         and getattr(a, "keyword", None) == BACKUP))


def grant(ctx: Context, text: str) -> None:
    """CR 702.165a: "If that's another creature, it also gains the non-backup abilities of
    this creature printed below this one until end of turn" (611.2c: locked to it)."""
    from manastack.api import (
        UNTIL_END_OF_TURN,
        AddAbilities,
        ContinuousEffect,
        Zone,
        start_effect,
    )

    game = ctx.game
    if not ctx.targets or not ctx.targets[0]:
        return
    target = ctx.targets[0][0]
    if not isinstance(target, int) or target in ctx.illegal or target == ctx.source:
        return  # CR 608.2b: an illegal target; 702.165a: itself is not "another creature"
    obj = game.find(target)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return
    granted = printed_below(ctx, text)
    if not granted:
        return
    game.log_event("effect", f"backup: {obj} gains the abilities printed below backup on "
                   f"{ctx.source_name} until end of turn", rule="702.165a", source=ctx.source)
    start_effect(game, ContinuousEffect(
        parts=(AddAbilities(granted),), source=ctx.source, controller=ctx.controller,
        objects=(target,), duration=UNTIL_END_OF_TURN, rule="702.165a",
        text=f"gains the abilities printed below backup on {ctx.source_name}"))


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.165a: the enters trigger the keyword stands for, named by the keyword."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))
    read = recognize_line_ability(f"When this creature enters, put {counters_phrase(n)} on "
                                  "target creature.", b)
    if not isinstance(read, TriggeredAbility) or read.optional:
        raise NotUnderstood(match.group(0))
    text = match.group(0)

    def log(ctx: Context, n: int = n) -> None:
        ctx.game.log_event("effect", f"backup {n}: {n} +1/+1 counter(s) on the target",
                           rule="702.165a", source=ctx.source)

    def also(ctx: Context, text: str = text) -> None:
        grant(ctx, text)

    effect = attrs.evolve(read.effect,
                          instructions=(Custom(log), *read.effect.instructions, Custom(also)),
                          text=f"put {counters_phrase(n)} on target creature; if that's "
                               "another creature, it gains the abilities printed below "
                               "until end of turn")
    return KeywordTrigger(trigger=read.trigger, effect=effect, keyword=BACKUP, optional=False,
                          text=text, plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.165: the keyword line "Backup N"."""
    return [KeywordDef(name=BACKUP, pattern=r"backup (?P<n>\d+)", rule="702.165", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The backup cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
