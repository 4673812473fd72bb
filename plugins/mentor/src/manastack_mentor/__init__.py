"""manastack-mentor: the keyword mentor (CR 702.134), a triggered ability.

CR 702.134a: "'Mentor' means 'Whenever this creature attacks, put a +1/+1 counter on target
attacking creature with power less than this creature's power.'" Each instance triggers
separately (702.134b). The target is chosen as the ability is put on the stack (603.3d,
508.1m: every attacker is then declared) and checked again as it resolves (608.2b): its
power must still be less than the mentor's, the mentor's last known power if it has left
the battlefield (608.2h). The mentor itself never has less power than itself: it is never a
legal target.

The keyword's definition is read as rules text with the card's builder (``with_builder``),
like persist's, and named by the keyword (a :class:`~manastack.api.KeywordTrigger` named
"mentor"). The plugin teaches the reader the definition's effect, "put a +1/+1 counter on
target attacking creature with power less than this creature's power" (a
:class:`~manastack_grammar.api.SentenceRule`), whose target filter compares with the source's
power (the kernel's ``ObjectFilter.power_less_than_source``).

The entry module is light: the builds import what they build when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context, Instruction
    from manastack_grammar.api import Builder

#: Mentor needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "mentor"

#: The keyword's name, as it appears in an object's keywords.
MENTOR = "mentor"

#: The reminder text printed on the cards.
REMINDER = ("Whenever this creature attacks, put a +1/+1 counter on target attacking creature "
            "with lesser power.")

#: CR 702.134a: what "Mentor" means, read as the card's rules text.
DEFINITION = ("Whenever this creature attacks, put a +1/+1 counter on target attacking "
              "creature with power less than this creature's power.")

#: The effect of the definition ("~'s power" where a card names itself).
COUNTER_ON_LESSER = (r"put a \+1/\+1 counter on target attacking creature with power less "
                     r"than (?:this creature's|~'s) power")


def counter_on_lesser(match: re.Match[str], b: Builder) -> Instruction:
    """CR 702.134a, 115.1: "put a +1/+1 counter on target attacking creature with power less
    than this creature's power": the target's power compared with the source's as it is
    chosen and as the ability resolves (603.3d, 608.2b, 608.2h)."""
    import attrs

    from manastack.api import PutCounters, TargetSpec

    wanted = attrs.evolve(b.filter("attacking creature"), power_less_than_source=True,
                          text="attacking creature with power less than this creature's power")
    target = b.target(TargetSpec(objects=wanted, text="target " + wanted.text))
    return PutCounters("+1/+1", 1, target, text=match.group(0))


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.134a: the triggered ability "Mentor" stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=MENTOR, plugin=PLUGIN,
                           first=Custom(log_mentor))


def log_mentor(ctx: Context) -> None:
    """The explain log cites the keyword's rule and names the mentor."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the mentor"
    game.log_event("effect", f"mentor: {who} puts a +1/+1 counter on the attacking creature "
                   "with lesser power it targets", rule="702.134a", source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.134: the keyword line "Mentor"."""
    return [KeywordDef(name=MENTOR, pattern="mentor", rule="702.134", build=build,
                       with_builder=True, reminder=REMINDER)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 702.134a: the effect "put a +1/+1 counter on target attacking creature with power
    less than this creature's power"."""
    return [SentenceRule(name="+1/+1 counter on an attacker with lesser power",
                         pattern=COUNTER_ON_LESSER, build=counter_on_lesser)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The mentor creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("mentor", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
