"""Triggered abilities (CR 603), delayed triggered abilities (603.7), and the
replacement effects printed on cards ("enters with", 614.1c-d).

Game events call :func:`fire`; abilities whose trigger condition matches wait
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
  ``becomes_blocked``, ``damage`` (``obj`` the source, ``recipient``,
  ``amount``, ``combat``), ``draw``, ``discard``, ``counters_added``,
  ``tapped``, ``untapped``, ``gain_life`` and ``lose_life`` (``player``,
  ``amount``), ``step_begins`` (with ``step`` and ``player``).

Resolution-time checks are part of the ability put on the stack: an
intervening "if" is checked again as it resolves (603.4), "you may" is
chosen as it resolves (603.5), and an ability that acts on an object it was
told about acts only if the object is still in the zone it is expected in
(603.6c, 603.7c, SEED-27).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.abilities import EntersWith, ModalTriggeredAbility, Mode, TriggeredAbility
from manastack.objects import Characteristics, GameObject, Zone

if TYPE_CHECKING:
    from manastack.filters import ObjectFilter
    from manastack.game import Game
    from manastack.turns import Step
    from manastack.zones import Replacement, ZoneMove

#: Events that only a permanent leaving the battlefield can cause (603.6c, 603.10a).
LEAVE_EVENTS = frozenset({"dies", "leaves", "exiled", "put_into_graveyard"})
#: Zone-change events (CR 603.6): their ``obj`` is the object in the zone it went to.
ZONE_EVENTS = LEAVE_EVENTS | {"enters"}


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
    ``predicate`` may refine further. ``intervening_if`` is an intervening
    "if" clause (603.4): checked when the event happens and on resolution.
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

    def matches(self, game: Game, source: GameObject, data: Mapping[str, Any],
                controller: int | None = None) -> bool:
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
        if self.filter is not None:
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
    is expected to be in when it resolves (603.6c, 603.7c)."""

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


@frozen
class DelayedTrigger:
    """A delayed triggered ability (CR 603.7): created by an effect, triggers once (603.7b).

    ``event`` (and ``events``, more events it triggers on, still only once,
    603.7b): for ``"dies"``/``"exiled"``/``"leaves"`` it triggers when one of
    ``objects`` leaves the battlefield that way ("when that permanent dies or
    is put into exile"), then acts on the object it became, looked for only
    in the zone it went to (603.6c); for ``"step_begins"`` at the beginning of
    the next ``step`` (of ``player``'s turn if set), acting on ``objects``
    only if each is still in the zone it was in when the delayed ability was
    created (603.7c, SEED-27). ``turn``: "when that creature dies this turn", it
    triggers only during that turn and is gone after it.
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

    @property
    def all_events(self) -> tuple[str, ...]:
        return (self.event, *(e for e in self.events if e != self.event))


# --------------------------------------------------------------------------
# Firing
# --------------------------------------------------------------------------


def _index(game: Game) -> dict[str, list[tuple[int, TriggeredAbility]]]:
    """Triggered abilities of permanents by event, kept with the layer pass it came from."""
    from manastack.layers import current

    result = current(game)
    index: dict[str, list[tuple[int, TriggeredAbility]]] | None = result._trigger_index
    if index is not None:
        return index
    index = {}
    for obj in game.objects_in(Zone.BATTLEFIELD):
        ch = result.chars.get(obj.id)
        abilities = ch.abilities if ch is not None else game.chars(obj.id).abilities
        for ability in abilities:
            if isinstance(ability, TriggeredAbility):
                index.setdefault(ability.trigger.event, []).append((obj.id, ability))
    result._trigger_index = index
    return index


def fire(game: Game, event: str, **data: Any) -> None:
    """Something happened: queue every ability that triggers on it (CR 603.2).

    Leaves-the-battlefield abilities look back in time (603.10a): the
    abilities the object had as it left (its last known information) are
    checked, as are those of objects that left at the same time."""
    index = _index(game)
    found = index.get(event)
    old = data.get("old_obj")
    if found:
        for obj_id, ability in found:
            source = game.find(obj_id)
            if source is None or (isinstance(old, GameObject) and old.id == obj_id):
                continue
            _maybe_queue(game, source, ability, data, game.controller(obj_id))
    if event in LEAVE_EVENTS:
        look_back: list[tuple[GameObject, Characteristics | None, int | None]] = []
        if isinstance(old, GameObject) and old.zone is Zone.BATTLEFIELD:
            look_back.append((old, data.get("old_chars"), data.get("old_controller")))
        from manastack.zones import current_batch

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


def _maybe_queue(
    game: Game, source: GameObject, ability: TriggeredAbility, data: Mapping[str, Any],
    controller: int,
) -> None:
    if source.controller != controller:
        source = source.replace(controller=controller)  # CR 613.1b: after control changes
    if not ability.trigger.matches(game, source, data, controller):
        return
    if ability.trigger.intervening_if is not None and not ability.trigger.intervening_if(
        game, source
    ):
        return  # CR 603.4: the condition must be true when the event happens
    expected = None
    if ability.trigger.event in ZONE_EVENTS:
        # CR 603.6c, 603.10a: "it" is the object that moved, found only in the zone it went
        # to ("When this creature dies, return it to the battlefield"; 400.7)
        new = game.find(data["obj"]) if isinstance(data.get("obj"), int) else None
        expected = ((new.id, new.zone),) if new is not None else ()
    pending = PendingTrigger(
        source=source.id,
        source_lki=source,
        controller=controller,  # CR 603.3a: who controlled the source as it triggered
        effect=ability.effect,
        text=ability.text,
        event=dict(data),
        optional=ability.optional,
        intervening_if=ability.trigger.intervening_if,
        order=len(game.state.pending_triggers),
        ability=ability,
        expected=expected,
    )
    game.state.pending_triggers = (*game.state.pending_triggers, pending)
    game._touch(chars=False)
    game.log_event("trigger", f"{source.card.name} triggers: {ability.text}", rule="603.2")


def _fire_delayed(game: Game, event: str, data: Mapping[str, Any]) -> None:
    remaining = []
    fired = False
    now = game.state.turn.number
    for delayed in game.state.delayed:
        if delayed.turn is not None and delayed.turn != now:
            fired = True  # "this turn" is over: the ability is gone without triggering
            continue
        if not _delayed_matches(delayed, event, data):
            remaining.append(delayed)
            continue
        fired = True
        lki = delayed.source_lki
        if delayed.source is not None and game.find(delayed.source) is not None:
            lki = game.obj(delayed.source)
        if lki is None:
            from manastack.objects import Card
            from manastack.typeline import TypeLine

            lki = GameObject(id=0, card=Card(name="delayed ability", type_line=TypeLine()),
                             owner=delayed.controller, controller=delayed.controller,
                             zone=Zone.COMMAND)
        if event == "step_begins":
            expected = delayed.expected  # CR 603.7c: where they were when it was created
        else:
            new = data.get("obj")
            new_obj = game.find(new) if isinstance(new, int) else None
            # CR 603.6c: look for it only in the first zone it went to
            expected = ((new_obj.id, new_obj.zone),) if new_obj is not None else ()
        pending = PendingTrigger(
            source=delayed.source or 0,
            source_lki=lki,
            controller=delayed.controller,  # CR 603.7d
            effect=delayed.effect,
            text=delayed.text,
            event=dict(data),
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
        if data.get("step") is not delayed.step:
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
) -> DelayedTrigger:
    """Create a delayed triggered ability (CR 603.7a); ``events``: more events it
    triggers on, once in all (603.7b); ``this_turn``: only during the current turn.

    The zone each of ``objects`` is in now is remembered: when the ability
    resolves it acts only on those still there (603.7c)."""
    from manastack.turns import Step

    if event == "step_begins" and step is None:
        step = Step.END
    expected = tuple((o, game.obj(o).zone) for o in objects if game.find(o) is not None)
    if source_lki is None and source is not None:
        source_lki = game.find(source)
    delayed = DelayedTrigger(
        id=game.new_id(), event=event, effect=effect, controller=controller,
        objects=objects, source=source, step=step, text=text, events=tuple(events),
        expected=expected, source_lki=source_lki, player=player,
        turn=game.state.turn.number if this_turn else None,
    )
    game.state.delayed = (*game.state.delayed, delayed)
    game._touch(chars=False)
    game.log_event("delayed", f"delayed triggered ability created: {text}", rule="603.7a")
    return delayed


def zone_changed(game: Game, old: GameObject | None, new: GameObject | None,
                 move: ZoneMove | None) -> None:
    """Fire the zone-change events of CR 603.6 with last known information."""
    from manastack import layers
    from manastack.zones import current_batch

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
        # remembered for the turn: "cards put into your graveyard from your hand this turn"
        game.state.turn = attrs.evolve(game.state.turn, to_graveyard=(
            *game.state.turn.to_graveyard, (new.owner, old.zone.value)))
    batch = current_batch(game)
    if old is not None and old.zone is Zone.BATTLEFIELD and batch is not None:
        batch.left.append((old, data.get("old_chars"), data.get("old_controller")))
    if game.state.effects and batch is None:
        layers.expire(game)  # CR 611.2b: "for as long as" durations may have ended
    if new is not None and new.zone is Zone.BATTLEFIELD:
        if batch is not None:
            batch.entered.append(data)  # CR 603.6a: fired once all have entered
        else:
            fire(game, "enters", **data)
        for kind, n in sorted(new.counters.items()):
            # CR 122.6: entering with counters is having counters put on it
            fire(game, "counters_added", obj=new.id, kind=kind, amount=n, entering=True,
                 player=new.controller)
    if old is not None and old.zone is Zone.BATTLEFIELD:
        if to is Zone.GRAVEYARD:
            old_chars = data.get("old_chars")
            if old_chars is not None and old_chars.is_creature:  # CR 700.4: a creature died
                game.state.turn = attrs.evolve(
                    game.state.turn, creatures_died=game.state.turn.creatures_died + 1)
            fire(game, "dies", **data)  # CR 700.4: put into a graveyard from the battlefield
        if to is Zone.EXILE:
            fire(game, "exiled", **data)
        if to is Zone.GRAVEYARD:
            fire(game, "put_into_graveyard", **data)
        fire(game, "leaves", **data)
    elif to is Zone.EXILE:
        fire(game, "exiled", **data)
    elif to is Zone.GRAVEYARD:
        fire(game, "put_into_graveyard", **data)
    if old is not None and old.zone is Zone.GRAVEYARD:
        fire(game, "leaves_graveyard", **data)  # "whenever a card leaves your graveyard"


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


def resolution_mode(trig: PendingTrigger) -> Mode:
    """The ability's effect with the checks made as it resolves: the objects it acts
    on (603.7c), the intervening "if" (603.4), "you may" (603.5)."""
    from manastack import effects as fx

    instructions: tuple[fx.Instruction, ...] = trig.effect.instructions
    if trig.optional:
        instructions = (fx.MayDo(then=instructions, prompt=trig.text, rule="603.5"),)
    if trig.intervening_if is not None:
        instructions = (fx.InterveningIf(check=trig.intervening_if, source=trig.source_lki,
                                         then=instructions),)
    if trig.expected is not None:
        instructions = (fx.FindObjects(expected=trig.expected), *instructions)
    if instructions is trig.effect.instructions:
        return trig.effect
    return attrs.evolve(trig.effect, instructions=instructions)


def put_on_stack(game: Game) -> bool:
    """Put waiting triggered abilities on the stack, APNAP (CR 603.3b). True if any."""
    from manastack import casting

    pending = game.state.pending_triggers
    if not pending:
        return False
    game.state.pending_triggers = ()
    game._touch(chars=False)
    active = game.state.turn.active
    n = len(game.players)
    order = [(active + k) % n for k in range(n)]
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
            if isinstance(trig.ability, ModalTriggeredAbility):
                chosen = _choose_trigger_modes(game, player, trig, trig.ability)
                if chosen is None:
                    continue
                trig = attrs.evolve(trig, effect=chosen)
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
                    mode=resolution_mode(trig), targets=tuple(targets), kind="triggered",
                    event=trig.event, text=trig.text, delayed=trig.delayed,
                ),
            )
            put_any = True
    return put_any or bool(pending)


def _choose_trigger_modes(game: Game, player: int, trig: PendingTrigger,
                          ability: ModalTriggeredAbility) -> Mode | None:
    """CR 700.2b: the modes of a modal triggered ability are chosen as it is put on the stack;
    a mode whose targets can't be chosen can't be chosen; no mode chosen, it is removed
    (603.3c). The chosen modes become one effect, in printed order (700.2a)."""
    from manastack import effects as fx
    from manastack.oracle import shift_targets

    available = [i for i, mode in enumerate(ability.modes)
                 if all(len(spec.candidates(game, player, trig.source)) >= spec.min
                        for spec in mode.targets)]
    most = ability.max_modes
    if callable(most):
        ctx = fx.Context(game=game, controller=player, source=trig.source,
                         source_lki=trig.source_lki, event=dict(trig.event))
        most = int(most(ctx))
    most = min(most, len(available))
    least = min(ability.min_modes, most)
    chosen: tuple[Any, ...] = ()
    if most > 0:
        chosen = game.decide(
            kind="modes", player=player,
            prompt=f"Choose {least} to {most} modes for {trig.text}",
            options=tuple(available), labels=tuple(ability.modes[i].text for i in available),
            min=least, max=most, rule="700.2b")
    if not chosen:
        game.log_event("trigger", f"{trig.text}: no mode chosen, removed", rule="603.3c")
        return None
    instructions: list[Any] = []
    specs: list[Any] = []
    for i in sorted(int(c) for c in chosen):
        mode = ability.modes[i]
        instructions.extend(shift_targets(ins, len(specs)) if specs else ins
                            for ins in mode.instructions)
        specs.extend(mode.targets)
    texts = [ability.modes[int(i)].text for i in sorted(chosen)]
    game.log_event("trigger", f"modes chosen: {', '.join(texts)}", rule="700.2b")
    return Mode(instructions=tuple(instructions), targets=tuple(specs), text=" ".join(texts))


# --------------------------------------------------------------------------
# Replacement effects printed on cards (CR 614.1c-d, 614.12)
# --------------------------------------------------------------------------


def card_replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """"Enters with N counters" / "enters tapped" of the entering object itself; a Saga
    enters with a lore counter (CR 714.3a), a planeswalker with its loyalty (306.5b)."""
    from manastack.zones import Replacement

    if move.to_zone is not Zone.BATTLEFIELD:
        return []
    out = []
    card = move.obj.card
    if card.type_line.has_type("Planeswalker") and (card.loyalty or "").isdigit():
        loyalty = int(card.loyalty or 0)

        def with_loyalty(m: ZoneMove) -> ZoneMove:
            return m.replace(counters=(*m.counters, ("loyalty", loyalty)))

        # CR 306.5b: it enters with loyalty counters equal to its printed loyalty
        out.append(Replacement(key=f"loyalty:{move.obj.id}",
                               text=f"a planeswalker enters with {loyalty} loyalty counters",
                               apply=with_loyalty, rule="306.5b"))
    if move.obj.zone is not Zone.BATTLEFIELD and move.obj.card.type_line.has_subtype("Saga"):
        def lore(m: ZoneMove) -> ZoneMove:
            return m.replace(counters=(*m.counters, ("lore", 1)))

        out.append(Replacement(key=f"saga-lore:{move.obj.id}",
                               text="a Saga enters with a lore counter", apply=lore,
                               rule="714.3a"))
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

