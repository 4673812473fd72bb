"""The stack (CR 405): putting spells' copies and abilities on it (603.3, 707.10), and resolving
the top object (608).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs

from manastack.engine import triggers
from manastack.engine.faces import cast_as_adventure, cast_as_omen
from manastack.engine.targets import choosable_modes, choose_one_target, divide_among_targets
from manastack.model import effects as fx
from manastack.model.abilities import ModalTriggeredAbility, Mode, TriggeredAbility
from manastack.model.effects import Context, run_mode, shift_targets
from manastack.model.filters import with_defending_player, with_event_player
from manastack.model.objects import ADVENTURE, Card, GameObject, PlayerRef, Zone
from manastack.model.spells import Spell, StackAbility, resolved_x
from manastack.model.typeline import TypeLine

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Sequence

    from manastack.engine.game import Game
    from manastack.model.abilities import Ability
    from manastack.model.filters import Target, TargetSpec
    from manastack.model.triggers import PendingTrigger


# --------------------------------------------------------------------------
# Putting triggers on the stack (CR 603.3)
# --------------------------------------------------------------------------


def resolution_mode(trig: PendingTrigger) -> Mode:
    """The ability's effect with the checks made as it resolves: the objects it acts
    on (603.7c), the intervening "if" (603.4), "you may" (603.5)."""

    instructions: tuple[fx.Instruction, ...] = trig.effect.instructions
    if trig.optional:
        instructions = (fx.MayDo(then=instructions, prompt=trig.text, rule="603.5"),)
    if trig.intervening_if is not None:
        instructions = (fx.InterveningIf(check=trig.intervening_if, source=trig.source_lki,
                                         then=instructions),)
    if trig.intervening_if_event is not None:
        # CR 603.4: a condition about the event is checked again with the event's data
        instructions = (fx.InterveningIf(check_event=trig.intervening_if_event,
                                         source=trig.source_lki, then=instructions,
                                         text=trig.text),)
    if trig.expected is not None:
        # CR 603.7c, 608.2h: what is gone isn't affected, unless looked back to as it last was
        instructions = (fx.FindObjects(expected=trig.expected), *instructions,
                        fx.ObjectsNotAffected())
    if instructions is trig.effect.instructions:
        return trig.effect
    return attrs.evolve(trig.effect, instructions=instructions)


def put_on_stack(game: Game) -> bool:
    """Put waiting triggered abilities on the stack, APNAP (CR 603.3b). True if any."""

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
        if game.player(player).lost:  # CR 800.4d: a player who left controls no new ability
            game.log_event("trigger", f"{len(mine)} triggered ability(ies) of "
                           f"{game.player(player)}, who left the game, not put on the stack",
                           rule="800.4d")
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
            modes: tuple[int, ...] = ()
            if isinstance(trig.ability, ModalTriggeredAbility):
                chosen = _choose_trigger_modes(game, player, trig, trig.ability)
                if chosen is None:
                    continue
                effect, modes = chosen
                trig = attrs.evolve(trig, effect=effect)
            trig = _fix_defending_player(trig)
            targets: list[tuple[Target, ...]] = []
            skipped = False
            for spec in trig.effect.targets:
                # CR 115.3: "another target" can't take what the instances before it took
                earlier = targets[len(targets) - spec.other_than_previous:] if \
                    spec.other_than_previous else []
                taken = tuple(t for group in earlier for t in group)
                candidates = [t for t in spec.candidates(game, player, trig.source)
                              if t not in taken]
                if len(candidates) < spec.min:
                    skipped = True  # CR 603.3d: no legal target, removed from the stack
                    break
                targets.append(choose_one_target(
                    game, player, trig.source, spec, trig.source_lki.card.name, taken=taken))
            if skipped:
                game.log_event("trigger", f"{trig.text}: no legal target, removed",
                               rule="603.3d")
                continue
            x = _entering_x(trig)
            if x:
                game.log_event("trigger", f"{trig.text}: X is {x}, the X of the spell "
                               f"{trig.source_lki.card.name} was", rule="107.3m")
            else:
                x = _cycled_x(trig)
                if x:
                    game.log_event("trigger", f"{trig.text}: X is {x}, the X announced for "
                                   f"the cost {trig.source_lki.card.name} was discarded to "
                                   f"pay", rule="702.29c, 107.3e")
            # CR 603.3d: an amount divided among its targets is announced as they are chosen
            division = divide_among_targets(game, player, trig.source_lki.card.name,
                                            [trig.effect], targets, x)
            on_stack = put_ability_on_stack(
                game,
                StackAbility(
                    source=trig.source, source_lki=trig.source_lki, controller=player,
                    mode=resolution_mode(trig), targets=tuple(targets), kind="triggered",
                    event=trig.event, text=trig.text, delayed=trig.delayed,
                    modes=modes,  # CR 603.3c, 700.2b: kept with the ability on the stack
                    mode_texts=tuple(trig.ability.modes[i].text for i in modes)
                    if isinstance(trig.ability, ModalTriggeredAbility) else (),
                    x=x, division=division,
                ),
            )
            # CR 603.3d: its targets are chosen as it is put on the stack
            triggers.fire_targeted(game, tuple(targets), on_stack.id, player)
            put_any = True
    return put_any or bool(pending)


def _entering_x(trig: PendingTrigger) -> int:
    """CR 107.3m: X of an ability that triggered on its own permanent entering is the X of the
    spell that permanent was (the permanent's own X is 0); 0 for any other trigger."""
    ability = trig.ability
    if ability is None or ability.trigger.event != "enters" or \
            trig.event.get("obj") != trig.source:
        return 0
    return resolved_x(trig.source_lki)


def _cycled_x(trig: PendingTrigger) -> int:
    """CR 702.29c, 107.3e: X of "When you cycle this card, create X ..." (Shark Typhoon,
    Valor's Flagship) is the X announced for the cycling cost the card was discarded to pay
    (an ability that triggered on its own card being discarded to pay an activation cost);
    0 for any other trigger."""
    ability = trig.ability
    if ability is None or ability.trigger.event != "activate" or \
            trig.source not in trig.event.get("discarded", ()):
        return 0
    x = trig.event.get("x", 0)
    return x if isinstance(x, int) else 0


def _fix_defending_player(trig: PendingTrigger) -> PendingTrigger:
    """CR 508.5: "target ... defending player controls" of an attack trigger means the
    player the creature attacked, fixed by the event: it stays so after the creature leaves
    combat or the battlefield, as the ability is put on the stack and as it resolves."""
    player = trig.event.get("defending_player")
    if not trig.effect.targets:
        return trig
    # CR 603.7c: "target ... that player controls": the player of the event, fixed likewise
    specs = tuple(with_event_player(spec, trig.event) for spec in trig.effect.targets)
    if isinstance(player, int):
        specs = tuple(with_defending_player(spec, player) for spec in specs)
    if specs == trig.effect.targets:
        return trig
    return attrs.evolve(trig, effect=attrs.evolve(trig.effect, targets=specs))


def _log_defending_player_kept(game: Game, ability: StackAbility) -> None:
    """CR 508.5: the attacker of an attack trigger naming "defending player" has left
    combat: say that the player it attacked is still the defending player."""
    fixed = {flt.defending_player for spec in ability.mode.targets
             for flt, _ in spec.object_filters() if flt.defending_player is not None}
    attacker = ability.event.get("obj")
    combat = game.state.combat
    if len(fixed) != 1 or not isinstance(attacker, int) or \
            (combat is not None and attacker in combat.attackers):
        return
    game.log_event("resolve", f"{ability.text}: the defending player is still "
                   f"{game.player(fixed.pop())}, whom the creature attacked before it left "
                   "combat", rule="508.5", source=ability.source)


def _choose_trigger_modes(game: Game, player: int, trig: PendingTrigger,
                          ability: ModalTriggeredAbility) -> tuple[Mode, tuple[int, ...]] | None:
    """CR 700.2b: the modes of a modal triggered ability are chosen as it is put on the stack;
    a mode whose targets can't be chosen can't be chosen; no mode chosen, it is removed
    (603.3c). The chosen modes become one effect, in printed order (700.2a); returned with
    their indices, which the ability on the stack keeps."""

    available = choosable_modes(game, player, trig.source, ability.modes)
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
            options=available, labels=tuple(ability.modes[i].text for i in available),
            min=least, max=most, rule="700.2b")
    if not chosen:
        game.log_event("trigger", f"{trig.text}: no mode chosen, removed", rule="603.3c")
        return None
    indices = tuple(sorted(int(c) for c in chosen))
    effect = combined_modes(ability.modes, indices)
    game.log_event("trigger", f"modes chosen: {effect.text}", rule="700.2b")
    return effect, indices


def combined_modes(modes: Sequence[Mode], chosen: Sequence[int]) -> Mode:
    """The chosen modes of a modal ability as one effect, in printed order (CR 700.2a): each
    mode's instances of "target" numbered after the earlier modes' (601.2c)."""
    instructions: list[Any] = []
    specs: list[Any] = []
    for i in sorted(chosen):
        mode = modes[i]
        instructions.extend(shift_targets(ins, len(specs)) if specs else ins
                            for ins in mode.instructions)
        specs.extend(mode.targets)
    return Mode(instructions=tuple(instructions), targets=tuple(specs),
                text=" ".join(modes[i].text for i in sorted(chosen)))


def put_ability_on_stack(game: Game, ability: StackAbility) -> GameObject:
    """An ability on the stack is an object, not a card (CR 405.1, 113.7)."""
    name = f"ability of {ability.source_lki.card.name}"
    card = Card(name=name, type_line=_ABILITY_TYPE, text=ability.text)
    obj = game.create_object(card, ability.controller, Zone.STACK, log=False)
    obj = game.update(obj.id, is_copy=True, tags={"ability": ability})
    chosen = ""
    if ability.modes:  # CR 700.2a-b: which modes this object on the stack has
        chosen = " (mode" + ("s " if len(ability.modes) > 1 else " ") + \
            ", ".join(str(i + 1) for i in ability.modes) + " chosen, CR 700.2)"
    game.log_event(
        "stack", f"{name} is put on the stack: {ability.text}{chosen}",
        rule="603.3" if ability.kind == "triggered" else "602.2a",
    )
    return obj


def spell_cast(ctx: Context) -> GameObject | None:
    """The spell whose casting triggered the resolving ability ("When you cast this spell,
    copy it": storm, replicate, casualty, conspire): as it is on the stack, or, if it has
    left the stack, as it last existed there (the ability exists apart from it, 113.7a;
    608.2h). None when neither is known."""
    game = ctx.game
    spell_id = ctx.event.get("obj")
    now = game.find(spell_id) if isinstance(spell_id, int) else None
    if now is not None and now.zone is Zone.STACK and now.spell is not None:
        return now
    lki = ctx.source_lki
    return lki if lki is not None and lki.spell is not None else None


def copy_cast_spell(ctx: Context, original: GameObject, times: int, keyword: str) -> list[int]:
    """CR 707.10, 707.10c: ``times`` copies of ``original`` (:func:`spell_cast`) under the
    ability's controller, each of which may get new targets; the log says when they are
    made from the spell as it last existed on the stack (608.2h). Returns the copies."""
    game = ctx.game
    now = game.find(original.id)
    if now is None or now.zone is not Zone.STACK or now.spell is None:
        game.log_event("effect", f"{keyword}: {original.card.name} has left the stack, copied "
                       "as it last existed there", rule="608.2h", source=ctx.source)
    return [copy_spell(game, original, ctx.controller, new_targets=True).id
            for _ in range(times)]


def abilities_now(game: Game, obj: int, card: Card) -> tuple[Ability, ...]:
    """The abilities of the object ``obj`` as they are now (its characteristics, 613), or, if
    it no longer exists, those of ``card``, as it last existed (608.2h, 113.7a): how many
    instances of a keyword a spell being cast, or the source of its trigger, has (702.78b,
    702.153b)."""
    return game.chars(obj).abilities if game.find(obj) is not None else card.abilities


def times_paid(spell: Spell | None, name: str, plugin: str, label: str | None = None, *,
               instance: int | None = None) -> int:
    """CR 601.2f-h, 118.8: how many times the additional cost ``name`` of ``plugin`` (only
    those labelled ``label``, and announced for the instance ``instance`` of the keyword,
    when given) was paid for ``spell``: for an optional cost each instance pays once
    (601.2b), so how many of its instances were paid; for a cost paid any number of times
    by each instance separately (702.56b, 702.157b), how many times that instance paid it.
    0 for no spell."""
    if spell is None:
        return 0
    return sum(a.times for a in spell.additional if a.name == name and a.plugin == plugin
               and (label is None or a.label == label)
               and (instance is None or a.instance == instance))


def instance_index(game: Game, source: GameObject, condition: object,
                   alike: Callable[[TriggeredAbility], bool]) -> int:
    """CR 603.4, 702.56b, 702.157b: which instance of a keyword (its index among the alike
    ones, 0 first) is the trigger of ``source`` (as it is, or last existed:
    :func:`abilities_now`) whose intervening "if" is the object ``condition``; ``alike``
    says which triggers are instances of that keyword. 0 when none is."""
    mine = [a for a in abilities_now(game, source.id, source.card)
            if isinstance(a, TriggeredAbility) and alike(a)]
    return next((i for i, a in enumerate(mine) if a.trigger.intervening_if is condition), 0)


def among_first_paid(game: Game, source: GameObject, condition: object,
                     alike: Callable[[TriggeredAbility], bool], paid: int) -> bool:
    """CR 603.4, 601.2f-h: the intervening "if" ("if its [cost] was paid") of one instance of
    a keyword that is an optional additional cost and a "when you cast this spell" trigger:
    alike instances are paid separately, each triggering on its own payment (conspire
    702.78b, casualty 702.153b), so with ``paid`` of them paid (:func:`times_paid`), the
    first ``paid`` alike instances' triggers trigger. The instance is the trigger of
    ``source`` whose intervening "if" is the object ``condition`` (:func:`instance_index`);
    ``alike`` says which triggers are instances alike to it."""
    return paid > instance_index(game, source, condition, alike)


def copy_spell(game: Game, original: GameObject, controller: int, *,
               new_targets: bool = False) -> GameObject:
    """CR 707.10: put a copy of the spell ``original`` onto the stack under ``controller``'s
    control (who also owns it). The copy has every choice made for the original: modes
    (700.2g), targets, X, the division of an amount, and the alternative and additional
    costs chosen (so a copy of an overloaded spell is overloaded, 702.96; a copy of an
    escalated spell keeps its modes and nothing is paid for it, 702.120). It isn't cast
    (no "whenever you cast" trigger fires) and ceases to exist when it leaves the stack
    (707.10a), except that a copy of a permanent spell resolves into a token permanent
    (707.10f, 608.3f). ``new_targets``: "you may choose new targets for the copy" (707.10c).
    """
    spell = original.spell
    assert spell is not None
    new = game.create_object(original.card, controller, Zone.STACK, log=False)
    # what was paid stays the original's: effects of the copy referring to the costs paid
    # use the original's (707.10)
    copied = attrs.evolve(spell, obj=new.id, controller=controller, is_copy=True,
                          provisional=False)
    game.update(new.id, is_copy=True, spell=copied)
    game.log_event("copy", f"a copy of {spell.card.name} is put on the stack under "
                   f"{game.player(controller)}'s control, with the choices made for it",
                   rule="707.10", obj=new.id)
    if new_targets and copied.targets:
        copied = _change_copy_targets(game, copied)
        game.update(new.id, spell=copied)
    # CR 707.10c, 601.2c: each target of the copy becomes a target of this new spell (ward)
    triggers.fire_targeted(game, copied.targets, new.id, controller, crime=False)
    # CR 707.10, 603.2: "whenever you copy a spell" (magecraft) triggers on the copy's creation
    triggers.fire_event(game, "copy", obj=new.id, player=controller)
    return game.obj(new.id)


def _change_copy_targets(game: Game, spell: Spell) -> Spell:
    """CR 707.10c: for each instance of "target", the copy's controller may keep the target
    (even an illegal one) or choose a new one, which must be legal."""
    specs = tuple(spec for _, spec in spell.target_specs)
    return attrs.evolve(spell, targets=_new_copy_targets(
        game, spell.controller, spell.obj, spell.card.name, specs, spell.targets,
        skip={i for i, spec in enumerate(specs) if not spec.required_for(spell)}))


def _new_copy_targets(game: Game, controller: int, source: int, name: str,
                      specs: Sequence[TargetSpec], targets: tuple[tuple[Target, ...], ...],
                      itself: int | None = None, skip: Collection[int] = ()
                      ) -> tuple[tuple[Target, ...], ...]:
    """CR 707.10c: the targets of the copy of ``name`` (from ``source``; ``itself`` the
    copy of an ability on the stack, no target of its own, 115.5), each instance of
    "target" (``specs``) kept (even an illegal one) or changed to a new legal one by
    ``controller``; ``skip``: the instances the spell doesn't have (601.2c), left empty."""
    chosen = list(targets)
    for i, (spec, current) in enumerate(zip(specs, targets, strict=False)):
        if i in skip:
            continue
        shown = ", ".join(_target_label_safe(game, t) for t in current) or "none"
        answer = game.decide(kind="new_targets", player=controller,
                             prompt=f"Choose new targets for the copy of {name} "
                                    f"({spec}; now {shown})?",
                             options=("no", "yes"), rule="707.10c")
        if answer[0] == "yes":
            # CR 115.3: a new target for "another target" still differs from the ones before
            earlier = chosen[i - spec.other_than_previous:i] if spec.other_than_previous else []
            chosen[i] = choose_one_target(game, controller, source, spec, f"the copy of {name}",
                                           taken=tuple(t for group in earlier for t in group),
                                           itself=itself)
    return tuple(chosen)


def copy_ability(game: Game, original: GameObject, controller: int, *,
                 new_targets: bool = False) -> GameObject:
    """CR 707.10: put a copy of the activated or triggered ability ``original`` (on the stack)
    onto the stack under ``controller``'s control: same source, modes, targets, X and event
    (every choice made for it). The copy isn't activated nor triggered (no "whenever you
    activate" trigger fires) and ceases to exist as it leaves the stack (707.10a).
    ``new_targets``: "you may choose new targets for the copy" (707.10c)."""
    ability: StackAbility = original.tags["ability"]
    copied = attrs.evolve(ability, controller=controller)
    new = put_ability_on_stack(game, copied)
    game.log_event("copy", f"a copy of {new.card.name} is put on the stack under "
                   f"{game.player(controller)}'s control, with the choices made for it",
                   rule="707.10", obj=new.id)
    if new_targets and copied.targets:
        copied = attrs.evolve(copied, targets=_new_copy_targets(
            game, controller, copied.source, new.card.name, copied.mode.targets, copied.targets,
            itself=new.id))
        new = game.update(new.id, tags={**new.tags, "ability": copied})
    # CR 707.10c, 603.3d: each target of the copy becomes a target of this new ability
    triggers.fire_targeted(game, copied.targets, new.id, controller, crime=False)
    return new


def change_the_target(game: Game, spell_id: int, chooser: int, *, by: str) -> None:
    """CR 115.7a: "change the target of [a spell or ability with a single target]":
    ``chooser`` changes its one chosen target to another target legal for that instance of
    "target" (as 601.2c checks it, from its controller's view: 115.7e); with no other legal
    target the target stays as it is, even if it is illegal by then. ``spell_id`` is a
    spell or an activated or triggered ability on the stack (113.7a); ``by`` names the
    effect."""
    obj = game.obj(spell_id)
    name = obj.card.name
    targets, controller, source, specs, _ = _chosen_targets(obj)
    chosen = [(i, t) for i, group in enumerate(targets) for t in group]
    if len(chosen) != 1:  # CR 115.9a: only one with one chosen target is changed here
        game.log_event("targets", f"{name} hasn't a single target: {by} changes "
                       "nothing", rule="115.7a", obj=spell_id)
        return
    i, current = chosen[0]
    spec = specs[i]
    # CR 115.3: "another target" still differs from the earlier instances' targets
    earlier = targets[i - spec.other_than_previous:i] if spec.other_than_previous else ()
    taken = {t for group in earlier for t in group}
    others = [t for t in spec.candidates(game, controller, source)
              if t != current and t not in taken and t != spell_id]
    if not others:
        game.log_event("targets", f"{by}: {name} has no other legal target for "
                       f"'{spec}'; its target {_target_label_safe(game, current)} is "
                       "unchanged", rule="115.7a", obj=spell_id)
        return
    answer = game.decide(kind="targets", player=chooser,
                         prompt=f"Change the target of {name} ({spec}; now "
                                f"{_target_label_safe(game, current)})",
                         options=tuple(others),
                         labels=tuple(_target_label_safe(game, t) for t in others),
                         min=1, max=1, rule="115.7a")
    new_target = answer[0]
    changed = list(targets)
    changed[i] = (new_target,)
    _set_targets(game, obj, tuple(changed))
    game.log_event("targets", f"{by} changes the target of {name} from "
                   f"{_target_label_safe(game, current)} to "
                   f"{_target_label_safe(game, new_target)} ({spec})", rule="115.7a",
                   obj=spell_id)
    if not any(new_target in group for group in targets):
        # CR 115.7a: the new target becomes a target of the spell or ability (ward triggers)
        triggers.fire_targeted(game, ((new_target,),), spell_id, controller, crime=False)


def choose_new_targets(game: Game, obj_id: int, chooser: int, *, by: str) -> None:
    """CR 115.7d: "choose new targets for [a spell or ability]": for each instance of
    "target", ``chooser`` may leave its targets unchanged (even illegal ones) or choose new
    ones, legal for that instance as its controller would choose them (601.2c, 115.3: not
    the earlier instances' for "another"; 115.5: not itself); an instance with a divided
    amount keeps its number of targets (115.7f). ``obj_id`` is a spell or an activated or
    triggered ability on the stack (113.7a); ``by`` names the effect."""
    obj = game.obj(obj_id)
    name = obj.card.name
    targets, controller, source, specs, divided = _chosen_targets(obj)
    if not any(targets):
        game.log_event("targets", f"{by}: {name} has no targets to change", rule="115.7d",
                       obj=obj_id)
        return
    chosen = list(targets)
    for i, (spec, current) in enumerate(zip(specs, targets, strict=False)):
        if obj.spell is not None and not spec.required_for(obj.spell):
            continue  # CR 601.2c: an instance this spell doesn't have gets no target
        shown = ", ".join(_target_label_safe(game, t) for t in current) or "none"
        answer = game.decide(kind="new_targets", player=chooser,
                             prompt=f"Choose new targets for {name} ({spec}; now {shown})?",
                             options=("no", "yes"), rule="115.7d")
        if answer[0] != "yes":
            continue
        earlier = chosen[i - spec.other_than_previous:i] if spec.other_than_previous else []
        taken = {t for group in earlier for t in group}
        candidates = [t for t in spec.candidates(game, controller, source)
                      if t not in taken and t != obj_id]
        low, high = (len(current), len(current)) if i in divided else (spec.min, spec.max)
        if len(candidates) < max(low, 1):
            game.log_event("targets", f"{by}: no legal new target for '{spec}' of {name}; "
                           f"{shown} unchanged", rule="115.7d", obj=obj_id)
            continue
        new = game.decide(kind="targets", player=chooser,
                          prompt=f"New targets for {name} ({spec}; now {shown})",
                          options=tuple(candidates),
                          labels=tuple(_target_label_safe(game, t) for t in candidates),
                          min=low, max=min(high, len(candidates)), rule="115.7d")
        chosen[i] = tuple(new)
        game.log_event("targets", f"{by}: {name} now targets "
                       f"{', '.join(_target_label_safe(game, t) for t in new) or 'nothing'} "
                       f"({spec}; was {shown})", rule="115.7d", obj=obj_id)
    _set_targets(game, obj, tuple(chosen))
    # CR 115.7d: each new target (not one it had) becomes a target of it (ward triggers)
    before = {t for group in targets for t in group}
    triggers.fire_targeted(game, tuple(tuple(t for t in group if t not in before)
                                       for group in chosen), obj_id, controller, crime=False)


def _chosen_targets(obj: GameObject) -> tuple[tuple[tuple[Target, ...], ...], int, int,
                                              tuple[TargetSpec, ...], set[int]]:
    """A spell's or an ability's chosen targets on the stack (CR 113.7a), with who controls
    it, the source legality is checked from (an ability's source: it can't target itself,
    115.5), its instances of "target" and those with a divided amount (115.7f)."""
    spell = obj.spell
    if spell is not None:
        return (spell.targets, spell.controller, obj.id,
                tuple(s for _, s in spell.target_specs), {i for i, _ in spell.division})
    ability: StackAbility = obj.tags["ability"]
    return (ability.targets, ability.controller, ability.source, ability.mode.targets,
            {i for i, _ in ability.division})


def _set_targets(game: Game, obj: GameObject, targets: tuple[tuple[Target, ...], ...]
                 ) -> None:
    """CR 115.7: the spell's or ability's targets changed."""
    if obj.spell is not None:
        game.update(obj.id, spell=attrs.evolve(obj.spell, targets=targets))
    else:
        game.update(obj.id, tags={**obj.tags, "ability": attrs.evolve(
            obj.tags["ability"], targets=targets)})


def _ability_type() -> Any:

    return TypeLine()


_ABILITY_TYPE = _ability_type()


# --------------------------------------------------------------------------
# 608: resolving
# --------------------------------------------------------------------------


def resolve_top(game: Game) -> None:
    """Resolve the top object of the stack (CR 608)."""
    stack = game.state.zones[(Zone.STACK, -1)]
    obj = game.obj(stack[-1])
    ability = obj.tags.get("ability")
    if isinstance(ability, StackAbility):
        _resolve_ability(game, obj, ability)
        return
    spell = obj.spell
    if spell is None:
        game.move(obj.id, Zone.GRAVEYARD, cause="resolve", rule="608.2n")
        return
    game.log_event("resolve", f"{spell.card.name} resolves", rule="608.1", source=obj.id)
    legal, illegal = _check_targets(game, spell.controller, obj.id, spell.target_specs,
                                    spell.targets)
    if spell.targets and any(spell.targets) and not legal:
        spell = _stop_targeting(game, spell) or spell  # 702.103e, 608.3b: bestow
        if spell is not obj.spell:
            obj = game.obj(obj.id)
            legal, illegal = _check_targets(game, spell.controller, obj.id,
                                            spell.target_specs, spell.targets)
    if spell.targets and any(spell.targets) and not legal:
        # CR 608.2b: every target illegal -> the spell doesn't resolve (SEED-09)
        game.log_event("resolve", f"{spell.card.name} doesn't resolve: all its targets are "
                       "illegal", rule="608.2b")
        remove_from_stack(game, obj.id, cause="fizzle", rule="608.2b")
        return
    if illegal:
        shown = ", ".join(_target_label_safe(game, t) for t in illegal)
        game.log_event("resolve", f"illegal target(s) not affected: {shown}", rule="608.2b")
    if obj.card.type_line.is_permanent:
        _resolve_permanent(game, obj, spell, illegal)
        return
    offset = 0
    for m in spell.modes:  # CR 700.2: the chosen modes in printed order
        assert spell.ability is not None
        mode = spell.ability.modes[m]
        n = len(mode.targets)
        targets = spell.targets[offset:offset + n]
        offset += n
        ctx = Context(game=game, controller=spell.controller, source=obj.id, source_lki=obj,
                      spell=spell, targets=targets, illegal=frozenset(illegal), x=spell.x or 0,
                      values={"target_offset": offset - n, "cost_sacrificed": spell.sacrificed})
        _run_resolving(ctx, mode)
    if game.find(obj.id) is not None and game.obj(obj.id).zone is Zone.STACK:
        if cast_as_adventure(game.obj(obj.id)):
            _go_on_adventure(game, obj.id, spell.controller)
            return
        if cast_as_omen(game.obj(obj.id)):
            _shuffle_omen(game, obj.id)
            return
        # CR 608.2n: last, an instant or sorcery goes to its owner's graveyard
        # (replacement effects may send it elsewhere, 614)
        remove_from_stack(game, obj.id, cause="resolve", rule="608.2n")


def _run_resolving(ctx: Context, mode: Mode) -> None:
    """CR 608.2: the instructions of the resolving spell or ability, its controller noted as
    the one whose spell or ability causes what they do (a discard, 701.9a)."""
    game = ctx.game
    before = game.resolving
    game.resolving = ctx.controller
    try:
        run_mode(ctx, mode)
    finally:
        game.resolving = before


def _go_on_adventure(game: Game, obj_id: int, controller: int) -> None:
    """CR 715.3d: a spell cast as an Adventure is exiled as it resolves, instead of going to
    the graveyard; its controller may cast the card from exile while it stays there."""
    new = game.move(obj_id, Zone.EXILE, cause="adventure", rule="715.3d")
    if new is not None and new.zone is Zone.EXILE:
        game.update(new.id, tags={**new.tags, ADVENTURE: controller})
        game.log_event("adventure", f"{new.card.name} goes on an adventure: "
                       f"{game.player(controller)} may cast it from exile", rule="715.3d",
                       obj=new.id)


def _shuffle_omen(game: Game, obj_id: int) -> None:
    """CR 720.3d: an Omen spell is shuffled into its owner's library as it resolves, instead
    of going to the graveyard."""
    new = game.move(obj_id, Zone.LIBRARY, cause="omen", rule="720.3d")
    if new is not None and new.zone is Zone.LIBRARY:
        game.shuffle(new.owner, rule="720.3d")


def _target_label_safe(game: Game, target: Target) -> str:
    if isinstance(target, PlayerRef):
        return str(game.player(target.index))
    found = game.find(target)
    return str(found) if found else f"#{target}"


def _check_targets(
    game: Game,
    controller: int,
    source: int,
    specs: Sequence[tuple[int, TargetSpec]],
    targets: Sequence[tuple[Target, ...]],
) -> tuple[list[Target], list[Target]]:
    """CR 608.2b: which chosen targets are still legal, instance by instance."""
    legal: list[Target] = []
    illegal: list[Target] = []
    for (_, spec), chosen in zip(specs, targets, strict=False):
        for t in chosen:
            (legal if spec.is_legal(game, t, controller, source) else illegal).append(t)
    return legal, illegal


def _stop_targeting(game: Game, spell: Spell) -> Spell | None:
    """CR 608.2b exceptions: every target is illegal, and a plugin makes the spell resolve
    as something that doesn't target (702.103e: a bestowed Aura spell becomes a creature
    spell, 608.3b). The spell it returns replaces the one on the stack."""
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_spell_targets_illegal"):
        return None
    changed: Spell | None = ruleset.call("manastack_spell_targets_illegal", game=game,
                                         spell=spell)
    if changed is not None and changed is not spell:
        game.update(spell.obj, spell=changed)
    return changed


def _resolve_permanent(game: Game, obj: GameObject, spell: Spell,
                       illegal: Sequence[Target] = ()) -> None:
    """CR 608.3: a permanent spell becomes a permanent under its controller's control; an
    Aura spell is attached to its target, if that target is still legal (608.3b-c; 303.4f
    is the other way in, an Aura entering by any means but resolving as an Aura spell)."""
    attach_to = None
    if spell.targets and spell.targets[0] and spell.targets[0][0] not in illegal:
        attach_to = spell.targets[0][0]
    new = game.move(obj.id, Zone.BATTLEFIELD, cause="resolve", rule="608.3",
                    controller=spell.controller)
    if new is not None and new.zone is Zone.BATTLEFIELD:
        _effects_follow_the_permanent(game, obj, new)
    if new is not None and new.zone is Zone.BATTLEFIELD and obj.is_copy:
        # CR 608.3f, 707.10f: no longer a copy of a spell, and not "created" (111.1)
        game.log_event("token", f"the copy of {obj.card.name} becomes a token permanent, "
                       f"{new}", rule="608.3f", obj=new.id)
    if new is not None and new.zone is Zone.BATTLEFIELD and isinstance(attach_to, int):
        game.update(new.id, attached_to=attach_to)
        # CR 608.3c: an Aura spell enters attached to the object it targeted
        game.log_event("attach", f"{new} is attached to {game.obj(attach_to)}", rule="608.3c")
    elif new is not None and new.zone is Zone.BATTLEFIELD and isinstance(attach_to, PlayerRef):
        # CR 608.3c, 702.5d: an Aura with "enchant player" is attached to the player it targeted
        game.update(new.id, attached_player=attach_to.index)
        game.log_event("attach", f"{new} is attached to {game.state.players[attach_to.index].name}"
                       " (CR 608.3c)", rule="608.3c")


def _effects_follow_the_permanent(game: Game, spell_obj: GameObject, new: GameObject) -> None:
    """CR 400.7a, 400.7c, 112.4: effects of spells and of activated and triggered abilities that
    applied to the permanent spell (a haste it gained, a control change, damage prevented)
    go on applying to the permanent it becomes; effects of static abilities are their own."""
    moved = False
    kept = []
    for effect in game.state.effects:
        if effect.objects is not None and spell_obj.id in effect.objects and \
                not effect.from_static and not effect.cda:
            effect = attrs.evolve(effect, objects=tuple(
                new.id if o == spell_obj.id else o for o in effect.objects))
            moved = True
        kept.append(effect)
    if moved:
        game.state.effects = tuple(kept)
        game._touch()
        game.log_event("effect", f"the effects on the spell {spell_obj} go on applying to "
                       f"{new}", rule="400.7a", obj=new.id)


def remove_from_stack(game: Game, obj_id: int, *, cause: str, rule: str) -> None:
    """A spell leaves the stack: to its owner's graveyard unless replaced (608.2n, 701.6a)."""
    obj = game.obj(obj_id)
    if obj.tags.get("ability") is not None:
        game._remove_from_zone(obj)
        game._touch()
        game.log_event("stack", f"{obj.card.name} is removed from the stack", rule=rule)
        return
    game.move(obj_id, Zone.GRAVEYARD, cause=cause, rule=rule)


def _resolve_ability(game: Game, obj: GameObject, ability: StackAbility) -> None:
    game.log_event("resolve", f"{obj.card.name} resolves: {ability.text}", rule="608.2",
                   source=ability.source)
    _log_defending_player_kept(game, ability)
    specs = [(0, s) for s in ability.mode.targets]
    legal, illegal = _check_targets(game, ability.controller, ability.source, specs,
                                    ability.targets)
    if ability.targets and any(ability.targets) and not legal:
        game.log_event("resolve", "the ability doesn't resolve: all its targets are illegal",
                       rule="608.2b")
        remove_from_stack(game, obj.id, cause="fizzle", rule="608.2b")
        return
    # remove first: the ability is gone from the stack once it has resolved (608.2n)
    remove_from_stack(game, obj.id, cause="resolve", rule="608.2n")
    # "it" with nothing before it in the effect is what the trigger event is about: the
    # creature that entered, the card a dying creature became (400.7d), the spell cast
    about = ability.event.get("obj")
    ctx = Context(game=game, controller=ability.controller, source=ability.source,
                  source_lki=ability.source_lki, targets=ability.targets,
                  illegal=frozenset(illegal), x=ability.x, event=dict(ability.event),
                  it=[about] if isinstance(about, int) else [],
                  values={"cost_sacrificed": ability.sacrificed,  # CR 602.2b: paid for it
                          "division": ability.division},  # CR 602.2b, 603.3d
                  # CR 701.27f: when it was put on the stack (a delayed one: not known)
                  stacked_at=None if ability.delayed else obj.timestamp)
    # CR 111.7, 608.2h: the event's token, gone, is still what "it" names as it last existed
    ctx.values["ceased"] = (ctx.it, tuple((oid, "") for oid in ctx.ceased_event()))
    _run_resolving(ctx, ability.mode)
