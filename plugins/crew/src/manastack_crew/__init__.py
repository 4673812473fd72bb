"""manastack-crew: crew (CR 702.122), the activated ability of Vehicles.

CR 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes an artifact creature until end of turn."
CR 301.7a-b: a Vehicle has its printed power and toughness only while it is a creature.

The keyword is read into a :class:`manastack_crew.keyword.CrewAbility`: an activated
ability (any time its controller has priority, 602.2) whose cost is the kernel's
``TapUntappedTotalPower`` (not {T}: a summoning-sick creature may crew, 302.6 is about {T}
abilities of the creature itself) and whose effect is a layer 4 continuous effect adding
the types artifact and creature until end of turn (613.1d, 514.2). "This creature crews
Vehicles as though its power were N greater" (a Pilot's, 609.4) is the kernel's
``PowerAsThough`` for the cost named "crew".
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Crew needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The keyword's name.
CREW = "crew"

#: The rule of the keyword.
RULE = "702.122a"

_KEYWORD_MODULE = "manastack_crew.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.122a: "Crew 3" (the reminder text is removed before the item is matched)."""
    return [KeywordDef(name=CREW, pattern=r"crew (?P<n>\d+)",
                       build=deferred(_KEYWORD_MODULE, "_build"), rule=RULE,
                       reminder="Tap any number of untapped creatures you control with total "
                                "power N or more: This Vehicle becomes an artifact creature "
                                "until end of turn.")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """CR 609.4: "This creature crews Vehicles as though its power were 2 greater"."""
    return [SentenceRule(name="crews vehicles as though its power were greater",
                         pattern=r"~ crews vehicles as though its power were (?P<n>\d+) greater",
                         build=deferred(_KEYWORD_MODULE, "crews_as_though"), kind="ability",
                         plugin=CREW)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("crew", "manastack_crew", "cards.toml",
                                        priority=PRIORITY_POOL)]
