"""Triggered abilities (CR 603), delayed triggered abilities (603.7), and the
replacement effects printed on cards ("enters with", 614.1c-d).

Game events call :func:`fire`; abilities whose trigger condition matches wait
in ``state.pending_triggers`` and are put on the stack the next time a player
would receive priority (603.3), active player's first (APNAP, 603.3b), each
controller ordering their own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.abilities import EntersWith, Mode, TriggeredAbility
from manastack.objects import GameObject, Zone

if TYPE_CHECKING:
    from manastack.filters import ObjectFilter
    from manastack.game import Game
    from manastack.turns import Step
    from manastack.zones import Replacement, ZoneMove


@frozen
class TriggerCondition:
    """When a triggered ability triggers (CR 603.1-603.2).

    ``event``: ``"enters"``, ``"dies"``, ``"leaves"``, ``"exiled"``, ``"cast"``,
    ``"attacks"``, ``"step_begins"``, ``"draw"``, ``"discard"``, or a
    plugin's own event name (earthbend fires ``"earthbend"``).
    ``self_only``: the object must be the ability's source ("When this
    creature enters"). ``filter``: which objects ("Whenever a creature you
    control dies"). ``whose``: ``"you"``/``"opponent"``/``None`` for the player
    of the event ("at the beginning of your upkeep", "whenever you cast").
    ``predicate`` may refine further.
    """

    event: str
    self_only: bool = False
    filter: ObjectFilter | None = None
    whose: str | None = None
    step: Step | None = None
    predicate: Callable[[Game, GameObject, Mapping[str, Any]], bool] | None = field(
        default=None, eq=False
    )
    intervening_if: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False)
    text: str = ""

    def matches(self, game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        if self.step is not None and data.get("step") is not self.step:
            return False
        player = data.get("player")
        if self.whose == "you" and player != source.controller:
            return False
        if self.whose == "opponent" and (player is None or player == source.controller):
            return False
        obj_id = data.get("obj")
        old: GameObject | None = data.get("old_obj")
        if self.self_only:
            ids = {obj_id, data.get("old")}
            if source.id not in ids:
                return False
        if self.filter is not None:
            new = game.find(obj_id) if isinstance(obj_id, int) else None
            # CR 603.10a: leaving the battlefield looks back in time; otherwise (entering,
            # say) the event is about the object as it is now, not the card it was
            looks_back = old is not None and (old.zone is Zone.BATTLEFIELD or new is None)
            subject = old if looks_back else new
            if subject is None:
                return False
            ch = data.get("old_chars") if looks_back else None
            if ch is None:
                try:
                    ch = game.chars(subject.id)
                except Exception:
                    from manastack.objects import Characteristics

                    ch = Characteristics.printed(subject.card)
            if not self.filter.matches_chars(game, subject, ch, player=source.controller,
                                             source=source.id):
                return False
        return self.predicate is None or self.predicate(game, source, data)


@frozen
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    source: int
    source_lki: GameObject
    controller: int
    effect: Mode
    text: str
    event: Mapping[str, Any] = field(factory=dict)
    optional: bool = False
    intervening_if: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False)
    delayed: bool = False
    order: int = 0


@frozen
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7): created by an effect, triggers once.

    ``objects`` are the objects it is about; for ``"dies"``/``"exiled"``/``"leaves"``
    events it triggers when one of them leaves the battlefield that way; for
    ``"step_begins"`` at the beginning of ``step`` (the next one). ``events``
    names more events it triggers on ("when that land dies or is put into
    exile"): still only once, on whichever happens first (603.7b).
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


# --------------------------------------------------------------------------
# Firing
# --------------------------------------------------------------------------


def _index(game: Game) -> dict[str, list[tuple[int, TriggeredAbility]]]:
    """Triggered abilities of permanents by event, cached per game state version."""
    cache = getattr(game, "_trigger_index", None)
    if cache is not None and cache[0] == game.state.version:
        return cache[1]  # type: ignore[no-any-return]
    index: dict[str, list[tuple[int, TriggeredAbility]]] = {}
    for obj in game.objects_in(Zone.BATTLEFIELD):
        for ability in game.chars(obj.id).abilities:
            if isinstance(ability, TriggeredAbility):
                index.setdefault(ability.trigger.event, []).append((obj.id, ability))
    game._trigger_index = (game.state.version, index)  # type: ignore[attr-defined]
    return index


def fire(game: Game, event: str, **data: Any) -> None:
    """Something happened: queue every ability that triggers on it (CR 603.2)."""
    index = _index(game)
    found = index.get(event)
    extra: list[tuple[GameObject, TriggeredAbility]] = []
    old = data.get("old_obj")
    if isinstance(old, GameObject) and old.zone is Zone.BATTLEFIELD:
        # CR 603.10a: leaves-the-battlefield abilities look back in time
        for ability in old.card.abilities:
            if isinstance(ability, TriggeredAbility) and ability.trigger.event == event:
                extra.append((old, ability))
    if found:
        for obj_id, ability in found:
            source = game.find(obj_id)
            if source is None or (isinstance(old, GameObject) and old.id == obj_id):
                continue
            _maybe_queue(game, source, ability, data)
    for source, ability in extra:
        _maybe_queue(game, source, ability, data)
    if game.state.delayed:
        _fire_delayed(game, event, data)


def _maybe_queue(
    game: Game, source: GameObject, ability: TriggeredAbility, data: Mapping[str, Any]
) -> None:
    if source.zone is Zone.BATTLEFIELD and game.find(source.id) is source:
        controller = game.controller(source.id)  # CR 613.1b: after control changes
        if controller != source.controller:
            source = source.replace(controller=controller)
    if not ability.trigger.matches(game, source, data):
        return
    if ability.trigger.intervening_if is not None and not ability.trigger.intervening_if(
        game, source
    ):
        return  # CR 603.4: the condition must be true when the event happens
    pending = PendingTrigger(
        source=source.id,
        source_lki=source,
        controller=source.controller,
        effect=ability.effect,
        text=ability.text,
        event=dict(data),
        optional=ability.optional,
        intervening_if=ability.trigger.intervening_if,
        order=len(game.state.pending_triggers),
    )
    game.state.pending_triggers = (*game.state.pending_triggers, pending)
    game._touch()
    game.log_event("trigger", f"{source.card.name} triggers: {ability.text}", rule="603.2")


def _fire_delayed(game: Game, event: str, data: Mapping[str, Any]) -> None:
    remaining = []
    fired = False
    for delayed in game.state.delayed:
        if _delayed_matches(delayed, event, data):
            fired = True
            lki = game.find(delayed.source) if delayed.source is not None else None
            if lki is None:
                lki = data.get("old_obj") if isinstance(data.get("old_obj"), GameObject) else None
            if lki is None:
                from manastack.objects import Card
                from manastack.typeline import TypeLine

                lki = GameObject(id=0, card=Card(name="delayed ability", type_line=TypeLine()),
                                 owner=delayed.controller, controller=delayed.controller,
                                 zone=Zone.COMMAND)
            pending = PendingTrigger(
                source=delayed.source or 0,
                source_lki=lki,
                controller=delayed.controller,
                effect=delayed.effect,
                text=delayed.text,
                event=dict(data),
                delayed=True,
                order=len(game.state.pending_triggers),
            )
            game.state.pending_triggers = (*game.state.pending_triggers, pending)
            game.log_event("trigger", f"delayed trigger: {delayed.text}", rule="603.7")
        else:
            remaining.append(delayed)
    if fired:
        game.state.delayed = tuple(remaining)  # CR 603.7c: a delayed trigger triggers once
        game._touch()


def _delayed_matches(delayed: DelayedTrigger, event: str, data: Mapping[str, Any]) -> bool:
    if delayed.event == "step_begins":
        return event == "step_begins" and data.get("step") is delayed.step
    if event != delayed.event and event not in delayed.events:
        return False
    return data.get("old") in delayed.objects or data.get("obj") in delayed.objects


def create_delayed(
    game: Game,
    *,
    event: str,
    effect: Mode,
    controller: int,
    objects: tuple[int, ...] = (),
    source: int | None = None,
    step: Any = None,
    text: str = "",
    events: tuple[str, ...] = (),
) -> DelayedTrigger:
    """Create a delayed triggered ability (CR 603.7a); ``events``: more events it
    triggers on, once in all (603.7b)."""
    from manastack.turns import Step

    if event == "step_begins" and step is None:
        step = Step.END
    delayed = DelayedTrigger(
        id=game.new_id(), event=event, effect=effect, controller=controller,
        objects=objects, source=source, step=step, text=text, events=tuple(events),
    )
    game.state.delayed = (*game.state.delayed, delayed)
    game._touch()
    game.log_event("delayed", f"delayed triggered ability created: {text}", rule="603.7a")
    return delayed


def zone_changed(game: Game, old: GameObject | None, new: GameObject | None,
                 move: ZoneMove | None) -> None:
    """Fire the zone-change events of CR 603.6 with last known information."""
    data: dict[str, Any] = {
        "obj": new.id if new is not None else None,
        "old": old.id if old is not None else None,
        "old_obj": old,
        "player": (new or old).controller if (new or old) is not None else None,  # type: ignore[union-attr]
        "cause": move.cause if move is not None else "",
    }
    if old is not None and old.zone is Zone.BATTLEFIELD:
        try:
            data["old_chars"] = game._layer.chars.get(old.id) if game._layer else None
        except AttributeError:  # pragma: no cover
            data["old_chars"] = None
    to = new.zone if new is not None else (move.to_zone if move is not None else None)
    if new is not None and new.zone is Zone.BATTLEFIELD:
        fire(game, "enters", **data)
    if old is not None and old.zone is Zone.BATTLEFIELD:
        was_creature = (data.get("old_chars") or game.rules.printed(old.card)).is_creature
        if to is Zone.GRAVEYARD and was_creature:
            fire(game, "dies", **data)  # CR 700.4
        if to is Zone.EXILE:
            fire(game, "exiled", **data)
        fire(game, "leaves", **data)
    elif to is Zone.EXILE:
        fire(game, "exiled", **data)
    if to is Zone.GRAVEYARD:
        fire(game, "put_into_graveyard", **data)


def tapped_for_mana(game: Game, player: int, source: int) -> None:
    """``player`` tapped ``source`` for mana (CR 106.12): triggered mana abilities of
    permanents they control resolve now, without the stack (605.1b, 605.4a)."""
    from manastack.abilities import TriggeredManaAbility
    from manastack.mana import Mana

    tapped = game.find(source)
    if tapped is None:
        return
    for obj in game.battlefield(player):
        for ability in game.chars(obj.id).abilities:
            if not isinstance(ability, TriggeredManaAbility):
                continue
            if not ability.filter.matches(game, tapped, player=player, source=obj.id):
                continue
            game.log_event("trigger", f"{obj.card.name} triggers: {ability.text}", rule="605.4a")
            game.add_mana(player, [Mana(c, source=obj.id) for c in ability.adds], rule="605.4a")


# --------------------------------------------------------------------------
# Putting triggers on the stack (CR 603.3)
# --------------------------------------------------------------------------


def put_on_stack(game: Game) -> bool:
    """Put waiting triggered abilities on the stack, APNAP (CR 603.3b). True if any."""
    from manastack import casting

    pending = game.state.pending_triggers
    if not pending:
        return False
    game.state.pending_triggers = ()
    game._touch()
    active = game.state.turn.active
    order = [active] + [p for p in range(len(game.players)) if p != active]
    put_any = False
    for player in order:
        mine = [t for t in pending if t.controller == player]
        if not mine:
            continue
        if len(mine) > 1:
            answer = game.decide(
                kind="order", player=player,
                prompt="Order your triggered abilities (first is put on the stack first)",
                options=tuple(range(len(mine))), labels=tuple(t.text for t in mine),
                min=len(mine), max=len(mine), rule="603.3b",
            )
            mine = [mine[i] for i in answer]
        for trig in mine:
            if trig.intervening_if is not None and not trig.intervening_if(game, trig.source_lki):
                game.log_event("trigger", f"{trig.text}: its condition is no longer true",
                               rule="603.4")
                continue
            if trig.optional:
                yes = game.decide(kind="optional_trigger", player=player,
                                  prompt=f"Use {trig.text}?", options=(True, False),
                                  labels=("yes", "no"), rule="603.5")
                if not yes[0]:
                    continue
            targets = []
            skipped = False
            for spec in trig.effect.targets:
                candidates = spec.candidates(game, player, trig.source)
                if len(candidates) < spec.min:
                    skipped = True  # CR 603.3d: no legal target, removed from the stack
                    break
                targets.append(casting._choose_one_target(
                    game, player, trig.source, spec, trig.source_lki.card.name))
            if skipped:
                game.log_event("trigger", f"{trig.text}: no legal target, removed",
                               rule="603.3d")
                continue
            casting.put_ability_on_stack(
                game,
                casting.StackAbility(
                    source=trig.source, source_lki=trig.source_lki, controller=player,
                    mode=trig.effect, targets=tuple(targets), kind="triggered",
                    event=trig.event, text=trig.text, delayed=trig.delayed,
                ),
            )
            put_any = True
    return put_any or bool(pending)


# --------------------------------------------------------------------------
# Replacement effects printed on cards (CR 614.1c-d, 614.12)
# --------------------------------------------------------------------------


def card_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """"Enters with N counters" / "enters tapped" of the entering object itself."""
    from manastack.zones import Replacement

    if move.to_zone is not Zone.BATTLEFIELD:
        return []
    out = []
    for i, ability in enumerate(move.obj.card.abilities):
        if isinstance(ability, EntersWith):
            if ability.unless is not None and ability.unless(game, move):
                continue  # CR 614.1d: "enters tapped unless ..." and the condition holds
            def apply(m: ZoneMove, ability: EntersWith = ability) -> ZoneMove:
                return m.replace(counters=m.counters + ability.counters,
                                 tapped=m.tapped or ability.tapped)

            out.append(Replacement(key=f"enters-with:{move.obj.id}:{i}",
                                   text=ability.text or "enters with", apply=apply,
                                   rule="614.1c"))
    return out


def evolve_pending(trigger: PendingTrigger, **changes: Any) -> PendingTrigger:
    return attrs.evolve(trigger, **changes)
