"""manastack-cascade: the cascade keyword (CR 702.85).

"Cascade is a triggered ability that functions only while the spell with cascade is on the
stack. 'Cascade' means 'When you cast this spell, exile cards from the top of your library
until you exile a nonland card whose mana value is less than this spell's mana value. You
may cast that card without paying its mana cost if the resulting spell's mana value is less
than this spell's mana value. Then put all cards exiled this way that weren't cast on the
bottom of your library in a random order.'" (702.85a)

- The trigger: a :class:`~manastack.api.KeywordTrigger` named "cascade" on the kernel's
  "cast" event, ``self_only``: the kernel looks at the spell that became cast (113.6k,
  603.2, 601.2i), puts the ability above it and resolves it on its own (countering the
  spell doesn't stop it).
- The effect: exile one card at a time from the top (406.3: face up), stop at the first
  nonland card of lesser mana value (202.3; a split card's is its halves' total, 709.4),
  offer to cast it with the kernel's :func:`~manastack.api.cast_without_paying` (118.9:
  an alternative cost, so no other one; additional costs still paid, 601.2f; X is 0,
  107.3b), refused when the resulting spell's mana value is not less (a split half), then
  the rest on the bottom in a random order (701.24a's random generator).
- Several instances ("Cascade, cascade") trigger separately (702.85c).

The entry module is light: the trigger's work is in :mod:`manastack_cascade.keyword`,
imported when a card with cascade is read.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Cascade needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "cascade"

#: The keyword's name, as it appears in an object's keywords.
CASCADE = "cascade"

RULE = "702.85a"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.85: the keyword line "Cascade" (also repeated: "Cascade, cascade", 702.85c)."""
    return [KeywordDef(name=CASCADE, pattern="cascade",
                       build=deferred("manastack_cascade.keyword", "build"), with_builder=True,
                       rule="702.85", reminder="When you cast this spell, exile cards from "
                       "the top of your library until you exile a nonland card that costs "
                       "less. You may cast it without paying its mana cost. Put the exiled "
                       "cards on the bottom in a random order.")]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The cascade cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("cascade", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
