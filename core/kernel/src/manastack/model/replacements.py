"""Replacement effects on zone changes, as values (CR 614, 616): the move a replacement
rewrites (:class:`ZoneMove`) and what it did (:class:`Moved`), one replacement
(:class:`Replacement`), and the rule modification a continuous effect carries
(:class:`ZoneReplacement`); and a replacement of one draw (:class:`DrawReplacement`, CR
614.11, 121.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import attrs
from attrs import field, frozen

from manastack.model.abilities import KeywordAbility
from manastack.model.continuous import RuleModification
from manastack.model.objects import FACE_DOWN, Card, Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from collections.abc import Callable

    from manastack.engine.game import Game
    from manastack.model.continuous import ContinuousEffect

#: A keyword ability's class (:func:`each_instance_as_it_enters`).
K = TypeVar("K", bound=KeywordAbility)

#: CR 616.1a-e: the order in which kinds of replacement effects must be chosen.
CATEGORIES = ("self", "control", "copy", "other")


@frozen
class ZoneMove:
    """A zone change about to happen; replacement effects return a changed copy.

    ``cause`` says why: ``"resolve"``, ``"counter"``, ``"fizzle"``, ``"destroy"``,
    ``"sacrifice"``, ``"discard"``, ``"draw"``, ``"cast"``, ``"cost"``, ``"sba"``,
    ``"effect"``, ``"mill"``, ``"play"``, ``"return"``, ``"token"``...
    ``lki`` is the object's last known characteristics before it moves and
    ``lki_controller`` its controller then (CR 603.10a, 608.2h).
    ``applied`` holds the keys of the replacement effects that applied (614.5), and
    ``records`` what a replacement recorded as it applied, for a consequence once the object
    is in its new zone (``manastack_zone_changed``): pairs ``(key, value)``, written with
    :meth:`record` and read with :meth:`recorded` (riot's "no" to its counter, 702.136a,
    614.12). The kernel keeps both from every replacement that applies.
    """

    obj: GameObject
    to_zone: Zone
    cause: str = "effect"
    controller: int | None = None  # on the battlefield: under whose control (default owner)
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    #: in a library: "top", "second" (from the top), "bottom", "random", "shuffle" (then
    #: shuffled), "beneath" (just beneath the top ``depth`` cards, CR 401.7)
    position: str = "top"
    #: with ``position`` "beneath": how many cards are above it (CR 401.7: all, if fewer)
    depth: int = 0
    applied: frozenset[str] = frozenset()  # CR 614.5: each replacement once per event
    note: str = ""
    regenerated_by: int | None = None  # the regeneration shield used (CR 701.19a)
    lki: Characteristics | None = field(default=None, eq=False)
    lki_controller: int | None = None
    lki_copiable: Card | None = field(default=None, eq=False)
    records: tuple[tuple[str, str], ...] = ()
    # CR 701.40a, 708.3: an effect puts it onto the battlefield face down ("manifest")
    face_down: str = ""
    #: CR 701.9a: the controller of the resolving spell or ability whose instruction moves
    #: it (a discard a spell or ability "causes"); None for a cost or a game rule (514.1)
    caused_by: int | None = None
    #: CR 707.5: the copiable values it enters the battlefield as a copy of ("enter as a
    #: copy", 614.1c), chosen by a replacement of category "copy" (616.1c)
    copy_of: Card | None = field(default=None, eq=False)

    @property
    def from_zone(self) -> Zone:
        """The zone the object leaves."""
        return self.obj.zone

    @property
    def dies(self) -> bool:
        """CR 700.4: put into a graveyard from the battlefield."""
        return self.obj.zone is Zone.BATTLEFIELD and self.to_zone is Zone.GRAVEYARD

    def replace(self, **changes: Any) -> ZoneMove:
        """The move with ``changes`` (what a replacement effect returns, CR 614.1)."""
        return attrs.evolve(self, **changes)

    def record(self, key: str, value: str) -> ZoneMove:
        """The move with ``value`` recorded under ``key`` (a choice a replacement made as it
        applied, CR 614.12), replacing what ``key`` held."""
        kept = tuple((k, v) for k, v in self.records if k != key)
        return attrs.evolve(self, records=(*kept, (key, value)))

    def recorded(self, key: str) -> str | None:
        """What was recorded under ``key`` by a replacement that applied, if anything."""
        return next((v for k, v in self.records if k == key), None)


@frozen
class Moved:
    """What a zone change did (CR 400.7, 614), as :meth:`Game.change_zone
    <manastack.engine.game.Game.change_zone>` says it.

    ``new`` is what :meth:`Game.move <manastack.engine.game.Game.move>` returns: the object
    it became, or the object itself if it stayed, or ``None``. ``zone`` is the zone it was
    put into once replacement effects applied (614.1a: not always the one asked), ``None``
    if it didn't change zones (an Aura with nothing to enchant, 303.4g; regenerated,
    701.19a; a replacement leaving it where it was).
    """

    new: GameObject | None
    zone: Zone | None

    @property
    def ceased(self) -> bool:
        """A token (or a copy of a card) put into ``zone`` that then ceased to exist (CR
        111.7, 111.8, 707.10a, 704.5d): it was moved, and there is no new object."""
        return self.new is None and self.zone is not None


@frozen
class Replacement:
    """A replacement effect applicable to one zone move (CR 614.1).

    ``key`` identifies it (each applies at most once to an event, 614.5);
    ``apply`` returns the modified move. ``category`` places it in the order
    of 616.1: ``"self"`` (self-replacement effects, 614.15), ``"control"``
    (under whose control it enters, 616.1b), ``"copy"`` (enters as a copy,
    616.1c), ``"other"``. ``rule`` is cited in the log.
    """

    key: str
    text: str
    apply: Callable[[ZoneMove], ZoneMove] = field(eq=False, repr=False)
    rule: str = "614.1"
    controller: int | None = None
    category: str = "other"
    #: The object the effect comes from, which an answer ordering it may name (CR 616.1).
    source: int | None = None


@frozen
class DrawReplacement:
    """A replacement effect on one draw: "if [a player] would draw a card, [do something]
    instead" (CR 614.1a, 614.11, 121.6).

    Each card of a multi-card draw is its own event (121.2): the effect is asked again for
    each. ``apply(game)`` does what happens instead; the card is not drawn and the draw
    doesn't happen (no "draw" event, 614.6). ``optional`` is a "you may ... instead": the
    player may also draw normally. ``key`` identifies it (each applies at most once to an
    event, 614.5); ``rule`` is cited in the log.
    """

    key: str
    text: str
    apply: Callable[[Game], None] = field(eq=False, repr=False)
    rule: str = "614.11"
    optional: bool = False
    controller: int | None = None


@frozen
class DrawInstead(RuleModification):
    """"The next time you would draw a card this turn, [do something] instead" (Words of
    Worship; CR 614.1a, 614.11, 121.6): a replacement effect on the draws of the effect's
    ``players`` (``whose="listed"``) or of its controller (``whose="you"``, a static ability's:
    "If you would draw a card, draw two cards instead", Thought Reflection);
    ``instructions`` are what happens instead, done by the effect's controller. ``once``: the
    effect ends as it applies ("the next time", used up)."""

    instructions: tuple[Any, ...] = ()
    text: str = ""
    once: bool = True
    whose: str = "listed"

    def applies_to(self, player: int, effect: ContinuousEffect) -> bool:
        """Does it replace ``player``'s draws, the effect being ``effect``?"""
        return effect.controller == player if self.whose == "you" else player in effect.players

    def describe(self) -> str:
        return self.text or "the next draw is replaced"


@frozen
class ZoneReplacement(RuleModification):
    """A replacement effect on zone changes carried by a continuous effect (CR 614).

    The effect's objects (or filter, for a static ability) say which objects
    it watches. It applies to a move from ``from_zone`` (``None``: anywhere)
    to ``to_zone`` (``None``: anywhere); the object goes to ``instead``
    instead, or enters ``tapped``, or with ``counters``, or under the effect
    controller's control (``gain_control``). ``shuffle``: put into a library, it is
    shuffled in (CR 701.24a); ``reveal``: the card is revealed as it moves (701.20a).
    ``not_cast``: only an object that wasn't cast ("if a nontoken creature would enter and it
    wasn't cast", 601.2i, 608.3): a spell cast resolving onto the battlefield is left alone.
    ``discarded_by_opponent``: only a discard by its owner that a spell or ability an
    opponent controls causes (Loxodon Smiter; 701.9a, ``ZoneMove.caused_by``).

    "If target creature would die this turn, exile it instead" is
    ``ZoneReplacement(from_zone=BATTLEFIELD, to_zone=GRAVEYARD, instead=EXILE)``
    on that creature until end of turn (CR 614.1a, 700.4).
    """

    from_zone: Zone | None = None
    to_zone: Zone | None = None
    instead: Zone | None = None
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    gain_control: bool = False
    shuffle: bool = False
    reveal: bool = False
    text: str = ""
    category: str = "other"
    not_cast: bool = False
    discarded_by_opponent: bool = False

    def matches(self, move: ZoneMove) -> bool:
        """Does this replacement apply to ``move`` (CR 614.1)?"""
        if self.from_zone is not None and move.obj.zone is not self.from_zone:
            return False
        if self.not_cast and was_cast(move.obj):
            return False
        if self.discarded_by_opponent and not (
                move.cause == "discard" and move.caused_by is not None
                and move.caused_by != move.obj.owner):
            return False  # CR 701.9a: a discard a spell or ability of an opponent caused
        return self.to_zone is None or move.to_zone is self.to_zone

    def describe(self) -> str:
        """What the replacement does, in words, for the explain log."""
        return self.text or "replacement effect"


@frozen
class RegenerationShield(ZoneReplacement):
    """"Regenerate [permanent]" (CR 701.19a): the next time it would be destroyed this turn,
    instead all damage marked on it is removed, it is tapped and removed from combat.

    It replaces only destruction (a destroy effect, lethal or deathtouch damage, 704.5g-h),
    never a sacrifice or toughness 0 (704.5f), and not a destruction that says the permanent
    "can't be regenerated" (701.19c). The shield is used up when it applies."""

    from_zone: Zone | None = Zone.BATTLEFIELD
    to_zone: Zone | None = Zone.GRAVEYARD
    instead: Zone | None = Zone.BATTLEFIELD
    text: str = "regeneration shield"

    def matches(self, move: ZoneMove) -> bool:
        return (move.cause == "destroy" and move.obj.zone is Zone.BATTLEFIELD
                and move.to_zone is Zone.GRAVEYARD and CANT_BE_REGENERATED not in move.note)


def was_cast(obj: GameObject) -> bool:
    """Is ``obj`` a spell that was cast (CR 601.2i), not a copy put onto the stack (707.10)?"""
    return obj.zone is Zone.STACK and obj.spell is not None and not obj.spell.is_copy


#: The note a destruction carries when the permanent "can't be regenerated" (CR 701.19c).
CANT_BE_REGENERATED = "can't be regenerated (701.19c)"
#: The tag of a permanent that "can't be regenerated this turn": the turn's number (701.19c).
NO_REGENERATION_TURN = "no_regeneration_turn"


def exile_instead(key: str, text: str, rule: str = "614.1a") -> Replacement:
    """"Exile it instead of putting it anywhere else" (flashback, 702.34a)."""
    return Replacement(
        key=key, text=text, rule=rule, apply=lambda m: m.replace(to_zone=Zone.EXILE)
    )


def enters_with_counters(key: str, text: str, counters: tuple[tuple[str, int], ...],
                         rule: str = "614.1c") -> Replacement:
    """"[It] enters with [counters] on it" (CR 614.1c, 122.6): the counters added to the
    move (escape's 702.138c, kicker's 702.33d)."""
    return Replacement(key=key, text=text, rule=rule,
                       apply=lambda m: m.replace(counters=m.counters + counters))


#: The kind of counter of "enter with an additional +1/+1 counter" (:func:`may_enter_with_counter`).
PLUS_ONE = "+1/+1"


def may_enter_with_counter(game: Game, move: ZoneMove, keyword: str, *, text: str,
                           prompt_note: str, rule: str, declined: Callable[[ZoneMove], ZoneMove],
                           as_it_would_exist: bool = False) -> list[Replacement]:
    """"You may have this permanent enter with an additional +1/+1 counter on it" (CR 614.1c,
    614.12, 122.6): one replacement per instance of ``keyword`` of the permanent ``move``
    would put onto the battlefield (each instance its own choice: riot 702.136b). The
    instances are those printed on the card that it would still have on the battlefield
    (614.12, ``game.entering_abilities``: an effect that exists may take them away), or,
    with ``as_it_would_exist``, those of the permanent as it would exist on the battlefield,
    granted ones included (``game.entering_chars``). A face-down spell has none (708.2a,
    708.4).

    As it applies, the player it would enter under the control of ("you", its owner when
    none is given) answers a decision of kind ``"may"`` ("[Keyword]: have [it] enter with
    an additional +1/+1 counter on it ([prompt_note])?"). "yes": the counter is added to the
    move and the log says so with ``rule``; "no": ``declined(move)`` is the move (what the
    keyword does then, and its log line: riot's haste, 702.136a). ``text`` is each
    replacement's description, its key ``"[keyword]:[object id]:[index of the ability]"``.
    """
    obj = move.obj
    if obj.zone is Zone.STACK and obj.tags.get(FACE_DOWN):
        return []  # CR 708.4, 708.2a: a face-down spell enters face down, with no text
    if as_it_would_exist:
        abilities = game.entering_chars(move).abilities
    elif any(isinstance(a, KeywordAbility) and a.keyword == keyword
             for a in obj.card.abilities):
        # CR 614.12: a printed one counts only if it would have it on the battlefield
        abilities = game.entering_abilities(move)
    else:
        return []

    def apply(m: ZoneMove) -> ZoneMove:
        # "you" is the player it would enter under the control of (614.12)
        player = m.controller if m.controller is not None else m.obj.owner
        (answer,) = game.decide(kind="may", player=player,
                                prompt=f"{keyword.capitalize()}: have {m.obj} enter with an "
                                       f"additional +1/+1 counter on it ({prompt_note})?",
                                options=("yes", "no"), rule=rule)
        if answer != "yes":
            return declined(m)
        game.log_event("effect", f"{keyword}: {m.obj} enters with an additional +1/+1 counter",
                       rule=rule, source=m.obj.id)
        return m.replace(counters=(*m.counters, (PLUS_ONE, 1)))

    return [Replacement(key=f"{keyword}:{obj.id}:{i}", text=text, apply=apply, rule=rule)
            for i, ability in enumerate(abilities)
            if isinstance(ability, KeywordAbility) and ability.keyword == keyword]


def each_instance_as_it_enters(game: Game, move: ZoneMove, kind: type[K], *, rule: str,
                               text: Callable[[K], str],
                               apply: Callable[[K, Characteristics],
                                               Callable[[ZoneMove], ZoneMove]],
                               ) -> list[Replacement]:
    """A keyword that is "a replacement as [this permanent] enters" (CR 614.1c, 614.12):
    one replacement per instance of ``kind`` of the permanent ``move`` would put onto the
    battlefield, as it would exist there (``game.entering_chars``; each instance applies on
    its own: amplify 702.38b, devour 702.82a). Only a card with such an instance printed
    has any (a granted one is not read), and a face-down spell has none (708.2a, 708.4).

    Each replacement's key is ``"[keyword]:[object id]:[index of the ability]"``, its
    description ``text(ability)``, and it applies ``apply(ability, characteristics)``, the
    characteristics being those it would have on the battlefield; ``rule`` is cited.
    """
    obj = move.obj
    if obj.zone is Zone.STACK and obj.tags.get(FACE_DOWN):
        return []  # CR 708.4, 708.2a: a face-down spell enters face down, with no text
    if not any(isinstance(a, kind) for a in obj.card.abilities):
        return []  # cheap first: none printed (a granted instance is not read)
    entering = game.entering_chars(move)
    return [Replacement(key=f"{ability.keyword}:{obj.id}:{i}", text=text(ability),
                        apply=apply(ability, entering), rule=rule)
            for i, ability in enumerate(entering.abilities) if isinstance(ability, kind)]
