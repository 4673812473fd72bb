"""manastack-harmonize: the harmonize keyword (CR 702.180).

"Harmonize [cost]" represents three static abilities (702.180a): "You may cast this card
from your graveyard by paying [cost] and tapping up to one untapped creature you control
rather than paying this spell's mana cost", "If you cast this spell using its harmonize
ability, its total cost is reduced by an amount of generic mana equal to the tapped
creature's power" and "If the harmonize cost was paid, exile this card instead of putting
it anywhere else any time it would leave the stack". The creature is chosen as the
harmonize cost is chosen (601.2b) and tapped as the total cost is paid (702.180b, 601.2h).

- The alternative cost (118.9): casting permissions named ``"harmonize"`` from the
  graveyard (the kernel's :class:`~manastack.api.GraveyardCast`), one tapping no creature and
  one per untapped creature the caster controls (``manastack_casting_permissions``):
  choosing among them (the kernel's ``"casting_permission"`` decision, 601.2b) is choosing
  the creature. Its cost is the harmonize cost and a :class:`~manastack_harmonize.keyword.
  TapChosen` part for that creature.
- The reduction: ``manastack_cost_reductions`` returns the chosen creature's power in
  generic mana (601.2f: after every increase; it never reduces coloured mana, 118.7a).
- The exile: ``manastack_replace_zone_change``, the kernel's replacement (614.1a).

The entry module is light: the keyword's value and the hooks' work are in
:mod:`manastack_harmonize.keyword`, imported when used.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.api import PRIORITY_POOL, TomlCardSource, hookimpl, reads_keyword, reads_move
from manastack_grammar.api import KeywordDef, deferred

if TYPE_CHECKING:
    from manastack.api import (
        CardSource,
        CastingPermission,
        CostChange,
        Game,
        IllegalActionError,
        Replacement,
        Spell,
        ZoneMove,
    )

#: Harmonize needs no other plugin.
MANASTACK_REQUIRES: tuple[str, ...] = ()

PLUGIN = "harmonize"

#: The casting permissions' name (``cast ... using="harmonize"``).
PERMISSION = "harmonize"

_KEYWORD_MODULE = "manastack_harmonize.keyword"


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.180: the keyword line "Harmonize {5}{R}{R}" (a mana cost)."""
    return [KeywordDef(name="harmonize", pattern=r"harmonize (?P<mana>(?:\{[^}]+\})+)",
                       build=deferred(_KEYWORD_MODULE, "build"), rule="702.180",
                       reminder="You may cast this card from your graveyard for its harmonize "
                       "cost. You may tap a creature you control to reduce that cost by {X}, "
                       "where X is its power. Then exile this spell.")]


@hookimpl
@reads_keyword("harmonize", "graveyard")
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.180a, 118.9, 601.2b: cast a card from your graveyard for its harmonize cost,
    tapping no creature or one untapped creature you control (one permission each)."""
    from manastack_harmonize.keyword import casting_permissions

    return casting_permissions(game, player)


@hookimpl
@reads_keyword("harmonize", "stack")
def manastack_cost_reductions(game: Game, spell: Spell) -> Iterable[CostChange]:
    """CR 702.180a, 601.2f: the total cost reduced by the tapped creature's power."""
    if spell.permission.plugin != PLUGIN or spell.permission.name != PERMISSION:
        return ()
    from manastack_harmonize.keyword import reduction

    return reduction(game, spell)


@hookimpl
@reads_move("stack")  # CR 702.180a: only a spell leaving the stack
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.180a, 614.1a: a card cast with harmonize is exiled whenever it would leave the
    stack."""
    from manastack_harmonize.keyword import HARMONIZE

    return HARMONIZE.replacements(game, move)


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The harmonize cards this package's tests and examples cast (exact Oracle text)."""
    return [TomlCardSource.from_package("harmonize", __name__, "cards.toml",
                                        priority=PRIORITY_POOL)]


@hookimpl
def manastack_cast_refused(game: Game, player: int, obj: int,
                           permission: str) -> IllegalActionError | None:
    """CR 702.180a, 601.3: harmonize casts a card only from its owner's graveyard."""
    from manastack_harmonize.keyword import HARMONIZE

    return HARMONIZE.refusal(game, player, obj, permission)
