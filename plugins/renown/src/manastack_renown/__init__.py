"""manastack-renown: the keyword renown (CR 702.112), a triggered ability.

CR 702.112a: "'Renown N' means 'When this creature deals combat damage to a player, if it
isn't renowned, put N +1/+1 counters on it and it becomes renowned.'" The condition is an
intervening "if" (603.4): checked as the damage is dealt and again as the ability resolves.
Renowned is a designation (702.112b), no ability and no copiable value: it is kept on the
permanent (the object's tag ``renowned``) until it leaves the battlefield, the new object
(400.7) being not renowned. With several instances, the first to resolve makes it renowned
and the others do nothing (702.112c).

The keyword is a :class:`~manastack.api.KeywordTrigger` named "renown"
(``game.has_keyword(obj, "renown")`` holds while the object has it): its trigger and
counters are read by the card reader from the rule's words, the intervening "if" and the
designation are the plugin's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context
    from manastack_grammar.api import Builder

#: Renown needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "renown"

#: The keyword's name, as it appears in an object's keywords.
RENOWN = "renown"

#: The object tag that says a permanent is renowned (CR 702.112b).
RENOWNED = "renowned"

REMINDER = ("When this creature deals combat damage to a player, if it isn't renowned, put N "
            "+1/+1 counters on it and it becomes renowned.")

_NUMBERS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def is_renowned(game: Any, obj_id: int) -> bool:
    """CR 702.112b: is the permanent ``obj_id`` renowned (only a permanent can be)?"""
    from manastack.api import Zone

    obj = game.find(obj_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and bool(obj.tags.get(RENOWNED))


def counters_phrase(n: int) -> str:
    """"a +1/+1 counter" / "two +1/+1 counters", as the rule's words say N."""
    if n == 1:
        return "a +1/+1 counter"
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{word} +1/+1 counters"


def not_renowned(game: Any, source: Any) -> bool:
    """CR 702.112a, 603.4: the intervening "if it isn't renowned"."""
    return not is_renowned(game, source.id)


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.112a: the combat damage trigger the keyword stands for, named by the keyword."""
    import attrs

    from manastack.api import Custom, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))
    read = recognize_line_ability(f"When this creature deals combat damage to a player, "
                                  f"put {counters_phrase(n)} on it.", b)
    if not isinstance(read, TriggeredAbility) or read.optional:
        raise NotUnderstood(match.group(0))

    def log(ctx: Context, n: int = n) -> None:
        # the explain log cites the keyword's rule as the intervening "if" still holds
        source = ctx.game.find(ctx.source) if ctx.source is not None else None
        ctx.game.log_event("effect", f"renown {n}: {source or 'the creature'} isn't renowned, "
                           f"{n} +1/+1 counter(s) go on it and it becomes renowned",
                           rule="702.112a", source=ctx.source)

    trigger = attrs.evolve(read.trigger, intervening_if=not_renowned)
    effect = attrs.evolve(read.effect,
                          instructions=(Custom(log), *read.effect.instructions,
                                        Custom(become_renowned)),
                          text=f"if it isn't renowned, put {counters_phrase(n)} on it and "
                               "it becomes renowned")
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=RENOWN, optional=False,
                          text=match.group(0), plugin=PLUGIN)


def become_renowned(ctx: Context) -> None:
    """CR 702.112a-b: "it becomes renowned", only a permanent still on the battlefield."""
    game = ctx.game
    obj = ctx.source_permanent()
    if obj is None:
        return
    game.set_object(obj.replace(tags={**obj.tags, RENOWNED: True}))
    game.log_event("effect", f"{obj} becomes renowned", rule="702.112b", source=obj.id)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.112: the keyword line "Renown N"."""
    return [KeywordDef(name=RENOWN, pattern=r"renown (?P<n>\d+)", rule="702.112", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The renown cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
