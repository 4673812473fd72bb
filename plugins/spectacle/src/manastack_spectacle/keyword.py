"""The spectacle keyword's value and its hook's work (CR 702.137)."""

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
from manastack_spectacle import PERMISSION, PLUGIN


@frozen
class SpectacleAbility(AlternativeCostAbility):
    """"Spectacle [cost]" (702.137a): the alternative cost the card may be cast for."""


def build(match: re.Match[str]) -> SpectacleAbility:
    """CR 702.137a: the spectacle cost, as the card's alternative cost."""
    return SpectacleAbility(keyword="spectacle", cost=Cost(mana=ManaCost.parse(match["mana"])),
                            text=match.group(0), plugin=PLUGIN)


def opponent_lost_life(game: Game, player: int) -> bool:
    """CR 702.137a, 119.3: has an opponent of ``player`` lost life this turn?"""
    return any(game.life_lost_this_turn(o) > 0 for o in game.opponents(player))


#: CR 702.137a, 118.9: cast from the hand for the spectacle cost, if an opponent lost life
#: this turn.
FROM_HAND = HandAlternativeCost(
    name=PERMISSION, plugin=PLUGIN, ability=SpectacleAbility, rule="702.137a",
    condition=opponent_lost_life,
    label=lambda a: f"for its spectacle cost {a.cost.mana} (an opponent lost life this turn)")


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.137a, 118.9, 601.2b: cast a card from your hand paying its spectacle cost
    instead, if an opponent lost life this turn (only the hand: another zone's permission
    carries its own alternative cost, which can't be combined, 118.9a)."""
    return FROM_HAND.permissions(game, player)


def log_cast(game: Game, spell: Spell) -> None:
    """CR 702.137a: name the opponents whose loss of life this turn allowed the cost."""
    losers = ", ".join(f"{game.player(o)} lost {game.life_lost_this_turn(o)}"
                       for o in game.opponents(spell.controller)
                       if game.life_lost_this_turn(o) > 0)
    game.log_event("cost", f"spectacle: {game.obj(spell.obj)} was cast for its spectacle cost "
                   f"({losers} life this turn)", rule="702.137a", source=spell.obj)
