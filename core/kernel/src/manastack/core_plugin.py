"""The kernel's own rules, registered as the plugin ``core`` through the same hooks.

Like pytest's built-in plugins, the kernel's card pool and the rules it applies through
hook points (the finality counter, the casting prohibitions and restrictions) are
implementations of the public hooks: a third-party plugin sees exactly what the kernel
uses. The hooks' bodies import the engine when first called: loading the rules needs
none of it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.hookspecs import hookimpl
from manastack.loading.sources import CardSource, kernel_source

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.replacements import Replacement, ZoneMove
    from manastack.model.spells import Spell

@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The kernel's pool: basic lands, vanilla creatures, simple spells, test cards."""
    return [kernel_source()]


@hookimpl
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 122.1h: a permanent with a finality counter that would be put into a graveyard from
    the battlefield is exiled instead (one replacement effect, however many counters)."""
    from manastack.model.objects import Zone
    from manastack.model.replacements import exile_instead

    obj = move.obj
    if obj.zone is not Zone.BATTLEFIELD or move.to_zone is not Zone.GRAVEYARD or \
            not obj.counter("finality"):
        return ()
    return (exile_instead(f"finality:{obj.id}", f"{obj} has a finality counter: exile it instead",
                          rule="122.1h"),)


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 601.2e: the kernel's reasons a spell can't be cast.

    * CR 101.2, 604.1: the casting prohibitions of permanents' static abilities
      ("Noncreature spells with mana value 4 or greater can't be cast",
      :class:`manastack.casting.CastProhibition`), asked also while legal actions are listed;
    * CR 601.2c: a target whose legality depends on another target of the same spell
      ("target player shuffles up to three target cards from their graveyard"). An
      instruction takes part with a ``target_restriction(game, spell, offset)`` method
      returning reasons (``offset``: where its mode's targets start among the spell's).
    """
    from manastack.engine.permissions import prohibition_reasons

    reasons = prohibition_reasons(game, spell)
    if spell.ability is None or spell.provisional or not spell.targets:
        return reasons
    offset = 0
    for index in spell.modes:
        mode = spell.ability.modes[index]
        for instruction in mode.instructions:
            check = getattr(instruction, "target_restriction", None)
            if check is not None:
                reasons.extend(check(game, spell, offset))
        offset += len(mode.targets)
    return reasons
