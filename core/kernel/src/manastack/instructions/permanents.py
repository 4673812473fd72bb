"""The instructions that change permanents (CR 701): tap, untap, transform, counters, tokens and token
copies, control, attaching.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from attrs import field, frozen

from manastack.engine.attachment import attach_refusal
from manastack.engine.combat import (
    enter_attacking,
    goaded_by,
    remove_from_combat,
    restriction_kinds,
)
from manastack.engine.faces import transform
from manastack.engine.layers import copiable_values, current, start_effect
from manastack.engine.triggers import fire_event, one_event
from manastack.instructions.continuous import ApplyEffect
from manastack.instructions.damage import Divided
from manastack.model import effects as fx
from manastack.model.abilities import KeywordAbility, StaticAbility
from manastack.model.combat import Goaded, Suspected
from manastack.model.continuous import (
    AddAbilities,
    AddTypes,
    ContinuousEffect,
    DefinePT,
    Restriction,
    SetColors,
    SetController,
    SetPT,
    restriction_ability,
    until_next_turn,
)
from manastack.model.effects import YOU, Amount, Context, FixedObjects, Instruction, Ref, amount
from manastack.model.filters import ObjectFilter, Target
from manastack.model.granted_abilities import bind_granting_source, names_granting_source
from manastack.model.objects import Card, GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from manastack.engine.game import Game
    from manastack.model.abilities import Ability
    from manastack.model.continuous import Duration, Modification


@frozen
class Tap(Instruction):
    """Tap ``what`` (CR 701.26a): each permanent it refers to becomes tapped."""

    what: Ref

    def run(self, ctx: Context) -> None:
        objects = self.what.objects(ctx)
        for oid in _permanents(ctx, objects):
            ctx.game.tap(oid)
        ctx.it = objects

    def possible(self, ctx: Context) -> bool:
        # CR 701.26a, 608.2d: "you may tap it" can't be chosen once it is tapped or gone
        return _can_turn(self.what, ctx, tapped=False)


@frozen
class Untap(Instruction):
    """Untap ``what`` (CR 701.26b)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        objects = self.what.objects(ctx)
        for oid in _permanents(ctx, objects):
            ctx.game.untap(oid)
        ctx.it = objects

    def possible(self, ctx: Context) -> bool:
        # CR 701.26b, 608.2d: "you may untap it" can't be chosen once it is untapped or gone
        return _can_turn(self.what, ctx, tapped=True)


def _permanents(ctx: Context, objects: Sequence[int]) -> list[int]:
    """The objects of ``objects`` still on the battlefield: only a permanent is tapped or
    untapped (CR 701.26a-b); one that left it is a new object the instruction doesn't see
    (400.7: "tap that creature" after it died in combat, Matsu-Tribe Birdstalker)."""
    out = []
    for oid in objects:
        obj = ctx.game.find(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD:
            out.append(oid)
    return out


def _can_turn(what: Ref, ctx: Context, *, tapped: bool) -> bool:
    """Is one permanent ``what`` names ``tapped`` now, so tapping (untapping) it does
    something (CR 701.26a-b: only untapped permanents can be tapped, tapped ones untapped)?
    An object chosen as it resolves is left to the choice's own filter (608.2d)."""
    if not isinstance(what, (fx.ItRef, fx.TargetRef, fx.SourceRef)):
        return True
    for oid in what.objects(ctx):
        obj = ctx.game.find(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and obj.tapped is tapped:
            return True
    return False


@frozen
class TapOrUntap(Instruction):
    """"Tap or untap [what]" (CR 701.26): as it resolves, its controller chooses which
    (608.2d); each permanent it refers to then becomes tapped (701.26a) or untapped
    (701.26b). With nothing to act on, nothing is asked."""

    what: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        objects = [oid for oid in self.what.objects(ctx) if game.find(oid) is not None]
        ctx.it = objects
        if not objects:
            return
        names = ", ".join(str(game.obj(oid)) for oid in objects)
        (answer,) = game.decide(kind="tap_or_untap", player=ctx.controller,
                                prompt=f"Tap or untap {names}?", options=("tap", "untap"),
                                rule="608.2d")
        for oid in objects:
            if answer == "tap":
                game.tap(oid)
            else:
                game.untap(oid)


@frozen
class RemoveFromCombat(Instruction):
    """"Remove [what] from combat" (CR 506.4): each permanent it refers to stops being an
    attacking or blocking creature; one that blocked stays blocked (506.4b, 509.1h)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        objects = [oid for oid in self.what.objects(ctx) if ctx.game.find(oid) is not None]
        for oid in objects:
            remove_from_combat(ctx.game, oid, why="an effect removes it")
        ctx.it = objects


@frozen
class PhaseOut(Instruction):
    """"[what] phase(s) out" (CR 702.26b): each phased-in permanent it refers to phases out,
    what is attached to it indirectly (702.26g); treated as though it does not exist until
    it phases in during its controller's next untap step (502.1), with no zone change
    (702.26d)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        ctx.it = ctx.game.phase_out(self.what.objects(ctx), source=ctx.source)


@frozen
class Transform(Instruction):
    """Transform ``what`` (CR 701.27a): each double-faced permanent it refers to turns over,
    staying the same object (712.18); any other permanent doesn't (701.27c, 712.9)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        objects = [oid for oid in self.what.objects(ctx) if ctx.game.find(oid) is not None]
        for oid in objects:
            # CR 701.27f: only the ability's own source is checked against its stack time
            transform(ctx.game, oid, since=ctx.stacked_at if oid == ctx.source else None)
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
class DistributeCounters(Divided):
    """"Distribute two +1/+1 counters among one or two target creatures" (CR 601.2d, 122.1):
    the number of counters of ``kind`` divided among the targets as announced, each legal
    target getting its share (608.2b), put by the controller (122.6a)."""

    kind: str = field(kw_only=True)

    def give(self, ctx: Context, target: Target, n: int) -> None:
        if isinstance(target, int) and ctx.game.find(target) is not None:
            ctx.game.add_counters(target, self.kind, n, rule="601.2d", by=ctx.controller)

    def run(self, ctx: Context) -> None:
        given: list[int] = []
        for target, n in self.shares(ctx):
            self.give(ctx, target, n)
            if isinstance(target, int):
                given.append(target)
        ctx.it = given  # "..., then double the number of +1/+1 counters on each of those"


@frozen
class PutCountersOf(Instruction):
    """"Put its counters on [objects]" (Dockworker Drone): as many counters of each kind as
    ``of`` had, read as it is now or, gone from its zone, as it last existed (CR 608.2h,
    122.1); those counters are not moved from it (not 122.5), so a new object gets them."""

    of: Ref
    what: Ref

    def run(self, ctx: Context) -> None:
        kinds: dict[str, int] = {}
        for oid in self.of.objects(ctx):
            for kind, n in ctx.game.last_known(oid).counters.items():
                kinds[kind] = kinds.get(kind, 0) + n
        objects = [oid for oid in self.what.objects(ctx) if ctx.game.find(oid) is not None]
        if not kinds:
            ctx.game.log_event("effect", "it had no counters: none are put", rule="608.2h",
                               source=ctx.source)
        for oid in objects:
            for kind, n in sorted(kinds.items()):
                ctx.game.add_counters(oid, kind, n, rule="608.2h", by=ctx.controller)
        ctx.it = objects


@frozen
class RemoveCounters(Instruction):
    """"Remove N [kind] counters from [objects]" (as many as there are, CR 122.8); whether N
    were removed from each ("all": one or more) is kept for "If you do" / "When you do" as
    ``ctx.values['did']``. An empty
    ``kind``: "Remove a counter / all counters from target permanent" (Thrull Parasite,
    Vampire Hexmage): counters of any kind, the controller choosing which (608.2d). "You may
    remove N ..." isn't offered unless each object has N (:meth:`possible`, 608.2d)."""

    kind: str
    count: Amount
    what: Ref

    def run(self, ctx: Context) -> None:
        wanted = amount(self.count, ctx)
        objects = self.what.objects(ctx)
        if not self.kind:
            self._any_kind(ctx, objects, wanted)
            return
        every = wanted >= ALL_COUNTERS
        done = bool(objects)
        for oid in objects:
            obj = ctx.game.find(oid)
            removed = min(wanted, obj.counter(self.kind)) if obj is not None else 0
            if removed:
                ctx.game.remove_counters(oid, self.kind, removed)
            # CR 603.12, 608.2d: "remove all" is done if one or more was removed; all of none
            # removes nothing, no event (as ``possible`` offers it only with one)
            done = done and (removed > 0 if every else removed == wanted)
        # CR 608.2c: "Remove a counter from it. If you do, ...": not done without the counters
        ctx.values["did"] = done

    def possible(self, ctx: Context) -> bool:
        # CR 608.2d: "you may remove two oil counters from it" can't be chosen unless each
        # object has two ("all counters": at least one, as ``run`` records "did")
        wanted = amount(self.count, ctx)
        need = 1 if wanted >= ALL_COUNTERS else wanted
        objects = self.what.objects(ctx)
        for oid in objects:
            obj = ctx.game.find(oid)
            have = 0 if obj is None else obj.counter(self.kind) if self.kind else \
                sum(n for n in obj.counters.values() if n > 0)
            if have < need:
                return False
        return bool(objects)

    def _any_kind(self, ctx: Context, objects: Sequence[int], wanted: int) -> None:
        """Counters of any kinds: every one for "all", else one at a time, the controller
        choosing the kind of each when several remain (CR 608.2d)."""
        game = ctx.game
        done = bool(objects)
        for oid in objects:
            removed = 0
            while removed < wanted:
                obj = game.find(oid)
                kinds = tuple(sorted(k for k, n in obj.counters.items() if n > 0)) \
                    if obj is not None else ()
                if not kinds:
                    break
                if wanted >= ALL_COUNTERS:
                    for kind in kinds:  # "all counters": every kind, no choice to make
                        game.remove_counters(oid, kind, game.obj(oid).counter(kind))
                    removed = wanted
                    break
                [kind] = game.decide(kind="counter_kind", player=ctx.controller,
                                     prompt=f"Choose the kind of counter to remove from {obj}",
                                     options=kinds, rule="608.2d")
                game.remove_counters(oid, str(kind), 1)
                removed += 1
            done = done and removed == wanted
        ctx.values["did"] = done


#: The count of "Remove all counters": more than any object has.
ALL_COUNTERS = 10**6


@frozen
class MoveCounters(Instruction):
    """"Move a +1/+1 counter from ~ onto target creature" / "Move a counter from target creature
    onto a second target creature" (CR 122.5): removed from one object and put on another, both
    on the battlefield; if either can't be done (no such counter, an object gone, the same
    object twice, one that can't have counters), no counter moves. An empty ``kind``: a counter
    of any kind, the controller choosing which (608.2d)."""

    kind: str
    count: int
    source: Ref
    what: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        pair = _one_each(ctx, self.source, self.what)
        if pair is None or _cant_have_counters(ctx, pair[1]):
            game.log_event("counters", "no counter can be moved: one of the objects is missing "
                           "or can't have counters", rule="122.5", source=ctx.source)
            return
        froms, onto = [pair[0]], [pair[1]]
        kind = self.kind
        if not kind:
            kinds = tuple(sorted(k for k, n in game.obj(froms[0]).counters.items()
                                 if n >= self.count))
            if not kinds:
                game.log_event("counters", f"{game.obj(froms[0])} has no counter to move",
                               rule="122.5", source=ctx.source)
                return
            [chosen] = game.decide(kind="counter_kind", player=ctx.controller,
                                   prompt=f"Choose the kind of counter to move from "
                                          f"{game.obj(froms[0])}", options=kinds,
                                   rule="608.2d")
            kind = str(chosen)
        if game.obj(froms[0]).counter(kind) < self.count:
            game.log_event("counters", f"{game.obj(froms[0])} has no {kind} counter to move",
                           rule="122.5", source=ctx.source)
            return
        game.remove_counters(froms[0], kind, self.count, rule="122.5")
        game.add_counters(onto[0], kind, self.count, rule="122.5", by=ctx.controller)
        ctx.it = onto


def _on_battlefield(ctx: Context, oid: int) -> bool:
    obj = ctx.game.find(oid)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def _one_each(ctx: Context, first: Ref, second: Ref) -> tuple[int, int] | None:
    """The one permanent each of ``first`` and ``second`` names, two different ones, or None
    (CR 122.5, 701.12a: an exchange or a move needs both there)."""
    one = [o for o in first.objects(ctx) if _on_battlefield(ctx, o)]
    two = [o for o in second.objects(ctx) if _on_battlefield(ctx, o)]
    if len(one) != 1 or len(two) != 1 or one[0] == two[0]:
        return None
    return one[0], two[0]


def _cant_have_counters(ctx: Context, oid: int) -> bool:
    """Is ``oid`` under a "can't have counters put on it" restriction (CR 122.6)?"""
    game = ctx.game
    return "cant_have_counters" in restriction_kinds(game) and any(
        part.kind == "cant_have_counters"
        for _, part in current(game).rules_of(Restriction, game, game.obj(oid)))


@frozen
class CreateToken(Instruction):
    """"Create N [token]" (CR 111). ``card`` holds the token's characteristics (111.3-111.4;
    see :func:`token_card`); a double-faced token's card has the layout ``"transform"`` and
    its two faces (111.10i). Each enters with ``counters`` (122.6; incubate, 701.53a). An Aura
    token (a Role, 111.10j-r) enters attached to the first object of ``attached_to`` (303.4f);
    with none there it can enchant, it isn't created (303.4g); ``each_attached``: one token
    for each object of ``attached_to``, each attached to its own ("For each creature ...,
    create a Role token attached to that creature"). ``x`` is the X of an "X/X" token: its
    value as the effect happens (CR 107.3c, 608.2h) becomes the token's power and toughness
    (111.3). ``attacking``: "that's [tapped and] attacking": each enters attacking what its
    controller chooses, never declared an attacker (508.4: no "attacks" trigger)."""

    card: Card
    count: Amount = 1
    tapped: bool = False
    who: Ref = YOU
    #: each kind and how many; a count ("incubate X, where X is ...") taken as the effect
    #: happens (CR 107.3c, 608.2h)
    counters: tuple[tuple[str, Amount], ...] = ()
    attached_to: Ref | None = None
    each_attached: bool = False
    x: Amount | None = field(default=None, eq=False)
    attacking: bool = field(default=False, kw_only=True)
    #: "for each opponent, create ... attacking that player": ``count`` tokens for each
    #: player of this reference, each attacking that player (CR 508.4), or, with
    #: ``their_planeswalkers``, that player or a planeswalker they control
    attack_each: Ref | None = field(default=None, kw_only=True)
    their_planeswalkers: bool = field(default=False, kw_only=True)
    #: the token's abilities name the card whose effect creates it (CR 201.5a: Gutter Grime's
    #: Ooze), bound to that object as the token is created; worked out once, as it is built
    names_granting_source: bool = field(init=False, eq=False, repr=False)
    #: the token's card with those names bound, by source id (one per creating object)
    _bound: dict[int, Card] = field(init=False, eq=False, repr=False, factory=dict)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "names_granting_source",
                           names_granting_source(self.card.abilities))

    def _card_for(self, ctx: Context) -> Card:
        """The token's characteristics as this effect creates it: an ability naming the card
        whose effect creates the token names that object (CR 201.5a, 111.3), logged."""
        card = self.card
        if not self.names_granting_source or ctx.source is None:
            return card
        ctx.game.log_event("token", f"the {card.name}'s ability naming {ctx.source_name} "
                           "means that object only", rule="201.5a", source=ctx.source)
        hit = self._bound.get(ctx.source)
        if hit is None:
            hit = self._bound[ctx.source] = attrs.evolve(
                card, abilities=bind_granting_source(card.abilities, ctx.source))
        return hit

    def run(self, ctx: Context) -> None:
        if self.attack_each is not None:
            self._attack_each(ctx, self.attack_each)
            return
        if self.each_attached and self.attached_to is not None:
            # "For each creature ..., create a Role token attached to that creature": one
            # creation for each object named, each attached to its own (CR 303.4f)
            made: list[int] = []
            with one_event(ctx.game):  # CR 603.2c: created together
                for oid in self.attached_to.objects(ctx):
                    attrs.evolve(self, attached_to=FixedObjects(ids=(oid,)),
                                 each_attached=False).run(ctx)
                    made.extend(ctx.it or [])
            ctx.it = made
            return
        made = []
        card = self._card_for(ctx)
        if self.x is not None:
            # CR 111.3, 608.2h: X is fixed once, as the token is created; it is then printed
            value = str(amount(self.x, ctx))
            card = attrs.evolve(card, power=value if card.power == "X" else card.power,
                                toughness=value if card.toughness == "X" else card.toughness)
            ctx.game.log_event("token", f"X is {value} for the token's power and toughness",
                               rule="111.3, 608.2h")
        host: int | None = None
        if self.attached_to is not None:
            host = _aura_host(ctx, card, self.attached_to)
            if host is None:
                ctx.game.log_event("token", f"no {card.name} token is created: nothing "
                                   "it could enchant (CR 303.4g)", rule="303.4g")
                ctx.it = []
                return
        counters = tuple((kind, amount(n, ctx)) for kind, n in self.counters)
        for p in self.who.players(ctx):
            # CR 614.1a: one creation event of that many, a replacement sees them together
            made.extend(obj.id for obj in ctx.game.create_tokens(
                card, p, amount(self.count, ctx), tapped=self.tapped,
                counters=counters, attached_to=host))
        if self.attacking:
            for oid in made:
                found = ctx.game.find(oid)
                if found is not None and found.zone is Zone.BATTLEFIELD:
                    enter_attacking(ctx.game, oid)  # CR 508.4
        ctx.it = made

    def _attack_each(self, ctx: Context, each: Ref) -> None:
        """One creation for each player named, its tokens attacking that player (CR 508.4);
        all of them created in one event (603.2c)."""
        made: list[int] = []
        with one_event(ctx.game):
            for player in each.players(ctx):
                one = attrs.evolve(self, attack_each=None, attacking=False)
                one.run(ctx)
                for oid in ctx.it or []:
                    found = ctx.game.find(oid)
                    if found is not None and found.zone is Zone.BATTLEFIELD:
                        enter_attacking(ctx.game, oid, player,
                                        their_planeswalkers=self.their_planeswalkers)
                    made.append(oid)
        ctx.it = made


@frozen
class CreateTokensTogether(Instruction):
    """"Create a [token] and a [token]" (Wurmcoil Engine), "create a [token], a [token], and a
    [token]": tokens of several kinds created by one effect for its controller in one event
    (CR 111.1, 603.2c), each replacement effect on the creation applying once to all of them
    (614.1a, 614.5). Each part is a plain :class:`CreateToken` (no X, counters, attachment or
    attack: the reader keeps those apart); "them" afterwards is every token created."""

    parts: tuple[CreateToken, ...]

    def run(self, ctx: Context) -> None:
        batch = [(part._card_for(ctx), amount(part.count, ctx)) for part in self.parts]
        ctx.it = [obj.id for obj in ctx.game.create_tokens_together(batch, ctx.controller)]


def _aura_host(ctx: Context, card: Card, where: Ref) -> int | None:
    """CR 303.4f-g: the permanent an Aura token enters attached to: the first object named
    still on the battlefield that its enchant ability allows (None: it isn't created)."""
    game = ctx.game
    for oid in where.objects(ctx):
        obj = game.find(oid)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        specs = [getattr(a, "enchant", None) for a in card.abilities]
        if all(spec is None or (spec.objects is not None and spec.objects.matches(
                game, obj, player=ctx.controller)) for spec in specs):
            return oid
    return None


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
        ids = self._originals(ctx)
        ceased = ctx.ceased_it() if not ids and isinstance(self.of, fx.ItRef) else []
        for oid in ids or ceased:
            card: Card | None = None
            if game.find(oid) is not None:
                card = copiable_values(game, oid)
            elif self.use_lki or oid in ceased:
                # CR 111.7, 608.2h, 707.2: a token the move before made cease to exist is
                # copied as it last existed ("Exile target creature. Create a token that's a
                # copy of that creature.")
                known = ctx.last_known(oid)
                if known is not None:
                    card = known[2] or known[0].card
                elif (gone := game.state.lki.get(oid)) is not None:
                    card = gone.copiable or gone.obj.card  # CR 608.2h, 707.2
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
                made.extend(obj.id for obj in game.create_tokens(
                    card, p, amount(self.count, ctx), tapped=self.tapped))
        ctx.it = made

    def _originals(self, ctx: Context) -> list[int]:
        found = self.of.objects(ctx)
        if found or not self.use_lki or not isinstance(self.of, fx.ItRef):
            return found
        # CR 608.2h: the object a trigger told of left its zone (603.7c took it out of "it"),
        # "a copy of that creature" copies it as it last existed there
        gone = [oid for oid, _ in ctx.values.get(fx.GONE, ()) if oid in ctx.game.state.lki]
        for oid in gone:
            fx.looks_back(ctx, oid)
        return gone


def _defines_overridden(ability: Ability, *, colors: bool, pt: bool) -> bool:
    """A characteristic-defining ability (CR 604.3) setting colour (``colors``) or power and
    toughness (``pt``): the ones an exception of the copy overrides (707.9d)."""
    if not isinstance(ability, StaticAbility):
        return False
    kinds: tuple[type, ...] = ((SetColors,) if colors else ()) + ((SetPT, DefinePT) if pt else ())
    return bool(kinds) and any(
        getattr(effect, "cda", False)
        and any(isinstance(part, kinds) for part in getattr(effect, "parts", ()))
        for effect in ability.effects)


def copy_except(card: Card, *, colors: frozenset[str] | None = None, power: str | None = None,
                toughness: str | None = None, no_mana_cost: bool = False,
                add_subtypes: tuple[str, ...] = ()) -> Card:
    """The copiable values of a copy "except [...]" (CR 707.9b): the exceptions become part
    of the copy's copiable values, so a copy of the copy has them too.

    ``colors`` sets the colour ("except it's white"), ``power``/``toughness`` set them
    ("it's 4/4"), ``no_mana_cost`` removes the mana cost ("it has no mana cost"),
    ``add_subtypes`` adds subtypes ("it's a Zombie in addition to its other types",
    205.1b). A characteristic-defining ability of the card that defines a characteristic an
    exception sets is not copied (707.9d): colour-defining ones when ``colors`` is given,
    power/toughness-defining ones when ``power`` or ``toughness`` is."""
    drop_colors = colors is not None
    drop_pt = power is not None or toughness is not None
    abilities = card.abilities
    if drop_colors or drop_pt:
        abilities = tuple(a for a in abilities
                          if not _defines_overridden(a, colors=drop_colors, pt=drop_pt))
    return attrs.evolve(
        card,
        colors=card.colors if colors is None else frozenset(colors),
        power=card.power if power is None else power,
        toughness=card.toughness if toughness is None else toughness,
        mana_cost=None if no_mana_cost else card.mana_cost,
        type_line=(card.type_line.with_types(add_subtypes=add_subtypes) if add_subtypes
                   else card.type_line),
        abilities=abilities)


@frozen
class GainControl(Instruction):
    """"Gain control of [objects] [until end of turn]" (CR 613.1b, layer 2); ``who``: "the
    player with the most life gains control of ~": that player instead of the controller,
    nothing when it names none (608.2b)."""

    what: Ref
    duration: str | Duration | None = "forever"
    also: tuple[Modification, ...] = ()
    who: Ref | None = None

    def run(self, ctx: Context) -> None:
        players = [ctx.controller] if self.who is None else self.who.players(ctx)
        if not players:
            return
        ApplyEffect(self.what, (SetController(players[0]), *self.also), text=self.text,
                    rule="613.1b", duration=self.duration).run(ctx)


@frozen
class ExchangeControl(Instruction):
    """"Exchange control of ~ and target nonland permanent" (Avarice Totem; CR 701.12a-b): each
    controller gains control of the other's permanent, at once and for good (613.1b, layer 2);
    nothing happens if either is gone or one player controls both."""

    first: Ref
    second: Ref

    def run(self, ctx: Context) -> None:
        game = ctx.game
        pair = _one_each(ctx, self.first, self.second)
        if pair is None:
            game.log_event("effect", "the exchange can't be completed: nothing is exchanged",
                           rule="701.12a", source=ctx.source)
            return
        a, b = pair
        owner_a, owner_b = game.controller(a), game.controller(b)
        if owner_a == owner_b:
            game.log_event("effect", "one player controls both: the exchange does nothing",
                           rule="701.12b", source=ctx.source)
            return
        # CR 701.12b: simultaneously; both controllers read before either effect starts
        ApplyEffect(FixedObjects((a,)), (SetController(owner_b),), text=self.text,
                    rule="701.12b", duration="forever").run(ctx)
        ApplyEffect(FixedObjects((b,)), (SetController(owner_a),), text=self.text,
                    rule="701.12b", duration="forever").run(ctx)


@frozen
class AttachTo(fx.Instruction):
    """"Attach [this] to [object]" (CR 701.3a): each Aura, Equipment or Fortification ``what``
    refers to is put onto the first object ``to`` refers to, with a new timestamp (613.7e,
    701.3c). One that can't be attached to it doesn't move (701.3b, 303.4j, 301.5b); one
    already attached to it, or a permanent none of those three, is left as it is (701.3b):
    the effect does nothing for it, and the log says why."""

    what: fx.Ref
    to: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        dest = [o for o in self.to.objects(ctx) if game.find(o) is not None]
        if not dest:
            return
        host = dest[0]
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            if obj.attached_to == host:
                game.log_event("attach", f"{obj} is already attached to {game.obj(host)}: "
                               "attaching it there does nothing", rule="701.3b", obj=oid)
                continue
            why = attach_refusal(game, oid, host)
            if why:  # CR 701.3b: not an error; this attachment alone doesn't happen
                game.log_event("attach", f"{obj} can't be attached to {game.obj(host)} "
                               f"({why}): it doesn't move", rule="701.3b", obj=oid)
                continue
            game.update(oid, attached_to=dest[0])
            game.log_event("attach", f"{obj} is attached to {game.obj(dest[0])}", rule="701.3a")
            game.new_timestamp(oid, rule="613.7e")


@frozen
class TapRecorded(fx.Instruction):
    """"Tap [permanent]. If you do, ...": whether it was tapped by this instruction (an
    untapped permanent still there; CR 701.26a) is kept as ``ctx.values['did']``."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        done = False
        objects = self.what.objects(ctx)
        for oid in objects:
            obj = game.find(oid)
            if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.tapped:
                game.tap(oid)
                done = True
        ctx.values["did"] = done
        ctx.it = objects


@frozen
class PutCountersThenDouble(fx.Instruction):
    """"Put N [kind] counters on [what], then double the number of [kind] counters on each
    creature that had a [kind] counter put on it this way" (CR 122.1, 701.10e)."""

    kind: str
    count: int
    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        got = []
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                continue
            before = obj.counter(self.kind)
            game.add_counters(oid, self.kind, self.count)
            if game.obj(oid).counter(self.kind) > before:
                got.append(oid)
        for oid in got:
            if game.find(oid) is None:
                continue
            # CR 701.10e: doubling counters puts that many more on it
            game.add_counters(oid, self.kind, game.obj(oid).counter(self.kind), rule="701.10e")
        ctx.it = got


def creatures_on_the_battlefield(ctx: fx.Context, what: fx.Ref) -> list[tuple[int, GameObject]]:
    """The objects ``what`` refers to that are creatures on the battlefield now, in order:
    what "goad" (CR 701.15a) and "suspect" (701.60a) act on."""
    game = ctx.game
    found = []
    for oid in what.objects(ctx):
        obj = game.find(oid)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and game.chars(oid).is_creature:
            found.append((oid, obj))
    return found


# --------------------------------------------------------------------------
# Goad (CR 701.15)
# --------------------------------------------------------------------------


@frozen
class Goad(fx.Instruction):
    """"Goad [creatures]" (CR 701.15a): until the next turn of the effect's controller, each
    is goaded (:class:`~manastack.model.combat.Goaded`); a player goading a creature they already
    goaded does nothing more (701.15d)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        found = creatures_on_the_battlefield(ctx, self.what)
        for oid, obj in found:
            if ctx.controller in goaded_by(game, oid):
                game.log_event("goad", f"{obj} is already goaded by "
                               f"{game.player(ctx.controller)}", rule="701.15d")
                continue
            start_effect(game, ContinuousEffect(
                # CR 701.15b: "attacks each combat if able" is the kernel's one
                # must-attack mechanism; Goaded remembers who goaded it (attack a player
                # other than them if able)
                parts=(Restriction("must_attack"), Goaded(ctx.controller)),
                source=ctx.source, controller=ctx.controller,
                objects=(oid,), duration=until_next_turn(ctx.controller),
                text=f"goaded by {game.player(ctx.controller)}", rule="701.15a"))
            game.log_event("goad", f"{game.player(ctx.controller)} goads {obj}", rule="701.15a",
                           obj=oid)
        ctx.it = [oid for oid, _ in found]


@frozen
class Suspect(fx.Instruction):
    """"Suspect [creature]" (CR 701.60a): it becomes suspected until it leaves the
    battlefield: it has menace and "This creature can't block" for as long as it is
    (701.60c); one already suspected can't become suspected again (701.60d)."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        found = creatures_on_the_battlefield(ctx, self.what)  # CR 701.60a-b: only those
        for oid, obj in found:
            if is_suspected(game, oid):
                game.log_event("suspect", f"{obj} is already suspected", rule="701.60d")
                continue
            granted = (KeywordAbility(keyword="menace", text="menace", plugin="core"),
                       restriction_ability(("cant_block",), "This creature can't block."))
            # CR 701.60a: the effect's objects are this object only: a new object after it
            # leaves the battlefield (400.7) is not suspected
            start_effect(game, ContinuousEffect(
                parts=(Suspected(), AddAbilities(granted)), source=ctx.source,
                controller=ctx.controller, objects=(oid,), text="suspected: menace and "
                "\"This creature can't block\"", rule="701.60c"))
            game.log_event("suspect", f"{game.player(ctx.controller)} suspects {obj}: it has "
                           "menace and can't block", rule="701.60a", obj=oid)
        ctx.it = [oid for oid, _ in found]


def is_suspected(game: Game, oid: int) -> bool:
    """CR 701.60b: does this permanent have the suspected designation?"""
    return bool(current(game).rules_of(Suspected, game, game.obj(oid)))


# --------------------------------------------------------------------------
# Counters on players (CR 122.1)
# --------------------------------------------------------------------------


@frozen
class CreateEmblem(Instruction):
    """"[Player] gets an emblem with [ability]" (CR 114.2): each player ``who`` refers to
    puts an emblem into the command zone, owned and controlled by them, whose ``abilities``
    function there (114.4; see :meth:`Game.create_emblem`). ``name``: most emblems have
    none (114.3); the log shows it for the few that do."""

    abilities: tuple[Ability, ...]
    who: Ref = YOU
    name: str = "emblem"

    def run(self, ctx: Context) -> None:
        ctx.it = [ctx.game.create_emblem(p, self.abilities, name=self.name).id
                  for p in self.who.players(ctx)]


@frozen
class PlayerCounters(fx.Instruction):
    """"You get an experience counter" (CR 122.1): counters on players; "each opponent
    gets a poison counter" goes to ``Player.poison`` (122.1f, ten lose the game 704.5c)."""

    kind: str
    count: fx.Amount = 1
    who: fx.Ref = fx.YOU

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        n = fx.amount(self.count, ctx)
        if n <= 0:
            return
        for p in self.who.players(ctx):
            # poison is kept apart (CR 122.1f)
            game.add_player_counters(p, self.kind, n,
                                     rule="122.1f" if self.kind == "poison" else "122.1")


@frozen
class Proliferate(fx.Instruction):
    """"Proliferate" (CR 701.34a): the controller chooses any number of permanents and
    players that have a counter; each chosen gets one more counter of each kind it has."""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        permanents = [o.id for o in game.battlefield() if any(n > 0 for n in o.counters.values())]
        players = [PlayerRef(p.index) for p in game.players
                   if not p.lost and (p.poison > 0 or any(n > 0 for _, n in p.counters))]
        options: tuple[int | PlayerRef, ...] = (*permanents, *players)
        if not options:
            game.log_event("proliferate", f"{game.player(ctx.controller)} proliferates: "
                           "nothing has a counter", rule="701.34a")
            return
        labels = tuple(str(game.obj(o)) if isinstance(o, int) else str(game.player(o.index))
                       for o in options)
        chosen = game.decide(kind="proliferate", player=ctx.controller,
                             prompt="Proliferate: choose any number of permanents and players "
                             "with counters", options=options, min=0, max=len(options),
                             labels=labels, rule="701.34a")
        game.log_event("proliferate", f"{game.player(ctx.controller)} proliferates: "
                       + (", ".join(labels[options.index(c)] for c in chosen) or "nothing"),
                       rule="701.34a")
        for choice in chosen:
            if isinstance(choice, PlayerRef):
                player = game.player(choice.index)
                if player.poison > 0:
                    game.add_poison(choice.index, 1, rule="701.34a")
                kinds = tuple(kind for kind, n in player.counters if n > 0)
                for kind in kinds:
                    game.add_player_counters(choice.index, kind, 1, rule="701.34a")
            else:
                obj = game.obj(choice)
                for kind in sorted(k for k, n in obj.counters.items() if n > 0):
                    game.add_counters(choice, kind, 1, rule="701.34a", by=ctx.controller)


@frozen
class TimeTravel(fx.Instruction):
    """"Time travel" (CR 701.56a): the player chooses any number of permanents they control
    with a time counter and suspended cards they own in exile (a card with suspend and a
    time counter, 702.62b), and for each puts a time counter on it or removes one."""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        who = ctx.controller
        options = tuple(
            [o.id for o in game.battlefield()
             if game.controller(o.id) == who and o.counter("time") > 0]
            + [o.id for o in game.objects_in(Zone.EXILE)
               if o.owner == who and o.counter("time") > 0
               and game.has_keyword(o.id, "suspend")])
        if not options:
            game.log_event("time travel", f"{game.player(who)} time travels: nothing has a "
                           "time counter", rule="701.56a")
            return
        labels = tuple(str(game.obj(o)) for o in options)
        chosen = game.decide(kind="time_travel", player=who, prompt="Time travel: choose any "
                             "number of permanents you control with a time counter and "
                             "suspended cards you own", options=options, min=0,
                             max=len(options), labels=labels, rule="701.56a")
        for oid in chosen:
            way = game.decide(kind="time_travel_counter", player=who, prompt=f"Time travel: "
                              f"put a time counter on {game.obj(oid)} or remove one?",
                              options=("add", "remove"), rule="701.56a")[0]
            game.log_event("time travel", f"{game.player(who)} time travels: "
                           + ("a time counter is put on " if way == "add" else
                              "a time counter is removed from ") + str(game.obj(oid)),
                           rule="701.56a", obj=oid)
            if way == "add":
                game.add_counters(oid, "time", 1, rule="701.56a", by=who)
            else:
                game.remove_counters(oid, "time", 1, rule="701.56a")


@frozen
class Explore(fx.Instruction):
    """"[Permanent] explores" (CR 701.44a): its controller reveals the top card of their
    library; a land card goes to their hand, otherwise the permanent gets a +1/+1 counter
    and the player may put the card into their graveyard."""

    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for oid in self._explorers(ctx):
            here = game.find(oid)
            present = here is not None and here.zone is Zone.BATTLEFIELD
            if not present:
                game.log_event("explore", f"{game.last_known(oid)} left the battlefield; it "
                               "still explores, by its last known information", rule="701.44c")
            # CR 701.44c: a permanent gone before it explores: its last known controller
            who = game.controller(oid) if present else game.last_known(oid).controller
            explorer = here if here is not None else game.last_known(oid)
            self._explore(game, oid, who, explorer, present)
            # CR 701.44b: it has explored once the process is complete, whatever was done;
            # one gone is known by its last known information (701.44c)
            if present:
                fire_event(game, "explores", obj=oid, player=who)
            else:
                fire_event(game, "explores", obj=None, old=oid, old_obj=explorer, player=who)

    @staticmethod
    def _explore(game: Game, oid: int, who: int, explorer: GameObject, present: bool) -> None:
        library = game.library(who)
        if not library:  # CR 701.44b: it explores even if nothing could be done
            game.log_event("explore", f"{explorer} explores: {game.player(who)}'s "
                           "library is empty", rule="701.44b")
            return
        top = library[0]
        game.log_event("reveal", f"{game.player(who)} reveals {top} ({explorer} "
                       "explores)", rule="701.44a")
        if top.card.type_line.has_type("Land"):
            game.move(top.id, Zone.HAND, cause="effect", rule="701.44a")
            return
        if present:
            game.add_counters(oid, "+1/+1", 1, rule="701.44a", by=who)
        answer = game.decide(kind="may", player=who,
                             prompt=f"Put {top} into your graveyard (explore)?",
                             options=("yes", "no"), rule="701.44a")
        if answer[0] == "yes":
            game.move(top.id, Zone.GRAVEYARD, cause="effect", rule="701.44a")

    def _explorers(self, ctx: fx.Context) -> list[int]:
        found = self.what.objects(ctx)
        if found or not isinstance(self.what, fx.ItRef):
            return found
        # CR 701.44c: "it" of a trigger left the battlefield (603.7c took it out of "it"),
        # but a permanent told to explore still does, by its last known information
        about = ctx.event.get("obj")
        if not isinstance(about, int) or about not in ctx.game.state.lki:
            return []
        fx.looks_back(ctx, about)  # CR 608.2h: acted with as it last existed, not unaffected
        return [about]


@frozen
class Amass(fx.Instruction):
    """"Amass [subtype] N" (CR 701.47a): with no Army creature, its controller first creates
    a 0/0 black [subtype] Army creature token; then chooses an Army creature they control,
    puts N +1/+1 counters on it, and it becomes a [subtype] in addition if it isn't one.
    "It" afterwards is the Army chosen, "the Army you amassed" (701.47c)."""

    subtype: str
    count: Amount = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        who = ctx.controller
        armies = self._armies(ctx)
        if not armies:
            token = fx.token_card(subtypes=(self.subtype, "Army"), colors=("B",), power=0,
                                  toughness=0)
            game.log_event("amass", f"{game.player(who)} controls no Army: a 0/0 black "
                           f"{self.subtype} Army token is created first", rule="701.47a")
            game.create_token(token, who)
            armies = self._armies(ctx)
        if not armies:  # CR 701.47b: a replaced token creation: the player still amassed
            game.log_event("amass", f"{game.player(who)} amasses {self.subtype} with no Army "
                           "to choose", rule="701.47b")
            ctx.it = []
            return
        army = armies[0]
        if len(armies) > 1:
            army = game.decide(kind="amass", player=who, prompt=f"Amass {self.subtype}: "
                               "choose an Army creature you control", options=tuple(armies),
                               labels=tuple(str(game.obj(a)) for a in armies),
                               rule="701.47a")[0]
        n = amount(self.count, ctx)
        game.log_event("amass", f"{game.player(who)} amasses {self.subtype} {n}: "
                       f"{game.obj(army)} is chosen", rule="701.47a", obj=army)
        game.add_counters(army, "+1/+1", n, rule="701.47a", by=who)
        if game.find(army) is not None and not game.chars(army).type_line.has_subtype(
                self.subtype):
            start_effect(game, ContinuousEffect(
                parts=(AddTypes(subtypes=(self.subtype,)),), source=ctx.source,
                controller=who, objects=(army,), text=f"is a {self.subtype} (amass)",
                rule="701.47a"))
        # CR 701.47c: "the Army you amassed", "the amassed Army", counters or not
        ctx.it = [army]
        ctx.values["amassed"] = army

    @staticmethod
    def _armies(ctx: fx.Context) -> list[int]:
        game = ctx.game
        return [o.id for o in game.battlefield() if game.controller(o.id) == ctx.controller
                and game.chars(o.id).type_line.has_type("Creature")
                and game.chars(o.id).type_line.has_subtype("Army")]


@frozen
class Connive(fx.Instruction):
    """"[Permanent] connives [N]" (CR 701.50a, e): its controller draws N cards, then
    discards N cards, then puts a +1/+1 counter on it for each nonland card discarded."""

    what: fx.Ref
    count: Amount = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        left = self._connivers(ctx)
        while left:
            # CR 701.50d: several connive one at a time, chosen in APNAP order
            owners = {oid: self._controller(ctx, oid) for oid in left}
            first = fx.apnap_order(ctx, sorted(set(owners.values())))[0]
            mine = [oid for oid in left if owners[oid] == first]
            oid = mine[0]
            if len(mine) > 1:
                oid = game.decide(kind="connive", player=first, prompt="Choose the permanent "
                                  "that connives next", options=tuple(mine),
                                  labels=tuple(str(self._known(ctx, o)) for o in mine),
                                  rule="701.50d")[0]
            left.remove(oid)
            self._connive(ctx, oid, first)

    def _connive(self, ctx: fx.Context, oid: int, who: int) -> None:
        game = ctx.game
        n = amount(self.count, ctx)
        rule = "701.50a" if self.count == 1 else "701.50e"
        here = game.find(oid)
        present = here is not None and here.zone is Zone.BATTLEFIELD
        if not present:
            game.log_event("connive", f"{self._known(ctx, oid)} left the battlefield; it still "
                           "connives, by its last known information", rule="701.50c")
        game.log_event("connive", f"{self._known(ctx, oid)} connives"
                       + (f" {n}" if rule == "701.50e" else ""), rule=rule)
        if n <= 0:
            return
        game.draw(who, n)
        lands = {o.id for o in game.hand(who) if game.chars(o.id).type_line.has_type("Land")}
        discarded = game.choose_discards(who, n, rule=rule)
        nonland = sum(1 for d in discarded if d not in lands)
        if nonland and present:
            game.add_counters(oid, "+1/+1", nonland, rule=rule, by=who)
        else:  # CR 701.50b: it connived even if no counter could be put
            game.log_event("connive", f"{game.player(who)} discarded no nonland card"
                           if present else "no counter is put: it is gone", rule="701.50b")

    def _connivers(self, ctx: fx.Context) -> list[int]:
        found = list(dict.fromkeys(self.what.objects(ctx)))
        if found or not isinstance(self.what, fx.ItRef):
            return found
        # CR 701.50c: "it" of a trigger that left the battlefield still connives
        about = ctx.event.get("obj")
        if not isinstance(about, int) or about not in ctx.game.state.lki:
            return []
        fx.looks_back(ctx, about)  # CR 608.2h: acted with as it last existed, not unaffected
        return [about]

    @staticmethod
    def _controller(ctx: fx.Context, oid: int) -> int:
        game = ctx.game
        here = game.find(oid)
        if here is not None and here.zone is Zone.BATTLEFIELD:
            return game.controller(oid)
        return game.last_known(oid).controller  # CR 701.50c

    @staticmethod
    def _known(ctx: fx.Context, oid: int) -> GameObject:
        here = ctx.game.find(oid)
        return here if here is not None else ctx.game.last_known(oid)


@frozen
class Endure(fx.Instruction):
    """"[Permanent] endures N" (CR 701.63a): its controller creates an N/N white Spirit
    creature token unless they put N +1/+1 counters on it; endure 0 does nothing (701.63b)."""

    what: fx.Ref
    count: Amount = 1

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        n = amount(self.count, ctx)
        for oid in self._endurers(ctx):
            here = game.find(oid)
            present = here is not None and here.zone is Zone.BATTLEFIELD
            who = game.controller(oid) if present else game.last_known(oid).controller
            known = here if here is not None else game.last_known(oid)
            if n <= 0:
                game.log_event("endure", f"{known} endures {n}: nothing happens",
                               rule="701.63b")
                continue
            # CR 701.63a: the counters are a choice only while it is there to get them
            options = ("counters", "token") if present else ("token",)
            choice = game.decide(kind="endure", player=who, prompt=f"{known} endures {n}: "
                                 f"put {n} +1/+1 counters on it or create a {n}/{n} white "
                                 "Spirit creature token?", options=options, rule="701.63a")[0]
            game.log_event("endure", f"{game.player(who)} chooses for {known} to endure {n} "
                           + ("with +1/+1 counters" if choice == "counters"
                              else "with a Spirit token"), rule="701.63a", obj=oid)
            if choice == "counters":
                game.add_counters(oid, "+1/+1", n, rule="701.63a", by=who)
            else:
                game.create_token(fx.token_card(subtypes=("Spirit",), colors=("W",), power=n,
                                                toughness=n), who)

    def _endurers(self, ctx: fx.Context) -> list[int]:
        found = list(dict.fromkeys(self.what.objects(ctx)))
        if found or not isinstance(self.what, fx.ItRef):
            return found
        # CR 701.63a: "it" of a trigger that left the battlefield still endures (the token)
        about = ctx.event.get("obj")
        if not isinstance(about, int) or about not in ctx.game.state.lki:
            return []
        fx.looks_back(ctx, about)  # CR 608.2h: acted with as it last existed, not unaffected
        return [about]


@frozen
class DoubleCounters(fx.Instruction):
    """"Double the number of [kind] counters on [object]" (CR 701.10e): it gets as many more
    of those counters as it has."""

    kind: str
    what: fx.Ref

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        for oid in self.what.objects(ctx):
            obj = game.find(oid)
            if obj is None:
                continue
            n = obj.counter(self.kind)
            if n > 0:
                game.add_counters(oid, self.kind, n, rule="701.10e")


@frozen
class CopyEachToken(fx.Instruction):
    """"For each creature token on the battlefield, its controller creates a token that's a
    copy of that creature" (CR 111.10, 707.2): the tokens are those there as the effect
    begins (608.2c); each copy is created under that token's controller's control."""

    filter: ObjectFilter = ObjectFilter(types=("Creature",), token=True)

    def run(self, ctx: fx.Context) -> None:

        game = ctx.game
        originals = [(o.id, game.controller(o.id)) for o in game.objects_in(Zone.BATTLEFIELD)
                     if self.filter.matches(game, o, player=ctx.controller, source=ctx.source)]
        made: list[int] = []
        for oid, controller in originals:
            if game.find(oid) is None:
                continue
            made.extend(o.id for o in game.create_tokens(copiable_values(game, oid), controller))
        ctx.it = made


@frozen
class Populate(fx.Instruction):
    """"Populate" (CR 701.36a): the controller chooses a creature token they control and
    creates a token that's a copy of it (707.2: its copiable values); with none, no token is
    created (701.36b). "It" afterwards is the tokens created."""

    def run(self, ctx: fx.Context) -> None:
        game = ctx.game
        who = ctx.controller
        options = tuple(o.id for o in game.battlefield() if o.is_token
                        and game.controller(o.id) == who
                        and "Creature" in game.chars(o.id).type_line.card_types)
        if not options:
            game.log_event("populate", f"{game.player(who)} populates: no creature token to "
                           "copy, no token is created", rule="701.36b")
            ctx.it = []
            return
        chosen = options[0]
        if len(options) > 1:
            chosen = int(game.decide(kind="populate", player=who, prompt="Populate: choose a "
                                     "creature token you control to copy", options=options,
                                     labels=tuple(str(game.obj(o)) for o in options),
                                     rule="701.36a")[0])
        game.log_event("populate", f"{game.player(who)} populates, copying "
                       f"{game.obj(chosen)}", rule="701.36a")
        ctx.it = [o.id for o in game.create_tokens(copiable_values(game, chosen), who)]
