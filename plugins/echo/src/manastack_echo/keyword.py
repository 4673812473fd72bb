"""The echo keyword's triggered ability (CR 702.30a, 603.4, 118.12).

Imported by the first card with echo read: ``manastack_echo`` (the entry point) stays light.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from manastack.api import KeywordTrigger, Step
from manastack_echo import ECHO, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Context, Cost, Game, GameObject
    from manastack_grammar.api import Builder

#: ``state.notes`` key: the upkeeps each echo permanent has seen begin under its controller,
#: as ``(object id, controller, turn number)`` (bookkeeping for 702.30a's condition).
UPKEEPS_SEEN = "echo.upkeeps_seen"


def build(match: re.Match[str], b: Builder) -> KeywordTrigger | None:
    """CR 702.30a: "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay [cost]";
    None (not understood, the line quoted) when the cost can't be read."""
    from manastack.api import Custom, Mode, SacrificeUnlessCostPaid, SourceRef, TriggerCondition
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    if cost is None:
        return None
    trigger = TriggerCondition("step_begins", step=Step.UPKEEP, whose="you",
                               predicate=note_upkeep, intervening_if=came_under_control,
                               text="the beginning of your upkeep, if this permanent came "
                                    "under your control since the beginning of your last "
                                    "upkeep")
    text = f"sacrifice it unless you pay {describe(cost)}"
    effect = Mode(instructions=(Custom(log_echo),
                                SacrificeUnlessCostPaid(SourceRef(), cost, rule="702.30a",
                                                        text=text)),
                  text=text)
    return KeywordTrigger(trigger=trigger, effect=effect, keyword=ECHO, optional=False,
                          text=match.group(0), plugin=PLUGIN)


def describe(cost: Cost) -> str:
    """The echo cost as the log reads it: "{3}{R}", "Discard a card"."""
    parts = [*([str(cost.mana)] if not cost.mana.is_empty() else []),
             *(str(part) for part in cost.parts)]
    return ", ".join(parts) or "{0}"


def _seen(game: Game) -> tuple[tuple[int, int, int], ...]:
    seen: tuple[tuple[int, int, int], ...] = game.state.notes.get(UPKEEPS_SEEN, ())
    return seen


def note_upkeep(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
    """CR 702.30a: the beginning of its controller's upkeep, seen by the echo permanent: kept
    so that the next upkeep's condition knows it was already under their control then (the
    same permanent and controller, 400.7). Always matches: the condition is the "if"."""
    mark = (source.id, game.controller(source.id) if game.find(source.id) else
            source.controller, game.state.turn.number)
    seen = _seen(game)
    if mark not in seen:
        # only this permanent's own upkeeps are kept: a permanent gone is a new object (400.7)
        alive = tuple(m for m in seen if game.find(m[0]) is not None)
        game.state.notes[UPKEEPS_SEEN] = (*alive, mark)
    return True


def came_under_control(game: Game, source: GameObject) -> bool:
    """CR 702.30a, 603.4: the permanent came under its controller's control since the
    beginning of their last upkeep: no upkeep of theirs before this one began while they
    controlled it (checked as this upkeep begins and as the ability resolves)."""
    # gone with the ability on the stack: its last known controller (608.2b does the rest)
    controller = game.controller(source.id) if game.find(source.id) else source.controller
    turn = game.state.turn.number
    return not any(oid == source.id and who == controller and number != turn
                   for oid, who, number in _seen(game))


def log_echo(ctx: Context) -> None:
    """The explain log cites the keyword's rule."""
    source = ctx.game.find(ctx.source) if ctx.source is not None else None
    who = str(source) if source is not None else "the permanent"
    ctx.game.log_event("effect", f"echo: {who} came under its controller's control since "
                       "their last upkeep: sacrificed unless they pay its echo cost",
                       rule="702.30a", source=ctx.source)
