"""Zone changes and the replacement effects that modify them (CR 400.7, 614, 616).

Every object that changes zones goes through ``Game.move``, which calls
:func:`apply_replacements` here: the last known information of the object is
taken first (CR 603.10a, 608.2h), then every applicable replacement effect
is asked (abilities of the object itself such as "enters with", continuous
effects of resolved spells and static abilities (:class:`ZoneReplacement`),
and the ``manastack_replace_zone_change`` hook). When several apply, the
affected object's controller, or its owner if it has none, chooses which
applies first, in the order of CR 616.1a-e; each applies at most once to an
event (614.5), and the modified event is checked again (616.1f). Then the
game makes the new object (400.7) and records the event that triggers see.

:func:`simultaneously` groups zone changes that happen at the same time
(destroying all creatures, state-based actions): leaves-the-battlefield
abilities of every object of the group look back in time and see the others
(603.10a), and each object entering sees the others enter (603.6a).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.layers import RuleModification
from manastack.objects import Card, Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.layers import ContinuousEffect, LayerResult

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
    """

    obj: GameObject
    to_zone: Zone
    cause: str = "effect"
    controller: int | None = None  # on the battlefield: under whose control (default owner)
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    position: str = "top"  # in a library: "top", "bottom", "random"
    applied: frozenset[str] = frozenset()  # CR 614.5: each replacement once per event
    note: str = ""
    lki: Characteristics | None = field(default=None, eq=False)
    lki_controller: int | None = None
    lki_copiable: Card | None = field(default=None, eq=False)

    @property
    def from_zone(self) -> Zone:
        return self.obj.zone

    @property
    def dies(self) -> bool:
        """CR 700.4: put into a graveyard from the battlefield."""
        return self.obj.zone is Zone.BATTLEFIELD and self.to_zone is Zone.GRAVEYARD

    def replace(self, **changes: Any) -> ZoneMove:
        return attrs.evolve(self, **changes)


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


@frozen
class ZoneReplacement(RuleModification):
    """A replacement effect on zone changes carried by a continuous effect (CR 614).

    The effect's objects (or filter, for a static ability) say which objects
    it watches. It applies to a move from ``from_zone`` (``None``: anywhere)
    to ``to_zone`` (``None``: anywhere); the object goes to ``instead``
    instead, or enters ``tapped``, or with ``counters``, or under the effect
    controller's control (``gain_control``).

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
    text: str = ""
    category: str = "other"

    def matches(self, move: ZoneMove) -> bool:
        if self.from_zone is not None and move.obj.zone is not self.from_zone:
            return False
        return self.to_zone is None or move.to_zone is self.to_zone

    def describe(self) -> str:
        return self.text or "replacement effect"


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


def _effect_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """Replacement effects of continuous effects and static abilities (CR 614.1, 611)."""
    from manastack.layers import current

    out: list[Replacement] = []
    subject = move.obj
    entering = move.to_zone is Zone.BATTLEFIELD and subject.zone is not Zone.BATTLEFIELD
    if entering:  # CR 614.12: the permanent as it would exist on the battlefield
        subject = subject.replace(zone=Zone.BATTLEFIELD,
                                  controller=move.controller if move.controller is not None
                                  else subject.owner)
    for effect, part in current(game).rules_of(ZoneReplacement, game, subject,
                                               entering=entering):
        if not part.matches(move):
            continue
        key = (f"effect:{effect.id}:{part.text}" if effect.id
               else f"static:{effect.source}:{effect.text}:{part.text}")
        out.append(Replacement(key=key, text=part.text or effect.text,
                               apply=_applier(part, effect), rule="614.1",
                               controller=effect.controller, category=part.category))
    return out


def _applier(part: ZoneReplacement, effect: ContinuousEffect) -> Callable[[ZoneMove], ZoneMove]:
    def apply(move: ZoneMove) -> ZoneMove:
        changes: dict[str, Any] = {}
        if part.instead is not None:
            changes["to_zone"] = part.instead
        if part.tapped:
            changes["tapped"] = True
        if part.counters:
            changes["counters"] = move.counters + part.counters
        if part.gain_control:
            changes["controller"] = effect.controller
        return move.replace(**changes)

    return apply


def collect_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """Every replacement effect that applies to ``move`` and has not applied yet."""
    found: list[Replacement] = []
    for source in game.replacement_sources:
        found.extend(source(game, move))
    found.extend(_effect_replacements(game, move))
    if game.rules.ruleset.has_impls("manastack_replace_zone_change"):
        for result in game.rules.ruleset.call("manastack_replace_zone_change", game=game, move=move):
            found.extend(result)
    return [r for r in found if r.key not in move.applied]


def affected_player(game: Game, move: ZoneMove) -> int:
    """CR 616.1: the affected object's controller, or its owner if it has no controller
    (only permanents, spells and abilities have controllers, 108.4)."""
    obj = move.obj
    if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and game.find(obj.id) is not None:
        return game.controller(obj.id)
    return obj.owner


def apply_replacements(game: Game, move: ZoneMove) -> ZoneMove:
    """CR 616.1: while any replacement applies, the affected player picks one and applies it.

    Before anything, the moving object's last known information is kept on the
    move (its characteristics and controller as it was, CR 603.10a, 608.2h)."""
    obj = move.obj
    if move.lki is None and obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and \
            game.find(obj.id) is not None:
        from manastack.layers import copiable_values

        move = move.replace(lki=game.chars(obj.id), lki_controller=game.controller(obj.id),
                            lki_copiable=copiable_values(game, obj.id))
    while True:
        options = collect_replacements(game, move)
        if not options:
            return move
        for category in CATEGORIES:  # CR 616.1a-e
            first = [r for r in options if r.category == category]
            if first:
                options = first
                break
        if len(options) == 1:
            chosen = options[0]
        else:
            chooser = affected_player(game, move)
            keys = tuple(r.key for r in options)
            answer = game.decide(
                kind="replacement_order",
                player=chooser,
                prompt=f"Which replacement applies first to {move.obj}?",
                options=keys,
                labels=tuple(r.text for r in options),
                rule="616.1",
            )
            chosen = next(r for r in options if r.key == answer[0])
        before = move.to_zone
        move = chosen.apply(move).replace(applied=move.applied | {chosen.key})  # CR 614.5
        game.log_event(
            "replacement",
            f"{chosen.text}: {move.obj} goes to {move.to_zone} instead of {before}"
            if move.to_zone != before
            else chosen.text,
            rule=chosen.rule,
        )


# --------------------------------------------------------------------------
# Simultaneous zone changes (CR 603.6a, 603.10a, 704.3)
# --------------------------------------------------------------------------


class Batch:
    """Zone changes happening at the same time: the game as it was just before
    (``result``, the layer pass), who already left, who entered."""

    __slots__ = ("entered", "left", "result")

    def __init__(self) -> None:
        self.left: list[tuple[GameObject, Characteristics | None, int | None]] = []
        self.entered: list[dict[str, Any]] = []
        self.result: LayerResult | None = None


@contextmanager
def simultaneously(game: Game) -> Iterator[Batch]:
    """Make the zone changes (and damage) done inside the block one simultaneous event.

    While the block runs, characteristics are those of the game just before
    the event: "destroy all creatures" checks each creature's indestructible
    as it was, a creature's last known information includes the effects of
    others leaving with it, and replacement effects are those that existed.
    Leaves-the-battlefield abilities of objects that left in the block look
    back and trigger on the others leaving (603.10a); "enters" events are
    fired once every object has moved, so each newcomer sees the others
    (603.6a). Nested blocks join the outer one."""
    from manastack import layers, triggers

    outer: Batch | None = getattr(game, "_zone_batch", None)
    if outer is not None:
        yield outer
        return
    batch = Batch()
    batch.result = layers.current(game)
    game._zone_batch = batch  # type: ignore[attr-defined]
    try:
        yield batch
    finally:
        game._zone_batch = None  # type: ignore[attr-defined]
    if game.state.effects:
        layers.expire(game)  # CR 611.2b: durations that the event ended
    for data in batch.entered:
        triggers.fire(game, "enters", **data)


def current_batch(game: Game) -> Batch | None:
    batch: Batch | None = getattr(game, "_zone_batch", None)
    return batch

