"""manastack-sunburst: the sunburst keyword (CR 702.44).

"Sunburst" means "If this object is entering as a creature, ignoring any type-changing
effects that would affect it, it enters with a +1/+1 counter on it for each color of mana
spent to cast it. Otherwise, it enters with a charge counter on it for each color of mana
spent to cast it" (702.44a). A replacement effect (614.1c) of the move of the resolving
spell onto the battlefield (``manastack_replace_zone_change``); it adds counters only to an
object entering from the stack as a resolving spell, and only if colored mana was spent on
its costs (702.44b): the colors of the mana the kernel records as spent on the spell's total
cost (``Spell.mana_spent``, 601.2h). Each instance works separately (702.44d).

The entry module is light: the keyword's value and the hook's work are in
:mod:`manastack_sunburst.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, Game, Replacement, ZoneMove

#: Sunburst needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "sunburst"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.44: the keyword line "Sunburst"."""
    return [KeywordDef(name="sunburst", pattern=r"sunburst",
                       build=deferred("manastack_sunburst.keyword", "build"), rule="702.44",
                       reminder="This permanent enters with a +1/+1 counter (a creature) or "
                       "a charge counter on it for each color of mana spent to cast it.")]


@hookimpl
@reads_move("stack", "battlefield")  # CR 702.44b: only a spell entering the battlefield
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.44a-b, 614.1c: a resolving spell with sunburst enters with a counter for each
    color of mana spent to cast it (:func:`manastack_sunburst.keyword.replace_zone_change`)."""
    from manastack_sunburst.keyword import replace_zone_change

    return replace_zone_change(game, move)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The sunburst cards this package's tests cast (exact Oracle text)."""
    return [TomlCardSource.from_package("sunburst", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
