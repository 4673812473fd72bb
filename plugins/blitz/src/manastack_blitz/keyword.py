"""The blitz keyword's value and the work of its hooks (CR 702.152a)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import (
    Ability,
    AlternativeCostAbility,
    CastingPermission,
    ContinuousEffect,
    Game,
    GameObject,
    HandAlternativeCost,
    KeywordAbility,
    Zone,
)
from manastack_blitz import MARK, PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack_grammar.api import Builder

#: CR 702.152a: the triggered ability a blitzed permanent has.
DIES_TEXT = "When this permanent is put into a graveyard from the battlefield, draw a card."


@frozen
class BlitzAbility(AlternativeCostAbility):
    """"Blitz [cost]" (702.152a): the alternative cost the card may be cast for."""


#: CR 702.152a, 118.9: cast from the hand for the blitz cost.
FROM_HAND = HandAlternativeCost(name=PERMISSION, plugin=PLUGIN, ability=BlitzAbility,
                                rule="702.152a", mark=MARK)


def build(match: re.Match[str], b: Builder) -> BlitzAbility | None:
    """CR 702.152a: the blitz cost, as the card's alternative cost (mana, or mana and other
    costs after a dash, 118.9); None (not understood, the line quoted) when the cost can't
    be read."""
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    if cost is None:
        return None
    return BlitzAbility(keyword="blitz", cost=cost, text=match.group(0), plugin=PLUGIN)


def blitzed(obj: GameObject | None) -> bool:
    """CR 702.152a: is ``obj`` the permanent a spell cast for its blitz cost became (608.3)?
    One that left the battlefield and came back is a new object (400.7), not blitzed."""
    return FROM_HAND.became(obj)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.152a, 118.9, 601.2b: cast a card from your hand paying its blitz cost instead;
    one instance of blitz per cast (702.152b): each is its own permission."""
    return FROM_HAND.permissions(game, player)


def entered(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 702.152a, 603.7a: as the blitzed spell becomes the permanent, a delayed triggered
    ability "sacrifice the permanent this spell becomes at the beginning of the next end
    step"."""
    if old.zone is not Zone.STACK or not blitzed(new):
        return
    assert new is not None
    from manastack.api import (
        Context,
        CreateDelayedTrigger,
        FixedObjects,
        ItRef,
        Mode,
        SacrificeObjects,
        Step,
    )

    game.log_event("effect", f"blitz: {new} was cast for its blitz cost: it has haste and "
                   "\"when it dies, draw a card\", and it is sacrificed at the beginning of "
                   "the next end step", rule="702.152a", source=new.id)
    text = "sacrifice it at the beginning of the next end step"
    sacrifice = Mode(instructions=(SacrificeObjects(ItRef(), text="sacrifice it"),), text=text)
    ctx = Context(game, controller=new.controller, source=new.id, source_lki=new)
    CreateDelayedTrigger(event="step_begins", step=Step.END, effect=sacrifice,
                         what=FixedObjects((new.id,)), text=text).run(ctx)


def blitz_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.152a: "as long as this permanent's blitz cost was paid, it has haste and 'When
    this permanent is put into a graveyard from the battlefield, draw a card.'" (613.1f)."""
    ids = tuple(o.id for o in game.battlefield() if blitzed(o))
    if not ids:
        return []
    from manastack.api import AddAbilities

    return [ContinuousEffect(parts=(AddAbilities(granted()),), objects=ids, rule="702.152a",
                             text="its blitz cost was paid: it has haste and \"when it dies, "
                             "draw a card\"")]


def granted() -> tuple[Ability, ...]:
    """The two abilities a blitzed permanent has (702.152a): haste, and the dies trigger
    (700.4: "is put into a graveyard from the battlefield" is "dies")."""
    from manastack.api import Draw, Mode, TriggerCondition, TriggeredAbility

    haste = KeywordAbility(keyword="haste", text="haste (blitz)", plugin=PLUGIN)
    draw = TriggeredAbility(trigger=TriggerCondition(event="dies", self_only=True),
                            effect=Mode(instructions=(Draw(1, text="draw a card"),),
                                        text="draw a card"),
                            text=DIES_TEXT)
    return (haste, draw)
