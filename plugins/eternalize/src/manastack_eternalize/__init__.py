"""manastack-eternalize: the keyword eternalize (CR 702.129), an activated ability that
functions in the graveyard.

CR 702.129a: "Eternalize is an activated ability that functions while the card with
eternalize is in a graveyard. 'Eternalize [cost]' means '[Cost], Exile this card from your
graveyard: Create a token that's a copy of this card, except it's black, it's 4/4, it has no
mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery.'"

- The ability: an :class:`~manastack_eternalize.keyword.EternalizeAbility` (an activated
  ability whose ``zones`` is the graveyard, 113.6; sorcery speed, 602.5d); exiling the card
  is part of its cost (601.2h), so it can be activated once. Read as embalm's (702.128) is.
- Its effect: a token copy of the card as it last existed in the graveyard (707.2, 608.2h),
  with the exceptions of 702.129a (707.9b).

The entry module is light: the work is in :mod:`manastack_eternalize.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Eternalize needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "eternalize"

#: The keyword's name, as it appears in an object's keywords.
ETERNALIZE = "eternalize"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.129a: the keyword line "Eternalize {3}{W}{W}" or "Eternalize—{3}{U}{U}, Discard
    a card."; a cost the reader can't read is no match (the line is reported, never guessed)."""
    return [KeywordDef(name=ETERNALIZE,
                       pattern=r"eternalize(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)"
                               r"\.?)",
                       build=deferred("manastack_eternalize.keyword", "build"),
                       with_builder=True, rule="702.129")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The eternalize cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
