"""Cards brought into the game from outside it (CR 400.11): learn (701.48) and "you may reveal
a [quality] card you own from outside the game and put it into your hand" (the wishes).

Outside the game is not a zone (CR 400.11): the cards a player owns there (their sideboard,
400.11a) are card values kept in the state (``Game.outside``), not objects; one brought in
becomes a new object in its owner's hand (400.11b, ``Game.bring_in``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import fields, frozen

from manastack.model import effects as fx
from manastack.model.filters import ObjectFilter
from manastack.model.objects import Card, Characteristics, Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game

#: the fields of an ObjectFilter a card outside the game is matched by: its printed
#: characteristics alone (CR 400.11c: nothing else of it is known to the game)
OUTSIDE_FIELDS = frozenset({"types", "any_types", "not_types", "subtypes", "not_subtypes",
                            "supertypes", "colors", "not_colors", "name", "text"})


def outside_filter(flt: ObjectFilter) -> bool:
    """Whether ``flt`` asks only what a card outside the game shows (its printed types,
    subtypes, colours, name): what :class:`PutFromOutside` can match."""
    if flt.predicate is not None:
        return False
    default = ObjectFilter()
    return all(getattr(flt, f.name) == getattr(default, f.name)
               for f in fields(ObjectFilter) if f.name not in OUTSIDE_FIELDS)


def fits(flt: ObjectFilter, ch: Characteristics, *, multicolored: bool = False) -> bool:
    """Does a card outside the game, of printed characteristics ``ch``, fit ``flt`` (one
    :func:`outside_filter` accepts)? ``multicolored``: it has two or more colours (105.2c)."""
    tl = ch.type_line
    return (all(tl.has_type(t) for t in flt.types)
            and (not flt.any_types or any(tl.has_type(t) for t in flt.any_types))
            and not any(tl.has_type(t) for t in flt.not_types)
            and all(tl.has_subtype(s) for s in flt.subtypes)
            and not any(tl.has_subtype(s) for s in flt.not_subtypes)
            and all(tl.has_supertype(s) for s in flt.supertypes)
            and (not flt.colors or any(c in ch.colors for c in flt.colors))
            and not any(c in ch.colors for c in flt.not_colors)
            and (flt.name is None or ch.name == flt.name)
            and (not multicolored or len(ch.colors) >= 2))


def _choose_outside(game: Game, player: int, cards: list[Card], *, kind: str, prompt: str,
                    rule: str) -> Card:
    """``player`` chooses one of ``cards`` (theirs outside the game), by name: copies of a
    card are the same choice."""
    names = tuple(dict.fromkeys(c.name for c in cards))
    (chosen,) = game.decide(kind=kind, player=player, prompt=prompt, options=names,
                            labels=names, rule=rule)
    return next(c for c in cards if c.name == chosen)


@frozen
class PutFromOutside(fx.Instruction):
    """"You may reveal a [quality] card you own from outside the game and put it into your
    hand" (Burning Wish, Living Wish; CR 400.11b), "[You may] put a card you own from outside
    the game into your hand" (Death Wish, Mastermind's Acquisition): the player chooses one
    of their cards outside the game that fits (their "may" is a ``MayDo`` around it,
    608.2d); revealed first when the words say so (701.20a). "It" is the card brought in."""

    filter: ObjectFilter = ObjectFilter()
    #: "a multicolored card" (CR 105.2c): two or more colours
    multicolored: bool = False
    reveal: bool = True
    #: "a card named ~" (Legion Angel): the source's name (CR 201.5)
    named_source: bool = False
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        what = self.filter.text or ("multicolored card" if self.multicolored else "card")
        flt = self.filter
        if self.named_source:  # CR 201.5: the name printed on the source, wherever it is now
            named = game.last_known(ctx.source).card.name if ctx.source is not None else ""
            flt = ObjectFilter(name=named, text=flt.text)
        found: list[int] = []
        for p in self.who.players(ctx):
            cards = [c for c in game.outside(p)
                     if fits(flt, game.rules.printed(c), multicolored=self.multicolored)]
            if not cards:
                game.log_event("outside", f"{game.player(p)} has no {what} outside the game",
                               rule="400.11a", source=ctx.source)
                continue
            card = _choose_outside(game, p, cards, kind="from_outside",
                                   prompt=f"Put a {what} you own from outside the game into "
                                   "your hand", rule="400.11b")
            if self.reveal:
                game.log_event("reveal", f"{game.player(p)} reveals {card} from outside the "
                               "game", rule="701.20a", source=ctx.source)
            found.append(game.bring_in(p, card, Zone.HAND, source=ctx.source).id)
        ctx.it = found


@frozen
class Learn(fx.Instruction):
    """"Learn" (CR 701.48a): the player may discard a card and, if they do, draws a card;
    if they didn't, they may reveal a Lesson card they own from outside the game and put it
    into their hand. One explicit decision (``learn``): discard, a Lesson by name, or
    nothing; then which card is discarded (``discard``)."""

    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for p in self.who.players(ctx):
            lessons = [c for c in game.outside(p)
                       if game.rules.printed(c).type_line.has_subtype("Lesson")]
            names = tuple(dict.fromkeys(c.name for c in lessons))
            # CR 701.48a: a card can be discarded only from a hand that has one
            options = (("discard",) if game.hand(p) else ()) + names + ("nothing",)
            labels = ((("discard a card, then draw a card",) if game.hand(p) else ())
                      + tuple(f"reveal {n} from outside the game and put it into your hand"
                              for n in names) + ("do nothing",))
            if len(options) == 1:
                game.log_event("learn", f"{game.player(p)} learns: no card in hand to "
                               "discard, no Lesson card outside the game", rule="701.48a",
                               source=ctx.source)
                continue
            (choice,) = game.decide(kind="learn", player=p, prompt="Learn", options=options,
                                    labels=labels, rule="701.48a")
            if choice == "discard":
                game.log_event("learn", f"{game.player(p)} learns: discards a card to draw "
                               "a card", rule="701.48a", source=ctx.source)
                if game.choose_discards(p, 1, rule="701.48a"):
                    game.draw(p, 1, rule="701.48a")
            elif choice == "nothing":
                game.log_event("learn", f"{game.player(p)} learns: does nothing",
                               rule="701.48a", source=ctx.source)
            else:
                card = next(c for c in lessons if c.name == choice)
                game.log_event("reveal", f"{game.player(p)} learns: reveals {card} from "
                               "outside the game", rule="701.48a", source=ctx.source)
                game.bring_in(p, card, Zone.HAND, rule="701.48a", source=ctx.source)
