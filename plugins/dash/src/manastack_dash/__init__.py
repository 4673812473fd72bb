"""manastack-dash: the dash keyword (CR 702.109).

"Dash represents three abilities: two static abilities that function while the card with
dash is on the stack, one of which may create a delayed triggered ability, and a static
ability that functions while the object with dash is on the battlefield. 'Dash [cost]'
means 'You may cast this card by paying [cost] rather than its mana cost,' 'If this
spell's dash cost was paid, return the permanent this spell becomes to its owner's hand at
the beginning of the next end step,' and 'As long as this permanent's dash cost was paid,
it has haste'" (702.109a).

- The alternative cost (118.9): a casting permission named ``"dash"`` from its owner's
  hand, like evoke's and overload's.
- The delayed trigger (603.7): created as the dashed spell becomes the permanent (the
  kernel's ``manastack_zone_changed``, 608.3), "at the beginning of the next end step,
  return it to its owner's hand" (the kernel's ``CreateDelayedTrigger``, ``ReturnToHand``).
- Haste (702.10) while its dash cost was paid: a continuous effect from this plugin
  (``manastack_continuous_effects``, 613.1f) on each permanent that is the spell cast with
  the dash permission (``tags["cast"]``); the haste plugin lets it attack (702.10b), so
  dash requires it (``MANASTACK_REQUIRES``).

The entry module is light: the work is in :mod:`manastack_dash.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_tag
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, ContinuousEffect, Game, GameObject

#: Dash gives haste: the haste plugin makes haste let a creature attack (702.10b).
MANASTACK_REQUIRES: tuple[str, ...] = ("haste",)

PLUGIN = "dash"

#: The casting permission's name (``cast ... using="dash"``).
PERMISSION = "dash"

#: CR 608.3, 702.109a: the tag the permanent a spell cast for its dash cost became carries
#: (``CastingPermission.mark``): this plugin's hooks about it are asked only while one exists.
MARK = "dashed"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.109: the keyword line "Dash {2}{R}"."""
    return [KeywordDef(name="dash", pattern=r"dash (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_dash.keyword", "build"), rule="702.109",
                       reminder="You may cast this spell for its dash cost. If you do, it "
                       "gains haste, and it's returned from the battlefield to its owner's "
                       "hand at the beginning of the next end step.")]


@hookimpl
@reads_keyword("dash", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.109a, 118.9, 601.2b: cast a card from your hand paying its dash cost instead."""
    from manastack_dash.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_tag(MARK, "battlefield")  # told only as a dashed permanent enters (608.3)
def manastack_zone_changed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.109a, 603.7: the dashed spell became a permanent: its delayed trigger."""
    from manastack_dash.keyword import entered

    entered(game, old, new)


@hookimpl
@reads_tag(MARK, "battlefield")  # asked only while a dashed permanent exists (613.1f)
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.109a, 613.1f: haste for each permanent whose dash cost was paid."""
    from manastack_dash.keyword import haste_effects

    return haste_effects(game)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The dash creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("dash", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
