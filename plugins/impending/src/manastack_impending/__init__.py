"""manastack-impending: the impending keyword (CR 702.176).

"Impending N—[cost]" means "You may choose to pay [cost] rather than pay this spell's mana
cost," "If you chose to pay this permanent's impending cost, it enters with N time counters
on it," "As long as this permanent's impending cost was paid and it has a time counter on
it, it's not a creature," and "At the beginning of your end step, if this permanent's
impending cost was paid and it has a time counter on it, remove a time counter from it."
(702.176a)

- The alternative cost (118.9, 601.2b, 601.2f-h): a casting permission named
  ``"impending"`` from its owner's hand, like dash's; the permanent the spell becomes
  carries the permission's mark (608.3).
- The time counters: the kernel's :class:`~manastack.api.EntersWith` replacement (614.1c),
  applying only when the spell entering was cast for its impending cost.
- "It's not a creature": a self-only layer 4 effect (613.1d) while the cost was paid and a
  time counter is on it; it then loses its creature types too (205.1a).
- The end step trigger, with its intervening "if" (603.4).

The entry module is light: the work is in :mod:`manastack_impending.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game

#: Impending needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "impending"

#: The casting permission's name (``cast ... using="impending"``).
PERMISSION = "impending"

#: CR 608.3, 702.176a: the tag the permanent a spell cast for its impending cost became
#: carries (``CastingPermission.mark``).
MARK = "impending"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.176a: the keyword line "Impending 4—{2}{W}{W}"."""
    return [KeywordDef(name="impending",
                       pattern=r"impending (?P<n>\d+)\s*[—-]\s*(?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_impending.keyword", "build"),
                       rule="702.176",
                       reminder="If you cast this spell for its impending cost, it enters "
                       "with N time counters and isn't a creature until the last is removed. "
                       "At the beginning of your end step, remove a time counter from it.")]


@hookimpl
@reads_keyword("impending", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.176a, 118.9, 601.2b: cast a card from your hand paying its impending cost
    instead."""
    from manastack_impending.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The impending cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("impending", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
