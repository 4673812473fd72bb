"""manastack-soulshift: the keyword soulshift (CR 702.46), a triggered ability.

CR 702.46a: "'Soulshift N' means 'When this permanent is put into a graveyard from the
battlefield, you may return target Spirit card with mana value N or less from your graveyard
to your hand.'" Each instance triggers separately (702.46b). The ability is a leaves-the-
battlefield ability (603.6c, 603.10a); its target is chosen as it is put on the stack
(603.3d), so a Spirit card put into the graveyard at the same time, the creature itself
included when its mana value is N or less, may be chosen; with no legal target it is removed
from the stack (603.3d). "You may" is chosen as it resolves (603.5); the card is returned
only if it is still a legal target then (608.2b).

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like persist's, and named by the keyword (a :class:`~manastack.api.KeywordTrigger` named
"soulshift": ``game.has_keyword(obj, "soulshift")`` holds while the object has it).

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

#: Soulshift needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "soulshift"

#: The keyword's name, as it appears in an object's keywords.
SOULSHIFT = "soulshift"

#: The reminder text printed on the cards ("dies": 700.4).
REMINDER = ("When this creature dies, you may return target Spirit card with mana value {n} "
            "or less from your graveyard to your hand.")

#: CR 702.46a: what "Soulshift N" means, read as the card's rules text.
DEFINITION = ("When this permanent is put into a graveyard from the battlefield, you may "
              "return target Spirit card with mana value {n} or less from your graveyard to "
              "your hand.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.46a: the triggered ability "Soulshift N" stands for, read from its definition
    by the card reader and named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    n = int(match["n"])

    def log(ctx: Context, n: int = n) -> None:
        # the explain log cites the keyword's rule, not only 603.2
        ctx.game.log_event("effect", f"soulshift {n}: the target Spirit card with mana value "
                           f"{n} or less returns from the graveyard to its owner's hand",
                           rule="702.46a", source=ctx.source)

    return keyword_trigger(match, b, DEFINITION.format(n=n), keyword=SOULSHIFT,
                           plugin=PLUGIN, first=Custom(log))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.46: the keyword line "Soulshift N"."""
    return [KeywordDef(name=SOULSHIFT, pattern=r"soulshift (?P<n>\d+)", rule="702.46",
                       build=build, with_builder=True, reminder=REMINDER.format(n="N"))]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The soulshift cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("soulshift", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
