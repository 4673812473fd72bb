"""The instructions about hands (CR 402, 701.9): look at, reveal, choose from a revealed hand,
discard chosen or random cards.
"""

from __future__ import annotations

from attrs import field, frozen

from manastack.instructions.zone_changes import Discard
from manastack.model import effects as fx
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone

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

    The chosen cards become "that card" (``ctx.it``). ``graveyard``: "from that player's
    graveyard or hand", the cards of that player's graveyard (public, CR 404.2) may be
    chosen too."""

    filter: ObjectFilter = ObjectFilter()
    count: int = 1
    graveyard: bool = False
    #: "You may choose a nonland card from it. If you do, ..." (Vendilion Clique): none may
    #: be chosen (CR 608.2d); whether one was is ``ctx.values["did"]`` (608.2c)
    optional: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        chosen: list[int] = []
        if self.optional:
            ctx.values["did"] = False
        for p in ctx.values.get("revealed_hands", ()):
            cards = list(game.hand(p))
            if self.graveyard:
                cards += game.objects_in(Zone.GRAVEYARD, p)
            options = tuple(o.id for o in cards
                            if self.filter.matches(game, o, player=ctx.controller,
                                                   source=ctx.source))
            if not options:
                game.log_event("choice", f"no {self.filter.text or 'such'} card in "
                               f"{game.player(p)}'s "
                               + ("graveyard or hand" if self.graveyard else "hand"),
                               rule="609.3")
                continue
            n = min(self.count, len(options))
            chosen.extend(int(c) for c in game.decide(
                kind="choose", player=ctx.controller,
                prompt=f"Choose {n} {self.filter.text or 'card'}(s) from {game.player(p)}'s "
                       + ("graveyard or hand" if self.graveyard else "hand"),
                options=options, labels=tuple(str(game.obj(o)) for o in options),
                min=0 if self.optional else n, max=n, rule="608.2d" if self.optional else "701.20a",
            ))
        if self.optional:
            ctx.values["did"] = bool(chosen)
        ctx.it = chosen


@frozen
class RevealObjects(fx.Instruction):
    """"That player reveals the chosen card" (Vendilion Clique; CR 701.20a): the cards named
    are shown to every player, staying where they are; they stay "it"."""

    what: fx.Ref = field(factory=fx.ItRef)

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        shown = [o for o in self.what.objects(ctx) if game.find(o) is not None]
        for oid in shown:
            obj = game.obj(oid)
            game.log_event("reveal", f"{game.player(obj.owner)} reveals {obj}", rule="701.20a")
        ctx.it = shown


@frozen
class DiscardObjects(fx.Instruction):
    """"That player discards that card" (CR 701.9a): specific cards from a hand."""

    what: fx.Ref = field(factory=fx.ItRef)

    def run(self, ctx: fx.Context) -> None:
        moved = []
        with ctx.game.one_event():  # CR 603.2c: those cards are discarded at once
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
            with game.one_event():  # CR 603.2c: the cards are discarded at once
                for oid in game.state.rng.sample(hand, n):
                    game.discard(oid, rule="701.9b")


@frozen
class MayDiscardRecorded(fx.Instruction):
    """"You may discard N cards. If you do, ...": "you do" only if N cards were discarded
    (with fewer in hand, choosing to discards only what there is, CR 609.3, and the
    player didn't do what the sentence asks); "you may discard your hand" is done when
    chosen, an empty hand too (the rulings of Moonveil Regent and Byway Barterer)."""

    may: fx.MayDo

    def run(self, ctx: fx.Context) -> None:
        (discard,) = self.may.then
        assert isinstance(discard, Discard)
        # an empty hand is discarded whole by discarding nothing: the choice is what's done
        wanted = 0 if discard.whole_hand else fx.amount(discard.count, ctx)
        ctx.values["discarded"] = 0
        self.may.run(ctx)
        ctx.values["did"] = bool(ctx.values.get("did")) and \
            ctx.values.get("discarded", 0) >= wanted


@frozen
class DiscardRecorded(fx.Instruction):
    """"Discard a card. If you do, ..." (CR 608.2c, 701.9a): the discard isn't optional, but
    "you do" only if as many cards as it asks were discarded (none in hand, none are, 609.3);
    for "discard your hand", at least one."""

    discard: Discard

    def run(self, ctx: fx.Context) -> None:
        wanted = 1 if self.discard.whole_hand else fx.amount(self.discard.count, ctx)
        ctx.values["discarded"] = 0
        self.discard.run(ctx)
        ctx.values["did"] = ctx.values.get("discarded", 0) >= max(1, wanted)


@frozen
class DiscardOrLoseLife(fx.Instruction):
    """"Each opponent discards a card, then each opponent who didn't discard a nonland
    card this way loses N life" (Kroxa). Each opponent chooses their discard (701.9a)."""

    life: int

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        nonland: dict[int, bool] = {}
        for p in game.opponents(ctx.controller):
            hand = game.hand(p)
            nonland[p] = False
            if not hand:
                continue
            chosen = game.decide(
                kind="discard", player=p, prompt="Discard a card", options=tuple(o.id for o in hand),
                labels=tuple(str(o) for o in hand), rule="701.9a",
            )
            for oid in chosen:
                nonland[p] = not game.chars(int(oid)).is_land
                game.discard(int(oid))
        for p, discarded_nonland in nonland.items():
            if not discarded_nonland:
                game.lose_life(p, self.life, rule="119.3")


# --------------------------------------------------------------------------
# Instructions
# --------------------------------------------------------------------------


@frozen
class DiscardHandThenDraw(fx.Instruction):
    """"[player] discards all the cards in their hand, then draws that many cards"."""

    who: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            hand = [o.id for o in game.hand(p)]
            with game.one_event():  # CR 603.2c: the hand is discarded in one event
                for oid in hand:
                    game.discard(oid, rule="701.9a")
            game.draw(p, len(hand), rule="121.1")


@frozen
class DiscardNamed(fx.Instruction):
    """"[Player] discards all cards with that name" (CR 701.9a, 201.2a): the name chosen
    earlier in this resolution; a split card in a hand has the names of both halves."""

    who: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        name = ctx.values.get("chosen_name")
        moved: list[int] = []
        if name:
            for p in self.who.players(ctx):
                with game.one_event():  # CR 603.2c: those cards are discarded at once
                    for obj in game.hand(p):
                        if name in game.chars(obj.id).name.split(" // "):
                            new = game.discard(obj.id)
                            if new is not None:
                                moved.append(new.id)
        ctx.it = moved
