"""The bestow keyword's value and the work of its hooks (CR 702.103)."""

from __future__ import annotations

import re
from collections.abc import Iterable

import attrs
from attrs import field, frozen

from manastack.api import (
    AddAbilities,
    CastingPermission,
    ContinuousEffect,
    Cost,
    EnchantAbility,
    Game,
    GameObject,
    KeywordAbility,
    ManaCost,
    Modification,
    SetTypes,
    Spell,
    Zone,
    cast_as_effects,
    cast_as_spell,
)
from manastack_bestow import PERMISSION, PLUGIN
from manastack_grammar.api import parse_target

#: On a permanent: it ceased to be bestowed (702.103f), a tag the permanent keeps.
ENDED = "bestow.ended"


@frozen
class BestowAbility(KeywordAbility):
    """"Bestow [cost]" (702.103a): the alternative cost, and what casting the card bestowed
    makes it (702.103b): an Aura enchantment with enchant creature."""

    cost: Cost = field(factory=Cost, kw_only=True)
    becomes: tuple[Modification, ...] = field(default=(), kw_only=True)


def build(match: re.Match[str]) -> BestowAbility:
    """CR 702.103a-b: the bestow cost, and the Aura it makes of the spell: "it becomes an
    Aura enchantment" (its card types and subtypes replaced, 205.1a) "and gains enchant
    creature" (702.5a)."""
    enchant = EnchantAbility(enchant=parse_target("target creature"), keyword="enchant",
                             text="Enchant creature", plugin=PLUGIN)
    becomes = (SetTypes(card_types=("Enchantment",), subtypes=("Aura",)),
               AddAbilities((enchant,)))
    return BestowAbility(keyword="bestow", cost=Cost(mana=ManaCost.parse(match["mana"])),
                         becomes=becomes, text=match.group(0), plugin=PLUGIN)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.103a, 118.9, 601.2b: cast a card from your hand bestowed, for its bestow cost
    (only the hand: another zone's permission carries its own alternative cost, 118.9a).
    The permission carries what casting it bestowed makes the spell (702.103b, 702.103d)."""
    out: list[CastingPermission] = []
    for oid in game.with_keyword("bestow", Zone.HAND, player):
        for ability in game.chars(oid).abilities:
            if isinstance(ability, BestowAbility):
                out.append(CastingPermission(
                    name=PERMISSION, obj=oid, zone=Zone.HAND, cost=ability.cost,
                    alternative=True, plugin=PLUGIN, characteristics=ability.becomes,
                    label=f"bestowed, for its bestow cost {ability.cost.mana}",
                    data={"rule": "702.103a"}))
    return out


def bestowed(obj: GameObject | None) -> Spell | None:
    """CR 702.103b: the bestowed spell ``obj`` is or, on the battlefield, became (608.3)
    while it is still bestowed (702.103e-f); a copy of one is bestowed too (702.103c). One
    that left the battlefield and came back is a new object (400.7), not bestowed."""
    if obj is not None and obj.zone is Zone.BATTLEFIELD and obj.tags.get(ENDED):
        return None
    return cast_as_spell(obj, plugin=PLUGIN, permission=PERMISSION)


def bestowed_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.103b, 613.1d, 613.1f: each bestowed spell or permanent "becomes an Aura
    enchantment and gains enchant creature", from the time it was put onto the stack."""
    return cast_as_effects(game, bestowed, rule="702.103b",
                           text="bestowed: an Aura enchantment with enchant creature")


def stop_bestowing_spell(game: Game, spell: Spell) -> Spell | None:
    """CR 702.103e, 608.3b: "as a bestowed Aura spell begins resolving, if its target is
    illegal, it ceases to be bestowed and the effect making it an Aura spell ends. It
    continues resolving as a creature spell": without the Aura characteristics nor target."""
    permission = spell.permission
    if permission.plugin != PLUGIN or permission.name != PERMISSION or \
            not permission.characteristics:  # not cast bestowed, or no longer (702.103e)
        return None
    game.log_event("resolve", f"{spell.card.name}'s target is illegal: it ceases to be "
                   "bestowed and resolves as a creature spell", rule="702.103e",
                   source=spell.obj)
    return attrs.evolve(spell, permission=attrs.evolve(permission, characteristics=()),
                        targets=(), target_specs=())


def stop_bestowing_aura(game: Game, obj: GameObject, problem: str) -> bool | None:
    """CR 702.103f: "If a bestowed Aura is attached to an illegal object or player, it
    becomes unattached and ceases to be bestowed" (attached to nothing, it ceases to be
    bestowed), "an exception to rule 704.5m": it stays, an enchantment creature."""
    if obj.zone is not Zone.BATTLEFIELD or bestowed(obj) is None:
        return None
    game.update(obj.id, attached_to=None, tags={**obj.tags, ENDED: True})
    game.log_event("sba", f"{obj} ({problem}) becomes unattached and ceases to be bestowed: "
                   "it is an enchantment creature again, not put into the graveyard",
                   rule="702.103f", obj=obj.id)
    return True
