"""The instructions that start continuous effects (CR 611.2): "gets +2/+2 until end of turn",
"gains flying", "becomes a 4/4", rule modifications for a duration.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.engine.layers import start_effect
from manastack.model import continuous as layers
from manastack.model.continuous import ContinuousEffect
from manastack.model.effects import Context, Each, Instruction, Ref
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone

if TYPE_CHECKING:
    from manastack.model.continuous import Duration, Modification


def _duration(value: str | Duration | None, ctx: Context, default: str) -> Duration:
    """A duration named in a sentence, made concrete for this resolution (CR 611.2a)."""

    if value is None:
        value = default
    if not isinstance(value, str):
        return value
    if value == "end_of_turn":
        return layers.UNTIL_END_OF_TURN
    if value == "end_of_combat":
        return layers.UNTIL_END_OF_COMBAT
    if value == "your_next_turn":
        return layers.until_next_turn(ctx.controller)
    if value == "while_source" and ctx.source is not None:
        return layers.while_source_remains(ctx.source)
    if value == "while_you_control_source" and ctx.source is not None:
        return layers.for_as_long_as(layers.you_control(ctx.source),
                                     "for as long as you control its source")
    if value == "forever":
        return layers.Duration()
    raise ValueError(f"unknown duration {value!r}")


@frozen
class ApplyEffect(Instruction):
    """Start a continuous effect on objects, locked as it begins (CR 611.2c).

    "gets +N/+N until end of turn", "gains [keyword] until end of turn",
    "becomes a 0/0 land creature" ... ``parts`` are layer modifications.
    ``duration``: a :class:`~manastack.layers.Duration` or one of
    ``"end_of_turn"``, ``"end_of_combat"``, ``"your_next_turn"``,
    ``"while_source"``, ``"while_you_control_source"``, ``"forever"``; by
    default until end of turn (``until_end_of_turn=False``: forever).
    Players named by ``what`` get the effect too ("you gain hexproof").
    """

    what: Ref
    parts: tuple[Modification, ...]
    until_end_of_turn: bool = True
    rule: str = "611.2"
    duration: str | Duration | None = field(default=None, kw_only=True)

    def run(self, ctx: Context) -> None:

        game = ctx.game
        objects = tuple(o for o in self.what.objects(ctx) if game.find(o) is not None)
        players = tuple(self.what.players(ctx))
        if not objects and not players:
            return
        start_effect(
            game,
            ContinuousEffect(
                parts=self.parts,
                source=ctx.source,
                controller=ctx.controller,
                objects=objects,
                players=players,
                duration=_duration(self.duration, ctx,
                                   "end_of_turn" if self.until_end_of_turn else "forever"),
                text=self.text,
                rule=self.rule,
            ),
        )
        ctx.it = list(objects)


@frozen
class ApplyToEach(Instruction):
    """A continuous effect on every object matching now, locked (CR 611.2c).

    "Creatures you control get +2/+0 until end of turn."
    """

    filter: ObjectFilter
    parts: tuple[Modification, ...]
    until_end_of_turn: bool = True
    duration: str | Duration | None = field(default=None, kw_only=True)

    def run(self, ctx: Context) -> None:
        ApplyEffect(Each(self.filter), self.parts, self.until_end_of_turn, text=self.text,
                    duration=self.duration).run(ctx)


@frozen
class ApplyRule(Instruction):
    """An effect changing the rules for whatever matches ``filter`` while it lasts
    (CR 611.2c: not locked to the objects there when it began; 613.11).

    "Creatures can't block this turn": ``ApplyRule(creatures, (Restriction("cant_block"),))``."""

    filter: ObjectFilter
    parts: tuple[Modification, ...]
    duration: str | Duration | None = "end_of_turn"
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)

    def run(self, ctx: Context) -> None:

        start_effect(ctx.game, ContinuousEffect(
            parts=self.parts, source=ctx.source, controller=ctx.controller, filter=self.filter,
            zones=self.zones, duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text, rule="611.2c",
        ))
