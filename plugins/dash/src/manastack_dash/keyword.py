"""The dash keyword's value and the work of its hooks (CR 702.109)."""

from __future__ import annotations

import re
from collections.abc import Iterable

from attrs import frozen

from manastack.api import (
    AlternativeCostAbility,
    CastingPermission,
    ContinuousEffect,
    Cost,
    Game,
    GameObject,
    HandAlternativeCost,
    KeywordAbility,
    ManaCost,
    Zone,
)
from manastack_dash import MARK, PERMISSION, PLUGIN


@frozen
class DashAbility(AlternativeCostAbility):
    """"Dash [cost]" (702.109a): the alternative cost the card may be cast for."""


#: CR 702.109a, 118.9: cast from the hand for the dash cost.
FROM_HAND = HandAlternativeCost(name=PERMISSION, plugin=PLUGIN, ability=DashAbility,
                                rule="702.109a", mark=MARK)


def build(match: re.Match[str]) -> DashAbility:
    """CR 702.109a: the dash cost, as the card's alternative cost."""
    return DashAbility(keyword="dash", cost=Cost(mana=ManaCost.parse(match["mana"])),
                       text=match.group(0), plugin=PLUGIN)


def dashed(obj: GameObject | None) -> bool:
    """CR 702.109a: is ``obj`` the permanent a spell cast for its dash cost became (608.3)?
    One that left the battlefield and came back is a new object (400.7), not dashed."""
    return FROM_HAND.became(obj)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.109a, 118.9, 601.2b: cast a card from your hand paying its dash cost instead
    (only the hand: another zone's permission carries its own alternative cost, 118.9a)."""
    return FROM_HAND.permissions(game, player)


def entered(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.109a, 603.7a: as the dashed spell becomes the permanent, a delayed triggered
    ability "at the beginning of the next end step, return it to its owner's hand"."""
    if old.zone is not Zone.STACK or not dashed(new):
        return
    assert new is not None
    from manastack.api import (
        Context,
        CreateDelayedTrigger,
        FixedObjects,
        ItRef,
        Mode,
        ReturnToHand,
        Step,
    )

    game.log_event("effect", f"dash: {new} was cast for its dash cost: it has haste, and it "
                   "returns to its owner's hand at the beginning of the next end step",
                   rule="702.109a", source=new.id)
    text = "return it to its owner's hand at the beginning of the next end step"
    back = Mode(instructions=(ReturnToHand(what=ItRef()),), text=text)
    ctx = Context(game, controller=new.controller, source=new.id, source_lki=new)
    CreateDelayedTrigger(event="step_begins", step=Step.END, effect=back,
                         what=FixedObjects((new.id,)), text=text).run(ctx)


def haste_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.109a: "as long as this permanent's dash cost was paid, it has haste"."""
    from manastack.api import AddAbilities

    ids = tuple(o.id for o in game.battlefield() if dashed(o))
    if not ids:
        return []
    haste = KeywordAbility(keyword="haste", text="haste (dash)", plugin=PLUGIN)
    return [ContinuousEffect(parts=(AddAbilities((haste,)),), objects=ids, rule="702.109a",
                             text="its dash cost was paid: it has haste")]
