"""manastack-afterlife: the afterlife keyword (CR 702.135).

"Afterlife is a triggered ability. 'Afterlife N' means 'When this permanent is put into a
graveyard from the battlefield, create N 1/1 white and black Spirit creature tokens with
flying.'" (702.135a); each instance triggers separately (702.135b). The trigger is a
leaves-the-battlefield ability: it "looks back in time" (603.10a), so it triggers from the
permanent as it last existed on the battlefield, and its controller then creates the tokens
(603.3a, 111.2).

The keyword's definition, with N written as the rule's words say it ("a 1/1 ... token",
"two 1/1 ... tokens"), is read as rules text by the card reader; the plugin names it: a
:class:`~manastack.api.KeywordTrigger` named "afterlife", so
``game.has_keyword(obj, "afterlife")`` holds while the object has it.

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

#: Afterlife needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "afterlife"

#: The keyword's name, as it appears in an object's keywords.
AFTERLIFE = "afterlife"

REMINDER = ("When this permanent is put into a graveyard from the battlefield, create N 1/1 "
            "white and black Spirit creature tokens with flying.")

_NUMBERS = ("zero", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine",
            "ten")


def tokens_phrase(n: int) -> str:
    """"a 1/1 ... token" / "two 1/1 ... tokens": N as the rule's words say it."""
    if n == 1:
        return "a 1/1 white and black Spirit creature token"
    word = _NUMBERS[n] if n < len(_NUMBERS) else str(n)
    return f"{word} 1/1 white and black Spirit creature tokens"


def definition(n: int) -> str:
    """CR 702.135a: what "Afterlife N" means, read as the card's rules text."""
    return (f"When this permanent is put into a graveyard from the battlefield, create "
            f"{tokens_phrase(n)} with flying.")


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.135a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import NotUnderstood, keyword_trigger

    n = int(match["n"])
    if n < 1:
        raise NotUnderstood(match.group(0))

    def log(ctx: Context, n: int = n) -> None:
        # the explain log cites the keyword's rule as the tokens are created
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        game.log_event("effect", f"afterlife {n}: {source or 'the permanent'} was put into a "
                       f"graveyard from the battlefield, {n} 1/1 white and black Spirit "
                       "token(s) with flying are created", rule="702.135a", source=ctx.source)

    return keyword_trigger(match, b, definition(n), keyword=AFTERLIFE, plugin=PLUGIN,
                           first=Custom(log))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.135: the keyword line "Afterlife N"."""
    return [KeywordDef(name=AFTERLIFE, pattern=r"afterlife (?P<n>\d+)", rule="702.135",
                       build=build, with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The afterlife cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
