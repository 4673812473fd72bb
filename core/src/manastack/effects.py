"""The effect vocabulary: one-shot instructions a spell or ability carries out (CR 608.2c).

Each instruction is an immutable value with a ``run(ctx)`` method that acts
through the game's primitives (move, damage, life, counters...), so
replacement effects and triggers see every part of it. Recognised Oracle
sentences become these values; plugins may define more (subclass
:class:`Instruction`).

Who or what an instruction acts on is a :class:`Ref`: a target chosen on
casting (:class:`TargetRef`), "each ..." (:class:`Each`), the source itself,
"you", "it" (an object an earlier instruction acted on), and so on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from attrs import define, field, frozen

from manastack.filters import ObjectFilter, Target
from manastack.objects import Card, GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.abilities import Ability, Mode
    from manastack.casting import Spell
    from manastack.game import Game
    from manastack.layers import Modification


@define
class Context:
    """What a resolving spell or ability knows (CR 608.2).

    ``targets`` holds the chosen targets of the mode being carried out, one
    tuple per target instance; ``illegal`` the targets found illegal on
    resolution (608.2b: the spell doesn't affect them). ``it`` is the list of
    objects the last instruction acted on ("it", "that creature", "them").
    """

    game: Game
    controller: int
    source: int | None
    source_lki: GameObject | None = None
    spell: Spell | None = None
    targets: tuple[tuple[Target, ...], ...] = ()
    illegal: frozenset[Target] = frozenset()
    x: int = 0
    it: list[int] = field(factory=list)
    event: dict[str, Any] = field(factory=dict)
    values: dict[str, Any] = field(factory=dict)

    @property
    def source_name(self) -> str:
        if self.source_lki is not None:
            return self.source_lki.card.name
        return "an effect"


# --------------------------------------------------------------------------
# References and amounts
# --------------------------------------------------------------------------


@frozen
class Ref:
    """Who or what an instruction acts on."""

    def objects(self, ctx: Context) -> list[int]:
        return [t for t in self.resolve(ctx) if isinstance(t, int)]

    def players(self, ctx: Context) -> list[int]:
        return [t.index for t in self.resolve(ctx) if isinstance(t, PlayerRef)]

    def resolve(self, ctx: Context) -> list[Target]:
        raise NotImplementedError


@frozen
class TargetRef(Ref):
    """The ``index``-th target instance of the mode (CR 115.1); illegal ones are skipped."""

    index: int = 0

    def resolve(self, ctx: Context) -> list[Target]:
        if self.index >= len(ctx.targets):
            return []
        return [t for t in ctx.targets[self.index] if t not in ctx.illegal]


@frozen
class Each(Ref):
    """"each [filter]" objects in a zone, seen from the controller (CR 609.3)."""

    filter: ObjectFilter = ObjectFilter()
    zone: Zone = Zone.BATTLEFIELD

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        return [
            o.id
            for o in game.objects_in(self.zone)
            if self.filter.matches(game, o, player=ctx.controller, source=ctx.source)
        ]


@frozen
class EachPlayer(Ref):
    """"each player" / "each opponent" / "you" (``who``: any, opponent, you)."""

    who: str = "any"

    def resolve(self, ctx: Context) -> list[Target]:
        out: list[Target] = []
        for p in ctx.game.players:
            if p.lost:
                continue
            if self.who == "you" and p.index != ctx.controller:
                continue
            if self.who == "opponent" and p.index == ctx.controller:
                continue
            out.append(PlayerRef(p.index))
        return out


YOU = EachPlayer("you")
EACH_OPPONENT = EachPlayer("opponent")
EACH_PLAYER = EachPlayer("any")


@frozen
class SourceRef(Ref):
    """The object the ability or spell belongs to ("this creature", CARDNAME)."""

    def resolve(self, ctx: Context) -> list[Target]:
        return [ctx.source] if ctx.source is not None else []


@frozen
class ItRef(Ref):
    """"it" / "that creature" / "those cards": what the previous instruction acted on."""

    def resolve(self, ctx: Context) -> list[Target]:
        return list(ctx.it)


@frozen
class ControllerOf(Ref):
    """"its controller" of the objects of another reference."""

    of: Ref = field(factory=ItRef)

    def resolve(self, ctx: Context) -> list[Target]:
        out: list[Target] = []
        for oid in self.of.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None:
                ref = PlayerRef(ctx.game.controller(oid))
                if ref not in out:
                    out.append(ref)
        for pid in self.of.players(ctx):
            if PlayerRef(pid) not in out:
                out.append(PlayerRef(pid))
        return out


@frozen
class EventRef(Ref):
    """An object named by the triggering event ("that creature", 603.7c)."""

    key: str = "obj"

    def resolve(self, ctx: Context) -> list[Target]:
        value = ctx.event.get(self.key)
        if value is None:
            return []
        return [value] if isinstance(value, (int, PlayerRef)) else list(value)


Amount = int | Callable[["Context"], int]
"""A number, or a function of the context (X, "the number of ...")."""


def amount(value: Amount, ctx: Context) -> int:
    return value(ctx) if callable(value) else value


def x_value(ctx: Context) -> int:
    """X: the announced value (CR 107.3)."""
    return ctx.x


# --------------------------------------------------------------------------
# Instructions
# --------------------------------------------------------------------------


@frozen
class Instruction:
    """One instruction of an effect. Subclasses implement :meth:`run`."""

    text: str = field(default="", kw_only=True, eq=False)

    def run(self, ctx: Context) -> None:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text or type(self).__name__


@frozen
class DealDamage(Instruction):
    """"[source] deals N damage to [recipients]" (CR 120)."""

    amount: Amount
    to: Ref

    def run(self, ctx: Context) -> None:
        n = amount(self.amount, ctx)
        targets = self.to.resolve(ctx)
        for target in targets:
            ctx.game.deal_damage(ctx.source, target, n, rule="120.3")
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


@frozen
class Destroy(Instruction):
    """"Destroy [objects]" (CR 701.8)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        moved = []
        for oid in self.what.objects(ctx):
            new = ctx.game.destroy(oid)
            if new is not None:
                moved.append(new.id)
        ctx.it = moved


@frozen
class Exile(Instruction):
    """"Exile [objects]" (CR 406)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        moved = []
        for oid in self.what.objects(ctx):
            if ctx.game.find(oid) is None:
                continue
            new = ctx.game.move(oid, Zone.EXILE, cause="effect", rule="406.2")
            if new is not None:
                moved.append(new.id)
        ctx.it = moved


@frozen
class ReturnToHand(Instruction):
    """"Return [objects] to their owners' hands" (bounce)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        moved = []
        for oid in self.what.objects(ctx):
            if ctx.game.find(oid) is None:
                continue
            new = ctx.game.move(oid, Zone.HAND, cause="return", rule="400.7")
            if new is not None:
                moved.append(new.id)
        ctx.it = moved


@frozen
class PutOnLibrary(Instruction):
    """"Put [object] on top of / on the bottom of its owner's library"."""

    what: Ref
    position: str = "top"

    def run(self, ctx: Context) -> None:
        for oid in self.what.objects(ctx):
            if ctx.game.find(oid) is not None:
                ctx.game.move(oid, Zone.LIBRARY, cause="effect", position=self.position)


@frozen
class PutOntoBattlefield(Instruction):
    """"Return/put [cards] onto the battlefield [tapped] [under your control]"."""

    what: Ref
    under_your_control: bool = False
    tapped: bool = False

    def run(self, ctx: Context) -> None:
        moved = []
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is None:
                continue
            controller = ctx.controller if self.under_your_control else obj.owner
            new = ctx.game.move(
                oid, Zone.BATTLEFIELD, cause="effect", controller=controller, tapped=self.tapped,
                rule="400.7",
            )
            if new is not None:
                moved.append(new.id)
        ctx.it = moved


@frozen
class Sacrifice(Instruction):
    """"[players] sacrifice N [filter] of their choice" (CR 701.21): each player chooses."""

    who: Ref
    filter: ObjectFilter = ObjectFilter(types=("Permanent",))
    count: int = 1

    def run(self, ctx: Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            options = tuple(
                o.id for o in game.battlefield(p)
                if self.filter.matches(game, o, player=p, source=ctx.source)
            )
            if not options:
                continue
            n = min(self.count, len(options))
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
            for oid in chosen:
                game.sacrifice(oid)


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
            chosen = game.decide(
                kind="discard",
                player=p,
                prompt=f"Discard {n} card(s)",
                options=tuple(o.id for o in hand),
                labels=tuple(str(o) for o in hand),
                min=n,
                max=n,
                rule="701.9a",
            )
            for oid in chosen:
                game.discard(oid)
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
            ctx.game.add_counters(oid, self.kind, amount(self.count, ctx))
        ctx.it = objects  # "Put a +1/+1 counter on target creature. It gains vigilance ..."


@frozen
class CreateToken(Instruction):
    """"Create N [token]" (CR 111). ``card`` holds the token's characteristics (111.4)."""

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
class ApplyEffect(Instruction):
    """Start a continuous effect on objects, locked as it begins (CR 611.2c).

    "gets +N/+N until end of turn", "gains [keyword] until end of turn",
    "becomes a 0/0 land creature" ... ``parts`` are layer modifications.
    """

    what: Ref
    parts: tuple[Modification, ...]
    until_end_of_turn: bool = True
    rule: str = "611.2"

    def run(self, ctx: Context) -> None:
        from manastack.layers import UNTIL_END_OF_TURN, ContinuousEffect, Duration

        objects = tuple(o for o in self.what.objects(ctx) if ctx.game.find(o) is not None)
        if not objects:
            return
        ctx.game.add_effect(
            ContinuousEffect(
                parts=self.parts,
                source=ctx.source,
                controller=ctx.controller,
                objects=objects,
                duration=UNTIL_END_OF_TURN if self.until_end_of_turn else Duration(),
                text=self.text,
                rule=self.rule,
            )
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

    def run(self, ctx: Context) -> None:
        ApplyEffect(Each(self.filter), self.parts, self.until_end_of_turn, text=self.text).run(ctx)


@frozen
class CounterSpell(Instruction):
    """"Counter [spell]" (CR 701.6): it goes to its owner's graveyard (replacements apply)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.STACK:
                continue
            if obj.spell is not None and obj.spell.cant_be_countered:
                game.log_event("counter", f"{obj} can't be countered", rule="101.2")
                continue
            from manastack import casting

            casting.remove_from_stack(game, oid, cause="counter", rule="701.6a")


@frozen
class Shuffle(Instruction):
    """Shuffle specific objects into their owners' libraries (CR 701.24c, SEED-34).

    The library is shuffled even if none of the objects were where expected.
    """

    what: Ref
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        game = ctx.game
        owners = set(self.who.players(ctx))
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is Zone.LIBRARY:
                continue
            owners.add(obj.owner)
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
        )
        ctx.it = [int(c) for c in chosen]
        for step in self.then:
            step.run(ctx)


@frozen
class DelayedTrigger(Instruction):
    """Create a delayed triggered ability (CR 603.7) about the objects of ``what``."""

    event: str
    effect: Mode
    what: Ref = field(factory=ItRef)
    controller_from_ctx: bool = True

    def run(self, ctx: Context) -> None:
        from manastack import triggers

        objects = tuple(self.what.objects(ctx))
        triggers.create_delayed(
            ctx.game,
            event=self.event,
            effect=self.effect,
            controller=ctx.controller,
            objects=objects,
            source=ctx.source,
            text=self.text,
        )


@frozen
class Conditional(Instruction):
    """Do ``then`` only if ``condition`` holds now ("If ..., ...")."""

    condition: Callable[[Context], bool] = field(eq=False)
    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for step in self.then if self.condition(ctx) else self.otherwise:
            step.run(ctx)


@frozen
class Sequence_(Instruction):
    """Several instructions as one."""

    steps: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for step in self.steps:
            step.run(ctx)


@frozen
class Custom(Instruction):
    """An instruction given as a Python function (card scripts, plugins)."""

    function: Callable[[Context], None] = field(eq=False)

    def run(self, ctx: Context) -> None:
        self.function(ctx)


def run_mode(ctx: Context, mode: Mode) -> None:
    """Carry out a mode's instructions in order (CR 608.2c)."""
    for instruction in mode.instructions:
        instruction.run(ctx)


def refs_in(ability: Ability) -> Sequence[Any]:
    return ()
