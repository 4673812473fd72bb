"""The emerge keyword's values and its hooks' work (CR 702.119)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import ClassVar

from attrs import field, frozen

from manastack.api import (
    CastingPermission,
    Cost,
    CostChange,
    CostPart,
    Game,
    KeywordAbility,
    ManaCost,
    Spell,
    Zone,
)
from manastack_emerge import PERMISSION, PLUGIN


@frozen
class EmergeAbility(KeywordAbility):
    """"Emerge [cost]" (702.119a): the alternative cost's mana, paid with a sacrifice."""

    mana: ManaCost = field(factory=ManaCost, kw_only=True)


@frozen
class SacrificeChosen(CostPart):
    """"Sacrificing a creature" of an emerge cost, the creature chosen at 601.2b
    (702.119c): sacrificed as the total cost is paid (601.2h)."""

    competes_with_mana: ClassVar[bool] = False  # mana paid first (601.2g) never stops it
    obj: int = field(default=0, kw_only=True)

    def can_pay(self, game: Game, player: int, source: int | None) -> bool:
        found = game.find(self.obj)
        return found is not None and found.zone is Zone.BATTLEFIELD and \
            game.controller(self.obj) == player and game.chars(self.obj).is_creature

    def pay(self, game: Game, player: int, source: int | None) -> str:
        name = str(game.obj(self.obj))
        game.sacrifice(self.obj, rule="702.119c")
        return f"sacrifice {name}"


def build(match: re.Match[str]) -> EmergeAbility:
    """CR 702.119a: the emerge cost's mana."""
    return EmergeAbility(keyword="emerge", mana=ManaCost.parse(match["mana"]),
                         text=match.group(0), plugin=PLUGIN)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.119a, 118.9, 601.2b: one permission per (emerge card in hand, creature the
    caster controls); only the hand, as another zone's permission carries its own
    alternative cost (118.9a)."""
    cards = game.with_keyword("emerge", Zone.HAND, player)
    if not cards:
        return []
    creatures = [o for o in game.battlefield(player) if game.chars(o.id).is_creature]
    out: list[CastingPermission] = []
    for oid in cards:
        for ability in game.chars(oid).abilities:
            if not isinstance(ability, EmergeAbility):
                continue
            for creature in creatures:
                part = SacrificeChosen(obj=creature.id, text=f"sacrifice {creature}")
                out.append(CastingPermission(
                    name=PERMISSION, obj=oid, zone=Zone.HAND,
                    cost=Cost(mana=ability.mana, parts=(part,)), alternative=True,
                    plugin=PLUGIN, label=f"for its emerge cost {ability.mana}, sacrificing "
                    f"{creature}", data={"rule": "702.119a", "sacrifice": creature.id}))
    return out


def reduction(game: Game, spell: Spell) -> list[CostChange]:
    """CR 702.119a, 601.2f: generic mana equal to the chosen creature's mana value (as it
    is now, on the battlefield: it is sacrificed only at 601.2h)."""
    creature = spell.permission.data.get("sacrifice")
    if not isinstance(creature, int) or game.find(creature) is None:
        return []
    value = game.mana_value(creature)
    if value <= 0:
        return []
    return [CostChange(mana=ManaCost.parse(f"{{{value}}}"), rule="702.119a",
                       source=f"emerge, sacrificing {game.obj(creature)}: its mana value "
                       f"{value}, CR 702.119a")]
