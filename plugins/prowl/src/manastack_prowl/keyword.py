"""The prowl keyword's value, its sentences and its hooks' work (CR 702.76)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import (
    AlternativeCostAbility,
    CastingPermission,
    Cost,
    Game,
    HandAlternativeCost,
    ManaCost,
)
from manastack_prowl import PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import CombatDamageToPlayer, Spell

RULE = "702.76a"


@frozen
class ProwlAbility(AlternativeCostAbility):
    """"Prowl [cost]" (702.76a): the alternative cost the card may be cast for."""


def build(match: re.Match[str]) -> ProwlAbility:
    """CR 702.76a: the prowl cost, as the card's alternative cost."""
    return ProwlAbility(keyword="prowl", cost=Cost(mana=ManaCost.parse(match["mana"])),
                        text=match.group(0), plugin=PLUGIN)


def _hits_by(game: Game, player: int) -> list[CombatDamageToPlayer]:
    """CR 702.76a: the combat damage dealt to a player this turn by a source under
    ``player``'s control at the time it dealt that damage (the kernel's record keeps the
    source as it was then, 510.2, 603.10)."""
    return [dealt for dealt in game.combat_damage_to_players_this_turn()
            if dealt.controller == player and dealt.amount > 0]


def shared_creature_types(game: Game, player: int, card: int) -> tuple[str, ...]:
    """CR 702.76a: the creature types of ``card`` (as it is now, in the hand: changeling's
    every type included, 702.73a) that a source ``player`` controlled had as it dealt
    combat damage to a player this turn."""
    mine = game.chars(card).type_line.subtypes_of("creature")
    if not mine:
        return ()  # CR 702.76a: a spell with no creature type can't share one
    had: set[str] = set()
    for dealt in _hits_by(game, player):
        had.update(dealt.chars.type_line.subtypes_of("creature"))
    return tuple(t for t in mine if t in had)


def any_combat_damage_by(game: Game, player: int) -> bool:
    """The cheap first check: did any source ``player`` controlled deal combat damage to a
    player this turn (without it, no card of theirs may prowl)?"""
    return bool(_hits_by(game, player))


#: CR 702.76a, 118.9: cast from the hand for the prowl cost; each card's own creature types
#: are checked by :func:`casting_permissions`.
FROM_HAND = HandAlternativeCost(
    name=PERMISSION, plugin=PLUGIN, ability=ProwlAbility, rule=RULE,
    condition=any_combat_damage_by,
    label=lambda a: f"for its prowl cost {a.cost.mana} (a source you controlled with one of "
                    "its creature types dealt combat damage to a player this turn)")


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.76a, 118.9, 601.2b: cast a card from your hand paying its prowl cost instead, if
    a source you controlled that had any of that card's creature types dealt combat damage to
    a player this turn (only the hand: another zone's permission carries its own alternative
    cost, which can't be combined, 118.9a)."""
    return [p for p in FROM_HAND.permissions(game, player)
            if shared_creature_types(game, player, p.obj)]


def log_cast(game: Game, spell: Spell) -> None:
    """CR 702.76a: name the creature types shared with a source that dealt combat damage."""
    shared = ", ".join(shared_creature_types(game, spell.controller, spell.obj)) or "?"
    game.log_event("cost", f"prowl: {game.obj(spell.obj)} was cast for its prowl cost (a "
                   f"{shared} its caster controlled dealt combat damage to a player this "
                   "turn)", rule=RULE, source=spell.obj)


# --------------------------------------------------------------------------
# Was its prowl cost paid? (CR 702.76a, 118.9)
# --------------------------------------------------------------------------


def prowl_paid(spell: Spell | None) -> bool:
    """CR 702.76a: was ``spell`` cast for its prowl cost (the permission it was cast with; a
    copy of a spell copies the choice of an alternative cost, 707.10)?"""
    return FROM_HAND.cast_with(spell)
