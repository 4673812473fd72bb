"""manastack-cycling: cycling and typecycling (CR 702.29), activated abilities that function
in the hand.

CR 702.29a: "Cycling is an activated ability that functions only while the card with cycling
is in a player's hand. "Cycling [cost]" means "[Cost], Discard this card: Draw a card.""
CR 702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for
a [type] card, reveal it, and put it into your hand. Then shuffle your library." (as in
"swampcycling", "basic landcycling"); 702.29f: typecycling abilities are cycling abilities.

Each kind is a keyword of its own (``cycling``, ``swampcycling``, ``basic landcycling``...)
read into an :class:`manastack_cycling.keyword.CyclingAbility`: an activated ability whose
``zones`` is the hand (the kernel's CR 113.6b support: the priority decision offers it for
the cards of the player's hand, and ``activate`` accepts it there), its cost the printed
cost plus "Discard this card" (the kernel's ``DiscardSelf``). One package reads them all:
702.29f makes typecycling a kind of cycling, so they are enabled and disabled together.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Cycling needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

#: Plain cycling (702.29a).
CYCLING = "cycling"

#: The typecycling kinds printed in the Oracle corpus (702.29e): what each searches for is
#: read from its name by :func:`manastack_cycling.keyword.searched_filter`.
TYPECYCLINGS: tuple[str, ...] = (
    "basic landcycling", "landcycling", "plainscycling", "islandcycling", "swampcycling",
    "mountaincycling", "forestcycling", "wizardcycling", "slivercycling",
    "artifact landcycling",
)

_KEYWORD_MODULE = "manastack_cycling.keyword"
_CYCLED_MODULE = "manastack_cycling.cycled"

#: The trigger events of cycling a card (702.29c-d).
SENTENCES = (
    SentenceRule(name="you cycle ~", pattern=r"you cycle ~",
                 build=deferred(_CYCLED_MODULE, "you_cycle_self"), kind="trigger",
                 plugin="cycling"),
    SentenceRule(name="a player cycles a card",
                 pattern=r"(?:(?P<who>you) (?P<verb>cycle) (?:a|another)|"
                         r"(?P<who2>a player|an opponent) (?P<verb2>cycles) a) card",
                 build=deferred(_CYCLED_MODULE, "player_cycles_a_card"), kind="trigger",
                 plugin="cycling"),
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.29a, 702.29e: "Cycling {2}", "Cycling—Pay 2 life.", "Swampcycling {2}"; a cost
    the grammar can't read is no match (the line is reported, never guessed)."""
    import re

    defs = [KeywordDef(name=CYCLING, pattern=r"cycling(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
                       build=deferred(_KEYWORD_MODULE, "_build"), rule="702.29a",
                       reminder="Draw a card.")]
    defs += [KeywordDef(name=kind,
                        pattern=re.escape(kind) + r"(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
                        build=deferred(_KEYWORD_MODULE, "_build"), rule="702.29e")
             for kind in TYPECYCLINGS]
    return defs


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """"When you cycle ~", "Whenever you cycle a card / another card", "Whenever a player
    cycles a card" (trigger events, 702.29c-d)."""
    return list(SENTENCES)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cards this plugin's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package("cycling", "manastack_cycling", "cards.toml",
                                        priority=PRIORITY_POOL)]
