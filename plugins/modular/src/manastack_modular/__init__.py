"""manastack-modular: the keyword modular (CR 702.43), a static and a triggered ability.

CR 702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" and "When
this permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
target artifact creature for each +1/+1 counter on this permanent." The first is a
replacement effect (614.1c, 122.6): the counters are on it as it enters, from any zone, cast
or not. The second counts the counters on the permanent as it last existed on the
battlefield (603.10a, 608.2h), however many it gained or lost meanwhile; the target is
chosen as the trigger is put on the stack (603.3d), and "you may" is asked as it resolves
(603.5). Each instance works separately (702.43b): two instances, two sets of counters and
two triggers.

The keyword reads as two abilities, both named "modular": a kernel
:class:`~manastack.api.EntersWith` for the counters and a
:class:`~manastack.api.KeywordTrigger` on the "dies" event, so
``game.has_keyword(obj, "modular")`` holds while the object has it. "Modular—Sunburst"
(Arcbound Wanderer) is another keyword's number (702.44c) and stays unread.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context
    from manastack_grammar.api import Builder

#: Modular needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "modular"

#: The keyword's name, as it appears in an object's keywords.
MODULAR = "modular"

#: The kind of counter modular puts and counts (702.43a).
COUNTER = "+1/+1"

REMINDER = ("This creature enters with N +1/+1 counters on it. When it dies, you may put its "
            "+1/+1 counters on target artifact creature.")

#: The trigger's target and "you may", read as rules text by the card reader; the number of
#: counters is then the dead permanent's, counted by :func:`counters_it_had`.
_TRIGGER = "When this creature dies, you may put a +1/+1 counter on target artifact creature."


def counters_it_had(ctx: Context) -> int:
    """CR 702.43a, 603.10a, 608.2h: the +1/+1 counters on the permanent as it last existed on
    the battlefield (the event's last known information), not on the card in the graveyard."""
    from manastack.api import GameObject

    old = ctx.event.get("old_obj")
    if not isinstance(old, GameObject):
        old = ctx.source_lki
    return old.counters.get(COUNTER, 0) if old is not None else 0


def log_moved(ctx: Context) -> None:
    """The explain log cites the keyword's rule and the last known number of counters."""
    n = counters_it_had(ctx)
    ctx.game.log_event("effect", f"modular: {ctx.source_name} had {n} +1/+1 counter(s) as it "
                       f"last existed on the battlefield, as many are put on the target",
                       rule="702.43a", source=ctx.source)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.43a: the counters it enters with and the dies trigger, both named "modular"."""
    import attrs

    from manastack.api import Custom, EntersWith, KeywordTrigger, PutCounters, TriggeredAbility
    from manastack_grammar.api import recognize_line_ability

    n = int(match["n"])
    ability = recognize_line_ability(_TRIGGER, b)
    if not isinstance(ability, TriggeredAbility):
        return None  # the reader can't read the definition: the keyword stays unread
    moved = tuple(attrs.evolve(step, count=counters_it_had)
                  if isinstance(step, PutCounters) else step
                  for step in ability.effect.instructions)
    effect = attrs.evolve(ability.effect, instructions=(Custom(log_moved), *moved),
                          text="you may put a +1/+1 counter on target artifact creature for "
                               "each +1/+1 counter on this permanent")
    return (EntersWith(counters=((COUNTER, n),), text=match.group(0)),
            KeywordTrigger(trigger=ability.trigger, effect=effect, keyword=MODULAR,
                           optional=ability.optional, text=match.group(0), plugin=PLUGIN))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.43: the keyword line "Modular N"."""
    return [KeywordDef(name=MODULAR, pattern=r"modular (?P<n>\d+)", rule="702.43", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The modular cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
