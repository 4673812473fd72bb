"""A player leaving a multiplayer game (CR 800.4a): what they own leaves with them, the
control effects giving them objects end, their abilities and copies on the stack cease to
exist, and what they still control is exiled; their triggered abilities are no longer put
on the stack (800.4d)."""

from __future__ import annotations

from collections.abc import Set
from typing import TYPE_CHECKING

from manastack.engine.combat import remove_from_combat
from manastack.model.continuous import ContinuousEffect, SetController
from manastack.model.objects import Zone

if TYPE_CHECKING:
    from manastack.engine.game import Game


def leave_game(game: Game, leaving: Set[int]) -> None:
    """The players ``leaving`` leave the game, which goes on without them (CR 800.4a). Not a
    state-based action: it happens at once, in the order the rule gives."""
    # CR 800.4a: first, every object they own leaves the game (not a zone change, 400.11)
    # an ability on the stack is no card (405.1): it ceases to exist in the third step
    owned = sorted(o.id for o in game.state.objects.values()
                   if o.owner in leaving and "ability" not in o.tags)
    seen: list[str] = []
    hidden = 0
    for obj_id in owned:
        obj = game.obj(obj_id)
        if obj.zone in (Zone.HAND, Zone.LIBRARY):
            hidden += 1  # hidden zones: counted, not named (400.2)
        else:
            seen.append(str(obj))
        remove_from_combat(game, obj_id)
        game._remove_from_zone(obj)
    if owned:
        game._touch()
        if hidden:
            seen.append(f"{hidden} card(s) in hand and library")
        game.log_event("game", "leave the game with their owner: " + ", ".join(seen),
                       rule="800.4a")

    def gives_them_control(effect: ContinuousEffect) -> bool:
        return any(isinstance(p, SetController)
                   and (p.player if p.player is not None else effect.controller) in leaving
                   for p in effect.parts)

    # CR 800.4a: then the effects giving them control of objects end
    game.end_effects(gives_them_control, rule="800.4a")
    # CR 800.4a: their objects on the stack not represented by cards cease to exist
    for obj in [o for o in game.stack() if o.is_copy and o.controller in leaving]:
        game._remove_from_zone(obj)
        game._touch()
        game.log_event("game", f"{obj} ceases to exist: its controller left the game",
                       rule="800.4a", obj=obj.id)
    # CR 800.4a: then what they still control is exiled
    still = [o.id for o in game.state.objects.values()
             if o.zone in (Zone.BATTLEFIELD, Zone.STACK) and game.controller(o.id) in leaving]
    for obj_id in sorted(still):
        remove_from_combat(game, obj_id)
        game.move(obj_id, Zone.EXILE, cause="left the game", rule="800.4a")
    # CR 800.4d: their triggered abilities waiting to be put on the stack never are
    pending = game.state.pending_triggers
    kept = tuple(t for t in pending if t.controller not in leaving)
    if len(kept) != len(pending):
        game.state.pending_triggers = kept
        game._touch()
        game.log_event("game", f"{len(pending) - len(kept)} triggered ability(ies) controlled "
                       "by a player who left the game are not put on the stack", rule="800.4d")
