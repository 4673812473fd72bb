"""manastack-embalm: the keyword embalm (CR 702.128), an activated ability that functions in
the graveyard.

CR 702.128a: "Embalm is an activated ability that functions while the card with embalm is in
a graveyard. 'Embalm [cost]' means '[Cost], Exile this card from your graveyard: Create a
token that's a copy of this card, except it's white, it has no mana cost, and it's a Zombie
in addition to its other types. Activate only as a sorcery.'"

- The ability: an :class:`~manastack_embalm.keyword.EmbalmAbility` (an activated ability
  whose ``zones`` is the graveyard, 113.6; sorcery speed, 602.5d), offered to the card's
  owner by the kernel's priority decision (602.2); exiling the card is part of its cost
  (601.2h), so it can be activated once.
- Its effect: a token copy of the card as it last existed in the graveyard (its copiable
  values, 707.2, 608.2h), with the exceptions of 702.128a (707.9b).

The entry module is light: the work is in :mod:`manastack_embalm.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

PLUGIN = "embalm"

#: The keyword's name, as it appears in an object's keywords.
EMBALM = "embalm"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.128a: the keyword line "Embalm {3}{W}"; a cost the reader can't read is no
    match (the line is reported, never guessed)."""
    return [KeywordDef(name=EMBALM,
                       pattern=r"embalm(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_embalm.keyword", "build"), with_builder=True,
                       rule="702.128")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The embalm cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("embalm", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
