"""manastack-prowess: the prowess keyword (CR 702.108).

"Prowess is a triggered ability. 'Prowess' means 'Whenever you cast a noncreature spell,
this creature gets +1/+1 until end of turn'" (702.108a); each instance triggers
separately (702.108b).

The keyword is read by a :class:`~manastack_grammar.api.KeywordDef` built with the card's
builder (``with_builder``): its definition is read as rules text, and the triggered ability
it makes is a :class:`~manastack.api.KeywordTrigger` named "prowess", so the creature has
the keyword while it has the ability (``game.has_keyword(obj, "prowess")``, 613: granted
by "have prowess", lost with "loses prowess"). The kernel plays the rest: the trigger on a
spell becoming cast (601.2i, 603.2), from any zone (a flashback cast counts, 702.34a),
the +1/+1 until end of turn (611.2a, 613.4c).

The entry module is light: the build runs when a card is read, and its imports then
(docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource
    from manastack_grammar.api import Builder

#: Prowess needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "prowess"

#: The keyword's name, as it appears in an object's keywords.
PROWESS = "prowess"

#: CR 702.108a: what the keyword means, read as the card's rules text.
DEFINITION = "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.108a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=PROWESS, plugin=PLUGIN)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.108: the keyword line "Prowess" (also in lists: "Flying, prowess")."""
    return [KeywordDef(name=PROWESS, pattern="prowess", rule="702.108", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The prowess creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("prowess", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
