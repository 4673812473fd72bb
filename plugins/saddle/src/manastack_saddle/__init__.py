"""manastack-saddle: saddle (CR 702.171), the activated ability of Mounts.

CR 702.171a: "Saddle N" means "Tap any number of other untapped creatures you control with
total power N or greater: This permanent becomes saddled until end of turn. Activate only as
a sorcery." Saddled is a designation (702.171b), no ability and no copiable value, kept on
the permanent until the end of the turn or until it leaves the battlefield: the object's tag
:data:`SADDLED` holds the number of the turn it became saddled in, and a new object (400.7)
has no tag. A creature saddles the permanent as it is tapped to pay the cost (702.171c).

Registered here: the keyword "Saddle N" (a :class:`manastack_saddle.keyword.SaddleAbility`)
and the trigger events "~ attacks while saddled" and "~ enters and whenever it attacks while
saddled" (603.2), which the card reader composes with any effect it reads, and the static
"~ saddles Mounts and crews Vehicles as though its power were N greater" (609.4).

The entry module is light: the work is in :mod:`manastack_saddle.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, SentenceRule, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Saddle needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "saddle"

#: The keyword's name.
SADDLE = "saddle"

#: The rule of the keyword.
RULE = "702.171a"

#: The object tag that says a permanent is saddled: the turn it became saddled (702.171b).
SADDLED = "saddled_turn"

#: The plugin event fired as a permanent becomes saddled (702.171b): ``obj`` the permanent,
#: ``player`` its controller, ``first`` whether it wasn't saddled yet this turn.
EVENT = "becomes_saddled"

_KEYWORD_MODULE = "manastack_saddle.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.171a: "Saddle 2" (the reminder text is removed before the item is matched)."""
    return [KeywordDef(name=SADDLE, pattern=r"saddle (?P<n>\d+)",
                       build=deferred(_KEYWORD_MODULE, "build"), rule=RULE,
                       reminder="Tap any number of other creatures you control with total "
                                "power N or more: This Mount becomes saddled until end of "
                                "turn. Saddle only as a sorcery.")]


@hookimpl
def manastack_register_sentences() -> Iterable[SentenceRule]:
    """The trigger events of a saddled Mount (603.2, 702.171b) and the Pilots' "saddles Mounts
    and crews Vehicles as though its power were N greater" (609.4)."""
    return [
        SentenceRule(name="self attacks while saddled", pattern=r"~ attacks while saddled",
                     build=deferred(_KEYWORD_MODULE, "attacks_while_saddled"),
                     kind="trigger", plugin=PLUGIN),
        SentenceRule(name="self enters and whenever it attacks while saddled",
                     pattern=r"~ enters(?: the battlefield)? and whenever it attacks while "
                             r"saddled",
                     build=deferred(_KEYWORD_MODULE, "enters_and_attacks_while_saddled"),
                     kind="trigger", plugin=PLUGIN),
        SentenceRule(name="self becomes saddled",
                     pattern=r"~ becomes saddled(?P<first> for the first time each turn)?",
                     build=deferred(_KEYWORD_MODULE, "becomes_saddled_trigger"),
                     kind="trigger", plugin=PLUGIN),
        SentenceRule(name="self saddles a mount or crews a vehicle during your main phase",
                     pattern=r"~ saddles a mount or crews a vehicle during your main phase",
                     build=deferred(_KEYWORD_MODULE, "saddles_or_crews"), kind="trigger",
                     plugin=PLUGIN),
        SentenceRule(name="saddles mounts and crews vehicles as though its power were greater",
                     pattern=r"~ saddles mounts and crews vehicles as though its power were "
                             r"(?P<n>\d+) greater",
                     build=deferred(_KEYWORD_MODULE, "saddles_as_though"), kind="ability",
                     plugin=PLUGIN),
        SentenceRule(name="becomes saddled until end of turn",
                     pattern=r"(?P<what>target mount you control|it) becomes saddled until end "
                             r"of turn",
                     build=deferred(_KEYWORD_MODULE, "becomes_saddled"), plugin=PLUGIN),
    ]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The saddle cards this package's tests play, with their exact Oracle text."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
