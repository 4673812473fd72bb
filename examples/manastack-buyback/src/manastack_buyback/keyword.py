"""The buyback keyword's ability and the work of its hooks (CR 702.27).

Imported by the first card with buyback read, or the first hook call of a game:
``manastack_buyback`` itself (the entry point) stays light, so that loading the
rules imports none of the card vocabulary.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Ability, CardDataError, Cost, KeywordAbility, Zone
from manastack_buyback import BUYBACK
from manastack_grammar.api import Builder, NotUnderstood, parse_cost

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Game, Replacement, Spell, ZoneMove

__all__ = ["Buyback", "buyback_cost"]


@frozen
class Buyback(KeywordAbility):
    """"Buyback [cost]" on a card (CR 702.27a); ``cost`` is the buyback cost."""

    cost: Cost = field(kw_only=True)


def _build(match: re.Match[str]) -> Ability:
    raw = match.group("cost")
    try:
        cost = parse_cost(raw, Builder(card=""))
    except NotUnderstood:
        raise CardDataError(f"buyback cost not understood: {raw!r}") from None
    return Buyback(keyword=BUYBACK, cost=cost, text=match.group(0), plugin=BUYBACK)


def buyback_cost(spell: Spell) -> Cost | None:
    """The buyback cost printed on ``spell``'s card, or None if it has no buyback."""
    for ability in spell.card.abilities:
        if isinstance(ability, Buyback):
            return ability.cost
    return None


# --------------------------------------------------------------------------
# What the hooks run (manastack_buyback's hook implementations call these)
# --------------------------------------------------------------------------


def additional_costs(spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.27a, 601.2b: the buyback cost, which the caster may choose to pay."""
    cost = buyback_cost(spell)
    if cost is None:
        return ()  # asked for every spell cast: nothing imported for most
    from manastack.api import AdditionalCost

    return [AdditionalCost(name=BUYBACK, cost=cost, optional=True, plugin=BUYBACK,
                           label=f"buyback ({cost})")]


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves.

    Only a spell *resolving* (the move of CR 608.2n) and only instead of the
    graveyard: countered (701.6a) or not resolving (608.2b), it goes to the graveyard.
    """
    obj = move.obj
    if obj.zone is not Zone.STACK or move.to_zone is not Zone.GRAVEYARD or move.cause != "resolve":
        return ()  # every other move (asked on each one): nothing imported
    spell = obj.spell
    if spell is None or spell.paid_additional(BUYBACK) == 0:
        return ()
    from manastack.api import Replacement

    return [Replacement(
        key=f"buyback:{obj.id}",
        text=f"buyback: {obj.card.name} is put into its owner's hand as it resolves",
        apply=lambda m: m.replace(to_zone=Zone.HAND),
        rule="702.27a",
    )]
