"""Combat (CR 506-511) and damage (CR 120).

Declaring attackers (508.1a, SEED-22), declaring blockers (509: flying and
reach, menace), combat damage with first and double strike (510), trample,
deathtouch and lifelink (702.2, 702.15, 702.19), and excess damage (120.4a,
SEED-18). A creature leaves combat only for the reasons of 506.4: tapping or
untapping it doesn't (SEED-14).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.decisions import Decision
from manastack.errors import IllegalActionError
from manastack.objects import PlayerRef, Zone

if TYPE_CHECKING:
    from manastack.game import Game


@frozen
class Combat:
    """Who attacks whom and who blocks whom (CR 506.1)."""

    attackers: dict[int, Any] = field(factory=dict)  # attacker id -> PlayerRef or object id
    blockers: dict[int, int] = field(factory=dict)  # blocker id -> attacker id
    blocked: frozenset[int] = frozenset()  # CR 509.1h: stays blocked
    dealt_first_strike: frozenset[int] = frozenset()


@frozen
class Attack:
    """One attacker option: ``attacker`` attacks ``defender`` (a player or planeswalker)."""

    attacker: int
    defender: Any
    label: str = field(default="", eq=False)

    def __str__(self) -> str:
        return self.label or f"{self.attacker} -> {self.defender}"


@frozen
class Block:
    blocker: int
    attacker: int
    label: str = field(default="", eq=False)

    def __str__(self) -> str:
        return self.label or f"{self.blocker} blocks {self.attacker}"


def remove_from_combat(game: Game, obj_id: int) -> None:
    """CR 506.4: a permanent that leaves the battlefield (or stops being a creature) leaves combat."""
    c = game.state.combat
    if c is None:
        return
    if obj_id in c.attackers or obj_id in c.blockers:
        attackers = {k: v for k, v in c.attackers.items() if k != obj_id}
        blockers = {k: v for k, v in c.blockers.items() if k != obj_id}
        game.state.combat = attrs.evolve(c, attackers=attackers, blockers=blockers)


def end_combat(game: Game) -> None:
    """CR 511.3: creatures stop attacking and blocking at the end of combat."""
    game.state.combat = None
    game._touch()


def can_attack(game: Game, obj_id: int) -> str | None:
    """Why this creature can't attack now (CR 508.1a, 302.6), or None if it can."""
    obj = game.obj(obj_id)
    ch = game.chars(obj_id)
    if not ch.is_creature or ch.type_line.has_type("Battle"):
        return "not a creature"
    if obj.tapped:
        return "tapped"
    if "defender" in ch.keywords:
        return "has defender (702.3b)"
    if game.summoning_sick(obj_id):
        return ("has not been under its controller's control continuously since the turn "
                "began and has no haste (302.6)")
    if obj.tags.get("eot:cant_attack"):
        return "can't attack this turn"
    only = game.state.turn.attack_filter
    if only is not None and not only.matches(game, obj, player=game.controller(obj_id)):
        return f"only {only} can attack during this combat phase"
    return None


def attackers_decision(game: Game) -> Decision | None:
    """CR 508.1a (SEED-22): the active player picks attackers among eligible creatures."""
    active = game.state.turn.active
    defenders: list[Any] = [PlayerRef(p) for p in game.opponents(active)]
    for pw in game.battlefield():
        if pw.controller != active and game.chars(pw.id).type_line.has_type("Planeswalker"):
            defenders.append(pw.id)
    options = []
    for obj in game.battlefield(active):
        if can_attack(game, obj.id) is not None:
            continue
        for d in defenders:
            shown = str(game.player(d.index)) if isinstance(d, PlayerRef) else str(game.obj(d))
            options.append(Attack(obj.id, d, f"{obj} attacks {shown}"))
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


def declare_attackers(game: Game, chosen: Sequence[Attack]) -> None:
    """CR 508.1: check the declaration, tap attackers (unless vigilance), fire "attacks"."""
    from manastack import triggers

    c = game.state.combat or Combat()
    seen: set[int] = set()
    for attack in chosen:
        if attack.attacker in seen:
            raise IllegalActionError(f"{game.obj(attack.attacker)} can attack only once",
                                     rule="508.1a")
        seen.add(attack.attacker)
        reason = can_attack(game, attack.attacker)
        if reason is not None:
            raise IllegalActionError(f"{game.obj(attack.attacker)} can't attack: {reason}",
                                     rule="508.1a", step="508.1a")
    # CR 508.1c: requirements ("attacks each combat if able")
    active = game.state.turn.active
    for obj in game.battlefield(active):
        if obj.id not in seen and _must_attack(game, obj.id) and can_attack(game, obj.id) is None:
            raise IllegalActionError(f"{obj} attacks each combat if able", rule="508.1d")
    attackers = {a.attacker: a.defender for a in chosen}
    game.state.combat = attrs.evolve(c, attackers=attackers)
    game._touch()
    if not chosen:
        game.log_event("combat", f"{game.player(active)} declares no attackers", rule="508.1")
        return
    for attack in chosen:
        if not game.has_keyword(attack.attacker, "vigilance"):
            game.tap(attack.attacker, rule="508.1f")
        game.log_event("combat", f"{attack}", rule="508.1a", obj=attack.attacker)
    for attack in chosen:
        triggers.fire(game, "attacks", obj=attack.attacker, player=active,
                      defender=attack.defender)


def _must_attack(game: Game, obj_id: int) -> bool:
    return "attacks each combat if able" in game.chars(obj_id).keywords or bool(
        game.obj(obj_id).tags.get("eot:must_attack"))


def can_block(game: Game, blocker: int, attacker: int) -> str | None:
    """CR 509.1b: flying/reach (702.9b, 702.17b) and other evasion."""
    b = game.obj(blocker)
    bch = game.chars(blocker)
    ach = game.chars(attacker)
    if b.tapped or not bch.is_creature:
        return "tapped or not a creature"
    if "can't block" in bch.keywords or b.tags.get("eot:cant_block"):
        return "can't block"
    if "can't be blocked" in ach.keywords or game.obj(attacker).tags.get("eot:unblockable"):
        return "the attacker can't be blocked (509.1b)"
    if "flying" in ach.keywords and not ({"flying", "reach"} & bch.keywords):
        return "the attacker has flying (702.9b)"
    if "shadow" in ach.keywords and "shadow" not in bch.keywords:
        return "the attacker has shadow (702.28b)"
    return None


def blockers_decision(game: Game) -> Decision | None:
    """CR 509.1a: the defending player picks blocks among legal (blocker, attacker) pairs."""
    c = game.state.combat
    if c is None or not c.attackers:
        return None
    defending = [p for p in range(len(game.players)) if p != game.state.turn.active]
    if not defending:
        return None
    player = defending[0]
    options = []
    for obj in game.battlefield(player):
        for attacker in c.attackers:
            if can_block(game, obj.id, attacker) is None:
                options.append(Block(obj.id, attacker,
                                     f"{obj} blocks {game.obj(attacker)}"))
    if not options:
        return None
    return Decision(
        kind="blockers", player=player, prompt="Declare blockers", options=tuple(options),
        min=0, max=len(options), rule="509.1a",
    )


def declare_blockers(game: Game, chosen: Sequence[Block]) -> None:
    """CR 509.1: each blocker blocks one attacker; menace needs two or more (702.110b)."""
    from manastack import triggers

    c = game.state.combat
    if c is None:
        return
    blockers: dict[int, int] = {}
    for block in chosen:
        if block.blocker in blockers:
            raise IllegalActionError(f"{game.obj(block.blocker)} can block only one creature",
                                     rule="509.1a")
        if block.attacker not in c.attackers:
            raise IllegalActionError("that creature isn't attacking", rule="509.1a")
        reason = can_block(game, block.blocker, block.attacker)
        if reason is not None:
            raise IllegalActionError(f"{game.obj(block.blocker)} can't block: {reason}",
                                     rule="509.1b")
        blockers[block.blocker] = block.attacker
    for attacker in c.attackers:
        count = sum(1 for a in blockers.values() if a == attacker)
        if count == 1 and game.has_keyword(attacker, "menace"):
            raise IllegalActionError(
                f"{game.obj(attacker)} has menace: it can't be blocked except by two or more "
                "creatures", rule="702.110b")
    blocked = frozenset(blockers.values())
    game.state.combat = attrs.evolve(c, blockers=blockers, blocked=blocked)
    game._touch()
    if not chosen:
        game.log_event("combat", "no blockers are declared", rule="509.1")
    for block in chosen:
        game.log_event("combat", str(block), rule="509.1a")
        triggers.fire(game, "blocks", obj=block.blocker, attacker=block.attacker)


def has_first_strikers(game: Game) -> bool:
    """CR 510.4: a first-strike damage step happens if any combatant has first/double strike."""
    c = game.state.combat
    if c is None:
        return False
    for oid in list(c.attackers) + list(c.blockers):
        kws = game.chars(oid).keywords
        if "first strike" in kws or "double strike" in kws:
            return True
    return False


def _deals_now(game: Game, oid: int, first_strike: bool, c: Combat) -> bool:
    kws = game.chars(oid).keywords
    has_fs = "first strike" in kws
    has_ds = "double strike" in kws
    if first_strike:
        return has_fs or has_ds
    if oid in c.dealt_first_strike:
        return has_ds  # CR 510.4: only double strike deals damage again
    return True


def combat_damage(game: Game, *, first_strike: bool) -> None:
    """CR 510.1-510.2: assign and deal combat damage simultaneously.

    Attackers assign lethal damage to their blockers in the order they were
    declared, the rest to the last blocker, or with trample to the player
    (702.19b); deathtouch makes 1 damage lethal (702.2c).
    """
    c = game.state.combat
    if c is None:
        return
    assignments: list[tuple[int, Any, int]] = []
    dealt: set[int] = set()
    for attacker, defender in c.attackers.items():
        if game.find(attacker) is None or not _deals_now(game, attacker, first_strike, c):
            continue
        power = game.power(attacker)
        dealt.add(attacker)
        if power <= 0:
            continue
        blockers = [b for b, a in c.blockers.items() if a == attacker and game.find(b)]
        if attacker not in c.blocked:
            assignments.append((attacker, defender, power))
            continue
        if not blockers:
            if game.has_keyword(attacker, "trample"):
                assignments.append((attacker, defender, power))  # CR 702.19e
            continue
        remaining = power
        deathtouch = game.has_keyword(attacker, "deathtouch")
        for i, b in enumerate(blockers):
            lethal = max(0, game.toughness(b) - game.obj(b).damage)
            if deathtouch:
                lethal = min(lethal, 1)
            last = i == len(blockers) - 1
            give = remaining if last and not game.has_keyword(attacker, "trample") else min(
                remaining, lethal)
            if give > 0:
                assignments.append((attacker, b, give))
                remaining -= give
        if remaining > 0 and game.has_keyword(attacker, "trample"):
            assignments.append((attacker, defender, remaining))
    for blocker, attacker in c.blockers.items():
        if game.find(blocker) is None or not _deals_now(game, blocker, first_strike, c):
            continue
        dealt.add(blocker)
        power = game.power(blocker)
        if power > 0 and game.find(attacker) is not None:
            assignments.append((blocker, attacker, power))
    step = "first-strike " if first_strike else ""
    game.log_event("combat", f"{step}combat damage is dealt", rule="510.2")
    for source, recipient, amount in assignments:
        deal_damage(game, source, recipient, amount, combat=True, rule="510.2")
    if first_strike and game.state.combat is not None:
        game.state.combat = attrs.evolve(game.state.combat,
                                         dealt_first_strike=frozenset(dealt))


def deal_damage(
    game: Game, source: int | None, recipient: Any, amount: int, *, combat: bool = False,
    rule: str = "120.3",
) -> int:
    """CR 120.3: damage to a player makes them lose life, to a creature marks damage,
    to a planeswalker removes loyalty; lifelink gains (702.15b), deathtouch (702.2b)."""
    from manastack import prevention, triggers

    amount = prevention.prevent(game, source, recipient, amount, combat=combat)  # CR 615
    if amount <= 0:
        return 0
    src_name = "an effect"
    src_kws: frozenset[str] = frozenset()
    controller = None
    if source is not None and game.find(source) is not None:
        src = game.obj(source)
        src_name = str(src)
        src_kws = game.chars(source).keywords
        controller = game.controller(source)
    if isinstance(recipient, PlayerRef):
        player = game.player(recipient.index)
        game.update_player(recipient.index, life=player.life - amount)
        game.log_event("damage", f"{src_name} deals {amount} damage to {player} "
                       f"({player.life - amount})", rule="120.3a")
        recipient_key: Any = recipient
    else:
        obj = game.find(recipient)
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            return 0
        ch = game.chars(recipient)
        if ch.type_line.has_type("Planeswalker") and not ch.is_creature:
            loyalty = obj.counter("loyalty")
            game.remove_counters(recipient, "loyalty", min(amount, loyalty), rule="120.3c")
        else:
            game.set_object(obj.replace(
                damage=obj.damage + amount,
                deathtouch_damage=obj.deathtouch_damage or "deathtouch" in src_kws,
            ))
            game.log_event("damage", f"{src_name} deals {amount} damage to {obj}",
                           rule="120.3e")
        recipient_key = recipient
    if "lifelink" in src_kws and controller is not None:
        game.gain_life(controller, amount, rule="702.15b")
    triggers.fire(game, "damage", obj=source, recipient=recipient_key, amount=amount,
                  combat=combat, player=controller)
    return amount


def excess_damage(
    game: Game, recipient: int, amount: int, *, deathtouch: bool = False,
    simultaneous: int = 0,
) -> int:
    """CR 120.4a (SEED-18): how much of ``amount`` would be excess for ``recipient``.

    Creature: beyond lethal damage counting damage already marked and
    ``simultaneous`` damage dealt at the same time; with deathtouch any
    damage beyond 1 (702.2c). Planeswalker: beyond its loyalty. Battle: beyond
    its defense. Several of those types: the greatest excess.
    """
    obj = game.obj(recipient)
    ch = game.chars(recipient)
    candidates = []
    if ch.is_creature:
        already = obj.damage + simultaneous
        lethal = max(0, (ch.toughness or 0) - already)
        if deathtouch:
            lethal = min(lethal, 0 if already > 0 else 1)
        candidates.append(max(0, amount - lethal))
    if ch.type_line.has_type("Planeswalker"):
        candidates.append(max(0, amount - obj.counter("loyalty")))
    if ch.type_line.has_type("Battle"):
        candidates.append(max(0, amount - obj.counter("defense")))
    return max(candidates) if candidates else 0
