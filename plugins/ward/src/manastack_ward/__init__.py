"""manastack-ward: the ward keyword (CR 702.21).

"Ward is a triggered ability. 'Ward [cost]' means 'Whenever this permanent becomes the
target of a spell or ability an opponent controls, counter that spell or ability unless
that player pays [cost]'" (702.21a); each instance triggers separately (113.2c). The cost
is mana ("Ward {2}") or any other cost ("Ward—Pay 2 life.", "Ward—Discard a card.",
"Ward—Sacrifice a creature."). A cost whose X is counted as the ability resolves (702.21b:
"Ward—Pay life equal to ~'s power", "ward {X}, where X is...") is not read by the cost
parser, so such a card stays unread.

The keyword is a :class:`~manastack.api.KeywordTrigger` named "ward", built from the
kernel's vocabulary: the ``becomes_target`` event of the permanent itself, by a spell or
ability whose controller is an opponent (601.2c, 603.2), then
:class:`~manastack.api.CounterUnlessCostPaid` of that spell or ability (the event's
``source``), the cost read with the reader's cost parser. Its effect begins with a log
line citing 702.21a.

The entry module is light: the build imports what it builds when a card is read.
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

#: Ward needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "ward"

#: The keyword's name, as it appears in an object's keywords.
WARD = "ward"

#: CR 702.21a: what "Ward [cost]" means.
DEFINITION = ("Whenever this permanent becomes the target of a spell or ability an opponent "
              "controls, counter that spell or ability unless that player pays [cost].")

#: "Ward {2}" (in keyword lists too) and "Ward—Pay 2 life." (a line of its own).
PATTERN = r"ward(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)"


def build(match: re.Match[str], b: Builder) -> Ability | None:
    """CR 702.21a: the triggered ability "Ward [cost]" stands for, named by the keyword;
    None (not understood) when the cost can't be read."""
    from manastack.api import (
        CounterUnlessCostPaid,
        Custom,
        EventRef,
        KeywordTrigger,
        Mode,
        TriggerCondition,
    )
    from manastack_grammar.api import NotUnderstood, parse_cost

    words = match["mana"] or match["cost"]
    try:
        cost = parse_cost(words, b)
    except NotUnderstood:
        return None
    if cost.unpayable:
        return None

    def log(ctx: Context) -> None:
        # the explain log cites the keyword's rule and names what it asks
        target = ctx.game.find(ctx.event.get("source", -1))
        what = str(target) if target is not None else "that spell or ability"
        ctx.game.log_event("effect", f"ward: {what} is countered unless its controller pays "
                           f"{words}", rule="702.21a", source=ctx.source)

    text = f"counter that spell or ability unless that player pays {words}"
    effect = Mode(instructions=(Custom(log), CounterUnlessCostPaid(
        what=EventRef("source"), cost=cost, rule="702.21a", text=text)), text=text)
    trigger = TriggerCondition("becomes_target", self_only=True, whose="opponent",
                               text="~ becomes the target of a spell or ability an opponent "
                                    "controls")
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=WARD, text=match.group(0),
                          plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.21: the keyword "Ward {N}" and "Ward—[cost]"."""
    return [KeywordDef(name=WARD, pattern=PATTERN, rule="702.21", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The ward permanents this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("ward", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
