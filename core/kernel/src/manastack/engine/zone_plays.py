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
    EXILE_ZONE,
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


def _in_reach(game: Game, obj: GameObject, player: int, perm: ZonePlayPermission,
              source: int | None = None) -> bool:
    """Is ``obj`` in the zone ``perm`` lets ``player`` play from: a card of their own
    graveyard (404.1), or the top card of their own library (401.1)? A permission of a card
    itself (CR 113.6f) reaches that card alone (``source``), in its graveyard or in exile."""
    if obj.owner != player:
        return False
    if perm.itself:
        return obj.id == source and obj.zone is (
            Zone.EXILE if perm.zone == EXILE_ZONE else Zone.GRAVEYARD)
    if perm.zone == GRAVEYARD_ZONE:
        return obj.zone is Zone.GRAVEYARD
    if perm.zone == LIBRARY_TOP and obj.zone is Zone.LIBRARY:
        library = game.ids_in(Zone.LIBRARY, player)
        return bool(library) and library[0] == obj.id
    return False


def _candidates(game: Game, player: int, perms: list[ZonePlayPermission],
                sources: tuple[int | None, ...] = ()) -> list[GameObject]:
    """The cards of the zones ``perms`` name: the player's graveyard, their library's top;
    the cards ``sources`` of permissions of a card itself (CR 113.6f)."""
    found = (game.find(s) for s in sources if s is not None)
    out: list[GameObject] = [o for o in found if o is not None]
    perms = [p for p in perms if not p.itself]
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
        if perm.lands and _in_reach(game, obj, player, perm, effect.source):
            return effect, perm
    return None


def zone_lands(game: Game, player: int) -> list[GameObject]:
    """CR 116.2a: the land cards ``player`` may play now from their graveyard or their
    library's top (the land play's own timing and count are checked by the caller)."""
    held = [(effect, perm) for effect, perm in _held(game, player) if perm.lands]
    if not held:
        return []
    return [obj for obj in _candidates(game, player, [perm for _, perm in held])
            if obj.card.type_line.has_type("Land") and not obj.card.halves
            and any(_in_reach(game, obj, player, p, e.source) for e, p in held)]


def zone_cast_permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 601.3, 601.2a: casting a nonland card ``player`` may cast from their graveyard or
    their library's top, for its mana cost and with its normal timing (117.1a); ``spells``
    filters the card as it is in that zone."""
    held = [(effect, perm) for effect, perm in _held(game, player) if perm.spells is not None]
    if not held:
        return []
    out: list[CastingPermission] = []
    seen: set[int] = set()
    sources = tuple(effect.source for effect, perm in held if perm.itself)
    for obj in _candidates(game, player, [perm for _, perm in held], sources):
        if obj.id in seen or obj.card.type_line.has_type("Land"):
            continue
        for effect, perm in held:
            if _in_reach(game, obj, player, perm, effect.source) and \
                    perm.spells.matches(game, obj, player=player, source=effect.source):
                seen.add(obj.id)
                out.append(CastingPermission(
                    name=ZONE_PLAY, obj=obj.id, zone=obj.zone, alternative=False,
                    label=f"from the {perm.zone} ({source_name(game, effect)}), CR 601.3",
                    data={"rule": "601.3"}))
                break
    return out
