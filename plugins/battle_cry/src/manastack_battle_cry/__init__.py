"""manastack-battle_cry: the battle cry keyword (CR 702.91).

"Battle cry is a triggered ability. 'Battle cry' means 'Whenever this creature attacks,
each other attacking creature gets +1/+0 until end of turn.'" (702.91a); each instance
triggers separately (702.91b). The creatures that get the bonus are the other attacking
creatures as the ability resolves (611.2c: the set is locked in then; a creature put onto
the battlefield attacking later doesn't get it).

The keyword's definition is read as rules text by the card reader (the trigger "this
creature attacks" and the effect "each other attacking creature gets +1/+0 until end of
turn" are both sentences it already reads); the plugin names it: a
:class:`~manastack.api.KeywordTrigger` named "battle cry", so
``game.has_keyword(obj, "battle cry")`` holds while the object has it.

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

#: Battle cry needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "battle_cry"

#: The keyword's name, as it appears in an object's keywords.
BATTLE_CRY = "battle cry"

#: CR 702.91a: what the keyword means, read as the card's rules text.
DEFINITION = ("Whenever this creature attacks, each other attacking creature gets +1/+0 "
              "until end of turn.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.91a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=BATTLE_CRY, plugin=PLUGIN,
                           first=Custom(log_battle_cry))


def log_battle_cry(ctx: Context) -> None:
    """The explain log names the keyword's rule and the creature that attacked."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the creature"
    game.log_event("effect", f"battle cry: {who} attacked, each other attacking creature "
                   "gets +1/+0 until end of turn", rule="702.91a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.91: the keyword line "Battle cry"."""
    return [KeywordDef(name=BATTLE_CRY, pattern="battle cry", rule="702.91", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The battle cry cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
