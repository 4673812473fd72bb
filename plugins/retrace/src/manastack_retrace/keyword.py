"""The retrace keyword's values and the work of its hook (CR 702.81).

Imported by the first card with retrace read, or the first hook call of a game:
``manastack_retrace`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import (
    Ability,
    Cost,
    DiscardCost,
    GraveyardCast,
    KeywordAbility,
    ObjectFilter,
    mana_cost_and,
)
from manastack_retrace import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
# (GraveyardCast's module holds values only, its methods import the engine's services)
if TYPE_CHECKING:
    from manastack.api import Characteristics

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
    return mana_cost_and(ch, DISCARD_A_LAND_CARD)


def _build(match: re.Match[str]) -> Ability:
    """"Retrace": the keyword alone, its reminder text removed by the reader."""
    return RetraceAbility(keyword=KEYWORD, text="Retrace", plugin=PLUGIN)


#: CR 702.81a: cast from your graveyard paying its mana cost and discarding a land card
#: (not an alternative cost, 118.9). The card's own timing applies, and nothing replaces
#: where it goes afterwards (unlike flashback, 702.34a).
RETRACE = GraveyardCast(name=KEYWORD, plugin=PLUGIN, ability=RetraceAbility, rule=RULE,
                        cost=lambda _ability, ch: retrace_cost(ch), alternative=False)
