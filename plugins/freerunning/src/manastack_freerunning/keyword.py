"""The freerunning keyword's value and its hooks' work (CR 702.173)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from attrs import frozen

from manastack.api import (
    AlternativeCostAbility,
    CastingPermission,
    Cost,
    Game,
    HandAlternativeCost,
    ManaCost,
    Spell,
)
from manastack_freerunning import PERMISSION, PLUGIN


@frozen
class FreerunningAbility(AlternativeCostAbility):
    """"Freerunning [cost]" (702.173a): the alternative cost the card may be cast for."""


def build(match: re.Match[str]) -> FreerunningAbility:
    """CR 702.173a: the freerunning cost, as the card's alternative cost."""
    return FreerunningAbility(keyword="freerunning",
                              cost=Cost(mana=ManaCost.parse(match["mana"])),
                              text=match.group(0), plugin=PLUGIN)


def assassin_dealt_combat_damage(game: Game, player: int) -> bool:
    """CR 702.173a: was a player dealt combat damage this turn by a creature that was an
    Assassin creature under ``player``'s control at the time it dealt that damage? The
    kernel's record keeps the source as it was then (510.2, 603.10). (No commander exists
    in the kernel's games, CR 903: that branch never holds.)"""
    return any(dealt.controller == player and dealt.chars.is_creature
               and dealt.chars.type_line.has_subtype("Assassin")
               for dealt in game.combat_damage_to_players_this_turn())


#: CR 702.173a, 118.9: cast from the hand for the freerunning cost, if the condition holds.
FROM_HAND = HandAlternativeCost(
    name=PERMISSION, plugin=PLUGIN, ability=FreerunningAbility, rule="702.173a",
    condition=assassin_dealt_combat_damage,
    label=lambda a: f"for its freerunning cost {a.cost.mana} (an Assassin you controlled "
                    "dealt combat damage to a player this turn)")


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.173a, 118.9, 601.2b: cast a card from your hand paying its freerunning cost
    instead (only the hand: another zone's permission carries its own alternative cost,
    which can't be combined, 118.9a)."""
    return FROM_HAND.permissions(game, player)


def log_cast(game: Game, spell: Spell) -> None:
    """CR 702.173a: say why the freerunning cost could be paid."""
    game.log_event("cost", f"freerunning: {game.obj(spell.obj)} was cast for its freerunning "
                   "cost (an Assassin creature its caster controlled dealt combat damage to a "
                   "player this turn)", rule="702.173a", source=spell.obj)
