"""State-based actions (CR 704).

Checked whenever a player would receive priority (117.5, 704.3): every
applicable action is performed at once, as one simultaneous event (so
leaves-the-battlefield abilities of creatures dying together see each
other), then the check repeats until none applies.

Implemented: 704.5a (0 life), 704.5b (drew from an empty library), 704.5c
(ten poison counters), 704.5d (tokens off the battlefield), 704.5e (copies
off the stack), 704.5f (toughness 0 or less), 704.5g (lethal damage),
704.5h (deathtouch damage), 704.5i (planeswalker with 0 loyalty), 704.5j
(legend rule), 704.5k (world rule), 704.5m (Auras attached illegally or to
nothing), 704.5n (Equipment attached illegally), 704.5p (creatures and
battles attached to something), 704.5q (+1/+1 and -1/-1 counters), 704.5s
(a Saga past its final chapter, 714.4), 704.5v (battle with 0 defense), 704.5y (more
than one Role of a player on a permanent, 303.7a).

Before looking, the check also ends "for as long as" effects whose duration
is over (611.2b) and removes from combat what 506.4 removes.

Only what changed is looked at (CR 704.3 still holds: a check is made whenever a player would
receive priority). A check is skipped when nothing it reads changed since the last check that
found nothing (:func:`_unchanged`); otherwise each permanent whose value, characteristics and
controller are the very objects a former check found nothing for is passed over
(``Game._sba_seen``): what 704.5f-i, q and v look at is a function of those three alone.
Permanents whose check reads other objects (attached ones, Auras, Sagas) are looked at every
time. With :data:`VERIFY_SKIPS` (or ``Game.verify_skips``, on in ``CheckedGame``) every
skipped check and every permanent passed over is checked in full too, and a difference raises.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from manastack.engine import combat, layers
from manastack.engine.attachment import aura_cant_enchant, aura_cant_enchant_player, cant_equip
from manastack.engine.triggers import simultaneously
from manastack.model.abilities import ChapterAbility, final_chapter
from manastack.model.continuous import CANT_LOSE
from manastack.model.objects import SHARED, GameObject, Zone

if TYPE_CHECKING:
    from collections.abc import Callable

    from manastack.engine.game import Game


def pending(game: Game) -> bool:
    """Would a state-based action happen now?"""
    return bool(_find(game))


#: Set (tests; ``Game.verify_skips``, on in ``manastack simulate --check``) to check that a
#: skipped check, or a permanent passed over, would have found nothing: each is then checked
#: in full as well, and a difference raises.
VERIFY_SKIPS = False


def check(game: Game) -> None:
    """Perform state-based actions until none applies (CR 704.3).

    Checked whenever a player would receive priority (CR 704.3, 117.5); a check made when
    nothing it reads changed since the last check that found nothing finds nothing again,
    and is skipped (:func:`_unchanged`)."""

    if game.state.effects:
        layers.expire(game)
    combat.check_combat(game)
    if _unchanged(game):
        if VERIFY_SKIPS or game.verify_skips:
            _verify_skip(game)
        return
    for _ in range(100):
        actions = _find(game)
        if not actions:
            break
        with simultaneously(game):  # CR 704.3: a single event
            for action in actions:
                action()
        if game.state.over:
            return
    version = game.state.version
    for obj in game.objects_in(Zone.BATTLEFIELD):
        if obj.deathtouch_damage:  # CR 704.5h: "since the last time SBAs were checked"
            game.set_object(obj.replace(deathtouch_damage=False))
    if game.state.version == version:
        game._sba_clear = _reads(game)


def _reads(game: Game) -> tuple[object, ...]:
    """What a check reads, by identity: the state (a rollback or a clone makes another)
    and its version (every write of an object or a zone bumps it), the layer pass (the
    characteristics and controllers), the players, the pending triggers, the tokens and
    copies. The turn is not read: a new step or priority alone changes no SBA."""
    state = game.state
    return (state, state.version, game._layers(), state.players, state.pending_triggers,
            state.ephemeral)


def _unchanged(game: Game) -> bool:
    """Nothing a check reads changed since the last check that found nothing (each of
    :func:`_reads` compared by identity, the version by value)."""
    clear = game._sba_clear
    if clear is None:
        return False
    state = game.state
    return (clear[0] is state and clear[1] == state.version and clear[2] is game._layers()
            and clear[3] is state.players and clear[4] is state.pending_triggers
            and clear[5] is state.ephemeral)


def _verify_skip(game: Game) -> None:
    found = _find(game, kept=False)
    flagged = [o for o in game.objects_in(Zone.BATTLEFIELD) if o.deathtouch_damage]
    if found or flagged:
        raise AssertionError(f"a skipped state-based action check would have acted "
                             f"(CR 704.3): {len(found)} action(s), {len(flagged)} flag(s)")


def _forget_empty_draw(game: Game, player: int) -> None:
    """CR 704.5b, 104.3: a player who can't lose the game drew from an empty library: it was
    checked; a later check doesn't see it again."""
    game.update_player(player, drew_from_empty=False)


def _find(game: Game, *, kept: bool = True) -> list[Callable[[], None]]:
    """The state-based actions that apply now (CR 704.5); ``kept=False``: every permanent
    looked at, none passed over from ``Game._sba_seen``."""
    actions: list[Callable[[], None]] = []
    losers = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0:
            losers.append((p.index, "has 0 or less life", "704.5a"))
        elif p.drew_from_empty:
            losers.append((p.index, "attempted to draw from an empty library", "704.5b"))
        elif p.poison >= 10:
            losers.append((p.index, "has ten or more poison counters", "704.5c"))
    if losers:
        # CR 104.3: a player who can't lose the game stays in it at 0 life
        immune = [loser for loser in losers if CANT_LOSE in game.player_keywords(loser[0])]
        for index, _why, rule in immune:
            if rule == "704.5b":  # CR 704.5b: the empty draw counts "since the last check" only
                actions.append(partial(_forget_empty_draw, game, index))
        losers = [loser for loser in losers if loser not in immune]
    if losers:
        actions.append(lambda: game.lose_together(losers))  # CR 704.5a-c, 104.4a
    legends: dict[tuple[int, str], list[int]] = {}
    worlds: list[GameObject] = []
    # the characteristics as Game.chars reads them, the controllers as Game.controller does
    layer = game._layer
    if layer is None or game._cache_version != game.state.version:
        layer = game._layers()
    controllers = game._layers().controllers
    seen = game._sba_seen if kept else None
    verify = VERIFY_SKIPS or game.verify_skips
    roles: dict[tuple[int, int], list[GameObject]] = {}
    for obj in game.objects_in(Zone.BATTLEFIELD):
        oid = obj.id
        ch = layer.chars.get(oid)
        if ch is None:
            ch = game.chars(oid)
        if obj.attached_to is not None and ch.type_line.has_subtype("Role"):
            # CR 704.5y: the Roles on a permanent, by the permanent and their controller
            roles.setdefault((obj.attached_to, controllers.get(oid, obj.controller)),
                             []).append(obj)
        known = seen.get(oid) if seen is not None else None
        if known is not None and known[0] is obj and known[1] is ch:
            # CR 704.3: this very value with these characteristics was checked, and nothing
            # applied to it
            if verify:
                _verify_known(game, known)
            legend, world = known[2], known[3]
        else:
            count = len(actions)
            legend, world, alone = _permanent(game, obj, ch, actions)
            if alone and seen is not None and len(actions) == count:
                seen[oid] = (obj, ch, legend, world)
        if legend is not None:  # CR 704.5j: by controller and name
            legends.setdefault((controllers.get(oid, obj.controller), legend), []).append(oid)
        if world:
            worlds.append(obj)
    for (controller, name), ids in legends.items():
        if len(ids) > 1:
            actions.append(_legend_rule(game, controller, name, ids))
    for group in roles.values():
        if len(group) > 1:
            newest = max(o.timestamp for o in group)
            for o in group:  # CR 704.5y, 303.7a: all but the Role with the latest timestamp
                if o.timestamp != newest:
                    actions.append(_to_graveyard(game, o.id, "another Role its controller "
                                                 "controls is attached to that permanent later",
                                                 "704.5y"))
    if len(worlds) > 1:
        newest = max(o.timestamp for o in worlds)
        for o in worlds:  # CR 704.5k: all but the newest world permanent
            if o.timestamp != newest or sum(w.timestamp == newest for w in worlds) > 1:
                actions.append(_to_graveyard(game, o.id, "the world rule", "704.5k"))
    if game.state.tagged:  # CR 704.5t: a plugin's own objects carry a declared tag
        _plugin_actions(game, actions)
    # CR 704.5d-e: only tokens and copies can cease to exist, and the state keeps their ids
    # (reading every card of every zone on each check was a fifth of a vanilla game's time)
    zones, objects = game.state.zones, game.state.objects
    if not any(objects[oid].zone in _OFF_BATTLEFIELD for oid in game.state.ephemeral):
        return actions
    players = [p.index for p in game.state.players]
    for zone in _OFF_BATTLEFIELD:
        for key in ((zone, SHARED),) if zone.shared else [(zone, p) for p in players]:
            for oid in zones[key]:
                obj = objects[oid]
                if obj.is_token:
                    actions.append(_cease(game, oid, "a token", "704.5d"))
                elif obj.is_copy:
                    actions.append(_cease(game, oid, "a copy", "704.5e"))
    return actions


#: The hook of the plugins' state-based actions (CR 704.5t: a completed dungeon).
PLUGIN_HOOK = "manastack_state_based_actions"


def _plugin_actions(game: Game, actions: list[Callable[[], None]]) -> None:
    """The plugins' state-based actions (CR 704.5t), asked of the implementations whose
    declared tag (``reads_tag``) an object carries now."""
    ruleset = game.rules.ruleset
    scopes = ruleset.tag_scopes(PLUGIN_HOOK)
    if not scopes:
        return
    skip = frozenset(name for name, _ in ruleset.implementations(PLUGIN_HOOK)
                     if not any(game.carries_tag(tag, zone)
                                for tag, zone in scopes.get(name, ())))
    for answer in ruleset.call_without(PLUGIN_HOOK, skip, game=game):
        actions.extend(answer)


#: A permanent checked and found clear: its value and characteristics, its legend-rule name
#: (None if not legendary) and whether it is a world permanent
Known = tuple[GameObject, Any, str | None, bool]


def _permanent(game: Game, obj: GameObject, ch: Any,
               actions: list[Callable[[], None]]) -> tuple[str | None, bool, bool]:
    """Append the state-based actions of one permanent alone (CR 704.5f-i, m-q, s, v);
    returns its legend-rule name (704.5j; None if not legendary or already acted on), whether
    it counts for the world rule (704.5k), and whether what was read is ``obj`` and ``ch``
    alone (so the same two give the same answer)."""
    tl = ch.type_line
    alone = True
    if ch.is_creature:
        toughness = ch.toughness or 0
        if toughness <= 0:
            actions.append(_to_graveyard(game, obj.id, "toughness 0 or less", "704.5f"))
            return None, False, alone
        # CR 702.12b: destroying an indestructible creature does nothing, so
        # these two don't apply to it (and the check isn't repeated for them)
        sturdy = "indestructible" in ch.keywords
        if obj.damage >= toughness and obj.damage > 0 and not sturdy:
            actions.append(_destroy(game, obj.id, "lethal damage", "704.5g"))
            return None, False, alone
        if obj.deathtouch_damage and not sturdy:
            actions.append(_destroy(game, obj.id, "damage from a source with deathtouch",
                                    "704.5h"))
            return None, False, alone
    if tl.has_type("Planeswalker") and obj.counter("loyalty") <= 0:
        actions.append(_to_graveyard(game, obj.id, "0 loyalty", "704.5i"))
        return None, False, alone
    if tl.has_type("Battle") and obj.counter("defense") <= 0:
        actions.append(_to_graveyard(game, obj.id, "0 defense", "704.5v"))
        return None, False, alone
    if tl.has_subtype("Aura"):
        alone = False  # CR 704.5m: reads what it is attached to, and its enchant filter
        why = _aura_problem(game, obj)
        if why:
            actions.append(_illegal_aura(game, obj.id, why))
            return None, False, alone
    elif obj.attached_to is not None:
        alone = False  # CR 704.5n-p: reads what it is attached to
        why, rule = _attachment_problem(game, obj, ch)
        if why:
            actions.append(_unattach(game, obj.id, why, rule))
    legend = ch.name if tl.has_supertype("Legendary") else None
    world = tl.has_supertype("World")
    if obj.counters:
        plus, minus = obj.counter("+1/+1"), obj.counter("-1/-1")
        if plus and minus:
            actions.append(_annihilate(game, obj.id, min(plus, minus)))
    if tl.has_subtype("Saga"):
        alone = False  # CR 714.4: reads the pending triggers and the stack
        if _saga_done(game, obj, ch):
            actions.append(_sacrifice(game, obj.id, "its last chapter is done", "704.5s"))
    return legend, world, alone


def _verify_known(game: Game, known: Known) -> None:
    """A permanent passed over would have given no action, and the same legend name and
    world flag, checked in full (CR 704.3)."""
    obj, ch, legend, world = known
    found: list[Callable[[], None]] = []
    again = _permanent(game, obj, ch, found)
    if found or again[:2] != (legend, world):
        raise AssertionError(f"a permanent passed over by the state-based action check would "
                             f"have been acted on (CR 704.3): {obj}, {len(found)} action(s)")


#: CR 704.5d-e: the zones a token or a copy of a card can't stay in (a copy of a spell stays
#: on the stack, 704.5e)
_OFF_BATTLEFIELD = (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.EXILE, Zone.COMMAND)


def _saga_done(game: Game, obj: GameObject, ch: Any) -> bool:
    """CR 704.5s, 714.4: lore counters at least the final chapter number, and not the
    source of a chapter ability that has triggered but not yet left the stack."""

    last = final_chapter(ch.abilities)
    if not last or obj.counter("lore") < last:
        return False
    chapters = {a.effect for a in ch.abilities if isinstance(a, ChapterAbility)}
    if any(t.source == obj.id and t.effect in chapters for t in game.state.pending_triggers):
        return False
    for item in game.objects_in(Zone.STACK):
        ability = item.tags.get("ability")
        if ability is not None and ability.source == obj.id and ability.kind == "triggered" \
                and any(ability.text == a.text for a in ch.abilities
                        if isinstance(a, ChapterAbility)):
            return False
    return True


def _sacrifice(game: Game, obj_id: int, why: str, rule: str) -> Callable[[], None]:
    def act() -> None:
        if game.find(obj_id) is None:
            return
        game.log_event("sba", f"{game.obj(obj_id)}: {why}", rule=rule)
        game.sacrifice(obj_id, rule=rule)

    return act


def _to_graveyard(game: Game, obj_id: int, why: str, rule: str) -> Callable[[], None]:
    def act() -> None:
        if game.find(obj_id) is not None:
            game.log_event("sba", f"{game.obj(obj_id)} is put into its owner's graveyard: {why}",
                           rule=rule)
            game.move(obj_id, Zone.GRAVEYARD, cause="sba", rule=rule)

    return act


def _illegal_aura(game: Game, obj_id: int, why: str) -> Callable[[], None]:
    """CR 704.5m: to the graveyard, unless a plugin performs an exception to the rule
    instead (``manastack_aura_illegal``: a bestowed Aura becomes unattached, 702.103f)."""
    to_graveyard = _to_graveyard(game, obj_id, why, "704.5m")

    def act() -> None:
        obj = game.find(obj_id)
        if obj is None:
            return
        ruleset = game.rules.ruleset
        if ruleset.has_impls("manastack_aura_illegal") and ruleset.call(
                "manastack_aura_illegal", game=game, obj=obj, problem=why):
            return
        to_graveyard()

    return act


def _destroy(game: Game, obj_id: int, why: str, rule: str) -> Callable[[], None]:
    def act() -> None:
        if game.find(obj_id) is not None:
            game.log_event("sba", f"{game.obj(obj_id)} is destroyed: {why}", rule=rule)
            game.destroy(obj_id, rule=rule)

    return act


def _annihilate(game: Game, obj_id: int, n: int) -> Callable[[], None]:
    def act() -> None:
        game.remove_counters(obj_id, "+1/+1", n, rule="704.5q")
        game.remove_counters(obj_id, "-1/-1", n, rule="704.5q")

    return act


def _legend_rule(game: Game, controller: int, name: str, ids: list[int]) -> Callable[[], None]:
    def act() -> None:
        alive = [i for i in ids if game.find(i) is not None]
        if len(alive) < 2:
            return
        keep = game.decide(
            kind="legend_rule", player=controller,
            prompt=f"Legend rule: choose the {name} to keep", options=tuple(alive),
            labels=tuple(str(game.obj(i)) for i in alive), rule="704.5j",
        )
        for i in alive:
            if i != keep[0]:
                game.move(i, Zone.GRAVEYARD, cause="sba", rule="704.5j")

    return act


def _cease(game: Game, obj_id: int, what: str, rule: str) -> Callable[[], None]:
    def act() -> None:
        obj = game.find(obj_id)
        if obj is not None:
            game._remove_from_zone(obj)
            game._touch()
            game.log_event("sba", f"{obj} ({what}) ceases to exist", rule=rule)

    return act


def _unattach(game: Game, obj_id: int, why: str, rule: str) -> Callable[[], None]:
    def act() -> None:
        obj = game.find(obj_id)
        if obj is not None and obj.attached_to is not None:
            game.set_object(obj.replace(attached_to=None))
            game.log_event("sba", f"{obj} becomes unattached: {why}", rule=rule)

    return act


def _aura_problem(game: Game, obj: GameObject) -> str:
    """CR 704.5m, 303.4c-d: an Aura attached to nothing, to something gone, to an object
    its enchant ability doesn't allow, to itself; or an Aura that is also a creature."""
    if obj.attached_to is None and obj.attached_player is not None:
        return _player_aura_problem(game, obj, obj.attached_player)
    if obj.attached_to is None:
        return "an Aura attached to nothing"
    host = game.find(obj.attached_to)
    if host is None or host.zone is not Zone.BATTLEFIELD:
        return "an Aura attached to an object that is gone"
    return aura_cant_enchant(game, obj.id, host)


def _player_aura_problem(game: Game, obj: GameObject, index: int) -> str:
    """CR 704.5m, 303.4d, 800.4a: an Aura attached to a player who left the game, or to a
    player its enchant ability doesn't allow (an "enchant opponent" Aura on its controller)."""
    why = aura_cant_enchant_player(game, obj.id, index)
    return f"an Aura attached to {why}" if why else ""


def _attachment_problem(game: Game, obj: GameObject, ch: Any) -> tuple[str, str]:
    host = game.find(obj.attached_to) if obj.attached_to is not None else None
    tl = ch.type_line
    if ch.is_creature or tl.has_type("Battle"):
        return "a creature or battle can't be attached", "704.5p"
    if tl.has_subtype("Equipment") or tl.has_subtype("Fortification"):
        why = cant_equip(game, ch, host)
        return (why, "704.5n") if why else ("", "")
    return "a permanent that isn't an Aura, Equipment or Fortification can't be attached", \
        "704.5p"
