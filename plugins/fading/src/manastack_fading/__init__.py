"""manastack-fading: the keyword fading (CR 702.32), a static and a triggered ability.

CR 702.32a: "'Fading N' means 'This permanent enters with N fade counters on it' and 'At
the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
sacrifice the permanent.'" The first is a replacement effect (614.1c, 122.6); the second
triggers at the beginning of its controller's upkeep (503.1) and, as it resolves, removes a
fade counter or, with none to remove, sacrifices the permanent (701.21a). A permanent gone
from the battlefield is neither touched nor sacrificed (400.7).

The keyword reads as two abilities, both named "fading": the kernel's
:class:`~manastack.api.EntersWith` for the counters and a
:class:`~manastack.api.KeywordTrigger` on the kernel's ``step_begins`` event of the
controller's upkeep, so ``game.has_keyword(obj, "fading")`` holds while the object has it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context

#: Fading needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "fading"

#: The keyword's name, as it appears in an object's keywords.
FADING = "fading"

#: The kind of counter fading puts and removes (702.32a).
COUNTER = "fade"

REMINDER = ("This permanent enters with N fade counters on it. At the beginning of your "
            "upkeep, remove a fade counter from it. If you can't, sacrifice it.")


def fade(ctx: Context) -> None:
    """CR 702.32a: "remove a fade counter from this permanent. If you can't, sacrifice the
    permanent"; a permanent no longer on the battlefield is a new object (400.7): nothing."""
    game = ctx.game
    obj = ctx.source_permanent()
    if obj is None:
        return
    if obj.counters.get(COUNTER, 0) > 0:
        game.log_event("effect", f"fading: a fade counter is removed from {obj} "
                       f"({obj.counters[COUNTER] - 1} left)", rule="702.32a", source=obj.id)
        game.remove_counters(obj.id, COUNTER, 1, rule="702.32a")
        return
    game.log_event("effect", f"fading: {obj} has no fade counter to remove, it is sacrificed",
                   rule="702.32a", source=obj.id)
    game.sacrifice(obj.id, rule="702.32a")


def build(match: re.Match[str]) -> Sequence[Ability]:
    """CR 702.32a: the counters it enters with and the upkeep trigger, both "fading"."""
    from manastack.api import (
        Custom,
        EntersWith,
        KeywordTrigger,
        Mode,
        Step,
        TriggerCondition,
    )

    n = int(match["n"])
    trigger = TriggerCondition("step_begins", step=Step.UPKEEP, whose="you",
                               text="the beginning of your upkeep")
    text = "remove a fade counter from this permanent; if you can't, sacrifice the permanent"
    return (EntersWith(counters=((COUNTER, n),), text=match.group(0)),
            KeywordTrigger(trigger=trigger, effect=Mode(instructions=(Custom(fade),),
                                                        text=text),
                           keyword=FADING, optional=False, text=match.group(0),
                           plugin=PLUGIN))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.32: the keyword line "Fading N"."""
    return [KeywordDef(name=FADING, pattern=r"fading (?P<n>\d+)", rule="702.32", build=build,
                       reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The fading cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
