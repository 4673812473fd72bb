"""manastack-emerge: the emerge keyword (CR 702.119).

"Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a creature
rather than paying its mana cost" and "If you chose to pay this spell's emerge cost, its
total cost is reduced by an amount of generic mana equal to the sacrificed creature's mana
value" (702.119a). The creature is chosen as the emerge cost is chosen (601.2b) and
sacrificed as the total cost is paid (601.2h, 702.119c).

- The alternative cost (118.9): one casting permission named ``"emerge"`` from the hand
  per creature the caster controls (``manastack_casting_permissions``): choosing among
  them (the kernel's ``"casting_permission"`` decision, 601.2b) is choosing the creature.
  Its cost is the emerge cost and a :class:`SacrificeChosen` part for that creature.
- The reduction: ``manastack_cost_reductions`` returns the chosen creature's mana value in
  generic mana for a spell cast with that permission (601.2f: after every increase, never
  below the coloured part, 118.7a).

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_emerge.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import CardSource, CastingPermission, CostChange, Game, Spell

#: Emerge needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "emerge"

#: The casting permissions' name (``cast ... using="emerge"``).
PERMISSION = "emerge"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.119: the keyword line "Emerge {5}{U}{U}"."""
    return [KeywordDef(name="emerge", pattern=r"emerge (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_emerge.keyword", "build"), rule="702.119",
                       reminder="You may cast this spell by sacrificing a creature and paying "
                       "the emerge cost reduced by that creature's mana value.")]


@hookimpl
@reads_keyword("emerge", "hand")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.119a, 118.9, 601.2b: cast a card from your hand for its emerge cost and a
    creature you control, one permission per creature."""
    from manastack_emerge.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("emerge", "stack")
def manastack_cost_reductions(game: Game, spell: Spell) -> Iterable[CostChange]:
    """CR 702.119a, 601.2f: the emerge cost reduced by the chosen creature's mana value."""
    if spell.permission.plugin != PLUGIN or spell.permission.name != PERMISSION:
        return ()
    from manastack_emerge.keyword import reduction

    return reduction(game, spell)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The emerge creatures this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("emerge", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
