"""The one-shot instructions of the effect vocabulary (CR 608.2c): what spells and abilities
do as they resolve, each an immutable value whose ``run(ctx)`` acts through the game's
primitives (move, damage, life, counters...), so that replacement effects and triggers see
every part of it.

They are reached through :mod:`manastack.effects` (``fx.DealDamage``, ``from
manastack.effects import Draw``), which imports this module with the first instruction
used: loading the rules needs only the vocabulary's base (:class:`~manastack.effects.
Context`, the references, :class:`~manastack.effects.Instruction`), and building these
~40 classes was a tenth of ``Rules.load()`` (docs/decisions.rst, start-up).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.effects import (
    YOU,
    Amount,
    Context,
    Each,
    Instruction,
    ItRef,
    Ref,
    amount,
)
from manastack.filters import ObjectFilter, Target
from manastack.objects import Card, GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.abilities import Mode
    from manastack.game import Game
    from manastack.layers import Duration, Modification


__all__ = [
    'ApplyEffect',
    'ApplyRule',
    'ApplyToEach',
    'Choose',
    'Conditional',
    'CounterSpell',
    'CreateToken',
    'CreateTokenCopy',
    'DamageUnpreventable',
    'DealDamage',
    'DelayedTrigger',
    'Destroy',
    'Discard',
    'Draw',
    'Exile',
    'ExtraTurn',
    'FindObjects',
    'GainControl',
    'GainLife',
    'InterveningIf',
    'LoseLife',
    'MayDo',
    'Mill',
    'Prevent',
    'PreventAll',
    'PutCounters',
    'PutOnLibrary',
    'PutOntoBattlefield',
    'RemoveCounters',
    'ReplaceMove',
    'ReturnToHand',
    'Sacrifice',
    'SacrificeObjects',
    'Sequence_',
    'Shuffle',
    'Tap',
    'Untap',
    'counter',
]


@frozen
class DealDamage(Instruction):
    """"[source] deals N damage to [recipients]" (CR 120). ``source`` None: the spell or
    ability's own source; else the object named ("It deals 1 damage to each opponent"
    said of a returned creature), and no damage if it no longer exists."""

    amount: Amount
    to: Ref
    source: Ref | None = field(default=None, kw_only=True)
    #: "and the damage can't be prevented" (CR 615.12)
    unpreventable: bool = field(default=False, kw_only=True)

    def run(self, ctx: Context) -> None:
        src = ctx.source
        if self.source is not None:
            found = [o for o in self.source.objects(ctx) if ctx.game.find(o) is not None]
            if not found:
                return
            src = found[0]
        n = amount(self.amount, ctx)
        targets = self.to.resolve(ctx)
        for target in targets:
            ctx.game.deal_damage(src, target, n, rule="120.3", unpreventable=self.unpreventable)
        ctx.it = [t for t in targets if isinstance(t, int)]  # "It can't block this turn"


@frozen
class Draw(Instruction):
    """"[player] draws N cards" (CR 121)."""

    amount: Amount = 1
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.draw(p, amount(self.amount, ctx))


@frozen
class GainLife(Instruction):
    amount: Amount
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.gain_life(p, amount(self.amount, ctx), rule="119.3")


@frozen
class LoseLife(Instruction):
    amount: Amount
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.lose_life(p, amount(self.amount, ctx), rule="119.3")


def _move_each(ctx: Context, ids: Iterable[Target], act: Callable[[GameObject], GameObject | None],
               *, keep: Callable[[GameObject], bool] | None = None) -> None:
    """Act on each object still there (``keep``: only those it accepts) as one event
    (CR 603.6a, 603.10a: they leave or enter together), remembering each as it was (last
    known information); "it" then means the objects they became (400.7)."""
    from manastack.zones import simultaneously

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
        from manastack.layers import copiable_values

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


def _duration(value: str | Duration | None, ctx: Context, default: str) -> Duration:
    """A duration named in a sentence, made concrete for this resolution (CR 611.2a)."""
    from manastack import layers

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
        from manastack.layers import ContinuousEffect, start_effect

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
class GainControl(Instruction):
    """"Gain control of [objects] [until end of turn]" (CR 613.1b, layer 2)."""

    what: Ref
    duration: str | Duration | None = "forever"
    also: tuple[Modification, ...] = ()

    def run(self, ctx: Context) -> None:
        from manastack.layers import SetController

        ApplyEffect(self.what, (SetController(ctx.controller), *self.also), text=self.text,
                    rule="613.1b", duration=self.duration).run(ctx)


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
        from manastack.layers import ContinuousEffect, start_effect

        start_effect(ctx.game, ContinuousEffect(
            parts=self.parts, source=ctx.source, controller=ctx.controller, filter=self.filter,
            zones=self.zones, duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text, rule="611.2c",
        ))


@frozen
class Prevent(Instruction):
    """"Prevent the next N damage that would be dealt to [recipients] this turn"
    (CR 615.7: a shield; ``amount`` None prevents all of it, 615.1)."""

    to: Ref
    amount: Amount | None = None
    combat_only: bool = False
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        from manastack.combat import PreventDamage
        from manastack.layers import ContinuousEffect, start_effect

        game = ctx.game
        n = None if self.amount is None else amount(self.amount, ctx)
        for target in self.to.resolve(ctx):
            objects: tuple[int, ...] = () if isinstance(target, PlayerRef) else (target,)
            players = (target.index,) if isinstance(target, PlayerRef) else ()
            if objects and game.find(objects[0]) is None:
                continue
            start_effect(game, ContinuousEffect(
                parts=(PreventDamage(amount=n, combat_only=self.combat_only,
                                     text=self.text),),
                source=ctx.source, controller=ctx.controller, objects=objects,
                players=players, zones=(), duration=_duration(self.duration, ctx, "end_of_turn"),
                text=self.text or "prevention shield", rule="615.7",
            ))


@frozen
class PreventAll(Instruction):
    """"Prevent all [combat] damage that would be dealt this turn" (CR 615.1): one
    effect shielding every recipient."""

    combat_only: bool = False
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        from manastack.combat import PreventDamage
        from manastack.layers import ContinuousEffect, start_effect

        start_effect(ctx.game, ContinuousEffect(
            parts=(PreventDamage(amount=None, combat_only=self.combat_only, text=self.text),),
            source=ctx.source, controller=ctx.controller, zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "prevent all damage", rule="615.1",
        ))


@frozen
class DamageUnpreventable(Instruction):
    """"Damage can't be prevented this turn" (CR 615.12): one rule effect on all damage,
    until end of turn (514.2), that makes prevention effects prevent nothing."""

    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        from manastack.combat import DamageCantBePrevented
        from manastack.layers import ContinuousEffect, start_effect

        start_effect(ctx.game, ContinuousEffect(
            parts=(DamageCantBePrevented(text=self.text),), source=ctx.source,
            controller=ctx.controller, zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "damage can't be prevented", rule="615.12",
        ))


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
        from manastack.layers import ContinuousEffect, start_effect
        from manastack.zones import ZoneReplacement

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
    from manastack import casting

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
        from manastack.zones import simultaneously

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


@frozen
class ExtraTurn(Instruction):
    """"Take an extra turn after this one" (CR 500.7)."""

    def run(self, ctx: Context) -> None:
        import attrs as _attrs

        t = ctx.game.state.turn
        ctx.game.state.turn = _attrs.evolve(t, extra_turns=(ctx.controller, *t.extra_turns))
        ctx.game.log_event("turn", f"{ctx.game.player(ctx.controller)} will take an extra turn",
                           rule="500.7")


@frozen
class Choose(Instruction):
    """Let a player choose among objects, then do ``then`` with them as "it"."""

    who: Ref
    among: Ref
    count: int = 1
    up_to: bool = False
    then: tuple[Instruction, ...] = ()
    prompt: str = "Choose"

    def run(self, ctx: Context) -> None:
        options = tuple(self.among.objects(ctx))
        players = self.who.players(ctx)
        if not options or not players:
            ctx.it = []
            return
        n = min(self.count, len(options))
        chosen = ctx.game.decide(
            kind="choose",
            player=players[0],
            prompt=self.prompt,
            options=options,
            labels=tuple(str(ctx.game.obj(o)) for o in options),
            min=0 if self.up_to else n,
            max=n,
            rule="608.2c",
        )
        ctx.it = [int(c) for c in chosen]
        for step in self.then:
            step.run(ctx)


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
        from manastack import triggers

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


@frozen
class FindObjects(Instruction):
    """Set "it" to the objects still in the zone they are expected in (CR 603.6c, 603.7c).

    Put first in a triggered ability that acts on objects it was told about
    when it triggered: an object that left that zone (even if it came back:
    a new object, 400.7) is not affected (SEED-27)."""

    expected: tuple[tuple[int, Zone], ...] = ()

    def run(self, ctx: Context) -> None:
        game = ctx.game
        found: list[int] = []
        for oid, zone in self.expected:
            obj = game.find(oid)
            if obj is not None and obj.zone is zone:
                found.append(oid)
            else:
                game.log_event("resolve", f"#{oid} is no longer in the {zone}: the ability "
                               "doesn't affect it", rule="603.7c")
        ctx.it = found


@frozen
class InterveningIf(Instruction):
    """CR 603.4: a triggered ability with an intervening "if" does nothing if the
    condition is false as it resolves."""

    check: Callable[[Game, GameObject], bool] = field(eq=False, repr=False)
    source: GameObject | None = field(default=None, eq=False)
    then: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        source = ctx.game.find(self.source.id) if self.source is not None else None
        subject = source or self.source or ctx.source_lki
        if subject is None or not self.check(ctx.game, subject):
            ctx.game.log_event("resolve", "its condition is no longer true: it does nothing",
                               rule="603.4")
            return
        for step in self.then:
            step.run(ctx)


@frozen
class MayDo(Instruction):
    """"You may ...", chosen as it resolves: in an effect (CR 608.2d) or the optional effect
    of a triggered ability (603.5, ``rule="603.5"``). "If you do, ..." reads
    ``ctx.values['did']``."""

    then: tuple[Instruction, ...] = ()
    prompt: str = ""
    rule: str = "608.2d"

    def run(self, ctx: Context) -> None:
        answer = ctx.game.decide(kind="may", player=ctx.controller,
                                 prompt=f"{self.prompt or self.text or 'Do it'}?",
                                 options=("yes", "no"), rule=self.rule)
        did = answer[0] == "yes"
        ctx.values["did"] = did
        if did:
            for step in self.then:
                step.run(ctx)


@frozen
class Conditional(Instruction):
    """Do ``then`` only if ``condition`` holds now ("If ..., ...")."""

    condition: Callable[[Context], bool] = field(eq=False, repr=False)
    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for step in self.then if self.condition(ctx) else self.otherwise:
            step.run(ctx)


@frozen
class Sequence_(Instruction):
    """Several instructions as one (a sentence an "instead" or "if you do" completes whole)."""

    steps: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for step in self.steps:
            step.run(ctx)
