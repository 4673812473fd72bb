"""The Ring tempts you (CR 701.54): the instruction, the Ring-bearer, the emblem The Ring."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

from manastack.api import Context, Instruction, Zone

if TYPE_CHECKING:
    from manastack.api import (
        Game,
        GameObject,
        StaticAbility,
        TriggerCondition,
        TriggeredAbility,
    )
    from manastack_grammar.api import Builder

__all__ = ["BEARER_SINCE", "RING", "RING_BEARER", "TEMPTED", "RingTemptsYou", "is_ring_bearer",
           "ring_bearer", "ring_of", "times_tempted"]

#: The emblem's name (701.54c).
RING = "The Ring"
#: The tag of a permanent that is a Ring-bearer: the player whose Ring-bearer it is (701.54b:
#: a designation, not a copiable value; a new object doesn't have it, 400.7).
RING_BEARER = "ring_bearer"
#: The tag of a Ring-bearer beside :data:`RING_BEARER`: how many times its controller had
#: changed when it was chosen (``Game.control_changes``, 613.1b); a different count now means
#: another player gained control of it since, which ended the designation (701.54a).
BEARER_SINCE = "ring_bearer_control"
#: The tag of The Ring emblem: how many times the Ring has tempted its controller (701.54c).
TEMPTED = "ring_tempted"
#: The event fired each time the Ring tempts a player (701.54d): ``player``, ``obj`` (the
#: creature chosen, or None).
EVENT = "ring_tempts"


def ring_of(game: Game, player: int) -> GameObject | None:
    """``player``'s emblem named The Ring, if they have one (701.54c)."""
    for emblem in game.emblems(player):
        if TEMPTED in emblem.tags:
            return emblem
    return None


def times_tempted(game: Game, player: int) -> int:
    """How many times the Ring has tempted ``player`` this game (701.54c)."""
    ring = ring_of(game, player)
    return 0 if ring is None else int(ring.tags[TEMPTED])


def is_ring_bearer(game: Game, obj_id: int, player: int) -> bool:
    """701.54e: "is your Ring-bearer": on the battlefield under ``player``'s control with the
    designation (701.54a: it ends when another player gains control of it, even if its
    controller gets it back)."""
    obj = game.find(obj_id)
    return (obj is not None and obj.zone is Zone.BATTLEFIELD
            and obj.tags.get(RING_BEARER) == player and game.controller(obj_id) == player
            and _control_unchanged(game, obj))


def _control_unchanged(game: Game, obj: GameObject) -> bool:
    """701.54a: no player gained control of ``obj`` since it was chosen as Ring-bearer."""
    return bool(game.control_changes(obj.id) == obj.tags.get(BEARER_SINCE, 0))


def ring_bearer(game: Game, player: int) -> int | None:
    """``player``'s Ring-bearer, if any (701.54a, 701.54e)."""
    for obj in game.battlefield(player):
        if is_ring_bearer(game, obj.id, player):
            return obj.id
    return None


def _bearer_of_ring(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """The object of the event is the Ring's controller's Ring-bearer ("your Ring-bearer")."""
    obj = data.get("obj")
    return isinstance(obj, int) and is_ring_bearer(game, obj, source.controller)


def _combat_damage_to_player(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    from manastack.api import PlayerRef

    return bool(data.get("combat")) and isinstance(data.get("recipient"), PlayerRef) \
        and _bearer_of_ring(game, source, data)


@frozen
class BlockerSacrificed(Instruction):
    """"The blocking creature's controller sacrifices it" (701.54c, 701.21a): each object the
    delayed ability is about, still where it was (603.7c), is sacrificed by its controller."""

    def run(self, ctx: Context) -> None:
        from manastack.api import ItRef, Zone

        game = ctx.game
        for oid in ItRef().objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            game.log_event("effect", f"{game.player(game.controller(oid))} sacrifices {obj} "
                           "(it blocked a Ring-bearer)", rule="701.54c", source=ctx.source)
            game.sacrifice(oid)


def ring_abilities(level: int) -> tuple[StaticAbility | TriggeredAbility, ...]:
    """The Ring's abilities after it has tempted its player ``level`` times (701.54c)."""
    from manastack.api import (
        EACH_OPPONENT,
        YOU,
        AddTypes,
        CreateDelayedTrigger,
        Discard,
        Draw,
        EventRef,
        LoseLife,
        Mode,
        ObjectFilter,
        StaticAbility,
        StaticEffect,
        Step,
        TriggerCondition,
        TriggeredAbility,
    )

    # a designation of a permanent (701.54b): it stays if the bearer stops being a creature
    bearer = ObjectFilter(controller="you",
                          predicate=lambda game, obj: obj.tags.get(RING_BEARER)
                          == game.controller(obj.id) and _control_unchanged(game, obj),
                          text="your Ring-bearer")
    found: list[StaticAbility | TriggeredAbility] = [StaticAbility(
        effects=(StaticEffect(parts=(AddTypes(supertypes=("Legendary",)),), filter=bearer,
                              text="Your Ring-bearer is legendary"),),
        text="Your Ring-bearer is legendary and can't be blocked by creatures with greater "
             "power.")]
    if level >= 2:
        found.append(TriggeredAbility(
            trigger=TriggerCondition("attacks", predicate=_bearer_of_ring),
            effect=Mode(instructions=(Draw(1), Discard(YOU, 1))),
            text="Whenever your Ring-bearer attacks, draw a card, then discard a card."))
    if level >= 3:
        found.append(TriggeredAbility(
            trigger=TriggerCondition("blocked_by_creature", predicate=_bearer_of_ring),
            effect=Mode(instructions=(CreateDelayedTrigger(
                "step_begins", Mode(instructions=(BlockerSacrificed(),)),
                what=EventRef("other"), step=Step.END_COMBAT),)),
            text="Whenever your Ring-bearer becomes blocked by a creature, the blocking "
                 "creature's controller sacrifices it at end of combat."))
    if level >= 4:
        found.append(TriggeredAbility(
            trigger=TriggerCondition("damage", predicate=_combat_damage_to_player),
            effect=Mode(instructions=(LoseLife(3, who=EACH_OPPONENT),)),
            text="Whenever your Ring-bearer deals combat damage to a player, each opponent "
                 "loses 3 life."))
    return tuple(found)


@frozen
class RingTemptsYou(Instruction):
    """"The Ring tempts you" (701.54a-d): the emblem first if you have none (701.54c), then
    the choice of a creature you control as your Ring-bearer (none if you control none: the
    Ring still tempts you, 701.54d); the Ring's abilities follow the count."""

    def run(self, ctx: Context) -> None:
        from manastack.api import fire_event

        game = ctx.game
        you = ctx.controller
        ring = ring_of(game, you)
        if ring is None:
            ring = game.create_emblem(you, ring_abilities(1), name=RING)
            ring = game.update(ring.id, tags={TEMPTED: 0})
            game.log_event("effect", f"{game.player(you)} gets the emblem named The Ring",
                           rule="701.54c", source=ctx.source)
        creatures = [o.id for o in game.battlefield(you) if game.chars(o.id).is_creature]
        chosen: int | None = None
        if creatures:
            (answer,) = game.decide(
                kind="ring_bearer", player=you,
                prompt="The Ring tempts you: choose a creature you control as your Ring-bearer",
                options=tuple(creatures), labels=tuple(str(game.obj(o)) for o in creatures),
                rule="701.54a")
            chosen = int(answer)
            for obj in game.battlefield():
                # 701.54a: the previous one stops being your Ring-bearer
                if obj.id != chosen and obj.tags.get(RING_BEARER) == you:
                    game.update(obj.id, tags={k: v for k, v in obj.tags.items()
                                              if k not in (RING_BEARER, BEARER_SINCE)})
            bearer = game.obj(chosen)
            # 701.54a: from now on, another player gaining control of it ends the designation
            game.update(chosen, tags={**bearer.tags, RING_BEARER: you,
                                      BEARER_SINCE: game.control_changes(chosen)})
        ring = game.obj(ring.id)
        count = int(ring.tags[TEMPTED]) + 1
        # 701.54c: "as long as the Ring has tempted that player N or more times, it has ...":
        # the count only grows, so the emblem gains the abilities, functioning where it is
        # (114.4)
        card = attrs.evolve(ring.card, abilities=tuple(
            attrs.evolve(a, zones=(ring.zone.value,)) for a in ring_abilities(count)))
        game.update(ring.id, card=card, tags={**ring.tags, TEMPTED: count})
        game.log_event("effect", f"the Ring tempts {game.player(you)} ({count} time"
                       f"{'s' if count > 1 else ''}): "
                       + (f"{game.obj(chosen)} is the Ring-bearer" if chosen is not None
                          else "no creature to choose"), rule="701.54a", source=ctx.source)
        fire_event(game, EVENT, player=you, obj=chosen)
        ctx.it = [] if chosen is None else [chosen]


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"The Ring tempts you" (701.54a)."""
    return [RingTemptsYou(text=match.group(0))]


def build_trigger(match: re.Match[str], b: Builder) -> TriggerCondition:
    """"Whenever the Ring tempts you" (701.54d): the ability's controller is tempted."""
    from manastack.api import TriggerCondition

    return TriggerCondition(EVENT, whose="you")

