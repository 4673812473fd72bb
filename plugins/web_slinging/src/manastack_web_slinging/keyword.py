"""The web-slinging keyword's value and the work of its hook (CR 702.188)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import AlternativeCostAbility, CastingPermission, Game, HandAlternativeCost
from manastack_web_slinging import PLUGIN, WEB_SLINGING

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

#: CR 702.188a: the part of the alternative cost besides the mana.
RETURN_A_TAPPED_CREATURE = "Return a tapped creature you control to its owner's hand"


@frozen
class WebSlingingAbility(AlternativeCostAbility):
    """"Web-slinging [cost]" (702.188a): the alternative cost the card may be cast for."""


#: CR 702.188a, 118.9: cast from the hand for the web-slinging cost.
FROM_HAND = HandAlternativeCost(name=WEB_SLINGING, plugin=PLUGIN, ability=WebSlingingAbility,
                                rule="702.188a")


def build(match: re.Match[str], b: Builder) -> WebSlingingAbility | None:
    """CR 702.188a: "[cost] and returning a tapped creature you control to its owner's
    hand", read by the card reader as one cost; None (not understood) if it can't be."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(f"{match['mana']}, {RETURN_A_TAPPED_CREATURE}", b)
    except NotUnderstood:
        return None
    if cost.unpayable or len(cost.parts) != 1:
        return None
    return WebSlingingAbility(keyword=WEB_SLINGING, cost=cost, text=match.group(0),
                              plugin=PLUGIN)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.188a, 118.9, 601.2b: cast a card from your hand paying its web-slinging cost
    instead (only the hand: another zone's permission has its own alternative cost, 118.9a)."""
    return FROM_HAND.permissions(game, player)
