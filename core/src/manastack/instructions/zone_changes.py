"""The instructions that move objects between zones (CR 400.7, 608.2c): destroy, exile, return,
sacrifice, discard, mill, draw, shuffle, counter a spell, and "instead" replacements.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.engine import stack as casting
from manastack.engine.layers import start_effect
from manastack.engine.triggers import simultaneously
from manastack.instructions.continuous import _duration
from manastack.model.continuous import ContinuousEffect
from manastack.model.effects import YOU, Amount, Context, Instruction, Ref, amount
from manastack.model.filters import ObjectFilter, Target
from manastack.model.objects import GameObject, Zone
from manastack.model.replacements import ZoneReplacement

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.continuous import Duration


@frozen
class Draw(Instruction):
    """"[player] draws N cards" (CR 121)."""

    amount: Amount = 1
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.draw(p, amount(self.amount, ctx))


def _move_each(ctx: Context, ids: Iterable[Target], act: Callable[[GameObject], GameObject | None],
               *, keep: Callable[[GameObject], bool] | None = None) -> None:
    """Act on each object still there (``keep``: only those it accepts) as one event
    (CR 603.6a, 603.10a: they leave or enter together), remembering each as it was (last
    known information); "it" then means the objects they became (400.7)."""

    moved = []
    with simultaneously(ctx.game):
        for oid in ids:
            obj = ctx.game.find(oid) if isinstance(oid, int) else None
            if obj is None or (keep is not None and not keep(obj)):
                continue
            ctx.remember(obj)
            new = act(obj)
            if new is not None:
                moved.append(new.id)
    ctx.it = moved


@frozen
class Destroy(Instruction):
    """"Destroy [objects]" (CR 701.8); ``regenerate=False``: "They can't be regenerated"
    (701.19c, :meth:`Game.destroy <manastack.game.Game.destroy>`)."""

    what: Ref
    regenerate: bool = field(default=True, kw_only=True)

    def run(self, ctx: Context) -> None:
        # "destroy all creatures" is one event (603.10a)
        _move_each(ctx, self.what.objects(ctx),
                   lambda obj: ctx.game.destroy(obj.id, regenerate=self.regenerate))


@frozen
class Exile(Instruction):
    """"Exile [objects]" (CR 406)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        _move_each(ctx, self.what.objects(ctx),
                   lambda obj: ctx.game.move(obj.id, Zone.EXILE, cause="effect", rule="406.2"))


@frozen
class ReturnToHand(Instruction):
    """"Return [objects] to their owners' hands" (bounce)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        _move_each(ctx, self.what.objects(ctx),
                   lambda obj: ctx.game.move(obj.id, Zone.HAND, cause="return", rule="400.7"))


@frozen
class PutOnLibrary(Instruction):
    """"Put [object] on top of / on the bottom of its owner's library"."""

    what: Ref
    position: str = "top"

    def run(self, ctx: Context) -> None:
        moved = []
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None:
                ctx.remember(obj)
                new = ctx.game.move(oid, Zone.LIBRARY, cause="effect", position=self.position,
                                    rule="401.4")
                if new is not None:
                    moved.append(new.id)
        ctx.it = moved


@frozen
class PutOntoBattlefield(Instruction):
    """"Return/put [cards] onto the battlefield [tapped] [under your control]"."""

    what: Ref
    under_your_control: bool = False
    tapped: bool = False

    def run(self, ctx: Context) -> None:
        def put(obj: GameObject) -> GameObject | None:
            controller = ctx.controller if self.under_your_control else obj.owner
            new = ctx.game.move(obj.id, Zone.BATTLEFIELD, cause="effect", controller=controller,
                                tapped=self.tapped, rule="400.7")
            # "it" is what entered (a replacement may have put it elsewhere)
            return new if new is not None and new.zone is Zone.BATTLEFIELD else None

        _move_each(ctx, self.what.objects(ctx), put)  # they enter at the same time (603.6a)


@frozen
class Sacrifice(Instruction):
    """"[players] sacrifice N [filter] of their choice" (CR 701.21): each player chooses."""

    who: Ref
    filter: ObjectFilter = ObjectFilter(types=("Permanent",))
    count: Amount = 1

    def run(self, ctx: Context) -> None:

        game = ctx.game
        active = game.state.turn.active
        players = sorted(self.who.players(ctx), key=lambda p: (p - active) % len(game.players))
        chosen_all: list[int] = []
        for p in players:  # CR 101.4: choices in APNAP order, then all at once
            options = tuple(
                o.id for o in game.battlefield(p)
                if self.filter.matches(game, o, player=p, source=ctx.source)
            )
            if not options:
                continue
            n = min(amount(self.count, ctx), len(options))
            chosen = game.decide(
                kind="sacrifice",
                player=p,  # SEED-16: the player who sacrifices chooses
                prompt=f"Sacrifice {n} {self.filter}",
                options=options,
                labels=tuple(str(game.obj(o)) for o in options),
                min=n,
                max=n,
                rule="701.21a",
            )
            chosen_all.extend(int(c) for c in chosen)
        _move_each(ctx, chosen_all, lambda obj: game.sacrifice(obj.id))


@frozen
class SacrificeObjects(Instruction):
    """"Sacrifice it": the controller of the effect sacrifices those objects if they are
    permanents they control (CR 701.21a)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        _move_each(ctx, self.what.objects(ctx), lambda obj: game.sacrifice(obj.id),
                   keep=lambda obj: obj.zone is Zone.BATTLEFIELD
                   and game.controller(obj.id) == ctx.controller)


@frozen
class Discard(Instruction):
    """"[player] discards N cards" (the discarding player chooses, CR 701.9)."""

    who: Ref
    count: Amount = 1
    whole_hand: bool = False

    def run(self, ctx: Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            hand = game.hand(p)
            n = len(hand) if self.whole_hand else min(amount(self.count, ctx), len(hand))
            if n <= 0:
                ctx.values["discarded"] = 0
                continue
            game.choose_discards(p, n)
            ctx.values["discarded"] = ctx.values.get("discarded", 0) + n


@frozen
class Mill(Instruction):
    who: Ref
    count: Amount

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.mill(p, amount(self.count, ctx))


@frozen
class ReplaceMove(Instruction):
    """"If [object] would [die / be put into a graveyard] this turn, [exile it] instead"
    (CR 614.1a): a replacement effect watching the objects of ``what``."""

    what: Ref
    instead: Zone
    from_zone: Zone | None = Zone.BATTLEFIELD
    to_zone: Zone | None = Zone.GRAVEYARD
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:

        objects = tuple(o for o in self.what.objects(ctx) if ctx.game.find(o) is not None)
        if not objects:
            return
        start_effect(ctx.game, ContinuousEffect(
            parts=(ZoneReplacement(from_zone=self.from_zone, to_zone=self.to_zone,
                                   instead=self.instead, text=self.text),),
            source=ctx.source, controller=ctx.controller, objects=objects,
            duration=_duration(self.duration, ctx, "end_of_turn"), text=self.text,
            rule="614.1a",
        ))


@frozen
class CounterSpell(Instruction):
    """"Counter [spell]" (CR 701.6): it goes to its owner's graveyard (replacements apply)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None and obj.zone is Zone.STACK:
                counter(ctx.game, obj)


def counter(game: Game, obj: GameObject) -> None:
    """Counter a spell or ability on the stack (CR 701.6a), unless it can't be (101.2)."""

    if obj.spell is not None and obj.spell.cant_be_countered:
        game.log_event("counter", f"{obj} can't be countered", rule="101.2")
        return
    casting.remove_from_stack(game, obj.id, cause="counter", rule="701.6a")


@frozen
class Shuffle(Instruction):
    """Shuffle specific objects into their owners' libraries (CR 701.24c, SEED-34).

    Each owner's library is shuffled even if none of the objects were where
    expected, or all of them moved elsewhere or stayed (a replacement effect);
    the owner of an object that is gone is known from its last known
    information. ``who`` adds players whose library is shuffled anyway
    ("then shuffle")."""

    what: Ref
    who: Ref = YOU

    def run(self, ctx: Context) -> None:

        game = ctx.game
        owners = set(self.who.players(ctx))
        with simultaneously(game):
            for oid in self.what.objects(ctx):
                obj = game.find(oid)
                if obj is None:
                    known = ctx.last_known(oid)
                    if known is not None:
                        owners.add(known[0].owner)
                    continue
                owners.add(obj.owner)
                if obj.zone is Zone.LIBRARY:
                    continue
                ctx.remember(obj)
                game.move(oid, Zone.LIBRARY, cause="effect", rule="701.24c")
        for p in sorted(owners):
            game.shuffle(p, rule="701.24c")
