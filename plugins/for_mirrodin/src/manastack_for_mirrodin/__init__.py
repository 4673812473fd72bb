"""manastack-for_mirrodin: the keyword For Mirrodin! (CR 702.163), a triggered ability.

CR 702.163a: "For Mirrodin! is a triggered ability. 'For Mirrodin!' means 'When this
Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment to it.'"
The token is created as the ability resolves (111.1), then the Equipment is attached to it
(701.3a) if the Equipment is still on the battlefield as the object that entered (400.7);
otherwise the Rebel stays on the battlefield unequipped, a 2/2. An Equipment attached to a
creature that left stays on the battlefield unattached (701.3d).

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like living weapon's, and named by the keyword (a :class:`~manastack.api.KeywordTrigger` named
"for mirrodin!": ``game.has_keyword(obj, "for mirrodin!")`` holds while the object has it).
The reader already reads the definition's effect, so the plugin adds no sentence.

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

#: For Mirrodin! needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "for_mirrodin"

#: The keyword's name, as it appears in an object's keywords.
FOR_MIRRODIN = "for mirrodin!"

#: The reminder text printed on the cards.
REMINDER = ("When this Equipment enters, create a 2/2 red Rebel creature token, then attach "
            "this to it.")

#: CR 702.163a: what "For Mirrodin!" means, read as the card's rules text.
DEFINITION = ("When this Equipment enters, create a 2/2 red Rebel creature token, then attach "
              "this Equipment to it.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.163a: the triggered ability "For Mirrodin!" stands for, read from its
    definition by the card reader and named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=FOR_MIRRODIN, plugin=PLUGIN,
                           first=Custom(log_for_mirrodin))


def log_for_mirrodin(ctx: Context) -> None:
    """The explain log cites the keyword's rule and names the Equipment."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the Equipment"
    game.log_event("effect", f"For Mirrodin!: {who} creates a 2/2 red Rebel creature token "
                   "and is attached to it", rule="702.163a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.163: the keyword line "For Mirrodin!"."""
    return [KeywordDef(name=FOR_MIRRODIN, pattern=r"for mirrodin!", rule="702.163",
                       build=build, with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The For Mirrodin! Equipment this package's tests and examples play (exact Oracle
    text)."""
    return [TomlCardSource.from_package("for_mirrodin", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
