"""manastack-persist: the keyword persist (CR 702.79), a triggered ability.

CR 702.79a: "'Persist' means 'When this permanent is put into a graveyard from the
battlefield, if it had no -1/-1 counters on it, return it to the battlefield under its
owner's control with a -1/-1 counter on it.'" The condition is an intervening "if" (603.4),
read from the permanent as it last existed on the battlefield (603.10a: a leaves-the-
battlefield ability looks back in time); "it" is the card put into the graveyard, returned
only if it is still there (400.7, 603.6c). The card enters with the counter (122.6): it is a
-1/-1 counter put on it as it enters, not after. Each instance triggers separately (603.2);
the second finds the card gone (400.7).

The keyword is a :class:`~manastack.api.KeywordTrigger` named "persist":
``game.has_keyword(obj, "persist")`` holds while the object has it.
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

#: Persist needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "persist"

#: The keyword's name, as it appears in an object's keywords.
PERSIST = "persist"

#: The kind of counter persist looks at and puts (702.79a).
COUNTER = "-1/-1"

REMINDER = ("When this creature dies, if it had no -1/-1 counters on it, return it to the "
            "battlefield under its owner's control with a -1/-1 counter on it.")

#: CR 702.79a, as the explain log and the ability's text give it.
TEXT = ("When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 "
        "counters on it, return it to the battlefield under its owner's control with a -1/-1 "
        "counter on it.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.79a: the triggered ability the keyword stands for, read from its definition
    (``TEXT``) by the card reader and named by the keyword. The reader reads the intervening
    "if it had no -1/-1 counters on it" from the permanent as it last existed (603.4,
    603.10a) and "return it ... with a -1/-1 counter on it" as entering with the counter
    (122.6); "it" is the card put into the graveyard, returned only if still there (400.7)."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, TEXT, keyword=PERSIST, plugin=PLUGIN,
                           first=Custom(log_persist))


def log_persist(ctx: Context) -> None:
    """The explain log cites CR 702.79a for the card returning, or 400.7 when the card has
    left the graveyard (a new object: nothing returns)."""
    from manastack.api import Zone

    game = ctx.game
    obj = ctx.event.get("obj")
    card = game.find(obj) if isinstance(obj, int) else None
    if card is None or card.zone is not Zone.GRAVEYARD:
        game.log_event("resolve", "persist: the card is no longer in the graveyard, nothing "
                       "returns", rule="400.7", source=ctx.source)
        return
    game.log_event("effect", f"persist: {card} had no -1/-1 counter, it returns to the "
                   "battlefield with one", rule="702.79a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.79: the keyword line "Persist"."""
    return [KeywordDef(name=PERSIST, pattern="persist", rule="702.79", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The persist cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("persist", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
