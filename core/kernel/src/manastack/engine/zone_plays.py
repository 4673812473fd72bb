"""Playing cards from a graveyard or the top of a library by an effect's permission (CR 601.3,
116.2a, 305.1-305.2): "You may play lands from your graveyard." (Crucible of Worlds), "You may
play lands and cast spells from the top of your library." (Future Sight).

The permissions are effects on players (:class:`~manastack.model.continuous.ZonePlayPermission`,
613.10), gathered by the layer pass (``LayerResult.zone_plays``): a game with none asks nothing
more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.engine.layers import current
from manastack.model.continuous import (
    GRAVEYARD_ZONE,
    LIBRARY_TOP,
    ContinuousEffect,
    ZonePlayPermission,
)
from manastack.model.objects import GameObject, Zone
from manastack.model.spells import CastingPermission

if TYPE_CHECKING:
    from manastack.engine.game import Game


#: The name of the casting permission a :class:`ZonePlayPermission` gives.
ZONE_PLAY = "play from another zone"


def _held(game: Game, player: int) -> list[tuple[ContinuousEffect, ZonePlayPermission]]:
    """The permissions on ``player`` now, with their effect (CR 613.10)."""
    return current(game).zone_plays.get(player, [])


def _in_reach(game: Game, obj: GameObject, player: int, perm: ZonePlayPermission) -> bool:
    """Is ``obj`` in the zone ``perm`` lets ``player`` play from: a card of their own
    graveyard (404.1), or the top card of their own library (401.1)?"""
    if obj.owner != player:
        return False
    if perm.zone == GRAVEYARD_ZONE:
        return obj.zone is Zone.GRAVEYARD
    if perm.zone == LIBRARY_TOP and obj.zone is Zone.LIBRARY:
        library = game.ids_in(Zone.LIBRARY, player)
        return bool(library) and library[0] == obj.id
    return False


def _candidates(game: Game, player: int, perms: list[ZonePlayPermission]) -> list[GameObject]:
    """The cards of the zones ``perms`` name: the player's graveyard, their library's top."""
    out: list[GameObject] = []
    if any(p.zone == GRAVEYARD_ZONE for p in perms):
        out.extend(game.objects_in(Zone.GRAVEYARD, player))
    if any(p.zone == LIBRARY_TOP for p in perms):
        library = game.ids_in(Zone.LIBRARY, player)
        if library:
            out.append(game.obj(library[0]))
    return out


def source_name(game: Game, effect: ContinuousEffect) -> str:
    """The name of the object whose ability gave ``effect``, for the log."""
    src = game.find(effect.source) if effect.source is not None else None
    return src.card.name if src is not None else effect.text


def land_play_permission(game: Game, obj: GameObject, player: int
                         ) -> tuple[ContinuousEffect, ZonePlayPermission] | None:
    """CR 116.2a, 305.1: the permission letting ``player`` play the land card ``obj`` from the
    zone it is in (their graveyard, their library's top), with its effect, if any; the land
    still counts against the lands they may play this turn (305.2, checked by the land
    play)."""
    for effect, perm in _held(game, player):
        if perm.lands and _in_reach(game, obj, player, perm):
            return effect, perm
    return None


def zone_lands(game: Game, player: int) -> list[GameObject]:
    """CR 116.2a: the land cards ``player`` may play now from their graveyard or their
    library's top (the land play's own timing and count are checked by the caller)."""
    perms = [perm for _, perm in _held(game, player) if perm.lands]
    if not perms:
        return []
    return [obj for obj in _candidates(game, player, perms)
            if obj.card.type_line.has_type("Land") and not obj.card.halves
            and any(_in_reach(game, obj, player, p) for p in perms)]


def zone_cast_permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 601.3, 601.2a: casting a nonland card ``player`` may cast from their graveyard or
    their library's top, for its mana cost and with its normal timing (117.1a); ``spells``
    filters the card as it is in that zone."""
    held = [(effect, perm) for effect, perm in _held(game, player) if perm.spells is not None]
    if not held:
        return []
    out: list[CastingPermission] = []
    seen: set[int] = set()
    for obj in _candidates(game, player, [perm for _, perm in held]):
        if obj.id in seen or obj.card.type_line.has_type("Land"):
            continue
        for effect, perm in held:
            if _in_reach(game, obj, player, perm) and \
                    perm.spells.matches(game, obj, player=player, source=effect.source):
                seen.add(obj.id)
                out.append(CastingPermission(
                    name=ZONE_PLAY, obj=obj.id, zone=obj.zone, alternative=False,
                    label=f"from the {perm.zone} ({source_name(game, effect)}), CR 601.3",
                    data={"rule": "601.3"}))
                break
    return out
