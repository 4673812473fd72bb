"""manastack-rampage: the keyword rampage (CR 702.23), a triggered ability.

CR 702.23a: "'Rampage N' means 'Whenever this creature becomes blocked, it gets +N/+N until
end of turn for each creature blocking it beyond the first.'" The bonus is counted once,
as the ability resolves (702.23b, 107.3c, 608.2h): blockers added or removed later don't
change it. Each instance triggers separately (702.23c). "Becomes blocked" triggers once
however many creatures block (509.3c).

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like exalted's, and named by the keyword (a :class:`~manastack.api.KeywordTrigger` named
"rampage"). The plugin teaches the reader "it gets +N/+N until end of turn for each creature blocking it
beyond the first" as the sentence of the definition (a
:class:`~manastack_grammar.api.SentenceRule`): the creatures blocking "it" (509.1a), less
one, never below zero, counted as it resolves; the bonus is then fixed.

The entry module is light: the builds import what they build when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Game, Instruction
    from manastack_grammar.api import Builder

#: Rampage needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "rampage"

#: The keyword's name, as it appears in an object's keywords.
RAMPAGE = "rampage"

#: CR 702.23a: what "Rampage N" means, read as the card's rules text.
DEFINITION = ("Whenever this creature becomes blocked, it gets +{n}/+{n} until end of turn "
              "for each creature blocking it beyond the first.")

#: The sentence of the definition: "it gets +N/+N until end of turn for each creature blocking
#: it beyond the first" (also "~ gets ...").
GETS_FOR_EACH_BEYOND_THE_FIRST = (r"(?P<what>it|~) gets \+(?P<p>\d+)/\+(?P<t>\d+) until end of "
                                  r"turn for each creature blocking (?:it|~) beyond the first")


def blockers_of(game: Game, attacker: int) -> int:
    """CR 509.1a, 506.4: how many creatures block ``attacker`` in the current combat."""
    combat = game.state.combat
    if combat is None:
        return 0
    return len(combat.blocking(attacker))  # one blocking several counts once for each


def beyond_the_first(game: Game, attacker: int) -> int:
    """CR 702.23a: the creatures blocking ``attacker`` beyond the first (none below zero)."""
    return max(0, blockers_of(game, attacker) - 1)


def gets_for_each_beyond_the_first(match: re.Match[str], b: Builder) -> Instruction:
    """CR 702.23a-b, 107.3c, 608.2h: "+N/+N until end of turn for each creature blocking it
    beyond the first", the count taken once, as the ability resolves: the bonus is then
    fixed (blockers removed or added later don't change it)."""
    from manastack.api import Count, PumpX
    from manastack_grammar.api import NotUnderstood

    if match["p"] != match["t"]:
        raise NotUnderstood(match.group(0))  # only the keyword's +N/+N is read
    n = int(match["p"])
    ref = b.ref(match["what"])

    def bonus(ctx: Context) -> int:
        for oid in ref.objects(ctx):
            return n * beyond_the_first(ctx.game, oid)
        return 0

    return PumpX(ref, "+x", "+x", x=Count(match.group(0), bonus), text=match.group(0))


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.23a: the triggered ability "Rampage N" stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    n = int(match["n"])

    def log(ctx: Context, n: int = n) -> None:
        # the explain log cites the keyword's rule and the count it uses (702.23b)
        game = ctx.game
        source = game.find(ctx.source) if ctx.source is not None else None
        who = str(source) if source is not None else "the creature"
        extra = beyond_the_first(game, ctx.source) if ctx.source is not None else 0
        game.log_event("effect", f"rampage {n}: {who} is blocked by {extra} creature(s) "
                       f"beyond the first, it gets +{n * extra}/+{n * extra} until end of "
                       "turn", rule="702.23a", source=ctx.source)

    return keyword_trigger(match, b, DEFINITION.format(n=n), keyword=RAMPAGE, plugin=PLUGIN,
                           first=Custom(log))


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.23: the keyword line "Rampage N"."""
    return [KeywordDef(name=RAMPAGE, pattern=r"rampage (?P<n>\d+)", rule="702.23",
                       build=build, with_builder=True, reminder=DEFINITION.format(n="N"))]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 702.23a: the effect "it gets +N/+N until end of turn for each creature blocking it
    beyond the first"."""
    return [SentenceRule(name="gets +N/+N for each creature blocking it beyond the first",
                         pattern=GETS_FOR_EACH_BEYOND_THE_FIRST,
                         build=gets_for_each_beyond_the_first)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The rampage creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("rampage", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
