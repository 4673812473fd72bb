"""Casting spells, activating abilities, and resolving them (CR 601, 602, 605, 608).

:func:`cast` runs the casting sequence of CR 601.2 as explicit steps, each a
hook point for plugins:

- 601.2a the card moves to the stack at once (SEED-41) through the casting
  permission the player chose: the kernel's "from hand", or one a plugin
  offers through ``manastack_casting_permissions``. With several permissions
  the player names one; the others do nothing (SEED-42). Timing is the card's
  own unless the permission says otherwise (SEED-40).
- 601.2b announcement, in the rule's order: text changes
  (``manastack_spell_text``), modes (700.2: all at once, none twice; all of them when
  a plugin's ability allows it, ``manastack_choose_all_modes``), the
  intention to pay additional costs (``manastack_additional_costs``; optional
  ones are asked yes/no), the value of X, then the nonhybrid equivalent of
  hybrid symbols and life or mana for Phyrexian symbols (see *Announcing
  mana symbols* below);
- 601.2c targets, one choice per instance of "target" in the chosen modes
  (115.3: the same object may be chosen for different instances); 601.2d the
  division of an amount among targets (instructions with a ``divides``
  attribute, e.g. "divided as you choose among one or two targets");
  601.2e legality (``manastack_cast_restrictions``; the kernel's own answer includes
  the casting prohibitions of permanents, :class:`CastProhibition`: "Noncreature
  spells with mana value 4 or greater can't be cast", 101.2);
- 601.2f the total cost: base (mana cost or the one alternative cost) plus
  additional costs plus increases minus reductions (kernel statics such as
  Thalia's, and ``manastack_cost_increases`` / ``manastack_cost_reductions``),
  in the rules' order whatever order the effects arrived in; then locked;
- 601.2g mana abilities are activated first (the payment solver picks them;
  mana already in the pool is used first), then 601.2h the costs are paid:
  non-mana parts, other ways to pay generic mana (``manastack_payment_options``,
  e.g. delve), mana and Phyrexian life (:mod:`manastack.engine.payment`);
- 601.2i the spell becomes cast (``manastack_spell_cast``, "cast" triggers).

Any failure raises :class:`~manastack.errors.IllegalActionError` naming the
601.2 step and the CR rule; the game's transaction puts everything back
(CR 732), mana abilities activated meanwhile included.

Casting without paying the mana cost (CR 118.9)
    :func:`cast_without_paying` is what effects and plugins call ("you may
    cast it without paying its mana cost"). It is an alternative cost: no other
    alternative cost may be used with it (SEED-32, 118.9a), additional costs
    are still paid (SEED-17) and X is 0 (107.3b). A plugin may also offer it as
    a permission (``CastingPermission(without_paying=True)``).

Announcing mana symbols (CR 601.2b)
    By default the payment solver chooses, at 601.2h, the half of each hybrid
    symbol and mana or life for each Phyrexian symbol: the choice a player
    would announce to make the payment possible with the least life. A player
    who wants to announce explicitly gets one decision per symbol, of kind
    ``"hybrid"`` (options: each colour, ``"2"`` for {2/W}, ``"C"`` for {C/W})
    or ``"phyrexian"`` (its colour(s) or ``"life"``), plus ``"auto"``. They
    are asked only when the scripted answers hold an answer of that kind
    (``Answer("hybrid", ("W",))``) or when the player's agent has an attribute
    ``announces`` containing the kind; anybody else keeps the automatic choice.

Paying mana by hand (CR 605)
    ``ActivateMana`` actions (``Driver.tap_for_mana``) put mana into the pool
    before casting; the solver spends pool mana before activating anything.
    They are always accepted when legal but not listed among the legal
    priority actions, to keep that list short for agents and search.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import attrs

from manastack.engine import triggers
from manastack.engine.faces import (
    castable_faces,
    check_face_index,
    face_rule,
    face_word,
    is_omen_card,
    land_faces,
    show_face,
)
from manastack.engine.hook_scopes import call_for_spell
from manastack.engine.mana_solver import can_pay
from manastack.engine.other_payer import pay_by_other_player
from manastack.engine.payment import mana_sources, option_sources, pay_cost, spell_purpose
from manastack.engine.permissions import (
    cast_restriction_unmet,
    check_playable,
    permissions_for,
    sorcery_timing_ok,
    timing_allows,
)
from manastack.engine.play_from_exile import may_play_land
from manastack.engine.targets import (
    announce_division,
    choosable_modes,
    choose_targets,
    record_choices,
)
from manastack.engine.total_cost import (
    _unannounced_mana,
    compute_total,
    generic_alternatives,
    payment_options,
    spell_has_x,
    x_paid_as,
)
from manastack.engine.zone_plays import land_play_permission, source_name
from manastack.errors import IllegalActionError, UnpaidCostError, rules_named
from manastack.model.abilities import AdditionalCostAbility, SpellAbility, SpellRule
from manastack.model.continuous import CANT_PLAY_LANDS
from manastack.model.costs import Cost
from manastack.model.decisions import Decision, WhyNot
from manastack.model.objects import FACE_DOWN, SPLIT_CARD, SPLIT_LAYOUTS, Card, GameObject, Zone
from manastack.model.spells import AdditionalCost, CastingPermission, Spell

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from manastack.engine.game import Game
    from manastack.model.mana import ManaCost, ManaSource, SpendPurpose


# --------------------------------------------------------------------------
# 601.2: casting a spell
# --------------------------------------------------------------------------


def cast(
    game: Game,
    player: int,
    obj_id: int,
    *,
    permission: str = "hand",
    without_paying: bool = False,
    half: int | None = None,
    now: bool = False,
) -> GameObject:
    """Cast the card ``obj_id`` through the permission named ``permission`` (CR 601.2).

    Returns the spell on the stack. ``without_paying`` casts it without paying
    its mana cost (118.9); effects should call :func:`cast_without_paying`.
    ``half``: the half of a split card to cast (709.3), asked if None.
    ``now``: a resolving effect allows the cast (CR 608.2g: the steps 601.2a-i only, so the
    permission's and the card's timing don't apply).
    """
    card_obj = game.obj(obj_id)
    check_playable(game, card_obj.card)
    if card_obj.card.type_line.has_type("Land") and not any(
            p.face_down for p in permissions_for(game, player, obj_id) if p.name == permission):
        # CR 305.9, 708.4: a land card is cast only face down (morph 702.37c)
        raise IllegalActionError(f"{card_obj} is a land: lands are played, not cast",
                                 rule="305.1", step="601.2a")
    if card_obj.zone is Zone.STACK:
        raise IllegalActionError(f"{card_obj} is already on the stack", rule="601.2a",
                                 step="601.2a")
    options = [p for p in permissions_for(game, player, obj_id) if p.name == permission]
    if not options:
        raise cast_refusal(game, player, obj_id, permission) or no_permission(
            game, player, obj_id, permission)
    perm = options[0]
    if len(options) > 1:  # SEED-42: the player chooses one; the others do nothing
        labels = tuple(f"{p} ({p.plugin})" for p in options)
        answer = game.decide(
            kind="casting_permission", player=player,
            prompt=f"Which {permission} permission casts {card_obj}?",
            options=tuple(range(len(options))), labels=labels, rule="601.2b",
        )
        perm = options[answer[0]]
    if now:
        perm = attrs.evolve(perm, timing="now")  # CR 608.2g: cast while an effect resolves
    return cast_with(game, player, card_obj, perm, without_paying=without_paying, half=half)


def no_permission(game: Game, player: int, obj_id: int, permission: str) -> IllegalActionError:
    """CR 601.3: ``player`` has no permission named ``permission`` to cast the card
    ``obj_id`` from the zone it is in, and no plugin explains why (:func:`cast_refusal`);
    the refusal names the permissions that apply to it there."""
    card_obj = game.obj(obj_id)
    names = sorted({p.name for p in permissions_for(game, player, obj_id)})
    hint = f" (available: {', '.join(names)})" if names else " (no permission applies)"
    return IllegalActionError(
        f"{game.player(player)} has no permission {permission!r} to cast {card_obj} from "
        f"its {card_obj.zone}{hint}",
        rule="601.3",
        step="601.2a",
    )


def cast_refusal(game: Game, player: int, obj_id: int,
                 permission: str) -> IllegalActionError | None:
    """Why ``player`` can't cast the card ``obj_id`` through the permission named
    ``permission`` when none of that name applies to it (CR 601.3): the refusal of the plugin
    whose keyword it is (its rule and reason), or None when no plugin explains it. Asked only
    after such a cast is refused, never at priority."""
    refused = game.rules.ruleset.call("manastack_cast_refused", game=game, player=player,
                                      obj=obj_id, permission=permission)
    return refused if isinstance(refused, IllegalActionError) else None


def cast_without_paying(
    game: Game,
    player: int,
    obj_id: int,
    *,
    permission: str | None = None,
) -> GameObject:
    """Cast a card without paying its mana cost (CR 118.9), as an effect allows.

    For effects and plugins ("you may cast that card without paying its mana
    cost"). With ``permission=None`` the effect itself is the permission: the
    card is cast from wherever it is, during the resolution that allows it
    (608.2g: timing doesn't apply). With a permission name ("hand", a plugin's)
    that permission is used, with its timing; it may not carry an alternative
    cost of its own (118.9a, SEED-32, SEED-38). Either way additional costs
    are still paid (SEED-17) and X is 0 (107.3b).

    If the cast is illegal, :class:`IllegalActionError` is raised and the game
    is exactly as before this call (CR 732); the caller's effect goes on.
    """
    with game.transaction():
        if permission is not None:
            return cast(game, player, obj_id, permission=permission, without_paying=True)
        card_obj = game.obj(obj_id)
        check_playable(game, card_obj.card)
        if card_obj.card.type_line.has_type("Land"):
            raise IllegalActionError(f"{card_obj} is a land: lands are played, not cast",
                                     rule="305.1", step="601.2a")
        perm = CastingPermission(
            name="without paying", obj=obj_id, zone=card_obj.zone, alternative=True,
            timing="now", without_paying=True, label="without paying its mana cost",
        )
        return cast_with(game, player, card_obj, perm)


def cast_copy_without_paying(game: Game, player: int, obj_id: int) -> GameObject:
    """CR 707.12, 118.9: copy the card ``obj_id`` in the zone it is in and cast the copy
    without paying its mana cost ("you may copy the encoded card and you may cast the copy",
    702.99a). The copy is cast from that zone under ``player``'s control; on the stack it
    is a copy (it ceases to exist as it leaves the stack, 707.10a, 704.5e).

    If the cast is illegal, :class:`IllegalActionError` is raised and the game is exactly as
    before this call, with no copy made (CR 732).
    """
    with game.transaction():
        card_obj = game.obj(obj_id)
        made = game.create_object(card_obj.card, player, card_obj.zone, log=False)
        # CR 707.12: the copy is made in the card's zone, then cast from there
        made = game.update(made.id, is_copy=True)
        spell = cast_without_paying(game, player, made.id)
        game.log_event("cast", f"{game.player(player)} casts a copy of {card_obj.card.name} "
                       "without paying its mana cost", rule="707.12", source=spell.id)
        return spell


def cast_by_permission(game: Game, player: int, obj_id: int, *, permission: str) -> GameObject:
    """Cast a card during an effect's resolution through the permission named ``permission``,
    paying its costs (CR 601.2, 608.2g): the effect that offers it ("its owner may cast it
    by paying [cost]", madness 702.35a) must let a plugin's permission apply then, with the
    timing ``"now"``.

    If the cast is illegal (a cost that can't be paid), :class:`IllegalActionError` is
    raised and the game is exactly as before this call (CR 732); the caller's effect goes on.
    """
    with game.transaction():
        return cast(game, player, obj_id, permission=permission)


def cast_with(
    game: Game,
    player: int,
    card_obj: GameObject,
    perm: CastingPermission,
    *,
    without_paying: bool = False,
    half: int | None = None,
) -> GameObject:
    """Run 601.2a-i for ``card_obj`` through the chosen permission ``perm``."""
    if perm.obj != card_obj.id:
        raise IllegalActionError(f"the permission {perm} is for another object than {card_obj}",
                                 rule="601.3", step="601.2a")
    if without_paying and perm.is_alternative_cost and not perm.without_paying:
        # CR 118.9a: only one alternative cost; "without paying" is one (SEED-32)
        raise IllegalActionError(
            f"{card_obj} is cast without paying its mana cost: its {perm.name} cost, an "
            "alternative cost, can't be paid instead", rule="118.9a", step="601.2b",
        )
    without_paying = without_paying or perm.without_paying
    if card_obj.zone is not perm.zone:
        raise IllegalActionError(
            f"{card_obj} is in {card_obj.zone}, the permission {perm} casts it from {perm.zone}",
            rule="601.3", step="601.2a")
    whole = card_obj.card
    faces = castable_faces(whole, perm.name)
    if faces:
        # CR 709.3a, 712.11c, 715.3a: the half or face is chosen first; only it is checked
        # and put on the stack
        card_obj = card_obj.replace(card=choose_half(game, player, card_obj, half, faces))
    elif half is not None and whole.halves:
        check_face_index(whole, card_obj, half, (0,))  # CR 712.11: cast front face up
    elif half is not None:
        raise IllegalActionError(f"{card_obj} is not a split card: it has no halves",
                                 rule="709.3", step="601.2a")
    if not timing_allows(game, player, card_obj, perm):
        raise IllegalActionError(
            f"{card_obj} can be cast only at sorcery speed: in your main phase with an empty "
            "stack", rule="307.1", step="601.2a",
        )
    unmet = cast_restriction_unmet(game, player, card_obj)
    if unmet is not None:  # CR 601.3: it can't begin to be cast, nothing moved yet (732)
        raise IllegalActionError(unmet, rule="601.3", step="601.2a")
    from_zone = card_obj.zone
    # 601.2a: the card moves to the stack at once (SEED-41)
    on_stack = game.move(card_obj.id, Zone.STACK, cause="cast", rule="601.2a", controller=player)
    if on_stack is None or on_stack.zone is not Zone.STACK:
        raise IllegalActionError(f"{card_obj} could not be put on the stack", rule="601.2a",
                                 step="601.2a")
    if perm.face_down:
        # CR 708.4, 702.37c: turned face down as it is put on the stack; the effects that
        # apply to casting it see its face-down characteristics
        on_stack = game.update(on_stack.id, tags={**on_stack.tags, FACE_DOWN: True})
    if faces:
        # CR 709.3b, 712.8f, 715.3b: on the stack only the chosen half's or face's
        # characteristics exist; the whole card is remembered for when it leaves the stack
        # (709.4, 712.8a, 715.4) or, double-faced, keeps its face up (712.13)
        on_stack = game.update(on_stack.id, card=card_obj.card,
                               tags={**on_stack.tags, SPLIT_CARD: whole})
        if whole.layout == "adventure" and card_obj.card is whole.halves[1]:
            kind, rule = ("Omen", "720.3") if is_omen_card(whole) else ("Adventure", "715.3")
            game.log_event("cast", f"{game.player(player)} casts {whole.name} as its {kind}"
                           f" {card_obj.card.name}", rule=rule)
        else:
            game.log_event("cast", f"{game.player(player)} chooses the {face_word(whole)} "
                           f"{card_obj.card.name} of {whole.name}", rule=face_rule(whole))
    game.log_event(
        "cast",
        f"{game.player(player)} begins to cast {on_stack.card.name} from {from_zone}"
        + ("" if perm.name == "hand" else f" ({perm})"),
        rule="601.2a",
    )
    spell = Spell(
        obj=on_stack.id, card=on_stack.card, controller=player, permission=perm,
        from_zone=from_zone, without_paying=without_paying, text=on_stack.card.text,
        ability=spell_ability(on_stack.card),
        # CR 708.2a: a face-down spell has no text, so none of the card's rules apply to it
        cant_be_countered=not perm.face_down and any(
            isinstance(a, SpellRule) and a.rule == "cant_be_countered"
            for a in on_stack.card.abilities
        ),
    )
    spell = announce(game, spell)
    spell = choose_targets(game, spell)
    spell = announce_division(game, spell)
    check_legality(game, spell)
    spell = lock_and_pay(game, spell)
    return become_cast(game, spell)


def choose_half(game: Game, player: int, card_obj: GameObject, half: int | None,
                faces: tuple[int, ...] | None = None) -> Card:
    """CR 709.3, 712.11b, 715.3: the player chooses which half or face of the card they cast,
    among ``faces`` (every half of a split card by default); one face allowed is not asked."""
    whole = card_obj.card
    halves = whole.halves
    allowed = tuple(range(len(halves))) if faces is None else faces
    word, rule = face_word(whole), face_rule(whole)
    if half is None and len(allowed) == 1:
        half = allowed[0]
    if half is None:
        answer = game.decide(
            kind="split_half", player=player, prompt=f"Which {word} of {card_obj} do you cast?",
            options=allowed, labels=tuple(halves[i].name for i in allowed), rule=rule,
        )
        half = int(answer[0])
    if whole.layout in SPLIT_LAYOUTS and not 0 <= half < len(halves):
        raise IllegalActionError(f"{card_obj} has no half #{half + 1}", rule="709.3",
                                 step="601.2a")
    check_face_index(whole, card_obj, half, allowed)
    return halves[half]


def spell_ability(card: Card) -> SpellAbility | None:
    for ability in card.abilities:
        if isinstance(ability, SpellAbility):
            return ability
    return None


def announce(game: Game, spell: Spell) -> Spell:
    """CR 601.2b: text changes, modes, additional costs, X, hybrid and Phyrexian symbols."""
    changed = with_changed_text(game, spell)
    if changed is not spell:
        spell = changed
        game.log_event("announce", f"{spell.card.name}'s text becomes: {spell.text!r}",
                       rule="601.2b")
    spell = _announce_modes(game, spell)
    spell = _announce_additional_costs(game, spell)
    spell = _announce_x(game, spell)
    mana = _unannounced_mana(spell)
    if mana is not None:
        choices = announce_mana_symbols(game, spell.controller, mana, spell.card.name)
        spell = attrs.evolve(spell, mana_choices=choices)
    return record_choices(game, spell)


def _announce_modes(game: Game, spell: Spell) -> Spell:
    """CR 700.2, 601.2b: all modes at once, none twice (SEED-10, SEED-12) unless the spell
    says the same mode may be chosen more than once (700.2d: then it is performed that many
    times in sequence, each time with its own targets)."""
    ability = spell.ability
    if ability is None:
        return spell
    if not ability.modal:
        return attrs.evolve(spell, modes=(0,))
    labels = tuple(m.text for m in ability.modes)
    available = choosable_modes(game, spell.controller, spell.obj, ability.modes, spell=True)
    # CR 700.2a: a mode whose targets can't be chosen can't be chosen (700.2d: one mode that
    # can may be chosen again and again)
    least = 1 if ability.repeatable else max(1, ability.min_modes)
    if len(available) < least:
        unable = "; ".join(labels[i].replace("~", spell.card.name)
                           for i in range(len(labels)) if i not in available)
        raise IllegalActionError(
            f"{spell.card.name}: not enough modes can be chosen, for want of legal targets "
            f"({unable})", rule="700.2a", step="601.2b")
    if len(available) == len(labels):
        every = _all_modes(game, spell, ability)
        if every is not None:
            return every
    most = ability.max_modes if ability.repeatable else min(ability.max_modes, len(available))
    chosen = game.decide(
        kind="modes", player=spell.controller,
        prompt=f"Choose modes of {spell.card.name} ({ability.min_modes} to {most})",
        options=available, labels=tuple(labels[i] for i in available),
        min=ability.min_modes, max=most,
        rule="700.2d" if ability.repeatable else
        "700.2a" if len(available) < len(labels) else "700.2", repeats=ability.repeatable,
    )
    modes = tuple(sorted(int(c) for c in chosen))  # CR 700.2: no mode twice (validated)
    game.log_event("announce", f"modes chosen: {', '.join(labels[i] for i in modes)}",
                   rule="601.2b")
    return attrs.evolve(spell, modes=modes)


def _all_modes(game: Game, spell: Spell, ability: SpellAbility) -> Spell | None:
    """CR 700.2, 601.2b: an ability that lets the caster choose every mode instead of the
    number specified (702.42a entwine, ``manastack_choose_all_modes``) is offered first;
    the spell with all its modes if taken, else None (the usual choice follows)."""
    ruleset = game.rules.ruleset
    if ability.repeatable or len(ability.modes) <= ability.max_modes or \
            not ruleset.has_impls("manastack_choose_all_modes"):
        return None
    offered = [label for found in call_for_spell(game, "manastack_choose_all_modes",
                                                    spell) for label in found]
    if not offered:
        return None
    shown = ", ".join(offered)
    answer = game.decide(
        kind="all_modes", player=spell.controller,
        prompt=f"Choose all modes of {spell.card.name} ({shown})?",
        options=(True, False), labels=("yes", "no"), rule="700.2",
    )
    if not answer[0]:
        return None
    modes = tuple(range(len(ability.modes)))
    game.log_event("announce", f"all modes chosen ({shown}): "
                   f"{', '.join(m.text for m in ability.modes)}", rule="601.2b")
    return attrs.evolve(spell, modes=modes)


def _chosen_cost(game: Game, spell: Spell, ab: AdditionalCostAbility) -> Cost:
    """CR 601.2b: "[cost] or [cost]": the caster announces which one they will pay."""
    if not ab.alternatives:
        return ab.cost
    labels = tuple(str(c) for c in ab.alternatives)
    (index,) = game.decide(kind="additional_cost", player=spell.controller,
                           prompt=f"Additional cost of {spell.card.name}: which one to pay",
                           options=tuple(range(len(labels))), labels=labels, rule="601.2b")
    chosen = ab.alternatives[int(index)]
    game.log_event("announce", f"additional cost chosen: {chosen}", rule="601.2b")
    return chosen


def _announce_additional_costs(game: Game, spell: Spell) -> Spell:
    """CR 601.2b, 118.8: the printed additional costs and plugins'; optional ones are asked."""
    additional: list[AdditionalCost] = []
    for ab in spell.card.abilities:
        if isinstance(ab, AdditionalCostAbility):
            additional.append(AdditionalCost(name="additional", cost=_chosen_cost(game, spell, ab),
                                             label=ab.text))
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_additional_costs"):
        for found in call_for_spell(game, "manastack_additional_costs", spell):
            additional.extend(found)
    chosen_costs = []
    for extra in additional:
        if extra.optional:
            answer = game.decide(
                kind="pay_additional", player=spell.controller,
                prompt=f"Pay {extra.label or extra.name} for {spell.card.name}?",
                options=(True, False), labels=("yes", "no"), rule="601.2b",
            )
            if not answer[0]:
                continue
        if extra.times > 0:
            chosen_costs.append(extra)
            game.log_event("announce", f"additional cost: {extra} ({extra.cost})", rule="601.2b")
    return attrs.evolve(spell, additional=tuple(chosen_costs))


def with_changed_text(game: Game, spell: Spell) -> Spell:
    """CR 601.2b, 612: the spell with the text changes plugins make (overload's "each").

    Also used by the affordability checks of legal actions (``spell.provisional``),
    so a spell whose changed text has no target is offered even when the
    unchanged one could not be cast (CR 702.96b). Raises CardDataError if the
    changed text is not understood.
    """
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_spell_text"):
        return spell
    text = call_for_spell(game, "manastack_spell_text", spell, text=spell.text)
    if text is None or text == spell.text:
        return spell
    ability = game.rules.spell_ability_from_text(spell.card, text)
    return attrs.evolve(spell, text=text, ability=ability)


def _x_parts_payable(costs: Iterable[Cost], x: int, game: Game, player: int,
                     source: int | None) -> bool:
    """CR 107.3a, 601.2b: can the parts of ``costs`` that count X ("Discard X cards") be paid
    with X = ``x``? (Their mana is checked with the rest of the total cost.)"""
    return all(part.with_x(x).can_pay(game, player, source)
               for cost in costs for part in cost.parts if part.has_x)


def _announce_x(game: Game, spell: Spell) -> Spell:
    """CR 107.3a, 601.2b: the value of X; 0 when cast without paying (107.3b).

    X may be in the mana of the cost paid or in a part of it: a flashback cost "{R}{R},
    Discard X cards" asks for X too (107.3a: an alternative cost with an X in it), and the
    spell's X is that value (Conflagrate deals X damage). The choices offered are the X
    whose mana and X-dependent parts can be paid now.
    """
    if spell.permission.cost is not None:
        cost = spell.permission.cost
    elif spell.card.mana_cost is not None:
        cost = Cost(mana=spell.card.mana_cost)
    else:
        return spell
    extra = [a.cost for a in spell.additional if a.times > 0]
    if not cost.has_x and not any(c.has_x for c in extra):
        return spell
    if spell.without_paying:
        x = 0  # CR 107.3b
        game.log_event("announce", "X = 0 (cast without paying its mana cost)", rule="107.3b")
        return attrs.evolve(spell, x=x)
    options = payment_options(game, attrs.evolve(spell, x=0))
    # listed once: the binary search below asks about a dozen X against the same permanents
    sources = mana_sources(game, spell.controller)
    once, generic_only = option_sources(options, sources)
    # CR 106.6: restricted mana may pay it ("kicked spells": the costs announced, 601.2b)
    purpose = spell_purpose(game, spell.obj, spell.additional, has_x=spell_has_x(spell))

    def affordable(value: int) -> bool:
        if not _x_parts_payable((cost, *extra), value, game, spell.controller, spell.obj):
            return False
        total, _ = compute_total(game, attrs.evolve(spell, x=value))
        # CR 601.2h: cards exiled by the cost itself (escape) can't also pay generic mana
        return _mana_affordable(game, spell.controller, total.mana,
                                generic_alternatives(game, total, generic_only),
                                sources=sources, extra=once, purpose=purpose)

    mana = cost.mana if cost.mana.has_x else next(
        (c.mana for c in extra if c.mana.has_x), cost.mana)
    high = max_affordable_x(game, spell.controller, mana, affordable, len(options))
    answer = game.ask(Decision(
        kind="x", player=spell.controller,
        prompt=f"Announce X for {spell.card.name} (0 to {high} can be paid)",
        options=tuple(range(high + 1)), rule="107.3a", numbers=True,
        why_not=x_unpayable(high),
    ))
    x = int(answer[0])
    game.log_event("announce", f"X = {x}", rule="601.2b")
    paid_as = x_paid_as(spell)
    if paid_as is not None and x > 0:  # CR 106.6: "Spend only black mana on X"
        game.log_event("cost", f"X is paid only as {paid_as} for each unit", rule="106.6")
    return attrs.evolve(spell, x=x)


def x_unpayable(high: int) -> WhyNot:
    """Why an X above ``high`` is refused: the total cost it makes couldn't be paid (CR
    601.2f-h, 602.2b); refused as it is announced, before anything is paid (732)."""
    def why_not(game: Game, item: Any) -> str | None:
        if isinstance(item, int) and not isinstance(item, bool) and item > high:
            return f"with X = {item} its total cost can't be paid (601.2f, 601.2h)"
        return None
    return why_not


def _mana_affordable(game: Game, player: int, mana: ManaCost, alternatives: int,
                     exclude: Iterable[int] = (), *,
                     sources: Sequence[ManaSource] | None = None,
                     extra: Sequence[ManaSource] = (),
                     purpose: SpendPurpose | None = None) -> bool:
    """``sources``: the mana sources, if already listed; ``extra``: one-time sources of
    payment options (convoke, CR 601.2h); ``purpose``: what the mana pays for (CR 106.6)."""
    p = game.player(player)
    if sources is None:
        sources = mana_sources(game, player, exclude)
    return can_pay(mana, pool=p.mana_pool, sources=[*sources, *extra],
                   life=p.life, generic_alternatives=min(alternatives, mana.generic),
                   purpose=purpose)


def max_affordable_x(
    game: Game,
    player: int,
    cost: ManaCost,
    affordable: Callable[[int], bool] | None = None,
    alternatives: int = 0,
) -> int:
    """The largest X the player could pay now: the options of the X announcement (107.3a).

    ``affordable(x)`` says whether the whole cost with that X can be paid
    (cost changes included); by default the mana cost alone. Paying more for
    a bigger X never gets cheaper, so a binary search finds the bound. Never
    less than 0: an X the player can't pay fails at 601.2h like any cost.
    """
    if affordable is None:
        def affordable(value: int) -> bool:
            return _mana_affordable(game, player, cost.with_x(value), alternatives)

    p = game.player(player)
    units = len(p.mana_pool) + sum(s.amount for s in mana_sources(game, player)) + alternatives
    per_x = max(cost.x_count, 1)
    low, high = 0, units // per_x + 1
    while high < 1_000_000 and affordable(high):  # big reductions: look further
        low, high = high, high * 2
    if not affordable(low):
        return 0
    while high - low > 1:
        mid = (low + high) // 2
        if affordable(mid):
            low = mid
        else:
            high = mid
    return low


_KIND_OF_SYMBOL = {
    "hybrid": "hybrid", "mono_hybrid": "hybrid",
    "phyrexian": "phyrexian", "hybrid_phyrexian": "phyrexian",
}


def wants_announcement(game: Game, player: int, kind: str) -> bool:
    """Does the player announce ``kind`` symbols explicitly (script or agent), or let the payer?"""
    if any(a.kind == kind for a in game.script.queue):
        return True
    agent = game.agents[player] if player < len(game.agents) else None
    return kind in getattr(agent, "announces", ())


def announce_mana_symbols(
    game: Game, player: int, mana: ManaCost, what: str
) -> tuple[tuple[int, str], ...]:
    """CR 601.2b: the nonhybrid equivalent of hybrid symbols, life or mana for Phyrexian ones.

    Asked only of a player who wants to announce (see the module docstring);
    "auto" leaves a symbol to the payment solver.
    """
    choices: list[tuple[int, str]] = []
    for i, sym in enumerate(mana.symbols):
        kind = _KIND_OF_SYMBOL.get(sym.kind)
        if kind is None or not wants_announcement(game, player, kind):
            continue
        halves: tuple[str, ...]
        if sym.kind == "mono_hybrid":
            halves = ("C" if sym.colorless_half else str(sym.amount), sym.colors[0])
        else:
            halves = sym.colors
        if kind == "phyrexian":
            halves = (*halves, "life")
        options = (*halves, "auto")
        labels = tuple(
            "2 life" if h == "life" else "let the payment choose" if h == "auto"
            else f"{{{h}}}" for h in options
        )
        answer = game.decide(
            kind=kind, player=player,
            prompt=f"Announce how {sym} of {what} will be paid",
            options=options, labels=labels,
            rule="107.4f" if kind == "phyrexian" else "107.4e",
        )
        choice = str(answer[0])
        if choice != "auto":
            choices.append((i, choice))
            shown = "2 life" if choice == "life" else f"{{{choice}}}"
            game.log_event("announce", f"{sym} of {what} will be paid with {shown}",
                           rule="601.2b")
    return tuple(choices)


def restriction_reasons(game: Game, spell: Spell) -> list[str]:
    """What plugins say makes ``spell`` illegal to cast (``manastack_cast_restrictions``)."""
    ruleset = game.rules.ruleset
    reasons: list[str] = []
    if ruleset.has_impls("manastack_cast_restrictions"):
        for found in call_for_spell(game, "manastack_cast_restrictions", spell):
            reasons.extend(found)
    return reasons


def begin_to_cast_refusal(game: Game, player: int, obj_id: int) -> str | None:
    """Why ``player`` could not begin to cast the card ``obj_id`` from their hand now, or
    None; whether its cost could be paid is not asked (CR 702.62c: "if you could begin to
    cast this card"). The card's text is read (check_playable), a land is played, not cast
    (305.1), its timing (117.1a, 307.1, flash and "as though it had flash" included), its own
    "cast only" restriction (601.3) and the prohibitions and restrictions in force (601.2e,
    101.2: Rule of Law, split second), asked of the card as a spell not yet announced."""
    obj = game.obj(obj_id)
    if obj.card.refusal() is not None:
        return f"{obj}: its text is not read"
    if obj.card.type_line.has_type("Land"):
        return f"{obj} is a land: lands are played, not cast (CR 305.1)"
    perm = CastingPermission(name="hand", obj=obj_id, zone=obj.zone, alternative=False,
                             label="from hand")
    if not timing_allows(game, player, obj, perm):
        return f"{obj} can't be cast now: its timing (CR 117.1a, 307.1)"
    unmet = cast_restriction_unmet(game, player, obj)
    if unmet is not None:
        return unmet
    # CR 601.2e: the prohibitions of the spell it would be, before any choice is made
    spell = Spell(obj=obj_id, card=obj.card, controller=player, permission=perm,
                  from_zone=obj.zone, text=obj.card.text, ability=spell_ability(obj.card),
                  provisional=True, x=0)
    reasons = restriction_reasons(game, spell)
    return "; ".join(reasons) if reasons else None


def check_legality(game: Game, spell: Spell) -> None:
    """CR 601.2e: the game checks the proposed spell can legally be cast."""
    reasons = restriction_reasons(game, spell)
    if reasons:
        # the rules the reasons end with are the refusal's too (split second, 702.61a)
        raise IllegalActionError("; ".join(reasons), rule="601.2e", step="601.2e",
                                 cites=rules_named(*reasons))


def lock_and_pay(game: Game, spell: Spell) -> Spell:
    """CR 601.2f-h: determine and lock the total cost, then activate mana abilities and pay."""
    total, steps = compute_total(game, spell)
    game.log_event(
        "cost", f"total cost of {spell.card.name}: {'; '.join(steps)}", rule="601.2f",
        total=str(total),
    )
    if total.unpayable:
        raise IllegalActionError(
            f"{spell.card.name}'s cost can't be paid", rule="118.6", step="601.2f"
        )
    spell = record_choices(game, attrs.evolve(spell, total=total))
    # CR 702.132a: another player may pay generic mana first, with their own mana
    rest, helped = pay_by_other_player(game, spell, total)
    options = payment_options(game, spell)
    sacrificed: list[int] = []
    try:
        paid, spent, used = pay_cost(game, spell.controller, spell.obj, rest, options=options,
                                     what=spell.card.name, sacrificed=sacrificed,
                                     purpose=spell_purpose(game, spell.obj, spell.additional,
                                                           has_x=spell.x is not None
                                                           and spell_has_x(spell)))
    except IllegalActionError as exc:
        # CR 601.2h, 118.3: a keyword's own cost part unpaid: say why, citing the keyword
        raise permission_cost_refusal(game, spell, exc) or exc from None
    description = [spent, *paid] if not rest.mana.is_empty() or not paid else paid
    game.log_event("cost", f"{game.player(spell.controller)} pays {', '.join(description)}",
                   rule="601.2h")
    _note_expended(game, spell.controller, spent)  # CR 700.14: the caster's own mana only
    if helped:  # CR 601.2h: the other player's mana is mana spent to cast the spell too
        spent = helped if spent == "{0}" else helped + spent
    return attrs.evolve(spell, paid=tuple(paid), mana_spent=spent, exiled_to_pay=used,
                        sacrificed=tuple(sacrificed))


def permission_cost_refusal(game: Game, spell: Spell,
                            exc: IllegalActionError) -> IllegalActionError | None:
    """The refusal ``exc`` of a part of the casting permission's own cost (escape's "Exile
    five other cards from your graveyard", retrace's land card to discard) with the reason
    it can't be paid (118.3, 119.4) and the keyword's rule (the permission's ``data["rule"]``,
    601.2b); None if ``exc`` is about another part or the permission names no rule."""
    perm = spell.permission
    rule = perm.data.get("rule") if perm.cost is not None else None
    if not isinstance(rule, str) or perm.cost is None:
        return None
    if not isinstance(exc, UnpaidCostError):
        return None
    unpaid = exc.part
    for part in perm.cost.parts:
        # the part the error carries: the permission's own, or it once X is announced (107.3a)
        if (unpaid is not part and not (part.has_x and unpaid == part.with_x(spell.x or 0))) \
                or unpaid.can_pay(game, spell.controller, spell.obj):
            continue
        why, why_rule = unpaid.unpaid_reason(game, spell.controller, spell.obj)
        why = f": {why}" if why else ""
        return UnpaidCostError(f"can't pay '{unpaid}' (part of the {perm.name} cost, {rule}){why}",
                               part=unpaid, rule=exc.rule, step=exc.step,
                               cites=(*exc.cites, why_rule, rule))
    return None


def _note_expended(game: Game, player: int, spent: str) -> None:
    """CR 700.14: the mana ``player`` spent to cast a spell is added to what they spent on
    spells this turn; "whenever you expend N" triggers if the total crossed N."""
    units = sum(1 for symbol in re.findall(r"\{([^}]*)\}", spent.split(" and ")[0])
                if symbol != "0")
    if not units:
        return
    records = game.state.turn.records
    before = sum(n for p, n in records.spent_on_spells if p == player)
    game.state.turn = game.state.turn.noting(
        spent_on_spells=(*records.spent_on_spells, (player, units)))
    triggers.fire_event(game, "expend", player=player, before=before, after=before + units)


def become_cast(game: Game, spell: Spell) -> GameObject:
    """CR 601.2i: the spell becomes cast; "when you cast" abilities trigger."""

    obj = game.update(spell.obj, spell=spell)
    # CR 702.40a: "each other spell that was cast before it this turn", by any player
    before = sum(player.spells_cast_this_turn for player in game.players)
    p = game.player(spell.controller)
    game.update_player(spell.controller, spells_cast_this_turn=p.spells_cast_this_turn + 1)
    records = game.state.turn.records
    if spell.from_zone is Zone.HAND and spell.controller not in records.cast_from_hand:
        # CR 601.2a: a spell cast from its caster's hand this turn
        game.state.turn = game.state.turn.noting(
            cast_from_hand=(*records.cast_from_hand, spell.controller))
        records = game.state.turn.records
    type_line = game.chars(obj.id).type_line
    # CR 601.2i: "your first instant or sorcery spell each turn" counts them
    game.state.turn = game.state.turn.noting(spells_cast=(
        *records.spells_cast, (spell.controller, tuple(sorted(type_line.card_types)))))
    records = game.state.turn.records
    creature = type_line.has_type("Creature")
    if spell.controller not in records.creature_spells_cast and creature:
        # CR 601.2i: cast, a creature spell
        game.state.turn = game.state.turn.noting(
            creature_spells_cast=(*records.creature_spells_cast, spell.controller))
    elif spell.controller not in records.noncreature_spells_cast and not creature:
        # CR 601.2i: cast, a spell without the creature type
        game.state.turn = game.state.turn.noting(
            noncreature_spells_cast=(*records.noncreature_spells_cast, spell.controller))
    game.log_event("cast", f"{p} casts {spell.card.name}", rule="601.2i", obj=obj.id,
                   source=obj.id)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_spell_cast"):
        call_for_spell(game, "manastack_spell_cast", spell)
    # CR 601.2i: "your second spell each turn" is the caster's count, this spell included
    triggers.fire_event(game, "cast", obj=obj.id, player=spell.controller,
                        spells_before=before, cast_this_turn=p.spells_cast_this_turn + 1)
    # CR 601.2c: its targets became targets as chosen; those triggers wait until it is cast
    triggers.fire_targeted(game, spell.targets, obj.id, spell.controller)
    return obj


# --------------------------------------------------------------------------
# Lands (CR 305)
# --------------------------------------------------------------------------


def play_land(game: Game, player: int, obj_id: int, face: int | None = None) -> GameObject:
    """CR 305.1-305.2: a land from your hand, in your main phase, stack empty, one per turn.

    ``face``: for a modal double-faced card, the land face played (712.12), asked when it
    has several and none is given; the land enters with that face up."""
    obj = game.obj(obj_id)
    check_playable(game, obj.card)
    faces = land_faces(obj.card)
    if face is not None:
        check_face_index(obj.card, obj, face, faces, land=True)  # refused first (CR 732)
    if not faces:
        raise IllegalActionError(f"{obj} is not a land", rule="305.1")
    from_zone = None
    if (obj.zone is not Zone.HAND or obj.owner != player) and not may_play_land(obj, player):
        # CR 305.1, 116.2a: from the hand, or from exile, a graveyard or a library's top when
        # an effect lets this player play it
        from_zone = land_play_permission(game, obj, player)
        if from_zone is None:
            raise IllegalActionError(f"{obj} is not in your hand", rule="305.1")
    if not sorcery_timing_ok(game, player):
        # CR 305.1, 116.2a, 505.6b: when a land may be played (305.2 is how many)
        raise IllegalActionError("lands are played in your main phase with an empty stack",
                                 rule="305.1", cites=("116.2a", "505.6b"))
    if CANT_PLAY_LANDS in game.player_keywords(player):
        # CR 101.2, 305.2: an effect says the player can't play lands; it wins over any "may"
        raise IllegalActionError(f"{game.player(player)} can't play lands",
                                 rule="101.2")
    p = game.player(player)
    allowed = game.land_plays(player)
    if p.lands_played >= allowed:
        # CR 305.2b: as many lands as the effects on the player allow, no more
        raise IllegalActionError(f"you have already played {p.lands_played} land(s) this turn "
                                 f"of the {allowed} you may play", rule="305.2b")
    if obj.card.halves and obj.card.layout == "modal_dfc":
        if face is None and len(faces) == 1:
            face = faces[0]
        if face is None:
            answer = game.decide(
                kind="land_face", player=player, prompt=f"Which face of {obj} do you play?",
                options=faces, labels=tuple(obj.card.halves[i].name for i in faces),
                rule="712.12")
            face = int(answer[0])
            check_face_index(obj.card, obj, face, faces, land=True)
        # CR 712.12: it enters the battlefield with the chosen land face up
        game.log_event("play", f"{game.player(player)} plays {obj.card.name} as its face "
                       f"{obj.card.halves[face].name}", rule="712.12", obj=obj_id)
        show_face(game, obj, face)
    if p.lands_played >= 1:
        # CR 305.2: a land beyond the first, allowed by an effect; said in the log
        game.log_event("play", f"{game.player(player)} plays land {p.lands_played + 1} of the "
                       f"{allowed} they may play this turn", rule="305.2", obj=obj_id)
    if from_zone is not None:
        effect, perm = from_zone
        game.log_event("play", f"{game.player(player)} plays {obj.card.name} from their "
                       f"{perm.zone} ({source_name(game, effect)}: {effect.text}, CR "
                       "116.2a)", rule="116.2a", obj=obj_id)
    game.update_player(player, lands_played=p.lands_played + 1)
    played_from = obj.zone
    new = game.move(obj_id, Zone.BATTLEFIELD, cause="play", rule="305.1", controller=player)
    assert new is not None
    # CR 305.1, 603.2: "whenever a player plays a land" triggers as the land is played
    triggers.fire_event(game, "land_played", obj=new.id, player=player,
                        zone=played_from.value)
    return new
