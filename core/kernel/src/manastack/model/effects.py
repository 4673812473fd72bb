"""The effect vocabulary: one-shot instructions a spell or ability carries out (CR 608.2c).

Each instruction is an immutable value with a ``run(ctx)`` method that acts
through the game's primitives (move, damage, life, counters...), so
replacement effects and triggers see every part of it. Recognised Oracle
sentences become these values; plugins may define more (subclass
:class:`Instruction`).

The vocabulary: :class:`DealDamage`, :class:`Draw`, :class:`Discard`,
:class:`GainLife`, :class:`LoseLife`, :class:`Destroy`, :class:`ReturnToHand`,
:class:`PutOntoBattlefield` (from a graveyard...), :class:`Exile`,
:class:`Sacrifice`, :class:`Tap`, :class:`Untap`, :class:`PutCounters`,
:class:`RemoveCounters`, :class:`CreateToken` (:func:`token_card`),
:class:`CreateTokenCopy`, :class:`ApplyEffect` / :class:`ApplyToEach`
("gains flying until end of turn", "gets +2/+2", "becomes a 4/4 creature",
"gain control"), :class:`ApplyRule`, :class:`Prevent` / :class:`PreventAll`,
:class:`ReplaceMove` ("if it would die, exile it instead"), :class:`Shuffle`,
:class:`Mill`, :class:`CounterSpell`, :class:`CreateDelayedTrigger`, and the
resolution checks of triggered abilities (:class:`FindObjects`,
:class:`ObjectsNotAffected`, :class:`InterveningIf`, :class:`MayDo`).

Who or what an instruction acts on is a :class:`Ref`: a target chosen on
casting (:class:`TargetRef`), "each ..." (:class:`Each`), the source itself,
"you", "it" (an object an earlier instruction acted on), and so on.

This module holds the vocabulary's base (:class:`Context`, the references,
:class:`Instruction`, :class:`Custom`); the instructions themselves are in
:mod:`manastack.instructions`, imported with the first one asked for here
(``DealDamage``): loading the rules needs none of them (docs/decisions.rst).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs
from attrs import define, field, frozen

from manastack.model.filters import ObjectFilter, Target
from manastack.model.objects import Card, Characteristics, GameObject, PlayerRef, Zone
from manastack.model.typeline import PERMANENT_TYPES, TypeLine

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.abilities import Ability, Mode
    from manastack.model.mana import ManaRestriction
    from manastack.model.spells import Spell


LastKnownInfo = tuple[GameObject, "Characteristics | None", "Card | None"]

"""Last known information: the object, its characteristics, its copiable values."""


@define
class Context:
    """What a resolving spell or ability knows (CR 608.2): what an :class:`Instruction`'s
    ``run`` is handed.

    ``game`` is the game; ``controller`` the player who controls the spell or ability
    ("you"); ``source`` its source's id (None for an effect without one) and
    ``source_lki`` that source as it last was (608.2h: it may have left its zone);
    ``spell`` the :class:`Spell` when a spell resolves (its choices, ``x``, what paid it).
    ``targets`` holds the chosen targets of the mode being carried out, one
    tuple per target instance; ``illegal`` the targets found illegal on
    resolution (608.2b: the spell doesn't affect them). ``x`` is X's value (107.3).
    ``it`` is the list of objects the last instruction acted on ("it", "that creature",
    "them"). ``event`` is the data of the event a triggered ability triggered on
    (:class:`TriggerCondition`), ``values`` what earlier instructions recorded for later
    ones ("the damage dealt this way"), ``lki`` last known information of objects this
    resolution moved (:meth:`last_known`). ``stacked_at`` is the timestamp of a resolving
    activated or triggered ability that isn't a delayed one: when it was put on the stack
    (701.27f); None for a spell or a delayed triggered ability.
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
    lki: dict[int, LastKnownInfo] = field(factory=dict)
    stacked_at: int | None = None

    @property
    def source_name(self) -> str:
        """The name of the source as it last was (CR 608.2h), for the log."""
        if self.source_lki is not None:
            return self.source_lki.card.name
        return "an effect"

    def source_permanent(self) -> GameObject | None:
        """The source, while it is still the permanent it was: on the battlefield (a permanent
        that left and came back is a new object, CR 400.7); None otherwise."""
        obj = self.game.find(self.source) if self.source is not None else None
        return obj if obj is not None and obj.zone is Zone.BATTLEFIELD else None

    def last_known(self, obj_id: int) -> LastKnownInfo | None:
        """Last known information about an object that is gone (CR 608.2h, 113.7a):
        objects this resolution moved, the event's object, the source."""
        hit = self.lki.get(obj_id)
        if hit is not None:
            return hit
        if self.event.get("old") == obj_id and isinstance(self.event.get("old_obj"), GameObject):
            return (self.event["old_obj"], self.event.get("old_chars"),
                    self.event.get("old_copiable"))
        if self.source_lki is not None and self.source_lki.id == obj_id:
            return (self.source_lki, None, None)
        return None

    def ceased_it(self) -> list[int]:
        """The tokens "it" meant that the move just before made cease to exist (CR 111.7):
        "Exile target creature. Its controller gains life equal to its power." still reads
        them as they last existed (608.2h); none once "it" means something else."""
        ceased = self.values.get("ceased")
        if ceased is None or ceased[0] is not self.it:
            return []
        return [oid for oid, _ in ceased[1]]

    def ceased_event(self) -> list[int]:
        """The token the trigger's event is about when that event made it cease to exist (CR
        111.7: "Whenever a creature an opponent controls dies, that player loses 2 life"), read
        as it last existed (608.2h, 603.10a); none when the event's object still exists."""
        old = self.event.get("old_obj")
        if self.event.get("obj") is None and isinstance(old, GameObject) and old.is_token \
                and self.game.find(old.id) is None:
            return [old.id]
        return []

    def gone_named(self, ref: Ref) -> list[int]:
        """The token "it" (or the event's "that creature") names after it ceased to exist (CR
        111.7, 608.2h); none for any other reference."""
        if isinstance(ref, ItRef):
            return self.ceased_it()
        if isinstance(ref, EventRef) and ref.key == "obj":
            return self.ceased_event()
        return []

    def remember(self, old: GameObject) -> None:
        """Keep an object's last known information before an instruction moves it."""
        game = self.game
        if old.zone in (Zone.BATTLEFIELD, Zone.STACK):
            self.lki[old.id] = (old, game.chars(old.id), game.copiable(old.id))
        else:
            self.lki[old.id] = (old, None, old.card)


# --------------------------------------------------------------------------
# References and amounts
# --------------------------------------------------------------------------


@frozen
class Ref:
    """Who or what an instruction acts on."""

    def objects(self, ctx: Context) -> list[int]:
        """The object ids this reference means now (players it means are left out)."""
        return [t for t in self.resolve(ctx) if isinstance(t, int)]

    def players(self, ctx: Context) -> list[int]:
        """The player indexes this reference means now (objects it means are left out)."""
        return [t.index for t in self.resolve(ctx) if isinstance(t, PlayerRef)]

    def one_player(self, ctx: Context) -> int | None:
        """The one player this reference means now ("that player may pay ..."), or None when
        it means none (gone, an illegal target: CR 608.2b, 800.4a) or several."""
        players = self.players(ctx)
        return players[0] if len(players) == 1 else None

    def resolve(self, ctx: Context) -> list[Target]:
        """What this reference means as the instruction runs: the still-legal targets, objects
        and players (CR 608.2b)."""
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
        if self.who == "none":
            return []  # "its owner's library": the players come from the objects
        for p in ctx.game.players:
            if p.lost:
                continue
            if self.who == "you" and p.index != ctx.controller:
                continue
            if self.who == "opponent" and p.index == ctx.controller:
                continue
            out.append(PlayerRef(p.index))
        return out


#: The players an instruction reaches: "you", the controller of the resolving spell or ability.
YOU = EachPlayer("you")


#: The players an instruction reaches: "each opponent" of the controller (CR 102.2).
EACH_OPPONENT = EachPlayer("opponent")


#: The players an instruction reaches: "each player".
EACH_PLAYER = EachPlayer("any")


@frozen
class SourceRef(Ref):
    """The object the ability or spell belongs to ("this creature", CARDNAME)."""

    def resolve(self, ctx: Context) -> list[Target]:
        return [ctx.source] if ctx.source is not None else []


#: ``state.notes`` key: (old id, new id) of each Aura put from the battlefield into its
#: owner's graveyard, for the abilities that may find it there (CR 400.7f).
AURA_BECAME = "aura_became"


@frozen
class AuraBecame(Ref):
    """"this card" of an Aura's ability triggered by what it enchanted leaving the
    battlefield ("When enchanted creature dies, return this card to its owner's hand"): the
    new object the Aura became in its owner's graveyard, put there with that permanent or by
    state-based actions (CR 400.7f, 704.5m), while it is still there; nothing when it went
    anywhere else or has left the graveyard since (400.7)."""

    def resolve(self, ctx: Context) -> list[Target]:
        for old, new in reversed(ctx.game.state.notes.get(AURA_BECAME, ())):
            if old == ctx.source:
                obj = ctx.game.find(new)
                return [new] if obj is not None and obj.zone is Zone.GRAVEYARD else []
        return []


@frozen
class SourceBecame(Ref):
    """"this card" / CARDNAME moved by an ability of the card triggered by its own leaving the
    battlefield ("When this artifact is put into a graveyard from the battlefield, return this
    card to its owner's hand"): the new object the card became in the zone it moved to, if
    that zone is public and the card is still there (CR 400.7e); nothing otherwise (400.7)."""

    def resolve(self, ctx: Context) -> list[Target]:
        new = ctx.event.get("obj")
        if ctx.source is None or ctx.event.get("old") != ctx.source or new is None:
            return []
        obj = ctx.game.find(new)
        # CR 400.7e: found only in a public zone (not a hand or a library)
        return [new] if obj is not None and obj.zone not in (Zone.HAND, Zone.LIBRARY) else []


@frozen
class ItRef(Ref):
    """"it" / "that creature" / "those cards": what the previous instruction acted on."""

    def resolve(self, ctx: Context) -> list[Target]:
        return list(ctx.it)


@frozen
class MilledRef(Ref):
    """"that card" / "those cards" after "mill a card": the cards the last mill of this
    resolution put into a graveyard, each while still there (CR 701.17a, 400.7)."""

    def resolve(self, ctx: Context) -> list[Target]:
        milled = ctx.values.get("milled", ())
        return [oid for oid in milled if isinstance(oid, int)
                and (obj := ctx.game.find(oid)) is not None and obj.zone is Zone.GRAVEYARD]


@frozen
class LookedRef(Ref):
    """"it" / "that card" after "look at the top card of your library": the card looked at
    this resolution, while it is still in the library (CR 401.3, 608.2c; 400.7 once moved)."""

    def resolve(self, ctx: Context) -> list[Target]:
        looked = ctx.values.get("looked", ())
        return [oid for oid in looked if isinstance(oid, int)
                and (obj := ctx.game.find(oid)) is not None and obj.zone is Zone.LIBRARY]


@frozen
class AttachedTo(Ref):
    """"all Equipment attached to that creature" (Blastfire Bolt), "all Auras attached to it":
    each permanent matching ``filter`` attached, now, to one of ``to``'s objects (CR 301.5,
    303.4)."""

    to: Ref
    filter: ObjectFilter

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        hosts = set(self.to.objects(ctx))
        return [o.id for o in game.objects_in(Zone.BATTLEFIELD)
                if o.attached_to in hosts
                and self.filter.matches(game, o, player=ctx.controller, source=ctx.source)]


@frozen
class BlockedWith(Ref):
    """"creatures that blocked or were blocked by it this turn" (Gaze of the Gorgon; CR
    509.1a, 509.1h): each creature on the battlefield that, this turn, blocked one of ``of``'s
    objects or was blocked by one; ``blocked_by_only``: "that were blocked by it" alone. A
    creature that left the battlefield and came back is a new object (400.7): not one."""

    of: Ref
    blocked_by_only: bool = False

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        them = set(self.of.objects(ctx))
        found: list[int] = []
        for blocker, attacker in game.state.turn.records.blocks:
            if attacker in them and not self.blocked_by_only:
                found.append(blocker)  # it blocked one of them
            if blocker in them:
                found.append(attacker)  # it was blocked by one of them
        return [o.id for o in game.objects_in(Zone.BATTLEFIELD)
                if o.id in found and game.chars(o.id).is_creature]


#: The tag of a card an ability exiled: the id of the object the ability belongs to, so an
#: ability linked to it reads "the exiled card" (CR 607.2a); a new object forgets it (400.7).
EXILED_BY = "exiled_by"


@frozen
class ExiledWith(Ref):
    """"the exiled card(s)" in an ability linked to an exiling ability of the same object
    (CR 607.2a): the cards still in exile that an ability of the source exiled. The source is
    the object, not the card: a card that left and came back is a new object (400.7), and a
    card that left exile is a new object too, so neither is found. ``filter``: "each creature
    card exiled with ~": only those of the cards matching it."""

    filter: ObjectFilter | None = None

    def resolve(self, ctx: Context) -> list[Target]:
        if ctx.source is None:
            return []
        game, flt = ctx.game, self.filter
        return [o.id for o in game.objects_in(Zone.EXILE)
                if o.tags.get(EXILED_BY) == ctx.source and
                (flt is None or flt.matches(game, o, player=ctx.controller, source=ctx.source))]


@frozen
class FixedObjects(Ref):
    """Objects (or players) remembered as they were chosen; an object that has changed zones
    since is a new object (CR 400.7) and is no longer referred to."""

    ids: tuple[Target, ...] = ()
    zone: Zone | None = Zone.BATTLEFIELD

    def resolve(self, ctx: Context) -> list[Target]:
        out: list[Target] = []
        for t in self.ids:
            if isinstance(t, int):
                obj = ctx.game.find(t)
                if obj is None or (self.zone is not None and obj.zone is not self.zone):
                    continue
            out.append(t)
        return out


@frozen
class ControllerOf(Ref):
    """"its controller" of the objects of another reference."""

    of: Ref = field(factory=ItRef)
    #: the controller of an object gone from its zone is the one it had as it last existed
    #: (CR 608.2h: "Exile target creature. Its controller ...")
    last_known: bool = False

    def resolve(self, ctx: Context) -> list[Target]:
        out: list[Target] = []
        lki = ctx.game.state.lki
        moved_from: dict[int, int] = ctx.values.get("moved_from", {}) if self.last_known else {}
        ids = self.of.objects(ctx)
        ceased: list[int] = []
        if not ids:
            ids = ceased = ctx.gone_named(self.of)  # CR 111.7, 608.2h: a token gone
        for oid in ids:
            was = moved_from.get(oid, oid)  # "it" after a move is the new object (400.7)
            obj = ctx.game.find(oid)
            # CR 608.2h, 613.1b: who controlled it as it last existed, layer 2 included
            last = ctx.game.last_controller(was) if self.last_known and was != oid else None
            if last is not None:
                ref = PlayerRef(last)
            elif obj is not None:
                ref = PlayerRef(ctx.game.controller(oid))
            elif self.last_known and (last := ctx.game.last_controller(oid)) is not None:
                ref = PlayerRef(last)
            elif oid in ceased and oid in lki:
                # CR 111.7, 108.4a: "that player" of a token put into a zone of its owner's, as
                # of the card it would be there: its owner ("Then that player discards")
                ref = PlayerRef(lki[oid].obj.owner)
            elif oid in ctx.values.get("left_stack", {}):
                # a spell or ability countered: its controller as it last existed (608.2h)
                ref = PlayerRef(ctx.values["left_stack"][oid])
            else:
                continue
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


@frozen
class EventObjects(Ref):
    """The objects of the event's ``key`` that match ``filter`` as the ability resolves:
    "they" of "Whenever one or more Elves you control attack, they gain deathtouch" (CR
    603.7c: the objects the event is about, those the trigger condition named)."""

    key: str
    filter: ObjectFilter

    def resolve(self, ctx: Context) -> list[Target]:
        value = ctx.event.get(self.key)
        ids = [value] if isinstance(value, int) else list(value or ())
        return [i for i in ids if isinstance(i, int) and ctx.game.find(i) is not None
                and self.filter.matches(ctx.game, ctx.game.obj(i), player=ctx.controller,
                                        source=ctx.source)]


@frozen
class EventPlayer(Ref):
    """"that player" of a trigger whose event is a player's (CR 603.2, 603.7c): the one who
    drew the card, whose upkeep began (the event's ``player`` index), or none. ``key`` names
    another player of the event: ``"caused_by"``, the controller of the spell or ability that
    caused a discard (701.9a)."""

    key: str = "player"

    def resolve(self, ctx: Context) -> list[Target]:
        value = ctx.event.get(self.key)
        return [PlayerRef(value)] if isinstance(value, int) else []


#: The ``ctx.values`` key of the one recipient an amount is counted for (:class:`Recipient`).
RECIPIENT = "recipient"


@frozen
class Recipient(Ref):
    """"that player" in "~ deals damage to each opponent equal to the number of cards in that
    player's hand" (Stormbreath Dragon): the one recipient the amount is being counted for
    (CR 608.2c: each opponent's own count), none outside such a count."""

    def resolve(self, ctx: Context) -> list[Target]:
        value = ctx.values.get(RECIPIENT)
        return [value] if isinstance(value, PlayerRef) else []


@frozen
class OpponentsAttacking(Ref):
    """"each opponent attacking that player" (Curse of Opulence): each opponent of the
    controller who controls a creature attacking the player of ``defender`` as the
    instruction runs (CR 506.2, 508.1b); an attack on a planeswalker of theirs is none, and
    none once combat is over (506.4)."""

    defender: Ref = field(factory=lambda: EventPlayer("defender"))

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        combat = game.state.combat
        if combat is None:
            return []
        attacked = {PlayerRef(p) for p in self.defender.players(ctx)}
        out: list[Target] = []
        for attacker, defender in combat.attackers.items():
            if defender not in attacked or game.find(attacker) is None:
                continue
            who = game.controller(attacker)
            if who != ctx.controller and PlayerRef(who) not in out and not game.player(who).lost:
                out.append(PlayerRef(who))
        return out


@frozen
class DealtDamageThisWay(Ref):
    """"a creature dealt damage this way" (CR 608.2c, 120.3): the permanents the instructions
    before it in the same effect dealt damage to (``ctx.values["dealt_to"]``; damage all
    prevented was never dealt, 615.1a), still on the battlefield (a new object once they
    have left, 400.7) and of ``types`` there."""

    types: tuple[str, ...] = ("Creature",)

    def resolve(self, ctx: Context) -> list[Target]:
        out: list[Target] = []
        for oid in ctx.values.get("dealt_to", ()):
            obj = ctx.game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD or oid in out:
                continue
            type_line = ctx.game.chars(oid).type_line
            if all(type_line.has_type(t) for t in self.types):
                out.append(oid)
        return out


@frozen
class PlayerWithMostLife(Ref):
    """"the player with the most life" (Ghazbán Ogre; CR 119.1): the one player in the game
    whose life total is greater than each other player's now; none on a tie."""

    def resolve(self, ctx: Context) -> list[Target]:
        alive = [p for p in ctx.game.state.players if not p.lost]
        most = max((p.life for p in alive), default=0)
        top = [p.index for p in alive if p.life == most]
        return [PlayerRef(top[0])] if len(top) == 1 else []


@frozen
class BlockersOf(Ref):
    """"each creature blocking it" (CR 509.1a, 506.4): the creatures blocking now the
    attacking creature(s) ``of`` names, in the order declared (509.1g); none out of combat or
    once removed from it."""

    of: Ref

    def resolve(self, ctx: Context) -> list[Target]:
        combat = ctx.game.state.combat
        if combat is None:
            return []
        out: list[Target] = []
        for oid in self.of.objects(ctx):
            out.extend(b for b in combat.blocking(oid) if b not in out)
        return out


@frozen
class AttackedBy(Ref):
    """"the player or planeswalker it's attacking" (CR 506.3, 508.1b): what the attacking
    creature(s) ``of`` names attack now; a battle attacked is neither, and a creature still
    on the battlefield but not attacking (removed from combat, 506.4) names nothing (608.2b).
    The event's creature gone from the battlefield names what it attacked as it last
    existed (608.2h: the event's ``defender``)."""

    of: Ref

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        combat = game.state.combat
        out: list[Target] = []
        for oid in self.of.objects(ctx):
            obj = game.find(oid)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                # CR 608.2h: last known information of the creature of the event
                defender = ctx.event.get("defender") if ctx.event.get("obj") == oid else None
            else:
                defender = combat.attackers.get(oid) if combat is not None else None
            if isinstance(defender, PlayerRef):
                found: Target | None = None if game.player(defender.index).lost else defender
            elif (isinstance(defender, int) and game.find(defender) is not None
                  and game.chars(defender).type_line.has_type("Planeswalker")):
                found = defender  # CR 506.3: a planeswalker attacked, never a battle
            else:
                found = None
            if found is not None and found not in out:
                out.append(found)
        return out


@frozen
class DefendingPlayer(Ref):
    """"defending player" (CR 506.2): the player an attacking creature attacks, or the
    controller of the planeswalker or battle it attacks. The creature is the triggering
    event's (``ctx.event["defender"]``: "Whenever this creature attacks, defending player
    ...", 508.1m; ``ctx.event["defending_player"]``: that player fixed as it attacked,
    508.5), else the source's own attack in the current combat; none when it isn't
    attacking (the instruction then reaches no player, 608.2b)."""

    def resolve(self, ctx: Context) -> list[Target]:
        game = ctx.game
        fixed = ctx.event.get("defending_player")
        if isinstance(fixed, int):  # CR 508.5: the player fixed as the creature attacked
            return [] if game.player(fixed).lost else [PlayerRef(fixed)]
        defender = ctx.event.get("defender")
        combat = game.state.combat
        if defender is None and combat is not None and ctx.source is not None:
            defender = combat.attackers.get(ctx.source)
        if isinstance(defender, PlayerRef):
            return [] if game.player(defender.index).lost else [defender]
        if isinstance(defender, int) and game.find(defender) is not None:
            return [PlayerRef(game.controller(defender))]  # 506.2: whoever controls it
        return []


Amount = int | Callable[["Context"], int]

"""A number, or a function of the context (X, "the number of ...")."""


def amount(value: Amount, ctx: Context) -> int:
    """The number ``value`` stands for as the instruction runs: a fixed number, or one
    counted then (X, "the number of creatures you control", CR 107.3, 608.2h)."""
    return value(ctx) if callable(value) else value


def x_value(ctx: Context) -> int:
    """X: the announced value (CR 107.3)."""
    return ctx.x


# --------------------------------------------------------------------------
# Instructions
# --------------------------------------------------------------------------


@frozen
class Instruction:
    """One instruction of an effect (CR 608.2c): what a spell or ability does as it resolves.

    A plugin's own instruction is an ``@frozen`` subclass whose fields are what the card's
    words fixed (a filter, an amount, a reference) and whose :meth:`run` does it to the game
    it is handed in the :class:`Context`: ``ctx.game``, ``ctx.controller``, the chosen
    targets (through a :class:`TargetRef`), ``ctx.it`` for "it" in the next instruction.
    It changes the game only through the game's methods (``move``, ``tap``, ``gain_life``,
    ``decide`` for a choice...), each citing its CR rule, so the change is logged and undone
    with the action if it is refused (CR 732). ``text`` is the words it was read from."""

    text: str = field(default="", kw_only=True, eq=False)

    def run(self, ctx: Context) -> None:
        """Do what the instruction says to ``ctx.game`` (CR 608.2c), through the game's methods
        so every change is logged with its rule."""
        raise NotImplementedError

    def possible(self, ctx: Context) -> bool:
        """Can it be done in full now? A "you may [do it]" whose action can't isn't offered
        (:class:`MayDo`; CR 608.2d: a player can't choose an option that's impossible). Most
        instructions can always be chosen, doing as much as they can (609.3)."""
        return True

    def foreseeable(self) -> bool:
        """Can :meth:`foreseen_mana` tell what it adds before it resolves? Asked of a mana
        ability's one instruction (CR 605.3a, 608.2h): such an ability is a source the
        automatic payment may use (601.2g); no other instruction is."""
        return False

    def foreseen_mana(self, ctx: Context) -> tuple[tuple[str, ...], int, ManaRestriction | None]:
        """What it would add if it resolved now (CR 608.2h), when :meth:`foreseeable`: the types
        one activation may add (all its units of one of them), how many units, and how they may
        be spent (106.6); no types when it would add nothing."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.text or type(self).__name__


def token_card(
    *,
    name: str | None = None,
    card_types: tuple[str, ...] = ("Creature",),
    subtypes: tuple[str, ...] = (),
    supertypes: tuple[str, ...] = (),
    colors: tuple[str, ...] | frozenset[str] = (),
    power: int | str | None = None,
    toughness: int | str | None = None,
    abilities: tuple[Ability, ...] = (),
    text: str = "",
) -> Card:
    """The characteristics of a token (CR 111.3, 111.4, SEED-20).

    The effect sets its name and subtypes; with no name given, the name is
    its subtypes followed by the word "Token" ("Goblin Token")."""

    if name is None:
        name = " ".join((*subtypes, "Token"))
    return Card(
        name=name,
        type_line=TypeLine(tuple(supertypes), tuple(card_types), tuple(subtypes)),
        colors=frozenset(colors),
        abilities=tuple(abilities),
        power=None if power is None else str(power),
        toughness=None if toughness is None else str(toughness),
        text=text,
    )


@frozen
class Custom(Instruction):
    """An instruction given as a Python function (card scripts, plugins)."""

    function: Callable[[Context], None] = field(eq=False, repr=False)

    def run(self, ctx: Context) -> None:
        self.function(ctx)


def run_mode(ctx: Context, mode: Mode) -> None:
    """Carry out a mode's instructions in order (CR 608.2c)."""
    for instruction in mode.instructions:
        instruction.run(ctx)


@frozen
class Choose(Instruction):
    """Let a player choose among objects, then do ``then`` with them as "it"; whether any was
    chosen is kept for "If you do" (``ctx.values['did']``)."""

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
            ctx.values["did"] = False  # CR 608.2c: nothing to choose, so nothing done with it
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
        ctx.values["did"] = bool(chosen)  # CR 608.2c: "If you do" after choosing none: not done
        for step in self.then:
            step.run(ctx)


#: ``ctx.values`` key: the objects :class:`FindObjects` didn't find, with the zone expected
GONE = "gone_from_expected_zone"
#: ``ctx.values`` key: those of them an instruction acted with all the same (:func:`looks_back`)
LOOKED_BACK = "gone_but_looked_back_to"


def looks_back(ctx: Context, oid: int) -> None:
    """An instruction acts with ``oid``, gone from the zone the ability expected it in, by its
    last known information (CR 608.2h, 113.7a: it deals the damage, explores, connives ...):
    :class:`ObjectsNotAffected` won't say the ability doesn't affect it."""
    ctx.values.setdefault(LOOKED_BACK, set()).add(oid)


def gone_name(game: Game, oid: int) -> str:
    """How the log names ``oid``, gone from its zone: as it last existed there (CR 608.2h), or
    by its number if the game kept nothing of it."""
    known = game.state.lki.get(oid)
    return str(known.obj) if known is not None else f"#{oid}"


@frozen
class FindObjects(Instruction):
    """Set "it" to the objects still in the zone they are expected in (CR 603.6c, 603.7c).

    Put first in a triggered ability that acts on objects it was told about
    when it triggered: an object that left that zone (even if it came back:
    a new object, 400.7) is not affected (SEED-27), unless an instruction looks back to it
    as it last existed (608.2h, :func:`looks_back`). Those not found are kept in
    ``ctx.values[GONE]`` for :class:`ObjectsNotAffected`, put last."""

    expected: tuple[tuple[int, Zone], ...] = ()

    def run(self, ctx: Context) -> None:
        game = ctx.game
        found: list[int] = []
        gone: list[tuple[int, Zone]] = []
        for oid, zone in self.expected:
            obj = game.find(oid)
            if obj is not None and obj.zone is zone:
                found.append(oid)
            else:
                gone.append((oid, zone))
        ctx.values[GONE] = tuple(gone)
        ceased = ctx.values.get("ceased")
        if ceased is not None and ceased[0] is ctx.it:
            # CR 111.7, 608.2h: the event's token, gone, is still what "it" last was
            ctx.values["ceased"] = (found, ceased[1])
        ctx.it = found


@frozen
class ObjectsNotAffected(Instruction):
    """Put last after :class:`FindObjects`: says, for each object it didn't find, that the
    ability doesn't affect it (CR 603.7c), once that is known: not for one an instruction
    acted with as it last existed (608.2h, :func:`looks_back`), whose instruction said so."""

    def run(self, ctx: Context) -> None:
        game = ctx.game
        used = ctx.values.get(LOOKED_BACK, set())
        for oid, zone in ctx.values.get(GONE, ()):
            if oid in used:
                continue
            name = gone_name(game, oid)
            where = "on the battlefield" if zone is Zone.BATTLEFIELD else f"in the {zone}"
            game.log_event("resolve", f"{name} is no longer {where}: the ability doesn't "
                           "affect it", rule="603.7c")


@frozen
class InterveningIf(Instruction):
    """CR 603.4: a triggered ability with an intervening "if" does nothing if the
    condition is false as it resolves. ``check(game, source)`` looks at the source;
    ``check_event(game, source, event)`` also at the event that triggered it
    (``ctx.event``); ``text`` (the ability's) names it in the log line."""

    check: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False, repr=False)
    source: GameObject | None = field(default=None, eq=False)
    then: tuple[Instruction, ...] = ()
    check_event: Callable[[Game, GameObject, Mapping[str, Any]], bool] | None = field(
        default=None, eq=False, repr=False)

    def run(self, ctx: Context) -> None:
        source = ctx.game.find(self.source.id) if self.source is not None else None
        subject = source or self.source or ctx.source_lki
        if subject is None or (self.check is not None and not self.check(ctx.game, subject)) \
                or (self.check_event is not None
                    and not self.check_event(ctx.game, subject, ctx.event)):
            said = f"{self.text}: its" if self.text else "its"
            ctx.game.log_event("resolve", f"{said} condition is no longer true: it does "
                               "nothing", rule="603.4")
            return
        for step in self.then:
            step.run(ctx)


@frozen
class MayDo(Instruction):
    """"You may ...", chosen as it resolves: in an effect (CR 608.2d) or the optional effect
    of a triggered ability (603.5, ``rule="603.5"``). "If you do, ..." reads
    ``ctx.values['did']``: the answer, unless an instruction done says it couldn't be done (a
    sacrifice of what is gone, CR 608.2c). ``who``: the player the words say "may" ("Target
    opponent may draw a card"), who chooses (608.2d); none of it left (608.2b), nothing is
    done; ``None``: the controller ("you may"). Not offered when its first instruction can't
    be done (:meth:`Instruction.possible`; 608.2d: an impossible option can't be chosen)."""

    then: tuple[Instruction, ...] = ()
    prompt: str = ""
    rule: str = "608.2d"
    who: Ref | None = None

    def run(self, ctx: Context) -> None:
        chooser = ctx.controller
        if self.who is not None:
            named = self.who.players(ctx)
            if not named:
                ctx.values["did"] = False
                return  # CR 608.2b: the player is no longer a legal target
            chooser = named[0]
        if self.then and not self.then[0].possible(ctx):
            # CR 608.2d: the option is impossible ("you may remove two oil counters" from a
            # permanent with one): it can't be chosen, nothing is done
            ctx.values["did"] = False
            ctx.game.log_event("effect", f"{self.then[0]} can't be done: the option isn't "
                               "offered", rule="608.2d", source=ctx.source)
            return
        answer = ctx.game.decide(kind="may", player=chooser,
                                 prompt=f"{self.prompt or self.text or 'Do it'}?",
                                 options=("yes", "no"), rule=self.rule)
        did = answer[0] == "yes"
        ctx.values["did"] = did
        if did:
            for step in self.then:  # CR 608.2c: one that records "did" has the last word
                step.run(ctx)


@frozen
class Conditional(Instruction):
    """Do ``then`` only if ``condition`` holds now ("If ..., ...", CR 608.2c); else
    ``otherwise``. ``condition`` is a function of the resolution's :class:`Context`
    (``ctx.game`` now, ``ctx.values`` recorded by earlier instructions); a static
    ability's condition is a function of the game and its source instead
    (:class:`StaticEffect`), a trigger's of the game, the source and the event
    (:class:`TriggerCondition` ``predicate``)."""

    condition: Callable[[Context], bool] = field(eq=False, repr=False)
    then: tuple[Instruction, ...] = ()
    otherwise: tuple[Instruction, ...] = ()
    #: ``then`` ends with a choice "If you do" reads ("If it's a creature card, you may reveal
    #: it"): when the condition fails that wasn't done either (CR 608.2c), whatever an earlier
    #: "you may" answered
    records_did: bool = False

    def run(self, ctx: Context) -> None:
        holds = self.condition(ctx)
        if not holds and self.records_did:
            ctx.values["did"] = False
        for step in self.then if holds else self.otherwise:
            step.run(ctx)


@frozen
class Sequence_(Instruction):
    """Several instructions as one (a sentence an "instead" or "if you do" completes whole)."""

    steps: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for step in self.steps:
            step.run(ctx)


@frozen
class DoneByEach(Instruction):
    """"Each opponent attacking that player does the same" (Curse of Opulence), "that player
    sacrifices that creature": ``steps`` carried out once for each player of ``who``, in APNAP
    order (CR 101.4), as that player: "you" in them is that player, what they make is theirs
    (CR 608.2c, 109.5)."""

    who: Ref = field(factory=lambda: EachPlayer("opponent"))
    steps: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for player in apnap_order(ctx, self.who.players(ctx)):
            ctx.game.log_event("effect", f"done by {ctx.game.player(player).name}: "
                               f"{self.text or 'the same instructions'}", rule="608.2c")
            done = attrs.evolve(ctx, controller=player, it=[], values={})
            for step in self.steps:
                step.run(done)


# --------------------------------------------------------------------------
# References
# --------------------------------------------------------------------------


@frozen
class OwnerOf(Ref):
    """"its owner" of the objects of another reference (CR 108.3)."""

    of: Ref = field(factory=ItRef)

    def resolve(self, ctx: Context) -> list[Target]:
        out: list[Target] = []
        ids = self.of.objects(ctx) or ctx.gone_named(self.of)  # CR 111.7, 608.2h: a token gone
        lki = ctx.game.state.lki
        for oid in ids:
            obj = ctx.game.find(oid)
            if obj is None and oid in lki:
                obj = lki[oid].obj  # CR 608.2h: a token's owner as it last existed
            if obj is not None and PlayerRef(obj.owner) not in out:
                out.append(PlayerRef(obj.owner))
        return out


# --------------------------------------------------------------------------
# Choices and conditions
# --------------------------------------------------------------------------


@frozen
class Log(Instruction):
    """An instruction with no effect on the game beyond its event ("It becomes night")."""

    message: str = ""
    rule: str = ""

    def run(self, ctx: Context) -> None:
        ctx.game.log_event("effect", self.message, rule=self.rule)


@frozen
class Repeat(Instruction):
    """Do ``steps`` a number of times ("for each ..., create a token")."""

    times: Amount = 1
    steps: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for _ in range(max(0, amount(self.times, ctx))):
            for step in self.steps:
                step.run(ctx)


@frozen
class CountInto(Instruction):
    """Run ``steps`` and keep how many objects they acted on as "that many" (CR 609.3)."""

    steps: tuple[Instruction, ...] = ()

    def run(self, ctx: Context) -> None:
        for step in self.steps:
            step.run(ctx)
        ctx.values["amount"] = len(ctx.it)


@frozen
class Designate(Instruction):
    """"Choose target creature": the target becomes "it" for the next sentences (CR 115.1)."""

    what: Ref

    def run(self, ctx: Context) -> None:
        ctx.it = list(self.what.objects(ctx))


# --------------------------------------------------------------------------
# Rewriting instructions
# --------------------------------------------------------------------------


def shift_targets(ins: Any, offset: int) -> Any:
    """``ins`` with every :class:`~manastack.model.effects.TargetRef` index moved by ``offset``."""
    if isinstance(ins, TargetRef):
        return TargetRef(ins.index + offset)
    if not attrs.has(type(ins)):
        return ins
    changes = {}
    for a in attrs.fields(type(ins)):
        if not a.init:
            continue
        value = getattr(ins, a.name)
        if isinstance(value, (Ref, Instruction)):
            changes[a.name] = shift_targets(value, offset)
        elif isinstance(value, tuple) and value and all(
                isinstance(v, (Ref, Instruction)) for v in value):
            changes[a.name] = tuple(shift_targets(v, offset) for v in value)
    if not changes:
        return ins
    return attrs.evolve(ins, **changes)


def names_targets(ins: Any) -> bool:
    """Whether ``ins`` (an instruction, a reference, a tuple of them) names a target through a
    :class:`~manastack.model.effects.TargetRef`, walked as :func:`shift_targets` walks it."""
    if isinstance(ins, TargetRef):
        return True
    if isinstance(ins, tuple):
        return any(names_targets(v) for v in ins)
    if not attrs.has(type(ins)):
        return False
    for a in attrs.fields(type(ins)):
        if a.init:
            value = getattr(ins, a.name)
            if isinstance(value, (Ref, Instruction, tuple)) and names_targets(value):
                return True
    return False


@frozen
class Count:
    """An amount counted on resolution: "the number of creatures you control" (CR 107.3c)."""

    describe: str
    function: Callable[[Context], int] = field(eq=False)
    factor: int = 1
    divisor: int = 1
    round_up: bool = False

    def __call__(self, ctx: Context) -> int:
        value = self.function(ctx) * self.factor
        if self.divisor > 1:
            value = -(-value // self.divisor) if self.round_up else value // self.divisor
        return value

    def __str__(self) -> str:
        return self.describe


@frozen
class ControlledBy(Ref):
    """"creatures target player controls" (CR 109.4)."""

    filter: ObjectFilter = ObjectFilter()
    player: Ref = field(factory=YOU.__class__)

    def resolve(self, ctx: Context) -> list[Any]:
        owners = set(self.player.players(ctx))
        return [
            o.id for o in ctx.game.objects_in(Zone.BATTLEFIELD)
            if ctx.game.controller(o.id) in owners
            and self.filter.matches(ctx.game, o, player=ctx.game.controller(o.id),
                                    source=ctx.source)
        ]


@frozen
class OwnedBy(Ref):
    """"cards in target player's graveyard" (CR 108.3)."""

    filter: ObjectFilter = ObjectFilter()
    player: Ref = field(factory=YOU.__class__)
    zone: Zone = Zone.GRAVEYARD

    def resolve(self, ctx: Context) -> list[Any]:
        out: list[Any] = []
        for p in self.player.players(ctx):
            out.extend(o.id for o in ctx.game.objects_in(self.zone, p)
                       if self.filter.matches(ctx.game, o, player=ctx.controller,
                                              source=ctx.source))
        return out


@frozen
class Union(Ref):
    """Several references as one ("target creature and each player"). ``each``: "you and
    that player each ..." names two players who each act, so one player named twice acts
    twice (CR 608.2c: the instruction is followed as written for each of them)."""

    refs: tuple[Ref, ...] = ()
    each: bool = False

    def resolve(self, ctx: Context) -> list[Any]:
        out: list[Any] = []
        for r in self.refs:
            out.extend(t for t in r.resolve(ctx) if self.each or t not in out)
        return out


@frozen
class OtherThan(Ref):
    """"each other opponent" (Grenzo's Ruffians): the players or objects of ``of`` but those
    of ``but`` (the player named before, 603.7c), both read as the instruction happens."""

    of: Ref
    but: Ref

    def resolve(self, ctx: Context) -> list[Any]:
        excluded = self.but.resolve(ctx)
        return [t for t in self.of.resolve(ctx) if t not in excluded]


@frozen
class SameNameAs(Ref):
    """"all other creatures with the same name as that creature": the permanents matching
    ``filter``, other than ``what``'s objects, that share a name with one of them as the
    reference is read (CR 201.2a: an object with no name, a face-down one, shares none)."""

    what: Ref
    filter: ObjectFilter = ObjectFilter()

    def resolve(self, ctx: Context) -> list[Any]:
        game = ctx.game
        first = [o for o in self.what.objects(ctx) if game.find(o) is not None]
        names = {game.chars(o).name for o in first} - {""}
        also = [o.id for o in game.objects_in(Zone.BATTLEFIELD)
                if o.id not in first and game.chars(o.id).name in names
                and self.filter.matches(game, o, player=ctx.controller, source=ctx.source)]
        if also:  # read once as the effect happens (608.2h, 611.2c): not a hot path
            game.log_event("effect", f"{len(also)} other {self.filter.text or 'object(s)'} "
                           f"named {', '.join(sorted(names))} too", rule="201.2a")
        return also


@frozen
class ManaValueEquals(Ref):
    """"each nonland permanent with mana value equal to the number of charge counters on ~":
    the objects of ``of`` whose mana value (CR 202.3) is ``amount``, counted as the effect
    happens (608.2h: of a source gone, as it last existed)."""

    of: Ref
    amount: Amount = 0

    def resolve(self, ctx: Context) -> list[Any]:
        wanted = amount(self.amount, ctx)
        game = ctx.game
        return [o for o in self.of.objects(ctx)
                if game.find(o) is not None and game.mana_value(o) == wanted]


def apnap_order(ctx: Context, players: list[int]) -> list[int]:
    """``players`` in APNAP order (CR 101.4): the active player first, then turn order."""
    game = ctx.game
    active = game.state.turn.active
    return sorted(players, key=lambda p: (p - active) % len(game.players))


@frozen
class TheRest(Ref):
    """"the rest": the objects of ``filter`` on the battlefield not chosen by the previous
    "each player chooses" (``ctx.values['kept']``)."""

    filter: ObjectFilter = ObjectFilter(types=("Creature",))

    def resolve(self, ctx: Context) -> list[Target]:
        kept = set(ctx.values.get("kept", ()))
        return [o.id for o in ctx.game.objects_in(Zone.BATTLEFIELD)
                if o.id not in kept
                and self.filter.matches(ctx.game, o, player=ctx.controller, source=ctx.source)]


@frozen
class ChosenOnResolution(Ref):
    """"a [filter] you control" in an effect ("return a creature you control to its owner's
    hand"): one such object, chosen by the effect's controller as the instruction is carried
    out, not targeted (CR 608.2d); if none exists the instruction affects nothing (609.3).

    The choice is made once per resolution and kept in ``ctx.values``, so every instruction
    part that reads the reference sees the same object."""

    filter: ObjectFilter = ObjectFilter()
    zone: Zone = Zone.BATTLEFIELD
    count: int = 1
    #: "up to N lands" (Frantic Search): any number from none to ``count`` (CR 107.1c)
    up_to: bool = False
    #: "that player / each player returns a land they control": the players who each choose,
    #: "you" of the filter being each of them (in APNAP order, 101.4); ``None``: the controller
    by: Ref | None = None

    def resolve(self, ctx: Context) -> list[Target]:
        key = f"chosen on resolution #{id(self)}"
        if key in ctx.values:
            return list(ctx.values[key])
        choosers = [ctx.controller] if self.by is None else apnap_order(
            ctx, list(dict.fromkeys(self.by.players(ctx))))
        out: list[int] = []
        for chooser in choosers:
            out.extend(self._choose(ctx, chooser))
        ctx.values[key] = tuple(out)
        return list(ctx.values[key])

    def _choose(self, ctx: Context, chooser: int) -> tuple[int, ...]:
        game = ctx.game
        options = tuple(o.id for o in game.objects_in(self.zone)
                        if self.filter.matches(game, o, player=chooser, source=ctx.source))
        what = self.filter.text or "object"
        if not options:
            none = re.sub(r"^(?:an?|one) ", "", re.sub(r"^another ", "other ", what))
            game.log_event("resolve", f"{ctx.source_name}: no {none} to choose, nothing "
                           "happens to one (CR 608.2d)", rule="608.2d")
            ctx.values["did"] = False  # CR 608.2d: not done, so a following "if you do" is false
            return ()
        n = min(self.count, len(options))
        # CR 608.2d: chosen while the effect is applied, among the objects that fit now
        chosen = game.decide(kind="choose", player=chooser,
                             prompt=f"Choose {what} for {ctx.source_name} (CR 608.2d)",
                             options=options, labels=tuple(str(game.obj(o)) for o in options),
                             min=0 if self.up_to else n, max=n, rule="608.2d")
        return tuple(int(c) for c in chosen)


@frozen
class ChosenTypeCards(Ref):
    """"cards of the chosen type" in ``zone`` of the controller (CR 608.2d)."""

    zone: Zone = Zone.GRAVEYARD
    filter: ObjectFilter = ObjectFilter()

    def resolve(self, ctx: Context) -> list[Target]:
        flt = of_chosen_type(ctx, self.filter)
        return [o.id for o in ctx.game.objects_in(self.zone, ctx.controller)
                if flt.matches(ctx.game, o, player=ctx.controller, source=ctx.source)]


def of_chosen_type(ctx: Context, flt: ObjectFilter) -> ObjectFilter:
    """``flt`` restricted to the type chosen earlier in this resolution (a card type or a
    creature type); nothing matches if no type was chosen."""
    chosen = ctx.values.get("chosen_type")
    if not chosen:
        return attrs.evolve(flt, predicate=lambda game, obj: False)
    if chosen in PERMANENT_TYPES:
        return attrs.evolve(flt, types=(*flt.types, chosen))
    return attrs.evolve(flt, subtypes=(*flt.subtypes, chosen))
