"""manastack-living_weapon: the keyword living weapon (CR 702.92), a triggered ability.

CR 702.92a: "Living weapon is a triggered ability. 'Living weapon' means 'When this Equipment
enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to
it.'" The token is created as the ability resolves (111.1), then the Equipment is attached to
it (701.3a) if the Equipment is still on the battlefield as the object that entered (400.7);
otherwise the token stays unequipped. The Germ is a 0/0: unless the Equipment raises its
toughness above 0 it is put into its owner's graveyard as the next state-based actions are
checked (704.5f), and an Equipment attached to a creature that left simply stays on the
battlefield unattached (701.3d).

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like soulshift's, and named by the keyword (a :class:`~manastack.api.KeywordTrigger` named
"living weapon": ``game.has_keyword(obj, "living weapon")`` holds while the object has it).
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

#: Living weapon needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "living_weapon"

#: The keyword's name, as it appears in an object's keywords.
LIVING_WEAPON = "living weapon"

#: The reminder text printed on the cards.
REMINDER = ("When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
            "then attach this to it.")

#: CR 702.92a: what "Living weapon" means, read as the card's rules text.
DEFINITION = ("When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, "
              "then attach this Equipment to it.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.92a: the triggered ability "Living weapon" stands for, read from its definition
    by the card reader and named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=LIVING_WEAPON, plugin=PLUGIN,
                           first=Custom(log_living_weapon))


def log_living_weapon(ctx: Context) -> None:
    """The explain log cites the keyword's rule and names the Equipment."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the Equipment"
    game.log_event("effect", f"living weapon: {who} creates a 0/0 black Phyrexian Germ "
                   "creature token and is attached to it", rule="702.92a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.92: the keyword line "Living weapon"."""
    return [KeywordDef(name=LIVING_WEAPON, pattern="living weapon", rule="702.92", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The living weapon Equipment this package's tests and examples play (exact Oracle
    text)."""
    return [TomlCardSource.from_package("living_weapon", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
