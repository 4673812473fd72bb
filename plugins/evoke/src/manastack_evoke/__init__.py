"""manastack-evoke: the evoke keyword (CR 702.74).

"Evoke represents two abilities: a static ability that functions in any zone from which the
card with evoke can be cast and a triggered ability that functions on the battlefield.
'Evoke [cost]' means 'You may cast this card by paying [cost] rather than paying its mana
cost' and 'When this permanent enters, if its evoke cost was paid, its controller
sacrifices it'" (702.74a).

- The alternative cost (118.9): a casting permission named ``"evoke"`` from its owner's
  hand (``manastack_casting_permissions``), like overload's; the kernel then builds the
  total cost (601.2f), refuses it with another alternative cost (601.2b, 118.9a).
- The trigger: a :class:`~manastack.api.KeywordTrigger` named "evoke" on the kernel's
  "enters" event with an intervening "if" (603.4: checked as it enters and as it
  resolves): the permanent was cast as a spell whose permission was evoke (the permanent's
  ``tags["cast"]``, 608.3); its controller sacrifices it (701.21a). A permanent that left
  and came back is a new object (400.7) and was not evoked.

The entry module is light: the keyword's value and the hook's work are in
:mod:`manastack_evoke.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game

#: Evoke needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "evoke"

#: The casting permission's name (``cast ... using="evoke"``).
PERMISSION = "evoke"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.74: "Evoke {2}{U}" and "Evoke—Exile a blue card from your hand."."""
    return [KeywordDef(name="evoke",
                       pattern=r"evoke(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_evoke.keyword", "build"), with_builder=True,
                       rule="702.74", reminder="You may cast this spell for its evoke cost. "
                       "If you do, it's sacrificed when it enters.")]


@hookimpl
@reads_keyword("evoke", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.74a, 118.9, 601.2b: cast a card from your hand paying its evoke cost instead."""
    from manastack_evoke.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The evoke creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("evoke", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
