"""More of the effect vocabulary: instructions the Oracle grammar needs beyond :mod:`manastack.effects`.

Each is an immutable value run through the game's primitives, like those of
:mod:`manastack.effects` (every move goes through ``game.move``, so
replacement effects and triggers see it), and cites the CR rule it applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack import effects as fx
from manastack.filters import ObjectFilter, Target
from manastack.objects import PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.game import Game


# --------------------------------------------------------------------------
# References
# --------------------------------------------------------------------------


@frozen
class OwnerOf(fx.Ref):
    """"its owner" of the objects of another reference (CR 108.3)."""

    of: fx.Ref = field(factory=fx.ItRef)

    def resolve(self, ctx: fx.Context) -> list[Target]:
        out: list[Target] = []
        for oid in self.of.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None and PlayerRef(obj.owner) not in out:
                out.append(PlayerRef(obj.owner))
        return out


# --------------------------------------------------------------------------
# Library manipulation: scry, surveil, search, look at the top cards
# --------------------------------------------------------------------------


def scry(ctx: fx.Context, n: int, player: int | None = None) -> None:
    """CR 701.22a: look at the top N, put any of them on the bottom in any order, the rest on top."""
    game = ctx.game
    who = ctx.controller if player is None else player
    top = list(game.state.zones[(Zone.LIBRARY, who)][:n])
    if not top:
        return
    bottom = game.decide(kind="scry", player=who, prompt=f"Scry {n}: cards to bottom",
                         options=top, labels=tuple(str(game.obj(i)) for i in top), min=0,
                         max=len(top), rule="701.22a")
    for oid in bottom:
        game.move(oid, Zone.LIBRARY, position="bottom", cause="scry", rule="701.22a")
    game.log_event("scry", f"{game.player(who)} scries {n}", rule="701.22a")


@frozen
class Scry(fx.Instruction):
    """"Scry N" / "Target player scries N" (CR 701.22)."""

    amount: fx.Amount = 1
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        for p in self.who.players(ctx):
            scry(ctx, fx.amount(self.amount, ctx), p)


@frozen
class Surveil(fx.Instruction):
    """"Surveil N" (CR 701.25a): look at the top N, put any into the graveyard, the rest on top."""

    amount: fx.Amount = 1
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        n = fx.amount(self.amount, ctx)
        for p in self.who.players(ctx):
            top = list(game.state.zones[(Zone.LIBRARY, p)][:n])
            if not top:
                continue
            chosen = game.decide(kind="surveil", player=p, prompt=f"Surveil {n}: cards to "
                                 "the graveyard", options=top,
                                 labels=tuple(str(game.obj(i)) for i in top), min=0,
                                 max=len(top), rule="701.25a")
            for oid in chosen:
                game.move(oid, Zone.GRAVEYARD, cause="surveil", rule="701.25a")
            game.log_event("surveil", f"{game.player(p)} surveils {n}", rule="701.25a")


@frozen
class SearchLibrary(fx.Instruction):
    """"Search your library for [up to N] [filter] card[s], put [it] onto the battlefield
    [tapped] / into your hand, then shuffle" (CR 701.23).

    A search for cards with a stated quality may find fewer than asked, even
    none (CR 701.23b); the player chooses. The found cards become "it".
    """

    filter: ObjectFilter = ObjectFilter()
    count: int = 1
    up_to: bool = False
    to: Zone = Zone.HAND
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = True
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        found_all: list[int] = []
        for p in self.who.players(ctx):
            library = game.objects_in(Zone.LIBRARY, p)
            options = tuple(o.id for o in library
                            if self.filter.matches(game, o, player=p, source=ctx.source))
            game.log_event("search", f"{game.player(p)} searches their library for "
                           f"{self.filter.text or 'a card'}", rule="701.23a")
            chosen: tuple[Any, ...] = ()
            if options:
                n = min(self.count, len(options))
                chosen = game.decide(kind="search", player=p,
                                     prompt=f"Search for {self.filter.text or 'a card'}",
                                     options=options, labels=tuple(str(game.obj(o)) for o in options),
                                     min=0, max=n, rule="701.23b")
            for oid in chosen:
                if self.reveal:
                    game.log_event("reveal", f"{game.player(p)} reveals {game.obj(oid)}",
                                   rule="701.20a")
                new = game.move(int(oid), self.to, cause="search", tapped=self.tapped,
                                controller=p if self.to is Zone.BATTLEFIELD else None,
                                rule="701.23a")
                if new is not None:
                    found_all.append(new.id)
            if self.shuffle:
                game.shuffle(p, rule="701.24a")
        ctx.values["searched"] = True
        ctx.it = found_all


@frozen
class LookAtTop(fx.Instruction):
    """"Look at the top N cards of your library" / "Reveal the top N cards of your library"
    (CR 401.3, 701.20a): the cards are remembered as ``ctx.values["looked"]`` for the
    sentences that follow ("Put two of them into your hand and the rest ...")."""

    count: fx.Amount = 1
    reveal: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        top = list(game.ids_in(Zone.LIBRARY, ctx.controller)[: fx.amount(self.count, ctx)])
        ctx.values["looked"] = top
        who = game.player(ctx.controller)
        if self.reveal:
            shown = ", ".join(str(game.obj(o)) for o in top) or "no cards"
            game.log_event("reveal", f"{who} reveals the top of their library: {shown}",
                           rule="701.20a")
        else:
            game.log_event("look", f"{who} looks at the top {len(top)} card(s) of their library",
                           rule="401.3")


@frozen
class PutLooked(fx.Instruction):
    """"Put K of them into your hand [and the rest ...]", "You may reveal a [filter] card from
    among them and put it into your hand": among the cards looked at, the controller chooses
    ``take`` (of ``filter``; ``up_to``: fewer allowed, CR 608.2d) and puts them into ``to``;
    with ``rest`` the others go there (the bottom of the library, in an order the player
    chooses unless ``random_order``, CR 401.4), else they stay to be put by a later sentence."""

    take: int = 1
    filter: ObjectFilter = ObjectFilter()
    up_to: bool = False
    to: Zone = Zone.HAND
    rest: Zone | None = None
    random_order: bool = False
    reveal: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        p = ctx.controller
        looked = _still_looked(ctx)
        options = tuple(o for o in looked if self.filter.matches(game, game.obj(o), player=p,
                                                                 source=ctx.source))
        k = min(self.take, len(options))
        chosen: tuple[Any, ...] = ()
        if options and k:
            chosen = game.decide(kind="choose", player=p, prompt=f"Choose {k} to keep",
                                 options=options, labels=tuple(str(game.obj(o)) for o in options),
                                 min=0 if self.up_to else k, max=k, rule="608.2c")
        kept = []
        for oid in chosen:
            if self.reveal:
                game.log_event("reveal", f"{game.player(p)} reveals {game.obj(oid)}",
                               rule="701.20a")
            new = game.move(int(oid), self.to, cause="effect", rule="608.2c",
                            controller=p if self.to is Zone.BATTLEFIELD else None)
            if new is not None:
                kept.append(new.id)
        remaining = [o for o in looked if o not in chosen]
        ctx.values["looked"] = remaining
        if self.rest is not None:
            put_rest(ctx, self.rest, self.random_order)
        ctx.it = kept


@frozen
class PutRest(fx.Instruction):
    """"Put the rest on the bottom of your library in any order / into your graveyard"."""

    rest: Zone = Zone.LIBRARY
    random_order: bool = False

    def run(self, ctx: fx.Context) -> None:
        put_rest(ctx, self.rest, self.random_order)


def _still_looked(ctx: fx.Context) -> list[int]:
    game = ctx.game
    return [o for o in ctx.values.get("looked", ())
            if (obj := game.find(o)) is not None and obj.zone is Zone.LIBRARY]


def put_rest(ctx: fx.Context, zone: Zone, random_order: bool) -> None:
    """The cards looked at and not taken go to ``zone`` (the bottom of the library: in the
    order the player chooses, CR 401.4, or a random one)."""
    game = ctx.game
    rest = _still_looked(ctx)
    if zone is Zone.LIBRARY and len(rest) > 1:
        if random_order:
            game.state.rng.shuffle(rest)
        else:
            rest = [int(o) for o in game.decide(
                kind="order", player=ctx.controller,
                prompt="Order the rest for the bottom of your library (first goes first)",
                options=tuple(rest), labels=tuple(str(game.obj(o)) for o in rest),
                min=len(rest), max=len(rest), rule="401.4")]
    for oid in rest:
        if zone is Zone.LIBRARY:
            game.move(oid, Zone.LIBRARY, position="bottom", cause="effect", rule="401.4")
        else:
            game.move(oid, zone, cause="effect", rule="608.2c")
    ctx.values["looked"] = []


@frozen
class ShuffleLibrary(fx.Instruction):
    """"Shuffle your library" (CR 701.24a)."""

    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        for p in self.who.players(ctx):
            ctx.game.shuffle(p, rule="701.24a")


# --------------------------------------------------------------------------
# Hands: look at, reveal, choose from, discard chosen
# --------------------------------------------------------------------------


@frozen
class LookAtHand(fx.Instruction):
    """"Look at target player's hand" (CR 400.2: the controller sees a hidden zone);
    the hands are remembered for "you choose a card from it" (:class:`ChooseRevealed`)."""

    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        players = self.who.players(ctx)
        for p in players:
            cards = ", ".join(str(o) for o in game.hand(p)) or "no cards"
            game.log_event("look", f"{game.player(ctx.controller)} looks at "
                           f"{game.player(p)}'s hand: {cards}", rule="400.2")
        ctx.values["revealed_hands"] = tuple(players)


@frozen
class RevealHand(fx.Instruction):
    """"[Player] reveals their hand" (CR 701.20a); the hands are remembered for "you
    choose a card from it" (:class:`ChooseRevealed`), one choice per hand."""

    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        players = self.who.players(ctx)
        for p in players:
            cards = ", ".join(str(o) for o in game.hand(p)) or "no cards"
            game.log_event("reveal", f"{game.player(p)} reveals their hand: {cards}",
                           rule="701.20a")
        ctx.values["revealed_hands"] = tuple(players)


@frozen
class ChooseRevealed(fx.Instruction):
    """"You choose a [filter] card from it": the controller chooses among the cards of
    each hand just revealed or looked at that fit; none fits, nothing is chosen (CR 609.3).

    The chosen cards become "that card" (``ctx.it``)."""

    filter: ObjectFilter = ObjectFilter()
    count: int = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        chosen: list[int] = []
        for p in ctx.values.get("revealed_hands", ()):
            options = tuple(o.id for o in game.hand(p)
                            if self.filter.matches(game, o, player=ctx.controller,
                                                   source=ctx.source))
            if not options:
                game.log_event("choice", f"no {self.filter.text or 'such'} card in "
                               f"{game.player(p)}'s hand", rule="609.3")
                continue
            n = min(self.count, len(options))
            chosen.extend(int(c) for c in game.decide(
                kind="choose", player=ctx.controller,
                prompt=f"Choose {n} {self.filter.text or 'card'}(s) from {game.player(p)}'s hand",
                options=options, labels=tuple(str(game.obj(o)) for o in options),
                min=n, max=n, rule="701.20a",
            ))
        ctx.it = chosen


@frozen
class DiscardObjects(fx.Instruction):
    """"That player discards that card" (CR 701.9a): specific cards from a hand."""

    what: fx.Ref = field(factory=fx.ItRef)

    def run(self, ctx: fx.Context) -> None:
        moved = []
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None and obj.zone is Zone.HAND:
                new = ctx.game.discard(oid)
                if new is not None:
                    moved.append(new.id)
        ctx.it = moved


@frozen
class DiscardAtRandom(fx.Instruction):
    """"[Player] discards N cards at random" (CR 701.9b: chosen at random)."""

    who: fx.Ref = fx.YOU
    count: fx.Amount = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            hand = [o.id for o in game.hand(p)]
            n = min(fx.amount(self.count, ctx), len(hand))
            for oid in game.state.rng.sample(hand, n):
                game.discard(oid, rule="701.9b")


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
        from manastack.casting import cast, permissions_for

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


@frozen
class Fight(fx.Instruction):
    """"[A] fights [B]" (CR 701.14a): each deals damage equal to its power to the other.

    If either is no longer a creature on the battlefield, no damage is dealt
    (701.14b).
    """

    first: fx.Ref
    second: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        a = [o for o in self.first.objects(ctx) if _creature_here(game, o)]
        b = [o for o in self.second.objects(ctx) if _creature_here(game, o)]
        if not a or not b:
            return
        x, y = a[0], b[0]
        px, py = game.power(x), game.power(y)
        game.log_event("fight", f"{game.obj(x)} fights {game.obj(y)}", rule="701.14a")
        game.deal_damage(x, y, px, rule="701.14a")
        game.deal_damage(y, x, py, rule="701.14a")


def _creature_here(game: Game, oid: int) -> bool:
    obj = game.find(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD and game.chars(oid).is_creature


@frozen
class DamageEqual(fx.Instruction):
    """"[Object] deals damage equal to its power to [recipients]" (CR 120.3).

    ``source`` is the object dealing the damage (not necessarily the spell).
    """

    source: fx.Ref
    to: fx.Ref
    stat: str = "power"

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        sources = [o for o in self.source.objects(ctx) if game.find(o) is not None]
        if not sources:
            return
        src = sources[0]
        if game.obj(src).zone is Zone.BATTLEFIELD:
            n = game.power(src) if self.stat == "power" else game.toughness(src)
        else:
            return
        for target in self.to.resolve(ctx):
            if target == src:
                continue
            game.deal_damage(src, target, n, rule="120.3")


# --------------------------------------------------------------------------
# Choices and conditions
# --------------------------------------------------------------------------


@frozen
class Log(fx.Instruction):
    """An instruction with no effect on the game beyond its event ("It becomes night")."""

    message: str = ""
    rule: str = ""

    def run(self, ctx: fx.Context) -> None:
        ctx.game.log_event("effect", self.message, rule=self.rule)


@frozen
class Repeat(fx.Instruction):
    """Do ``steps`` a number of times ("for each ..., create a token")."""

    times: fx.Amount = 1
    steps: tuple[fx.Instruction, ...] = ()

    def run(self, ctx: fx.Context) -> None:
        for _ in range(max(0, fx.amount(self.times, ctx))):
            for step in self.steps:
                step.run(ctx)


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


@frozen
class CountInto(fx.Instruction):
    """Run ``steps`` and keep how many objects they acted on as "that many" (CR 609.3)."""

    steps: tuple[fx.Instruction, ...] = ()

    def run(self, ctx: fx.Context) -> None:
        for step in self.steps:
            step.run(ctx)
        ctx.values["amount"] = len(ctx.it)


#: Instructions after which "it" means the objects they moved or made (CR 400.7).
MOVERS: tuple[type, ...] = (SearchLibrary, PutLooked, DiscardObjects, fx.CreateTokenCopy,
                            ChooseRevealed)


@frozen
class Designate(fx.Instruction):
    """"Choose target creature": the target becomes "it" for the next sentences (CR 115.1)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        ctx.it = list(self.what.objects(ctx))

