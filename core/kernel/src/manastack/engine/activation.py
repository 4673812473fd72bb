"""Activating abilities (CR 602): costs, timing, restrictions, putting the ability on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from manastack.engine import triggers
from manastack.engine.casting import (
    _mana_affordable,
    _x_parts_payable,
    announce_mana_symbols,
    max_affordable_x,
    x_unpayable,
)
from manastack.engine.hook_scopes import call_for_any_player
from manastack.engine.payment import (
    ability_purpose,
    activate_mana_ability,
    activate_mana_effect,
    activation_prohibited,
    pay_cost,
    prohibited_error,
    summoning_sick_error,
    taps_source,
)
from manastack.engine.permissions import (
    check_restrictions,
    is_loyalty,
    note_activation,
    sorcery_timing_ok,
)
from manastack.engine.stack import combined_modes, put_ability_on_stack
from manastack.engine.targets import choosable_modes, choose_targets_in_order, divide_among_targets
from manastack.engine.total_cost import announced_cost, rule_statics
from manastack.errors import IllegalActionError, rules_named
from manastack.model.abilities import (
    ActivatedAbility,
    EquipAbility,
    EquipCostModifier,
    ModalActivatedAbility,
    Mode,
)
from manastack.model.cost_parts import RemoveCountersCost, counters_of
from manastack.model.costs import Cost, reduce_cost
from manastack.model.decisions import Decision
from manastack.model.effects import Context, amount as amount_of
from manastack.model.objects import GameObject, Zone
from manastack.model.spells import StackAbility

if TYPE_CHECKING:
    from collections.abc import Sequence

    from manastack.engine.game import Game
    from manastack.model.mana import ManaCost


# --------------------------------------------------------------------------
# 602: activating abilities
# --------------------------------------------------------------------------


def activate(game: Game, player: int, obj_id: int, index: int) -> GameObject:
    """Activate the ``index``-th ability of a permanent (CR 602.2).

    Like a spell (602.2a-b follow 601.2a-h): the ability goes on the stack
    first, then X, mana symbols and targets are announced, the total cost is
    locked and paid (mana abilities first, 602.2b, 601.2g), and it becomes activated.
    """
    obj = game.obj(obj_id)
    abilities = game.chars(obj_id).abilities
    if index < 0 or index >= len(abilities) or not isinstance(abilities[index], ActivatedAbility):
        raise IllegalActionError(f"{obj} has no activated ability #{index + 1}", rule="602.1",
                                 step="602.2a")
    ability = abilities[index]
    assert isinstance(ability, ActivatedAbility)
    if obj.zone.value not in ability.zones:
        raise IllegalActionError(f"{obj}'s ability can't be activated from the {obj.zone.value} "
                                 f"(it functions in: {', '.join(ability.zones)})",
                                 rule="113.6", step="602.2a")
    if not may_activate(game, player, obj, ability):
        raise IllegalActionError(f"{game.player(player)} doesn't control {obj}", rule="602.2",
                                 step="602.2a")
    if ability.mana_effect:  # CR 605.3a: it resolves at once, its instructions counting now
        activate_mana_effect(game, player, obj_id, index)
        return obj
    if ability.is_mana_ability:
        activate_mana_ability(game, player, obj, index, ability, None)
        return obj
    check_activation(game, player, obj, ability)
    loyalty = is_loyalty(ability)
    if ability.sorcery_speed and not sorcery_timing_ok(game, player):
        if loyalty:  # CR 606.3: a main phase of your turn, the stack empty
            raise IllegalActionError(f"{obj}: a loyalty ability is activated only in a main "
                                     "phase of your turn with the stack empty", rule="606.3",
                                     step="602.2a")
        raise IllegalActionError("this ability can be activated only as a sorcery", rule="602.5d",
                                 step="602.2a")
    if loyalty:
        _check_loyalty_cost(game, player, obj, ability)
    # 602.2a: the ability is put on the stack first; its source is remembered as it was
    lki = obj
    if obj.zone is not Zone.BATTLEFIELD:  # 602.2a: from a hidden zone, the card is revealed
        game.log_event("reveal", f"{game.player(player)} reveals {obj} from their "
                       f"{obj.zone.value}", rule="602.2a", source=obj_id)
    provisional = StackAbility(source=obj_id, source_lki=lki, controller=player,
                               mode=ability.effect, kind="activated", text=ability.text)
    game.log_event("activate", f"{game.player(player)} activates {obj}: {ability.text}",
                   rule="602.2a", source=obj_id)
    stack_obj = put_ability_on_stack(game, provisional)
    effect = ability.effect
    modes: tuple[int, ...] = ()
    if isinstance(ability, ModalActivatedAbility):  # CR 602.2b, 601.2b: modes before X
        effect, modes = _choose_modes(game, player, obj, ability)
    x = 0
    if ability.cost.has_x:  # 602.2b, 107.3a: in the mana or in a part ("Discard X cards")
        tapping = [obj_id] if taps_source(ability.cost) else []
        def affordable(value: int) -> bool:
            if not _x_parts_payable((ability.cost,), value, game, player, obj_id):
                return False
            return _mana_affordable(game, player, ability.cost.mana.with_x(value), 0, tapping,
                                    purpose=ability_purpose(game, obj_id, has_x=True))  # CR 106.6

        high = max_affordable_x(game, player, ability.cost.mana, affordable)
        x = int(game.ask(Decision(kind="x", player=player,
                                  prompt=f"Announce X for {obj} (0 to {high} can be paid)",
                                  options=tuple(range(high + 1)), rule="107.3a",
                                  numbers=True, why_not=x_unpayable(high)))[0])
        game.log_event("announce", f"X = {x}", rule="602.2b")
    choices = announce_mana_symbols(game, player, ability.cost.mana, str(obj))
    # CR 602.2b, 601.2b-c: "X target lands": exactly the X just announced
    specs = [attrs.evolve(spec, min=x, max=x) if spec.per_x else spec
             for spec in effect.targets]
    targets = tuple(choose_targets_in_order(game, player, obj_id, specs, obj.card.name,
                                            itself=stack_obj.id))  # CR 115.5
    # CR 602.2b, 601.2d: an amount divided among the targets is announced as they are chosen
    division = divide_among_targets(game, player, obj.card.name, [effect], targets, x)
    base = announced_cost(ability.cost, choices)
    cost = reduced_cost(game, player, obj_id, ability, base.with_x(x), targets)
    game.log_event("cost", f"total cost of {obj}'s ability: {cost} (locked)", rule="602.2b")
    exclude = [obj_id] if taps_source(cost) else []
    sacrificed: list[int] = []
    discarded_before = len(game.state.turn.discarded)
    if ability.removes_all_counters is not None:
        # "Remove all [kind] counters from ~": the number the cost removes is the ability's X,
        # what "for each counter removed this way" counts (CR 601.2h, 107.3c)
        x = counters_of(obj, ability.removes_all_counters)
        game.log_event("cost", f"{x} {ability.removes_all_counters} counter(s) to remove",
                       rule="601.2h")
    paid, spent, _ = pay_cost(game, player, obj_id, cost, what=str(obj), exclude=exclude,
                              sacrificed=sacrificed,
                              purpose=ability_purpose(game, obj_id,
                                                      has_x=ability.cost.mana.has_x))
    shown = [spent, *paid] if not cost.mana.is_empty() or not paid else paid
    game.log_event("cost", f"{game.player(player)} pays {', '.join(shown)}", rule="602.2b")
    final = attrs.evolve(provisional, targets=targets, x=x, sacrificed=tuple(sacrificed),
                         division=division, mode=effect, modes=modes,
                         mode_texts=_mode_texts(ability, modes))
    stack_obj = game.update(stack_obj.id, tags={"ability": final})
    note_activation(game, obj_id, ability)

    # CR 702.29c: "When you cycle this card" is the card discarded to pay this cost, as the
    # object it became where it went (400.7): the event names the ability and those cards
    discarded = game.state.turn.discarded[discarded_before:]
    # ``x``: the X announced for this cost (107.3a), the X of "When you cycle this card,
    # create X ..." (702.29c: see manastack.engine.stack._cycled_x)
    triggers.fire_event(game, "activate", obj=obj_id, player=player, ability=ability,
                        discarded=discarded, stack_obj=stack_obj.id,  # "that ability" 603.7c
                        x=x)
    triggers.fire_targeted(game, targets, stack_obj.id, player)  # CR 602.2b, 601.2c
    return stack_obj


def _choose_modes(game: Game, player: int, obj: GameObject,
                  ability: ModalActivatedAbility) -> tuple[Mode, tuple[int, ...]]:
    """CR 700.2a, 602.2b, 601.2b: the modes of a modal activated ability are chosen as it is
    activated; a mode whose targets can't be chosen can't be chosen (601.2c). The chosen
    modes become its effect, in printed order (700.2a)."""
    available = choosable_modes(game, player, obj.id, ability.modes)
    most = min(ability.max_modes, len(available))
    if most < ability.min_modes or most == 0:
        raise IllegalActionError(f"{obj}: no mode of its ability can be chosen (its targets "
                                 "can't be chosen)", rule="601.2c", step="602.2b")
    chosen = game.decide(kind="modes", player=player,
                         prompt=f"Choose {ability.min_modes} to {most} modes for {obj}'s "
                                "ability",
                         options=available, labels=tuple(ability.modes[i].text
                                                         for i in available),
                         min=ability.min_modes, max=most, rule="700.2a")
    indices = tuple(sorted(int(c) for c in chosen))
    effect = combined_modes(ability.modes, indices)
    game.log_event("announce", f"modes chosen: {effect.text} (CR 700.2a)", rule="700.2a",
                   source=obj.id)
    return effect, indices


def _mode_texts(ability: ActivatedAbility, modes: tuple[int, ...]) -> tuple[str, ...]:
    """The texts of the chosen modes (CR 700.2a), kept with the ability on the stack."""
    if not isinstance(ability, ModalActivatedAbility):
        return ()
    return tuple(ability.modes[i].text for i in modes)


def _reductions(game: Game, player: int, obj_id: int, ability: ActivatedAbility,
                targets: Sequence[Sequence[object]] | None) -> list[tuple[ManaCost, str]]:
    """CR 602.2b, 601.2f: the mana each reduction takes off the ability's cost now ("you" the
    activating player), with its words: the ability's own "This ability costs {1} less to
    activate for each ...", and for an equip ability (702.6a) the permanents' "Equip
    abilities you activate [that target ~] cost {N} less" (604.1). ``targets`` None: the
    targets are not chosen yet (a legal-actions listing), "that target ~" counted while ~ is
    a creature the player controls, one an equip ability could target."""
    found: list[tuple[ManaCost, str]] = []
    reduction = ability.cost_reduction
    if reduction is not None:
        n = amount_of(reduction.count, Context(game=game, controller=player, source=obj_id))
        if n > 0:
            found.append((Cost(mana=reduction.amount).times(n).mana, reduction.text))
    if isinstance(ability, EquipAbility):
        for source, modifier in rule_statics(game, EquipCostModifier):
            if game.controller(source.id) != player:
                continue  # CR 602.2b: "you activate": its controller's activations only
            if modifier.targeting_source:
                if targets is None:
                    aimed = game.chars(source.id).is_creature
                else:
                    aimed = any(t == source.id for group in targets for t in group)
                if not aimed:
                    continue  # CR 601.2c: chosen first, the target isn't that permanent
            found.append((modifier.amount, f"{source}: {modifier.text}"))
    return found


def reduction_of(game: Game, player: int, obj_id: int, ability: ActivatedAbility,
                 targets: Sequence[Sequence[object]] | None = None) -> ManaCost | None:
    """CR 602.2b, 601.2f: the mana the reductions take off the ability's cost now, None if
    nothing (see :func:`_reductions`)."""
    if ability.cost_reduction is None and not isinstance(ability, EquipAbility):
        return None
    found = _reductions(game, player, obj_id, ability, targets)
    if not found:
        return None
    total = found[0][0]
    for mana, _ in found[1:]:
        total = total + mana
    return total


def may_be_reduced(game: Game, ability: ActivatedAbility) -> bool:
    """Whether some reduction could lower the ability's cost now (CR 602.2b, 601.2f)."""
    if ability.cost_reduction is not None:
        return True
    return isinstance(ability, EquipAbility) and bool(rule_statics(game, EquipCostModifier))


def reduced_cost(game: Game, player: int, obj_id: int, ability: ActivatedAbility,
                 cost: Cost, targets: Sequence[Sequence[object]] | None = None) -> Cost:
    """``cost`` less the reductions of the ability (CR 602.2b, 601.2f: generic mana only for
    a generic amount, never below nothing, 118.7a), each logged."""
    if ability.cost_reduction is None and not isinstance(ability, EquipAbility):
        return cost
    for off, text in _reductions(game, player, obj_id, ability, targets):
        reduced = attrs.evolve(cost, mana=reduce_cost(cost.mana, off))
        game.log_event("cost", f"{cost} - {off} ({text}) = {reduced}", rule="602.2b",
                       source=obj_id)
        cost = reduced
    return cost


def may_activate(game: Game, player: int, obj: GameObject,
                 ability: ActivatedAbility | None = None) -> bool:
    """CR 602.2: only a permanent's controller activates its abilities; an object outside
    the battlefield has no controller, so its owner does (a card in their hand, 113.6);
    unless the ability says "Any player may activate this ability" (``any_player``)."""
    if ability is not None and ability.any_player and obj.zone is Zone.BATTLEFIELD:
        return True
    if obj.zone is Zone.BATTLEFIELD:
        return game.controller(obj.id) == player
    return obj.owner == player


def check_activation(game: Game, player: int, obj: GameObject, ability: ActivatedAbility) -> None:
    """CR 302.6, 602.5a (SEED-24): {T}/{Q} abilities of creatures need continuous control.

    ``game.summoning_sick`` asks plugins (``manastack_ignores_summoning_sickness``:
    haste) whether to waive it. The plugins' ``manastack_activation_restrictions`` may
    forbid the activation (101.2: split second, 702.61a).
    """
    if activation_prohibited(game, obj):
        raise prohibited_error(obj)  # CR 602.5: "its activated abilities can't be activated"
    if taps_source(ability.cost) and game.chars(obj.id).is_creature and \
            game.summoning_sick(obj.id):
        raise summoning_sick_error(game, player, obj)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_activation_restrictions"):  # CR 101.2: "can't" wins
        # a declared implementation only while its keyword is in its zone (split second)
        answers = call_for_any_player(game, "manastack_activation_restrictions",
                                      player=player, obj=obj, ability=ability)
        reasons = sorted({reason for found in answers for reason in found or ()})
        if reasons:
            raise IllegalActionError(f"{obj}: " + "; ".join(reasons), rule="602.2",
                                     step="602.2a", cites=rules_named(*reasons))  # 702.61a
    check_restrictions(game, player, obj, ability)


def _check_loyalty_cost(game: Game, player: int, obj: GameObject,
                        ability: ActivatedAbility) -> None:
    """CR 606.6: a negative loyalty cost needs at least that many loyalty counters; refused
    before the ability is put on the stack. ("[−X]" is bounded when X is announced, 107.3a.)"""
    for part in ability.cost.parts:
        if isinstance(part, RemoveCountersCost) and part.kind == "loyalty" and \
                not part.has_x and not part.can_pay(game, player, obj.id):
            raise IllegalActionError(
                f"{obj}: {part.count} loyalty counter(s) to remove, it has "
                f"{obj.counter('loyalty')}", rule="606.6", step="602.2a")
