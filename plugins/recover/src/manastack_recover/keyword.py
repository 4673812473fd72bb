"""The recover keyword's triggered ability (CR 702.59a, 113.6, 603.10a, 118.3).

Imported by the first card with recover read: ``manastack_recover`` (the entry point) stays
light.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.api import Cost, Instruction, KeywordTrigger
from manastack_recover import PLUGIN, RECOVER

if TYPE_CHECKING:
    from manastack.api import Context, Game, GameObject
    from manastack_grammar.api import Builder

RULE = "702.59a"


def build(match: re.Match[str], b: Builder) -> KeywordTrigger | None:
    """CR 702.59a: "When a creature is put into your graveyard from the battlefield, you may
    pay [cost]. If you do, return this card from your graveyard to your hand. Otherwise,
    exile this card.", functioning only in the graveyard (113.6); None (not understood, the
    line quoted) when the cost can't be read."""
    from manastack.api import Mode, ObjectFilter, TriggerCondition
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    if cost is None:
        return None
    trigger = TriggerCondition("dies", filter=ObjectFilter(types=("Creature",)),
                               predicate=into_your_graveyard,
                               text="a creature is put into your graveyard from the "
                                    "battlefield")
    text = (f"you may pay {describe(cost)}. If you do, return this card from your graveyard "
            "to your hand. Otherwise, exile this card")
    effect = Mode(instructions=(RecoverCard(cost=cost, text=text),), text=text)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=RECOVER, optional=False,
                          zones=("graveyard",), text=match.group(0), plugin=PLUGIN)


def describe(cost: Cost) -> str:
    """The recover cost as the log reads it: "{2}{B}"."""
    parts = [*([str(cost.mana)] if not cost.mana.is_empty() else []),
             *(str(part) for part in cost.parts)]
    return ", ".join(parts) or "{0}"


def into_your_graveyard(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.59a, 404.2: "your graveyard": the creature's owner is the recover card's owner
    (a card goes to its owner's graveyard; a token too, briefly, 111.7)."""
    old = data.get("old_obj")
    return old is not None and old.owner == source.owner


@frozen
class RecoverCard(Instruction):
    """CR 702.59a: its controller may pay ``cost`` (only if all of it can be paid now,
    118.3); paid, the card returns from the graveyard to its owner's hand, otherwise it is
    exiled. A card no longer in the graveyard is a new object (400.7): nothing happens."""

    cost: Cost = field(factory=Cost)

    def run(self, ctx: Context) -> None:
        from manastack.api import Zone, pays_cost_unless

        game = ctx.game
        card = game.find(ctx.source) if ctx.source is not None else None
        if card is None or card.zone is not Zone.GRAVEYARD:
            game.log_event("resolve", "recover: the card is no longer in the graveyard, "
                           "nothing happens", rule="400.7", source=ctx.source)
            return
        if pays_cost_unless(ctx, ctx.controller, self.cost,
                            f"{card} returns to its owner's hand", rule=RULE, source=card.id):
            game.log_event("effect", f"recover: {card}'s recover cost {describe(self.cost)} "
                           "is paid, it returns from the graveyard to its owner's hand",
                           rule=RULE, source=card.id)
            game.move(card.id, Zone.HAND, rule=RULE)
        else:
            game.log_event("effect", f"recover: {card}'s recover cost {describe(self.cost)} "
                           "is not paid, it is exiled", rule=RULE, source=card.id)
            game.move(card.id, Zone.EXILE, rule=RULE)
