"""The instructions about libraries (CR 401, 701.18, 701.22, 701.25): scry, surveil, search,
look at the top cards and put them back, shuffle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
from attrs import frozen

from manastack.engine.triggers import fire_event
from manastack.instructions.hands import ChooseRevealed, DiscardObjects
from manastack.instructions.permanents import CreateTokenCopy
from manastack.model import effects as fx
from manastack.model.effects import of_chosen_type
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game

# --------------------------------------------------------------------------
# Library manipulation: scry, surveil, search, look at the top cards
# --------------------------------------------------------------------------


def put_in_chosen_order(game: Game, who: int, cards: list[int], *, kind: str, prompt: str,
                        position: str, cause: str, rule: str) -> None:
    """Put ``cards`` (of ``who``'s library, looked at) on the top or bottom of that library,
    one at a time in the order the player chooses (CR 701.22a, 701.25a: "in any order").

    While two or more are left, the decision ``kind`` (finite options, one card) asks which
    goes next; each goes on top of (or under) the ones before, so the last one put on top
    is the top card. The last card is not asked about, nor is a group of one."""
    left = list(cards)
    if position == "top" and len(left) == 1:
        return  # the only card kept is on top already: the others looked at left the top
    names = {i: str(game.obj(i)) for i in left}
    while left:
        oid = left[0]
        if len(left) > 1:  # the last one is not asked about: it goes where it must
            (oid,) = game.decide(kind=kind, player=who, prompt=prompt, options=tuple(left),
                                 labels=tuple(names[i] for i in left), rule=rule)
        left.remove(int(oid))
        game.move(int(oid), Zone.LIBRARY, position=position, cause=cause, rule=rule)


def scry(ctx: fx.Context, n: int, player: int | None = None) -> None:
    """CR 701.22a: look at the top N, put any number of them on the bottom in any order and the
    rest on top in any order.

    Asked as decisions with finite options, each applied as it is answered: first which of
    the cards go to the bottom (any number, one decision); then, while two or more are left
    for the bottom, which goes to the bottom next (each goes under the one before); then,
    while two or more stay, which is put back on top next (each goes on top of the one
    before, so the last one is the top card). Scry N asks at most N decisions."""
    game = ctx.game
    who = ctx.controller if player is None else player
    top = list(game.state.zones[(Zone.LIBRARY, who)][:n])
    if not top:
        if n > 0:  # CR 701.22d: it triggers "whenever you scry" even if nothing could be seen
            fire_event(game, "scry", player=who, amount=n)
        return
    bottom = [int(o) for o in game.decide(
        kind="scry", player=who, prompt=f"Scry {n}: cards to bottom", options=top,
        labels=tuple(str(game.obj(i)) for i in top), min=0, max=len(top), rule="701.22a")]
    kept = [i for i in top if i not in bottom]
    # CR 701.22a: the cards for the bottom go there one by one, in the order the player chooses
    put_in_chosen_order(game, who, bottom, kind="scry_bottom",
                        prompt=f"Scry {n}: card to put on the bottom next (under the cards "
                               "put there before)",
                        position="bottom", cause="scry", rule="701.22a")
    # CR 701.22a: the rest go back on top in any order; the last one put back is the top card
    put_in_chosen_order(game, who, kept, kind="scry_top",
                        prompt=f"Scry {n}: card to put back on top next (the last one put "
                               "back is the top card)",
                        position="top", cause="scry", rule="701.22a")
    game.log_event("scry", f"{game.player(who)} scries {n}", rule="701.22a")
    fire_event(game, "scry", player=who, amount=n)  # CR 701.22d: once the scry is complete


def surveil(ctx: fx.Context, n: int, player: int) -> None:
    """CR 701.25a: look at the top N, put any number of them into the graveyard and the rest
    on top in any order.

    Asked as scry asks (:func:`scry`): which cards go to the graveyard ("surveil", any
    number), then, while two or more stay, which is put back on top next ("surveil_top",
    the last one put back is the top card)."""
    game = ctx.game
    top = list(game.state.zones[(Zone.LIBRARY, player)][:n])
    if not top:
        if n > 0:  # CR 701.25d: "whenever you surveil" triggers even if nothing was seen
            fire_event(game, "surveil", player=player, amount=n)
        return
    chosen = [int(o) for o in game.decide(
        kind="surveil", player=player, prompt=f"Surveil {n}: cards to the graveyard",
        options=top, labels=tuple(str(game.obj(i)) for i in top), min=0, max=len(top),
        rule="701.25a")]
    for oid in chosen:
        game.move(oid, Zone.GRAVEYARD, cause="surveil", rule="701.25a")
    # CR 701.25a: the rest go back on top in any order; the last one put back is the top card
    put_in_chosen_order(game, player, [i for i in top if i not in chosen], kind="surveil_top",
                        prompt=f"Surveil {n}: card to put back on top next (the last one "
                               "put back is the top card)",
                        position="top", cause="surveil", rule="701.25a")
    game.log_event("surveil", f"{game.player(player)} surveils {n}", rule="701.25a")
    fire_event(game, "surveil", player=player, amount=n)  # CR 701.25d: once it is complete


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
    """"Surveil N" (CR 701.25a): look at the top N, put any into the graveyard, the rest on
    top in any order."""

    amount: fx.Amount = 1
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        for p in self.who.players(ctx):
            surveil(ctx, fx.amount(self.amount, ctx), p)


@frozen
class SearchLibrary(fx.Instruction):
    """"Search your library for [up to N] [filter] card[s], put [it] onto the battlefield
    [tapped] / into your hand, then shuffle" (CR 701.23).

    A search for cards with a stated quality may find fewer than asked, even
    none (CR 701.23b); the player chooses. The found cards become "it".
    """

    filter: ObjectFilter = ObjectFilter()
    #: "for that many basic land cards" (Settle the Wreckage): counted as the search begins
    #: (CR 608.2h)
    count: fx.Amount = 1
    up_to: bool = False
    to: Zone = Zone.HAND
    tapped: bool = False
    reveal: bool = False
    shuffle: bool = True
    who: fx.Ref = fx.YOU
    #: "[player] may search": the searching player chooses whether to (CR 608.2d)
    optional: bool = False
    #: "put one onto the battlefield tapped and the other into your hand" (Cultivate): of
    #: two found the player chooses the one put onto the battlefield (``tapped``), the other
    #: goes to ``to``; one found may be either, the player chooses which
    one_to_battlefield: bool = False
    #: the ``filter``'s int fields that are the spell's X ("a creature card with mana value X
    #: or less", Chord of Calling): X was announced as the spell was cast (CR 107.3, 601.2b)
    x_bounds: tuple[str, ...] = ()

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        found_all: list[int] = []
        flt = self.filter
        if self.x_bounds:  # CR 107.3: X in the text is the value announced (601.2b)
            changes: dict[str, Any] = dict.fromkeys(self.x_bounds, ctx.x)
            flt = attrs.evolve(flt, **changes)
        for p in self.who.players(ctx):
            if self.optional and game.decide(
                    kind="may", player=p, prompt=f"Search your library for "
                    f"{self.filter.text or 'a card'}?", options=("yes", "no"),
                    rule="608.2d")[0] != "yes":
                continue
            library = game.objects_in(Zone.LIBRARY, p)
            options = tuple(o.id for o in library
                            if flt.matches(game, o, player=p, source=ctx.source))
            game.log_event("search", f"{game.player(p)} searches their library for "
                           f"{self.filter.text or 'a card'}", rule="701.23a")
            chosen: tuple[Any, ...] = ()
            wanted = max(0, fx.amount(self.count, ctx))
            if options and wanted:  # CR 701.23d: searching for zero cards finds none
                n = min(wanted, len(options))
                # CR 701.23d: "three cards", a quantity with no quality, must all be found (as
                # many as there are); a stated quality may be left unfound (701.23b)
                quantity_only = (not self.up_to and self.filter == ObjectFilter()
                                 and self.filter.predicate is None and not self.x_bounds)
                chosen = game.decide(kind="search", player=p,
                                     prompt=f"Search for {self.filter.text or 'a card'}",
                                     options=options, labels=tuple(str(game.obj(o)) for o in options),
                                     min=n if quantity_only else 0, max=n,
                                     rule="701.23d" if quantity_only else "701.23b")
            if self.to is Zone.LIBRARY:
                found_all.extend(self._shuffle_then_on_top(ctx, p, chosen))
                continue
            to_battlefield = self._one_to_battlefield(ctx, p, chosen)
            for oid in chosen:
                if self.reveal:
                    game.log_event("reveal", f"{game.player(p)} reveals {game.obj(oid)}",
                                   rule="701.20a")
                to = Zone.BATTLEFIELD if oid in to_battlefield else self.to
                new = game.move(int(oid), to, cause="search",
                                tapped=self.tapped and to is Zone.BATTLEFIELD,
                                controller=p if to is Zone.BATTLEFIELD else None,
                                rule="701.23a")
                if new is not None:
                    found_all.append(new.id)
            if self.shuffle:
                game.shuffle(p, rule="701.24a")
        ctx.values["searched"] = True
        ctx.it = found_all

    def _one_to_battlefield(self, ctx: fx.Context, p: int,
                            chosen: tuple[Any, ...]) -> tuple[Any, ...]:
        """"Put one onto the battlefield tapped and the other into your hand" (CR 701.23a):
        the one ``p`` chooses among those found; none when the search puts every card in one
        zone. A single card found is "one" or "the other" as ``p`` chooses (608.2d)."""
        if not self.one_to_battlefield or not chosen:
            return ()
        game = ctx.game
        if len(chosen) == 1:  # the words name no order: the searcher says which it is
            (where,) = game.decide(
                kind="one_or_the_other", player=p,
                prompt=f"Put {game.obj(chosen[0])} onto the battlefield tapped or into your hand",
                options=("battlefield", "hand"), rule="608.2d")
            return chosen if where == "battlefield" else ()
        return tuple(game.decide(
            kind="choose", player=p, prompt="Choose the card put onto the battlefield",
            options=chosen, labels=tuple(str(game.obj(o)) for o in chosen), min=1, max=1,
            rule="701.23a"))

    def _shuffle_then_on_top(self, ctx: fx.Context, p: int, chosen: tuple[Any, ...]) -> list[int]:
        """"..., then shuffle and put that card on top" (CR 701.23a, 701.24a): the found card
        is set aside, the rest of the library shuffled, then the card put on top; shuffling
        the whole library and then moving the card to the top leaves the same order."""
        game = ctx.game
        for oid in chosen:
            if self.reveal:
                game.log_event("reveal", f"{game.player(p)} reveals {game.obj(oid)}",
                               rule="701.20a")
        game.shuffle(p, rule="701.24a")
        found: list[int] = []
        for oid in chosen:
            new = game.move(int(oid), Zone.LIBRARY, position="top", cause="search",
                            rule="701.23a")
            found.append(int(oid) if new is None else new.id)
        return found


@frozen
class LookAtTop(fx.Instruction):
    """"Look at the top N cards of your library" / "Reveal the top N cards of your library"
    (CR 401.3, 701.20a): the cards are remembered as ``ctx.values["looked"]`` for the
    sentences that follow ("Put two of them into your hand and the rest ...").
    ``whose``: "... of target player's library" (Dewdrop Spy; CR 401.3), that player's
    library instead of the controller's."""

    count: fx.Amount = 1
    reveal: bool = False
    whose: fx.Ref | None = None

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        owners = self.whose.players(ctx) if self.whose is not None else [ctx.controller]
        if not owners:
            return  # CR 608.2b: the targeted player is gone: nothing to look at
        owner = owners[0]
        top = list(game.ids_in(Zone.LIBRARY, owner)[: fx.amount(self.count, ctx)])
        ctx.values["looked"] = top
        who = game.player(ctx.controller)
        library = "their library" if owner == ctx.controller else f"{game.player(owner)}'s library"
        if self.reveal:
            shown = ", ".join(str(game.obj(o)) for o in top) or "no cards"
            game.log_event("reveal", f"{who} reveals the top of {library}: {shown}",
                           rule="701.20a")
        else:
            game.log_event("look", f"{who} looks at the top {len(top)} card(s) of {library}",
                           rule="401.3")


@frozen
class RevealLooked(fx.Instruction):
    """"... you may reveal it" after "look at the top card of your library" (kinship, Ink
    Dissolver): the cards looked at that are still in the library are revealed (CR 701.20a);
    none left, nothing is revealed and it wasn't done (``ctx.values["did"]``, 608.2c)."""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        looked = _still_looked(ctx)
        if not looked:
            ctx.values["did"] = False
            return
        shown = ", ".join(str(game.obj(o)) for o in looked)
        game.log_event("reveal", f"{game.player(ctx.controller)} reveals {shown}",
                       rule="701.20a")


@frozen
class PutLookedBack(fx.Instruction):
    """"..., then put them back in any order" (CR 401.4): the cards looked at (and still in
    the library) go back on top one at a time in the order their owner chooses; the last
    one put back is the top card."""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        looked = _still_looked(ctx)
        owners = {game.obj(o).owner for o in looked}
        put_in_chosen_order(game, ctx.controller, looked, kind="order_top",
                            prompt="Card to put back on top next (the last one put back is "
                                   "the top card)",
                            position="top", cause="effect", rule="401.4")
        # a target player's library (Elemental Augury): the cards go back to their owner's
        library = "their library" if owners <= {ctx.controller} else "their owner's library"
        game.log_event("order", f"{game.player(ctx.controller)} puts {len(looked)} card(s) "
                       f"back on top of {library} in any order", rule="401.4")
        ctx.values["looked"] = []


@frozen
class PutFromHandOnTop(fx.Instruction):
    """"Put two cards from your hand on top of your library in any order" (Brainstorm; CR
    401.4): the controller puts ``count`` cards of their hand (all of them if fewer) on top
    of their library one at a time, the one put last on top; choosing each in turn chooses
    both which cards and their order. ``who``: the players who do so, each from their own
    hand ("Target opponent puts a card from their hand on top of their library", Chimney
    Goyf), each choosing their cards; none given, the controller."""

    count: fx.Amount = 1
    who: fx.Ref | None = None

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        players = [ctx.controller] if self.who is None else self.who.players(ctx)
        for p in players:
            for _ in range(fx.amount(self.count, ctx)):
                hand = game.objects_in(Zone.HAND, p)
                if not hand:
                    break  # CR 609.3: as many as possible
                oid = hand[0].id
                if len(hand) > 1:
                    (oid,) = game.decide(kind="put_on_top", player=p,
                                         prompt="Card from your hand to put on top of your "
                                                "library next (the last one put is the top card)",
                                         options=tuple(o.id for o in hand),
                                         labels=tuple(str(o) for o in hand), rule="401.4")
                game.move(int(oid), Zone.LIBRARY, position="top", cause="effect", rule="401.4")


@frozen
class PutLooked(fx.Instruction):
    """"Put K of them into your hand [and the rest ...]", "You may reveal a [filter] card from
    among them and put it into your hand": among the cards looked at, the controller chooses
    ``take`` (of ``filter``; ``up_to``: fewer allowed, CR 608.2d) and puts them into ``to``;
    with ``rest`` the others go there (the bottom of the library, in an order the player
    chooses unless ``random_order``, CR 401.4), else they stay to be put by a later sentence.
    ``milled``: "Mill three cards. You may put a land card from among them into your hand":
    among the cards just milled still in a graveyard (CR 701.17a, 400.7), no rest."""

    take: int = 1
    filter: ObjectFilter = ObjectFilter()
    up_to: bool = False
    to: Zone = Zone.HAND
    rest: Zone | None = None
    random_order: bool = False
    reveal: bool = False
    milled: bool = False
    #: "onto the battlefield tapped" (Elvish Rejuvenator; CR 110.5b)
    tapped: bool = False
    #: "onto the battlefield with three +1/+1 counters on it": it enters with them (CR 122.6)
    counters: tuple[tuple[str, int], ...] = ()

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        p = ctx.controller
        if self.milled:
            looked = [o for o in ctx.values.get("milled", ())
                      if (obj := game.find(o)) is not None and obj.zone is Zone.GRAVEYARD]
        else:
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
                            controller=p if self.to is Zone.BATTLEFIELD else None,
                            tapped=self.tapped and self.to is Zone.BATTLEFIELD,
                            counters=self.counters if self.to is Zone.BATTLEFIELD else ())
            if new is not None:
                kept.append(new.id)
        if not self.milled:
            ctx.values["looked"] = [o for o in looked if o not in chosen]
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


@frozen
class SeparateLookedIntoPiles(fx.Instruction):
    """"An opponent separates those cards into two piles" after "Reveal the top N cards of
    your library" (Fact or Fiction; CR 700.3): the opponent (chosen by the controller among
    several, as for any "an opponent") puts each card revealed into exactly one of two piles
    (700.3a), either of which may be empty (700.3d); the cards stay in the library while
    grouped (700.3c). The piles are kept as ``ctx.values["piles"]`` for :class:`PutPile`."""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        looked = _still_looked(ctx)
        opponents = game.opponents(ctx.controller)
        if not looked or not opponents:
            ctx.values["piles"] = (looked, [])  # CR 700.3d: nothing to separate, or no one to
            return
        chooser = opponents[0]
        if len(opponents) > 1:  # the controller picks which opponent, as for a cost's one
            chooser = int(game.decide(
                kind="opponent", player=ctx.controller,
                prompt="Choose an opponent to separate the cards into two piles",
                options=tuple(opponents), labels=tuple(str(game.player(p)) for p in opponents),
                rule="700.3")[0])
        first = [int(o) for o in game.decide(
            kind="separate_piles", player=chooser,
            prompt="Choose the cards of the first pile (the others are the second pile)",
            options=tuple(looked), labels=tuple(str(game.obj(o)) for o in looked),
            min=0, max=len(looked), rule="700.3a")]
        second = [o for o in looked if o not in first]
        ctx.values["piles"] = (first, second)
        names = ["; ".join(str(game.obj(o)) for o in pile) or "empty" for pile in (first, second)]
        game.log_event("piles", f"{game.player(chooser)} separates the cards into two piles: "
                       f"{names[0]} | {names[1]}", rule="700.3")


@frozen
class PutPile(fx.Instruction):
    """"Put one pile into your hand and the other into your graveyard / on the bottom of your
    library in any order" after :class:`SeparateLookedIntoPiles` (CR 700.3, 608.2d): the
    controller chooses one pile, its cards still in the library go to ``to``, the other
    pile's cards to ``rest`` (the bottom of the library in the order they choose, 401.4)."""

    to: Zone = Zone.HAND
    rest: Zone = Zone.GRAVEYARD
    random_order: bool = False

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        # CR 400.7: a card that left the library since is no longer in its pile
        first, second = ([o for o in pile if (obj := game.find(o)) is not None
                          and obj.zone is Zone.LIBRARY]
                         for pile in ctx.values.get("piles", ((), ())))
        if not first and not second:
            return  # CR 700.3d: two empty piles (nothing revealed): nothing to choose or put
        labels = tuple(f"pile {n}: " + ("; ".join(str(game.obj(o)) for o in pile) or "empty")
                       for n, pile in ((1, first), (2, second)))
        (which,) = game.decide(kind="choose_pile", player=ctx.controller,
                               prompt=f"Choose the pile to put into your {self.to.value}",
                               options=("1", "2"), labels=labels, rule="700.3")
        kept, other = (first, second) if str(which) == "1" else (second, first)
        game.log_event("pile", f"{game.player(ctx.controller)} chooses {labels[int(which) - 1]}",
                       rule="700.3")
        for oid in kept:
            game.move(oid, self.to, cause="effect", rule="608.2c")
        ctx.values["looked"] = other
        put_rest(ctx, self.rest, self.random_order)
        ctx.values["piles"] = ((), ())


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


#: Instructions after which "it" means the objects they moved or made (CR 400.7).
MOVERS: tuple[type, ...] = (SearchLibrary, PutLooked, DiscardObjects, CreateTokenCopy,
                            ChooseRevealed)


@frozen
class PutLookedOfChosenType(fx.Instruction):
    """"You may reveal any number of cards of the chosen type from among them and put the
    revealed cards into your hand" (CR 608.2d, 701.20a): :class:`PutLooked` with the
    type chosen earlier in this resolution."""

    look: PutLooked

    def run(self, ctx: fx.Context) -> None:
        attrs.evolve(self.look, filter=of_chosen_type(ctx, self.look.filter)).run(ctx)
