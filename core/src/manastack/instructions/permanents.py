"""The instructions that change permanents (CR 701): tap, untap, counters, tokens and token
copies, control, attaching.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.engine.layers import copiable_values
from manastack.instructions.continuous import ApplyEffect
from manastack.model import effects as fx
from manastack.model.continuous import SetController
from manastack.model.effects import YOU, Amount, Context, Instruction, Ref, amount
from manastack.model.objects import Card, Zone

if TYPE_CHECKING:
    from manastack.model.continuous import Duration, Modification


@frozen
class Tap(Instruction):
    what: Ref

    def run(self, ctx: Context) -> None:
        objects = self.what.objects(ctx)
        for oid in objects:
            ctx.game.tap(oid)
        ctx.it = objects


@frozen
class Untap(Instruction):
    what: Ref

    def run(self, ctx: Context) -> None:
        objects = self.what.objects(ctx)
        for oid in objects:
            ctx.game.untap(oid)
        ctx.it = objects


@frozen
class PutCounters(Instruction):
    """"Put N [kind] counters on [objects]" (CR 122)."""

    kind: str
    count: Amount
    what: Ref

    def run(self, ctx: Context) -> None:
        objects = [oid for oid in self.what.objects(ctx) if ctx.game.find(oid) is not None]
        for oid in objects:
            ctx.game.add_counters(oid, self.kind, amount(self.count, ctx), by=ctx.controller)
        ctx.it = objects  # "Put a +1/+1 counter on target creature. It gains vigilance ..."


@frozen
class RemoveCounters(Instruction):
    """"Remove N [kind] counters from [objects]" (as many as there are, CR 122.8)."""

    kind: str
    count: Amount
    what: Ref

    def run(self, ctx: Context) -> None:
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None and obj.counter(self.kind):
                ctx.game.remove_counters(oid, self.kind,
                                         min(amount(self.count, ctx), obj.counter(self.kind)))


@frozen
class CreateToken(Instruction):
    """"Create N [token]" (CR 111). ``card`` holds the token's characteristics (111.3-111.4;
    see :func:`token_card`)."""

    card: Card
    count: Amount = 1
    tapped: bool = False
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        made = []
        for p in self.who.players(ctx):
            for _ in range(amount(self.count, ctx)):
                obj = ctx.game.create_token(self.card, p, tapped=self.tapped)
                made.append(obj.id)
        ctx.it = made


@frozen
class CreateTokenCopy(Instruction):
    """"Create a token that's a copy of [object]" (CR 111.12, 707.2, SEED-21).

    The token's characteristics are the copiable values of the object
    (707.2: its card as modified by copy effects, nothing else). If the
    object no longer exists, no token is created, unless ``use_lki``: the
    effect uses the object's last known information ("a copy of the
    sacrificed creature"). A copy of an instant or sorcery card is not
    created (111.5). ``modify`` makes the exceptions of the copy (707.9)."""

    of: Ref
    count: Amount = 1
    use_lki: bool = False
    tapped: bool = False
    who: Ref = YOU
    modify: Callable[[Card], Card] | None = field(default=None, eq=False, repr=False)

    def run(self, ctx: Context) -> None:

        game = ctx.game
        made: list[int] = []
        for oid in self.of.objects(ctx):
            card: Card | None = None
            if game.find(oid) is not None:
                card = copiable_values(game, oid)
            elif self.use_lki:
                known = ctx.last_known(oid)
                if known is not None:
                    card = known[2] or known[0].card
            if card is None:
                game.log_event("token", f"no token is created: the object to copy (#{oid}) "
                               "no longer exists", rule="111.12")
                continue
            if self.modify is not None:
                card = self.modify(card)
            if not card.type_line.is_permanent:
                game.log_event("token", f"no token is created: {card.name} is not a "
                               "permanent card", rule="111.5")
                continue
            for p in self.who.players(ctx):
                for _ in range(amount(self.count, ctx)):
                    made.append(game.create_token(card, p, tapped=self.tapped).id)
        ctx.it = made


@frozen
class GainControl(Instruction):
    """"Gain control of [objects] [until end of turn]" (CR 613.1b, layer 2)."""

    what: Ref
    duration: str | Duration | None = "forever"
    also: tuple[Modification, ...] = ()

    def run(self, ctx: Context) -> None:

        ApplyEffect(self.what, (SetController(ctx.controller), *self.also), text=self.text,
                    rule="613.1b", duration=self.duration).run(ctx)


@frozen
class AttachTo(fx.Instruction):
    """"Attach [this] to [object]" (CR 701.3a)."""

    what: fx.Ref
    to: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        dest = [o for o in self.to.objects(ctx) if game.find(o) is not None]
        if not dest:
            return
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            game.update(oid, attached_to=dest[0])
            game.log_event("attach", f"{obj} is attached to {game.obj(dest[0])}", rule="701.3a")
