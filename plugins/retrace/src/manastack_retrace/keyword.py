"""The retrace keyword's values and the work of its hook (CR 702.81).

Imported by the first card with retrace read, or the first hook call of a game:
``manastack_retrace`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import UNPAYABLE, Ability, Cost, DiscardCost, KeywordAbility, ObjectFilter, Zone
from manastack_retrace import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Characteristics, Game

__all__ = ["DISCARD_A_LAND_CARD", "RetraceAbility", "retrace_cost"]


@frozen
class RetraceAbility(KeywordAbility):
    """"Retrace" (CR 702.81a): no cost of its own; the cast pays the card's mana cost and
    discards a land card."""

    def __str__(self) -> str:
        return self.text or "Retrace"


#: CR 702.81a: "discarding a land card as an additional cost" (a card with the type land in
#: its owner's hand, 205.2a, 701.9a).
DISCARD_A_LAND_CARD = DiscardCost(count=1, filter=ObjectFilter(types=("Land",)),
                                  text="Discard a land card")


def retrace_cost(ch: Characteristics) -> Cost:
    """The total a retrace cast starts from: the mana cost and the land discarded (601.2f).

    The discard is an additional cost (702.81a, 118.8): it is paid with the mana cost,
    never instead of it. A card with no mana cost (202.1b) can't be cast this way (118.6).
    """
    if ch.mana_cost is None:
        return UNPAYABLE
    return Cost(mana=ch.mana_cost, parts=(DISCARD_A_LAND_CARD,))


def _build(match: re.Match[str]) -> Ability:
    """"Retrace": the keyword alone, its reminder text removed by the reader."""
    return RetraceAbility(keyword=KEYWORD, text="Retrace", plugin=PLUGIN)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.81a: cast a card with retrace from your graveyard by paying its mana cost and
    discarding a land card (601.2b, 601.2f-h).

    The permission is not an alternative cost (``alternative=False``, 118.9): its cost is the
    mana cost with the additional discard. The card's own timing applies (timing ``None``),
    and nothing replaces where it goes afterwards (unlike flashback, 702.34a).
    """
    from manastack.api import CastingPermission

    out: list[CastingPermission] = []
    for oid in game.with_keyword(KEYWORD, Zone.GRAVEYARD, player):
        ch = game.chars(oid)
        if not any(isinstance(a, RetraceAbility) for a in ch.abilities):
            continue
        cost = retrace_cost(ch)
        out.append(CastingPermission(
            name=KEYWORD, obj=oid, zone=Zone.GRAVEYARD, cost=cost, alternative=False,
            plugin=PLUGIN, label=f"retrace ({cost})", data={"rule": RULE},
        ))
    return out
