"""manastack-vanishing: the keyword vanishing (CR 702.63), three abilities.

CR 702.63a: "'Vanishing N' means 'This permanent enters with N time counters on it,' 'At
the beginning of your upkeep, if this permanent has a time counter on it, remove a time
counter from it,' and 'When the last time counter is removed from this permanent,
sacrifice it.'" The first is a replacement effect (614.1c, 122.6); the second triggers at
the beginning of its controller's upkeep (503.1) with an intervening "if" (603.4); the third
triggers on the kernel's ``counters_removed`` event when no time counter is left (122.8),
whatever removed it. "Vanishing" without a number is the last two only (702.63b). Each
instance works separately (702.63c).

The keyword reads as abilities all named "vanishing": the kernel's
:class:`~manastack.api.EntersWith` and two :class:`~manastack.api.KeywordTrigger` values,
so ``game.has_keyword(obj, "vanishing")`` holds while the object has it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context

#: Vanishing needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "vanishing"

#: The keyword's name, as it appears in an object's keywords.
VANISHING = "vanishing"

#: The kind of counter vanishing puts and removes (702.63a).
COUNTER = "time"

REMINDER = ("This permanent enters with N time counters on it. At the beginning of your "
            "upkeep, remove a time counter from it. When the last is removed, sacrifice it.")


def has_time_counter(game: Any, source: Any) -> bool:
    """CR 702.63a, 603.4: the intervening "if this permanent has a time counter on it"."""
    obj = game.find(source.id)
    return obj is not None and obj.counters.get(COUNTER, 0) > 0


def last_time_counter(game: Any, source: Any, data: Mapping[str, Any]) -> bool:
    """CR 702.63a, 122.8: the counters removed were time counters and none is left."""
    return data.get("kind") == COUNTER and data.get("left") == 0


def remove_one(ctx: Context) -> None:
    """CR 702.63a: "remove a time counter from it" (the "if" held as it resolves)."""
    game = ctx.game
    obj = game.find(ctx.source) if ctx.source is not None else None
    if obj is None or obj.counters.get(COUNTER, 0) == 0:
        return
    game.log_event("effect", f"vanishing: a time counter is removed from {obj} "
                   f"({obj.counters[COUNTER] - 1} left)", rule="702.63a", source=obj.id)
    game.remove_counters(obj.id, COUNTER, 1, rule="702.63a")


def sacrifice_it(ctx: Context) -> None:
    """CR 702.63a: "sacrifice it", only the same permanent still on the battlefield (400.7)."""
    game = ctx.game
    obj = ctx.source_permanent()
    if obj is None:
        return
    game.log_event("effect", f"vanishing: the last time counter was removed from {obj}, it "
                   "is sacrificed", rule="702.63a", source=obj.id)
    game.sacrifice(obj.id, rule="702.63a")


def build(match: re.Match[str]) -> Sequence[Ability]:
    """CR 702.63a-b: the counters it enters with (with a number) and the two triggers."""
    from manastack.api import Custom, EntersWith, KeywordTrigger, Mode, Step, TriggerCondition

    text = match.group(0)
    upkeep = TriggerCondition("step_begins", step=Step.UPKEEP, whose="you",
                              intervening_if=has_time_counter,
                              text="the beginning of your upkeep, if this permanent has a "
                                   "time counter on it")
    last = TriggerCondition("counters_removed", self_only=True, predicate=last_time_counter,
                            text="the last time counter is removed from this permanent")
    out: list[Ability] = []
    if match["n"] is not None:
        out.append(EntersWith(counters=((COUNTER, int(match["n"])),), text=text))
    out += [KeywordTrigger(trigger=upkeep,
                           effect=Mode(instructions=(Custom(remove_one),),
                                       text="remove a time counter from it"),
                           keyword=VANISHING, optional=False, text=text, plugin=PLUGIN),
            KeywordTrigger(trigger=last,
                           effect=Mode(instructions=(Custom(sacrifice_it),),
                                       text="sacrifice it"),
                           keyword=VANISHING, optional=False, text=text, plugin=PLUGIN)]
    return out


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.63: the keyword line "Vanishing N" or "Vanishing"."""
    return [KeywordDef(name=VANISHING, pattern=r"vanishing(?: (?P<n>\d+))?", rule="702.63",
                       build=build, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The vanishing cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
