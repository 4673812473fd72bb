"""Triggered abilities as values (CR 603): trigger conditions, abilities waiting to be put on the
stack (603.3), delayed triggered abilities (603.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from manastack.model.continuous import RuleModification
from manastack.model.objects import Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from manastack.engine.game import Game
    from manastack.model.abilities import Mode, TriggeredAbility
    from manastack.model.filters import ObjectFilter
    from manastack.model.turns import Step


#: Events that only a permanent leaving the battlefield can cause (603.6c, 603.10a).
LEAVE_EVENTS = frozenset({"dies", "leaves", "exiled", "put_into_graveyard"})


#: Zone-change events (CR 603.6): their ``obj`` is the object in the zone it went to.
ZONE_EVENTS = LEAVE_EVENTS | {"enters"}

#: The event of a state trigger (CR 603.8): never fired, its condition is a state of the
#: game (the trigger condition's ``predicate``), looked at whenever a player would receive
#: priority (``manastack.engine.triggers.check_state_triggers``).
STATE_EVENT = "state"


@frozen
class TriggerCondition:
    """When a triggered ability triggers (CR 603.1-603.2).

    ``event``: ``"enters"``, ``"dies"``, ``"leaves"``, ``"exiled"``, ``"cast"``,
    ``"attacks"``, ``"step_begins"``, ``"draw"``, ``"discard"``, or a
    plugin's own event name (earthbend fires ``"earthbend"``).
    ``self_only``: the object must be the ability's source ("When this
    creature enters"). ``filter``: which objects ("Whenever a creature you
    control dies"). ``or_self``: the source itself triggers it too, whatever ``filter``
    says of it ("Whenever ~ or another black creature you control enters": the card even
    if it is no longer black). ``whose``: ``"you"``/``"opponent"``/``None`` for the player
    of the event ("at the beginning of your upkeep", "whenever you cast").
    ``predicate(game, source, data)`` may refine further. ``intervening_if(game, source)``
    is an intervening "if" clause (603.4): checked when the event happens and on resolution.
    ``intervening_if_event(game, source, data)`` is an intervening "if" that also reads the
    event (603.4): "if that creature's power is greater than this creature's" (evolve,
    702.100a) compares the object of the event with the source. It is checked with the
    event's ``data`` when the event happens (the ability doesn't trigger if false) and again
    with the same ``data`` (``ctx.event``) as the ability resolves (it does nothing if
    false); the condition itself looks at the objects as they are then (or as they last
    were, 608.2h). Both conditions may be given: both must be true.

    ``data`` is what the event says (:func:`manastack.api.fire_event`): ``obj`` (the
    object's id: the spell for ``"cast"``, the new object for ``"enters"``), ``old``
    and ``old_obj`` (what left a zone, as it last was), ``player``, ``step``,
    ``spells_before`` for ``"cast"`` (how many other spells were cast before it this turn,
    702.40a), ``cast_this_turn`` for ``"cast"`` (how many spells its caster has cast this
    turn, it included: "your second spell each turn"), ``drawn_this_turn`` for ``"draw"``
    (how many cards the player has drawn this turn, it included, 121.1), ``ability`` and
    ``discarded`` for ``"activate"`` (the activated ability, and what each card discarded to
    pay its cost became where it went: "When you cycle this card", 702.29c), ``x`` for
    ``"activate"`` (the X announced for its cost, 107.3a: that trigger's X), and a plugin
    event's own keys. A plugin keyword that is a triggered ability (prowess,
    CR 702.108a) reads its definition with the card's builder (:class:`KeywordDef`
    ``with_builder``) and returns it as a :class:`KeywordTrigger`. "When you cast this
    spell" (``event="cast"``, ``self_only=True``) triggers from the stack as the spell
    becomes cast (113.6k, 601.2i): the trigger of a storm- or cascade-like keyword. The
    resolving ability's :class:`Context` has the event in ``ctx.event``.
    """

    event: str
    self_only: bool = False
    filter: ObjectFilter | None = None
    whose: str | None = None
    step: Step | None = None
    predicate: Callable[[Game, GameObject, Mapping[str, Any]], bool] | None = field(
        default=None, eq=False, repr=False
    )
    intervening_if: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False, repr=False)
    text: str = ""
    intervening_if_event: Callable[[Game, GameObject, Mapping[str, Any]], bool] | None = field(
        default=None, eq=False, repr=False)
    or_self: bool = False

    def matches(self, game: Game, source: GameObject, data: Mapping[str, Any],
                controller: int | None = None) -> bool:
        """Does the event ``data`` satisfy this trigger condition of ``source`` (CR 603.2)?"""
        if self.step is not None and data.get("step") is not self.step:
            return False
        you = source.controller if controller is None else controller
        player = data.get("player")
        if self.whose == "you" and player != you:
            return False
        if self.whose == "opponent" and (player is None or player == you):
            return False
        obj_id = data.get("obj")
        old: GameObject | None = data.get("old_obj")
        if self.event not in LEAVE_EVENTS and obj_id is not None:
            old = None  # the event is about the new object ("enters"), not what it was
        if self.self_only:
            ids = {obj_id, data.get("old")}
            if source.id not in ids:
                return False
        # CR 603.2: "~ or another [filter]" names the source apart from the filter
        is_self = self.or_self and source.id in (obj_id, data.get("old"))
        if self.filter is not None and not is_self:
            new = game.find(obj_id) if isinstance(obj_id, int) else None
            # CR 603.10a: leaving the battlefield looks back in time; otherwise (entering,
            # say) the event is about the object as it is now, not the card it was
            looks_back = old is not None and (old.zone is Zone.BATTLEFIELD or new is None)
            subject = old if looks_back else new
            if subject is None:
                return False
            ch: Characteristics | None = data.get("old_chars") if looks_back else None
            if ch is None:
                ch = game.chars(subject.id) if game.find(subject.id) is not None else \
                    game.rules.printed(subject.card)
            if looks_back and data.get("old_controller") is not None:
                subject = subject.replace(controller=data["old_controller"])
            if not self.filter.matches_chars(game, subject, ch, player=you, source=source.id):
                return False
        return self.predicate is None or self.predicate(game, source, data)


@frozen
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3).

    ``expected`` lists objects the ability acts on ("it") with the zone each
    is expected to be in when it resolves (603.6c, 603.7c). ``intervening_if`` and
    ``intervening_if_event`` are the trigger condition's, checked again as it resolves
    (603.4), the latter with ``event``."""

    source: int
    source_lki: GameObject
    controller: int
    effect: Mode
    text: str
    event: Mapping[str, Any] = field(factory=dict)
    optional: bool = False
    intervening_if: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False, repr=False)
    delayed: bool = False
    order: int = 0
    expected: tuple[tuple[int, Zone], ...] | None = None
    ability: TriggeredAbility | None = field(default=None, eq=False, repr=False)
    intervening_if_event: Callable[[Game, GameObject, Mapping[str, Any]], bool] | None = field(
        default=None, eq=False, repr=False)


@frozen
class SourcelessTrigger:
    """A triggered ability with no source, controlled by a player (CR 724.2: the monarch's
    two inherent triggered abilities, an exception to 113.8).

    ``name`` is what the ability belongs to (a player designation: ``"the monarch"``), shown
    in the log and the view; ``controller`` the player who controls it when it triggers;
    ``rule`` the rule the log line cites; ``passes_on`` the rule by which, as its controller
    leaves the game, the active player (or the next player in turn order still in the game)
    gets it (724.4, 725.4), ``""`` if it ends with them; ``passed_event`` the event fired
    (``player``: who gets it, ``previous``: who left) as it is passed on so (725.4: the active
    player *takes* the initiative, which triggers), ``""`` for none. Kept in
    ``state.sourceless`` and looked at by :func:`~manastack.api.fire_event` like a
    permanent's ability (603.2); on the stack its source is ``0`` and its last known source an
    object named ``name`` (no characteristics)."""

    name: str
    controller: int
    ability: TriggeredAbility
    rule: str = "603.2"
    passes_on: str = ""
    passed_event: str = ""


@frozen
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7): created by an effect, triggers once (603.7b).

    ``event`` (and ``events``, more events it triggers on, still only once,
    603.7b): for ``"dies"``/``"exiled"``/``"leaves"`` it triggers when one of
    ``objects`` leaves the battlefield that way ("when that permanent dies or
    is put into exile"), then acts on the object it became, looked for only
    in the zone it went to (603.6c); for ``"step_begins"`` at the beginning of
    the next ``step`` (any of them if a tuple: "your next main phase", 505.1) (of
    ``player``'s turn if set), acting on ``objects``
    only if each is still in the zone it was in when the delayed ability was
    created (603.7c, SEED-27). ``turn``: "when that creature dies this turn", it
    triggers only during that turn and is gone after it. ``condition``: for an event about
    no object it was told of ("when you next cast an instant or sorcery spell this turn",
    603.7a), the trigger condition the event must satisfy (as a triggered ability's, 603.2),
    its controller being "you"; it then acts on the event's object (603.7c). ``repeats``:
    with a stated duration ("this turn") it triggers every time until then (603.7b).
    """

    id: int
    event: str
    effect: Mode
    controller: int
    objects: tuple[int, ...] = ()
    source: int | None = None
    step: Any = None
    text: str = ""
    events: tuple[str, ...] = ()
    expected: tuple[tuple[int, Zone], ...] = ()
    source_lki: GameObject | None = field(default=None, eq=False)
    player: int | None = None
    turn: int | None = None
    condition: TriggerCondition | None = None
    #: "Whenever a creature blocks this turn": a stated duration, so it triggers each time
    #: until the turn ends, not once (CR 603.7b)
    repeats: bool = False
    #: an amount counted as it was created (CR 608.2h; Mana Drain's "that spell's mana
    #: value"), the ``"amount"`` of the event it triggers on (603.7c)
    noted: int | None = None

    @property
    def all_events(self) -> tuple[str, ...]:
        """Every event the delayed trigger watches, its first event first."""
        return (self.event, *(e for e in self.events if e != self.event))


@frozen
class AdditionalTriggers(RuleModification):
    """"If an artifact or creature entering causes a triggered ability of a permanent you
    control to trigger, that ability triggers an additional time" (Panharmonicon), "If a
    triggered ability of a legendary creature you control triggers, ..." (Annie Joins Up): the
    abilities of permanents matching ``of`` (controlled by the effect's controller) trigger
    ``times`` more times (CR 603.2d). ``event``: only when that event caused it
    (``"enters"``, ``"dies"``, ``"attacks"``: 508.3a, 508.3d), the object entering, dying or
    attacking matching ``cause`` (any if None);
    None: whatever the event. Delayed and reflexive triggers are not the object's (603.2d)."""

    of: ObjectFilter
    event: str | None = None
    cause: ObjectFilter | None = None
    times: int = 1
    #: "a legendary permanent or an artifact": the object may match this instead of ``cause``
    #: (``event`` ``"enters"`` or ``"leaves"``: the battlefield, 603.6a, 603.6c)
    or_cause: ObjectFilter | None = None
    text: str = ""

    @property
    def causes(self) -> tuple[ObjectFilter, ...]:
        """The filters an object causing the event may match (none: any object)."""
        return tuple(c for c in (self.cause, self.or_cause) if c is not None)

    def describe(self) -> str:
        return self.text or "triggers an additional time"
