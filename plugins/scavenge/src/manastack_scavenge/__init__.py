"""manastack-scavenge: the keyword scavenge (CR 702.97), an activated ability that functions
in the graveyard.

CR 702.97a: "Scavenge is an activated ability that functions only while the card with
scavenge is in a graveyard. 'Scavenge [cost]' means '[Cost], Exile this card from your
graveyard: Put a number of +1/+1 counters equal to the power of the card you exiled on
target creature. Activate only as a sorcery.'"

- The ability: a :class:`~manastack_scavenge.keyword.ScavengeAbility` (an activated ability
  whose ``zones`` is the graveyard, 113.6; sorcery speed, 602.5d; one target, 115.1),
  offered to the card's owner by the kernel's priority decision (602.2); exiling the card
  is part of its cost (601.2h).
- Its effect: as many +1/+1 counters as the power the card had as it last existed in the
  graveyard (608.2h) on the target creature; an illegal target, nothing (608.2b).

The entry module is light: the work is in :mod:`manastack_scavenge.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

PLUGIN = "scavenge"

#: The keyword's name, as it appears in an object's keywords.
SCAVENGE = "scavenge"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.97a: the keyword line "Scavenge {3}{G}{G}"; a cost the reader can't read is no
    match (the line is reported, never guessed)."""
    return [KeywordDef(name=SCAVENGE,
                       pattern=r"scavenge(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_scavenge.keyword", "build"),
                       with_builder=True, rule="702.97")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The scavenge cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("scavenge", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
