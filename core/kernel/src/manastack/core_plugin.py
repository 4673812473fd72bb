"""The kernel's own rules, registered as the plugin ``core`` through the same hooks.

Like pytest's built-in plugins, the kernel's card pool and the rules it applies through
hook points (casting from hand, evasion, printed cost modifiers, the finality counter,
the casting prohibitions and restrictions) are
implementations of the public hooks: a third-party plugin sees exactly what the kernel
uses. The hooks' bodies read the engine through :data:`_kernel`, which imports each name
when first asked: loading the rules imports this module and none of the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cached_property
from typing import TYPE_CHECKING

from manastack.hookspecs import hookimpl
from manastack.loading.sources import CardSource, kernel_source

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.combat import BlockersNeeded
    from manastack.model.costs import CostChange
    from manastack.model.objects import GameObject, Zone
    from manastack.model.replacements import Replacement, ZoneMove
    from manastack.model.spells import CastingPermission, Spell


class _Kernel:
    """The engine's names the hooks use, each imported when first asked (not at start-up)
    and then kept on the instance: an import statement in a hook's body cost ~0.7 us at each
    of the ~12 calls of an action."""

    @cached_property
    def hand_permissions(self) -> Callable[[Game, int], list[CastingPermission]]:
        from manastack.engine.permissions import hand_permissions  # start-up

        return hand_permissions

    @cached_property
    def prohibition_reasons(self) -> Callable[[Game, Spell], list[str]]:
        from manastack.engine.permissions import prohibition_reasons  # start-up

        return prohibition_reasons

    @cached_property
    def printed_cost_changes(self) -> Callable[..., list[CostChange]]:
        from manastack.engine.total_cost import printed_cost_changes  # start-up

        return printed_cost_changes

    @cached_property
    def as_though(self) -> Callable[[Game, str, str, GameObject], bool]:
        from manastack.engine.layers import as_though  # start-up

        return as_though

    @cached_property
    def protection_from(self) -> Callable[..., str | None]:
        from manastack.model.protection import protection_from  # start-up

        return protection_from

    @cached_property
    def blockers_needed(self) -> type[BlockersNeeded]:
        from manastack.model.combat import BlockersNeeded  # start-up

        return BlockersNeeded

    @cached_property
    def zone(self) -> type[Zone]:
        from manastack.model.objects import Zone  # start-up

        return Zone

    @cached_property
    def exile_instead(self) -> Callable[..., Replacement]:
        from manastack.model.replacements import exile_instead  # start-up

        return exile_instead


_kernel = _Kernel()


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The kernel's pool: basic lands, vanilla creatures, simple spells, test cards."""
    return [kernel_source()]


@hookimpl(tryfirst=True)
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 601.2a: a player may cast a nonland card from their hand (asked first: a card's
    permissions are listed with this one before any plugin's)."""
    return _kernel.hand_permissions(game, player)


@hookimpl
def manastack_replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 122.1h: a permanent with a finality counter that would be put into a graveyard from
    the battlefield is exiled instead (one replacement effect, however many counters)."""
    zone = _kernel.zone
    obj = move.obj
    if obj.zone is not zone.BATTLEFIELD or move.to_zone is not zone.GRAVEYARD or \
            not obj.counter("finality"):
        return ()
    return (_kernel.exile_instead(f"finality:{obj.id}", f"{obj} has a finality counter: exile it instead",
                          rule="122.1h"),)


@hookimpl
def manastack_attack_restrictions(game: Game, attacker: GameObject) -> Iterable[str]:
    """CR 702.3b: a creature with defender can't attack, unless an effect lets it attack as
    though it didn't have defender (609.4)."""
    if game.has_keyword(attacker.id, "defender") and \
            not _kernel.as_though(game, "attack", "no_defender", attacker):
        return ("has defender (702.3b)",)
    return ()


@hookimpl
def manastack_block_restrictions(game: Game, blocker: GameObject,
                                 attacker: GameObject) -> Iterable[str]:
    """The kernel's evasion: CR 702.9b, a creature with flying can't be blocked except by
    creatures with flying or reach (702.17b); 702.16f, a creature with protection can't be
    blocked by creatures with the stated quality."""
    attacking, blocking = game.chars(attacker.id), game.chars(blocker.id)
    reasons = []
    if "flying" in attacking.keywords and not ({"flying", "reach"} & blocking.keywords):
        reasons.append("the attacker has flying (702.9b)")
    shield = _kernel.protection_from(attacking.keywords, blocking)
    if shield is not None:  # CR 702.16f: not by creatures with the stated quality
        reasons.append(f"the attacker has {shield} (702.16f)")
    return reasons


@hookimpl
def manastack_blockers_needed(game: Game, attacker: GameObject) -> Iterable[BlockersNeeded]:
    """CR 702.111b: a creature with menace can't be blocked except by two or more creatures."""
    if game.has_keyword(attacker.id, "menace"):
        return (_kernel.blockers_needed(2, "has menace", rule="702.111b"),)
    return ()


@hookimpl
def manastack_cost_increases(game: Game, spell: Spell) -> Iterable[CostChange]:
    """CR 601.2f: the cost increases printed on permanents (604.1) and on the spell (113.6d)."""
    return _kernel.printed_cost_changes(game, spell, increase=True)


@hookimpl
def manastack_cost_reductions(game: Game, spell: Spell) -> Iterable[CostChange]:
    """CR 601.2f: the cost reductions printed on permanents (604.1) and on the spell (113.6d)."""
    return _kernel.printed_cost_changes(game, spell, increase=False)


@hookimpl
def manastack_cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 601.2e: the kernel's reasons a spell can't be cast.

    * CR 101.2, 604.1: the casting prohibitions of permanents' static abilities
      ("Noncreature spells with mana value 4 or greater can't be cast",
      :class:`manastack.model.spells.CastProhibition`), asked also while legal actions are listed;
    * CR 601.2c: a target whose legality depends on another target of the same spell
      ("target player shuffles up to three target cards from their graveyard"). An
      instruction takes part with a ``target_restriction(game, spell, offset)`` method
      returning reasons (``offset``: where its mode's targets start among the spell's).
    """
    reasons = _kernel.prohibition_reasons(game, spell)
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
