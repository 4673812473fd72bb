"""Combat (CR 506-511) and damage (CR 120, 615).

Declaring attackers (508.1: untapped creatures that aren't battles, with
haste or controlled continuously since the turn began, SEED-22; defender,
restrictions and requirements, "as though" permissions 609.4), declaring
blockers (509: flying and reach, menace, restrictions, and the plugins' restrictions
such as shadow's through ``manastack_block_restrictions``), combat damage
with first and double strike (510.4), assignment among several blockers and
trample (510.1c, 702.19b: the attacking player divides the damage; lethal
damage counts damage already marked and damage assigned in the same step,
deathtouch makes 1 lethal, 702.2c), lifelink (702.15b), and excess damage
(120.4a, SEED-18).

A permanent leaves combat only for the reasons of 506.4 (it leaves the
battlefield, its controller changes, it stops being a creature or becomes a
battle, an effect removes it): tapping or untapping it doesn't (506.4b,
SEED-14).

Damage (120.3) goes through :func:`deal_damage`: prevention (615, including
protection 702.16e and :class:`PreventDamage` shields), then its results
(life loss, marked damage, -1/-1 counters for wither/infect, loyalty and
defense counters), lifelink, and the ``damage`` trigger event.
"""

from __future__ import annotations

import functools
from itertools import combinations
from typing import TYPE_CHECKING, Any, TypeGuard, TypeVar

import attrs

from manastack.engine import triggers
from manastack.engine.damage import deal_damage, one_damage_event
from manastack.engine.hook_scopes import call_for_any_player, call_for_creatures
from manastack.engine.layers import as_though, current
from manastack.engine.triggers import simultaneously
from manastack.errors import IllegalActionError, rules_named
from manastack.model.combat import (
    AssignAsThoughUnblocked,
    AssignsByToughness,
    AssignsNoCombatDamage,
    Attack,
    AttacksPlayer,
    AttackTax,
    Block,
    BlockedOnlyBy,
    BlockersAtLeast,
    BlockersNeeded,
    BlocksAdditional,
    BlocksIfAble,
    BlocksOnly,
    Combat,
    Goaded,
)
from manastack.model.continuous import (
    END_OF_COMBAT,
    AttackCondition,
    AttackNotController,
    AttackNotTwice,
    Restriction,
)
from manastack.model.decisions import Decision, WhyNot
from manastack.model.objects import PlayerRef, Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

    from manastack.engine.game import Game
    from manastack.model.abilities import Ability
    from manastack.model.objects import GameObject


def goaded_by(game: Game, obj_id: int) -> frozenset[int]:
    """The players who goaded this creature (701.15c: several requirements)."""

    obj = game.obj(obj_id)
    # CR 701.15b: a static "is goaded" is by the controller of the permanent saying so
    return frozenset(e.controller if p.player is None else p.player
                     for e, p in current(game).rules_of(Goaded, game, obj))


# --------------------------------------------------------------------------
# Leaving combat (CR 506.4)
# --------------------------------------------------------------------------


def remove_from_combat(game: Game, obj_id: int, *, why: str = "", left: bool = False) -> None:
    """CR 506.4: remove a permanent from combat (it stops attacking/blocking/being attacked).
    ``left``: it is leaving the battlefield; whether it was attacking or blocking is kept as
    its last known information (603.10a, 608.2h: "Whenever an attacking creature dies")."""
    c = game.state.combat
    if c is None:
        return
    changed = False
    attackers = dict(c.attackers)
    blockers = dict(c.blockers)
    also = dict(c.also_blocks)
    left_attacking, left_blocking = c.left_attacking, c.left_blocking
    if obj_id in attackers:
        del attackers[obj_id]
        changed = True
        if left:
            left_attacking = left_attacking | {obj_id}
    if obj_id in blockers:
        del blockers[obj_id]
        also.pop(obj_id, None)
        changed = True
        if left:
            left_blocking = left_blocking | {obj_id}
    for attacker, defender in c.attackers.items():
        if defender == obj_id and attacker in attackers:
            attackers[attacker] = None  # CR 506.4c: still attacking, attacking nothing
            changed = True
    if changed:
        game.state.combat = attrs.evolve(c, attackers=attackers, blockers=blockers,
                                         also_blocks=also, left_attacking=left_attacking,
                                         left_blocking=left_blocking)
        game._touch(chars=False)
        if why and game.find(obj_id) is not None:
            game.log_event("combat", f"{game.obj(obj_id)} is removed from combat: {why}",
                           rule="506.4", obj=obj_id)


def check_combat(game: Game) -> None:
    """CR 506.4: remove combatants whose controller changed, that stopped being creatures
    or became battles, and planeswalkers attacked that stopped being planeswalkers or whose
    controller changed. Tapping or
    untapping is not a reason (506.4b, SEED-14)."""
    c = game.state.combat
    if c is None:
        return
    for oid in list(c.attackers) + list(c.blockers):
        if game.find(oid) is None:
            remove_from_combat(game, oid)
            continue
        ch = game.chars(oid)
        if not ch.is_creature:
            remove_from_combat(game, oid, why="it is no longer a creature")
        elif ch.type_line.has_type("Battle"):
            remove_from_combat(game, oid, why="it became a battle")
        elif oid in c.controllers and game.controller(oid) != c.controllers[oid]:
            remove_from_combat(game, oid, why="its controller changed")
    c = game.state.combat
    if c is None:
        return
    for defender in set(c.attackers.values()):
        if isinstance(defender, int):
            obj = game.find(defender)
            if obj is None or not game.chars(defender).type_line.has_type("Planeswalker"):
                remove_from_combat(game, defender, why="it is no longer a planeswalker")
            elif defender in c.attacked_controllers \
                    and game.controller(defender) != c.attacked_controllers[defender]:
                remove_from_combat(game, defender, why="its controller changed")


def end_combat(game: Game) -> None:
    """CR 511.3: everything is removed from combat as the end of combat step ends;
    "until end of combat" effects end then."""

    game.state.combat = None
    game._touch(chars=False)
    game.end_effects(lambda e: e.duration.kind == END_OF_COMBAT, rule="511.3")


# --------------------------------------------------------------------------
# Declaring attackers (CR 508.1)
# --------------------------------------------------------------------------


def restrictions(game: Game, obj_id: int) -> frozenset[str]:
    """The kinds of the :class:`~manastack.model.continuous.Restriction` effects on an object now
    (``"cant_attack"``, ``"cant_block"``, ``"must_attack"``, ``"cant_be_blocked"``,
    ``"must_be_blocked"``; CR 508.1c-d, 509.1b-c): the one mechanism, printed or temporary, combat reads."""

    obj = game.obj(obj_id)
    return frozenset(p.kind for _, p in current(game).rules_of(Restriction, game, obj))


def restriction_kinds(game: Game) -> frozenset[str]:
    """The kinds of every :class:`~manastack.model.continuous.Restriction` in force on any
    object (CR 508.1c-d, 509.1b-c), worked out once per layer pass: a kind none has (no
    "blocks each combat if able", no "can't be the target of Aura spells" in play) is asked
    of no object."""
    result = current(game)
    kinds: frozenset[str] | None = result.kept.get("restriction kinds")
    if kinds is None:
        kinds = result.kept["restriction kinds"] = frozenset(
            p.kind for _, p in result.rules_of(Restriction, game))
    return kinds


def _restricted(game: Game, obj_id: int, kind: str) -> bool:
    return kind in restriction_kinds(game) and kind in restrictions(game, obj_id)


def can_attack(game: Game, obj_id: int) -> str | None:
    """Why this creature can't attack now (CR 508.1a, 508.1c, 302.6), or None if it can.

    Defender (702.3b) and summoning sickness (302.6) can be overcome by "as
    though" effects (609.4): "can attack as though it didn't have defender"
    (grants ``"no_defender"``), "as though it had haste" (grants ``"haste"``)."""

    obj = game.obj(obj_id)
    ch = game.chars(obj_id)
    if not ch.is_creature or ch.type_line.has_type("Battle"):
        return "not a creature, or a battle (508.1a)"
    if obj.tapped:
        return "tapped (508.1a)"
    reasons = _asked(game, "manastack_attack_restrictions", attacker=obj)
    if reasons:
        return reasons
    if game.summoning_sick(obj_id) and not as_though(game, "attack", "haste", obj):
        return ("has not been under its controller's control continuously since the turn "
                "began and has no haste (302.6)")
    if _restricted(game, obj_id, "cant_attack"):
        return "can't attack (508.1c)"
    only = game.state.turn.attack_filter
    if only is not None and not only.matches(game, obj, player=game.controller(obj_id)):
        return f"only {only} can attack during this combat phase (500.8, 508.1c)"
    return None


#: The rules of what a creature must itself be to attack (CR 508.1a: an untapped creature,
#: not a battle; 302.6: not summoning sick): a refusal for these rests on 508.1a.
_OWN_STATE_RULES = frozenset({"508.1a", "302.6"})


def attack_refusal_rule(reason: str | None) -> str:
    """The rule a refused attacker rests on, by its reason: 508.1a when it is about the
    creature itself (tapped, not a creature, summoning sick, 302.6), 508.1c when a
    restriction forbids it ("can't attack", "can't attack unless ...", defender 702.3b,
    "only ... can attack" 500.8); 508.1a for a reason citing no rule."""
    named = set(rules_named(reason))
    return "508.1c" if named and not named & _OWN_STATE_RULES else "508.1a"


def _defending_player(game: Game, defender: Any) -> int | None:
    """CR 506.2: the player attacked, or the controller of the planeswalker (the protector
    of the battle) attacked."""
    if isinstance(defender, PlayerRef):
        return defender.index
    if isinstance(defender, int) and game.find(defender) is not None:
        return game.controller(defender)
    return None


def cant_attack_defender(game: Game, obj_id: int, defender: Any,
                         costs: list[int] | None = None) -> str | None:
    """Why this creature can't attack ``defender`` though it can attack (CR 508.1c): "can't
    attack unless defending player controls an Island", or None. ``costs`` is given the cost
    in generic mana of that attack (Ghostly Prison, 508.1g); without ``costs`` an attack
    with a cost is one a requirement doesn't ask for (508.1d: its player needn't pay)."""
    rules = current(game).rules_of(AttackCondition, game, game.obj(obj_id))
    if not rules:
        return None
    player = _defending_player(game, defender)
    for effect, rule in rules:
        if isinstance(rule, AttackTax):
            if not _taxed(game, rule, effect.controller, defender):
                continue
            if costs is None:
                return f"attacking costs {{{rule.generic}}} (508.1d: needn't be paid)"
            costs.append(rule.generic)
            if sum(costs) > _most_mana(game, game.controller(obj_id)):
                return f"can't pay {{{sum(costs)}}} to attack (508.1h)"
            continue
        if isinstance(rule, AttackNotController):
            # CR 508.1c: "can't attack you": that player only, not their planeswalkers
            if isinstance(defender, PlayerRef) and defender.index == effect.controller:
                return f"{rule.describe()} (508.1c)"
            continue
        if isinstance(rule, AttackNotTwice):
            if player is not None and (obj_id, player) in game.state.turn.records.attacks:
                return f"{rule.describe()} (508.1c)"
            continue
        if player is None or rule.negated == any(
                rule.filter.matches(game, perm, player=game.controller(obj_id))
                for perm in game.battlefield(player)):
            return f"{rule.describe()} (508.1c)"
    return None


def _taxed(game: Game, tax: AttackTax, protected: int, defender: Any) -> bool:
    """CR 508.1g: ``tax`` of ``protected`` (its effect's controller) applies to an attack on
    ``defender``: that player, or with ``planeswalkers`` a planeswalker that player controls."""
    if isinstance(defender, PlayerRef):
        return defender.index == protected
    return tax.planeswalkers and game.find(defender) is not None and \
        game.controller(defender) == protected and \
        game.chars(defender).type_line.has_type("Planeswalker")


def _most_mana(game: Game, player: int) -> int:
    """The most mana ``player`` could pay now (CR 106.4, 605.3): an attack costing more is
    never payable, so never offered (508.1h)."""
    from manastack.engine.affordability import Affordability  # on use: only under a tax

    return Affordability(game, player).most_units


def defenders(game: Game, active: int) -> list[Any]:
    """What the active player's creatures may attack: opponents and their planeswalkers."""
    out: list[Any] = [PlayerRef(p) for p in game.opponents(active)]
    for pw in game.battlefield():
        if game.controller(pw.id) != active and game.chars(pw.id).type_line.has_type(
                "Planeswalker"):
            out.append(pw.id)
    return out


def attackers_decision(game: Game) -> Decision | None:
    """CR 508.1a (SEED-22): the active player picks attackers among eligible creatures."""
    active = game.state.turn.active
    targets = defenders(game, active)
    options = []
    for obj in game.battlefield(active):
        if can_attack(game, obj.id) is not None:
            continue
        for d in targets:
            costs: list[int] = []  # CR 508.1g: what this one attack costs
            if cant_attack_defender(game, obj.id, d, costs) is not None:
                continue
            shown = str(game.player(d.index)) if isinstance(d, PlayerRef) else str(game.obj(d))
            cost = f" (costs {{{sum(costs)}}} to attack, 508.1g)" if costs else ""
            options.append(Attack(obj.id, d, f"{obj} attacks {shown}{cost}"))
    if not options:
        return None
    return Decision(
        kind="attackers",
        player=active,
        prompt="Declare attackers",
        options=tuple(options),
        min=0,
        max=len(options),
        rule="508.1a",
    )


def _must_attack(game: Game, obj_id: int) -> bool:
    """CR 508.1d: a Restriction("must_attack") (printed, temporary, or goad, 701.15b)."""
    return _restricted(game, obj_id, "must_attack")


def _log_sickness_ignored(game: Game, obj_id: int) -> None:
    """Explain why a creature that came under its controller's control this turn may
    attack (CR 302.6, 508.1a): the plugins that let it ignore summoning sickness."""
    ruleset = game.rules.ruleset
    if not ruleset.has_impls("manastack_ignores_summoning_sickness"):
        return
    obj = game.obj(obj_id)
    names = [name for name, ok in ruleset.call_each("manastack_ignores_summoning_sickness",
                                                    game=game, obj=obj) if ok]
    if names:
        who = game.player(game.controller(obj_id))
        by = ", ".join(f"plugin {n!r}" for n in names)
        game.log_event("combat", f"{obj} came under {who}'s control this turn and attacks anyway: "
                       f"{by} lets it ignore summoning sickness", rule="302.6", obj=obj_id)


def declare_attackers(game: Game, chosen: Sequence[Attack]) -> None:
    """CR 508.1: check the declaration, tap attackers (unless vigilance), fire "attacks"."""

    c = game.state.combat or Combat()
    active = game.state.turn.active
    seen: set[int] = set()
    allowed = defenders(game, active)
    costs: list[int] = []  # CR 508.1g: the costs to attack of the declared creatures
    for attack in chosen:
        if attack.attacker in seen:
            raise IllegalActionError(f"{game.obj(attack.attacker)} can attack only once",
                                     rule="508.1a")
        seen.add(attack.attacker)
        if game.controller(attack.attacker) != active:
            raise IllegalActionError(f"{game.obj(attack.attacker)} isn't yours to attack with",
                                     rule="508.1a")
        reason = can_attack(game, attack.attacker)
        if reason is not None:
            # CR 508.1a: the creature itself (tapped, summoning sick); 508.1c: a restriction
            rule = attack_refusal_rule(reason)
            raise IllegalActionError(f"{game.obj(attack.attacker)} can't attack: {reason}",
                                     rule=rule, step=rule, cites=rules_named(reason))
        if attack.defender not in allowed:
            raise IllegalActionError(f"{game.obj(attack.attacker)} can't attack that",
                                     rule="508.1b")
        cost: list[int] = []
        reason = cant_attack_defender(game, attack.attacker, attack.defender, cost)
        costs += cost
        if reason is not None:
            raise IllegalActionError(f"{game.obj(attack.attacker)} can't attack that: {reason}",
                                     rule="508.1c", step="508.1c", cites=rules_named(reason))
    if len(seen) == 1 and _restricted(game, next(iter(seen)), "cant_attack_alone"):
        # CR 508.1c, 506.5: it attacks alone if it is the only creature declared
        raise IllegalActionError(f"{game.obj(next(iter(seen)))} can't attack alone",
                                 rule="508.1c", step="508.1c", cites=("506.5",))
    # CR 508.1d: requirements ("attacks each combat if able") obeyed as far as possible
    for obj in game.battlefield(active):
        if obj.id not in seen and _must_attack(game, obj.id) and can_attack(game, obj.id) is None \
                and any(cant_attack_defender(game, obj.id, d) is None for d in allowed) \
                and not (not seen and _restricted(game, obj.id, "cant_attack_alone")):
            # a creature that can't attack alone isn't able to attack when nothing else does
            raise IllegalActionError(f"{obj} attacks each combat if able", rule="508.1d",
                                     step="508.1d")
    for attack in chosen:
        # CR 701.15b: a goaded creature attacks a player other than its goaders if able
        goaders = goaded_by(game, attack.attacker)
        if goaders and not (isinstance(attack.defender, PlayerRef) and
                            attack.defender.index not in goaders) and any(
                isinstance(d, PlayerRef) and d.index not in goaders for d in allowed):
            # CR 701.15b: goad is a requirement, checked as requirements are (508.1d)
            raise IllegalActionError(f"{game.obj(attack.attacker)} is goaded: it attacks a "
                                     "player other than its goader if able", rule="701.15b",
                                     step="508.1d")
    declared = {a.attacker: a.defender for a in chosen}
    for obj in game.battlefield(active):
        # CR 508.1d: "attacks [player] this turn if able" (702.141a), when it can attack them
        wanted = {p.player for _, p in current(game).rules_of(AttacksPlayer, game, obj)}
        able = [p for p in sorted(wanted) if PlayerRef(p) in allowed]
        defender = declared.get(obj.id)
        if able and can_attack(game, obj.id) is None and not (
                isinstance(defender, PlayerRef) and defender.index in wanted):
            raise IllegalActionError(f"{obj} attacks {game.player(able[0])} this turn if able",
                                     rule="508.1d", step="508.1d")
    attackers = declared
    game.state.combat = attrs.evolve(
        c, attackers=attackers, controllers={a.attacker: active for a in chosen},
        attacked_controllers={d: game.controller(d) for d in attackers.values()
                              if isinstance(d, int)},
        players_attacked=frozenset(a.defender.index for a in chosen
                                   if isinstance(a.defender, PlayerRef)))  # CR 508.6
    game._touch(chars=False)
    if not chosen:
        game.log_event("combat", f"{game.player(active)} declares no attackers", rule="508.1")
        return
    if len(chosen) > 1:
        for attack in chosen:
            if _restricted(game, attack.attacker, "cant_attack_alone"):
                game.log_event("combat", f"{game.obj(attack.attacker)} can't attack alone and "
                               "doesn't: other creatures attack", rule="506.5",
                               obj=attack.attacker)
    game.note_attacked(active)  # CR 508.1a: "if you attacked this turn" reads it
    records = game.state.turn.records  # CR 508.1a: each creature declared an attacker
    game.state.turn = game.state.turn.noting(
        attackers=(*records.attackers, *(a.attacker for a in chosen)))
    attacked = tuple((a.attacker, a.defender.index) for a in chosen
                     if isinstance(a.defender, PlayerRef))
    if attacked:  # CR 508.1c: "a player it has already attacked this turn" reads it
        records = game.state.turn.records
        game.state.turn = game.state.turn.noting(attacks=(*records.attacks, *attacked))
    if len(chosen) > 1 and game.rules.ruleset.has_impls("manastack_declare_bands"):
        # CR 508.1e: bands announced (banding, 702.22c) before the attackers tap (508.1f);
        # a lone attacker has no other creature to band with
        call_for_any_player(game, "manastack_declare_bands",
                            attackers=tuple(a.attacker for a in chosen))
    for attack in chosen:
        if not game.has_keyword(attack.attacker, "vigilance"):
            game.tap(attack.attacker, rule="508.1f")  # CR 702.20b: vigilance
        game.log_event("combat", f"{attack}", rule="508.1a", obj=attack.attacker)
        if game.controlled_since_this_turn(attack.attacker):
            _log_sickness_ignored(game, attack.attacker)
    if costs:  # CR 508.1g-h: the total cost to attack, determined then paid
        _pay_attack_tax(game, active, sum(costs))
    if game.rules.ruleset.has_impls("manastack_attack_optional_costs"):
        for attack in chosen:  # CR 508.1g-j: optional costs to attack, chosen and paid
            call_for_creatures(game, "manastack_attack_optional_costs",
                               attacker=game.obj(attack.attacker))
    for attack in chosen:
        # CR 508.1m; 508.5: the defending player fixed as it attacks
        triggers.fire_event(game, "attacks", obj=attack.attacker, player=active,
                            defender=attack.defender,
                            defending_player=_defending_player(game, attack.defender))
    # CR 508.3d: "whenever you attack"; 508.3e: "whenever you attack a player", once for
    # each player attacked
    triggers.fire_event(game, "attackers_declared", player=active,
                  attackers=tuple(a.attacker for a in chosen))
    for defender in sorted({a.defender.index for a in chosen
                            if isinstance(a.defender, PlayerRef)}):
        triggers.fire_event(game, "player_attacked", player=active, defender=defender,
                      attackers=tuple(a.attacker for a in chosen
                                      if a.defender == PlayerRef(defender)))


def _pay_attack_tax(game: Game, active: int, total: int) -> None:
    """CR 508.1h-i: the attacking player pays the total cost to attack, activating mana
    abilities as needed; a declaration whose cost can't be paid is illegal (508.1h: the
    game goes back to before it, 732)."""
    if total <= 0:
        return
    from manastack.engine.mana_solver import solve_payment  # on use: only under a tax
    from manastack.engine.payment import mana_sources, pay_mana
    from manastack.model.mana import ManaCost, ManaSymbol

    cost = ManaCost((ManaSymbol.number(total),))
    player = game.player(active)
    if solve_payment(cost, pool=player.mana_pool, sources=mana_sources(game, active),
                     life=player.life) is None:
        raise IllegalActionError(f"{player} can't pay {cost} to attack with these creatures",
                                 rule="508.1h", step="508.1h")
    spent, _ = pay_mana(game, active, cost, what="the cost to attack")
    game.log_event("cost", f"{player} pays {spent} for the {cost} cost to attack", rule="508.1h")


#: The ability class of an optional cost to attack (:func:`attack_cost_instances`).
_Cost = TypeVar("_Cost", bound="Ability")


def attack_cost_instances(game: Game, attacker: GameObject,
                          is_instance: Callable[[Ability], TypeGuard[_Cost]]
                          ) -> Iterator[tuple[GameObject, _Cost]]:
    """CR 508.1g-h: the instances of an optional cost to attack that ``attacker`` has now
    (printed or granted, 613), each with the attacker as it is when that instance is
    offered, for a ``manastack_attack_optional_costs`` implementation to ask and pay one
    at a time (each instance its own choice: enlist 702.154d). ``is_instance`` tells the
    keyword's abilities from the others. The abilities are those it has as the first is
    offered; it stops once the attacker has left the battlefield (a new object, 400.7,
    that can't pay: exert 701.43c)."""
    instances = [a for a in game.chars(attacker.id).abilities if is_instance(a)]
    for ability in instances:
        obj = game.find(attacker.id)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return
        yield obj, ability


# --------------------------------------------------------------------------
# Declaring blockers (CR 509.1)
# --------------------------------------------------------------------------


def can_block(game: Game, blocker: int, attacker: int) -> str | None:
    """CR 509.1a-b: untapped non-battle creatures; "can't block", decayed (702.147a), "can
    block only", "can't be blocked [except by]", flying/reach (702.9b, 702.17b), protection
    (702.16f); then the plugins' restrictions (``manastack_block_restrictions``: evasion keywords such as
    shadow, 702.28b). The reason the block is illegal, or None."""
    b = game.obj(blocker)
    bch = game.chars(blocker)
    if b.tapped or not bch.is_creature or bch.type_line.has_type("Battle"):
        return "tapped, not a creature, or a battle (509.1a)"
    if _restricted(game, blocker, "cant_block"):
        return "can't block (509.1b)"
    if "decayed" in bch.keywords:
        return "has decayed: it can't block (702.147a)"
    if _restricted(game, attacker, "cant_be_blocked"):
        return "the attacker can't be blocked (509.1b)"

    a = game.obj(attacker)
    for effect, limit in current(game).rules_of(BlocksOnly, game, b):
        # the effect's source is what "other than ~" names ("can't block ~ this turn")
        if not limit.attackers.matches(game, a, player=game.controller(attacker),
                                       source=effect.source):
            return f"the blocker {limit.describe()} (509.1b)"
    for _, only in current(game).rules_of(BlockedOnlyBy, game, a):
        # the attacker is what "its power" of the blockers' filter names (CR 509.1b)
        if only.blockers.matches(game, b, player=game.controller(blocker),
                                 source=attacker) == only.excluded:
            if only.excluded:
                return f"the attacker {only.describe()} (509.1b)"
            return f"the attacker can't be blocked except by {only.blockers.text} (509.1b)"
    return _asked(game, "manastack_block_restrictions", blocker=b, attacker=a)


def _asked(game: Game, hook: str, **question: GameObject) -> str | None:
    """The reasons the plugins (the kernel's ``core`` among them) give for a restriction
    (CR 508.1c, 509.1b): every one counts, sorted so that no plugin order shows; None if
    none. An implementation declared with ``reads_keyword`` is asked only when one of the
    creatures has its keyword now."""
    if not game.rules.ruleset.has_impls(hook):
        return None
    reasons = sorted({reason for found in call_for_creatures(game, hook, **question)
                      for reason in found})
    return "; ".join(reasons) if reasons else None


_NUMBER_WORDS = {2: "two", 3: "three", 4: "four"}


def blockers_needed(game: Game, attacker: int) -> BlockersNeeded | None:
    """The fewest creatures that may block ``attacker`` (CR 509.1b: menace's 702.111b),
    from ``manastack_blockers_needed`` and the effects "can't be blocked except by three or
    more creatures" (:class:`BlockersAtLeast`, 509.1b); None: one will do."""
    obj = game.obj(attacker)
    found = [BlockersNeeded(rule_.count, f"has \"{rule_.describe()}\"", rule="509.1b")
             for _, rule_ in current(game).rules_of(BlockersAtLeast, game, obj)]
    if game.rules.ruleset.has_impls("manastack_blockers_needed"):
        found += [need for answer in call_for_creatures(game, "manastack_blockers_needed",
                                                        attacker=obj)
                  for need in answer]
    return max(found, key=lambda need: (need.count, need.rule), default=None)


def _attacks_player(game: Game, defender: Any, player: int) -> bool:
    if isinstance(defender, PlayerRef):
        return defender.index == player
    return isinstance(defender, int) and game.find(defender) is not None and \
        game.controller(defender) == player


def defending_players(game: Game) -> list[int]:
    """The defending players (CR 802.2: every opponent of the attacking player still in the
    game), in APNAP order: the active player's left first (101.4)."""
    active = game.state.turn.active
    count = len(game.players)
    return [p for p in ((active + k) % count for k in range(1, count))
            if not game.player(p).lost]


def _block_options(game: Game, c: Combat, player: int) -> list[Block]:
    """The legal (blocker, attacker) pairs of one defending player (CR 509.1a, 802.4a)."""
    options: list[Block] = []
    for obj in game.battlefield(player):
        for attacker, defender in c.attackers.items():
            if not _attacks_player(game, defender, player):
                continue  # CR 802.4a: only creatures attacking this player or theirs
            if can_block(game, obj.id, attacker) is None:
                options.append(Block(obj.id, attacker, f"{obj} blocks {game.obj(attacker)}"))
    return options


def blockers_decision(game: Game) -> Decision | None:
    """CR 509.1a: the defending player picks blocks among legal (blocker, attacker) pairs.

    With several defending players (CR 802.4) each declares blockers in turn, in APNAP
    order, the first declaring all their blocks before the second: this is the decision of
    the next one who has not declared yet and has a legal block. A player nothing attacks
    (nor their planeswalkers) has no blocks and is not asked; None when nobody is left."""
    c = game.state.combat
    if c is None or not c.attackers:
        return None
    for player in defending_players(game):
        if player in c.blocks_declared:
            continue
        options = _block_options(game, c, player)
        if options:
            return Decision(
                kind="blockers", player=player, prompt="Declare blockers",
                options=tuple(options), min=0, max=len(options), rule="509.1a",
                why_not=functools.partial(_why_not_block, player=player),
            )
    return None


def _why_not_block(game: Game, item: Any, *, player: int | None = None) -> str | None:
    """The reason a block outside the decision's options is illegal (CR 509.1a-b, 802.4a:
    ``player`` declares blocks only with creatures they control)."""
    if not isinstance(item, Block):
        return None
    c = game.state.combat
    if c is None or item.attacker not in c.attackers or game.find(item.attacker) is None:
        return "that creature isn't attacking (509.1a)"
    if game.find(item.blocker) is None or \
            not _attacks_player(game, c.attackers[item.attacker], game.controller(item.blocker)):
        return "the blocker isn't a creature the attacked player controls (509.1a)"
    if player is not None and game.controller(item.blocker) != player:
        return (f"{game.player(player)} declares blockers now, with the creatures they "
                "control; the others' blocks come in turn (802.4, 802.4a)")
    return can_block(game, item.blocker, item.attacker)


def declare_blockers(game: Game, chosen: Sequence[Block], *, player: int | None = None) -> None:
    """CR 509.1: each blocker blocks one attacker; menace needs two or more (702.111b).

    With ``player``, that defending player's declaration alone (CR 802.4: each defending
    player declares all their blocks in turn, in APNAP order): checked as 802.4b says,
    recorded, and finished by ``finish_blocks`` once every defending player has
    declared (the turn's loop does so). Without it, the whole declaration at once: each
    defending player's blocks (those of the creatures they control) in APNAP order, then
    finished."""

    c = game.state.combat
    if c is None:
        return
    if player is not None:
        _declare_blocks_of(game, player, chosen)
        return
    defending = [p for p in defending_players(game) if p not in c.blocks_declared]
    for block in chosen:
        if game.find(block.blocker) is None or game.controller(block.blocker) not in defending:
            raise IllegalActionError(
                f"{game.obj(block.blocker) if game.find(block.blocker) else block.blocker} "
                "can't block: it isn't a creature of a defending player who declares blockers "
                "now", rule="509.1a")
    attacked = {p for p in defending for d in c.attackers.values() if _attacks_player(game, d, p)}
    for p in defending:
        mine = [b for b in chosen if game.controller(b.blocker) == p]
        if mine or p in attacked:
            _declare_blocks_of(game, p, mine)
    finish_blocks(game)


def _declare_blocks_of(game: Game, player: int, chosen: Sequence[Block]) -> None:
    """One defending player's blocks (CR 509.1a-c), legal as 802.4b says: creatures attacking
    other players and other players' blockers are ignored. Recorded as blocking (509.1g);
    the attackers become blocked once every defending player has declared (509.1h)."""
    c = game.state.combat
    assert c is not None
    if player in c.blocks_declared:
        raise IllegalActionError(f"{game.player(player)} has already declared blockers",
                                 rule="802.4")
    blocks: dict[int, tuple[int, ...]] = {}
    for block in chosen:
        mine = blocks.get(block.blocker, ())
        if block.attacker in mine:
            raise IllegalActionError(f"{game.obj(block.blocker)} blocks "
                                     f"{game.obj(block.attacker)} once", rule="509.1a")
        if mine and len(mine) >= blocks_at_most(game, block.blocker):
            most = blocks_at_most(game, block.blocker)
            raise IllegalActionError(
                f"{game.obj(block.blocker)} can block only "
                f"{'one creature' if most == 1 else f'{most} creatures'}", rule="509.1a")
        if block.attacker not in c.attackers:
            raise IllegalActionError("that creature isn't attacking", rule="509.1a")
        reason = can_block(game, block.blocker, block.attacker)
        if reason is not None:
            raise IllegalActionError(f"{game.obj(block.blocker)} can't block: {reason}",
                                     rule="509.1b", cites=rules_named(reason))
        if game.controller(block.blocker) != player or \
                not _attacks_player(game, c.attackers[block.attacker], player):
            raise IllegalActionError(
                f"{game.obj(block.blocker)} can't block {game.obj(block.attacker)}: "
                f"{game.player(player)} blocks only with creatures they control, and only "
                "creatures attacking them or a planeswalker they control", rule="802.4a")
        blocks[block.blocker] = (*mine, block.attacker)
    for attacker in c.attackers:
        count = sum(1 for found in blocks.values() if attacker in found)
        if count > 1 and _restricted(game, attacker, "one_blocker_at_most"):
            raise IllegalActionError(  # CR 509.1b: a restriction on the number of blockers
                f"{game.obj(attacker)} can't be blocked by more than one creature "
                f"({count} declared)", rule="509.1b")
        need = blockers_needed(game, attacker) if count else None
        if need is not None and count < need.count:
            raise IllegalActionError(
                f"{game.obj(attacker)} {need.reason}: it can't be blocked except by "
                f"{_NUMBER_WORDS.get(need.count, str(need.count))} or more creatures",
                rule=need.rule, cites=("509.1b",))  # CR 509.1b: a restriction on blocks
    blockers = {b: found[0] for b, found in blocks.items()}
    every = {**c.blockers, **blockers}
    if len(every) == 1 and _restricted(game, next(iter(every)), "cant_block_alone"):
        # CR 509.1b, 506.5: it blocks alone if it is the only creature declared blocking
        raise IllegalActionError(f"{game.obj(next(iter(every)))} can't block alone",
                                 rule="509.1b")
    for b in blockers:
        if _restricted(game, b, "cant_block_alone"):
            game.log_event("combat", f"{game.obj(b)} can't block alone and doesn't: other "
                           "creatures block", rule="506.5", obj=b)
    _check_block_requirements(game, c, blocks, player)
    controllers = dict(c.controllers)
    for b in blockers:
        controllers[b] = game.controller(b)
    also = {b: found[1:] for b, found in blocks.items() if len(found) > 1}
    game.state.combat = attrs.evolve(
        c, blockers={**c.blockers, **blockers}, controllers=controllers,
        blocks_declared=(*c.blocks_declared, player),
        also_blocks={**c.also_blocks, **also})
    game._touch(chars=False)
    if len(defending_players(game)) > 1:
        # CR 802.4: several defending players: who declared what, in turn
        shown = f"{len(blockers)} blocker(s)" if blockers else "no blockers"
        game.log_event("combat", f"{game.player(player)} declares {shown}", rule="802.4",
                       player=player)
    for block in chosen:
        game.log_event("combat", str(block), rule="509.1a")
    for b, found in also.items():
        # the effects' words start "can block ..." (BlocksAdditional.describe)
        game.log_event("combat", f"{game.obj(b)} blocks {len(found) + 1} creatures: it "
                       f"{_more_words(game, b)}", rule="509.1a", obj=b)


def blocks_at_most(game: Game, blocker: int) -> int:
    """How many attackers ``blocker`` may block (CR 509.1a): one, plus each "can block an
    additional creature" effect's count (they add up); "any number": every attacker."""
    more: list[int | None] = [rule_.count for _, rule_ in current(game).rules_of(
        BlocksAdditional, game, game.obj(blocker))]
    if any(n is None for n in more):
        c = game.state.combat
        return max(1, len(c.attackers) if c is not None else 1)
    return 1 + sum(n for n in more if n is not None)


def _more_words(game: Game, blocker: int) -> str:
    """The words of the effects letting ``blocker`` block several creatures (509.1a)."""
    return "; ".join(rule_.describe() for _, rule_ in
                     current(game).rules_of(BlocksAdditional, game, game.obj(blocker)))


def finish_blocks(game: Game) -> None:
    """CR 509.1h-i, once every defending player has declared (802.4): an attacking creature
    with blockers becomes blocked, one without unblocked; the abilities that trigger on
    blockers being declared trigger."""
    c = game.state.combat
    if c is None:
        return
    if c.blockers and game.rules.ruleset.has_impls("manastack_blocked_together"):
        c = _block_together(game, c)  # CR 702.22h: a band becomes blocked as one
    blocked = frozenset(a for b in c.blockers for a in c.blocked_by(b))
    game.state.combat = attrs.evolve(c, blocked=blocked)
    game._touch(chars=False)
    if c.blockers:  # CR 509.1a: "blocked or was blocked by it this turn" reads the pairs
        records = game.state.turn.records
        game.state.turn = game.state.turn.noting(blocks=(*records.blocks, *(
            (b, a) for b in c.blockers for a in c.blocked_by(b))))
    if not c.blockers:
        game.log_event("combat", "no blockers are declared", rule="509.1")
    for blocker, attacker in c.blockers.items():
        if blocker in c.also_blocks:
            # CR 509.3a: "whenever ~ blocks" triggers once however many it blocks
            triggers.fire_event(game, "blocks", obj=blocker, attacker=attacker,
                                attackers=c.blocked_by(blocker))
            continue
        triggers.fire_event(game, "blocks", obj=blocker, attacker=attacker)
    for blocker in c.blockers:
        for attacker in c.blocked_by(blocker):
            # CR 509.3b, 509.3d: "blocks a creature" / "becomes blocked by a creature" trigger
            # once for each attacking creature blocked / each creature blocking it
            triggers.fire_event(game, "blocks_creature", obj=blocker, other=attacker)
            triggers.fire_event(game, "blocked_by_creature", obj=attacker, other=blocker)
    for attacker in sorted(blocked):
        # CR 608.2h: what it attacks, for "the player or planeswalker it's attacking" once gone
        triggers.fire_event(game, "becomes_blocked", obj=attacker,
                            defender=c.attackers.get(attacker))
    for attacker in sorted(a for a in c.attackers if a not in blocked):
        # CR 509.3g: "attacks and isn't blocked": no creature was declared blocking it; 508.5:
        # what it attacks names its "defending player", even once it has left combat
        triggers.fire_event(game, "attacks_unblocked", obj=attacker, player=game.controller(attacker),
                            defender=c.attackers[attacker])


def _block_together(game: Game, c: Combat) -> Combat:
    """CR 702.22h: each creature blocking an attacking creature blocks too the creatures the
    plugins say become blocked with it (its band), those still attacking."""
    also = dict(c.also_blocks)
    for blocker in c.blockers:
        found = list(c.blocked_by(blocker))
        for attacker in list(found):
            answers = game.rules.ruleset.call("manastack_blocked_together", game=game,
                                              attacker=game.obj(attacker))
            for other, rule in sorted(pair for answer in answers for pair in answer):
                if other in found or other not in c.attackers or game.find(other) is None:
                    continue
                found.append(other)
                game.log_event("combat", f"{game.obj(other)} becomes blocked by "
                               f"{game.obj(blocker)} too, with {game.obj(attacker)}",
                               rule=rule, obj=other)
        if len(found) > 1:
            also[blocker] = tuple(found[1:])
    if also == c.also_blocks:
        return c
    c = attrs.evolve(c, also_blocks=also)
    game.state.combat = c
    game._touch(chars=False)
    return c


_BLOCKS_DECLARED_STEPS = frozenset({"declare blockers step", "first strike combat damage step",
                                    "combat damage step", "end of combat step"})


def is_unblocked(game: Game, obj_id: int) -> bool:
    """CR 509.1h: an attacking creature is unblocked once blockers have been declared if no
    creature blocked it (or it was put onto the battlefield attacking afterwards, 702.49c);
    before blocks are declared it is neither blocked nor unblocked."""
    c = game.state.combat
    if c is None or obj_id not in c.attackers:
        return False
    if game.state.turn.step.value not in _BLOCKS_DECLARED_STEPS:
        return False
    return obj_id not in c.blocked


def enter_attacking(game: Game, obj_id: int, player: int | None = None, *,
                    their_planeswalkers: bool = False) -> None:
    """CR 508.4: a creature put onto the battlefield attacking attacks what its controller
    chooses among what the attacking player may attack (asked only if there is a choice);
    with no combat, or controlled by another player, it is never attacking (506.3).
    ``player``: the effect names the player it attacks ("attacking that player"), or, with
    ``their_planeswalkers``, that player or a planeswalker they control (508.4, 508.4a)."""
    options = defenders(game, game.state.turn.active)
    if player is not None:
        if game.player(player).lost or player == game.state.turn.active:
            # CR 508.4a: the player named left the game (or isn't defending): never attacking
            put_into_combat_attacking(game, obj_id, PlayerRef(player), rule="508.4a")
            return
        options = [PlayerRef(player)] + [
            o for o in options if their_planeswalkers and isinstance(o, int)
            and game.controller(o) == player]
    if game.state.combat is None:
        # out of combat: the kernel logs it is never an attacking creature (506.3)
        put_into_combat_attacking(game, obj_id, None, rule="508.4")
        return
    if not options:
        game.log_event("combat", f"{game.obj(obj_id)} is never an attacking creature: there "
                       "is nothing it could attack", rule="508.4", obj=obj_id)
        return
    defender = options[0]
    if len(options) > 1 and game.controller(obj_id) == game.state.turn.active:
        labels = [str(game.player(o.index)) if isinstance(o, PlayerRef) else str(game.obj(o))
                  for o in options]
        (defender,) = game.decide(kind="attack_target", player=game.controller(obj_id),
                                  prompt=f"what {game.obj(obj_id)} attacks", options=options,
                                  labels=labels, rule="508.4")
    put_into_combat_attacking(game, obj_id, defender, rule="508.4")


def put_into_combat_attacking(game: Game, obj_id: int, defender: Any, *,
                              rule: str = "508.4") -> bool:
    """CR 508.4: the creature ``obj_id``, just put onto the battlefield, is attacking
    ``defender`` (a :class:`PlayerRef` or a planeswalker's or battle's id) without having
    been declared an attacker: no "attacks" trigger (508.3a), no requirement or restriction
    (508.4c). It is never attacking when it isn't a creature (506.3a), isn't controlled by
    the attacking player (506.3b), or ``defender`` left the game or the battlefield
    (506.3c, 508.4a); return whether it is attacking."""
    c = game.state.combat
    obj = game.find(obj_id)
    why = None
    if c is None or obj is None:
        why = "there is no combat"
    elif not game.chars(obj_id).is_creature:
        why = "it isn't a creature (506.3a)"
    elif game.controller(obj_id) != game.state.turn.active:
        why = "its controller isn't the attacking player (506.3b)"
    elif isinstance(defender, PlayerRef) and game.player(defender.index).lost:
        why = "the player it would attack has left the game (508.4a)"
    elif isinstance(defender, PlayerRef) and defender.index == game.state.turn.active:
        why = "the player it would attack isn't a defending player (508.4a)"
    elif isinstance(defender, int) and (game.find(defender) is None or not any(
            game.chars(defender).type_line.has_type(t) for t in ("Planeswalker", "Battle"))):
        why = "what it would attack is no longer a planeswalker or battle (508.4a)"
    if why is not None or c is None:
        game.log_event("combat", f"{game.obj(obj_id)} is never an attacking creature: {why}",
                       rule="506.3")
        return False
    attacked = dict(c.attacked_controllers)
    if isinstance(defender, int):  # CR 506.4: its controller as it is attacked
        attacked[defender] = game.controller(defender)
    game.state.combat = attrs.evolve(
        c, attackers={**c.attackers, obj_id: defender},
        controllers={**c.controllers, obj_id: game.controller(obj_id)},
        attacked_controllers=attacked)
    game._touch(chars=False)
    shown = game.player(defender.index) if isinstance(defender, PlayerRef) \
        else game.obj(defender)
    game.log_event("combat", f"{game.obj(obj_id)} is attacking {shown} (put onto the "
                   "battlefield attacking, not declared)", rule=rule, obj=obj_id)
    return True


def _check_block_requirements(game: Game, c: Combat, blocks: dict[int, tuple[int, ...]],
                              player: int) -> None:
    """CR 509.1c: as many blocking requirements obeyed as possible without breaking a
    restriction. The kernel's requirement is "[attacker] must be blocked if able" (Deadly
    Allure): obeyed when at least one creature blocks it (two for menace, 702.111b). Only
    the creatures attacking ``player`` and ``player``'s own count (802.4b)."""
    required = sorted(a for a in c.attackers if _restricted(game, a, "must_be_blocked")
                      and _attacks_player(game, c.attackers[a], player))
    lures = sorted(a for a in c.attackers if _restricted(game, a, "all_able_block")
                   and _attacks_player(game, c.attackers[a], player))
    provoked = _provoked(game, c, player)
    # CR 509.1c: "blocks each combat if able" (Iron Golem): a requirement on the blocker
    must = (sorted(o.id for o in game.battlefield(player) if _restricted(game, o.id, "must_block"))
            if "must_block" in restriction_kinds(game) else [])
    if lures or provoked or must:
        _check_lure_requirements(game, c, blocks, player, required, lures, provoked, must)
        return
    if not required:
        return
    blocked = {a for found in blocks.values() for a in found}
    obeyed = sum(1 for a in required if a in blocked)
    possible = [o.id for o in game.battlefield(player)]
    best = _most_blocked(game, required, possible)
    if obeyed < best:
        names = ", ".join(str(game.obj(a)) for a in required if a not in blocked)
        raise IllegalActionError(
            f"{names} must be blocked if able: {best} such requirement(s) can be obeyed, "
            f"these blocks obey {obeyed}", rule="509.1c")


def _provoked(game: Game, c: Combat, player: int) -> list[tuple[int, int]]:
    """CR 509.1c: the requirements "[blocker] blocks [attacker] this combat if able"
    (provoke, 702.39a) on ``player``'s creatures, for attackers still attacking them."""
    return sorted({(b.id, part.attacker) for b in game.battlefield(player)
                   for _, part in current(game).rules_of(BlocksIfAble, game, b)
                   if part.attacker in c.attackers
                   and _attacks_player(game, c.attackers[part.attacker], player)})


def _check_lure_requirements(game: Game, c: Combat, blocks: dict[int, tuple[int, ...]],
                             player: int,
                             required: Sequence[int], lures: Sequence[int],
                             provoked: Sequence[tuple[int, int]] = (),
                             must: Sequence[int] = ()) -> None:
    """CR 509.1c with "All creatures able to block ~ do so" (Lure, Breaker of Armies): each
    creature of ``player`` able to block such an attacker has a requirement to block it, and
    each "must be blocked if able" attacker one to be blocked; the blocks must obey as many
    as the most any legal blocks obey (a creature blocks one attacker, 509.1a; menace and
    "three or more" counts, "more than one" and "can't block alone" restrictions kept,
    509.1b). A creature that must block a given attacker (provoke) has that requirement
    too (``provoked``: blocker, attacker); one that "blocks each combat if able" (``must``)
    has one to block any attacker it can."""
    obeyed = _requirements_obeyed(game, blocks, required, lures, provoked, must)
    best = _most_requirements(game, c, player, required, lures, provoked, must)
    names = "; ".join([*(f"all creatures able to block {game.obj(a)} do so" for a in lures),
                       *(f"{game.obj(b)} blocks {game.obj(a)} if able" for b, a in provoked),
                       *(f"{game.obj(b)} blocks each combat if able" for b in must)])
    if obeyed < best:
        raise IllegalActionError(
            f"{names} (and the attackers that must be blocked are, if able): {best} "
            f"requirement(s) can be obeyed, these blocks obey {obeyed}", rule="509.1c")
    game.log_event("combat", f"{names}: {obeyed} requirement(s) obeyed, the most possible",
                   rule="509.1c", player=player)


def _requirements_obeyed(game: Game, blocks: dict[int, tuple[int, ...]],
                         required: Sequence[int], lures: Sequence[int],
                         provoked: Sequence[tuple[int, int]] = (),
                         must: Sequence[int] = ()) -> int:
    """CR 509.1c: the requirements some blocks obey: each "must be blocked" attacker blocked,
    each creature blocking an attacker all creatures able to block must block, each creature
    that blocks each combat if able blocking."""
    blocked = {a for found in blocks.values() for a in found}
    return sum(1 for a in required if a in blocked) + \
        sum(1 for found in blocks.values() for a in found if a in lures) + \
        sum(1 for b, a in provoked if a in blocks.get(b, ())) + \
        sum(1 for b in must if blocks.get(b))


def _most_requirements(game: Game, c: Combat, player: int, required: Sequence[int],
                       lures: Sequence[int],
                       provoked: Sequence[tuple[int, int]] = (),
                       must: Sequence[int] = ()) -> int:
    """CR 509.1c: the most requirements legal blocks of ``player`` obey: every way the
    creatures able to block a required attacker block some of them (as many as each may,
    509.1a) or none, kept when no restriction on the number of blockers is broken (509.1b);
    a creature that blocks each combat if able (``must``) may block any attacker."""
    targets = sorted(set(required) | set(lures) | {a for _, a in provoked})
    if must:  # CR 509.1c: any creature attacking the player may be the one it blocks
        targets = sorted(set(targets) | {a for a in c.attackers
                                         if _attacks_player(game, c.attackers[a], player)})
    able = {b.id: [a for a in targets if can_block(game, b.id, a) is None]
            for b in game.battlefield(player)}
    candidates = sorted(b for b, found in able.items() if found)
    most = {b: min(blocks_at_most(game, b), len(able[b])) for b in candidates}
    need = {a: (found.count if (found := blockers_needed(game, a)) is not None else 1)
            for a in targets}
    single = {a for a in targets if _restricted(game, a, "one_blocker_at_most")}
    alone = {b for b in candidates if _restricted(game, b, "cant_block_alone")}
    # an upper bound: each candidate obeys a lure requirement for each lure it may block,
    # each required attacker is blocked or not
    ceiling = sum(min(most[b], sum(1 for a in able[b] if a in lures)) for b in candidates) \
        + len(required) + len(provoked) + len(must)
    if not provoked and not must and not single and not alone and all(most[b] == 1 for b in candidates) and \
            all(need[a] == 1 for a in targets):
        # each blocker blocks one attacker, one blocker is enough: every creature able to
        # block a lure obeys one requirement by blocking it; a "must be blocked" attacker
        # adds one more when a blocker that can't block a lure blocks it, or any blocker
        # blocks it that is a lure itself: a maximum matching of those pairs (polynomial)
        lured = {b for b in candidates if any(a in lures for a in able[b])}
        pairs = {b: [a for a in able[b] if a in required and (b not in lured or a in lures)]
                 for b in candidates}
        return len(lured) + _max_matching(pairs, dict.fromkeys(candidates, 1))
    best = 0
    work = 0

    def legal(chosen: dict[int, tuple[int, ...]]) -> bool:
        counts: dict[int, int] = {}
        for found in chosen.values():
            for a in found:
                counts[a] = counts.get(a, 0) + 1
        if any(n < need[a] or (n > 1 and a in single) for a, n in counts.items()):
            return False
        return not (len(chosen) == 1 and next(iter(chosen)) in alone)

    def search(i: int, chosen: dict[int, tuple[int, ...]]) -> None:
        nonlocal best, work
        work += 1
        if best == ceiling or work > BLOCK_SEARCH_LIMIT:
            return  # the most found so far stands past the limit (docs/decisions.rst)
        if i == len(candidates):
            if legal(chosen):
                best = max(best, _requirements_obeyed(game, chosen, required, lures,
                                                      provoked, must))
            return
        blocker = candidates[i]
        for size in range(most[blocker], 0, -1):
            for group in combinations(able[blocker], size):
                search(i + 1, {**chosen, blocker: group})
        search(i + 1, chosen)

    search(0, {})
    return best


#: CR 509.1c: the most ways of blocking the exhaustive search of the most requirements
#: obeyed tries (menace counts, "can't block alone", creatures blocking several attackers:
#: no polynomial method here); past it the most found so far is the most (decisions.rst).
BLOCK_SEARCH_LIMIT = 20_000


def _max_matching(options: dict[int, list[int]], capacity: dict[int, int]) -> int:
    """The most pairs (blocker, attacker) with each attacker in one pair and each blocker in
    at most ``capacity`` pairs, a pair only from ``options`` (CR 509.1c: requirements
    obeyed at once): augmenting paths, O(blockers x pairs)."""
    owner: dict[int, int] = {}  # attacker -> the blocker it is paired with

    def augment(blocker: int, seen: set[int]) -> bool:
        for a in options[blocker]:
            if a in seen:
                continue
            seen.add(a)
            if a not in owner or augment(owner[a], seen):
                owner[a] = blocker  # the blocker it had, if any, took another attacker
                return True
        return False

    for blocker in options:
        for _ in range(capacity.get(blocker, 1)):
            if not augment(blocker, set()):
                break
    return len(owner)


def _most_blocked(game: Game, required: Sequence[int], possible: Sequence[int]) -> int:
    """CR 509.1c: the most "must be blocked" attackers that legal blocks can block at once
    (each blocker blocks one attacker, or as many as it may, 509.1a; menace needs two,
    702.111b)."""
    able = {a: [b for b in possible if can_block(game, b, a) is None] for a in required}
    need = {a: (found.count if (found := blockers_needed(game, a)) is not None else 1)
            for a in required}
    most = {b: blocks_at_most(game, b) for found in able.values() for b in found}
    if all(n == 1 for n in need.values()):
        # one blocker each: a maximum matching of attackers to blockers, each blocker used
        # as many times as it may block (polynomial)
        by_blocker: dict[int, list[int]] = {b: [] for b in most}
        for a in required:
            for b in able[a]:
                by_blocker[b].append(a)
        return _max_matching(by_blocker, most)
    best = 0
    work = 0

    def search(i: int, used: dict[int, int], count: int) -> None:
        nonlocal best, work
        work += 1
        if count + len(required) - i <= best or work > BLOCK_SEARCH_LIMIT:
            return  # can't beat the best found; past the limit the best found stands
        if i == len(required):
            best = count
            return
        attacker = required[i]
        free = [b for b in able[attacker] if used.get(b, 0) < most[b]]
        for group in combinations(free, need[attacker]):
            search(i + 1, {**used, **{b: used.get(b, 0) + 1 for b in group}}, count + 1)
            if best == len(required):
                return
        search(i + 1, used, count)

    search(0, {}, 0)
    return best


# --------------------------------------------------------------------------
# Combat damage (CR 510)
# --------------------------------------------------------------------------


def has_first_strikers(game: Game) -> bool:
    """CR 510.4: a first-strike damage step happens if any combatant has first/double strike."""
    c = game.state.combat
    if c is None:
        return False
    for oid in list(c.attackers) + list(c.blockers):
        if game.find(oid) is None:
            continue
        kws = game.chars(oid).keywords
        if "first strike" in kws or "double strike" in kws:
            return True
    return False


def _deals_now(game: Game, oid: int, first_strike: bool, c: Combat) -> bool:
    """CR 510.4: who assigns combat damage in this damage step."""
    kws = game.chars(oid).keywords
    has_fs = "first strike" in kws
    has_ds = "double strike" in kws
    if first_strike:
        return has_fs or has_ds
    if oid in c.first_strikers:
        return has_ds  # had first or double strike in the first step: only double strike again
    return True


def lethal_damage(game: Game, obj_id: int, *, deathtouch: bool = False,
                  already: int = 0) -> int:
    """The damage that would be lethal to a creature now (CR 120.4a, 702.19b, 702.2c):
    toughness minus damage marked and damage already assigned (``already``);
    any nonzero amount from a source with deathtouch."""
    obj = game.obj(obj_id)
    lethal = max(0, game.toughness(obj_id) - obj.damage - already)
    return min(lethal, 1) if deathtouch else lethal


#: how many divisions of a creature's combat damage a decision lists; past it the decision
#: is ``partial``: any other legal division is accepted too (CR 510.1c-d)
DIVISIONS_LISTED = 200


def _divisions(power: int, lethal: list[int], trample: bool, cap: int = DIVISIONS_LISTED
               ) -> list[tuple[int, ...]]:
    """The legal ways to divide ``power`` among blockers (and the defender with trample),
    the natural one first: lethal damage to each blocker in order, the rest to the
    defender (trample) or the last blocker (510.1c, 702.19b); the first ``cap`` of them."""
    k = len(lethal)
    natural: list[int] = []
    left = power
    for i, need in enumerate(lethal):
        give = min(left, need)
        if not trample and i == k - 1:
            give = left
        natural.append(give)
        left -= give
    if trample:
        natural.append(left)
    first = tuple(natural)
    out = [first]
    slots = k + (1 if trample else 0)

    def compositions(n: int, parts: int) -> Iterator[tuple[int, ...]]:
        if parts == 1:
            yield (n,)
            return
        for head in range(n, -1, -1):
            for tail in compositions(n - head, parts - 1):
                yield (head, *tail)

    for division in compositions(power, slots):
        if len(out) >= cap:
            break
        if division == first:
            continue
        if trample and division[-1] > 0 and any(division[i] < lethal[i] for i in range(k)):
            continue  # CR 702.19b: lethal to every blocker before the player
        out.append(division)
    return out


def _assign(game: Game, attacker: int, power: int, blockers: list[int], defender: Any,
            already: dict[int, int]) -> list[tuple[int, Any, int]]:
    """How a blocked attacker assigns its damage (CR 510.1c, 702.19b): its controller
    chooses when there is a choice."""
    trample = game.has_keyword(attacker, "trample")
    deathtouch = game.has_keyword(attacker, "deathtouch")
    lethal = [lethal_damage(game, b, deathtouch=deathtouch, already=already.get(b, 0))
              for b in blockers]
    recipients: list[Any] = list(blockers) + ([defender] if trample and defender is not None
                                              else [])
    if not trample and len(blockers) == 1:
        division: tuple[int, ...] = (power,)
    else:
        options = _divisions(power, lethal, trample and defender is not None)
        if len(options) == 1:
            division = options[0]
        else:
            labels = tuple(", ".join(
                f"{n} to {_name(game, r)}" for n, r in zip(d, recipients) if n) or "no damage"
                for d in options)
            player, rule = _damage_chooser(game, attacker, "510.1c")
            names = tuple(_name(game, r) for r in recipients)
            answer = game.ask(Decision(
                kind="damage_assignment", player=player,
                prompt=f"Divide {game.obj(attacker)}'s {power} combat damage",
                options=tuple(options), labels=labels, rule=rule, recipients=names,
                why_not=_division_refusal(power, lethal, names,
                                          trample and defender is not None),
                partial=len(options) >= DIVISIONS_LISTED,
            ))
            division = tuple(answer[0])
    out = []
    for n, r in zip(division, recipients):
        if n > 0:
            out.append((attacker, r, n))
            if isinstance(r, int) and r in blockers:
                already[r] = already.get(r, 0) + n
    return out


def _division_refusal(power: int, lethal: Sequence[int], names: Sequence[str],
                      trample: bool, rule: str = "510.1c") -> WhyNot:
    """Why a division of a creature's combat damage that isn't offered is illegal (CR
    510.1c an attacker's, 510.1d a blocker's, 702.19b): made of values, so the decision
    stays valid in a clone."""
    def why_not(game: Game, item: Any) -> str | None:
        if not isinstance(item, tuple) or len(item) != len(names) or \
                any(not isinstance(n, int) or isinstance(n, bool) or n < 0 for n in item):
            return f"the damage is divided among {', '.join(names)} ({rule})"
        if sum(item) != power:
            return f"{sum(item)} damage assigned, not all its {power} ({rule})"
        if trample and item[-1] > 0:
            short = [names[i] for i, need in enumerate(lethal) if item[i] < need]
            if short:
                return (f"{names[-1]} is assigned damage while {', '.join(short)} is assigned "
                        "less than lethal damage (702.19b)")
        return None
    return why_not


def _assign_blocker(game: Game, blocker: int, power: int, c: Combat
                    ) -> list[tuple[int, Any, int]]:
    """CR 510.1d: a creature blocking two or more creatures divides its combat damage among
    those it still blocks as its controller chooses (all of it to one left; none if none
    is)."""
    attackers = [a for a in c.blocked_by(blocker) if game.find(a) is not None
                 and a in c.attackers]  # CR 510.1d: those removed from combat get none
    if len(attackers) <= 1:
        return [(blocker, a, power) for a in attackers]
    options = _divisions(power, [0] * len(attackers), False)
    labels = tuple(", ".join(f"{n} to {_name(game, a)}" for n, a in zip(d, attackers) if n)
                   for d in options)
    player, rule = _damage_chooser(game, blocker, "510.1d")
    names = tuple(_name(game, a) for a in attackers)
    answer = game.ask(Decision(
        kind="damage_assignment", player=player,
        prompt=f"Divide {game.obj(blocker)}'s {power} combat damage among the creatures it "
               "blocks", options=tuple(options), labels=labels, rule=rule, recipients=names,
        why_not=_division_refusal(power, [0] * len(attackers), names, False, "510.1d"),
        partial=len(options) >= DIVISIONS_LISTED))
    return [(blocker, a, n) for n, a in zip(tuple(answer[0]), attackers) if n > 0]


def _damage_chooser(game: Game, creature: int, rule: str) -> tuple[int, str]:
    """Who divides ``creature``'s combat damage: its controller (CR 510.1c-d), or the
    player a plugin names (banding's 702.22j-k), logged with that rule."""
    if game.rules.ruleset.has_impls("manastack_combat_damage_chooser"):
        found = game.rules.ruleset.call("manastack_combat_damage_chooser", game=game,
                                        creature=game.obj(creature))
        if found is not None:
            player, why = found
            game.log_event("combat", f"{game.player(player)} divides {game.obj(creature)}'s "
                           "combat damage as they choose", rule=why, obj=creature)
            return player, why
    return game.controller(creature), rule


def _assigns_as_unblocked(game: Game, attacker: int, defender: Any) -> bool:
    """"You may have ~ assign its combat damage as though it weren't blocked" (Deathcoil
    Wurm; CR 510.1c, 609.4): its controller chooses as it assigns combat damage; yes: all
    of it to what it attacks, none to its blockers."""
    obj = game.obj(attacker)
    if not current(game).rules_of(AssignAsThoughUnblocked, game, obj):
        return False
    answer = game.decide(
        kind="may", player=game.controller(attacker),
        prompt=f"Have {obj} assign its combat damage as though it weren't blocked?",
        options=("yes", "no"), rule="510.1c")
    if answer[0] != "yes":
        return False
    game.log_event("combat", f"{obj} assigns its combat damage as though it weren't blocked, "
                   f"all of it to {_name(game, defender)}", rule="510.1c", obj=attacker)
    return True


def _name(game: Game, recipient: Any) -> str:
    if isinstance(recipient, PlayerRef):
        return str(game.player(recipient.index))
    found = game.find(recipient)
    return str(found) if found is not None else f"#{recipient}"


def _assigned_amount(game: Game, oid: int) -> int:
    """CR 510.1a: the combat damage a creature assigns, its power; its toughness instead
    while an effect says "assigns combat damage equal to its toughness rather than its
    power", none while one says it "assigns no combat damage"."""
    if current(game).rules_of(AssignsNoCombatDamage, game, game.obj(oid)):
        return 0  # CR 510.1a: a creature assigning no damage assigns none at all
    if current(game).rules_of(AssignsByToughness, game, game.obj(oid)):
        return game.toughness(oid)
    return game.power(oid)


def combat_damage(game: Game, *, first_strike: bool) -> None:
    """CR 510.1-510.2: assign combat damage, then deal it all at once.

    Unblocked attackers deal damage to what they attack (nothing if it left
    combat, 510.1b); blocked ones to their blockers (nothing if none remain,
    unless trample, 702.19d); blockers to the creature they block (510.1d).
    Creatures with 0 or less power assign none (510.1a)."""
    check_combat(game)
    c = game.state.combat
    if c is None:
        return
    if first_strike:
        game.state.combat = c = attrs.evolve(c, first_strikers=frozenset(
            oid for oid in list(c.attackers) + list(c.blockers)
            if game.find(oid) is not None and {"first strike", "double strike"}
            & game.chars(oid).keywords))
        game._touch(chars=False)
    assignments: list[tuple[int, Any, int]] = []
    already: dict[int, int] = {}
    for attacker, defender in c.attackers.items():
        if game.find(attacker) is None or not _deals_now(game, attacker, first_strike, c):
            continue
        power = _assigned_amount(game, attacker)
        if power <= 0:
            continue
        blockers = [b for b in c.blocking(attacker) if game.find(b)]
        if attacker not in c.blocked:
            if defender is not None:
                assignments.append((attacker, defender, power))
            continue
        if defender is not None and _assigns_as_unblocked(game, attacker, defender):
            assignments.append((attacker, defender, power))  # CR 510.1c, 609.4
            continue
        if not blockers:
            if game.has_keyword(attacker, "trample") and defender is not None:
                assignments.append((attacker, defender, power))  # CR 702.19d
            continue
        assignments.extend(_assign(game, attacker, power, blockers, defender, already))
    for blocker, attacker in c.blockers.items():
        if game.find(blocker) is None or not _deals_now(game, blocker, first_strike, c):
            continue
        power = _assigned_amount(game, blocker)
        if blocker in c.also_blocks:
            if power > 0:
                assignments.extend(_assign_blocker(game, blocker, power, c))
            continue
        if power > 0 and game.find(attacker) is not None:
            assignments.append((blocker, attacker, power))
    step = "first-strike " if first_strike else ""
    game.log_event("combat", f"{step}combat damage is dealt", rule="510.2")

    with simultaneously(game), one_damage_event(game):  # CR 510.2: one damage event
        for source, recipient, amount in assignments:
            deal_damage(game, source, recipient, amount, combat=True, rule="510.2")
    if first_strike and game.state.combat is not None:
        game.state.combat = attrs.evolve(game.state.combat,
                                         dealt_first_strike=c.first_strikers)
