"""The monarch (CR 724): the designation, its two triggered abilities with no source, and the
instruction "[player] becomes the monarch"."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.api import Context, Instruction

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, Ref, TriggeredAbility
    from manastack_grammar.api import Builder

__all__ = ["EVENT", "MONARCH", "BecomeMonarch", "become_monarch", "monarch",
           "monarch_abilities"]

#: The designation (724.1): the name its abilities with no source go by, in the log and
#: in ``game.view()``'s ``designations``.
MONARCH = "the monarch"
#: The event fired as a player becomes the monarch (724.3): ``player``, ``previous`` (the
#: monarch before, or None).
EVENT = "becomes_monarch"


def monarch(game: Game) -> int | None:
    """The monarch, or None: there is none until an effect makes a player the monarch
    (724.1)."""
    from manastack.api import sourceless_controller

    return sourceless_controller(game, MONARCH)


def _creature_deals_combat_damage_to_the_monarch(game: Game, source: GameObject,
                                                 data: Mapping[str, Any]) -> bool:
    """"Whenever a creature deals combat damage to the monarch" (724.2): the ability's
    controller is the monarch as it triggers."""
    from manastack.api import PlayerRef, Zone

    if not data.get("combat") or data.get("recipient") != PlayerRef(source.controller):
        return False
    obj_id = data.get("obj")
    obj = game.find(obj_id) if isinstance(obj_id, int) else None
    # combat damage is dealt by permanents on the battlefield (510.2)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and game.chars(obj.id).is_creature


@frozen
class ItsControllerBecomesMonarch(Instruction):
    """"Its controller becomes the monarch" (724.2): the controller of the creature that dealt
    the damage, as it resolves, or as it last was on the battlefield (608.2h)."""

    def run(self, ctx: Context) -> None:
        from manastack.api import Zone

        game = ctx.game
        obj_id = ctx.event.get("obj")
        if not isinstance(obj_id, int):
            return
        obj = game.find(obj_id)
        player: int | None = None
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            player = game.controller(obj_id)
        else:
            player = game.last_controller(obj_id)  # CR 608.2h, 613.1b: as it last existed
        if player is not None:
            become_monarch(game, player, rule="724.2", source=ctx.source)


_ABILITIES: list[tuple[TriggeredAbility, ...]] = []


def monarch_abilities() -> tuple[TriggeredAbility, ...]:
    """The monarch's two inherent triggered abilities, with no source (724.2)."""
    if not _ABILITIES:
        from manastack.api import Draw, Mode, Step, TriggerCondition, TriggeredAbility

        _ABILITIES.append((
            TriggeredAbility(
                trigger=TriggerCondition("step_begins", step=Step.END, whose="you"),
                effect=Mode(instructions=(Draw(1),)),
                text="At the beginning of the monarch's end step, that player draws a card."),
            TriggeredAbility(
                trigger=TriggerCondition(
                    "damage", predicate=_creature_deals_combat_damage_to_the_monarch),
                effect=Mode(instructions=(ItsControllerBecomesMonarch(),)),
                text="Whenever a creature deals combat damage to the monarch, its controller "
                     "becomes the monarch."),
        ))
    return _ABILITIES[0]


def become_monarch(game: Game, player: int, *, rule: str = "724.3",
                   source: int | None = None) -> None:
    """``player`` becomes the monarch (724.1); the monarch before ceases to be (724.3: one
    at a time). The monarch's abilities are now controlled by ``player`` (724.2)."""
    from manastack.api import fire_event, set_sourceless_triggers

    previous = monarch(game)
    if previous == player:
        game.log_event("effect", f"{game.player(player)} is already the monarch",
                       rule="724.3", source=source)
        return
    set_sourceless_triggers(game, MONARCH, player, monarch_abilities(), rule="724.2",
                            passes_on="724.4")
    game.log_event("effect", f"{game.player(player)} becomes the monarch"
                   + (f"; {game.player(previous)} ceases to be the monarch"
                      if previous is not None else ""), rule=rule, source=source)
    fire_event(game, EVENT, player=player, previous=previous)


@frozen
class BecomeMonarch(Instruction):
    """"You become the monarch", "target player becomes the monarch" (724.1, 724.3): each
    player ``who`` means (one) becomes the monarch."""

    who: Ref = field(factory=lambda: _you())

    def run(self, ctx: Context) -> None:
        for player in self.who.players(ctx):
            become_monarch(ctx.game, player, source=ctx.source)


def _you() -> Ref:
    from manastack.api import YOU

    return YOU


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"You become the monarch" / "target player becomes the monarch" / "target opponent
    becomes the monarch" (724.1)."""
    who = match.group("who")
    if who is None:
        return [BecomeMonarch(text=match.group(0))]
    return [BecomeMonarch(who=b.ref(who), text=match.group(0))]


def build_condition(match: re.Match[str], b: Builder) -> Callable[[Context], bool]:
    """"You're the monarch" (724.1): the ability's controller is the monarch now."""
    return lambda ctx: monarch(ctx.game) == ctx.controller
