"""manastack-bestow: the bestow keyword (CR 702.103).

"Bestow [cost]" means "As you cast this spell, you may choose to cast it bestowed. If you
do, you pay [cost] rather than its mana cost" (702.103a). "As a spell cast bestowed is put
onto the stack, it becomes an Aura enchantment and gains enchant creature" until it ceases
to be bestowed (702.103b, 702.103e-f).

- The alternative cost (118.9): a casting permission named ``"bestow"`` from its owner's
  hand, carrying the characteristics it gives the spell (``CastingPermission
  .characteristics``: an Aura enchantment with enchant creature), with which the kernel
  checks whether it can be cast (702.103d).
- Bestowed (702.103b): a continuous effect from this plugin (``manastack_continuous_effects``,
  layers 4 and 6, built by :func:`~manastack.api.cast_as_effects`) on the spell on the stack
  and on the permanent it becomes; the kernel chooses the Aura spell's target from its
  characteristics (303.4a, 601.2c) and attaches the Aura as it resolves (608.3c).
- Its target illegal as it resolves (702.103e, 608.3b): it ceases to be bestowed and
  resolves as a creature spell (the kernel's ``manastack_spell_targets_illegal``).
- Unattached or attached illegally (702.103f, an exception to 704.5m): it becomes unattached
  and ceases to be bestowed, an enchantment creature (the kernel's
  ``manastack_aura_illegal``).

The entry module is light: the work is in :mod:`manastack_bestow.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        ContinuousEffect,
        Game,
        GameObject,
        Spell,
    )

PLUGIN = "bestow"

#: The casting permission's name (``cast ... using="bestow"``).
PERMISSION = "bestow"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.103a: the keyword line "Bestow {3}{G}{G}" (a mana cost only)."""
    return [KeywordDef(name="bestow", pattern=r"bestow (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred("manastack_bestow.keyword", "build"), rule="702.103",
                       reminder="If you cast this card for its bestow cost, it's an Aura "
                       "spell with enchant creature. It becomes a creature again if it's "
                       "not attached.")]


@hookimpl
@reads_keyword("bestow", "hand")  # asked only when such a card is in the hand
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.103a, 118.9, 601.2b: cast a card from your hand bestowed, paying its bestow
    cost instead of its mana cost."""
    from manastack_bestow.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("bestow", "stack")  # a bestowed spell, permanent or copy is a card with
@reads_keyword("bestow", "battlefield")  # bestow (702.103a): asked only when one is there
def manastack_continuous_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.103b, 613.1d, 613.1f: a bestowed spell or permanent is an Aura enchantment
    with enchant creature."""
    from manastack_bestow.keyword import bestowed_effects

    return bestowed_effects(game)


@hookimpl
def manastack_spell_targets_illegal(game: Game, spell: Spell) -> Spell | None:
    """CR 702.103e, 608.3b: a bestowed Aura spell with an illegal target resolves as a
    creature spell."""
    from manastack_bestow.keyword import stop_bestowing_spell

    return stop_bestowing_spell(game, spell)


@hookimpl
def manastack_aura_illegal(game: Game, obj: GameObject, problem: str) -> bool | None:
    """CR 702.103f: a bestowed Aura unattached or attached illegally becomes unattached and
    stays on the battlefield, a creature (an exception to 704.5m)."""
    from manastack_bestow.keyword import stop_bestowing_aura

    return stop_bestowing_aura(game, obj, problem)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The bestow creatures this package's tests and examples play (exact Oracle text)."""
    return [TomlCardSource.from_package("bestow", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]
