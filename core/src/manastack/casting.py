"""Casting spells, activating abilities, and resolving them (CR 601, 602, 605, 608).

:func:`cast` runs the casting sequence of CR 601.2 as explicit steps, each a
hook point for plugins:

- 601.2a the card moves to the stack at once (SEED-41) through the casting
  permission the player chose (the kernel's "from hand", or one a plugin
  offers through ``manastack_casting_permissions``; SEED-42);
- 601.2b announcement: text changes (``manastack_spell_text``), modes, X,
  additional costs (``manastack_additional_costs``);
- 601.2c targets; 601.2e legality (``manastack_cast_restrictions``);
- 601.2f the total cost (``manastack_cost_increases`` /
  ``manastack_cost_reductions``, kernel statics), then locked;
- 601.2g-h mana abilities and payment (``manastack_payment_options``);
- 601.2i the spell becomes cast (``manastack_spell_cast``, "cast" triggers).

Any failure raises :class:`IllegalActionError`; the game's transaction puts
everything back (CR 732), mana abilities activated meanwhile included.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.abilities import (
    ActivatedAbility,
    AdditionalCostAbility,
    Mode,
    SpellAbility,
    SpellRule,
    StaticAbility,
)
from manastack.costs import Cost, CostChange, TapSelf, UntapSelf, total_cost
from manastack.effects import Context, run_mode
from manastack.errors import CardDataError, IllegalActionError, UnsupportedCardError
from manastack.filters import Target, TargetSpec
from manastack.mana import EMPTY_COST, Mana, ManaCost, ManaSource, Payment, solve_payment
from manastack.objects import Card, GameObject, PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.game import Game
    from manastack.turns import ActivateAbility, CastSpell, PlayLand


# --------------------------------------------------------------------------
# Values plugins exchange with the casting sequence
# --------------------------------------------------------------------------


@frozen
class CastingPermission:
    """A permission to cast the card ``obj`` (CR 601.2a-b, 601.3).

    ``cost`` is an alternative cost (CR 118.9) to pay instead of the mana
    cost, or ``None`` for the mana cost. ``alternative`` is False for a
    permission whose cost is not an alternative cost. ``timing``
    (``"instant"``/``"sorcery"``) overrides the card's own timing; ``None``
    keeps it (SEED-40). ``name`` is how actions refer to it (``"flashback"``).
    """

    name: str
    obj: int
    zone: Zone
    cost: Cost | None = None
    alternative: bool = True
    timing: str | None = None
    plugin: str = "core"
    label: str = ""
    data: Mapping[str, Any] = field(factory=dict)

    def __str__(self) -> str:
        return self.label or self.name


@frozen
class AdditionalCost:
    """An additional cost (CR 118.8, 601.2b): paid ``times`` times; optional ones are chosen."""

    name: str
    cost: Cost
    times: int = 1
    optional: bool = False
    plugin: str = "core"
    label: str = ""

    def __str__(self) -> str:
        times = f" x{self.times}" if self.times != 1 else ""
        return f"{self.label or self.name}{times}"


@frozen
class PaymentOption:
    """A way to pay one generic mana of the locked total cost otherwise (CR 601.2h).

    ``action`` is what paying this way does: ``"exile"`` moves ``obj`` to exile
    (delve, 702.66a), ``"tap"`` taps it.
    """

    name: str
    obj: int
    action: str = "exile"
    plugin: str = "core"


@frozen
class Spell:
    """A spell being cast or on the stack: every choice made for it (CR 601.2).

    While casting, ``obj`` is the object on the stack (CR 601.2a); for the
    affordability checks of legal actions it is the card where it is and
    ``provisional`` is True.
    """

    obj: int
    card: Card
    controller: int
    permission: CastingPermission
    from_zone: Zone
    without_paying: bool = False
    text: str = ""
    ability: SpellAbility | None = None
    modes: tuple[int, ...] = ()
    x: int | None = None
    targets: tuple[tuple[Target, ...], ...] = ()
    target_specs: tuple[tuple[int, TargetSpec], ...] = ()
    additional: tuple[AdditionalCost, ...] = ()
    total: Cost | None = None
    paid: tuple[str, ...] = ()
    mana_spent: str = ""
    exiled_to_pay: tuple[int, ...] = ()
    is_copy: bool = False
    provisional: bool = False
    cant_be_countered: bool = False

    @property
    def method(self) -> str:
        return self.permission.name

    def paid_additional(self, name: str) -> int:
        """How many times the additional cost ``name`` was paid (0 if not)."""
        return sum(a.times for a in self.additional if a.name == name)

    def chosen_modes(self) -> list[Mode]:
        if self.ability is None:
            return []
        return [self.ability.modes[i] for i in self.modes]

    def __str__(self) -> str:
        return self.card.name


@frozen
class StackAbility:
    """An activated or triggered ability on the stack (CR 113.7, 405.1)."""

    source: int
    source_lki: GameObject
    controller: int
    mode: Mode
    targets: tuple[tuple[Target, ...], ...] = ()
    x: int = 0
    kind: str = "activated"
    event: Mapping[str, Any] = field(factory=dict)
    text: str = ""
    delayed: bool = False


# --------------------------------------------------------------------------
# Permissions and timing
# --------------------------------------------------------------------------


def all_permissions(game: Game, player: int) -> list[CastingPermission]:
    """The kernel's permission (cast a card from your hand, CR 601.2a) plus plugins'."""
    out = [
        CastingPermission(name="hand", obj=obj.id, zone=Zone.HAND, alternative=False,
                          label="from hand")
        for obj in game.hand(player)
        if not obj.card.type_line.has_type("Land")
    ]
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_casting_permissions"):
        for found in ruleset.call("manastack_casting_permissions", game=game, player=player):
            out.extend(found)
    return out


def permissions_for(game: Game, player: int, obj_id: int) -> list[CastingPermission]:
    return [p for p in all_permissions(game, player) if p.obj == obj_id]


def has_instant_timing(game: Game, obj: GameObject) -> bool:
    """CR 304.1, 702.8 (flash): instants and cards with flash may be cast any time."""
    ch = game.chars(obj.id)
    return ch.type_line.has_type("Instant") or "flash" in ch.keywords


def sorcery_timing_ok(game: Game, player: int) -> bool:
    """CR 307.1, 117.1a: main phase of your turn, stack empty."""
    t = game.state.turn
    return t.active == player and t.step.is_main and not game.state.zones[(Zone.STACK, -1)]


def timing_allows(game: Game, player: int, obj: GameObject, permission: CastingPermission) -> bool:
    timing = permission.timing
    if timing is None:
        timing = "instant" if has_instant_timing(game, obj) else "sorcery"
    return timing == "instant" or sorcery_timing_ok(game, player)


def check_playable(game: Game, card: Card) -> None:
    """A card whose text isn't understood or needs a disabled plugin can't be used."""
    if card.missing_keywords:
        keyword, plugin = card.missing_keywords[0]
        raise UnsupportedCardError(
            f"{card.name!r} uses the keyword {keyword!r}, provided by the plugin {plugin!r}, "
            "which is not enabled"
        )
    if card.unrecognized:
        quoted = "; ".join(repr(s) for s in card.unrecognized)
        raise UnsupportedCardError(f"{card.name!r}: rules text not understood: {quoted}")


# --------------------------------------------------------------------------
# Mana sources (CR 605) and payment
# --------------------------------------------------------------------------


def mana_abilities(game: Game, obj_id: int) -> list[tuple[int, ActivatedAbility]]:
    return [
        (i, a)
        for i, a in enumerate(game.chars(obj_id).abilities)
        if isinstance(a, ActivatedAbility) and a.mana is not None
    ]


def mana_sources(game: Game, player: int, exclude: Iterable[int] = ()) -> list[ManaSource]:
    """Untapped permanents whose "{T}: Add ..." ability can be activated now (CR 605)."""
    skip = set(exclude)
    out: list[ManaSource] = []
    for obj in game.battlefield(player):
        if obj.tapped or obj.id in skip:
            continue
        for _, ability in mana_abilities(game, obj.id):
            assert ability.mana is not None
            if ability.cost.mana.is_empty() and all(
                isinstance(p, TapSelf) for p in ability.cost.parts
            ) and ability.cost.parts and TapSelf().can_pay(game, player, obj.id):
                colors, count = ability.mana
                snow = game.chars(obj.id).type_line.has_supertype("Snow")
                out.append(ManaSource(id=obj.id, colors=colors, amount=count, snow=snow))
                break
    return out


def activate_mana(game: Game, player: int, obj_id: int, color: str) -> None:
    """Activate a mana ability for one colour (CR 605.3: it resolves at once)."""
    obj = game.obj(obj_id)
    if game.controller(obj_id) != player:
        raise IllegalActionError(f"{obj} is not yours", rule="602.2")
    for _, ability in mana_abilities(game, obj_id):
        assert ability.mana is not None
        colors, count = ability.mana
        if color not in colors:
            continue
        pay_cost_parts(game, player, obj_id, ability.cost)
        snow = game.chars(obj_id).type_line.has_supertype("Snow")
        game.add_mana(player, [Mana(color, snow=snow, source=obj_id)] * count, rule="605.3b")
        if any(isinstance(p, TapSelf) for p in ability.cost.parts):
            from manastack import triggers

            triggers.tapped_for_mana(game, player, obj_id)  # CR 106.12, 605.4a
        return
    raise IllegalActionError(f"{obj} has no mana ability that adds {{{color}}}", rule="605.1a")


def _payment_options(game: Game, spell: Spell) -> list[PaymentOption]:
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_payment_options"):
        return []
    out: list[PaymentOption] = []
    for found in ruleset.call("manastack_payment_options", game=game, spell=spell):
        out.extend(found)
    return out


def pay_mana(
    game: Game,
    player: int,
    cost: ManaCost,
    *,
    options: Sequence[PaymentOption] = (),
    source: int | None = None,
    what: str = "",
) -> tuple[str, tuple[int, ...]]:
    """Pay a mana cost from the pool and untapped sources (CR 601.2g-h, 605).

    ``options`` may pay generic mana instead (delve); the player chooses which
    and how many, within what a payment allows. Returns a description of the
    mana spent and the objects used by options.
    """
    if cost.is_empty():
        return "{0}", ()
    p = game.player(player)
    sources = mana_sources(game, player)
    generic = cost.generic
    alternatives = min(len(options), generic)
    plan = solve_payment(
        cost, pool=p.mana_pool, sources=sources, life=p.life,
        generic_alternatives=alternatives,
    )
    if plan is None:
        raise IllegalActionError(
            f"can't pay {cost} for {what or 'this'} (pool {p.mana_pool or 'empty'}, "
            f"{len(sources)} untapped source(s))",
            rule="601.2h",
            step="601.2h",
        )
    used: tuple[int, ...] = ()
    if options and generic:
        by_id = {o.obj: o for o in options}
        low = plan.generic_alternatives
        high = min(len(options), generic)
        chosen = game.decide(
            kind=options[0].name,
            player=player,
            prompt=f"{options[0].name.capitalize()}: choose cards to pay generic mana of {cost}",
            options=tuple(by_id),
            labels=tuple(str(game.obj(o)) for o in by_id),
            min=low,
            max=high,
            rule="601.2h",
        )
        used = tuple(int(c) for c in chosen)
        for oid in used:
            opt = by_id[oid]
            if opt.action == "exile":
                game.move(oid, Zone.EXILE, cause="cost", rule="702.66a")
            elif opt.action == "tap":
                game.tap(oid, rule="601.2h")
        cost = cost.reduce_generic(len(used))
        if used:
            game.log_event(
                "cost", f"{len(used)} generic mana paid by {options[0].name}", rule="601.2h"
            )
        p = game.player(player)
        plan = solve_payment(cost, pool=p.mana_pool, sources=mana_sources(game, player),
                             life=p.life)
        if plan is None:
            raise IllegalActionError(f"can't pay the rest, {cost}", rule="601.2h", step="601.2h")
    spent = _perform_payment(game, player, plan)
    return spent, used


def _perform_payment(game: Game, player: int, plan: Payment) -> str:
    """Activate the chosen mana abilities (601.2g), then spend the mana and life (601.2h)."""
    for source_id, colour in plan.activations:
        activate_mana(game, player, source_id, colour)
    p = game.player(player)
    pool = p.mana_pool.remove(plan.pool_used)
    game.set_pool(player, pool)
    if plan.life:
        game.lose_life(player, plan.life, rule="107.4f", paid=True)
    spent = "".join("{" + u.color + "}" for u in plan.pool_used)
    if plan.life:
        spent += f" and {plan.life} life"
    return spent or "{0}"


def pay_cost_parts(game: Game, player: int, source: int | None, cost: Cost) -> list[str]:
    """Pay the non-mana parts of a cost (CR 601.2h), each checked first."""
    if cost.unpayable:
        raise IllegalActionError("that cost can't be paid", rule="118.6", step="601.2h")
    done = []
    for part in cost.parts:
        if not part.can_pay(game, player, source):
            raise IllegalActionError(f"can't pay '{part}'", rule="601.2h", step="601.2h")
        done.append(part.pay(game, player, source))
    return done


# --------------------------------------------------------------------------
# Cost modification (CR 601.2f)
# --------------------------------------------------------------------------


def cost_changes(game: Game, spell: Spell) -> tuple[list[CostChange], list[CostChange]]:
    """Increases and reductions: kernel statics (Thalia-like) plus plugins' hooks."""
    from manastack.layers import StaticEffect

    increases: list[CostChange] = []
    reductions: list[CostChange] = []
    for obj in game.battlefield():
        for ability in game.chars(obj.id).abilities:
            if not isinstance(ability, StaticAbility):
                continue
            for eff in ability.effects:
                if isinstance(eff, StaticEffect):
                    continue
                modifier = eff  # a CostModifier (kernel statics, manastack.oracle)
                change = modifier.applies(game, obj, spell)
                if change is None:
                    continue
                (increases if modifier.increase else reductions).append(change)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_cost_increases"):
        for found in ruleset.call("manastack_cost_increases", game=game, spell=spell):
            increases.extend(found)
    if ruleset.has_impls("manastack_cost_reductions"):
        for found in ruleset.call("manastack_cost_reductions", game=game, spell=spell):
            reductions.extend(found)
    return increases, reductions


@frozen
class CostModifier:
    """A static ability changing the cost of spells (CR 601.2f): Thalia, Electromancer.

    ``spells`` filters the spells affected; ``who``: "you" (spells you cast),
    "opponents" or "any".
    """

    amount: ManaCost
    increase: bool
    spells: Any  # ObjectFilter over the spell's card characteristics
    who: str = "any"
    text: str = ""

    def applies(self, game: Game, source: GameObject, spell: Spell) -> CostChange | None:
        if self.who == "you" and spell.controller != source.controller:
            return None
        if self.who == "opponents" and spell.controller == source.controller:
            return None
        obj = game.find(spell.obj)
        if obj is None:
            return None
        ch = game.chars(obj.id)
        if not self.spells.matches_chars(game, obj, ch, player=source.controller,
                                         source=source.id):
            return None
        return CostChange(mana=self.amount, source=f"{source.card.name}", rule="601.2f")


def base_cost(spell: Spell) -> Cost:
    """601.2f: the mana cost or the alternative cost chosen; nothing if cast for free (118.9)."""
    if spell.without_paying:
        return Cost()
    if spell.permission.cost is not None:
        base = spell.permission.cost
        return Cost(mana=base.mana.with_x(spell.x or 0), parts=base.parts,
                    unpayable=base.unpayable)
    mana = spell.card.mana_cost
    if mana is None:
        return Cost(unpayable=True)  # CR 202.1b, 118.6: no mana cost, can't be paid
    return Cost(mana=mana.with_x(spell.x or 0))


def compute_total(game: Game, spell: Spell) -> tuple[Cost, list[str]]:
    """The total cost of ``spell`` (CR 601.2f), with the steps for the explain log."""
    base = base_cost(spell)
    additional = [a.cost.times(a.times) for a in spell.additional if a.times > 0]
    increases, reductions = cost_changes(game, spell)
    return total_cost(base, additional, increases, reductions)


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
) -> GameObject:
    """Cast the card ``obj_id`` (CR 601.2); returns the spell on the stack."""
    card_obj = game.obj(obj_id)
    check_playable(game, card_obj.card)
    if card_obj.card.type_line.has_type("Land"):
        raise IllegalActionError(f"{card_obj} is a land: lands are played, not cast",
                                 rule="305.1", step="601.2a")
    options = [p for p in permissions_for(game, player, obj_id) if p.name == permission]
    if not options:
        names = sorted({p.name for p in permissions_for(game, player, obj_id)})
        hint = f" (available: {', '.join(names)})" if names else ""
        raise IllegalActionError(
            f"{game.player(player)} has no permission {permission!r} to cast {card_obj} from "
            f"its {card_obj.zone}{hint}",
            rule="601.3",
            step="601.2a",
        )
    perm = options[0]
    if len(options) > 1:  # SEED-42: the player chooses one; the others do nothing
        labels = tuple(str(p) for p in options)
        answer = game.decide(
            kind="casting_permission", player=player,
            prompt=f"Which {permission} permission casts {card_obj}?",
            options=tuple(range(len(options))), labels=labels, rule="601.2b",
        )
        perm = options[answer[0]]
    if without_paying and perm.alternative and perm.cost is not None:
        raise IllegalActionError(
            f"{card_obj} is cast without paying its mana cost: its {perm.name} cost, an "
            "alternative cost, can't be paid instead", rule="118.9a", step="601.2b",
        )
    if not timing_allows(game, player, card_obj, perm):
        raise IllegalActionError(
            f"{card_obj} can be cast only at sorcery speed: in your main phase with an empty "
            "stack", rule="307.1", step="601.2a",
        )
    from_zone = card_obj.zone
    # 601.2a: the card moves to the stack at once (SEED-41)
    on_stack = game.move(obj_id, Zone.STACK, cause="cast", rule="601.2a", controller=player)
    if on_stack is None or on_stack.zone is not Zone.STACK:
        raise IllegalActionError(f"{card_obj} could not be put on the stack", rule="601.2a")
    game.log_event(
        "cast",
        f"{game.player(player)} begins to cast {on_stack.card.name} from {from_zone}"
        f" ({perm})",
        rule="601.2a",
    )
    spell = Spell(
        obj=on_stack.id, card=on_stack.card, controller=player, permission=perm,
        from_zone=from_zone, without_paying=without_paying, text=on_stack.card.text,
        ability=spell_ability(on_stack.card),
        cant_be_countered=any(
            isinstance(a, SpellRule) and a.rule == "cant_be_countered"
            for a in on_stack.card.abilities
        ),
    )
    spell = announce(game, spell)
    spell = choose_targets(game, spell)
    check_legality(game, spell)
    spell = lock_and_pay(game, spell)
    return become_cast(game, spell)


def spell_ability(card: Card) -> SpellAbility | None:
    for ability in card.abilities:
        if isinstance(ability, SpellAbility):
            return ability
    return None


def announce(game: Game, spell: Spell) -> Spell:
    """CR 601.2b: text changes, modes, X, additional costs."""
    ruleset = game.rules.ruleset
    changed = with_changed_text(game, spell)
    if changed is not spell:
        spell = changed
        game.log_event("announce", f"{spell.card.name}'s text becomes: {spell.text!r}",
                       rule="601.2b")
    ability = spell.ability
    if ability is not None and ability.modal:
        labels = tuple(m.text for m in ability.modes)
        chosen = game.decide(
            kind="modes", player=spell.controller,
            prompt=f"Choose modes of {spell.card.name} ({ability.min_modes} to {ability.max_modes})",
            options=tuple(range(len(ability.modes))), labels=labels,
            min=ability.min_modes, max=ability.max_modes, rule="700.2",
        )
        modes = tuple(sorted(int(c) for c in chosen))  # CR 700.2: no mode twice
        spell = attrs.evolve(spell, modes=modes)
        game.log_event("announce", f"modes chosen: {', '.join(labels[i] for i in modes)}",
                       rule="601.2b")
    elif ability is not None:
        spell = attrs.evolve(spell, modes=(0,))
    cost_with_x = spell.permission.cost.mana if spell.permission.cost else spell.card.mana_cost
    if cost_with_x is not None and cost_with_x.has_x:
        if spell.without_paying:
            x = 0  # CR 107.3b
        else:
            high = max_affordable_x(game, spell.controller, cost_with_x)
            answer = game.decide(
                kind="x", player=spell.controller, prompt=f"Announce X for {spell.card.name}",
                options=tuple(range(high + 1)), rule="107.3a",
            )
            x = int(answer[0])
        spell = attrs.evolve(spell, x=x)
        game.log_event("announce", f"X = {x}", rule="601.2b")
    additional: list[AdditionalCost] = []
    for ab in spell.card.abilities:
        if isinstance(ab, AdditionalCostAbility):
            additional.append(AdditionalCost(name="additional", cost=ab.cost, label=ab.text))
    if ruleset.has_impls("manastack_additional_costs"):
        for found in ruleset.call("manastack_additional_costs", game=game, spell=spell):
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
    text = spell.text
    for changed in ruleset.call("manastack_spell_text", game=game, spell=spell, text=text):
        text = changed
    if text == spell.text:
        return spell
    ability = game.rules.spell_ability_from_text(spell.card, text)
    return attrs.evolve(spell, text=text, ability=ability)


def max_affordable_x(game: Game, player: int, cost: ManaCost) -> int:
    """An upper bound for X (the options of the announcement must be finite)."""
    p = game.player(player)
    available = len(p.mana_pool) + sum(s.amount for s in mana_sources(game, player))
    available += len(game.graveyard(player))  # delve-like options may pay for X too
    fixed = cost.with_x(0).mana_value()
    per_x = max(cost.x_count, 1)
    return max(0, (available - fixed) // per_x)


def choose_targets(game: Game, spell: Spell) -> Spell:
    """CR 601.2c: targets for each instance of "target" in the chosen modes (115.3)."""
    if spell.ability is None:
        aura = _aura_target(spell.card)
        if aura is None:
            return spell
        specs: list[tuple[int, TargetSpec]] = [(0, aura)]
    else:
        specs = [
            (m, spec) for m in spell.modes for spec in spell.ability.modes[m].targets
        ]
    chosen: list[tuple[Target, ...]] = []
    for _mode, spec in specs:
        chosen.append(_choose_one_target(game, spell.controller, spell.obj, spec,
                                         spell.card.name))
    return attrs.evolve(spell, targets=tuple(chosen), target_specs=tuple(specs))


def _aura_target(card: Card) -> TargetSpec | None:
    """CR 303.4a: an Aura spell targets what its enchant ability allows."""
    for ability in card.abilities:
        spec = getattr(ability, "enchant", None)
        if isinstance(spec, TargetSpec):
            return spec
    return None


def _choose_one_target(
    game: Game, player: int, source: int, spec: TargetSpec, name: str
) -> tuple[Target, ...]:
    candidates = spec.candidates(game, player, source)
    if len(candidates) < spec.min:
        raise IllegalActionError(
            f"no legal choice for '{spec}' of {name}", rule="601.2c", step="601.2c"
        )
    high = min(spec.max, len(candidates))
    answer = game.decide(
        kind="targets", player=player, prompt=f"Choose {spec} for {name}",
        options=tuple(candidates), labels=tuple(_target_label(game, t) for t in candidates),
        min=spec.min, max=high, rule="601.2c",
    )
    if answer:
        game.log_event(
            "targets",
            f"{name} targets {', '.join(_target_label(game, t) for t in answer)} ({spec})",
            rule="601.2c",
        )
    return tuple(answer)


def _target_label(game: Game, target: Target) -> str:
    if isinstance(target, PlayerRef):
        return str(game.player(target.index))
    return str(game.obj(target))


def check_legality(game: Game, spell: Spell) -> None:
    """CR 601.2e: the game checks the proposed spell can legally be cast."""
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_cast_restrictions"):
        reasons: list[str] = []
        for found in ruleset.call("manastack_cast_restrictions", game=game, spell=spell):
            reasons.extend(found)
        if reasons:
            raise IllegalActionError("; ".join(reasons), rule="601.2e", step="601.2e")


def lock_and_pay(game: Game, spell: Spell) -> Spell:
    """CR 601.2f-h: determine and lock the total cost, then pay it."""
    total, steps = compute_total(game, spell)
    game.log_event(
        "cost", f"total cost of {spell.card.name}: {'; '.join(steps)}", rule="601.2f",
        total=str(total),
    )
    if total.unpayable:
        raise IllegalActionError(
            f"{spell.card.name}'s cost can't be paid", rule="118.6", step="601.2f"
        )
    spell = attrs.evolve(spell, total=total)
    paid = pay_cost_parts(game, spell.controller, spell.obj, total)
    options = _payment_options(game, spell)
    spent, used = pay_mana(
        game, spell.controller, total.mana, options=options, source=spell.obj,
        what=spell.card.name,
    )
    if total.mana.is_empty() and not total.parts:
        spent = "{0}"
    description = [spent, *paid]
    game.log_event("cost", f"{game.player(spell.controller)} pays {', '.join(description)}",
                   rule="601.2h")
    return attrs.evolve(spell, paid=tuple(paid), mana_spent=spent, exiled_to_pay=used)


def become_cast(game: Game, spell: Spell) -> GameObject:
    """CR 601.2i: the spell becomes cast; "when you cast" abilities trigger."""
    from manastack import triggers

    obj = game.update(spell.obj, spell=spell)
    p = game.player(spell.controller)
    game.update_player(spell.controller, spells_cast_this_turn=p.spells_cast_this_turn + 1)
    game.log_event("cast", f"{p} casts {spell.card.name}", rule="601.2i", obj=obj.id)
    ruleset = game.rules.ruleset
    if ruleset.has_impls("manastack_spell_cast"):
        ruleset.call("manastack_spell_cast", game=game, spell=spell)
    triggers.fire(game, "cast", obj=obj.id, player=spell.controller)
    return obj


# --------------------------------------------------------------------------
# Lands (CR 305)
# --------------------------------------------------------------------------


def play_land(game: Game, player: int, obj_id: int) -> GameObject:
    """CR 305.1-305.2: a land from your hand, in your main phase, stack empty, one per turn."""
    obj = game.obj(obj_id)
    check_playable(game, obj.card)
    if not obj.card.type_line.has_type("Land"):
        raise IllegalActionError(f"{obj} is not a land", rule="305.1")
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(f"{obj} is not in your hand", rule="305.1")
    if not sorcery_timing_ok(game, player):
        raise IllegalActionError("lands are played in your main phase with an empty stack",
                                 rule="305.2")
    p = game.player(player)
    if p.lands_played >= p.land_plays:
        raise IllegalActionError("you have already played a land this turn", rule="305.2")
    game.update_player(player, lands_played=p.lands_played + 1)
    new = game.move(obj_id, Zone.BATTLEFIELD, cause="play", rule="305.1", controller=player)
    assert new is not None
    return new


# --------------------------------------------------------------------------
# 602: activating abilities
# --------------------------------------------------------------------------


def activate(game: Game, player: int, obj_id: int, index: int) -> GameObject:
    """Activate the ``index``-th ability of a permanent (CR 602.2)."""
    obj = game.obj(obj_id)
    abilities = game.chars(obj_id).abilities
    if index < 0 or index >= len(abilities) or not isinstance(abilities[index], ActivatedAbility):
        raise IllegalActionError(f"{obj} has no activated ability #{index + 1}", rule="602.1")
    ability = abilities[index]
    assert isinstance(ability, ActivatedAbility)
    if obj.zone is not Zone.BATTLEFIELD or game.controller(obj_id) != player:
        raise IllegalActionError(f"{game.player(player)} doesn't control {obj}", rule="602.2")
    if ability.is_mana_ability:
        assert ability.mana is not None
        activate_mana(game, player, obj_id, ability.mana[0][0])
        return obj
    check_activation(game, player, obj, ability)
    if ability.sorcery_speed and not sorcery_timing_ok(game, player):
        raise IllegalActionError("this ability can be activated only as a sorcery", rule="602.5d")
    game.log_event("activate", f"{game.player(player)} activates {obj}: {ability.text}",
                   rule="602.2a")
    x = 0
    if ability.cost.mana.has_x:
        high = max_affordable_x(game, player, ability.cost.mana)
        x = int(game.decide(kind="x", player=player, prompt=f"Announce X for {obj}",
                            options=tuple(range(high + 1)), rule="107.3a")[0])
    targets = tuple(
        _choose_one_target(game, player, obj_id, spec, obj.card.name)
        for spec in ability.effect.targets
    )
    cost = Cost(mana=ability.cost.mana.with_x(x), parts=ability.cost.parts)
    paid = pay_cost_parts(game, player, obj_id, cost)
    spent, _ = pay_mana(game, player, cost.mana, source=obj_id, what=str(obj))
    game.log_event("cost", f"{game.player(player)} pays {', '.join([spent, *paid])}",
                   rule="602.2h")
    lki = game.find(obj_id) or obj
    stack_obj = put_ability_on_stack(
        game,
        StackAbility(source=obj_id, source_lki=lki, controller=player, mode=ability.effect,
                     targets=targets, x=x, kind="activated", text=ability.text),
    )
    from manastack import triggers

    triggers.fire(game, "activate", obj=obj_id, player=player)
    return stack_obj


def check_activation(game: Game, player: int, obj: GameObject, ability: ActivatedAbility) -> None:
    """CR 302.6, 602.5a (SEED-24): {T}/{Q} abilities of creatures need continuous control."""
    needs_untapped_control = any(isinstance(p, (TapSelf, UntapSelf)) for p in ability.cost.parts)
    if needs_untapped_control and game.chars(obj.id).is_creature and game.summoning_sick(obj.id):
        raise IllegalActionError(
            f"{obj} has not been under {game.player(player)}'s control continuously since "
            "their most recent turn began: its {T}/{Q} abilities can't be activated",
            rule="302.6",
            step="602.5a",
        )


def put_ability_on_stack(game: Game, ability: StackAbility) -> GameObject:
    """An ability on the stack is an object, not a card (CR 405.1, 113.7)."""
    name = f"ability of {ability.source_lki.card.name}"
    card = Card(name=name, type_line=_ABILITY_TYPE, text=ability.text)
    obj = game.create_object(card, ability.controller, Zone.STACK, log=False)
    obj = game.update(obj.id, is_copy=True, tags={"ability": ability})
    game.log_event(
        "stack", f"{name} is put on the stack: {ability.text}",
        rule="603.3" if ability.kind == "triggered" else "602.2a",
    )
    return obj


def _ability_type() -> Any:
    from manastack.typeline import TypeLine

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
    game.log_event("resolve", f"{spell.card.name} resolves", rule="608.1")
    legal, illegal = _check_targets(game, spell.controller, obj.id, spell.target_specs,
                                     spell.targets)
    if spell.targets and any(spell.targets) and not legal:
        # CR 608.2b: every target illegal -> the spell doesn't resolve
        game.log_event("resolve", f"{spell.card.name} doesn't resolve: all its targets are "
                       "illegal", rule="608.2b")
        remove_from_stack(game, obj.id, cause="fizzle", rule="608.2b")
        return
    if illegal:
        shown = ", ".join(_target_label_safe(game, t) for t in illegal)
        game.log_event("resolve", f"illegal target(s) not affected: {shown}", rule="608.2b")
    if obj.card.type_line.is_permanent:
        _resolve_permanent(game, obj, spell)
        return
    offset = 0
    for m in spell.modes:
        assert spell.ability is not None
        mode = spell.ability.modes[m]
        n = len(mode.targets)
        targets = spell.targets[offset:offset + n]
        offset += n
        ctx = Context(game=game, controller=spell.controller, source=obj.id, source_lki=obj,
                      spell=spell, targets=targets, illegal=frozenset(illegal), x=spell.x or 0)
        run_mode(ctx, mode)
    if game.find(obj.id) is not None and game.obj(obj.id).zone is Zone.STACK:
        remove_from_stack(game, obj.id, cause="resolve", rule="608.2n")


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
    legal: list[Target] = []
    illegal: list[Target] = []
    for (_, spec), chosen in zip(specs, targets, strict=False):
        for t in chosen:
            (legal if spec.is_legal(game, t, controller, source) else illegal).append(t)
    return legal, illegal


def _resolve_permanent(game: Game, obj: GameObject, spell: Spell) -> None:
    """CR 608.3: a permanent spell becomes a permanent under its controller's control."""
    attach_to = None
    if spell.targets and spell.targets[0]:
        attach_to = spell.targets[0][0]
    new = game.move(obj.id, Zone.BATTLEFIELD, cause="resolve", rule="608.3",
                    controller=spell.controller)
    if new is not None and new.zone is Zone.BATTLEFIELD and isinstance(attach_to, int):
        game.update(new.id, attached_to=attach_to)
        game.log_event("attach", f"{new} is attached to {game.obj(attach_to)}", rule="303.4f")


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
    game.log_event("resolve", f"{obj.card.name} resolves: {ability.text}", rule="608.2")
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
    ctx = Context(game=game, controller=ability.controller, source=ability.source,
                  source_lki=ability.source_lki, targets=ability.targets,
                  illegal=frozenset(illegal), x=ability.x, event=dict(ability.event))
    run_mode(ctx, ability.mode)


# --------------------------------------------------------------------------
# Legal actions (what a player may do with priority, CR 117.1)
# --------------------------------------------------------------------------


def legal_priority_actions(game: Game, player: int) -> list[Any]:
    """Play a land, cast a spell, activate an ability: each option currently possible.

    Affordability is checked with the automatic payer (X as 0, optional costs
    unpaid); casting checks everything again and rolls back if it fails.
    """
    from manastack.turns import ActivateAbility, CastSpell, PlayLand

    out: list[Any] = []
    p = game.player(player)
    sorcery_ok = sorcery_timing_ok(game, player)
    sources: list[ManaSource] | None = None
    if sorcery_ok and p.lands_played < p.land_plays:
        seen: set[str] = set()
        for obj in game.hand(player):
            if obj.card.type_line.has_type("Land") and obj.card.playable and \
                    obj.card.name not in seen:
                seen.add(obj.card.name)
                out.append(PlayLand(obj.id, obj.card.name))
    casts: list[CastSpell] = []
    seen_cast: set[tuple[str, str, str]] = set()
    for perm in all_permissions(game, player):
        card_obj = game.find(perm.obj)
        if card_obj is None or not card_obj.card.playable:
            continue
        key = (card_obj.card.name, perm.name, str(card_obj.zone))
        if key in seen_cast:
            continue
        if not timing_allows(game, player, card_obj, perm):
            continue
        if sources is None:
            sources = mana_sources(game, player)
        if castable(game, player, card_obj, perm, sources):
            seen_cast.add(key)
            casts.append(CastSpell(card_obj.id, perm.name, card_obj.card.name))
    out.extend(casts)
    for obj in game.battlefield(player):
        for index, ability in enumerate(game.chars(obj.id).abilities):
            if not isinstance(ability, ActivatedAbility) or ability.is_mana_ability:
                continue
            if ability.sorcery_speed and not sorcery_ok:
                continue
            if sources is None:
                sources = mana_sources(game, player)
            if activatable(game, player, obj, ability, sources):
                out.append(ActivateAbility(obj.id, index, obj.card.name))
    return out


def castable(
    game: Game, player: int, obj: GameObject, perm: CastingPermission,
    sources: Sequence[ManaSource],
) -> bool:
    """A quick, conservative check that casting ``obj`` through ``perm`` can succeed."""
    spell = Spell(obj=obj.id, card=obj.card, controller=player, permission=perm,
                  from_zone=obj.zone, text=obj.card.text, ability=spell_ability(obj.card),
                  provisional=True, x=0)
    try:
        spell = with_changed_text(game, spell)  # overload: no targets needed (702.96b)
    except CardDataError:
        return False  # the changed text is not understood: casting would fail
    ability = spell.ability
    if ability is not None:
        if ability.modal:
            if not any(_mode_targets_ok(game, player, obj.id, m) for m in ability.modes):
                return False
        elif not all(_mode_targets_ok(game, player, obj.id, m) for m in ability.modes):
            return False
    else:
        aura = _aura_target(obj.card)
        if aura is not None and len(aura.candidates(game, player, obj.id)) < aura.min:
            return False
    extra: list[AdditionalCost] = [
        AdditionalCost(name="additional", cost=a.cost)
        for a in obj.card.abilities if isinstance(a, AdditionalCostAbility)
    ]
    spell = attrs.evolve(spell, additional=tuple(extra))
    total, _ = compute_total(game, spell)
    if total.unpayable:
        return False
    for part in total.parts:
        if not part.can_pay(game, player, obj.id):
            return False
    if total.mana.is_empty():
        return True
    options = _payment_options(game, spell)
    pool = game.player(player).mana_pool
    return solve_payment(total.mana, pool=pool, sources=sources, life=game.player(player).life,
                         generic_alternatives=min(len(options), total.mana.generic)) is not None


def _mode_targets_ok(game: Game, player: int, source: int, mode: Mode) -> bool:
    return all(len(spec.candidates(game, player, source)) >= spec.min for spec in mode.targets)


def activatable(
    game: Game, player: int, obj: GameObject, ability: ActivatedAbility,
    sources: Sequence[ManaSource],
) -> bool:
    try:
        check_activation(game, player, obj, ability)
    except IllegalActionError:
        return False
    for part in ability.cost.parts:
        if not part.can_pay(game, player, obj.id):
            return False
    if not _mode_targets_ok(game, player, obj.id, ability.effect):
        return False
    mana = ability.cost.mana.with_x(0)
    if mana.is_empty():
        return True
    tapping_self = any(isinstance(p, TapSelf) for p in ability.cost.parts)
    usable = [s for s in sources if not (tapping_self and s.id == obj.id)]
    pool = game.player(player).mana_pool
    return solve_payment(mana, pool=pool, sources=usable,
                         life=game.player(player).life) is not None


EMPTY = EMPTY_COST

__all__ = [
    "AdditionalCost",
    "CastingPermission",
    "CostModifier",
    "PaymentOption",
    "Spell",
    "StackAbility",
    "activate",
    "cast",
    "legal_priority_actions",
    "play_land",
    "resolve_top",
]


def _unused(*_: ActivateAbility | CastSpell | PlayLand) -> None:
    """Type-only imports (keeps the TYPE_CHECKING block used)."""
