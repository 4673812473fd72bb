"""The initiative (CR 725): the designation, its three triggered abilities with no source, and
the instruction "you take the initiative"."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack.api import Context, Instruction
from manastack_dungeons.dungeon import Venture, unread_rooms

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, TriggeredAbility
    from manastack_grammar.api import Builder

__all__ = ["INITIATIVE", "TAKES", "TakeInitiative", "initiative", "take_initiative"]

#: The designation (725.1): the name its abilities with no source go by, in the log and in
#: ``game.view()``'s ``designations``.
INITIATIVE = "the initiative"
#: The event of a player taking the initiative (725.2): ``player``, ``previous``.
TAKES = "takes_initiative"


def initiative(game: Game) -> int | None:
    """The player who has the initiative, or None: none until an effect instructs a player
    to take it (725.1)."""
    from manastack.api import sourceless_controller

    return sourceless_controller(game, INITIATIVE)


def _damage_to_the_holder(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """"Whenever one or more creatures a player controls deal combat damage to the player who
    has the initiative" (725.2): one event per player whose creatures dealt it (603.2c)."""
    from manastack.api import PlayerRef

    return bool(data.get("combat")) and data.get("recipient") == PlayerRef(source.controller)


@frozen
class ControllerOfThoseCreaturesTakes(Instruction):
    """"The controller of those creatures takes the initiative" (725.2): the player whose
    creatures dealt the damage."""

    def run(self, ctx: Context) -> None:
        player = ctx.event.get("player")
        if isinstance(player, int):
            take_initiative(ctx.game, player, rule="725.2", source=ctx.source)


_ABILITIES: list[tuple[TriggeredAbility, ...]] = []


def initiative_abilities() -> tuple[TriggeredAbility, ...]:
    """The initiative's three inherent triggered abilities, with no source (725.2)."""
    if not _ABILITIES:
        from manastack.api import Mode, Step, TriggerCondition, TriggeredAbility

        _ABILITIES.append((
            TriggeredAbility(
                trigger=TriggerCondition("step_begins", step=Step.UPKEEP, whose="you"),
                effect=Mode(instructions=(Venture(undercity=True),)),
                text="At the beginning of the upkeep of the player who has the initiative, "
                     "that player ventures into Undercity."),
            TriggeredAbility(
                trigger=TriggerCondition("combat_damage_to_player",
                                         predicate=_damage_to_the_holder),
                effect=Mode(instructions=(ControllerOfThoseCreaturesTakes(),)),
                text="Whenever one or more creatures a player controls deal combat damage to "
                     "the player who has the initiative, the controller of those creatures "
                     "takes the initiative."),
            TriggeredAbility(
                trigger=TriggerCondition(TAKES, whose="you"),
                effect=Mode(instructions=(Venture(undercity=True),)),
                text="Whenever a player takes the initiative, that player ventures into "
                     "Undercity."),
        ))
    return _ABILITIES[0]


def take_initiative(game: Game, player: int, *, rule: str = "725.3",
                    source: int | None = None) -> None:
    """``player`` takes the initiative (725.1); whoever had it ceases to (725.3); taking it
    again while having it makes no second designation but still triggers (725.5)."""
    from manastack.api import fire_event, set_sourceless_triggers

    previous = initiative(game)
    if previous == player:
        game.log_event("effect", f"{game.player(player)} takes the initiative again (they "
                       "already have it)", rule="725.5", source=source)
    else:
        set_sourceless_triggers(game, INITIATIVE, player, initiative_abilities(),
                                rule="725.2", passes_on="725.4", passed_event=TAKES)
        game.log_event("effect", f"{game.player(player)} takes the initiative"
                       + (f"; {game.player(previous)} ceases to have it"
                          if previous is not None else ""), rule=rule, source=source)
    fire_event(game, TAKES, player=player, previous=previous)


@frozen
class TakeInitiative(Instruction):
    """"You take the initiative" (725.1): the ability's controller takes it."""

    def run(self, ctx: Context) -> None:
        take_initiative(ctx.game, ctx.controller, source=ctx.source)


def build(match: re.Match[str], b: Builder) -> list[Instruction]:
    """"You take the initiative" (725.1): refused while Undercity, where taking it ventures
    (725.2), has a room the reader doesn't read."""
    from manastack_grammar.api import NotUnderstood

    if b.rules is not None and unread_rooms(b.rules, undercity=True):
        raise NotUnderstood(match.group(0))
    return [TakeInitiative(text=match.group(0))]


def build_condition(match: re.Match[str], b: Builder) -> Callable[[Context], bool]:
    """"You have the initiative" (725.1): the ability's controller has it now."""
    return lambda ctx: initiative(ctx.game) == ctx.controller
