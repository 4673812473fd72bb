"""State-based actions (CR 704).

Checked whenever a player would receive priority (117.5): all applicable
actions are performed at once, then the check repeats until none applies
(704.3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from manastack.objects import Zone

if TYPE_CHECKING:
    from manastack.game import Game


def pending(game: Game) -> bool:
    """Would a state-based action happen now?"""
    return bool(_find(game))


def check(game: Game) -> None:
    """Perform state-based actions until none applies (CR 704.3)."""
    for _ in range(100):
        actions = _find(game)
        if not actions:
            return
        for action in actions:
            action()
        if game.state.over:
            return


def _find(game: Game) -> list[Callable[[], None]]:
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
        actions.append(lambda: _lose(game, losers))
    legends: dict[tuple[int, str], list[int]] = {}
    for obj in game.objects_in(Zone.BATTLEFIELD):
        ch = game.chars(obj.id)
        if ch.is_creature:
            toughness = ch.toughness or 0
            if toughness <= 0:
                actions.append(_to_graveyard(game, obj.id, "toughness 0 or less", "704.5f"))
                continue
            if obj.damage >= toughness and obj.damage > 0:
                actions.append(_destroy(game, obj.id, "lethal damage", "704.5g"))
                continue
            if obj.deathtouch_damage and obj.damage > 0:
                actions.append(_destroy(game, obj.id, "damage from a source with deathtouch",
                                        "704.5h"))
                continue
        if ch.type_line.has_type("Planeswalker") and obj.counter("loyalty") <= 0:
            actions.append(_to_graveyard(game, obj.id, "0 loyalty", "704.5i"))
            continue
        if ch.type_line.has_subtype("Aura") and not _aura_ok(game, obj.id):
            actions.append(_to_graveyard(game, obj.id, "an Aura attached to nothing legal",
                                         "704.5m"))
            continue
        if ch.type_line.has_supertype("Legendary"):
            legends.setdefault((obj.controller, ch.name), []).append(obj.id)
        plus, minus = obj.counter("+1/+1"), obj.counter("-1/-1")
        if plus and minus:
            n = min(plus, minus)
            actions.append(_annihilate(game, obj.id, n))
    for (controller, name), ids in legends.items():
        if len(ids) > 1:
            actions.append(_legend_rule(game, controller, name, ids))
    for zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.EXILE):
        for obj in game.objects_in(zone):
            if obj.is_token:
                actions.append(_cease(game, obj.id))  # CR 704.5d
    return actions



def _lose(game: Game, losers: list[tuple[int, str, str]]) -> None:
    for index, why, rule in losers:
        game.update_player(index, lost=True)
        game.log_event("game", f"{game.player(index)} loses the game: {why}", rule=rule)
    living = [p.index for p in game.players if not p.lost]
    if len(living) <= 1:
        game.state.over = True
        game.state.winner = living[0] if living else None
        if living:
            game.update_player(living[0], won=True)
            game.log_event("game", f"{game.player(living[0])} wins the game", rule="104.2a")
        else:
            game.log_event("game", "the game is a draw", rule="104.4a")


def _to_graveyard(game: Game, obj_id: int, why: str, rule: str) -> Callable[[], None]:
    def act() -> None:
        if game.find(obj_id) is not None:
            game.log_event("sba", f"{game.obj(obj_id)} is put into its owner's graveyard: {why}",
                           rule=rule)
            game.move(obj_id, Zone.GRAVEYARD, cause="sba", rule=rule)

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


def _cease(game: Game, obj_id: int) -> Callable[[], None]:
    def act() -> None:
        obj = game.find(obj_id)
        if obj is not None:
            game._remove_from_zone(obj)
            game._touch()
            game.log_event("sba", f"{obj} (a token) ceases to exist", rule="704.5d")

    return act


def _aura_ok(game: Game, obj_id: int) -> bool:
    obj = game.obj(obj_id)
    if obj.attached_to is None:
        return False
    host = game.find(obj.attached_to)
    return host is not None and host.zone is Zone.BATTLEFIELD
