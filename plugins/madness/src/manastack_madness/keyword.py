"""The madness keyword's values and the work of its hooks (CR 702.35).

Imported by the first card with madness read, or the first hook call of a game:
``manastack_madness`` itself (the entry point) stays light (docs/plugin-guide.rst,
"Keep the entry module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    Ability,
    Context,
    Cost,
    Instruction,
    KeywordAbility,
    KeywordTrigger,
    Mode,
    ResolutionCast,
    TriggerCondition,
    Zone,
)
from manastack_grammar.api import Builder, NotUnderstood, parse_cost
from manastack_madness import KEYWORD, PLUGIN, RULE

# the engine's names are imported from the API inside the functions that run them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Game, GameObject, Replacement, ZoneMove

__all__ = ["EVENT", "CastForMadness", "MadnessAbility", "madness_cost"]

#: The event the madness trigger listens for: the card exiled by its own replacement.
EVENT = "exiled_with_madness"


@frozen
class MadnessAbility(KeywordAbility):
    """"Madness [cost]" (CR 702.35a): the replacement's half, carrying the madness cost."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return self.text or f"Madness {self.cost}"


def madness_cost(obj_abilities: Sequence[Ability]) -> Cost | None:
    """The madness cost of the first madness ability among ``obj_abilities``."""
    for ability in obj_abilities:
        if isinstance(ability, MadnessAbility):
            return ability.cost
    return None


#: CR 702.35b: the exiled card cast while its madness trigger resolves.
CAST = ResolutionCast(name=KEYWORD, plugin=PLUGIN, zone=Zone.EXILE, cost_of=madness_cost,
                      rule=RULE, cast_rule="702.35b")


@frozen
class CastForMadness(Instruction):
    """"Its owner may cast it by paying [cost] rather than paying its mana cost. If that
    player doesn't, they put this card into their graveyard." (CR 702.35a-b)

    Done only if the card is still the object that was exiled (400.7: gone from exile, it is a
    new object and the ability does nothing). The owner chooses; the cast is the kernel's,
    through the permission "madness" (an alternative cost, 601.2b, 601.2f-h, timing ignored as
    an effect allows it during its resolution, 608.2g); a cast that can't be made (a cost
    that can't be paid) is undone (732) and the card goes to the graveyard."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        card = game.find(ctx.source) if ctx.source is not None else None
        if card is None or card.zone is not Zone.EXILE:
            game.log_event("madness", "the card is no longer in exile: madness does nothing "
                           "(CR 400.7)", rule=RULE)
            return
        cost = madness_cost(game.chars(card.id).abilities)
        cast, failure = CAST.offer(game, card, cost)
        if cast:
            game.log_event("madness", f"{card.card.name} is cast for its madness cost {cost}",
                           rule="702.35b", source=card.id)
            return
        if failure is not None:
            game.log_event("madness", f"{card.card.name} can't be cast for its madness cost "
                           f"({failure})", rule="702.35b", source=card.id)
        game.move(card.id, Zone.GRAVEYARD, cause="effect", rule=RULE)


def _trigger(text: str) -> KeywordTrigger:
    return KeywordTrigger(
        trigger=TriggerCondition(event=EVENT, self_only=True,
                                 text="When this card is exiled this way"),
        effect=Mode(instructions=(CastForMadness(text=text),), text=text),
        keyword=KEYWORD, plugin=PLUGIN,
        text="When this card is exiled this way, its owner may cast it by paying its madness "
             "cost rather than paying its mana cost. If that player doesn't, they put this card "
             "into their graveyard.",
    )


def _build(match: re.Match[str]) -> Sequence[Ability] | None:
    """"Madness {1}{R}", "Madness {0}": the replacement's ability and the trigger."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None  # a cost the grammar can't read: the line stays unrecognised, never guessed
    if cost.parts or cost.unpayable:
        return None  # only mana madness costs are printed; anything else is not guessed
    text = match.group(0)
    return (MadnessAbility(keyword=KEYWORD, cost=cost, text=text, plugin=PLUGIN),
            _trigger(f"cast it for its madness cost {cost}"))


# --------------------------------------------------------------------------
# What the hooks run (manastack_madness's hook implementations call these)
# --------------------------------------------------------------------------


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.35a: "If a player would discard this card, that player discards it, but exiles
    it instead of putting it into their graveyard" (the static ability functions in the hand)."""
    obj = move.obj
    if move.cause != "discard" or obj.zone is not Zone.HAND or move.to_zone is not Zone.GRAVEYARD:
        return ()  # every other move (asked on each one): nothing looked up
    if madness_cost(game.chars(obj.id).abilities) is None:
        return ()
    from manastack.api import exile_instead

    return (exile_instead(
        f"madness:{obj.id}",
        f"{obj.card.name} has madness: discarded, it is exiled instead of put into the graveyard",
        rule=RULE,
    ),)


def zone_changed(game: Game, old: GameObject, new: GameObject | None, move: ZoneMove) -> None:
    """CR 702.35a: "When this card is exiled this way" -- the card exiled by its own madness
    replacement triggers its madness ability, which functions in exile."""
    if new is None or new.zone is not Zone.EXILE or f"madness:{old.id}" not in move.applied:
        return
    from manastack.api import trigger_ability

    for ability in game.chars(new.id).abilities:
        if isinstance(ability, KeywordTrigger) and ability.keyword == KEYWORD:
            trigger_ability(game, new.id, ability, rule=RULE, obj=new.id, player=new.owner)
            return


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.35a-b: while its madness trigger resolves, the owner may cast the exiled card by
    paying its madness cost rather than its mana cost (an alternative cost, 118.9)."""
    return CAST.permissions(game, player)
