"""The flashback keyword's values and the work of its hooks (CR 702.34).

Imported by the first card with flashback read, or the first hook call of a game:
``manastack_flashback`` itself (the entry point) stays light, so that loading the
rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    UNPAYABLE,
    Ability,
    Characteristics,
    Context,
    Cost,
    Each,
    Instruction,
    KeywordAbility,
    ObjectFilter,
    Ref,
    StaticAbility,
    Zone,
)
from manastack_flashback import PLUGIN, RULE
from manastack_grammar.api import Builder, NotUnderstood, parse_cost, parse_filter

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Game, Replacement, Spell, ZoneMove

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


def flashback_cost(ability: FlashbackAbility, ch: Characteristics) -> Cost:
    """The cost a permission from ``ability`` asks for a card with characteristics ``ch``.

    A granted flashback costs the card's mana cost; a card with no mana cost
    (CR 202.1b) then has an unpayable flashback cost (CR 118.6).
    """
    if ability.cost is not None:
        return ability.cost
    if ch.mana_cost is None:
        return UNPAYABLE
    return Cost(mana=ch.mana_cost)


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


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.34a: cast a card with flashback from your graveyard for its flashback cost.

    One permission per distinct flashback cost of the card (printed and granted
    ones); the player picks one as the cast begins (601.2b, SEED-42). The
    card's own timing applies (timing ``None``).
    """
    out: list[CastingPermission] = []
    # asked at every priority: the keyword set answers for most cards, and the engine's
    # class is imported only for a card that has flashback
    for oid in game.with_keyword("flashback", Zone.GRAVEYARD, player):
        ch = game.chars(oid)
        from manastack.api import CastingPermission

        seen: set[str] = set()
        for ability in (a for a in ch.abilities if isinstance(a, FlashbackAbility)):
            cost = flashback_cost(ability, ch)
            key = str(cost)
            if key in seen:
                continue  # two identical flashback abilities are one choice
            seen.add(key)
            out.append(CastingPermission(
                name="flashback", obj=oid, zone=Zone.GRAVEYARD, cost=cost, plugin=PLUGIN,
                label=f"flashback {cost}", data={"rule": RULE},
            ))
    return out


def _cast_with_flashback(spell: Spell | None) -> bool:
    return spell is not None and spell.permission.name == "flashback" and \
        spell.permission.plugin == PLUGIN


def cast_restrictions(game: Game, spell: Spell) -> Iterable[str]:
    """CR 702.34a (checked at 601.2e): flashback casts only instant and sorcery spells."""
    if not _cast_with_flashback(spell):
        return ()
    ch = game.chars(spell.obj)
    if ch.type_line.has_type("Instant") or ch.type_line.has_type("Sorcery"):
        return ()
    return (f"{spell.card.name} would be a {ch.type_line} spell: only an instant or sorcery "
            "spell can be cast with flashback (CR 702.34a)",)


def replace_zone_change(game: Game, move: ZoneMove) -> Iterable[Replacement]:
    """CR 702.34a: a card cast with flashback is exiled whenever it would leave the stack
    (resolving, countered, fizzling, returned to hand...). A copy is not a card (707.10)."""
    obj = move.obj
    if obj.zone is not Zone.STACK or move.to_zone is Zone.EXILE:
        return ()  # every other move (asked on each one): nothing imported
    if not _cast_with_flashback(obj.spell) or not obj.is_card:
        return ()
    from manastack.api import exile_instead

    return (exile_instead(
        f"flashback:{obj.id}",
        f"{obj.card.name} was cast with flashback: exile it instead of putting it anywhere else",
        rule=RULE,
    ),)
