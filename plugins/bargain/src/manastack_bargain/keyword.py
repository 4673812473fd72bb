"""The bargain keyword's value, its sentences' tests and the work of its hooks (CR 702.166)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import Cost, KeywordAbility, ObjectFilter, SacrificeCost
from manastack_bargain import BARGAIN, PLUGIN

if TYPE_CHECKING:
    from manastack.api import AdditionalCost, Context, Game, GameObject, Spell
    from manastack_grammar.api import Builder

__all__ = ["BargainAbility", "BargainSacrifice", "bargained", "build"]

RULE = "702.166a"


@frozen
class BargainAbility(KeywordAbility):
    """"Bargain" (CR 702.166a): the optional additional cost, sacrificing an artifact,
    enchantment, or token."""

    def __str__(self) -> str:
        return "Bargain"


@frozen
class BargainSacrifice(SacrificeCost):
    """CR 702.166a: "sacrifice an artifact, enchantment, or token" (one permanent you control,
    701.21a, that is an artifact, an enchantment or a token: any one of the three)."""

    def usable(self, game: Game, obj: GameObject) -> bool:
        types = game.chars(obj.id).type_line
        return obj.is_token or types.has_type("Artifact") or types.has_type("Enchantment")


#: CR 702.166a: the bargain cost.
COST = Cost(parts=(BargainSacrifice(count=1, filter=ObjectFilter(controller="you"),
                                    text="sacrifice an artifact, enchantment, or token"),))


def build(match: re.Match[str]) -> BargainAbility:
    """CR 702.166a: the keyword line "Bargain"."""
    return BargainAbility(keyword=BARGAIN, plugin=PLUGIN, text=match.group(0))


def bargained(spell: Spell | None) -> bool:
    """CR 702.166b: was ``spell`` bargained (its bargain cost announced and paid; a copy of a
    bargained spell is, 707.10)? None: an object that wasn't cast (400.7)."""
    from manastack.api import times_paid

    return times_paid(spell, BARGAIN, PLUGIN) > 0


def build_condition(match: re.Match[str], b: Builder) -> Callable[[Context], bool]:
    """"if it's bargained" (702.166b), the spell's own: asked as its total cost is determined
    (601.2f, after the additional costs are announced, 601.2b) or as it resolves."""
    from manastack_grammar.api import spell_in

    return lambda ctx: bargained(spell_in(ctx))


def additional_costs(game: Game, spell: Spell) -> Iterable[AdditionalCost]:
    """CR 702.166a, 601.2b: the bargain cost, optional (the kernel asks the caster), offered
    only when its controller controls a permanent that can pay it (118.3)."""
    from manastack.api import AdditionalCost, abilities_now

    if not any(isinstance(a, BargainAbility)
               for a in abilities_now(game, spell.obj, spell.card)):
        return ()
    if not COST.parts[0].can_pay(game, spell.controller, spell.obj):
        return ()
    return (AdditionalCost(name=BARGAIN, cost=COST, optional=True, plugin=PLUGIN,
                           label=BARGAIN),)


def spell_cast(game: Game, spell: Spell) -> None:
    """CR 702.166b: say in the log that the spell is bargained."""
    if bargained(spell):
        game.log_event("bargain", f"{spell.card.name} is bargained", rule="702.166b",
                       obj=spell.obj)
