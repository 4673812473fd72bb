"""The prototype keyword's value and the work of its hooks (CR 702.160, 718)."""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs
from attrs import field, frozen

from manastack.api import (
    BecomeCopy,
    Card,
    CastingPermission,
    ContinuousEffect,
    Cost,
    Game,
    GameObject,
    KeywordAbility,
    ManaCost,
    Spell,
    Zone,
    cast_as_effects,
    cast_as_spell,
)
from manastack_prototype import PERMISSION, PLUGIN


@frozen
class PrototypeAbility(KeywordAbility):
    """"Prototype [cost] — P/T" (702.160a, 718.2): the alternative mana cost, power and
    toughness the card may be cast with."""

    mana: ManaCost = field(factory=lambda: ManaCost(()), kw_only=True)
    power: str = field(default="0", kw_only=True)
    toughness: str = field(default="0", kw_only=True)

    def prototyped(self, card: Card) -> Card:
        """CR 718.3b, 105.2: ``card`` with the prototype mana cost, power and toughness, and
        the colours of that mana cost; everything else unchanged (718.5)."""
        return attrs.evolve(card, mana_cost=self.mana, power=self.power,
                            toughness=self.toughness, colors=self.mana.colors)


def build(match: re.Match[str]) -> PrototypeAbility:
    """CR 702.160a: the prototype mana cost, power and toughness."""
    return PrototypeAbility(keyword="prototype", mana=ManaCost.parse(match["mana"]),
                            power=match["power"], toughness=match["toughness"],
                            text=match.group(0), plugin=PLUGIN)


def _ability(card: Card) -> PrototypeAbility | None:
    """The card's prototype ability (718.1: one per prototype card)."""
    for ability in card.abilities:
        if isinstance(ability, PrototypeAbility):
            return ability
    return None


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 718.3, 718.3a, 601.2b: cast a card from your hand prototyped, paying its prototype
    mana cost. Not an alternative cost (118.9): the spell's mana cost is that cost, so it is
    ``alternative=False``. The permission carries the prototyped copiable values (718.3b)."""
    out: list[CastingPermission] = []
    for oid in game.with_keyword("prototype", Zone.HAND, player):
        card = game.obj(oid).card
        ability = _ability(card)
        if ability is None:
            continue
        out.append(CastingPermission(
            name=PERMISSION, obj=oid, zone=Zone.HAND, cost=Cost(mana=ability.mana),
            alternative=False, plugin=PLUGIN,
            characteristics=(BecomeCopy(ability.prototyped(card)),),
            label=f"prototyped, for {ability.mana} as a {ability.power}/{ability.toughness}",
            data={"rule": "718.3"}))
    return out


def prototyped(obj: GameObject | None) -> Spell | None:
    """CR 718.3b, 718.4: the prototyped spell ``obj`` is or, on the battlefield, became
    (608.3); in any other zone, or back on the battlefield later (a new object, 400.7), the
    card has its normal characteristics."""
    return cast_as_spell(obj, plugin=PLUGIN, permission=PERMISSION)


def prototyped_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 718.3b, 718.2a, 613.2: each prototyped spell or permanent has the prototype mana
    cost, power, toughness and colours as its copiable values, from the time it was put onto
    the stack; a copy of it copies them (718.3c-d, 707.2)."""
    return cast_as_effects(game, prototyped, rule="718.3b",
                           text="prototyped: its prototype mana cost, power, toughness and "
                           "colour")
