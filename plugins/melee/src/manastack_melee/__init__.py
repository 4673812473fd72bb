"""manastack-melee: the melee keyword (CR 702.121).

"Melee is a triggered ability. 'Melee' means 'Whenever this creature attacks, it gets +1/+1
until end of turn for each opponent you attacked with a creature this combat.'" (702.121a);
each instance triggers separately (702.121b).

The plugin teaches the reader the count phrase "opponent you attacked with a creature this
combat" (a :class:`~manastack_grammar.api.SentenceRule` of kind ``"count"``), so that the
keyword's definition is read as rules text. The opponents counted are those attacked by the
creatures declared as attackers this combat (508.1a, the kernel's ``players_attacked``),
counted as the ability resolves (107.3c, 608.2h): an opponent whose planeswalker or battle
alone was attacked was not attacked, and a creature put onto the battlefield attacking
attacked no one (508.4). The keyword is a :class:`~manastack.api.KeywordTrigger` named
"melee": ``game.has_keyword(obj, "melee")`` holds while the object has it.

The entry module is light: the builds import what they build when a card is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule

if TYPE_CHECKING:
    from manastack.api import Ability, CardSource, Context
    from manastack_grammar.api import Builder

#: Melee needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "melee"

#: The keyword's name, as it appears in an object's keywords.
MELEE = "melee"

#: CR 702.121a: what the keyword means, read as the card's rules text.
DEFINITION = ("Whenever this creature attacks, it gets +1/+1 until end of turn for each "
              "opponent you attacked with a creature this combat.")

#: The count phrase of the definition (after "for each").
OPPONENTS_ATTACKED = r"opponents? you attacked with a creature this combat"


def opponents_attacked(ctx: Context) -> int:
    """CR 702.121a, 508.1a: how many opponents of the ability's controller the creatures
    declared as attackers this combat attacked (none out of combat)."""
    game = ctx.game
    combat = game.state.combat
    if combat is None:
        return 0
    you = ctx.controller
    return sum(1 for p in combat.players_attacked
               if p != you and not game.player(p).lost)


def count_opponents_attacked(match: re.Match[str], b: Builder) -> Callable[[Context], int]:
    """CR 702.121a, 107.3c: "for each opponent you attacked with a creature this combat",
    counted as the effect happens."""
    return opponents_attacked


def build(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.121a: the triggered ability the keyword stands for, named by the keyword."""
    from manastack.api import Custom
    from manastack_grammar.api import keyword_trigger

    return keyword_trigger(match, b, DEFINITION, keyword=MELEE, plugin=PLUGIN,
                           first=Custom(log_melee))


def log_melee(ctx: Context) -> None:
    """The explain log names the keyword's rule, the creature and the opponents counted."""
    game = ctx.game
    source = game.find(ctx.source) if ctx.source is not None else None
    n = opponents_attacked(ctx)
    game.log_event("effect", f"melee: {source or 'the creature'} gets +{n}/+{n} until end of "
                   f"turn, {n} opponent(s) attacked this combat", rule="702.121a",
                   source=ctx.source)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.121: the keyword line "Melee"."""
    return [KeywordDef(name=MELEE, pattern="melee", rule="702.121", build=build,
                       with_builder=True, reminder=DEFINITION)]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 702.121a: the count "opponent you attacked with a creature this combat"."""
    return [SentenceRule(name="opponents you attacked this combat", pattern=OPPONENTS_ATTACKED,
                         build=count_opponents_attacked, kind="count", plugin=PLUGIN)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The melee cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
