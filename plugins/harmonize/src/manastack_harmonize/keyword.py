"""The harmonize keyword's values and its hooks' work (CR 702.180)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

import attrs
from attrs import frozen

from manastack.api import (
    CastingPermission,
    Characteristics,
    Cost,
    CostChange,
    CostPart,
    Game,
    GraveyardCast,
    KeywordAbility,
    ManaCost,
    Spell,
    Zone,
)
from manastack_harmonize import PERMISSION, PLUGIN

RULE = "702.180a"


@frozen
class HarmonizeAbility(KeywordAbility):
    """"Harmonize [cost]" (702.180a): the alternative cost's mana."""

    mana: ManaCost = attrs.field(factory=ManaCost, kw_only=True)

    def __str__(self) -> str:
        return self.text or f"Harmonize {self.mana}"


@frozen
class TapChosen(CostPart):
    """"Tapping up to one untapped creature you control" of a harmonize cost, the creature
    chosen as the cost is chosen (702.180b, 601.2b) and tapped as the total cost is paid
    (601.2h). Not {T}: a creature that came under your control this turn may be tapped
    (302.6 is about {T})."""

    # the creature may be a mana source too (118.3): the payment tries both orders
    competes_with_mana: ClassVar[bool] = True
    obj: int = attrs.field(default=0, kw_only=True)

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        found = game.find(self.obj)
        return found is not None and found.zone is Zone.BATTLEFIELD and not found.tapped \
            and game.controller(self.obj) == player and game.chars(self.obj).is_creature

    def pay(self, game: Game, player: int, source: int | None) -> str:
        name = str(game.obj(self.obj))
        game.tap(self.obj, rule="702.180b")
        return f"tap {name}"


def build(match: re.Match[str]) -> HarmonizeAbility:
    """CR 702.180a: the harmonize cost's mana."""
    return HarmonizeAbility(keyword="harmonize", mana=ManaCost.parse(match["mana"]),
                            text=match.group(0), plugin=PLUGIN)


def harmonize_cost(ability: KeywordAbility, ch: Characteristics) -> Cost:
    """CR 702.180a: the harmonize cost's mana (the creature's tapping is added per
    permission)."""
    assert isinstance(ability, HarmonizeAbility)
    return Cost(mana=ability.mana)


#: CR 702.180a: cast from your graveyard for the harmonize cost (an alternative cost,
#: 118.9); exiled instead of going anywhere else any time it would leave the stack
#: (614.1a). The card's own timing applies; no card type is excluded.
HARMONIZE = GraveyardCast(name=PERMISSION, plugin=PLUGIN, ability=HarmonizeAbility, rule=RULE,
                          cost=harmonize_cost, label="for its {name} cost {cost}",
                          exiled=True)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.180a, 702.180b, 601.2b: each harmonize permission of a card in your graveyard,
    tapping no creature, and once for each untapped creature you control (the creature is
    chosen with the cost)."""
    base = HARMONIZE.permissions(game, player)
    if not base:
        return []
    creatures = [o for o in game.battlefield(player)
                 if not o.tapped and game.chars(o.id).is_creature]
    out: list[CastingPermission] = []
    for permission in base:
        out.append(permission)
        if permission.cost is None:
            continue  # never so: GraveyardCast always gives the harmonize cost
        for creature in creatures:
            part = TapChosen(obj=creature.id, text=f"tap {creature}")
            out.append(attrs.evolve(
                permission, cost=permission.cost + Cost(parts=(part,)),
                label=f"{permission.label}, tapping {creature}",
                data={**permission.data, "tap": creature.id}))
    return out


def reduction(game: Game, spell: Spell) -> list[CostChange]:
    """CR 702.180a, 601.2f: generic mana equal to the chosen creature's power (as it is now:
    it is tapped only at 601.2h, 702.180b); a power of 0 or less reduces nothing."""
    creature = spell.permission.data.get("tap")
    if not isinstance(creature, int) or game.find(creature) is None:
        return []
    power = game.power(creature)
    if power <= 0:
        return []
    return [CostChange(mana=ManaCost.parse(f"{{{power}}}"), rule=RULE,
                       source=f"harmonize, tapping {game.obj(creature)}: its power {power}, "
                       f"CR {RULE}")]
