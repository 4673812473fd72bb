"""manastack-graft: the keyword graft (CR 702.58), a static and a triggered ability.

CR 702.58a: "'Graft N' means 'This permanent enters with N +1/+1 counters on it' and
'Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may
move a +1/+1 counter from this permanent onto that creature.'" The first is a replacement
effect (614.1c, 122.6): the counters are on it as it enters, from any zone, cast or not.
The second triggers on any other creature entering, whoever controls it; its condition is
an intervening "if" (603.4), checked as the creature enters and again as the ability
resolves; "you may" is asked as it resolves (603.5). Moving a counter (122.5) removes it
from this permanent and puts it on that creature: if either is no longer on the
battlefield (the same object, 400.7), nothing moves. Each instance works separately
(702.58b): two instances, two sets of counters and two triggers.

The keyword reads as two abilities: the kernel's :class:`~manastack.api.EntersWith` (its log
line citing 702.58a) and a :class:`~manastack.api.KeywordTrigger` named "graft", so
``game.has_keyword(obj, "graft")`` holds while the object has it. The trigger is read by the
card reader from the rule's words ("Whenever another creature enters, ..."); the move of
the counter is the plugin's.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Game, GameObject
    from manastack_grammar.api import Builder

#: Graft needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "graft"

#: The keyword's name, as it appears in an object's keywords.
GRAFT = "graft"

#: The kind of counter graft puts and moves (702.58a).
COUNTER = "+1/+1"

REMINDER = ("This creature enters with N +1/+1 counters on it. Whenever another creature "
            "enters, you may move a +1/+1 counter from this creature onto it.")

#: The trigger of 702.58a, read by the card reader; its effect is replaced by the move.
_TRIGGER = "Whenever another creature enters, put a +1/+1 counter on this creature."

_NUMBERS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def has_a_counter(game: Game, source: GameObject) -> bool:
    """CR 702.58a, 603.4: the intervening "if this permanent has a +1/+1 counter on it"."""
    from manastack.api import Zone

    obj = game.find(source.id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and obj.counters.get(COUNTER, 0) > 0


def move_counter(ctx: Context) -> None:
    """CR 702.58a, 122.5: move a +1/+1 counter from this permanent onto the creature that
    entered; either gone from the battlefield (400.7), nothing moves."""
    from manastack.api import Zone

    game = ctx.game
    entered = ctx.event.get("obj")
    source = game.find(ctx.source) if ctx.source is not None else None
    target = game.find(entered) if isinstance(entered, int) else None
    if source is None or source.zone is not Zone.BATTLEFIELD or \
            source.counters.get(COUNTER, 0) < 1 or target is None or \
            target.zone is not Zone.BATTLEFIELD or target.id == source.id:
        game.log_event("effect", "graft: the counter can't be moved, nothing moves",
                       rule="122.5", source=ctx.source)
        return
    game.log_event("effect", f"graft: a +1/+1 counter moves from {source} onto {target}",
                   rule="702.58a", source=ctx.source)
    game.remove_counters(source.id, COUNTER, 1, rule="122.5")
    game.add_counters(target.id, COUNTER, 1, rule="122.5")


def build(match: re.Match[str], b: Builder) -> Sequence[Ability]:
    """CR 702.58a: the counters it enters with and the trigger, both from "Graft N"."""
    import attrs

    from manastack.api import Custom, EntersWith, KeywordTrigger, TriggeredAbility
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    n = int(match["n"])
    read = recognize_line_ability(_TRIGGER, b)
    if n < 1 or not isinstance(read, TriggeredAbility) or read.optional or \
            read.trigger.intervening_if is not None:
        raise NotUnderstood(match.group(0))
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    entering = EntersWith(counters=((COUNTER, n),), rule="702.58a",
                          text=f"{match.group(0)}: it enters with {word} +1/+1 counter(s) "
                               "(a replacement effect, CR 614.1c)")
    trigger = attrs.evolve(read.trigger, intervening_if=has_a_counter)
    effect = attrs.evolve(read.effect, instructions=(Custom(move_counter),),
                          text="if this permanent has a +1/+1 counter on it, you may move a "
                               "+1/+1 counter from this permanent onto that creature")
    return (entering, KeywordTrigger(trigger=trigger, effect=effect, keyword=GRAFT,
                                     optional=True, text=match.group(0), plugin=PLUGIN))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.58: the keyword line "Graft N"."""
    return [KeywordDef(name=GRAFT, pattern=r"graft (?P<n>\d+)", rule="702.58", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The graft cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
