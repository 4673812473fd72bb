"""The disguise keyword's values and its hooks' work (CR 702.168, 708)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

import attrs
from attrs import field, frozen

from manastack.api import (
    FACE_DOWN,
    BecomeCopy,
    CardDef,
    ContinuousEffect,
    IllegalActionError,
    KeywordAbility,
    ManaCost,
    SpecialAction,
    Zone,
)
from manastack_disguise import ACTION, EVENT, PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Ability, Card, CastingPermission, Game, GameObject
    from manastack_grammar.api import Builder, SentenceResult

#: The alternative cost of casting a card face down (702.168a).
FACE_DOWN_COST = ManaCost.parse("{3}")

#: CR 702.168a: "a 2/2 face-down creature with ward {2}, no name, no subtypes, and no mana
#: cost", compiled once per rule set (the ward plugin reads "Ward {2}").
_FACE_DOWN: dict[int, Card] = {}


def face_down_card(game: Game) -> Card:
    """The face-down card of CR 702.168a for this game's rules (its name removed after
    compiling: a card definition needs one, 708.2a gives none)."""
    rules = game.rules
    card = _FACE_DOWN.get(id(rules))
    if card is None:
        compiled = rules.compile(CardDef(name="Face-down disguise", mana_cost=None,
                                         type_line="Creature", text="Ward {2}", power="2",
                                         toughness="2"))
        card = _FACE_DOWN[id(rules)] = attrs.evolve(compiled, name="", text="")
    return card


@frozen
class DisguiseAbility(KeywordAbility):
    """"Disguise [cost]" (702.168a): the cost its face-down permanent is turned up for."""

    cost: ManaCost = field(factory=ManaCost, kw_only=True)


def build(match: re.Match[str], b: Builder) -> Sequence[Ability] | None:
    """CR 702.168a: the disguise cost; None (not understood) when it is not a mana cost."""
    from manastack_grammar.api import NotUnderstood, parse_cost

    try:
        cost = parse_cost(match["mana"], b)
    except NotUnderstood:
        return None
    if cost.unpayable or cost.parts:
        return None
    return (DisguiseAbility(keyword="disguise", cost=cost.mana, text=match.group(0),
                            plugin=PLUGIN),)


def turned_face_up_trigger(m: re.Match[str], b: Builder) -> SentenceResult:
    """CR 708.8: "When ~ is turned face up": the event fired as it turns it."""
    from manastack.api import TriggerCondition

    return TriggerCondition(EVENT, self_only=True, text=m.group(0))


def disguise_of(obj: GameObject) -> DisguiseAbility | None:
    """The card's own disguise ability (702.168d: the cost it would have face up)."""
    return next((a for a in obj.card.abilities if isinstance(a, DisguiseAbility)), None)


def cast_face_down(obj: GameObject) -> bool:
    """Is ``obj`` a face-down spell or permanent cast with disguise (708.4)?"""
    if not obj.tags.get(FACE_DOWN):
        return False
    spell = obj.spell if obj.zone is Zone.STACK else obj.tags.get("cast")
    permission = getattr(spell, "permission", None)
    return permission is not None and permission.plugin == PLUGIN


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.168a-b, 118.9, 601.2b: cast a card with disguise from your hand as a
    face-down 2/2 creature spell with ward {2} for {3}; a creature spell's timing (307.1)."""
    from manastack.api import CastingPermission, Cost

    out: list[CastingPermission] = []
    for oid in game.with_keyword("disguise", Zone.HAND, player):
        if disguise_of(game.obj(oid)) is None:
            continue
        out.append(CastingPermission(
            name=PERMISSION, obj=oid, zone=Zone.HAND, cost=Cost(mana=FACE_DOWN_COST),
            alternative=True, timing="sorcery", plugin=PLUGIN, face_down=True,
            label="face down for {3}", data={"rule": "702.168b"}))
    return out


def face_down_effects(game: Game) -> Iterable[ContinuousEffect]:
    """CR 702.168a-b, 708.2a, 613.2b: a face-down spell or permanent cast with disguise has
    the face-down characteristics with ward {2}, its copiable values (layer 1)."""
    ids = tuple(o.id for zone in (Zone.STACK, Zone.BATTLEFIELD) for o in game.objects_in(zone)
                if cast_face_down(o))
    if not ids:
        return []
    return [ContinuousEffect(parts=(BecomeCopy(face_down_card(game)),), objects=ids,
                             zones=(Zone.STACK, Zone.BATTLEFIELD), rule="702.168a",
                             text="face down: a 2/2 creature with ward {2}, no name, no "
                             "subtypes and no mana cost")]


def special_actions(game: Game, player: int) -> Iterable[SpecialAction]:
    """CR 116.2b, 702.168d: any time the player has priority, each face-down permanent they
    control with disguise may be turned face up, if its disguise cost can be paid."""
    from manastack.api import can_pay, mana_sources

    out: list[SpecialAction] = []
    p = game.player(player)
    sources = None
    for obj in game.objects_in(Zone.BATTLEFIELD):
        if obj.controller != player or not cast_face_down(obj):
            continue
        ability = disguise_of(obj)
        if ability is None:
            continue
        sources = mana_sources(game, player) if sources is None else sources
        if not can_pay(ability.cost, pool=p.mana_pool, sources=sources, life=p.life):
            continue
        out.append(SpecialAction(obj.id, ACTION, PLUGIN,
                                 f"turn {obj.card.name} face up ({ability.cost})"))
    return out


def turn_face_up(game: Game, player: int, obj_id: int) -> None:
    """CR 116.2b, 702.168d, 708.8: show the disguise cost, pay it, turn the permanent face
    up: the same object, no "enters"; its "when turned face up" abilities trigger."""
    from manastack.api import fire_event, pay_mana

    obj = game.obj(obj_id)
    ability = disguise_of(obj)
    if obj.zone is not Zone.BATTLEFIELD or obj.controller != player or ability is None or \
            not cast_face_down(obj):
        raise IllegalActionError(f"{obj} is not a face-down permanent you control with "
                                 "disguise", rule="702.168d")
    game.log_event("effect", f"disguise: {game.player(player)} shows the disguise cost "
                   f"{ability.cost} of a face-down permanent and pays it", rule="702.168d",
                   source=obj_id)
    pay_mana(game, player, ability.cost, source=obj_id, what=f"turn {obj} face up")
    obj = game.obj(obj_id)
    game.update(obj_id, tags={k: v for k, v in obj.tags.items() if k != FACE_DOWN})
    game.log_event("effect", f"disguise: {obj} is turned face up (the same permanent, it "
                   "doesn't enter)", rule="708.8", source=obj_id)
    fire_event(game, EVENT, obj=obj_id, player=player)


def revealed(game: Game, old: GameObject, new: GameObject | None) -> None:
    """CR 708.9: a face-down spell or permanent leaving the stack or the battlefield is
    revealed; the card is face up in its new zone."""
    if old.zone not in (Zone.STACK, Zone.BATTLEFIELD) or not cast_face_down(old):
        return
    if new is not None and new.zone is Zone.BATTLEFIELD:
        return  # CR 708.4: it resolved, still face down
    game.log_event("effect", f"disguise: the face-down {old.zone.value} object is revealed: "
                   f"{old.card.name}", rule="708.9", source=old.id)
