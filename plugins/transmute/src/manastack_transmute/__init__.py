"""manastack-transmute: the transmute keyword (CR 702.53), an activated ability that
functions in the hand.

CR 702.53a: "Transmute [cost]" means "[Cost], Discard this card: Search your library for a
card with the same mana value as the discarded card, reveal that card, and put it into your
hand. Then shuffle your library. Activate only as a sorcery." Read into an
:class:`manastack_transmute.keyword.TransmuteAbility`: an activated ability whose ``zones``
is the hand (113.6b), its cost the printed cost plus "Discard this card" (the kernel's
``DiscardSelf``), sorcery speed (602.5d), and an effect that reads the discarded card's mana
value as it last existed in the hand (608.2h) as it resolves.

The entry module is light: the ability and its instruction are in
:mod:`manastack_transmute.keyword`, imported when a card with transmute is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Transmute needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "transmute"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.53a: "Transmute {1}{U}{B}"; a cost the grammar can't read is no match (the line
    is reported, never guessed)."""
    return [KeywordDef(name="transmute", pattern=r"transmute(?:\s*[—-]\s*|\s+)(?P<cost>.+?)\.?",
                       build=deferred("manastack_transmute.keyword", "build"), rule="702.53a",
                       reminder="Discard this card: Search your library for a card with the "
                       "same mana value as this card, reveal it, put it into your hand, then "
                       "shuffle. Transmute only as a sorcery.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The transmute cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package("transmute", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
