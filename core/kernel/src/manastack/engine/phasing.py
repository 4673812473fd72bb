"""Phasing (CR 702.26, 502.1, 110.5): a permanent's phased-in/phased-out status.

A phased-out permanent stays on the battlefield (no zone change, no enters or leaves
trigger, its counters and its id kept, 702.26d) but is treated as though it does not exist
(702.26b): its id moves from the battlefield's list to the list of phased-out permanents,
``state.zones[(Zone.BATTLEFIELD, PHASED_OUT)]``, so that every look-up the rules make of
the battlefield (``Game.ids_in``: targets, "each creature", counts, the layer pass and its
static abilities, attackers and blockers, state-based actions) skips it without a check of
its own. It phases in during the untap step of the player who controlled it as it phased
out (502.1), with what phased out indirectly along with it (702.26g).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.engine import combat, layers, triggers
from manastack.engine.hook_scopes import call_for_player
from manastack.model.abilities import TriggeredAbility
from manastack.model.objects import PHASED_OUT, SHARED, PhasedOut, Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.objects import GameObject

#: The key of the phased-out permanents in ``State.zones`` (present only while any is).
KEY = (Zone.BATTLEFIELD, PHASED_OUT)
_IN = (Zone.BATTLEFIELD, SHARED)


def phased_out(game: Game, controller: int | None = None) -> list[GameObject]:
    """The phased-out permanents, of those that phased out under ``controller`` if given
    (CR 702.26a)."""
    objects = game.state.objects
    found = [objects[i] for i in game.state.zones.get(KEY, ())]
    if controller is None:
        return found
    return [o for o in found if o.phased_out is not None and o.phased_out.controller == controller]


def _attached_to(game: Game, hosts: set[int], pool: Iterable[GameObject]) -> list[int]:
    """What is attached to ``hosts``, and to what is attached to them, and so on."""
    found: list[int] = []
    pool = list(pool)
    while hosts:
        more = [o.id for o in pool if o.attached_to in hosts and o.id not in found]
        found.extend(more)
        hosts = set(more)
    return found


def phase_out(game: Game, obj_ids: Iterable[int], *, rule: str = "702.26b",
              source: int | None = None) -> list[int]:
    """CR 702.26b: the phased-in permanents ``obj_ids`` phase out at once, each Aura,
    Equipment or Fortification attached to one of them indirectly (702.26g; both ways: only
    indirectly, 702.26h). Each is removed from combat (506.4). The ids that phased out."""
    state = game.state
    objects = state.objects
    battlefield = set(state.zones[_IN])
    direct = [i for i in dict.fromkeys(obj_ids) if i in battlefield]
    if not direct:
        return []
    indirect = _attached_to(game, set(direct), (objects[i] for i in state.zones[_IN]))
    direct = [i for i in direct if i not in indirect]
    # CR 502.1: who controls each as it phases out (layer 2 included), before any goes
    under = {i: game.controller(i) for i in (*direct, *indirect)}
    # CR 603.10b: "whenever ~ phases out" looks back: the abilities each had before it went
    had = [(objects[i], a, under[i]) for i in under for a in game.chars(i).abilities
           if isinstance(a, TriggeredAbility) and a.trigger.event == "phases_out"]
    gone = set(under)
    state.zones[_IN] = tuple(i for i in state.zones[_IN] if i not in gone)
    state.zones[KEY] = (*state.zones.get(KEY, ()), *under)
    for oid, controller in under.items():
        if state.combat is not None:
            combat.remove_from_combat(game, oid)  # CR 506.4: it phases out
        obj = objects[oid]
        game._store(obj.replace(phased_out=PhasedOut(controller, indirectly=oid in indirect)))
        how = "indirectly, with what it is attached to (702.26g)" if oid in indirect else ""
        game.log_event("phasing", f"{obj} phases out{' ' + how if how else ''}: it is treated "
                       "as though it does not exist (CR 702.26b)",
                       rule="702.26g" if oid in indirect else rule, source=source, obj=oid)
    game._touch()
    layers.expire(game)  # CR 702.26f: "for as long as" durations tracking them end
    for oid in under:
        triggers.fire_event(game, "phases_out", obj=oid)  # CR 603.2: what still exists sees it
        if had:
            triggers.fire_looking_back(game, "phases_out",
                                       [h for h in had if h[0].id == oid], obj=oid)
    return list(under)


def phase_in(game: Game, obj_ids: Iterable[int], *, rule: str = "702.26c") -> list[int]:
    """CR 702.26c: the phased-out permanents ``obj_ids`` phase in at once, with what phased
    out indirectly with them (702.26g). An Aura, Equipment or Fortification that phased out
    directly phases in attached to what it was attached to if that is still on the
    battlefield, else unattached (702.26i). No zone change, so no trigger (702.26d, j)."""
    state = game.state
    objects = state.objects
    out = state.zones.get(KEY, ())
    direct = [i for i in dict.fromkeys(obj_ids)
              if i in out and (p := objects[i].phased_out) is not None and not p.indirectly]
    if not direct:
        return []
    indirect = _attached_to(game, set(direct), (objects[i] for i in out))
    coming = [*direct, *indirect]
    came = set(coming)
    rest = tuple(i for i in out if i not in came)
    if rest:
        state.zones[KEY] = rest
    else:
        del state.zones[KEY]  # a game with nothing phased out keeps the zones it had
    state.zones[_IN] = (*state.zones[_IN], *coming)
    for oid in coming:
        obj = objects[oid]
        host = obj.attached_to
        if oid in direct and host is not None:
            there = objects.get(host)
            if there is None or there.zone is not Zone.BATTLEFIELD:
                host = None  # CR 702.26i: what it was attached to is gone: unattached
        game._store(obj.replace(phased_out=None, attached_to=host))
        game.log_event("phasing", f"{obj} phases in: the game treats it as though it exists "
                       "again (CR 702.26c)" + ("" if host == obj.attached_to else
                                               ", unattached (702.26i)"),
                       rule=rule if oid in direct else "702.26g", obj=oid)
    game._touch()
    for oid in coming:
        # CR 603.2, 702.26c: "whenever ~ phases in": it exists again as the event happens
        triggers.fire_event(game, "phases_in", obj=oid)
    return coming


def untap_step(game: Game, active: int) -> None:
    """CR 502.1, 702.26a: as the untap step begins, before anything untaps, the phased-in
    permanents with phasing the active player controls phase out and the phased-out
    permanents that phased out under their control phase in, simultaneously (those phasing
    in are not phased in yet when those phasing out are found)."""
    going: list[int] = []
    if game.rules.ruleset.has_impls("manastack_phasing_permanents"):
        # asked only when a permanent of theirs has the keyword it declares (reads_keyword)
        for found in call_for_player(game, "manastack_phasing_permanents", active):
            going.extend(found)
    coming = [o.id for o in phased_out(game, active)
              if o.phased_out is not None and not o.phased_out.indirectly]
    if going:
        phase_out(game, going, rule="502.1")
    if coming:
        phase_in(game, coming, rule="502.1")
