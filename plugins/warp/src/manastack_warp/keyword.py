"""The warp keyword's value and the work of its hooks (CR 702.185)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import (
    AlternativeCostAbility,
    CastingPermission,
    Game,
    GameObject,
    HandAlternativeCost,
    Zone,
)
from manastack_warp import FROM_EXILE, MARK, PERMISSION, PLUGIN, WARPED

if TYPE_CHECKING:
    from manastack.api import Context
    from manastack_grammar.api import Builder



@frozen
class WarpAbility(AlternativeCostAbility):
    """"Warp [cost]" (702.185a): the alternative cost the card may be cast for from the
    hand."""


#: CR 702.185a, 118.9: cast from the hand for the warp cost.
FROM_HAND = HandAlternativeCost(name=PERMISSION, plugin=PLUGIN, ability=WarpAbility,
                                rule="702.185a", mark=MARK)


def build(match: re.Match[str], b: Builder) -> WarpAbility | None:
    """CR 702.185a: the warp cost, as the card's alternative cost (mana, or mana and other
    costs after a dash, 118.9); None (not understood, the line quoted) when the cost can't
    be read."""
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    if cost is None:
        return None
    return WarpAbility(keyword="warp", cost=cost, text=match.group(0), plugin=PLUGIN)


def warped(obj: GameObject | None) -> bool:
    """CR 702.185a: is ``obj`` the permanent a spell cast for its warp cost became (608.3)?
    One that left the battlefield and came back is a new object (400.7), not warped."""
    return FROM_HAND.became(obj)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.185a, 118.9, 601.2b: cast a card from your hand paying its warp cost instead
    (each instance its own permission); and cast a warped card you own from exile after the
    turn it was exiled ended, for its mana cost at its own timing."""
    out = FROM_HAND.permissions(game, player)
    now = game.state.turn.number
    for oid in game.ids_in(Zone.EXILE):
        obj = game.obj(oid)
        exiled_on = obj.tags.get(WARPED)
        if obj.owner != player or not isinstance(exiled_on, int) or exiled_on >= now:
            continue  # "after the current turn has ended" (702.185a)
        out.append(CastingPermission(
            name=FROM_EXILE, obj=oid, zone=Zone.EXILE, alternative=False, plugin=PLUGIN,
            label="warped, from exile", data={"rule": "702.185a"}))
    return out


def entered(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.185a, 603.7a, 608.3g: as the warped spell becomes the permanent, a delayed
    triggered ability "exile the permanent this spell becomes at the beginning of the next
    end step"."""
    if old.zone is not Zone.STACK or not warped(new):
        return
    assert new is not None
    from manastack.api import Context, CreateDelayedTrigger, Custom, FixedObjects, Mode, Step

    game.log_event("effect", f"warp: {new} was cast for its warp cost: it is exiled at the "
                   "beginning of the next end step", rule="702.185a", source=new.id)
    text = "exile it at the beginning of the next end step"
    exile = Mode(instructions=(Custom(exile_warped),), text=text)
    ctx = Context(game, controller=new.controller, source=new.id, source_lki=new)
    CreateDelayedTrigger(event="step_begins", step=Step.END, effect=exile,
                         what=FixedObjects((new.id,)), text=text).run(ctx)


def exile_warped(ctx: Context) -> None:
    """CR 702.185a-b: exile the permanent; the card is a warped card (702.185b) its owner
    may cast after this turn; gone already, the trigger does nothing (603.7c, 400.7)."""
    game = ctx.game
    turn = game.state.turn.number
    for oid in ctx.it:
        obj = game.find(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            game.log_event("effect", "warp: the permanent is no longer on the battlefield: "
                           "nothing is exiled", rule="603.7c")
            continue
        new = game.move(obj.id, Zone.EXILE, cause="warp", rule="702.185a")
        if new is None or new.zone is not Zone.EXILE:
            continue
        game.set_object(new.replace(tags={**new.tags, WARPED: turn}))
        game.log_event("effect", f"warp: {new.card.name} is exiled; its owner may cast it "
                       "from exile after this turn, as long as it remains exiled",
                       rule="702.185a", source=new.id)
