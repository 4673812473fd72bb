"""manastack-blitz: the blitz keyword (CR 702.152).

CR 702.152a: "'Blitz [cost]' means 'You may cast this card by paying [cost] rather than its
mana cost,' 'If this spell's blitz cost was paid, sacrifice the permanent this spell becomes
at the beginning of the next end step,' and 'As long as this permanent's blitz cost was
paid, it has haste and "When this permanent is put into a graveyard from the battlefield,
draw a card."'"

- The alternative cost (118.9, 601.2b): a casting permission named ``"blitz"`` from its
  owner's hand.
- The delayed trigger (603.7): created as the blitzed spell becomes the permanent (the
  kernel's ``manastack_zone_changed``, 608.3): "at the beginning of the next end step,
  sacrifice it" (``CreateDelayedTrigger``, ``SacrificeObjects``).
- Haste and the dies trigger while its blitz cost was paid: a continuous effect of this
  plugin (``manastack_continuous_effects``, 613.1f) on each permanent that is the spell
  cast with the blitz permission (``tags["cast"]``); the haste plugin lets it attack
  (702.10b), so blitz requires it (``MANASTACK_REQUIRES``).

The entry module is light: the work is in :mod:`manastack_blitz.keyword`, imported when
used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, ContinuousEffect, Game, GameObject

#: Blitz gives haste: the haste plugin makes haste let a creature attack (702.10b).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "blitz"

#: The casting permission's name (``cast ... using="blitz"``).
PERMISSION = "blitz"

#: CR 608.3, 702.152a: the tag the permanent a spell cast for its blitz cost became carries
#: (``CastingPermission.mark``): this plugin's hooks about it are asked only while one exists.
MARK = "blitzed"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.152a: the keyword line "Blitz {2}{B}{B}" or "Blitz—{2}{B}{B}, Pay 2 life."; a
    cost the reader can't read is no match (the line is reported, never guessed)."""
    return [KeywordDef(name="blitz",
                       pattern=r"blitz(?: (?P<mana>(?:\{[^}]+\})+)|\s*[—-]\s*(?P<cost>[^.]+)\.?)",
                       build=deferred("manastack_blitz.keyword", "build"), with_builder=True,
                       rule="702.152")]


@hookimpl
@reads_keyword("blitz", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.152a, 118.9, 601.2b: cast a card from your hand paying its blitz cost
    instead."""
    from manastack_blitz.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_tag(MARK, "battlefield")  # told only as a blitzed permanent enters (608.3)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.152a, 603.7: the blitzed spell became a permanent: its delayed trigger."""
    from manastack_blitz.keyword import entered

    entered(game, old, new)


@hookimpl
@reads_tag(MARK, "battlefield")  # asked only while a blitzed permanent exists (613.1f)
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.152a, 613.1f: haste and the dies trigger for each permanent whose blitz cost
    was paid."""
    from manastack_blitz.keyword import blitz_effects

    return blitz_effects(game)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The blitz cards this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("blitz", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
