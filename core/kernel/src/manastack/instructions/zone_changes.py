"""The instructions that move objects between zones (CR 400.7, 608.2c): destroy, exile, return,
sacrifice, discard, mill, draw, shuffle, counter a spell, and "instead" replacements.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.engine import stack as casting
from manastack.engine.combat import enter_attacking
from manastack.engine.layers import start_effect
from manastack.engine.play_from_exile import allow_play_from_exile, permission_lasts
from manastack.engine.triggers import simultaneously
from manastack.engine.zones import EXILED_UNTIL_LEAVES
from manastack.instructions.continuous import _duration
from manastack.model import effects as fx
from manastack.model.continuous import ContinuousEffect, Modification
from manastack.model.effects import YOU, Amount, Context, Instruction, Ref, amount, apnap_order
from manastack.model.filters import ObjectFilter, Target
from manastack.model.objects import GameObject, Zone
from manastack.model.replacements import (
    NO_REGENERATION_TURN,
    DrawInstead,
    Moved,
    RegenerationShield,
    ZoneReplacement,
)
from manastack.model.turns import Step

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from manastack.engine.game import Game
    from manastack.model.continuous import Duration


@frozen
class Draw(Instruction):
    """"[player] draws N cards" (CR 121); ``reveal``: "Draw three cards and reveal them" (Mad
    Wizard's Lair): the cards drawn are shown to all (701.20a, 701.20b: still in the hand) and
    are "them" after (``ctx.it``)."""

    amount: Amount = 1
    who: Ref = YOU
    reveal: bool = False

    def run(self, ctx: Context) -> None:
        drawn: list[int] = []
        for p in self.who.players(ctx):
            cards = ctx.game.draw(p, amount(self.amount, ctx))
            if self.reveal:
                drawn.extend(o.id for o in cards)
                if cards:
                    ctx.game.log_event("reveal", f"{ctx.game.player(p)} reveals "
                                       f"{', '.join(o.card.name for o in cards)} (CR 701.20a)",
                                       rule="701.20a", source=ctx.source)
        if self.reveal:
            ctx.it = drawn


def _move_each(ctx: Context, ids: Iterable[Target], act: Callable[[GameObject], Moved],
               *, keep: Callable[[GameObject], bool] | None = None) -> None:
    """Act on each object still there (``keep``: only those it accepts) as one event
    (CR 603.6a, 603.10a: they leave or enter together), remembering each as it was (last
    known information); "it" then means the objects they became (400.7), ``Moved.new`` of
    what ``act`` says the move did. Whether any was there to act on is kept for "If you do"
    as ``ctx.values['did']``."""

    moved: list[int] = []
    ceased: list[tuple[int, str]] = []
    acted = False
    with simultaneously(ctx.game):
        for oid in ids:
            obj = ctx.game.find(oid) if isinstance(oid, int) else None
            if obj is None or (keep is not None and not keep(obj)):
                continue
            ctx.remember(obj)
            acted = True
            did = act(obj)
            if did.new is not None:
                moved.append(did.new.id)
                # CR 608.2h: "its controller" of what "it" became reads the object it was
                ctx.values.setdefault("moved_from", {})[did.new.id] = oid
            elif did.ceased and obj.zone is Zone.BATTLEFIELD:
                # CR 111.7: a token that left the battlefield (a copy of a spell gone, 707.10a,
                # isn't kept), and the zone the move put it into (614.1a)
                ceased.append((obj.id, str(did.zone)))
    ctx.it = moved
    # CR 608.2h: "sacrifice it. If you do, draw cards equal to its power" or "for each creature
    # destroyed this way" still ask a token gone with the move as it last existed; kept only
    # while "it" is this move's result
    ctx.values["ceased"] = (moved, tuple(ceased))
    ctx.values["did"] = acted  # CR 608.2c: "you may exile it. If you do": not if it is gone


@frozen
class Destroy(Instruction):
    """"Destroy [objects]" (CR 701.8); ``regenerate=False``: "They can't be regenerated"
    (701.19c, :meth:`Game.destroy <manastack.engine.game.Game.destroy>`)."""

    what: Ref
    regenerate: bool = field(default=True, kw_only=True)

    def run(self, ctx: Context) -> None:
        # "destroy all creatures" is one event (603.10a)
        _move_each(ctx, self.what.objects(ctx),
                   lambda obj: ctx.game.destroy_moved(obj.id, regenerate=self.regenerate))


@frozen
class Exile(Instruction):
    """"Exile [objects]" (CR 406). Each card exiled records the object whose ability exiled
    it, for an ability linked to this one ("the exiled card", CR 607.2a)."""

    what: Ref

    def counters(self, ctx: Context) -> tuple[tuple[str, int], ...]:
        """The counters each card is exiled with (none: see :class:`ExileWithCounters`)."""
        return ()

    def run(self, ctx: Context) -> None:
        game, src = ctx.game, ctx.source
        counters = self.counters(ctx)

        def exile(obj: GameObject) -> Moved:
            did = game.change_zone(obj.id, Zone.EXILE, cause="effect", rule="406.2",
                                   counters=counters)
            new = did.new
            if src is not None and new is not None and new.zone is Zone.EXILE:
                # CR 607.2a: not if a replacement put it elsewhere (a token ceases to exist, 111.8)
                # written on every exile: no cheap exact test of a linked ability (607.5, 707.2)
                return Moved(game.update(new.id, tags={**new.tags, fx.EXILED_BY: src}), did.zone)
            return did

        _move_each(ctx, self.what.objects(ctx), exile)


@frozen
class ExileWithCounters(Exile):
    """"Exile ~ with three time counters on it." (Arc Blade; CR 122.1, 406.2): each card goes
    to exile with ``count`` counters of ``kind`` on it, as one move; a card with suspend
    exiled with time counters is suspended (702.62b), a resolving spell exiled this way is no
    longer on the stack to be put into a graveyard (608.2n)."""

    kind: str = field(kw_only=True)
    count: Amount = field(kw_only=True)

    def counters(self, ctx: Context) -> tuple[tuple[str, int], ...]:
        n = amount(self.count, ctx)
        return ((self.kind, n),) if n > 0 else ()


@frozen
class ExileTop(Instruction):
    """"Exile the top [N] card(s) of your library" (CR 406.2, 401.1): ``who`` exile them face up
    as one event; "that card" / "those cards" then mean the cards in exile (``ctx.it``, 400.7),
    each recording the ability's source as :class:`Exile` does (607.2a)."""

    count: Amount = 1
    who: Ref = YOU

    def run(self, ctx: Context) -> None:
        top: list[Target] = []
        for p in self.who.players(ctx):
            top.extend(ctx.game.ids_in(Zone.LIBRARY, p)[: amount(self.count, ctx)])
        Exile(fx.FixedObjects(tuple(top), zone=Zone.LIBRARY)).run(ctx)


@frozen
class MayPlayExiled(Instruction):
    """"You may play that card this turn" / "until the end of your next turn" (CR 601.2a,
    611.2a); ``lands``: "play" lets a land be played (305.1), "cast" doesn't. The permission is
    the controller's, for each card of ``what`` still in exile (a new object elsewhere, 400.7)."""

    what: Ref
    lands: bool
    next_turn: bool = False
    #: CR 611.2a: "You may play them." with no duration: until the game ends (while exiled)
    lasting: bool = False
    #: CR 118.9: "... without paying its mana cost"
    free: bool = False
    #: CR 611.2a: "until your next end step" (Step.END) / "until the beginning of your next
    #: upkeep" (Step.UPKEEP): it ends as that step of the controller's turn begins
    until_step: Step | None = None

    @property
    def lasts(self) -> str:
        """CR 611.2a: how long the permission lasts, in the words of its log line (explain)."""
        return permission_lasts(lasting=self.lasting, next_turn=self.next_turn,
                                until_step=self.until_step, whose="your")

    def run(self, ctx: Context) -> None:
        for oid in self.what.objects(ctx):
            allow_play_from_exile(ctx.game, oid, ctx.controller, lands=self.lands,
                                  next_turn=self.next_turn, rule="601.2a",
                                  lasting=self.lasting, free=self.free,
                                  until_step=self.until_step)


@frozen
class ExileFromASingleGraveyard(Exile):
    """"Exile up to N target cards from a single graveyard" (CR 115.1, 601.2c): the cards
    chosen for that target must all be in one player's graveyard, a condition on the targets
    chosen together (checked at 601.2e: :meth:`target_restriction`). A card in a graveyard is
    in its owner's (404.1); a card that left it is an illegal target on resolution (608.2b),
    so the others are still in one graveyard then."""

    what: fx.TargetRef

    def target_restriction(self, game: Any, spell: Any, offset: int) -> list[str]:
        """Why the chosen cards are illegal together (in two or more graveyards), or nothing."""
        index = offset + self.what.index
        cards = [c for c in (spell.targets[index] if index < len(spell.targets) else ())
                 if isinstance(c, int)]
        if len({game.obj(c).owner for c in cards}) <= 1:
            return []
        names = ", ".join(str(game.obj(c)) for c in cards)
        return [f"{names} are not in a single graveyard (CR 601.2c)"]


@frozen
class ExileUntilLeaves(Instruction):
    """"Exile [objects] until ~ leaves the battlefield" (CR 610.3): each card exiled is
    marked with the source; when the source leaves the battlefield the card returns under
    its owner's control (610.3c, ``manastack.engine.zones.return_exiled_until``). If the
    source has already left when this would happen, nothing is exiled (610.3a-b)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        source = ctx.source_permanent()
        if source is None:
            game.log_event("resolve", "the permanent it would be exiled until has already left "
                           "the battlefield: nothing is exiled", rule="610.3a")
            ctx.it = []
            ctx.values["did"] = False
            return
        src = source.id

        def exile(obj: GameObject) -> Moved:
            did = game.change_zone(obj.id, Zone.EXILE, cause="effect", rule="610.3")
            new = did.new
            if new is not None and new.zone is Zone.EXILE:  # not if a replacement moved it
                return Moved(game.update(new.id, tags={**new.tags, EXILED_UNTIL_LEAVES: src}),
                             did.zone)
            return did

        _move_each(ctx, self.what.objects(ctx), exile)


@frozen
class ReturnToHand(Instruction):
    """"Return [objects] to their owners' hands" (bounce)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        _move_each(ctx, self.what.objects(ctx),
                   lambda obj: ctx.game.change_zone(obj.id, Zone.HAND, cause="return",
                                                    rule="400.7"))


@frozen
class PutIntoGraveyard(Instruction):
    """"Otherwise, put it into your graveyard" (Call of the Wild): [objects] put into their
    owners' graveyards (CR 400.3); a move, not a mill (701.17a) nor a discard (701.9a)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        _move_each(ctx, self.what.objects(ctx),
                   lambda obj: ctx.game.change_zone(obj.id, Zone.GRAVEYARD, cause="put",
                                                    rule="400.3"))


@frozen
class PutOnLibrary(Instruction):
    """"Put [object] on top of / on the bottom of its owner's library"; ``position``
    "choice": "[its] owner puts it on their choice of the top or bottom of their library",
    the owner chooses for each (CR 401.4). ``depth``: "third from the top" (2) / "just
    beneath the top X cards of that library" (X): under that many cards, counted as it
    resolves, or on the bottom of a library with fewer (CR 401.7)."""

    what: Ref
    position: str = "top"
    depth: Amount | None = field(default=None, kw_only=True)

    def run(self, ctx: Context) -> None:
        # CR 603.6a, 603.10a: the objects put into libraries at once are one event
        if self.depth is not None:
            put = self._beneath(ctx, max(0, amount(self.depth, ctx)))  # counted as it resolves
            _move_each(ctx, list(self.what.objects(ctx)), put)
        else:
            _move_each(ctx, self._owners_order(ctx, list(self.what.objects(ctx))),
                       lambda obj: self._put(ctx, obj))

    def _put(self, ctx: Context, obj: GameObject) -> Moved:
        """CR 401.4: on the top or the bottom (or second from the top) of its owner's
        library; with ``position`` "choice", where its owner chooses."""
        position = self.position
        if position == "choice":  # CR 401.4: its owner chooses, top or bottom
            (position,) = ctx.game.decide(
                kind="top_or_bottom", player=obj.owner,
                prompt=f"Put {obj} on the top or the bottom of your library",
                options=("top", "bottom"), rule="401.4")
        return ctx.game.change_zone(obj.id, Zone.LIBRARY, cause="effect",
                                    position=str(position), rule="401.4")

    @staticmethod
    def _beneath(ctx: Context, depth: int) -> Callable[[GameObject], Moved]:
        """CR 401.7: each object goes under the top ``depth`` cards of its owner's library,
        to the bottom if the library has fewer; the line saying so is written only when it
        got there (not when a replacement effect put it elsewhere, 614.1a), a token that
        then ceases to exist included (111.7, 704.5d)."""
        where = (f"its owner's library beneath the top {depth} card(s), or on the bottom of a "
                 "library with fewer")

        def put(obj: GameObject) -> Moved:
            moved = ctx.game.change_zone(obj.id, Zone.LIBRARY, cause="effect",
                                         position="beneath", depth=depth, rule="401.7")
            if moved.ceased and moved.zone is Zone.LIBRARY:
                ctx.game.log_event("move", f"{obj} is put into {where}, and ceases to exist "
                                   "(CR 401.7, 111.7)", rule="401.7", obj=obj.id)
            elif moved.new is not None and moved.zone is Zone.LIBRARY:
                ctx.game.log_event("move", f"{moved.new} is put into {where} (CR 401.7)",
                                   rule="401.7", obj=moved.new.id)
            return moved  # elsewhere or not moved (614.1a): no line

        return put

    def _owners_order(self, ctx: Context, ids: list[int]) -> list[int]:
        """CR 401.4: two or more cards put on the top (or bottom) of a library at once go
        there in the order their owner chooses, asked one card at a time (the last one put on
        top is the top card; each one put on the bottom goes under the one before)."""
        if self.position not in ("top", "bottom"):
            return ids
        game = ctx.game
        found = {oid: game.find(oid) for oid in ids}
        ordered: list[int] = []
        owners = sorted({obj.owner for obj in found.values() if obj is not None})
        for owner in owners:
            left = [oid for oid in ids if (obj := found[oid]) is not None and obj.owner == owner]
            while len(left) > 1:
                (oid,) = game.decide(
                    kind=f"order_{self.position}", player=owner,
                    prompt=f"Card to put on the {self.position} of your library next",
                    options=tuple(left), labels=tuple(str(found[i]) for i in left),
                    rule="401.4")
                left.remove(int(oid))
                ordered.append(int(oid))
            ordered.extend(left)
        return ordered


@frozen
class PutOntoBattlefield(Instruction):
    """"Return/put [cards] onto the battlefield [tapped] [under your control] [with
    counters on it]": ``counters`` are on it as it enters (CR 122.6, 614.1c), not put after;
    ``attacking``: "tapped and attacking", attacking what its controller chooses as it enters,
    never declared (508.4)."""

    what: Ref
    under_your_control: bool = False
    tapped: bool = False
    counters: tuple[tuple[str, Amount], ...] = field(default=(), kw_only=True)
    attacking: bool = field(default=False, kw_only=True)
    #: "That creature is a black Zombie in addition to ...": what each permanent is, for good,
    #: from the moment it enters (CR 611.2e)
    is_as_it_enters: tuple[Modification, ...] = field(default=(), kw_only=True)
    is_text: str = field(default="", kw_only=True)
    #: "... to the battlefield attached to that creature": what an Aura or Equipment enters
    #: attached to (CR 303.4f, 303.4i, 301.5c; 303.4h: any other permanent enters unattached)
    attached_to: Ref | None = field(default=None, kw_only=True)

    def _is_as_it_enters(self, ctx: Context, new: GameObject) -> None:
        start_effect(ctx.game, ContinuousEffect(
            parts=self.is_as_it_enters, source=ctx.source, controller=ctx.controller,
            objects=(new.id,), zones=(Zone.BATTLEFIELD,), duration=_duration(None, ctx, "forever"),
            text=self.is_text, rule="611.2e"))

    def run(self, ctx: Context) -> None:
        counters = tuple((kind, amount(n, ctx)) for kind, n in self.counters)
        entering = None
        if self.is_as_it_enters:
            def entering(new: GameObject) -> None:
                self._is_as_it_enters(ctx, new)

        hosts = None if self.attached_to is None else tuple(self.attached_to.resolve(ctx))

        def put(obj: GameObject) -> Moved:
            controller = ctx.controller if self.under_your_control else obj.owner
            did = ctx.game.change_zone(obj.id, Zone.BATTLEFIELD, cause="effect",
                                       controller=controller, tapped=self.tapped,
                                       counters=counters, rule="400.7", as_it_enters=entering,
                                       attach_to=hosts)
            new = did.new
            if new is None or new.zone is not Zone.BATTLEFIELD:
                # "it" is what entered: not a card a replacement put elsewhere (614.1a)
                return Moved(None, None)
            if self.attacking:
                enter_attacking(ctx.game, new.id)
            return did

        _move_each(ctx, self.what.objects(ctx), put)  # they enter at the same time (603.6a)


@frozen
class Sacrifice(Instruction):
    """"[players] sacrifice N [filter] of their choice" (CR 701.21): each player chooses.
    The ids they had on the battlefield are kept as ``ctx.values["sacrificed"]`` (their last
    known information, 608.2h, is under those ids)."""

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
        _move_each(ctx, chosen_all, lambda obj: game.sacrifice_moved(obj.id))
        # CR 608.2h: "that creature's toughness" after it is the sacrificed one as it last was
        ctx.values["sacrificed"] = tuple(chosen_all)


@frozen
class SacrificeOneOfEach(Instruction):
    """"Sacrifice an artifact, a creature, and a land." (Oubliette; CR 701.21a): each player
    of ``who`` (APNAP order, 101.4) chooses one different permanent they control for each of
    ``filters`` (as the cost ``SacrificeEach`` does, an artifact creature answers one filter
    only), as many as they can (609.3); the chosen are sacrificed at the same time."""

    who: Ref = YOU
    filters: tuple[ObjectFilter, ...] = ()

    def run(self, ctx: Context) -> None:
        game = ctx.game
        chosen_all: list[int] = []
        for p in apnap_order(ctx, self.who.players(ctx)):
            mine = game.battlefield(p)
            fits = [{o.id for o in mine if f.matches(game, o, player=p, source=ctx.source)}
                    for f in self.filters]
            chosen: list[int] = []
            for n, flt in enumerate(self.filters):
                taken = frozenset(chosen)
                best = _most_assigned(fits[n:], taken)
                # CR 609.3: only a choice that still lets as many filters as possible get one
                options = tuple(i for i in sorted(fits[n]) if i not in taken
                                and 1 + _most_assigned(fits[n + 1:], taken | {i}) == best)
                if not options:
                    continue  # none left for this one (CR 609.3: as much as possible)
                (pick,) = game.decide(kind="sacrifice", player=p,
                                      prompt=f"Sacrifice one {flt.text or flt}",
                                      options=options,
                                      labels=tuple(str(game.obj(o)) for o in options),
                                      min=1, max=1, rule="701.21a")
                chosen.append(int(pick))
            chosen_all.extend(chosen)
        _move_each(ctx, chosen_all, lambda obj: game.sacrifice_moved(obj.id, rule="701.21a"))
        ctx.values["sacrificed"] = tuple(chosen_all)


def _most_assigned(fits: list[set[int]], taken: frozenset[int]) -> int:
    """How many of the filters of ``fits`` can each get their own permanent, none of
    ``taken`` (a small search: a sentence lists a few)."""
    if not fits:
        return 0
    best = _most_assigned(fits[1:], taken)
    for i in sorted(fits[0] - taken):
        best = max(best, 1 + _most_assigned(fits[1:], taken | {i}))
        if best == len(fits):
            break
    return best


@frozen
class SacrificeObjects(Instruction):
    """"Sacrifice it": the controller of the effect sacrifices those objects if they are
    permanents they control (CR 701.21a); whether any was is kept for "If you do" as
    ``ctx.values['did']``. ``by_controller``: "Its controller sacrifices it" (Cauldron Dance):
    whoever controls each of them as it happens sacrifices it (701.21a)."""

    what: Ref
    by_controller: bool = False

    def run(self, ctx: Context) -> None:
        game = ctx.game
        _move_each(ctx, self.what.objects(ctx), lambda obj: game.sacrifice_moved(obj.id),
                   keep=lambda obj: obj.zone is Zone.BATTLEFIELD
                   and (self.by_controller or game.controller(obj.id) == ctx.controller))


@frozen
class Discard(Instruction):
    """"[player] discards N cards" (the discarding player chooses, CR 701.9); ``up_to``:
    "discard up to two cards", as many as they choose up to N (CR 107.1c), counted for a
    following "that many" (Kinetic Augur). Whether each player discarded N (their hand: all
    of it, an empty one too) is kept for "If you do" / "When you do" as
    ``ctx.values['did']``."""

    who: Ref
    count: Amount = 1
    whole_hand: bool = False
    up_to: bool = False

    def run(self, ctx: Context) -> None:
        game = ctx.game
        players = self.who.players(ctx)
        wanted = 1 if self.whole_hand or self.up_to else amount(self.count, ctx)
        done = bool(players) and wanted > 0
        for p in players:
            hand = game.hand(p)
            n = len(hand) if self.whole_hand else min(amount(self.count, ctx), len(hand))
            if n <= 0:  # nothing to discard: what the players before discarded still counts
                ctx.values.setdefault("discarded", 0)
                # an empty hand is discarded whole by discarding nothing (Moonveil Regent)
                done = done and self.whole_hand
                continue
            before = len(game.state.turn.discarded)
            chosen = game.choose_discards(p, n, up_to=self.up_to)
            done = done and len(chosen) >= wanted
            ctx.values["discarded"] = ctx.values.get("discarded", 0) + len(chosen)
            # CR 608.2c: the cards as they are in the graveyard, for "If you discarded a card
            # this way" / "If a land card is discarded this way"
            ctx.values["discarded_cards"] = (*ctx.values.get("discarded_cards", ()),
                                             *game.state.turn.discarded[before:])
        # CR 608.2c, 603.12: "you do" if each player discarded as many as it says (with fewer
        # in hand, as many as there are: not done, 609.3); "your hand": all there is, none too
        ctx.values["did"] = done

    def possible(self, ctx: Context) -> bool:
        """CR 701.9a, 608.2d: a card is discarded from a hand, so "you may discard a card"
        with no card in hand isn't offered ("If you do" is then false). With fewer cards
        than it says, the option stays (as much as possible is done, 609.3); "your hand"
        (an empty one is discarded whole) and "up to" (none is a choice) always can be."""
        if self.whole_hand or self.up_to or amount(self.count, ctx) <= 0:
            return True
        return any(ctx.game.hand(p) for p in self.who.players(ctx))


@frozen
class DiscardUnlessDiscards(Instruction):
    """"Discard two cards unless you discard a creature card" (Mystic Meditation; CR 118.12,
    701.9a): each player may discard one card of their hand fitting ``instead`` (only if they
    have one); if they don't, they discard ``count`` cards of their choice."""

    who: Ref
    count: Amount = 2
    instead: ObjectFilter = ObjectFilter()

    def run(self, ctx: Context) -> None:
        game = ctx.game
        what = self.instead.text or "card"
        for p in self.who.players(ctx):
            options = tuple(o.id for o in game.hand(p)
                            if self.instead.matches(game, o, player=p, source=ctx.source))
            n = amount(self.count, ctx)
            if options and game.decide(
                    kind="pay_unless", player=p,
                    prompt=f"Discard a {what} so that you don't discard {n} cards?",
                    options=(True, False), labels=(f"discard a {what}", f"discard {n} cards"),
                    rule="118.12")[0]:
                chosen = game.decide(kind="discard", player=p, prompt=f"Discard a {what}",
                                     options=options,
                                     labels=tuple(str(game.obj(o)) for o in options),
                                     min=1, max=1, rule="701.9a")
                game.discard(int(chosen[0]))
                continue
            game.choose_discards(p, n)


@frozen
class Mill(Instruction):
    """``who`` mill ``count`` cards: the top cards of their library into their graveyard
    (CR 701.17a); the cards milled are kept as ``milled`` for "... from among them" after it."""

    who: Ref
    count: Amount

    def run(self, ctx: Context) -> None:
        milled: list[int] = []
        for p in self.who.players(ctx):
            milled.extend(o.id for o in ctx.game.mill(p, amount(self.count, ctx)))
        ctx.values["milled"] = milled


@frozen
class ReplaceMove(Instruction):
    """"If [object] would [die / be put into a graveyard] this turn, [exile it] instead"
    (CR 614.1a): a replacement effect watching the objects of ``what``.

    With ``filter`` instead of ``what`` ("If a creature would die this turn, exile it
    instead"), it watches every object the filter matches when it would move, those that
    come later included: the effect modifies the rules of the game, not objects (611.2c).
    ``to_zone=None``: any move from ``from_zone`` ("exile it instead of putting it anywhere
    else"); ``not_cast``: only an object that wasn't cast (:class:`ZoneReplacement`).
    ``instead`` None with ``counters``: "This turn, each creature you control enters with an
    additional +1/+1 counter on it" (Zameck Guildmage; 614.1c): the move happens, with them."""

    what: Ref | None
    instead: Zone | None
    from_zone: Zone | None = Zone.BATTLEFIELD
    to_zone: Zone | None = Zone.GRAVEYARD
    duration: str | Duration | None = "end_of_turn"
    filter: ObjectFilter | None = None
    not_cast: bool = False
    counters: tuple[tuple[str, int], ...] = ()

    def run(self, ctx: Context) -> None:
        objects: tuple[int, ...] | None = None
        if self.what is not None:
            objects = tuple(o for o in self.what.objects(ctx) if ctx.game.find(o) is not None)
            if not objects:
                return
        elif self.filter is None:
            raise ValueError("ReplaceMove needs what or filter")
        start_effect(ctx.game, ContinuousEffect(
            parts=(ZoneReplacement(from_zone=self.from_zone, to_zone=self.to_zone,
                                   instead=self.instead, not_cast=self.not_cast,
                                   counters=self.counters, text=self.text),),
            source=ctx.source, controller=ctx.controller, objects=objects,
            filter=self.filter if objects is None else None,
            duration=_duration(self.duration, ctx, "end_of_turn"), text=self.text,
            rule="614.1c" if self.instead is None else "614.1a",
        ))


@frozen
class ReplaceNextDraw(Instruction):
    """"The next time you would draw a card this turn, you gain 5 life instead." (Words of
    Worship; CR 614.1a, 614.11, 121.6): a replacement effect until end of turn on the next
    draw of its controller ("you"); ``instead`` is done in its place, by that player, and
    the effect is used up (:class:`~manastack.model.replacements.DrawInstead`)."""

    instead: tuple[Instruction, ...]
    duration: str | Duration | None = "end_of_turn"

    def run(self, ctx: Context) -> None:
        start_effect(ctx.game, ContinuousEffect(
            parts=(DrawInstead(instructions=self.instead, text=self.text),),
            source=ctx.source, controller=ctx.controller, players=(ctx.controller,), zones=(),
            duration=_duration(self.duration, ctx, "end_of_turn"),
            text=self.text or "the next draw is replaced", rule="614.11",
        ))


@frozen
class CantBeRegeneratedThisTurn(Instruction):
    """"A creature dealt damage this way can't be regenerated this turn" (Incinerate; CR
    701.19c): each permanent of ``what`` is destroyed this turn without regenerating, by any
    destruction (a destroy effect or lethal damage, 704.5g); a new object is not (400.7)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        marked: list[int] = []
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            ctx.game.update(oid, tags={**obj.tags,
                                       NO_REGENERATION_TURN: ctx.game.state.turn.number})
            ctx.game.log_event("effect", f"{obj} can't be regenerated this turn",
                               rule="701.19c")
            marked.append(oid)
        ctx.it = marked


@frozen
class Regenerate(Instruction):
    """"Regenerate [permanent]" (CR 701.19a): a shield on each permanent of ``what`` for the
    rest of the turn, used up the next time that permanent would be destroyed
    (:class:`~manastack.model.replacements.RegenerationShield`)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        shielded: list[int] = []
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue  # CR 701.19a: only a permanent regenerates
            shielded.append(oid)
            start_effect(ctx.game, ContinuousEffect(
                parts=(RegenerationShield(text=f"regeneration shield on {obj}"),),
                source=ctx.source, controller=ctx.controller, objects=(oid,),
                duration=_duration(None, ctx, "end_of_turn"),
                text=self.text or f"regenerate {obj}", rule="701.19a",
            ))
        ctx.it = shielded


@frozen
class CounterSpell(Instruction):
    """"Counter [spell]" (CR 701.6): it goes to its owner's graveyard (replacements apply).
    ``instead``: "If that spell is countered this way, exile it instead of putting it into
    its owner's graveyard" (a replacement of that move, 614.1a): the zone it goes to;
    ``position``: where in its owner's library ("on top", "on the bottom", 401.4)."""

    what: Ref
    instead: Zone | None = None
    position: str = "top"

    def run(self, ctx: Context) -> None:
        for oid in self.what.objects(ctx):
            obj = ctx.game.find(oid)
            if obj is not None and obj.zone is Zone.STACK:
                # "Its controller ..." after it: who controlled it on the stack (608.2h)
                ctx.values["left_stack"] = {**ctx.values.get("left_stack", {}),
                                            oid: ctx.game.controller(oid)}
                counter(ctx.game, obj, instead=self.instead, position=self.position)


def counter(game: Game, obj: GameObject, *, instead: Zone | None = None,
            position: str = "top") -> None:
    """Counter a spell or ability on the stack (CR 701.6a), unless it can't be (101.2); a
    spell goes to ``instead`` rather than its owner's graveyard if given (614.1a), at
    ``position`` of a library."""

    if obj.spell is not None and obj.spell.cant_be_countered:
        game.log_event("counter", f"{obj} can't be countered", rule="101.2")
        return
    if obj.spell is not None:
        from manastack.engine.total_cost import rule_statics
        from manastack.model.spells import CounterProhibition

        for source, prohibition in rule_statics(game, CounterProhibition):
            if prohibition.protects(game, source, obj):
                game.log_event("counter", f"{obj} can't be countered ({source.card.name}: "
                               f"{prohibition.text})", rule="101.2")
                return
    if instead is not None and obj.tags.get("ability") is None:
        where = f" ({position})" if instead is Zone.LIBRARY else ""
        game.log_event("counter", f"{obj} is countered: it goes to {instead.value}{where} "
                       "instead of its owner's graveyard", rule="614.1a")
        game.move(obj.id, instead, cause="counter", rule="614.1a", position=position)
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


@frozen
class ReturnOpponentsChoice(fx.Instruction):
    """"Return a [kind] card of an opponent's choice from your graveyard to your hand".

    The controller picks the opponent when there are several; that opponent
    picks the card (the player who chooses is the one the text names, SEED-16).
    """

    filter: ObjectFilter

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        candidates = tuple(o.id for o in game.graveyard(ctx.controller)
                           if self.filter.matches(game, o, player=ctx.controller))
        opponents = game.opponents(ctx.controller)
        if not candidates or not opponents:
            return
        chooser = opponents[0]
        if len(opponents) > 1:
            chooser = int(game.decide(
                kind="opponent", player=ctx.controller, prompt="Choose an opponent",
                options=tuple(opponents), labels=tuple(str(game.player(p)) for p in opponents),
            )[0])
        chosen = game.decide(
            kind="choose", player=chooser,
            prompt=f"Choose a {self.filter} card in {game.player(ctx.controller)}'s graveyard",
            options=candidates, labels=tuple(str(game.obj(o)) for o in candidates),
        )
        ctx.it = game.move_each(chosen, Zone.HAND, cause="return")


@frozen
class ExileForLands(fx.Instruction):
    """"Exile [what]. For each creature exiled this way, its controller searches their
    library for a basic land card. Those players put those cards onto the battlefield
    tapped, then shuffle." (CR 406, 701.23, 701.24)

    "Its controller" is the controller just before the exile (last known
    information, CR 608.2h). Each search may find nothing (CR 701.23b).
    """

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        searches: dict[int, int] = {}
        exiled = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            controller = game.controller(oid)
            was_creature = game.chars(oid).is_creature
            new = game.move(oid, Zone.EXILE, cause="effect", rule="406.2")
            # a token exiled this way ceases to exist (CR 111.7) but was exiled all the same
            if new is not None and new.zone is not Zone.EXILE:
                continue
            if was_creature:
                searches[controller] = searches.get(controller, 0) + 1
            if new is not None:
                exiled.append(new.id)
        ctx.it = exiled
        found: list[int] = []
        for p in sorted(searches):
            n = searches[p]
            options = tuple(o.id for o in game.library(p)
                            if o.card.type_line.has_supertype("Basic")
                            and o.card.type_line.has_type("Land"))
            chosen = game.decide(
                kind="search", player=p,
                prompt=f"Search your library for up to {n} basic land card(s)",
                options=options, labels=tuple(str(game.obj(o)) for o in options),
                min=0, max=min(n, len(options)), rule="701.23b",
            ) if options else ()
            game.log_event("search", f"{game.player(p)} searches their library and finds "
                           f"{len(chosen)} basic land card(s)", rule="701.23a")
            found.extend(int(c) for c in chosen)
        for oid in found:
            owner = game.obj(oid).owner
            game.move(oid, Zone.BATTLEFIELD, cause="effect", controller=owner, tapped=True,
                      rule="701.23a")
        for p in sorted(searches):
            game.shuffle(p, rule="701.24a")


# --------------------------------------------------------------------------
# Hands: "Target opponent exiles a card from their hand"
# --------------------------------------------------------------------------


@frozen
class ExileFromHand(fx.Instruction):
    """"[Player] exiles N cards from their hand" (CR 406.2): that player chooses them,
    in APNAP order when several players do (CR 101.4); the exiled cards become "it".
    ``zone`` GRAVEYARD: "... from their graveyard" (Relic of Progenitus; CR 404.1, 406.2)."""

    who: fx.Ref
    count: fx.Amount = 1
    zone: Zone = Zone.HAND

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        moved: list[int] = []
        for p in apnap_order(ctx, self.who.players(ctx)):
            hand = game.objects_in(self.zone, p)
            n = min(fx.amount(self.count, ctx), len(hand))
            if n <= 0:
                continue
            chosen = game.decide(kind="exile", player=p,
                                 prompt=f"Exile {n} card(s) from your {self.zone.value}",
                                 options=tuple(o.id for o in hand),
                                 labels=tuple(str(o) for o in hand), min=n, max=n, rule="406.2")
            for oid in chosen:
                ctx.remember(game.obj(int(oid)))
                new = game.move(int(oid), Zone.EXILE, cause="effect", rule="406.2")
                if new is not None:
                    moved.append(new.id)
        ctx.it = moved


# --------------------------------------------------------------------------
# Names: "... and all other creatures with the same name as that creature"
# --------------------------------------------------------------------------


@frozen
class ExileSameName(fx.Instruction):
    """"Exile target creature and all other creatures with the same name as that creature"
    (CR 201.2a: the same name; 201.2c: an object with no name, a face-down creature, shares
    no name with anything). The name is read as the effect happens; all of them are exiled
    at once (one event, CR 603.10a)."""

    what: fx.Ref
    others: ObjectFilter = ObjectFilter(types=("Creature",))

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        first = [o for o in self.what.objects(ctx) if game.find(o) is not None]
        names = {game.chars(o).name for o in first} - {""}
        also = [o.id for o in game.objects_in(Zone.BATTLEFIELD)
                if o.id not in first and game.chars(o.id).name in names
                and self.others.matches(game, o, player=ctx.controller, source=ctx.source)]
        moved: list[int] = []
        with simultaneously(game):
            for oid in (*first, *also):
                obj = game.find(oid)
                if obj is None:
                    continue
                ctx.remember(obj)
                new = game.move(oid, Zone.EXILE, cause="effect", rule="406.2")
                if new is not None:
                    moved.append(new.id)
        if also:
            game.log_event("effect", f"{len(also)} other object(s) named "
                           f"{', '.join(sorted(names))} exiled too", rule="201.2a")
        ctx.it = moved


# --------------------------------------------------------------------------
# Libraries: shuffling hand and graveyard in, searching
# --------------------------------------------------------------------------


@frozen
class ShuffleZonesIn(fx.Instruction):
    """"Each player shuffles their hand and graveyard into their library" (CR 701.24a):
    each player's cards of those zones go to their library, which is then shuffled."""

    who: fx.Ref
    zones: tuple[Zone, ...] = (Zone.HAND, Zone.GRAVEYARD)

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        players = self.who.players(ctx)
        with simultaneously(game):
            for p in players:
                for zone in self.zones:
                    for obj in game.objects_in(zone, p):
                        ctx.remember(obj)
                        game.move(obj.id, Zone.LIBRARY, cause="effect", rule="701.24a")
        for p in players:
            game.shuffle(p, rule="701.24a")


# --------------------------------------------------------------------------
# "Target player shuffles up to three target cards from their graveyard into their library"
# --------------------------------------------------------------------------


@frozen
class ShuffleFromTheirGraveyard(fx.Instruction):
    """"Target player shuffles up to N target cards from their graveyard into their library"
    (CR 701.24a): the cards must be in that player's graveyard, a condition on the targets
    chosen together (601.2c, checked at 601.2e: :meth:`target_restriction`). The player's
    library is shuffled even if no card is chosen or none is left (701.24c)."""

    player: fx.TargetRef
    cards: fx.TargetRef

    def target_restriction(self, game: Any, spell: Any, offset: int) -> list[str]:
        """Why the chosen targets are illegal together (the cards must be in the chosen player's
        graveyard), or nothing."""
        players = spell.targets[offset + self.player.index] \
            if offset + self.player.index < len(spell.targets) else ()
        cards = spell.targets[offset + self.cards.index] \
            if offset + self.cards.index < len(spell.targets) else ()
        owners = {p.index for p in players if hasattr(p, "index")}
        wrong = [c for c in cards if isinstance(c, int) and game.obj(c).owner not in owners]
        if not wrong:
            return []
        names = ", ".join(str(game.obj(c)) for c in wrong)
        return [f"{names} not in the target player's graveyard (CR 601.2c)"]

    def run(self, ctx: fx.Context) -> None:
        Shuffle(self.cards, who=self.player, text=self.text).run(ctx)
