"""The flashback keyword's values and the work of its hooks (CR 702.34).

Imported by the first card with flashback read, or the first hook call of a game:
``manastack_flashback`` itself (the entry point) stays light, so that loading the
rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import ClassVar

from attrs import field, frozen

from manastack.api import (
    Ability,
    Characteristics,
    Context,
    Cost,
    Each,
    GraveyardCast,
    Instruction,
    KeywordAbility,
    ObjectFilter,
    Ref,
    StaticAbility,
    Zone,
    mana_cost_and,
)
from manastack_flashback import PLUGIN, RULE
from manastack_grammar.api import Builder, NotUnderstood, parse_cost, parse_filter

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them (GraveyardCast's module holds values only): reading a card imports none of them

__all__ = [
    "GRANTED",
    "FlashbackAbility",
    "GrantFlashback",
    "flashback_cost",
]



# --------------------------------------------------------------------------
# The ability
# --------------------------------------------------------------------------


@frozen
class FlashbackAbility(KeywordAbility):
    """"Flashback [cost]" (CR 702.34a).

    ``cost`` is the printed flashback cost; ``None`` means "the flashback cost
    is equal to its mana cost" (flashback granted by an effect), resolved
    against the card when the permission is offered (:func:`flashback_cost`).
    """

    cost: Cost | None = field(default=None, kw_only=True)

    def __str__(self) -> str:
        if self.cost is None:
            return "Flashback (cost equal to its mana cost)"
        return self.text or f"Flashback {self.cost}"


def flashback_cost(ability: KeywordAbility, ch: Characteristics) -> Cost:
    """The cost a permission from ``ability`` asks for a card with characteristics ``ch``.

    A granted flashback costs the card's mana cost; a card with no mana cost
    (CR 202.1b) then has an unpayable flashback cost (CR 118.6).
    """
    if isinstance(ability, FlashbackAbility) and ability.cost is not None:
        return ability.cost
    return mana_cost_and(ch)


def _build(match: re.Match[str]) -> Ability | None:
    """"Flashback {2}{U}", "Flashback—{1}{U}, Pay 3 life", "Flashback—Sacrifice three creatures"."""
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None  # a cost the grammar can't read: the line stays unrecognised, never guessed
    return FlashbackAbility(keyword="flashback", cost=cost, text=match.group(0), plugin=PLUGIN)


# --------------------------------------------------------------------------
# Granting flashback (Snapcaster Mage, Past in Flames, Lier)
# --------------------------------------------------------------------------

GRANTED = FlashbackAbility(keyword="flashback", cost=None,
                           text="flashback (the flashback cost is equal to its mana cost)",
                           plugin=PLUGIN)


@frozen
class GrantFlashback(Instruction):
    """"[cards in a graveyard] gain(s) flashback until end of turn" (CR 702.34a, 611.2c).

    The effect is locked to the cards it affects as it begins (611.2c) and
    reaches them in the graveyard; it ends in the cleanup step (514.2), or as
    soon as a card leaves the graveyard (it becomes a new object, 400.7).
    """

    #: CR 611.2a: how long the effect it starts lasts (explain)
    lasts: ClassVar[str] = "until end of turn"
    what: Ref

    def run(self, ctx: Context) -> None:
        from manastack.api import UNTIL_END_OF_TURN, AddAbilities, ContinuousEffect

        game = ctx.game
        cards = tuple(
            oid for oid in self.what.objects(ctx)
            if (obj := game.find(oid)) is not None and obj.zone is Zone.GRAVEYARD
        )
        if not cards:
            return
        game.add_effect(ContinuousEffect(
            parts=(AddAbilities((GRANTED,)),), source=ctx.source, controller=ctx.controller,
            objects=cards, zones=(Zone.GRAVEYARD,), duration=UNTIL_END_OF_TURN,
            text=self.text or "gains flashback until end of turn", rule=RULE,
        ))
        ctx.it = list(cards)


_EACH_IN_GRAVEYARD = re.compile(r"each (?P<what>.+?) cards? in your graveyard", re.IGNORECASE)


def _graveyard_filter(phrase: str) -> ObjectFilter:
    """"instant and sorcery" -> instants or sorceries you own (each card that is either)."""
    words = phrase.lower().replace(" and ", " or ")
    base = parse_filter(words)
    return ObjectFilter(types=base.types, any_types=base.any_types, not_types=base.not_types,
                        subtypes=base.subtypes, colors=base.colors, owner="you",
                        text=f"{phrase} card in your graveyard")


def _grant_until_eot(match: re.Match[str], b: Builder) -> Instruction:
    what = match["what"]
    each = _EACH_IN_GRAVEYARD.fullmatch(what)
    if each:
        ref: Ref = Each(_graveyard_filter(each["what"]), zone=Zone.GRAVEYARD)
    else:
        if "graveyard" not in what.lower():
            raise NotUnderstood(what)  # flashback only matters to cards in graveyards
        ref = b.ref(what)
    return GrantFlashback(ref, text=match.group(0))


def _cost_is_mana_cost(match: re.Match[str], b: Builder) -> Sequence[Instruction]:
    # The sentence defines the cost of the flashback just granted (GRANTED's cost is the
    # card's mana cost); it does nothing by itself.
    return ()


def _static_grant(match: re.Match[str], b: Builder) -> Ability:
    from manastack.api import AddAbilities, StaticEffect

    flt = _graveyard_filter(match["what"])
    effect = StaticEffect(parts=(AddAbilities((GRANTED,)),), filter=flt, zones=(Zone.GRAVEYARD,),
                          text=match.group(0))
    return StaticAbility(effects=(effect,), text=match.group(0))


# --------------------------------------------------------------------------
# What the hooks run (manastack_flashback's hook implementations call these)
# --------------------------------------------------------------------------


#: CR 702.34a: cast from your graveyard for the flashback cost (an alternative cost,
#: 118.9; one permission per distinct flashback cost, printed and granted); only an instant
#: or sorcery spell (601.2e); exiled instead of going anywhere else any time it would leave
#: the stack (614.1a). The card's own timing applies.
FLASHBACK = GraveyardCast(name="flashback", plugin=PLUGIN, ability=FlashbackAbility, rule=RULE,
                          cost=flashback_cost, label="{name} {cost}", instant_or_sorcery=True,
                          exiled=True)
