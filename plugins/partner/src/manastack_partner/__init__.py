"""manastack-partner: the keyword partner with [name] (CR 702.124j), a triggered ability.

CR 702.124j: "'Partner with [name]' represents two abilities. It means 'You may designate two
legendary cards as your commander rather than one if each has a "partner with [name]"
ability with the other's name' and 'When this permanent enters, target player may search
their library for a card named [name], reveal it, put it into their hand, then shuffle.'"

The first ability is a partner ability: it modifies the Commander variant's deck construction
and functions before the game begins (702.124a), so no game rule looks at it and the plugin
builds nothing for it. The second is the triggered ability the plugin reads: its definition,
with the printed name, is read as rules text with the card's builder (``with_builder``) and
named by the keyword (a :class:`~manastack.api.KeywordTrigger` named "partner with":
``game.has_keyword(obj, "partner with")`` holds while the object has it). The controller
targets a player as the ability is put on the stack (603.3d, 115.1); as it resolves, that
player chooses whether to search (608.2d); a player who searches reveals the card found, puts
it into their hand and shuffles (701.23a, 701.20a, 701.24a); one who declines doesn't shuffle.

"Partner with" words that are not a card's name stay refused: "Partner with itself" (no rule
of the CR) and "Partner with Knight" (a creature type, whose reminder says nothing is
searched for).

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

#: Partner with needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "partner"

#: The keyword's name, as it appears in an object's keywords.
PARTNER_WITH = "partner with"

#: CR 702.124j: the triggered ability "Partner with [name]" stands for, read as rules text.
DEFINITION = ("When this permanent enters, target player may search their library for a card "
              "named {name}, reveal it, put it into their hand, then shuffle.")


def build(match: re.Match[str], b: Builder) -> Ability | None:
    """CR 702.124j: the triggered ability "Partner with [name]" stands for, read from its
    definition by the card reader and named by the keyword; None (the keyword line not
    understood) when the words after "partner with" are not a card's name."""
    from manastack.api import CREATURE_TYPES, Custom
    from manastack_grammar.api import keyword_trigger

    name = match["name"].strip()
    if not name[:1].isupper() or "~" in name or name in CREATURE_TYPES:
        return None  # "itself", the card's own name, a creature type: not a partner's name
    return keyword_trigger(match, b, DEFINITION.format(name=name), keyword=PARTNER_WITH,
                           plugin=PLUGIN, first=Custom(log_partner_with))


def log_partner_with(ctx: Context) -> None:
    """The explain log cites the keyword's rule and names the permanent."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the permanent"
    game.log_event("effect", f"partner with: {who} lets the target player search their "
                   "library for its partner", rule="702.124j", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.124j: the keyword line "Partner with [name]"; the printed reminder names the
    partner by its short name, so it is not compared."""
    return [KeywordDef(name=PARTNER_WITH, pattern=r"partner with (?P<name>.+)",
                       rule="702.124j", build=build, with_builder=True)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The partner with creatures this package's tests and examples play (exact Oracle
    text)."""
    return [TomlCardSource.from_package("partner", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
