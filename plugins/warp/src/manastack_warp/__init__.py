"""manastack-warp: the warp keyword (CR 702.185).

CR 702.185a: "'Warp [cost]' means 'You may cast this card from your hand by paying [cost]
rather than its mana cost' and 'If this spell's warp cost was paid, exile the permanent this
spell becomes at the beginning of the next end step. Its owner may cast this card after the
current turn has ended for as long as it remains exiled.'"

- The alternative cost (118.9, 601.2b): a casting permission named ``"warp"`` from its
  owner's hand.
- The delayed trigger (603.7, 608.3g): created as the warped spell becomes the permanent
  (the kernel's ``manastack_zone_changed``): "at the beginning of the next end step, exile
  it"; the card it exiles is a warped card (702.185b), tagged with the turn it was exiled.
- The cast from exile: a casting permission named ``"warped"`` for the owner of a warped
  card, on a turn after the one it was exiled, for its mana cost and at its own timing, for
  as long as it remains exiled (a new object elsewhere is no longer warped, 400.7).

The entry module is light: the work is in :mod:`manastack_warp.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, Game, GameObject

PLUGIN = "warp"

#: The casting permission's name from the hand (``cast ... using="warp"``).
PERMISSION = "warp"

#: The casting permission's name from exile, for a warped card (``using="warped"``).
FROM_EXILE = "warped"

#: The tag of a warped card in exile (702.185b): the number of the turn it was exiled.
WARPED = "warped"

#: CR 608.3, 702.185a: the tag the permanent a spell cast for its warp cost became carries
#: (``CastingPermission.mark``; not ``WARPED``, the card exiled later, 702.185b): the
#: zone-change hook is told only as such a permanent enters.
MARK = "warp_cast"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.185a: the keyword line "Warp {1}{W}" or "Warp—{B}, Pay 2 life."; a cost the
    reader can't read is no match (the line is reported, never guessed)."""
    return [KeywordDef(name="warp",
                       pattern=r"warp(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_warp.keyword", "build"), with_builder=True,
                       rule="702.185")]


@hookimpl
@reads_keyword("warp", "hand")  # a card with warp in the hand, printed or granted
@reads_tag(WARPED, "exile")  # a warped card in exile (702.185b), which needn't have warp
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.185a, 118.9, 601.2b: cast a card from your hand paying its warp cost instead;
    cast a warped card you own from exile after the turn it was exiled."""
    from manastack_warp.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_tag(MARK, "battlefield")  # told only as a permanent cast for its warp cost enters
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.185a, 603.7, 608.3g: the warped spell became a permanent: its delayed
    trigger."""
    from manastack_warp.keyword import entered

    entered(game, old, new)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The warp cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("warp", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
