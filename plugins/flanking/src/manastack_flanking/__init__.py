"""manastack-flanking: the flanking keyword (CR 702.25).

"Flanking is a triggered ability that triggers during the declare blockers step. 'Flanking'
means 'Whenever a creature without flanking blocks this creature, the blocking creature
gets -1/-1 until end of turn'" (702.25a); each instance triggers separately (702.25b).

The plugin teaches the reader the trigger event "a [creature without flanking] blocks ~"
(a :class:`~manastack_grammar.api.SentenceRule` of kind ``"trigger"``: the kernel's
"blocks" event, whose object is the blocker, when the creature it blocks is the ability's
source, 509.1a). The keyword's definition is read with the card's builder, "the blocking
creature" written "that creature" (the event's object, as in "Whenever a creature you
control dies, ... that creature"), and is a :class:`~manastack.api.KeywordTrigger` named
"flanking", whose effect begins with a log line citing 702.25a.

The entry module is light: the builds import what they build when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.api import (
        Ability,
        CardSource,
        Context,
        Game,
        GameObject,
        TriggerCondition,
    )
    from manastack_grammar.api import Builder

#: Flanking needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "flanking"

#: The keyword's name, as it appears in an object's keywords.
FLANKING = "flanking"

#: CR 702.25a: what the keyword means (its reminder text).
DEFINITION = ("Whenever a creature without flanking blocks this creature, the blocking "
              "creature gets -1/-1 until end of turn.")

#: The same, as the reader reads it: the blocking creature is the event's object.
READ_AS = ("Whenever a creature without flanking blocks this creature, that creature gets "
           "-1/-1 until end of turn.")

#: "a [filter] blocks ~" (the event clause).
BLOCKS_SELF = r"(?:a|an|another) (?P<what>.+?) blocks (?:~|this creature)"


def blocks_source(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 509.1a: the "blocks" event of a creature blocking the ability's source (among the
    ``attackers`` of one blocking several, 509.3a: one event for it)."""
    return source.id in data.get("attackers", (data.get("attacker"),))


def blocks_self(match: re.Match[str], b: Builder) -> TriggerCondition:
    """CR 509.1a, 603.2: a creature matching the filter is declared blocking this one."""
    from manastack.api import TriggerCondition
    from manastack_grammar.api import parse_filter

    return TriggerCondition("blocks", filter=parse_filter(match["what"]),
                            predicate=blocks_source, text=match.group(0))


def log_flanking(ctx: Context) -> None:
    """The explain log names the keyword's rule and the blocking creature."""
    obj = ctx.event.get("obj")
    blocker = ctx.game.find(obj) if isinstance(obj, int) else None
    who = str(blocker) if blocker is not None else "the blocking creature"
    ctx.game.log_event("effect", f"flanking: {who} blocks a creature with flanking, it gets "
                       "-1/-1 until end of turn", rule="702.25a", source=ctx.source)


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.25a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, READ_AS, keyword=FLANKING, plugin=PLUGIN,
                           first=Custom(log_flanking))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.25: the keyword line "Flanking" (also in lists: "Protection from black; flanking")."""
    return [KeywordDef(name=FLANKING, pattern="flanking", rule="702.25", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 509.1a: the trigger event "a [creature without flanking] blocks ~"."""
    return [SentenceRule(name="blocks this creature", pattern=BLOCKS_SELF, build=blocks_self,
                         kind="trigger")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The flanking creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("flanking", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
