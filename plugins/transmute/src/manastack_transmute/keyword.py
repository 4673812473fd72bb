"""Transmute's activated ability and its search (CR 702.53a, 113.6b)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import attrs
from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    Context,
    DiscardSelf,
    Instruction,
    Mode,
    ObjectFilter,
    SearchLibrary,
    Zone,
)
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_transmute import PLUGIN

if TYPE_CHECKING:
    from manastack.api import Game, GameObject

__all__ = ["SearchSameManaValue", "TransmuteAbility"]

#: The effect's words, as 702.53a says them.
EFFECT_TEXT = ("Search your library for a card with the same mana value as the discarded card, "
               "reveal it, put it into your hand, then shuffle.")


@frozen
class TransmuteAbility(ActivatedAbility):
    """"[Cost], Discard this card: Search your library for a card with the same mana value as
    the discarded card, reveal it, put it into your hand, then shuffle. Activate only as a
    sorcery." (702.53a), functioning in the hand only (113.6b)."""

    keyword: str = field(default="transmute", kw_only=True)
    plugin: str = field(default=PLUGIN, kw_only=True, eq=False)


@frozen
class SearchSameManaValue(Instruction):
    """CR 702.53a, 701.23: search for a card with the mana value of the discarded card, as
    it last existed in the hand (608.2h: it is a new object in the graveyard, 400.7)."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        if ctx.source is None:
            return
        cost = game.last_known_chars(ctx.source).mana_cost
        value = cost.mana_value() if cost is not None else 0  # 202.3: X is 0 off the stack
        game.log_event("transmute", f"transmute: {ctx.source_name} was discarded, mana value "
                       f"{value}: its owner searches for a card with mana value {value}",
                       rule="702.53a", source=ctx.source)

        def same_value(g: Game, obj: GameObject) -> bool:
            return g.mana_value(obj.id) == value

        found = ObjectFilter(predicate=same_value, text=f"a card with mana value {value}")
        SearchLibrary(filter=found, to=Zone.HAND, reveal=True, shuffle=True,
                      text=self.text).run(ctx)


def build(match: re.Match[str]) -> TransmuteAbility | None:
    """"Transmute {1}{U}{B}": the printed cost plus "Discard this card" (702.53a), sorcery
    speed (602.5d); a cost the grammar can't read is no match."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None
    cost = attrs.evolve(cost, parts=(*cost.parts, DiscardSelf(text="Discard this card")))
    effect = Mode(instructions=(SearchSameManaValue(text=EFFECT_TEXT),), text=EFFECT_TEXT)
    return TransmuteAbility(cost=cost, effect=effect, zones=(Zone.HAND.value,),
                            sorcery_speed=True, text=match.group(0))
