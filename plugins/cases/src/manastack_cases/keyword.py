"""The abilities of Case cards: "To solve" (CR 719.3a) and "Solved" (702.169b-d).

Imported by the first Case card read: ``manastack_cases`` (the entry point) stays light.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

from manastack.api import (
    ActivatedAbility,
    ActivationRestriction,
    Instruction,
    StaticAbility,
    StaticEffect,
    Step,
    TriggeredAbility,
    fire_event,
)
from manastack_cases import EVENT, SOLVED

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.api import Ability, Context, Game, GameObject
    from manastack_grammar.api import Builder

__all__ = ["BecomeSolved", "becomes_solved", "is_solved", "solved_ability", "to_solve"]


def is_solved(obj: GameObject) -> bool:
    """CR 719.3b: has the permanent the solved designation?"""
    return obj.tags.get(SOLVED) is True


@frozen
class BecomeSolved(Instruction):
    """"This Case becomes solved" (719.3a): the source permanent gets the solved designation;
    gone from the battlefield, or solved already, nothing happens (400.7, 603.4)."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        obj = ctx.source_permanent()
        if obj is None:
            game.log_event("effect", "the Case has left the battlefield, nothing happens",
                           rule="719.3a", source=ctx.source)
            return
        if is_solved(obj):
            # CR 603.4: "and this Case is not solved" is false as the ability resolves
            game.log_event("effect", f"{obj} is already solved, nothing happens",
                           rule="603.4", source=obj.id)
            return
        # CR 719.3b: a designation of the permanent, not copiable, kept until it leaves
        game.set_object(obj.replace(tags={**obj.tags, SOLVED: True}))
        game.log_event("effect", f"{obj} becomes solved", rule="719.3a", source=obj.id)
        fire_event(game, EVENT, obj=obj.id, player=ctx.controller)


def becomes_solved(match: re.Match[str], b: Builder) -> list[Instruction]:
    """The effect "this Case becomes solved" (719.3a)."""
    return [BecomeSolved(text=match.group(0))]


def to_solve(match: re.Match[str], b: Builder) -> Ability:
    """CR 719.3a: "To solve — [condition]" is "At the beginning of your end step, if
    [condition] and this Case is not solved, this Case becomes solved": read as the card
    reader reads that trigger with its intervening "if" (603.4), the Case's being not solved
    checked with it as the step begins. A condition the reader doesn't know leaves the line
    refused, naming it."""
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    cond = match["cond"].strip().rstrip(".")
    read = recognize_line_ability(
        f"At the beginning of your end step, if {cond}, ~ becomes solved", b)
    trigger = getattr(read, "trigger", None)
    if type(read) is not TriggeredAbility or trigger is None or trigger.step is not Step.END \
            or trigger.whose != "you" or trigger.predicate is None:
        raise NotUnderstood(match.group(0))
    checked = trigger.predicate

    def unsolved_and(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        # CR 719.3a: "if [condition] and this Case is not solved", as the end step begins
        return not is_solved(source) and checked(game, source, data)

    return attrs.evolve(read, trigger=attrs.evolve(trigger, predicate=unsolved_and),
                        text=match.group(0))


def solved_ability(match: re.Match[str], b: Builder) -> Ability:
    """CR 702.169a-d: "Solved — [ability]": the ability read as any line is, working only
    while this Case is solved: a static ability's effects apply as long as it is (702.169b),
    a triggered ability triggers only if it is (702.169c), an activated ability may be
    activated only if it is (702.169d). Another kind of line is refused."""
    from manastack_grammar.api import NotUnderstood, recognize_line_ability

    read = recognize_line_ability(match["rest"], b)
    text = match.group(0)
    if type(read) is TriggeredAbility:
        previous = read.trigger.predicate

        def solved_then(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
            # CR 702.169c: it triggers only if this Case is solved as the event happens
            return is_solved(source) and (previous is None or previous(game, source, data))

        return attrs.evolve(read, trigger=attrs.evolve(read.trigger, predicate=solved_then),
                            text=text)
    if type(read) is ActivatedAbility:
        def solved_source(game: Game, oid: int) -> bool:
            # CR 702.169d: activate only if this Case is solved
            return is_solved(game.obj(oid))

        restriction = ActivationRestriction("source_condition",
                                            text="Activate only if this Case is solved",
                                            of_source=solved_source)
        return attrs.evolve(read, restrictions=(*read.restrictions, restriction), text=text)
    if type(read) is StaticAbility and read.effects and \
            all(type(e) is StaticEffect for e in read.effects):
        return attrs.evolve(read, effects=tuple(_while_solved(e) for e in read.effects),
                            text=text)
    raise NotUnderstood(text)


def _while_solved(effect: StaticEffect) -> StaticEffect:
    """CR 702.169b: the effect applies as long as this Case is solved (and its own
    condition holds, 611.3a)."""
    previous = effect.condition

    def solved_now(game: Game, obj: GameObject) -> bool:
        # CR 702.169b: as long as this Case is solved
        return is_solved(obj) and (previous is None or previous(game, obj))

    return attrs.evolve(effect, condition=solved_now)
