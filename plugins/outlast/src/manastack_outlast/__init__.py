"""manastack-outlast: the keyword outlast (CR 702.107), an activated ability.

CR 702.107a: "Outlast is an activated ability. 'Outlast [cost]' means '[Cost], {T}: Put a
+1/+1 counter on this creature. Activate only as a sorcery.'"

- The keyword: a :class:`~manastack.api.KeywordAbility` (the creature has outlast, 702.107a)
  and its activated ability, an :class:`~manastack_outlast.keyword.OutlastAbility` read
  from the definition above with the printed cost: tapping the creature is part of the
  cost (602.2, 601.2h), sorcery speed (602.5d).
- Its effect: one +1/+1 counter on the creature itself (the source, 113.7a); gone from the
  battlefield, nothing (400.7).
- Only a mana cost is read ("Outlast {1}{W}", "Outlast {G/W}"); a line the reader can't
  read is reported, never guessed. "Whenever you activate this creature's outlast ability"
  and a granted "has outlast [cost]" are not read.

The entry module is light: the work is in :mod:`manastack_outlast.keyword`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource

#: Outlast needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "outlast"

#: The keyword's name, as it appears in an object's keywords.
OUTLAST = "outlast"

#: The reminder text printed on the cards ([Cost] the keyword's cost).
REMINDER = "[Cost], {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery."


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.107a: the keyword line "Outlast {1}{W}" (a mana cost only)."""
    return [KeywordDef(name=OUTLAST, pattern=r"outlast (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_outlast.keyword", "build"),
                       with_builder=True, rule="702.107", reminder=REMINDER)]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The outlast cards this package's tests play (exact Oracle text)."""
    return [TomlCardSource.from_package(PLUGIN, __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
