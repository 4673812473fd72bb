"""Turn structure, priority and the stack resolving (CR 500-514, 117, 405, 608).

:func:`advance` runs the game until a player must make a top-level decision:
it performs turn-based actions, checks state-based actions and puts triggered
abilities on the stack before any player receives priority (117.5), resolves
the top of the stack when all players pass in succession (117.4, 608) and
moves to the next step when they pass with an empty stack (500.2).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from attrs import evolve

from manastack.engine import phasing, sba
from manastack.engine.activation import activate
from manastack.engine.casting import cast, play_land
from manastack.engine.combat import (
    attackers_decision,
    blockers_decision,
    combat_damage,
    declare_attackers,
    declare_blockers,
    end_combat,
    finish_blocks,
    has_first_strikers,
    restrictions,
)
from manastack.engine.layers import current
from manastack.engine.legal_actions import legal_priority_actions
from manastack.engine.payment import activate_mana
from manastack.engine.play_from_exile import end_exile_plays, end_exile_plays_at
from manastack.engine.special_actions import take_special_action
from manastack.engine.stack import put_on_stack, remove_from_stack, resolve_top
from manastack.engine.triggers import check_state_triggers, fire_event
from manastack.errors import IllegalActionError
from manastack.model.abilities import OpeningHandAbility, final_chapter
from manastack.model.actions import (
    ActivateAbility,
    ActivateMana,
    CastSpell,
    PassPriority,
    PlayLand,
    SpecialAction,
)
from manastack.model.combat import Combat, DamageStaysInCleanup, SkipStep
from manastack.model.continuous import (
    END_OF_TURN,
    NEXT_TURN_OF,
    NEXT_UNTAP_STEP_OF,
    NO_MAXIMUM_HAND_SIZE,
    UNTAP_ONE_KINDS,
    Restriction,
)
from manastack.model.decisions import Decision
from manastack.model.objects import Zone
from manastack.model.turns import _ORDER, _RULE, Step, TurnState

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.engine.game import Game
    from manastack.model.objects import GameObject


# --------------------------------------------------------------------------
# Starting the game
# --------------------------------------------------------------------------


def start_game(game: Game, *, shuffle: bool = True, draw: int = 7, first: int = 0) -> None:
    """CR 103: shuffle, draw opening hands (mulligans skipped), first turn begins."""
    game.log_event("game", "the game begins", rule="103.1")
    for p in game.players:
        if shuffle:
            game.shuffle(p.index, rule="103.3")
        if draw:
            game.draw(p.index, draw, rule="103.5")
    _opening_hand_actions(game, first)
    game.state.turn = TurnState(number=0, active=first, first_player=first, regular=first)
    _begin_turn(game, first)


def _opening_hand_actions(game: Game, first: int) -> None:
    """CR 103.6: the starting player, then each other player in turn order, may take the
    actions cards allow from the opening hand: "If this card is in your opening hand, you
    may begin the game with it on the battlefield" puts it onto the battlefield (103.6a).
    Each such card is offered in the order of the hand (the player may take them in any
    order; answering "no" to one and "yes" to the next is that order)."""
    count = len(game.players)
    for k in range(count):
        player = (first + k) % count
        for obj in list(game.objects_in(Zone.HAND, player)):
            # before the game begins no effect exists: the printed abilities are the card's
            if not any(isinstance(a, OpeningHandAbility) for a in obj.card.abilities):
                continue
            answer = game.decide(kind="may", player=player,
                                 prompt=f"Begin the game with {obj} on the battlefield?",
                                 options=("yes", "no"), rule="103.6a")
            if answer[0] == "yes":
                game.move(obj.id, Zone.BATTLEFIELD, cause="opening hand", rule="103.6a")


def start_at(game: Game, *, active: int, step: Step, turn: int = 1) -> None:
    """Put the game at the beginning of ``step`` of ``turn`` (test positions, scenarios).

    The step's turn-based actions have not happened yet: they happen, with
    "at the beginning of" triggers (500.6), the first time the game is asked
    what it waits for (:meth:`Game.pending`), so after the position is built.
    Starting at the draw step draws a card; at the declare attackers step the
    active player is asked for attackers (508.1). The active player's turn
    began now (302.6); the other players' turns began before every permanent
    already on the battlefield.
    """
    if step is Step.NOT_STARTED:
        raise ValueError("start_at() needs a step of the turn")
    order = list(Step)
    game.state.turn = TurnState(
        number=turn, active=active, step=step, priority=None, actions_done=False,
        first_player=active if turn == 1 else game.state.turn.first_player, regular=active,
        # CR 505.1b: the main phases before the starting step (its own is counted as it begins)
        main_phases=sum(order.index(s) < order.index(step) for s in (Step.MAIN1, Step.MAIN2)),
        # CR 506.1: the turn's combat phase, begun before a step after its beginning
        combat_phases=int(order.index(Step.BEGIN_COMBAT) < order.index(step)),
    )
    stamp = game._tick()
    for p in game.players:
        game.update_player(p.index, turn_began=stamp if p.index == active else 1,
                           lands_played=0, spells_cast_this_turn=0)
    for obj in game.objects_in(Zone.BATTLEFIELD):
        if obj.tags.get("_setup_sick"):  # put as summoning sick: controlled since after 302.6
            tags = {k: v for k, v in obj.tags.items() if k != "_setup_sick"}
            game.set_object(obj.replace(controlled_since=game._tick(), tags=tags))
    if step.is_combat and step is not Step.BEGIN_COMBAT and game.state.combat is None:

        game.state.combat = Combat()


def _begin_turn(game: Game, active: int, *, extra: bool = False) -> None:
    if game.state.control_changes:
        # CR 302.6: a change of controller at the end of the last turn is noted in it
        game._layers()
    t = game.state.turn
    game.state.turn = TurnState(
        number=t.number + 1,
        active=active,
        step=Step.UNTAP,
        first_player=t.first_player,
        extra_turns=t.extra_turns,
        skip_turns=t.skip_turns,
        skip_steps=t.skip_steps,
        regular=t.regular,
        extra=extra,
    )
    stamp = game._tick()
    for p in game.players:
        game.update_player(p.index, lands_played=0, spells_cast_this_turn=0)
    game.update_player(active, turn_began=stamp)  # CR 302.6
    # CR 500.7: an extra turn says so; the event is the turn's beginning all the same (500.1)
    what = " (an extra turn, CR 500.7)" if extra else ""
    game.log_event("turn", f"turn {t.number + 1} begins: {game.player(active)}{what}",
                   rule="500.1")

    game.end_effects(
        lambda e: e.duration.kind == NEXT_TURN_OF and e.duration.player == active,
        rule="611.2b",
    )


def give_priority(game: Game, player: int) -> None:
    game.state.turn = game.state.turn.passing(player)


# --------------------------------------------------------------------------
# The engine loop
# --------------------------------------------------------------------------


def advance(game: Game) -> Decision | None:
    """Run the game to its next top-level decision (or its end)."""

    guard = 0
    while True:
        guard += 1
        if guard > 100_000:
            raise RuntimeError("advance() made no progress")
        game._checkpoint()  # a choice made later waits from here, not from turns ago
        if game.state.over:
            return None
        t = game.state.turn
        if t.step is Step.NOT_STARTED:
            return None
        if not t.actions_done:
            # CR 802.4: a declaration of blockers begun goes on with the next defending player
            waiting = _ask_blockers(game) if _declaring_blockers(game) else \
                _turn_based_actions(game)
            if waiting is not None:
                return waiting
            continue
        if t.priority is None:
            # CR 514.3a: SBAs or triggers during cleanup give priority once more
            if t.step is Step.CLEANUP:
                check_state_triggers(game)  # CR 603.8: a state trigger too
            if t.step is Step.CLEANUP and (sba.pending(game) or game.state.pending_triggers):
                give_priority(game, t.active)
                continue
            _end_step(game)
            continue
        # CR 117.5: state-based actions, then triggered abilities, before priority
        sba.check(game)
        if game.state.over:
            return None
        check_state_triggers(game)  # CR 603.8: before the triggered abilities are put on it
        if put_on_stack(game):
            continue
        player = game.state.turn.priority or 0
        actions: list[Any] = legal_priority_actions(game, player)
        if game.auto_pass and not actions:
            pass_priority(game)  # passing is the only option: no decision is built for it
            continue
        return priority_decision(game, player, actions)


def perform(game: Game, decision: Decision, answer: tuple[Any, ...]) -> None:
    """Carry out the answer to a top-level decision."""

    if decision.kind == "attackers":
        declare_attackers(game, list(answer))
        _after_turn_based(game)
        return
    if decision.kind == "blockers":
        declare_blockers(game, list(answer), player=decision.player)
        if blockers_decision(game) is None:  # CR 802.4: every defending player has declared
            finish_blocks(game)
            _after_turn_based(game)
        return
    if decision.kind != "priority":
        raise IllegalActionError(f"unknown decision {decision.kind}")
    if len(answer) != 1:
        raise IllegalActionError("choose exactly one action", rule="117.1")
    action = answer[0]
    player = decision.player
    if game.state.turn.priority != player:
        raise IllegalActionError(f"{game.player(player)} doesn't have priority", rule="117.1")
    if isinstance(action, PassPriority):
        pass_priority(game)
    elif isinstance(action, PlayLand):
        play_land(game, player, action.obj, action.face)
        give_priority(game, player)  # CR 117.3c
    elif isinstance(action, CastSpell):
        cast(game, player, action.obj, permission=action.permission, half=action.half)
        give_priority(game, player)  # CR 117.3c
    elif isinstance(action, ActivateAbility):
        activate(game, player, action.obj, action.index)
        give_priority(game, player)
    elif isinstance(action, ActivateMana):
        activate_mana(game, player, action.obj, action.color)
        give_priority(game, player)  # CR 117.3c, 117.4: an action between passes
    elif isinstance(action, SpecialAction):
        take_special_action(game, player, action)
        give_priority(game, player)  # CR 116.3
    else:
        raise IllegalActionError(f"{action!r} is not an action", rule="117.1")


def pass_priority(game: Game) -> None:
    """CR 117.3d, 117.4: pass; when all pass in succession, resolve or end the step."""
    t = game.state.turn
    assert t.priority is not None
    game.log_event("priority", f"{game.player(t.priority)} passes", rule="117.3d")
    living = [p.index for p in game.players if not p.lost]
    passes = t.passes + 1
    if passes >= len(living):
        if game.state.zones[(Zone.STACK, -1)]:

            resolve_top(game)
            if not turn_ended(game):  # CR 723.1f: no priority as the turn ends
                give_priority(game, game.state.turn.active)  # CR 117.3b
        elif game.state.turn.step is Step.CLEANUP:
            # CR 514.3a: after priority in a cleanup step, another cleanup step begins
            game.log_event("step", "another cleanup step begins", rule="514.3a")
            game.state.turn = game.state.turn.passing(None, actions_done=False)
        else:
            game.state.turn = game.state.turn.passing(None)
        return
    nxt = _next_player(game, t.priority)
    game.state.turn = t.passing(nxt, passes)


def _next_player(game: Game, player: int) -> int:
    n = len(game.players)
    for k in range(1, n + 1):
        candidate = (player + k) % n
        if not game.player(candidate).lost:
            return candidate
    return player


def priority_decision(game: Game, player: int, actions: list[Any] | None = None) -> Decision:
    """CR 117.1: ``player``'s priority: the legal actions (``actions``, when listed already)
    and passing."""
    if actions is None:
        actions = legal_priority_actions(game, player)
    actions.append(PassPriority())
    return Decision(
        kind="priority",
        player=player,
        prompt=f"{game.player(player)}: choose an action",
        options=tuple(actions),
        rule="117.1",
    )


def _after_turn_based(game: Game) -> None:
    t = game.state.turn
    game.state.turn = t.passing(t.active, actions_done=True)


def _lore_counters(game: Game, player: int) -> None:
    """CR 714.3b: as a player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities (no stack)."""

    for obj in game.battlefield(player):
        ch = game.chars(obj.id)
        if ch.type_line.has_subtype("Saga") and final_chapter(ch.abilities):
            game.add_counters(obj.id, "lore", 1, rule="714.3b")


def _held_for(tags: Mapping[str, Any], active: int) -> bool:
    """Whether a "doesn't untap during ... next untap step" tag holds in ``active``'s untap
    step: ``True`` in its controller's, a player's index in that player's only (CR 502.3)."""
    hold = tags.get("doesnt_untap")
    return hold is True or (type(hold) is int and hold == active)


def _untaps_in_others_untap_in_force(game: Game) -> bool:
    """Whether any effect "untap ~ during each other player's untap step" is in force (CR
    502.3): kept with the layer pass, so a game with none asks no permanent about it."""
    result = current(game)
    found: bool | None = result.kept.get("untaps in others' untap")
    if found is None:
        found = result.kept["untaps in others' untap"] = any(
            part.kind == "untaps_in_others_untap"
            for _, part in result.rules_of(Restriction, game))
    return found


def _untap_unless_kept(game: Game, active: int, candidates: list[int]) -> None:
    """CR 502.3: the active player determines which permanents they control untap: those
    they "may choose not to untap" (a storage land) stay tapped if they choose so."""
    kept = game.decide(kind="keep_tapped", player=active,
                       prompt="choose the permanents not to untap", options=candidates,
                       min=0, max=len(candidates), rule="502.3")
    for oid in candidates:
        if oid in kept:
            game.log_event("untap", f"{game.obj(oid)} stays tapped: its controller chooses "
                           "not to untap it", rule="502.3", obj=oid)
        else:
            game.untap(oid, rule="502.3")


def _untap_one_of_each(game: Game, active: int,
                       limited: list[tuple[int, frozenset[str]]]) -> None:
    """CR 502.3: "Players can't untap more than one artifact during their untap steps": the
    active player chooses, for each such limit in turn, up to one permanent it holds to
    untap; one untapped counts against every limit it falls under, the others stay tapped."""
    used: set[str] = set()
    untapped: set[int] = set()
    for kind in sorted(set().union(*(k for _, k in limited))):
        if kind in used:
            continue
        options = tuple(oid for oid, kinds in limited
                        if kind in kinds and oid not in untapped and kinds.isdisjoint(used))
        if not options:
            continue
        what = kind.removeprefix("untap_one_")
        picked = game.decide(kind="untap_one", player=active,
                             prompt=f"choose up to one {what} to untap (CR 502.3)",
                             options=options, labels=tuple(str(game.obj(o)) for o in options),
                             min=0, max=1, rule="502.3")
        for oid in picked:
            untapped.add(int(oid))
            used.update(dict(limited)[int(oid)])
            game.untap(int(oid), rule="502.3")
        used.add(kind)
    for oid, _ in limited:
        if oid not in untapped:
            game.log_event("untap", f"{game.obj(oid)} stays tapped: no more than one of its "
                           "kind untaps this untap step", rule="502.3", obj=oid)


def _turn_based_actions(game: Game) -> Decision | None:
    """Turn-based actions at the start of the current step (CR 703)."""

    t = game.state.turn
    step = t.step
    game.log_event("step", f"{step.label} begins", rule=_RULE[step])
    active = t.active
    priority: int | None = active
    if step is Step.UNTAP:
        if phasing.KEY in game.state.zones or game.rules.ruleset.has_impls(
                "manastack_phasing_permanents"):
            phasing.untap_step(game, active)  # CR 502.1: phasing first, before untapping
        for obj in game.battlefield():
            hold = obj.tags.get("doesnt_untap")
            if obj.controller != active and type(hold) is int and hold == active:
                # CR 502.3: "your next untap step" is this one, even for a permanent now
                # controlled by another player: the effect ends
                tags = dict(obj.tags)
                del tags["doesnt_untap"]
                game.set_object(obj.replace(tags=tags))
        chosen: list[int] = []  # "you may choose not to untap ~": asked once, below
        limited: list[tuple[int, frozenset[str]]] = []  # "can't untap more than one ...", below
        for obj in game.battlefield(active):
            held = _held_for(obj.tags, active)
            if obj.tapped and not held:
                kinds = restrictions(game, obj.id)
                if "doesnt_untap" in kinds:  # CR 502.3: a static says so
                    game.log_event("untap", f"{obj} doesn't untap during its controller's "
                                   "untap step", rule="502.3", obj=obj.id)
                    continue
                if "may_not_untap" in kinds:
                    chosen.append(obj.id)
                    continue
                if not kinds.isdisjoint(UNTAP_ONE_KINDS):
                    limited.append((obj.id, kinds.intersection(UNTAP_ONE_KINDS)))
                    continue
                game.untap(obj.id, rule="502.3")
            elif held:
                if obj.tapped:  # CR 502.3: "doesn't untap during ... next untap step" (701.43a)
                    game.log_event("untap", f"{obj} doesn't untap during this untap step",
                                   rule="502.3", obj=obj.id)
                tags = dict(obj.tags)
                del tags["doesnt_untap"]
                game.set_object(obj.replace(tags=tags))
        if _untaps_in_others_untap_in_force(game):
            for obj in game.battlefield():
                # CR 502.3: "Untap ~ during each other player's untap step" (Bender's Waterskin)
                if obj.tapped and game.controller(obj.id) != active and \
                        "untaps_in_others_untap" in restrictions(game, obj.id):
                    game.untap(obj.id, rule="502.3")
        if limited:
            _untap_one_of_each(game, active, limited)
        # CR 502.3, 611.2a: "during your next untap step" was this one
        game.end_effects(lambda e: e.duration.kind == NEXT_UNTAP_STEP_OF and
                         e.duration.player == active, rule="502.3")
        if chosen:
            _untap_unless_kept(game, active, chosen)
        priority = None  # CR 502.4: no priority in the untap step
    elif step is Step.UPKEEP:
        end_exile_plays_at(game, step)  # CR 611.2a: "until the beginning of your next upkeep"
        fire_event(game, "step_begins", step=step, player=active)
    elif step is Step.DRAW:
        if t.number == 1 and len(game.players) == 2 and active == t.first_player:
            game.log_event("draw", "the starting player skips their first draw", rule="103.8a")
        else:
            game.draw(active, 1, rule="504.1")
        fire_event(game, "step_begins", step=step, player=active)
    elif step is Step.BEGIN_COMBAT:
        game.state.combat = Combat()
        # CR 506.1, 500.8: counted so that "the first combat phase of the turn" is known
        t = game.state.turn  # by its constructor: a combat phase begins every turn
        game.state.turn = t.passing(t.priority, t.passes, combat_phases=t.combat_phases + 1)
        fire_event(game, "step_begins", step=step, player=active)
    elif step is Step.DECLARE_ATTACKERS:
        t = evolve(t, attackers_declared=True)  # CR 508.1: "before attackers are declared" ends
        game.state.turn = t
        decision = attackers_decision(game)
        if decision is not None and decision.options:
            game.state.turn = evolve(t, priority=None)
            return evolve(decision, check=_trial_attackers)
        declare_attackers(game, [])
    elif step is Step.DECLARE_BLOCKERS:
        return _ask_blockers(game)
    elif step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        combat_damage(game, first_strike=step is Step.FIRST_STRIKE_DAMAGE)
    elif step is Step.MAIN1:
        game.state.turn = evolve(game.state.turn, main_phases=game.state.turn.main_phases + 1)
        _lore_counters(game, active)
        # CR 505.1a: "at the beginning of your first main phase" (the precombat one, once a turn)
        fire_event(game, "step_begins", step=step, player=active)
    elif step is Step.MAIN2:
        # CR 505.1b: counted so that "your second main phase" is known among them
        game.state.turn = evolve(game.state.turn, main_phases=game.state.turn.main_phases + 1)
        # CR 505.1a: every main phase after the first is a postcombat one, an added one too
        fire_event(game, "step_begins", step=step, player=active)
    elif step is Step.END_COMBAT or step is Step.END:
        if step is Step.END:
            end_exile_plays_at(game, step)  # CR 611.2a: "until your next end step"
        fire_event(game, "step_begins", step=step, player=active)
    elif step is Step.CLEANUP:
        _cleanup(game)
        priority = None  # CR 514.3
    game.state.turn = game.state.turn.passing(priority, actions_done=True)
    return None


def _declaring_blockers(game: Game) -> bool:
    """Some defending players have declared their blocks, others are still to (CR 802.4)."""
    c = game.state.combat
    return game.state.turn.step is Step.DECLARE_BLOCKERS and c is not None and \
        bool(c.blocks_declared)


def _ask_blockers(game: Game) -> Decision | None:
    """CR 509.1, 802.4: the next defending player in APNAP order declares blockers; when
    nobody is left to ask, the declaration is finished (509.1h-i) and the active player
    gets priority (509.2)."""
    decision = blockers_decision(game)
    if decision is not None:
        return evolve(decision, check=partial(_trial_blockers, player=decision.player))
    finish_blocks(game)  # CR 509.1h: a player with no legal block declares none
    _after_turn_based(game)
    return None


class _Rollback(Exception):
    """Raised inside a trial transaction to undo a declaration that was legal."""


def _trial(game: Game, declare: Any, answer: tuple[Any, ...]) -> str | None:
    """Try a combat declaration and undo it (CR 732): the reason it is illegal, or None.

    The declaration rules (508.1, 509.1) concern the whole set of attackers or
    blockers, so the decision's ``check`` asks the code that performs them.
    """
    try:
        with game.transaction():
            declare(game, list(answer))
            raise _Rollback
    except _Rollback:
        return None
    except IllegalActionError as exc:
        return exc.reason


def _trial_attackers(game: Game, answer: tuple[Any, ...]) -> str | None:

    return _trial(game, declare_attackers, answer)


def _trial_blockers(game: Game, answer: tuple[Any, ...], *, player: int) -> str | None:
    """CR 802.4b: one defending player's blocks, judged apart from the others'."""
    return _trial(game, partial(declare_blockers, player=player), answer)


def _cleanup(game: Game) -> None:
    """CR 514.1-514.2: discard to hand size, remove damage, end "until end of turn"."""

    active = game.state.turn.active
    p = game.player(active)
    hand = game.hand(active)
    excess = len(hand) - p.max_hand_size
    if excess > 0 and NO_MAXIMUM_HAND_SIZE in game.player_keywords(active):
        excess = 0  # CR 402.2: "You have no maximum hand size" (an effect on a player, 613.10)
        game.log_event("cleanup", f"{p} has no maximum hand size: no discard", rule="402.2")
    if excess > 0:
        game.choose_discards(active, excess, rule="514.1",
                             prompt=f"Discard {excess} card(s) down to {p.max_hand_size}")
    damaged = [obj for obj in game.battlefield() if obj.damage or obj.deathtouch_damage]
    kept = _damage_kept(game, damaged) if damaged else set()
    for obj in damaged:
        if obj.id not in kept:
            game.set_object(obj.replace(damage=0, deathtouch_damage=False))
    game.log_event("cleanup", "damage wears off", rule="514.2")
    game.end_effects(lambda e: e.duration.kind == END_OF_TURN, rule="514.2")
    end_exile_plays(game)  # CR 514.2, 611.2a: permissions to play an exiled card this turn


def _damage_kept(game: Game, damaged: list[GameObject]) -> set[int]:
    """CR 514.2: the damaged creatures an effect such as "Damage isn't removed from
    creatures your opponents control during cleanup steps" keeps marked (102.3)."""
    kept: set[int] = set()
    for effect, part in current(game).rules_of(DamageStaysInCleanup, game):
        for obj in damaged:
            if obj.id in kept or not game.chars(obj.id).is_creature:
                continue
            if part.opponents and game.controller(obj.id) == effect.controller:
                continue
            kept.add(obj.id)
            game.log_event("cleanup", f"damage stays on {obj} "
                           f"({part.describe()})", rule="514.2")
    return kept


def _end_step(game: Game) -> None:
    """The current step ends (CR 500.2, 500.5): pools empty, the next step begins."""

    game.empty_pools()
    t = game.state.turn
    step = t.step
    if step is Step.END_COMBAT:
        end_combat(game)
        if t.extra_combats:
            # CR 500.8: an added combat phase comes directly after this one
            restriction, rest = t.extra_combats[0], t.extra_combats[1:]
            game.state.turn = evolve(t, step=Step.BEGIN_COMBAT, priority=None, passes=0,
                                     actions_done=False, extra_combats=rest,
                                     attack_filter=restriction)
            game.log_event("turn", "an additional combat phase begins", rule="500.8")
            return
        t = evolve(t, attack_filter=None)
        if t.after_added_combat is not None:
            # CR 500.8: the combat phase added after a main phase is over: the turn goes on
            # with what followed that main phase
            game.state.turn = evolve(t, after_added_combat=None).passing(
                None, step=t.after_added_combat, actions_done=False)
            return
    if step in (Step.MAIN1, Step.MAIN2):
        if t.extra_combats and not (t.added_combat_mains or t.resume_step):
            _after_main_with_added_combat(game, t)
            return
        if t.added_combat_mains or t.resume_step:
            _after_main_with_added_phases(game, t)
            return
    nxt = _next_step(game, step)
    if nxt is None:
        _next_turn(game)
        return
    if game.state.turn.skip_steps is not t.skip_steps:  # CR 614.10: a skip just used up
        t = evolve(t, skip_steps=game.state.turn.skip_steps)
    game.state.turn = t.passing(None, step=nxt, actions_done=False)


def end_the_turn(game: Game) -> None:
    """CR 723.1: "End the turn", carried out in its own order rather than as a resolution
    goes on: the triggered abilities waiting cease to exist (723.1a), every object on the
    stack is exiled, the resolving one included (723.1b: an ability simply ceases to exist),
    state-based actions are checked (723.1c), then the step ends, combat with it, and the
    turn skips straight to its cleanup step (723.1d), where nobody gets priority unless
    something triggered meanwhile (723.1f, the engine's 514.3a)."""
    game.state.pending_triggers = ()
    game.log_event("turn", "the turn ends: abilities waiting to be put on the stack cease to "
                   "exist", rule="723.1a")
    for obj_id in reversed(game.state.zones[(Zone.STACK, -1)]):
        if game.obj(obj_id).tags.get("ability") is not None:
            remove_from_stack(game, obj_id, cause="723.1b", rule="723.1b")
        else:
            game.move(obj_id, Zone.EXILE, cause="723.1b", rule="723.1b")
    sba.check(game)  # CR 723.1c: no player gets priority, no trigger is put on the stack
    game.empty_pools()  # CR 500.4: the step ends
    if game.state.combat is not None:
        end_combat(game)  # CR 723.1d: everything is removed from combat
    t = game.state.turn
    game.state.turn = evolve(t.passing(None, step=Step.CLEANUP, actions_done=False),
                             extra_combats=(), attack_filter=None, after_added_combat=None,
                             added_combat_mains=0, resume_step=None)
    game.log_event("turn", "the turn skips straight to its cleanup step",
                   rule="723.1d")


def turn_ended(game: Game) -> bool:
    """Has an effect just ended the turn (CR 723.1d: a cleanup step begun whose turn-based
    actions aren't done), so nobody gets priority after the resolution (723.1f)?"""
    t = game.state.turn
    return t.step is Step.CLEANUP and not t.actions_done


def _after_main_with_added_combat(game: Game, t: TurnState) -> None:
    """CR 500.8: "after this phase, there is an additional combat phase" resolved in a main
    phase adds the combat phase directly after that main phase (no main phase comes with
    it, 505.1a); once it ends the turn goes on with what followed the main phase."""
    nxt = _next_step(game, t.step)
    restriction, rest = t.extra_combats[0], t.extra_combats[1:]
    game.state.turn = evolve(t.passing(None, step=Step.BEGIN_COMBAT, actions_done=False),
                             extra_combats=rest, attack_filter=restriction,
                             after_added_combat=nxt or Step.CLEANUP)
    game.log_event("turn", "an additional combat phase begins after this main phase",
                   rule="500.8")


def _after_main_with_added_phases(game: Game, t: TurnState) -> None:
    """CR 500.8, 505.1a: after a main phase with an added "combat phase followed by a main
    phase" pending, that combat phase begins (its main phase is the postcombat one after
    it); after the last added main phase, the turn goes on where the first one left it."""
    if t.added_combat_mains:
        resume = t.resume_step or _next_step(game, t.step)
        game.state.turn = evolve(t.passing(None, step=Step.BEGIN_COMBAT, actions_done=False),
                                 added_combat_mains=t.added_combat_mains - 1,
                                 resume_step=resume)
        game.log_event("turn", "an additional combat phase begins", rule="500.8")
        return
    resume = t.resume_step
    game.state.turn = evolve(t, resume_step=None)
    if resume is None:
        _next_turn(game)
        return
    game.state.turn = game.state.turn.passing(None, step=resume, actions_done=False)


def _next_step(game: Game, step: Step) -> Step | None:

    i = _ORDER.index(step)
    while True:
        i += 1
        if i >= len(_ORDER):
            return None
        candidate = _ORDER[i]
        c = game.state.combat
        if candidate in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.FIRST_STRIKE_DAMAGE) and (
            c is None or not c.attackers
        ):
            continue  # CR 508.8: no attackers, no blockers or damage steps
        if candidate is Step.FIRST_STRIKE_DAMAGE and not has_first_strikers(game):
            continue  # CR 510.4
        if _skipped(game, candidate):
            continue
        return candidate


def _skipped(game: Game, step: Step) -> bool:
    """CR 614.10: "Skip your draw step": the active player's step doesn't happen."""
    active = game.state.turn.active
    skips = game.state.turn.skip_steps
    # CR 614.10: "skip your next draw step", used once; none noted asks no step its name
    if skips and (active, step.value) in skips:
        left = list(skips)
        left.remove((active, step.value))
        game.state.turn = evolve(game.state.turn, skip_steps=tuple(left))
        game.log_event("turn", f"{game.player(active)} skips their {step.value}",
                       rule="614.10", player=active)
        return True
    for effect, part in current(game).rules_of(SkipStep, game):
        if part.step == step.value and effect.controller == active:
            game.log_event("turn", f"{game.player(active)} skips their {step.value} "
                           f"({part.describe()})", rule="614.10", player=active)
            return True
    return False


def _next_turn(game: Game) -> None:
    """CR 500.7: extra turns first, most recent first; then turn order resumes. CR 614.10: a
    player who skips their next turn doesn't take it (an extra turn as well); the turn after
    it comes instead. Each skip is used once, so the choice ends."""
    while True:
        t = game.state.turn
        extra = bool(t.extra_turns)
        if extra:
            active, rest = t.extra_turns[0], t.extra_turns[1:]
            game.state.turn = evolve(t, extra_turns=rest)
        else:
            active = _next_player(game, t.regular)
            game.state.turn = evolve(t, regular=active)
        skips = game.state.turn.skip_turns
        if active not in skips or game.player(active).lost:
            break
        left = list(skips)
        left.remove(active)
        game.state.turn = evolve(game.state.turn, skip_turns=tuple(left))
        game.log_event("turn", f"{game.player(active)} skips their turn", rule="614.10",
                       player=active)
    _begin_turn(game, active, extra=extra)
