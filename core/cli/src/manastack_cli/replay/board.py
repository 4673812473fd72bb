"""What one step of a replay shows: the whole board as plain data.

A replay is watched after the game, by someone who sees everything: unlike
:meth:`manastack.Game.view` (what one player may know, CR 400.2) both hands are shown, and
the library only as its size (its order is not what a viewer follows). Every value is JSON
data (names, numbers, booleans), never an object of the engine.
"""

from __future__ import annotations

from typing import Any

from manastack import Game, IllegalActionError
from manastack.api import GameObject, PlayerRef, Zone

__all__ = ["board"]


def board(game: Game) -> dict[str, Any]:
    """The board of ``game`` now: turn, step, whose priority, each player's zones, the stack."""
    s = game.state
    t = s.turn
    players = []
    for p in s.players:
        players.append({
            "name": p.name, "life": p.life, "poison": p.poison,  # CR 119, 122.1f
            "counters": dict(sorted(dict(p.counters).items())), "mana_pool": str(p.mana_pool),
            "lost": p.lost, "won": p.won,
            "library": len(game.library(p.index)),
            "hand": [_card(game, o) for o in game.hand(p.index)],
            # CR 110.2: a permanent is shown on its controller's side
            "battlefield": [_card(game, o) for o in game.battlefield(p.index)],
            "graveyard": [_card(game, o) for o in game.graveyard(p.index)],
            # exile and the command zone are shared (CR 400.2): shown with their owner
            "exile": [_card(game, o) for o in game.exile() if o.owner == p.index],
            "command": [_card(game, o) for o in game.objects_in(Zone.COMMAND)
                        if o.owner == p.index],
        })
    return {
        "turn": t.number, "step": t.step.label, "active": t.active, "priority": t.priority,
        "over": s.over, "winner": s.winner, "players": players,
        # the top of the stack last, as the engine keeps it (CR 405.2)
        "stack": [_stack_object(game, o) for o in game.stack()],
    }


def _card(game: Game, obj: GameObject) -> dict[str, Any]:
    shown: dict[str, Any] = {"id": obj.id, "name": obj.card.name}
    if obj.is_token:
        shown["token"] = True
    if obj.zone is Zone.BATTLEFIELD:
        shown["tapped"] = obj.tapped  # CR 110.5
        if obj.counters:
            shown["counters"] = dict(sorted(obj.counters.items()))  # CR 122.1
        if obj.damage:
            shown["damage"] = obj.damage  # CR 120.3e
        if game.is_attacking(obj.id):
            shown["attacking"] = True  # CR 506.4
        if game.is_blocking(obj.id):
            shown["blocking"] = True  # CR 506.4
        if obj.attached_to is not None:
            shown["attached_to"] = obj.attached_to  # CR 301.5, 303.4
        if game.chars(obj.id).power is not None:
            shown["power"] = game.power(obj.id)
            shown["toughness"] = game.toughness(obj.id)
    return shown


def _stack_object(game: Game, obj: GameObject) -> dict[str, Any]:
    """A spell or an ability on the stack (CR 405.1) with its controller and targets (115.1)."""
    ability = obj.tags.get("ability")
    groups: Any = obj.spell.targets if obj.spell is not None else \
        getattr(ability, "targets", ())
    text = obj.spell.text if obj.spell is not None else getattr(ability, "text", "")
    return {"id": obj.id, "name": obj.card.name, "controller": obj.controller,
            "text": text or "",
            "targets": [_target(game, t) for group in groups for t in group]}


def _target(game: Game, target: Any) -> str:
    if isinstance(target, PlayerRef):
        return game.player(target.index).name
    if isinstance(target, int):
        try:
            return f"{game.last_known(target).card.name} (#{target})"
        except IllegalActionError:  # never in the game (CR 400.7): its id says which
            return f"#{target}"
    return str(target)
