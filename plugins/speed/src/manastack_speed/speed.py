"""A player's speed (CR 702.179): the value, the state-based action giving speed 1 to a player
who controls a permanent with start your engines! (702.179a), the inherent triggered ability
raising it (702.179d), and max speed (702.179e)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from attrs import frozen

from manastack.api import Context, Instruction
from manastack_speed import ENGINES, START_YOUR_ENGINES

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, TriggeredAbility
    from manastack_grammar.api import Builder

__all__ = ["MAX", "NOTE", "IncreaseSpeed", "build_condition", "build_count", "engine_actions",
           "has_max_speed", "set_speed", "speed", "speed_ability", "tag_engine"]

#: CR 702.179e: the highest speed, max speed.
MAX = 4
#: ``game.state.notes`` key: each player's speed as ``((player, speed), ...)``; a player
#: absent has no speed (702.179b).
NOTE = "speed"


def speed(game: Game, player: int) -> int:
    """``player``'s speed; 0 while they have none (702.179f)."""
    speeds: dict[int, int] = dict(game.state.notes.get(NOTE, ()))
    return speeds.get(player, 0)


def has_max_speed(game: Game, player: int) -> bool:
    """CR 702.179e: a player has max speed if their speed is 4."""
    return speed(game, player) == MAX


def _name(game: Game, player: int) -> str:
    """The name the player's inherent ability (702.179d) goes by in the log."""
    return f"{game.player(player)}'s speed"


def set_speed(game: Game, player: int, value: int, *, rule: str,
              source: int | None = None) -> None:
    """``player``'s speed becomes ``value`` (1 to 4); with speed they have the inherent
    triggered ability of 702.179d, with no source, controlled by them."""
    from manastack.api import set_sourceless_triggers

    speeds = dict(game.state.notes.get(NOTE, ()))
    speeds[player] = value
    game.state.notes[NOTE] = tuple(sorted(speeds.items()))
    # set again on each change: the game changed, and "as long as your speed is 4" is asked
    set_sourceless_triggers(game, _name(game, player), player, (speed_ability(),),
                            rule="702.179d")
    game.log_event("effect", f"{game.player(player)}'s speed becomes {value}", rule=rule,
                   source=source)
    if value == MAX:  # CR 702.179e, 702.178a: their max speed abilities now work
        game.log_event("effect", f"{game.player(player)} has max speed: the objects they "
                       f"control have their max speed abilities", rule="702.178a",
                       source=source)


def _opponent_during_your_turn(game: Game, source: GameObject,
                               data: Mapping[str, Any]) -> bool:
    """"Whenever one or more opponents lose life during your turn" (702.179d): the
    ability's controller is the active player (the event's player, an opponent, is checked
    by ``whose``)."""
    return game.state.turn.active == source.controller


def _below_max(game: Game, source: GameObject) -> bool:
    """"If your speed is less than 4" (702.179d), an intervening "if" (603.4)."""
    return speed(game, source.controller) < MAX


@frozen
class IncreaseSpeed(Instruction):
    """"Your speed increases by 1" (702.179d); with no speed it becomes 1 (702.179c)."""

    def run(self, ctx: Context) -> None:
        now = speed(ctx.game, ctx.controller)
        set_speed(ctx.game, ctx.controller, min(MAX, now + 1), rule="702.179d",
                  source=ctx.source)


_ABILITY: list[TriggeredAbility] = []


def speed_ability() -> TriggeredAbility:
    """The inherent triggered ability of a player with speed, with no source (702.179d)."""
    if not _ABILITY:
        from manastack.api import Mode, TriggerCondition, TriggeredAbility

        _ABILITY.append(TriggeredAbility(
            trigger=TriggerCondition("lose_life", whose="opponent",
                                     predicate=_opponent_during_your_turn,
                                     intervening_if=_below_max),
            effect=Mode(instructions=(IncreaseSpeed(text="your speed increases by 1"),)),
            once_each_turn=True,  # CR 702.179d: "This ability triggers only once each turn."
            text="Whenever one or more opponents lose life during your turn, if your speed "
                 "is less than 4, your speed increases by 1. This ability triggers only "
                 "once each turn."))
    return _ABILITY[0]


def tag_engine(game: Game, new: GameObject | None) -> None:
    """Tag a permanent with start your engines! as it arrives on the battlefield: what the
    state-based action of 702.179a looks at (a new object, 400.7)."""
    if new is None or ENGINES in new.tags:
        return
    game.set_object(new.replace(tags={**new.tags, ENGINES: True}))


def engine_actions(game: Game) -> list[Callable[[], None]]:
    """CR 702.179a: each player with no speed who controls a permanent that has start your
    engines! now (printed or granted, 613) gets speed 1; a state-based action (704.3)."""
    from manastack.api import Zone

    players: list[int] = []
    for obj in game.objects_in(Zone.BATTLEFIELD):
        if ENGINES not in obj.tags or START_YOUR_ENGINES not in game.chars(obj.id).keywords:
            continue
        you = game.controller(obj.id)
        if you not in players and speed(game, you) == 0:
            players.append(you)
    return [_start(game, p) for p in players]


def _start(game: Game, player: int) -> Callable[[], None]:
    def act() -> None:
        if speed(game, player) == 0:
            set_speed(game, player, 1, rule="702.179a")
    return act


def build_condition(match: re.Match[str], b: Builder) -> Callable[[Context], bool]:
    """"You have max speed" (702.179e): the ability's controller's speed is 4 now."""
    return lambda ctx: has_max_speed(ctx.game, ctx.controller)


def build_count(match: re.Match[str], b: Builder) -> Callable[[Context], int]:
    """"Your speed" as a number (702.179f: 0 while you have none), counted as the effect
    happens (107.3c)."""
    return lambda ctx: speed(ctx.game, ctx.controller)
