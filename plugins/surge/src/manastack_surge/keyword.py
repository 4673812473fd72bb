"""The surge keyword's value, its sentences and its hooks' work (CR 702.117)."""

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
from manastack_surge import PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Spell


@frozen
class SurgeAbility(AlternativeCostAbility):
    """"Surge [cost]" (702.117a): the alternative cost the card may be cast for."""


def build(match: re.Match[str]) -> SurgeAbility:
    """CR 702.117a: the surge cost, as the card's alternative cost."""
    return SurgeAbility(keyword="surge", cost=Cost(mana=ManaCost.parse(match["mana"])),
                        text=match.group(0), plugin=PLUGIN)


def cast_another_spell(game: Game, player: int) -> bool:
    """CR 702.117a: has ``player`` cast a spell this turn (counted as each spell becomes cast,
    601.2i: the spell being cast isn't counted yet, so any is "another")? The kernel has no
    teams (810), so "you or one of your teammates" is "you"."""
    return game.player(player).spells_cast_this_turn > 0


#: CR 702.117a, 118.9: cast from the hand for the surge cost, if you cast another spell this
#: turn.
FROM_HAND = HandAlternativeCost(
    name=PERMISSION, plugin=PLUGIN, ability=SurgeAbility, rule="702.117a",
    condition=cast_another_spell,
    label=lambda a: f"for its surge cost {a.cost.mana} (you cast another spell this turn)")


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.117a, 118.9, 601.2b: cast a card from your hand paying its surge cost instead,
    if you have cast another spell this turn (only the hand: another zone's permission
    carries its own alternative cost, which can't be combined, 118.9a)."""
    return FROM_HAND.permissions(game, player)


def log_cast(game: Game, spell: Spell) -> None:
    """CR 702.117a: say how many other spells the caster had cast this turn."""
    before = game.player(spell.controller).spells_cast_this_turn - 1
    game.log_event("cost", f"surge: {game.obj(spell.obj)} was cast for its surge cost "
                   f"({game.player(spell.controller)} had cast {before} other spell(s) this "
                   "turn)", rule="702.117a", source=spell.obj)


# --------------------------------------------------------------------------
# Was its surge cost paid? (CR 702.117a, 118.9)
# --------------------------------------------------------------------------


def surge_paid(spell: Spell | None) -> bool:
    """CR 702.117a: was ``spell`` cast for its surge cost (the permission it was cast with;
    a copy of a spell copies the choice of an alternative cost, 707.10)?"""
    return FROM_HAND.cast_with(spell)
