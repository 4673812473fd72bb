"""The morph keyword's values and its hooks' work (CR 702.37, 708)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import (
    FACE_DOWN,
    BecomeCopy,
    Card,
    ContinuousEffect,
    IllegalActionError,
    KeywordAbility,
    ManaCost,
    SpecialAction,
    TypeLine,
    Zone,
)
from manastack_morph import ACTION, EVENT, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, CastingPermission, Game, GameObject
    from manastack_grammar.api import Builder, SentenceResult

#: The alternative cost of casting a card face down (702.37a).
FACE_DOWN_COST = ManaCost.parse("{3}")

#: CR 708.2a: "a 2/2 face-down creature with no text, no name, no subtypes, and no mana
#: cost" (no colour either: 105.2c, it has no mana cost).
FACE_DOWN_CARD = Card(name="", type_line=TypeLine((), ("Creature",), ()), power="2",
                      toughness="2")


@frozen
class MorphAbility(KeywordAbility):
    """"Morph [cost]" (702.37a) or "Megamorph [cost]" (702.37b, a morph ability): the cost
    its face-down permanent is turned face up for; ``keyword`` says which."""

    cost: ManaCost = field(factory=ManaCost, kw_only=True)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.37a-b: the morph (or megamorph) cost; None (not understood) when it is not a
    mana cost."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.parts:
        return None
    keyword = match.group(0).split(" ", 1)[0].lower()
    return (MorphAbility(keyword=keyword, cost=cost.mana, text=match.group(0),
                         plugin=PLUGIN),)


def turned_face_up_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 708.8: "When ~ is turned face up": the event this plugin fires as it turns it."""
    from manastack.api import TriggerCondition

    return TriggerCondition(EVENT, self_only=True, text=m.group(0))


def morph_of(obj: GameObject) -> MorphAbility | None:
    """The card's own morph ability (702.37e: "the morph cost it would have if it were
    face up": its printed one, the face-down object having none)."""
    return next((a for a in obj.card.abilities if isinstance(a, MorphAbility)), None)


def cast_face_down(obj: GameObject) -> bool:
    """Is ``obj`` a face-down spell or permanent cast with this plugin's permission (708.4)?"""
    if not obj.tags.get(FACE_DOWN):
        return False
    spell = obj.spell if obj.zone is Zone.STACK else obj.tags.get("cast")
    permission = getattr(spell, "permission", None)
    return permission is not None and permission.plugin == PLUGIN


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.37a-c, 118.9, 601.2b: cast a card with morph (or megamorph) from your hand as
    a face-down 2/2 creature spell for {3} instead of its mana cost; the permission is named
    after the keyword. The face-down spell is a creature spell with no abilities: its timing
    is a creature's (307.1, 702.37c)."""
    from manastack.api import CastingPermission, Cost

    out: list[CastingPermission] = []
    for keyword in ("morph", "megamorph"):
        for oid in game.with_keyword(keyword, Zone.HAND, player):
            ability = morph_of(game.obj(oid))
            if ability is None or ability.keyword != keyword:
                continue
            out.append(CastingPermission(
                name=keyword, obj=oid, zone=Zone.HAND, cost=Cost(mana=FACE_DOWN_COST),
                alternative=True, timing="sorcery", plugin=PLUGIN, face_down=True,
                label="face down for {3}", data={"rule": "702.37c"}))
    return out


def face_down_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 708.2a, 613.2b: a face-down spell or permanent cast with this plugin has the
    face-down characteristics, as a copy effect of layer 1 (its copiable values, 707.2b);
    every other effect applies on top of them."""
    ids = tuple(o.id for zone in (Zone.STACK, Zone.BATTLEFIELD) for o in game.objects_in(zone)
                if cast_face_down(o))
    if not ids:
        return []
    return [ContinuousEffect(parts=(BecomeCopy(FACE_DOWN_CARD),), objects=ids,
                             zones=(Zone.STACK, Zone.BATTLEFIELD), rule="708.2a",
                             text="face down: a 2/2 creature with no text, no name, no "
                             "subtypes and no mana cost")]


def special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2b, 702.37e: any time the player has priority, each face-down permanent they
    control with a morph ability may be turned face up, if its morph cost can be paid."""
    from manastack.api import can_pay, mana_sources

    out: list[SpecialAction] = []
    p = game.player(player)
    sources = None
    for obj in game.objects_in(Zone.BATTLEFIELD):
        if obj.controller != player or not cast_face_down(obj):
            continue
        ability = morph_of(obj)
        if ability is None:
            continue
        sources = mana_sources(game, player) if sources is None else sources
        if not can_pay(ability.cost, pool=p.mana_pool, sources=sources, life=p.life):
            continue
        out.append(SpecialAction(obj.id, ACTION, PLUGIN,
                                 f"turn {obj.card.name} face up ({ability.cost})"))
    return out


def turn_face_up(game: Game, player: int, obj_id: int) -> None:
    """CR 116.2b, 702.37e, 708.8: show the morph cost, pay it, turn the permanent face up.
    It is the same object (no zone change, so no "enters" and the same summoning
    sickness); it doesn't use the stack."""
    from manastack.api import pay_mana

    obj = game.obj(obj_id)
    ability = morph_of(obj)
    if obj.zone is not Zone.BATTLEFIELD or obj.controller != player or ability is None or \
            not cast_face_down(obj):
        raise IllegalActionError(f"{obj} is not a face-down permanent you control with "
                                 "morph", rule="702.37e")
    keyword = ability.keyword
    game.log_event("effect", f"{keyword}: {game.player(player)} shows the morph cost "
                   f"{ability.cost} of a face-down permanent and pays it", rule="702.37e",
                   source=obj_id)
    pay_mana(game, player, ability.cost, source=obj_id, what=f"turn {obj} face up")
    obj = game.obj(obj_id)
    tags = {k: v for k, v in obj.tags.items() if k != FACE_DOWN}
    game.update(obj_id, tags=tags)
    game.log_event("effect", f"{keyword}: {obj} is turned face up (the same permanent, "
                   "it doesn't enter)", rule="708.8", source=obj_id)
    if keyword == "megamorph":
        # CR 702.37b: as it is turned face up, its megamorph cost having been paid
        game.add_counters(obj_id, "+1/+1", 1, rule="702.37b")
        game.log_event("effect", f"megamorph: {obj} gets a +1/+1 counter as it is turned "
                       "face up", rule="702.37b", source=obj_id)
    from manastack.api import fire_event

    # CR 708.8: its "when ~ is turned face up" abilities trigger (it has them now)
    fire_event(game, EVENT, obj=obj_id, player=player)


def revealed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 708.9: a face-down spell or permanent that leaves the stack or the battlefield is
    revealed; the card is face up in its new zone (the kernel drops the tag)."""
    if old.zone not in (Zone.STACK, Zone.BATTLEFIELD) or not cast_face_down(old):
        return
    if new is not None and new.zone is Zone.BATTLEFIELD:
        return  # CR 708.4: it resolved, still face down
    game.log_event("effect", f"morph: the face-down {old.zone.value} object is revealed: "
                   f"{old.card.name}", rule="708.9", source=old.id)
