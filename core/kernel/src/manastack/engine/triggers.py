"""Triggered abilities (CR 603), delayed triggered abilities (603.7), and the
replacement effects printed on cards ("enters with", 614.1c-d).

Game events call :func:`fire_event`; abilities whose trigger condition matches wait
in ``state.pending_triggers`` and are put on the stack the next time a player
would receive priority (603.3), active player's first (APNAP, 603.3b), each
controller ordering their own.

Events and their data (plugins may fire their own):

- ``enters``, ``dies``, ``leaves``, ``exiled``, ``put_into_graveyard``,
  ``leaves_graveyard``: zone changes (603.6), with ``obj`` (the new object),
  ``old`` (the old id),
  ``old_obj`` and ``old_chars`` (last known information, 603.10a), ``cause``;
- ``attackers_declared`` (``player``, ``attackers``: "whenever you attack",
  508.3d) and ``player_attacked`` (``player``, ``defender``, ``attackers``:
  "whenever you attack a player", once per player attacked, 508.3e);
- ``cast`` (601.2i), ``activate``, ``attacks``, ``blocks``,
  ``becomes_blocked``, ``blocks_creature`` and ``blocked_by_creature`` (once per blocker
  and attacker it blocks, 509.3b, 509.3d: ``obj`` the blocker / the attacker, ``other``
  the attacker / the blocker), ``damage`` (``obj`` the source, ``recipient``,
  ``amount``, ``combat``), ``dealt_damage`` (once per source and damage event, 603.2c:
  ``obj`` the source, ``amount`` all it dealt, ``recipients``, ``combat``), ``draw``,
  ``discard``, ``counters_added``,
  ``tapped``, ``untapped``, ``tapped_for_mana`` (``obj`` the permanent, ``player`` who
  tapped it, ``produced`` the mana types made: 106.12, 605.1b), ``crews`` (``obj`` a
  creature tapped for a crew cost, ``vehicle`` the Vehicle, 702.122b), ``saddles`` (the
  same for a saddle cost, ``vehicle`` the Mount, 702.171c), ``gain_life`` and
  ``lose_life`` (``player``, ``amount``; ``gains_this_turn`` for ``gain_life``: 119.9;
  ``lose_life`` once per source of damage, ``life_loss_event`` once per life loss event,
  603.2c, with ``losses_this_turn``), ``step_begins`` (with ``step`` and ``player``);
- ``discards``, ``cards_leave_graveyard`` and ``tokens_enter``: once per event however many (CR
  603.2c, :func:`one_event`), with ``player``, ``objs``, ``olds`` and ``amount``;
  ``creatures_die`` the same, once per event whoever controlled them (``player`` None), with
  ``controllers`` (who controlled each of ``olds`` as it died, 603.10a);
  ``expend`` (``player``, ``before`` and ``after``: the mana they spent on spells this turn
  before and after paying a spell's cost, 700.14);
- ``land_played`` (``obj`` the land on the battlefield, ``player`` who played it, ``zone``
  the zone it was played from: 305.1, "whenever a player plays a land");
- ``becomes_target`` (``obj`` the permanent or card targeted, ``source`` the spell or
  ability on the stack, ``player`` its controller): fired by :func:`fire_targeted` as
  the targets of a spell or ability are chosen (601.2c, 602.2b, 603.3d); ``crime``
  (``player``, ``source``: 700.13) fired by it once when they include an opponent, what an
  opponent controls or a card in an opponent's graveyard.

Resolution-time checks are part of the ability put on the stack: an
intervening "if" is checked again as it resolves (603.4), "you may" is
chosen as it resolves (603.5), and an ability that acts on an object it was
told about acts only if the object is still in the zone it is expected in
(603.6c, 603.7c, SEED-27).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

import attrs

from manastack.engine import layers
from manastack.engine.layers import current, keep_with_pass
from manastack.model.abilities import Mode, TriggeredAbility, TriggeredManaAbility
from manastack.model.cards import COLORS
from manastack.model.continuous import EnteringTriggersNothing
from manastack.model.filters import CHOSEN_COLOR, kept_choice
from manastack.model.mana import Mana
from manastack.model.objects import Card, Characteristics, GameObject, PlayerRef, Zone
from manastack.model.triggers import (
    LEAVE_EVENTS,
    STATE_EVENT,
    ZONE_EVENTS,
    AdditionalTriggers,
    DelayedTrigger,
    PendingTrigger,
    SourcelessTrigger,
)
from manastack.model.turns import Step
from manastack.model.typeline import PERMANENT_TYPES, TypeLine

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Mapping

    from manastack.engine.game import Game
    from manastack.engine.layers import LayerResult
    from manastack.model.filters import ObjectFilter
    from manastack.model.replacements import ZoneMove
    from manastack.model.triggers import TriggerCondition


# --------------------------------------------------------------------------
# Firing
# --------------------------------------------------------------------------


#: The zones besides the battlefield a triggered ability may function in (113.6); an
#: emblem's abilities function in the command zone (114.4).
_OTHER_ZONES = (Zone.EXILE, Zone.GRAVEYARD, Zone.COMMAND)


#: Triggered abilities by event, with the id of the object that has each.
TriggerIndex = dict[str, list[tuple[int, TriggeredAbility]]]


def _index(game: Game) -> TriggerIndex:
    """Triggered abilities of permanents and of cards in other zones by event, kept with the
    layer pass it came from. The permanents' are a function of the pass alone: the same pass
    made again for the very same objects keeps them (``layers.keep_with_pass``); the other
    zones' are read again."""

    result = current(game)
    index: TriggerIndex | None = result.derived.get("triggers")
    if index is not None:
        return index
    index = result.kept.get("permanent triggers")
    if index is None:
        index = {}
        for obj in game.objects_in(Zone.BATTLEFIELD):
            ch = result.chars.get(obj.id)
            abilities = ch.abilities if ch is not None else game.chars(obj.id).abilities
            for ability in abilities:
                # CR 113.6m: one that functions only in a graveyard doesn't trigger from here
                if isinstance(ability, TriggeredAbility) and \
                        Zone.BATTLEFIELD.value in ability.zones:
                    index.setdefault(ability.trigger.event, []).append((obj.id, ability))
        keep_with_pass(game, result, "permanent triggers", index)
    # CR 113.6, 113.6j: a triggered ability that says it functions in exile or a graveyard
    # (suspend's, 702.62a) triggers from there; a printed one is looked for first: cheap,
    # and only in a zone holding a card with such an ability (State.offzone_abilities)
    objects = game.state.objects
    held = {objects[oid].zone for oid in game.state.offzone_abilities}
    if held and not held.isdisjoint(_OTHER_ZONES):
        index = {event: list(found) for event, found in index.items()}  # the pass's stays
    for zone in _OTHER_ZONES:
        if zone not in held:
            continue
        for obj in game.objects_in(zone):
            if not any(isinstance(a, TriggeredAbility) and zone.value in a.zones
                       for a in obj.card.abilities):
                continue
            for ability in game.chars(obj.id).abilities:
                if isinstance(ability, TriggeredAbility) and zone.value in ability.zones:
                    index.setdefault(ability.trigger.event, []).append((obj.id, ability))
    result.derived["triggers"] = index
    return index


def listening(game: Game, event: str) -> bool:
    """Whether a permanent's triggered ability (CR 603.2), or one with no source (724.2),
    waits for ``event`` now."""
    return bool(_index(game).get(event)) or any(
        t.ability.trigger.event == event for t in game.state.sourceless)


def fire_event(game: Game, event: str, **data: Any) -> None:
    """Something happened: queue every ability that triggers on it (CR 603.2).

    Leaves-the-battlefield abilities look back in time (603.10a): the
    abilities the object had as it left (its last known information) are
    checked, as are those of objects that left at the same time."""
    index = _index(game)
    found = index.get(event)
    # the object that left is looked at only by matched or leaves-the-battlefield abilities
    old = data.get("old_obj") if found or event in LEAVE_EVENTS else None
    if found:
        for obj_id, ability in found:
            source = game.find(obj_id)
            if source is None or (isinstance(old, GameObject) and old.id == obj_id):
                continue
            _maybe_queue(game, source, ability, data, game.controller(obj_id))
    if event == "put_into_graveyard" and game._zone_batch is not None:
        _fire_arrived_in_graveyard(game, data, found)
    if game.state.sourceless:
        _fire_sourceless(game, event, data)
    if event == "cast":
        _fire_spell_cast(game, data)
    if event in LEAVE_EVENTS:
        look_back: list[tuple[GameObject, Characteristics | None, int | None]] = []
        if isinstance(old, GameObject) and old.zone is Zone.BATTLEFIELD:
            look_back.append((old, data.get("old_chars"), data.get("old_controller")))

        batch = current_batch(game)
        if batch is not None:
            for gone, chars, controller in batch.left:
                if not (isinstance(old, GameObject) and gone.id == old.id):
                    look_back.append((gone, chars, controller))
        for gone, chars, controller in look_back:
            abilities = chars.abilities if chars is not None else gone.card.abilities
            for had in abilities:
                if isinstance(had, TriggeredAbility) and had.trigger.event == event:
                    _maybe_queue(game, gone, had, data,
                                 gone.controller if controller is None else controller)
    if game.state.delayed:
        _fire_delayed(game, event, data)


def _fire_arrived_in_graveyard(game: Game, data: Mapping[str, Any],
                               found: list[tuple[int, TriggeredAbility]] | None) -> None:
    """CR 113.6k, 603.6c: "When ~ is put into a graveyard from anywhere" triggers from the
    graveyard the card went to; during a simultaneous event the index is the game's before
    it (603.10a), without the card there, so its own ability is looked at here."""
    obj_id = data.get("obj")
    new = game.find(obj_id) if isinstance(obj_id, int) else None
    if new is None or new.zone is not Zone.GRAVEYARD or (
            found and any(i == new.id for i, _ in found)):
        return
    for ability in new.card.abilities:
        if isinstance(ability, TriggeredAbility) and Zone.GRAVEYARD.value in ability.zones \
                and ability.trigger.event == "put_into_graveyard":
            _maybe_queue(game, new, ability, data, new.controller)


def fire_looking_back(game: Game, event: str,
                      had: Iterable[tuple[GameObject, TriggeredAbility, int]],
                      **data: Any) -> None:
    """CR 603.10b-g: an event whose abilities look back in time (a permanent phasing out):
    ``had`` holds each object as it was just before the event, with a triggered ability it
    had then and its controller then; each one the event matches triggers."""
    for obj, ability, controller in had:
        if ability.trigger.event == event:
            _maybe_queue(game, obj, ability, data, controller, rule="603.10b")


def check_state_triggers(game: Game) -> None:
    """CR 603.8: each state-triggered ability of a permanent triggers when its state holds,
    unless it has triggered and not yet left the stack (waiting to be put on it, or on it).
    Checked each time a player would receive priority, after state-based actions (117.5):
    a look-up in the index kept with the layer pass when no permanent has one."""
    found = _index(game).get(STATE_EVENT)
    if not found:
        return
    waiting = {(t.source, t.text) for t in game.state.pending_triggers}
    for obj in game.stack():
        item = obj.tags.get("ability")
        if item is not None and item.kind == "triggered":
            waiting.add((item.source, item.text))
    for obj_id, ability in found:
        source = game.find(obj_id)
        if source is None or (obj_id, ability.text) in waiting:
            continue  # CR 603.8: it doesn't trigger again until it has left the stack
        _maybe_queue(game, source, ability, {}, game.controller(obj_id), rule="603.8")


def fire_targeted(game: Game, targets: tuple[tuple[Any, ...], ...], source: int,
                  controller: int, *, crime: bool = True) -> None:
    """CR 601.2c, 602.2b, 603.3d: each object chosen as a target of the spell or ability
    ``source`` becomes its target; "becomes the target" abilities trigger then, once per
    object even if it is chosen for several instances of "target" (603.2, 115.1). The event
    tells how many times this turn the object became a target, of anyone's and of that
    player's spells and abilities ("for the first time each turn"). So does a copy put on
    the stack with its targets (707.10c) and a target changed to it (115.7), with
    ``crime=False``: neither is cast, activated nor put on the stack triggered (700.13)."""
    seen: set[int] = set()
    for group in targets:
        for target in group:
            if isinstance(target, int) and target not in seen:
                seen.add(target)
                # CR 601.2c: counted this turn, for "for the first time each turn"
                targeted = (*game.state.turn.records.targeted, (target, controller))
                game.state.turn = game.state.turn.noting(targeted=targeted)
                fire_event(game, "becomes_target", obj=target, source=source,
                           player=controller, times_this_turn=sum(
                               1 for o, _ in targeted if o == target),
                           times_this_turn_by_player=targeted.count((target, controller)))
    if crime and any(_targets_an_opponent(game, target, controller)
                     for group in targets for target in group):
        # CR 700.13: the player commits a crime, once for this spell or ability
        fire_event(game, "crime", player=controller, source=source)


def _targets_an_opponent(game: Game, target: Any, player: int) -> bool:
    """CR 700.13: ``target`` is an opponent of ``player``, a permanent, spell or ability an
    opponent controls, or a card in an opponent's graveyard."""
    opponents = set(game.opponents(player))
    if isinstance(target, PlayerRef):
        return target.index in opponents
    obj = game.find(target) if isinstance(target, int) else None
    if obj is None:
        return False
    if obj.zone is Zone.GRAVEYARD:
        return obj.owner in opponents
    return obj.zone in (Zone.BATTLEFIELD, Zone.STACK) and game.controller(target) in opponents


def sourceless_source(name: str, controller: int) -> GameObject:
    """What stands for the source of an ability with no source (CR 724.2): an object ``0``
    named ``name`` without characteristics, controlled by ``controller``; never in a zone."""
    return GameObject(id=0, card=Card(name=name, type_line=TypeLine()), owner=controller,
                      controller=controller, zone=Zone.COMMAND)


def _fire_sourceless(game: Game, event: str, data: Mapping[str, Any]) -> None:
    """CR 724.2: the triggered abilities with no source trigger like a permanent's (603.2),
    controlled by the player who controls them as they trigger (an exception to 113.8)."""
    for trig in game.state.sourceless:
        if trig.ability.trigger.event == event:
            _maybe_queue(game, sourceless_source(trig.name, trig.controller), trig.ability,
                         data, trig.controller, rule=trig.rule)


def set_sourceless_triggers(game: Game, name: str, controller: int | None,
                            abilities: tuple[TriggeredAbility, ...] = (), *,
                            rule: str = "603.2", passes_on: str = "",
                            passed_event: str = "") -> None:
    """The triggered abilities with no source named ``name`` (a player designation's, CR
    724.2) are now ``abilities``, controlled by ``controller``; ``None`` removes them (the
    designation is gone). They replace those ``name`` had (724.3: one monarch at a time).
    What is waiting or on the stack already stays (603.3a: its controller is fixed).
    ``passed_event``: the event fired as ``passes_on`` hands them on (725.4)."""
    kept = tuple(t for t in game.state.sourceless if t.name != name)
    if controller is not None:
        kept += tuple(SourcelessTrigger(name=name, controller=controller, ability=a,
                                        rule=rule, passes_on=passes_on,
                                        passed_event=passed_event) for a in abilities)
    game.state.sourceless = kept
    game._touch(chars=False)


def sourceless_controller(game: Game, name: str) -> int | None:
    """Who controls the triggered abilities with no source named ``name`` (CR 724.2: the
    monarch), ``None`` if there are none."""
    for trig in game.state.sourceless:
        if trig.name == name:
            return trig.controller
    return None


def sourceless_leave(game: Game, leaving: set[int]) -> None:
    """The players ``leaving`` leave the game (CR 800.4a): the triggered abilities with no
    source they control go, at the same time, to the active player or, if the active player
    is leaving, the next player in turn order still in the game (724.4, 725.4: the
    ``passes_on`` rule); those without one, or with no one left to take them, end."""
    mine = [t for t in game.state.sourceless if t.controller in leaving]
    if not mine:
        return
    n = len(game.players)
    active = game.state.turn.active
    heirs = [(active + k) % n for k in range(n)]
    heir = next((p for p in heirs if p not in leaving and not game.player(p).lost), None)
    kept = []
    for trig in game.state.sourceless:
        if trig.controller not in leaving:
            kept.append(trig)
        elif trig.passes_on and heir is not None:
            kept.append(attrs.evolve(trig, controller=heir))
    game.state.sourceless = tuple(kept)
    game._touch(chars=False)
    for name in dict.fromkeys(t.name for t in mine):
        rule = next(t.passes_on for t in mine if t.name == name) or "800.4a"
        taker = heir if rule != "800.4a" else None
        game.log_event("game", f"{name}: "
                       + (f"{game.player(taker)} gets it as its player leaves the game"
                          if taker is not None else "it ends as its player leaves the game"),
                       rule=rule)
        event = next(t.passed_event for t in mine if t.name == name)
        if taker is not None and event:  # CR 725.4: the active player takes the initiative
            previous = next(t.controller for t in mine if t.name == name)
            fire_event(game, event, player=taker, previous=previous)


def _fire_spell_cast(game: Game, data: Mapping[str, Any]) -> None:
    """"When you cast this spell": the spell's own cast triggers (CR 603.2, 601.2i).

    Such a trigger condition can't trigger from the battlefield, so the ability
    functions from the stack (113.6k): the spell that became cast is looked at,
    besides the permanents. Put on the stack above the spell next time a player
    would receive priority (603.3), it resolves on its own: countering the spell
    doesn't stop it."""
    obj_id = data.get("obj")
    spell = game.find(obj_id) if isinstance(obj_id, int) else None
    if spell is None or spell.zone is not Zone.STACK:
        return
    for ability in game.chars(spell.id).abilities:
        # CR 113.6k: only the self-referential cast trigger works from the stack
        if isinstance(ability, TriggeredAbility) and ability.trigger.event == "cast" \
                and ability.trigger.self_only:
            _maybe_queue(game, spell, ability, data, spell.controller, rule="113.6k")


def _maybe_queue(
    game: Game, source: GameObject, ability: TriggeredAbility, data: Mapping[str, Any],
    controller: int, *, rule: str = "603.2",
) -> None:
    if source.controller != controller:
        source = source.replace(controller=controller)  # CR 613.1b: after control changes
    if not ability.trigger.matches(game, source, data, controller):
        return
    if ability.trigger.intervening_if is not None and not ability.trigger.intervening_if(
        game, source
    ):
        return  # CR 603.4: the condition must be true when the event happens
    event_if = ability.trigger.intervening_if_event
    if event_if is not None and not event_if(game, source, data):
        return  # CR 603.4: a condition about the event, true when the event happens
    if ability.once_each_turn and not _first_time_this_turn(game, source, ability):
        return
    expected = None
    if ability.trigger.event in ZONE_EVENTS:
        # CR 603.6c, 603.10a: "it" is the object that moved, found only in the zone it went
        # to ("When this creature dies, return it to the battlefield"; 400.7)
        new = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
        expected = ((new.id, new.zone),) if new is not None else ()
    extra = _additional_times(game, source, ability, data, controller)
    for n in range(1 + extra):
        pending = PendingTrigger(
            source=source.id,
            source_lki=source,
            controller=controller,  # CR 603.3a: who controlled the source as it triggered
            effect=ability.effect,
            text=ability.text,
            event=dict(data),
            optional=ability.optional,
            intervening_if=ability.trigger.intervening_if,
            intervening_if_event=event_if,
            order=len(game.state.pending_triggers),
            ability=ability,
            expected=expected,
        )
        game.state.pending_triggers = (*game.state.pending_triggers, pending)
        game._touch(chars=False)
        if n:  # CR 603.2d: the ability triggers that many more times
            game.log_event("trigger", f"{source.card.name} triggers an additional time: "
                           f"{ability.text}", rule="603.2d", source=source.id)
        else:
            game.log_event("trigger", f"{source.card.name} triggers: {ability.text}",
                           rule=rule, source=source.id)


def _additional_times(game: Game, source: GameObject, ability: TriggeredAbility,
                      data: Mapping[str, Any], controller: int) -> int:
    """CR 603.2d: how many more times the ability of the permanent ``source`` triggers, by
    the "that ability triggers an additional time" effects of its controller whose words
    cover it (its source, and the event that caused it: an object entering or dying)."""
    rules = current(game).rules_of(AdditionalTriggers, game)
    if not rules or source.zone is not Zone.BATTLEFIELD:
        return 0  # CR 603.2d: "of a permanent": abilities of objects on the battlefield
    found = game.find(source.id)
    if found is not None and found.zone is Zone.BATTLEFIELD:
        chars = game.chars(source.id)
    else:  # CR 603.10a: a leaves-the-battlefield ability, of the permanent as it last existed
        known = game.state.lki.get(source.id)
        if known is None:
            return 0
        chars = known.chars
    extra = 0
    for effect, part in rules:
        if effect.controller != controller or not part.of.matches_chars(
                game, source, chars, player=effect.controller, source=effect.source):
            continue
        if part.event is not None and not _caused_by(game, effect.controller, effect.source,
                                                     part, ability, data):
            continue
        extra += part.times
    return extra


def _caused_by(game: Game, player: int, effect_source: int | None, part: AdditionalTriggers,
               ability: TriggeredAbility, data: Mapping[str, Any]) -> bool:
    """Whether the event that triggered ``ability`` is ``part``'s: an object matching its
    ``cause`` entering (CR 603.6a) or dying (700.4)."""
    if part.event == "dies":
        return _caused_by_dying(game, player, effect_source, part.cause, ability, data)
    if part.event == "attacks":
        return _caused_by_attacking(game, player, effect_source, part.cause, ability, data)
    if part.event == "leaves":
        return _caused_by_leaving(game, player, effect_source, part, ability, data)
    if ability.trigger.event != part.event or part.cause is None:
        return ability.trigger.event == part.event
    if part.event == "enters":
        new = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
        return new is not None and any(
            cause.matches(game, new, player=player, source=effect_source)
            for cause in part.causes)
    old = data.get("old_obj")
    chars = data.get("old_chars")
    if not isinstance(old, GameObject) or not isinstance(chars, Characteristics):
        return False
    controller = data.get("old_controller")
    if isinstance(controller, int) and old.controller != controller:
        old = old.replace(controller=controller)  # CR 603.10a: as it last existed
    return part.cause.matches_chars(game, old, chars, player=player, source=effect_source)


#: CR 603.6c, 700.4: the trigger events a permanent leaving the battlefield causes
_LEAVING_EVENTS = frozenset({"leaves", "dies", "put_into_graveyard", "exiled"})


def _caused_by_leaving(game: Game, player: int, effect_source: int | None,
                       part: AdditionalTriggers, ability: TriggeredAbility,
                       data: Mapping[str, Any]) -> bool:
    """CR 603.2d, 603.6c: whether a permanent matching ``part``'s cause (or its other cause;
    any if None) leaving the battlefield triggered ``ability``: a leaves-the-battlefield,
    dies, put-into-a-graveyard or exiled trigger for a move from the battlefield, or "whenever
    one or more creatures die" (603.2c), looked at as it last existed (603.10a)."""
    causes = part.causes
    event = ability.trigger.event
    if event == "creatures_die":  # CR 603.2c: each object of the event left the battlefield
        if not causes:
            return True
        return any(_caused_by_dying(game, player, effect_source, cause, ability, data)
                   for cause in causes)
    if event not in _LEAVING_EVENTS:
        return False
    old = data.get("old_obj")
    was = data.get("old_chars")
    if not isinstance(old, GameObject) or not isinstance(was, Characteristics) or \
            old.zone is not Zone.BATTLEFIELD:
        return False  # CR 603.6c: only a permanent leaving the battlefield
    controller = data.get("old_controller")
    if isinstance(controller, int) and old.controller != controller:
        old = old.replace(controller=controller)  # CR 603.10a: as it last existed
    return not causes or any(cause.matches_chars(game, old, was, player=player,
                                                 source=effect_source) for cause in causes)


#: CR 508.3a, 508.3d-e: the trigger events creatures being declared attackers cause
_ATTACKING_EVENTS = frozenset({"attacks", "attackers_declared", "player_attacked"})


def _caused_by_attacking(game: Game, player: int, effect_source: int | None,
                         cause: ObjectFilter | None, ability: TriggeredAbility,
                         data: Mapping[str, Any]) -> bool:
    """CR 603.2d, 508.3a: whether a creature matching ``cause`` (any if None) attacking
    triggered ``ability``: "whenever [a creature] attacks" for that creature, "whenever you
    attack [a player]" (508.3d-e) for one of the creatures declared."""
    event = ability.trigger.event
    if event not in _ATTACKING_EVENTS:
        return False
    if event == "attacks":
        attackers: tuple[Any, ...] = (data.get("obj"),)
    else:
        attackers = tuple(data.get("attackers", ()))
    for oid in attackers:
        obj = game.find(oid) if isinstance(oid, int) else None
        if obj is not None and (cause is None or cause.matches(game, obj, player=player,
                                                               source=effect_source)):
            return True
    return False


#: CR 700.4: the trigger events a permanent put into a graveyard from the battlefield causes
_DYING_EVENTS = frozenset({"dies", "put_into_graveyard", "leaves"})


def _caused_by_dying(game: Game, player: int, effect_source: int | None,
                     cause: ObjectFilter | None, ability: TriggeredAbility,
                     data: Mapping[str, Any]) -> bool:
    """CR 603.2d, 700.4: whether an object matching ``cause`` (any if None) dying, put into a
    graveyard from the battlefield, is what triggered ``ability``: a "dies" trigger, a "put
    into a graveyard from the battlefield" or "leaves the battlefield" trigger for a move to a
    graveyard, or "whenever one or more creatures die" (603.2c), looked at as last existed
    (603.10a)."""
    event = ability.trigger.event
    if event == "creatures_die":  # CR 603.2c: every object of the event is a creature that died
        olds = data.get("olds", ())
        controllers = data.get("controllers", ())
        for i, old in enumerate(olds):
            if cause is None:
                return True
            known = game.state.lki.get(old.id)
            chars = known.chars if known is not None else game.rules.printed(old.card)
            if i < len(controllers) and old.controller != controllers[i]:
                old = old.replace(controller=controllers[i])
            if cause.matches_chars(game, old, chars, player=player, source=effect_source):
                return True
        return False
    if event not in _DYING_EVENTS:
        return False
    old = data.get("old_obj")
    was = data.get("old_chars")
    new = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
    if not isinstance(old, GameObject) or not isinstance(was, Characteristics) or \
            old.zone is not Zone.BATTLEFIELD or new is None or new.zone is not Zone.GRAVEYARD:
        return False  # CR 700.4: only a move from the battlefield to a graveyard is dying
    if cause is None:
        return True
    controller = data.get("old_controller")
    if isinstance(controller, int) and old.controller != controller:
        old = old.replace(controller=controller)  # CR 603.10a: as it last existed
    return bool(cause.matches_chars(game, old, was, player=player, source=effect_source))


def _first_time_this_turn(game: Game, source: GameObject, ability: TriggeredAbility) -> bool:
    """"This ability triggers only once each turn." (CR 603.2, worded so in 702.179d): the
    first time this turn records it; later events this turn don't trigger it. Kept by object
    id: a new object (400.7) starts afresh, a change of control doesn't."""
    key = (source.id, ability.text)
    turn = game.state.turn
    if key in turn.triggered_once:
        game.log_event("trigger", f"{source.card.name}: the ability has already triggered "
                       f"this turn and triggers only once each turn", rule="603.2",
                       source=source.id)
        return False
    game.state.turn = turn.noting(triggered_once=(*turn.triggered_once, key))
    return True


def trigger_ability(game: Game, source: int, ability: TriggeredAbility, *, rule: str = "603.2",
                    **data: Any) -> None:
    """The triggered ability ``ability`` of ``source`` triggers now, if its condition matches
    ``data`` (CR 603.2), for an ability that functions where the kernel doesn't look for
    triggers: outside the battlefield (113.6), like madness's "When this card is exiled this
    way" (702.35a). It waits with the others to be put on the stack (603.3); the card's
    controller, its owner outside the battlefield, controls it (603.3a, 108.4)."""
    obj = game.obj(source)
    _maybe_queue(game, obj, ability, data, obj.controller, rule=rule)


def _fire_delayed(game: Game, event: str, data: Mapping[str, Any]) -> None:
    remaining = []
    fired = False
    now = game.state.turn.number
    for delayed in game.state.delayed:
        if delayed.turn is not None and delayed.turn != now:
            fired = True  # "this turn" is over: the ability is gone without triggering
            continue
        lki = delayed.source_lki
        if delayed.source is not None and game.find(delayed.source) is not None:
            lki = game.obj(delayed.source)
        if lki is None:

            lki = GameObject(id=0, card=Card(name="delayed ability", type_line=TypeLine()),
                             owner=delayed.controller, controller=delayed.controller,
                             zone=Zone.COMMAND)
        if delayed.condition is not None:
            # CR 603.7a, 603.2: a condition like a triggered ability's, "you" its controller
            matched = event in delayed.all_events and delayed.condition.matches(
                game, lki, data, delayed.controller)
        else:
            matched = _delayed_matches(delayed, event, data)
        if not matched or delayed.repeats:  # CR 603.7b: "this turn": each time until then
            remaining.append(delayed)
        if not matched:
            continue
        fired = True
        if event == "step_begins":
            expected = delayed.expected  # CR 603.7c: where they were when it was created
        else:
            new = data.get("obj")
            new_obj = game.find(new) if isinstance(new, int) else None
            # CR 603.6c: look for it only in the first zone it went to
            expected = ((new_obj.id, new_obj.zone),) if new_obj is not None else ()
        told = dict(data)
        if delayed.noted is not None:
            told["amount"] = delayed.noted  # CR 608.2h, 603.7c: counted as it was created
        pending = PendingTrigger(
            source=delayed.source or 0,
            source_lki=lki,
            controller=delayed.controller,  # CR 603.7d
            effect=delayed.effect,
            text=delayed.text,
            event=told,
            delayed=True,
            order=len(game.state.pending_triggers),
            expected=expected,
        )
        game.state.pending_triggers = (*game.state.pending_triggers, pending)
        game.log_event("trigger", f"delayed trigger: {delayed.text}", rule="603.7")
    if fired:
        game.state.delayed = tuple(remaining)  # CR 603.7b: a delayed trigger triggers once
        game._touch(chars=False)


def _delayed_matches(delayed: DelayedTrigger, event: str, data: Mapping[str, Any]) -> bool:
    if event not in delayed.all_events:
        return False
    if event == "step_begins":
        # CR 505.1: "your next main phase" is either main phase, whichever begins first
        steps = delayed.step if isinstance(delayed.step, tuple) else (delayed.step,)
        if not any(data.get("step") is s for s in steps):
            return False
        return delayed.player is None or data.get("player") == delayed.player
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
    player: int | None = None,
    source_lki: GameObject | None = None,
    this_turn: bool = False,
    condition: TriggerCondition | None = None,
    repeats: bool = False,
    noted: int | None = None,
) -> DelayedTrigger:
    """Create a delayed triggered ability (CR 603.7a); ``events``: more events it
    triggers on, once in all (603.7b); ``this_turn``: only during the current turn;
    ``condition``: the trigger condition an event about no object it knows must satisfy;
    ``repeats``: each time during ``this_turn``, not once (:class:`DelayedTrigger`);
    ``noted``: an amount counted now, its event's amount when it triggers (608.2h, 603.7c).

    The zone each of ``objects`` is in now is remembered: when the ability
    resolves it acts only on those still there (603.7c)."""

    if event == "step_begins" and step is None:
        step = Step.END
    expected = tuple((o, game.obj(o).zone) for o in objects if game.find(o) is not None)
    if source_lki is None and source is not None:
        source_lki = game.find(source)
    delayed = DelayedTrigger(
        id=game.new_id(), event=event, effect=effect, controller=controller,
        objects=objects, source=source, step=step, text=text, events=tuple(events),
        expected=expected, source_lki=source_lki, player=player,
        turn=game.state.turn.number if this_turn else None, condition=condition,
        repeats=repeats, noted=noted,
    )
    game.state.delayed = (*game.state.delayed, delayed)
    game._touch(chars=False)
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
        lki = move.lki if move is not None else None
        data["old_chars"] = lki if lki is not None else game.rules.printed(old.card)
        if move is not None and move.lki_controller is not None:
            data["old_controller"] = move.lki_controller
            data["player"] = move.lki_controller
        if move is not None and move.lki_copiable is not None:
            data["old_copiable"] = move.lki_copiable
    to = new.zone if new is not None else (move.to_zone if move is not None else None)
    if old is not None and new is not None and to is Zone.GRAVEYARD and not new.is_token:
        # remembered for the turn: "cards put into your graveyard from your hand this turn";
        # CR 700.11: a permanent card (110.4a) put there is its owner descending: one record
        turn = game.state.turn
        noted: dict[str, Any] = {
            "to_graveyard": (*turn.to_graveyard, (new.owner, old.zone.value))}
        if not PERMANENT_TYPES.isdisjoint(game.rules.printed(new.card).type_line.card_types):
            noted["descended"] = (*turn.records.descended, new.owner)
        game.state.turn = turn.noting(**noted)
    if old is not None and old.zone is Zone.GRAVEYARD and \
            old.owner not in game.state.turn.records.left_graveyard:
        # CR 400.7: a card left its owner's graveyard this turn
        game.state.turn = game.state.turn.noting(
            left_graveyard=(*game.state.turn.records.left_graveyard, old.owner))
    batch = current_batch(game)
    if old is not None and old.zone is Zone.BATTLEFIELD and batch is not None:
        batch.left.append((old, data.get("old_chars"), data.get("old_controller")))
    if game.state.effects and batch is None:
        layers.expire(game)  # CR 611.2b: "for as long as" durations may have ended
    if new is not None and new.zone is Zone.BATTLEFIELD:
        # CR 603.6a: remembered for the turn, with who controls it and its card types as it is
        kinds = tuple(sorted(game.chars(new.id).type_line.card_types))
        game.state.turn = game.state.turn.noting(
            entered=(*game.state.turn.records.entered, (new.id, new.controller, kinds)))
        # asked once (logged here unless the batch's own check will log it, below)
        silenced = entering_triggers_nothing(game, new.id, log=batch is None)
        if batch is not None:
            batch.entered.append(data)  # CR 603.6a: fired once all have entered
        elif not silenced:
            fire_event(game, "enters", **data)
        if new.is_token and not silenced:
            # CR 603.2c: "whenever one or more tokens you control enter"
            fire_grouped(game, "tokens_enter", new.controller, new.id, None)
        for kind, n in sorted(new.counters.items()):
            # CR 122.6: entering with counters is having counters put on it
            fire_event(game, "counters_added", obj=new.id, kind=kind, amount=n, entering=True,
                 player=new.controller)
    if old is not None and old.zone is Zone.BATTLEFIELD:
        under = data.get("old_controller")
        under = old.controller if not isinstance(under, int) else under
        if under not in game.state.turn.records.left_battlefield:  # revolt reads it (207.2c)
            game.state.turn = game.state.turn.noting(
                left_battlefield=(*game.state.turn.records.left_battlefield, under))
        if to is Zone.GRAVEYARD:
            old_chars = data.get("old_chars")
            turn = game.state.turn
            # CR 702.69a: every permanent put into a graveyard from the battlefield, tokens too
            went = turn.records.permanents_to_graveyard + 1
            if old_chars is not None and old_chars.is_creature:  # CR 700.4: a creature died
                game.state.turn = turn.noting(creatures_died=turn.creatures_died + 1,
                                              permanents_to_graveyard=went,
                                              died_under=(*turn.records.died_under, under))
            else:
                game.state.turn = turn.noting(permanents_to_graveyard=went)
            fire_event(game, "dies", **data)  # CR 700.4: put into a graveyard from the battlefield
            if old_chars is not None and old_chars.is_creature:
                # CR 603.2c: "whenever one or more creatures die": once per event, whoever's
                fire_grouped(game, "creatures_die", None, new.id if new is not None else None,
                             old)
        if to is Zone.EXILE:
            fire_event(game, "exiled", **data)
        if to is Zone.GRAVEYARD:
            fire_event(game, "put_into_graveyard", **data)
        fire_event(game, "leaves", **data)
    elif to is Zone.EXILE:
        fire_event(game, "exiled", **data)
    elif to is Zone.GRAVEYARD:
        fire_event(game, "put_into_graveyard", **data)
    if old is not None and old.zone is Zone.GRAVEYARD:
        fire_event(game, "leaves_graveyard", **data)  # "whenever a card leaves your graveyard"
        # CR 603.2c: "whenever one or more cards leave your graveyard", once per event
        fire_grouped(game, "cards_leave_graveyard", old.owner,
                     new.id if new is not None else None, old)


#: CR 106.12, 605.1b: "Whenever a player taps a land for mana, ~ deals 1 damage to that
#: player" is no mana ability (it does more than add mana): the event it triggers on, with
#: ``obj`` the permanent tapped, ``player`` who tapped it and ``produced`` the mana types made.
TAPPED_FOR_MANA = "tapped_for_mana"


def _mana_triggers(game: Game) -> tuple[list[tuple[int, int, TriggeredManaAbility]], bool]:
    """The triggered mana abilities of the permanents, with their controllers, in
    battlefield order, and whether a triggered ability that isn't a mana ability waits for
    a permanent tapped for mana (605.1b), kept with the layer pass: looked up once per tap,
    so 5,000 lands tapped are not 25 million looks at the battlefield."""
    result = current(game)
    found: tuple[list[tuple[int, int, TriggeredManaAbility]], bool] | None = \
        result.derived.get("mana triggers")
    if found is None:
        found = result.derived["mana triggers"] = ([
            (obj.id, game.controller(obj.id), ability) for obj in game.battlefield()
            for ability in game.chars(obj.id).abilities
            if isinstance(ability, TriggeredManaAbility)], listening(game, TAPPED_FOR_MANA))
    return found


def tapped_for_mana(game: Game, player: int, source: int, produced: str = "") -> None:
    """``player`` tapped ``source`` for mana (CR 106.12), making the mana types ``produced``:
    triggered mana abilities of permanents they control, and "whenever a player taps" ones
    of anyone's, resolve now, without the stack (605.1b, 605.4a), the mana going to the
    player who tapped it; the other abilities triggering on it wait to be put on the stack
    (605.1b, 603.3)."""
    found, listened = _mana_triggers(game)
    if listened:  # CR 605.1b: not a mana ability: it uses the stack like any other
        fire_event(game, TAPPED_FOR_MANA, obj=source, player=player, produced=produced)
    if not found:
        return
    present = game.find(source) is not None
    # CR 106.12a, 608.2h: a source its cost sacrificed (Basal Thrull) is seen as it last existed
    tapped = game.last_known(source)
    chars = None if present else game.last_known_chars(source)
    for obj_id, controller, ability in found:
        if controller != player and not ability.any_player:
            continue  # CR 605.1b: "whenever you tap": its controller's tapping only
        flt = ability.filter
        if not (flt.matches(game, tapped, player=controller, source=obj_id) if chars is None
                else flt.matches_chars(game, tapped, chars, player=controller,
                                       source=obj_id)):
            continue
        name = game.obj(obj_id).card.name
        game.log_event("trigger", f"{name} triggers: {ability.text}", rule="605.4a")
        adds = ability.adds
        if ability.choice == "chosen color":
            # CR 105.4, 614.12: the color chosen as the source entered; none chosen, no mana
            color = kept_choice(game, obj_id, CHOSEN_COLOR)
            adds = (str(color),) if color is not None else ()
        elif ability.choice:
            # CR 106.1b: "two mana in any combination of colors": each unit chosen on its own
            adds = tuple(_chosen_mana(game, player, ability, produced)
                         for _ in range(ability.amount)) if produced or \
                ability.choice == "color" else ()
        if adds:
            game.add_mana(player, [Mana(c, source=obj_id) for c in adds], rule="605.4a",
                          source=obj_id)


def _chosen_mana(game: Game, player: int, ability: TriggeredManaAbility, produced: str) -> str:
    """The one mana a triggered mana ability adds of a type chosen as it resolves: any colour
    (CR 105.1, 106.1b) or any type the land produced (106.12a), ``player`` choosing."""
    if ability.choice == "color":
        options: tuple[str, ...] = COLORS
    else:
        options = tuple(dict.fromkeys(produced))
    if len(options) == 1:
        return options[0]
    [answer] = game.decide(kind="mana_color", player=player, prompt="Add one mana of which type",
                           options=options, labels=[f"{{{c}}}" for c in options], rule="605.4a")
    return str(answer)


# --------------------------------------------------------------------------
# Simultaneous zone changes (CR 603.6a, 603.10a, 704.3)
# --------------------------------------------------------------------------


class Batch:
    """Zone changes happening at the same time: the game as it was just before
    (``result``, the layer pass), who already left, who entered, and the life each source
    made each player gain (``gained``: one life gain event per source, CR 119.9)."""

    __slots__ = ("entered", "gained", "left", "result")

    def __init__(self) -> None:
        self.left: list[tuple[GameObject, Characteristics | None, int | None]] = []
        self.entered: list[dict[str, Any]] = []
        self.gained: dict[tuple[int, int], int] = {}
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

    outer = game._zone_batch
    if outer is not None:
        yield outer
        return
    # CR 603.2c: cards leaving a graveyard or tokens entering together are one event, fired
    # once the game is no longer as it was before it
    with one_event(game):
        batch = Batch()
        batch.result = layers.current(game)
        game._zone_batch = batch
        try:
            yield batch
        finally:
            game._zone_batch = None
        if game.state.effects:
            layers.expire(game)  # CR 611.2b: durations that the event ended
        for data in batch.entered:
            if not entering_triggers_nothing(game, data.get("obj")):
                fire_event(game, "enters", **data)
        for (player, source), amount in batch.gained.items():
            # CR 119.9: lifelink damage dealt to several at once is one life gain event
            fire_life_gain(game, player, amount, source=source)


def entering_triggers_nothing(game: Game, obj_id: Any, *, log: bool = True) -> bool:
    """Whether the permanent ``obj_id`` entering triggers no ability, by an effect such as
    Torpor Orb's "Creatures entering don't cause abilities to trigger" (CR 603.2, 603.6a,
    613.11): its types as it is on the battlefield now, the effects in force once everything
    that entered with it has (so one entering with it applies); logged once by default."""
    if not isinstance(obj_id, int):
        return False
    rules = current(game).rules_of(EnteringTriggersNothing, game)
    if not rules:
        return False
    obj = game.find(obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    tl = game.chars(obj.id).type_line
    for effect, part in rules:
        if any(tl.has_type(kind) for kind in part.types):
            if log:
                game.log_event("trigger", f"{obj} entering triggers no ability "
                               f"({part.describe()}, CR 603.2, 613.11)", rule="603.2",
                               source=effect.source, obj=obj.id)
            return True
    return False


def fire_life_gain(game: Game, player: int, amount: int, **data: Any) -> None:
    """One life gain event of ``player`` (CR 119.9): noted for the turn, and ``gain_life``
    fired with ``gains_this_turn``, how many such events they have had this turn, this one
    included ("whenever you gain life for the first time each turn")."""
    records = game.state.turn.records
    game.state.turn = game.state.turn.noting(
        life_gain_events=(*records.life_gain_events, player))
    fire_event(game, "gain_life", player=player, amount=amount,
               gains_this_turn=(*records.life_gain_events, player).count(player), **data)


def fire_life_loss(game: Game, player: int, amount: int) -> None:
    """One life loss event of ``player`` (CR 119.3, 120.3a: the damage of one damage event
    together, 120.4): noted for the turn, and ``life_loss_event`` fired once with ``amount``
    and ``losses_this_turn`` ("whenever you lose life [for the first time each turn]")."""
    records = game.state.turn.records
    noted = (*records.life_loss_events, player)
    game.state.turn = game.state.turn.noting(life_loss_events=noted)
    fire_event(game, "life_loss_event", player=player, amount=amount,
               losses_this_turn=noted.count(player))


def current_batch(game: Game) -> Batch | None:
    return game._zone_batch


#: Events about cards that happen together, fired once per player and event (CR 603.2c):
#: ``discards`` ("whenever you discard one or more cards"), ``cards_leave_graveyard``
#: ("whenever one or more cards leave your graveyard") and ``tokens_enter`` ("whenever one
#: or more tokens you control enter": ``player`` their controller), with ``player``,
#: ``objs`` (the new objects' ids), ``olds`` (the cards as they were, none for a token
#: created), ``amount`` (how many) and ``times_this_turn``; ``creatures_die`` ("whenever one
#: or more creatures die", 700.4) once per event whoever controlled them (``player`` None),
#: with ``controllers``, and without ``times_this_turn``; ``cards_milled`` ("whenever one or
#: more cards are milled", 701.17a) the same way, whoever milled them.
GROUPED_EVENTS = ("discards", "cards_leave_graveyard", "tokens_enter", "creatures_die",
                  "cards_milled")


@contextmanager
def one_event(game: Game) -> Iterator[None]:
    """Cards discarded, or leaving a graveyard, and tokens entering inside the block do so
    in one event: an ability that triggers on "one or more" of them triggers once for it (CR
    603.2c), once the block has ended. Nested blocks join the outer one; an illegal action
    fires none."""
    if game._grouped is not None:
        yield
        return
    groups: dict[tuple[str, int | None], list[tuple[int | None, GameObject | None]]] = {}
    game._grouped = groups
    try:
        yield
    finally:
        game._grouped = None
    for (event, player), cards in groups.items():
        _fire_group(game, event, player, cards)


def _fire_group(game: Game, event: str, player: int | None,
                cards: list[tuple[int | None, GameObject | None]]) -> None:
    """Fire one grouped event (CR 603.2c), noted for the turn: ``times_this_turn`` is how
    many of that kind ``player`` has had this turn, this one included ("for the first time
    each turn")."""
    if player is None:
        _fire_whoevers(game, event, cards)
        return
    records = game.state.turn.records
    noted = (*records.grouped_events, (event, player))
    game.state.turn = game.state.turn.noting(grouped_events=noted)
    fire_event(game, event, player=player, objs=tuple(i for i, _ in cards if i is not None),
               olds=tuple(old for _, old in cards if old is not None), amount=len(cards),
               times_this_turn=noted.count((event, player)))


def _fire_whoevers(game: Game, event: str,
                   cards: list[tuple[int | None, GameObject | None]]) -> None:
    """"Whenever one or more creatures die / cards are milled" (CR 603.2c): once for the
    event, whoever's they were, with who controlled each; the abilities dead creatures had
    look back and trigger too (603.10a: a leaves-the-battlefield ability, "one or more other
    creatures die"), not those of cards milled (a library is no zone they function in)."""
    olds = tuple(old for _, old in cards if old is not None)
    lki = game.state.lki
    # CR 603.10a: who controlled each as it last existed, control-changing effects included
    controllers = tuple(o.controller if (last := game.last_controller(o.id)) is None else last
                        for o in olds)
    data: dict[str, Any] = {
        "player": None, "objs": tuple(i for i, _ in cards if i is not None), "olds": olds,
        "controllers": controllers, "amount": len(cards)}
    fire_event(game, event, **data)
    if event != "creatures_die":
        return
    for gone, controller in zip(olds, controllers, strict=True):
        known = lki.get(gone.id)
        abilities = known.chars.abilities if known is not None else gone.card.abilities
        for had in abilities:
            if isinstance(had, TriggeredAbility) and had.trigger.event == event:
                _maybe_queue(game, gone, had, data, controller, rule="603.10a")


def fire_grouped(game: Game, event: str, player: int | None, new: int | None,
                 old: GameObject | None) -> None:
    """A card of ``player`` was discarded / left their graveyard, or a token entered under
    their control (``event`` of :data:`GROUPED_EVENTS`): noted for the event it is part of
    (:func:`one_event`), else an event of its own (CR 603.2c)."""
    groups = game._grouped
    if groups is not None:
        groups.setdefault((event, player), []).append((new, old))
        return
    _fire_group(game, event, player, [(new, old)])
