"""The offspring keyword's triggered ability and additional cost (CR 702.175)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    AdditionalCost,
    Card,
    Cost,
    Game,
    GameObject,
    KeywordTrigger,
    Spell,
    copy_except,
)
from manastack_offspring import COST_NAME, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Context
    from manastack_grammar.api import Builder

#: CR 702.175a: the triggered ability offspring stands for.
TRIGGER_TEXT = ("When this permanent enters, if its offspring cost was paid, create a token "
                "that's a copy of it, except it's 1/1.")


@frozen
class OffspringTrigger(KeywordTrigger):
    """"Offspring [cost]" (702.175a): the enters trigger, with the additional cost it asks
    about."""

    cost: Cost = field(factory=Cost, kw_only=True)


def cost_name(index: int) -> str:
    """The additional cost's name of the ``index``-th instance (702.175b: each separate)."""
    return COST_NAME if index == 0 else f"{COST_NAME} {index + 1}"


def instances(abilities: Iterable[object]) -> list[OffspringTrigger]:
    return [a for a in abilities if isinstance(a, OffspringTrigger)]


def _index(abilities: list[OffspringTrigger], ability: OffspringTrigger) -> int:
    """Which instance ``ability`` is (the same object first, else an equal one)."""
    for i, a in enumerate(abilities):
        if a is ability:
            return i
    return abilities.index(ability) if ability in abilities else 0


def build(match: re.Match[str], b: Builder) -> OffspringTrigger | None:
    """CR 702.175a: the offspring cost and its enters trigger with an intervening "if"
    (603.4); None (not understood) when the cost can't be read."""
    from manastack.api import CreateTokenCopy, Custom, Mode, SourceRef, TriggerCondition
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.parts:
        return None
    made: list[OffspringTrigger] = []

    def paid(game: Game, source: GameObject) -> bool:
        return instance_paid(game, source, made[0])

    copy = CreateTokenCopy(of=SourceRef(), use_lki=True, modify=one_one,
                           text="create a token that's a copy of it, except it's 1/1")
    effect = Mode(instructions=(Custom(announce), copy), text=TRIGGER_TEXT)
    ability = OffspringTrigger(
        trigger=TriggerCondition("enters", self_only=True, intervening_if=paid,
                                 text="When this permanent enters, if its offspring cost was "
                                 "paid"),
        effect=effect, keyword="offspring", plugin=PLUGIN, text=match.group(0), cost=cost)
    made.append(ability)
    return ability


def one_one(card: Card) -> Card:
    """CR 707.9b: "except it's 1/1" is part of the token's copiable values; a power and
    toughness-defining ability of the card is not copied (707.9d)."""
    return copy_except(card, power="1", toughness="1")


def announce(ctx: Context) -> None:
    ctx.game.log_event("effect", "offspring: its offspring cost was paid: create a token "
                       "that's a copy of it, except it's 1/1", rule="702.175a",
                       source=ctx.source)


def instance_paid(game: Game, source: GameObject, ability: OffspringTrigger) -> bool:
    """CR 702.175a-b, 603.4: was this instance's offspring cost paid for the spell the
    permanent was? A permanent that left and came back is a new object (400.7), never."""
    spell = source.tags.get("cast")
    if not isinstance(spell, Spell):
        return False
    # gone before it resolves (603.4): the permanent as it last existed (608.2h)
    abilities = game.chars(source.id).abilities if game.find(source.id) is not None \
        else source.card.abilities
    return spell.paid_additional(cost_name(_index(instances(abilities), ability))) > 0


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.175a-b, 601.2b: each instance's offspring cost, optional, paid separately."""
    found = game.find(spell.obj)
    abilities = game.chars(found.id).abilities if found is not None else spell.card.abilities
    return [AdditionalCost(name=cost_name(i), cost=a.cost, optional=True, plugin=PLUGIN,
                           label=f"offspring {a.cost}")
            for i, a in enumerate(instances(abilities))]
