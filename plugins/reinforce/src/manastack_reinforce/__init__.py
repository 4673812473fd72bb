"""manastack-reinforce: the reinforce keyword (CR 702.77), an activated ability that
functions in the hand.

CR 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on
target creature." Read into an :class:`manastack_reinforce.keyword.ReinforceAbility`: an
activated ability whose ``zones`` is the hand (113.6b), its cost the printed cost plus
"Discard this card" (the kernel's ``DiscardSelf``), at instant speed (602.5: nothing says
otherwise), targeting a creature (115.1). "Reinforce X—{X}{G}{G}": N is the X announced as
the ability is activated (107.3, 601.2b by 602.2b).

The entry module is light: the ability and its instruction are in
:mod:`manastack_reinforce.keyword`, imported when a card with reinforce is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import NUMBER, KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Reinforce needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "reinforce"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.77a: "Reinforce 2—{1}{G}", "Reinforce X—{X}{G}{G}"; a cost the grammar can't
    read is no match (the line is reported, never guessed)."""
    return [KeywordDef(name="reinforce",
                       pattern=rf"reinforce (?P<n>{NUMBER})\s*[—-]\s*(?P<cost>.+?)\.?",
                       build=deferred("manastack_reinforce.keyword", "build"),
                       with_builder=True, rule="702.77a",
                       reminder="[Cost], Discard this card: Put N +1/+1 counters on target "
                       "creature.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The reinforce cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("reinforce", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
