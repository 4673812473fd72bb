"""The jump-start keyword's values and the work of its hooks (CR 702.133).

Imported by the first card with jump-start read, or the first hook call of a game:
``manastack_jumpstart`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Ability, Cost, DiscardCost, GraveyardCast, KeywordAbility, mana_cost_and
from manastack_jumpstart import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
# (GraveyardCast's module holds values only, its methods import the engine's services)
if TYPE_CHECKING:
    from manastack.api import Characteristics

__all__ = ["DISCARD_A_CARD", "JumpStartAbility", "jump_start_cost"]


@frozen
class JumpStartAbility(KeywordAbility):
    """"Jump-start" (CR 702.133a): no cost of its own; the cast pays the card's mana cost
    and discards a card."""

    def __str__(self) -> str:
        return self.text or "Jump-start"


#: CR 702.133a: "discarding a card as an additional cost to cast it" (any card in hand, 701.9a).
DISCARD_A_CARD = DiscardCost(count=1, text="Discard a card")


def jump_start_cost(ch: Characteristics) -> Cost:
    """The total a jump-start cast starts from: the mana cost and the discard (601.2f).

    The discard is an additional cost (702.133a, 118.8): it is paid with the mana cost,
    never instead of it. A card with no mana cost (202.1b) can't be cast this way (118.6).
    """
    return mana_cost_and(ch, DISCARD_A_CARD)


def _build(match: re.Match[str]) -> Ability:
    """"Jump-start": the keyword alone, its reminder text removed by the reader."""
    return JumpStartAbility(keyword=KEYWORD, text="Jump-start", plugin=PLUGIN)


# --------------------------------------------------------------------------
# What the hooks run (manastack_jumpstart's hook implementations call these)
# --------------------------------------------------------------------------


#: CR 702.133a: cast from your graveyard paying its mana cost and discarding a card (not
#: an alternative cost, 118.9: the total cost is the mana cost plus an additional cost,
#: 601.2f); only an instant or sorcery spell (601.2e); exiled instead of going anywhere
#: else any time it would leave the stack (614.1a). The card's own timing applies.
JUMP_START = GraveyardCast(name=KEYWORD, plugin=PLUGIN, ability=JumpStartAbility, rule=RULE,
                           cost=lambda _ability, ch: jump_start_cost(ch), alternative=False,
                           label="jump-start ({cost})", instant_or_sorcery=True, exiled=True)
