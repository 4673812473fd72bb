"""The instructions that change what happens next (CR 500.7, 603.7, 608.2g): extra turns,
delayed triggered abilities, casting a spell while an effect resolves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.engine import triggers
from manastack.engine.casting import cast
from manastack.engine.permissions import permissions_for
from manastack.model import effects as fx
from manastack.model.effects import Context, Instruction, ItRef, Ref
from manastack.model.filters import ObjectFilter

if TYPE_CHECKING:
    from manastack.model.abilities import Mode


@frozen
class ExtraTurn(Instruction):
    """"Take an extra turn after this one" (CR 500.7)."""

    def run(self, ctx: Context) -> None:
        t = ctx.game.state.turn
        ctx.game.state.turn = attrs.evolve(t, extra_turns=(ctx.controller, *t.extra_turns))
        ctx.game.log_event("turn", f"{ctx.game.player(ctx.controller)} will take an extra turn",
                           rule="500.7")


@frozen
class DelayedTrigger(Instruction):
    """Create a delayed triggered ability (CR 603.7) about the objects of ``what``.

    ``event``: ``"step_begins"`` (``step``, default the next end step),
    ``"dies"``, ``"exiled"``, ``"leaves"``...; ``events`` for several ("when
    that permanent dies or is put into exile")."""

    event: str
    effect: Mode
    what: Ref = field(factory=ItRef)
    controller_from_ctx: bool = True
    events: tuple[str, ...] = ()
    step: Any = None

    def run(self, ctx: Context) -> None:

        objects = tuple(o for o in self.what.objects(ctx) if ctx.game.find(o) is not None)
        triggers.create_delayed(
            ctx.game,
            event=self.event,
            effect=self.effect,
            controller=ctx.controller,
            objects=objects,
            source=ctx.source,
            step=self.step,
            text=self.text,
            events=self.events,
            source_lki=ctx.source_lki,
        )


# --------------------------------------------------------------------------
# Fights
# --------------------------------------------------------------------------


@frozen
class CastWithoutPaying(fx.Instruction):
    """"You may cast a [filter] spell with mana value N or less from your hand without
    paying its mana cost" (CR 118.9, 608.2g): cast while the effect resolves, with any
    permission the player has for the card (the casting rules say which are legal); a land
    is never cast. Decision ``cast_free``: (card, permission) or nothing."""

    filter: ObjectFilter = ObjectFilter()
    max_mana_value: fx.Amount | None = None

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        limit = None if self.max_mana_value is None else fx.amount(self.max_mana_value, ctx)
        options: list[tuple[int, str]] = []
        for obj in game.hand(ctx.controller):
            if obj.card.type_line.has_type("Land"):
                continue
            if limit is not None and game.mana_value(obj.id) > limit:
                continue
            if not self.filter.matches(game, obj, player=ctx.controller, source=ctx.source):
                continue
            options.extend((obj.id, p.name) for p in permissions_for(game, ctx.controller, obj.id))
        if not options:
            return
        chosen = game.decide(kind="cast_free", player=ctx.controller,
                             prompt="Cast a spell without paying its mana cost?",
                             options=tuple(options), min=0, max=1, rule="118.9")
        for obj_id, permission in chosen:
            cast(game, ctx.controller, obj_id, permission=permission, without_paying=True)
