"""Playing a card exiled by an effect for a while (CR 601.2a, 305.1, 611.2a): "You may play
that card this turn", "until the end of your next turn", "you may cast that card"; also a card
milled into a graveyard ("Mill a card. You may play that card this turn.", 601.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import frozen

from manastack.model.objects import GameObject, Zone
from manastack.model.spells import CastingPermission
from manastack.model.turns import Step

if TYPE_CHECKING:
    from manastack.engine.game import Game


#: The tag an exiled card carries while a player may play it, and its casting permission's name.
PLAY_FROM_EXILE = "play from exile"

#: CR 400.7: the zones such a permission is given in; it follows the card in that zone only.
_PERMISSION_ZONES = (Zone.EXILE, Zone.GRAVEYARD)


@frozen
class ExilePlay:
    """Who may play the exiled card carrying it (as its tag :data:`PLAY_FROM_EXILE`), and for how
    long: ``lands``: "play" lets a land be played (CR 305.1), "cast" doesn't; ``turn``: the
    turn the permission was given; ``next_turn``: "until the end of your next turn" (611.2a),
    else it ends with this turn; ``lasting``: no duration stated, it lasts until the game ends
    (611.2a), for as long as the card stays exiled (400.7); ``free``: "without paying its
    mana cost" (118.9)."""

    player: int
    lands: bool
    turn: int
    next_turn: bool = False
    lasting: bool = False
    #: CR 118.9, 601.2b: "without paying its mana cost": cast for that alternative cost
    free: bool = False
    #: CR 611.2a, 513.1, 503.1: "until your next end step" / "until the beginning of your next
    #: upkeep": it ends as that step of ``player``'s turn next begins, not in a cleanup step
    until_step: Step | None = None


def allow_play_from_exile(game: Game, obj_id: int, player: int, *, lands: bool,
                          next_turn: bool, rule: str = "601.2a",
                          lasting: bool = False, free: bool = False,
                          until_step: Step | None = None) -> GameObject | None:
    """CR 601.2a, 305.1, 611.2a: ``player`` may play (``lands``) or cast the card ``obj_id`` from
    exile until the end of this turn, of their next (``next_turn``) or of the game (``lasting``:
    no duration stated); ``free``: "without paying its mana cost" (118.9). The permission is
    for that object only: a card leaving exile is a new object without it (400.7). None when it is not in
    exile (the permission has nothing to apply to)."""
    obj = game.find(obj_id)
    if obj is None or obj.zone not in _PERMISSION_ZONES:
        return None
    permission = ExilePlay(player, lands, game.state.turn.number, next_turn, lasting, free,
                           until_step)
    verb = "play" if lands else "cast"
    if free:
        verb += " (without paying its mana cost, CR 118.9)"
    until = permission_lasts(lasting=lasting, next_turn=next_turn, until_step=until_step)
    where = "exile" if obj.zone is Zone.EXILE else "a graveyard"
    game.log_event("permission", f"{game.player(player)} may {verb} {obj.card.name} from {where} "
                   f"{until} (CR {rule}, 611.2a)", rule=rule, obj=obj_id)
    return game.update(obj_id, tags={**obj.tags, PLAY_FROM_EXILE: permission})


#: The steps a permission may last until, as the Oracle text names them (CR 513.1, 503.1).
_STEP_WORDS = {Step.END: "end step", Step.UPKEEP: "upkeep"}


def permission_lasts(*, lasting: bool, next_turn: bool, until_step: Step | None,
                     whose: str = "their") -> str:
    """CR 611.2a: how long a permission to play a card lasts, in words (``whose`` turn)."""
    if lasting:
        return "for as long as it remains exiled"
    if until_step is not None:
        return f"until {whose} next {_STEP_WORDS[until_step]}"
    return f"until the end of {whose} next turn" if next_turn else "this turn"


def exile_play(obj: GameObject, player: int) -> ExilePlay | None:
    """The permission ``player`` has to play the exiled card ``obj`` (CR 601.2a), if any."""
    found = obj.tags.get(PLAY_FROM_EXILE)
    if isinstance(found, ExilePlay) and found.player == player and obj.zone in _PERMISSION_ZONES:
        return found
    return None


def exiled_with_permission(game: Game) -> list[GameObject]:
    """The exiled cards some player may play now (CR 601.2a), in the exile zone's order. The
    kernel indexes the objects carrying :data:`PLAY_FROM_EXILE` (``State.tagged``), so a game
    whose exile holds no such card answers without reading the zone, at every priority."""
    objects = game.state.objects
    for oid in game.state.tagged:
        if PLAY_FROM_EXILE in objects[oid].tags:
            break
    else:
        return []
    return [obj for zone in _PERMISSION_ZONES for obj in game.objects_in(zone)
            if PLAY_FROM_EXILE in obj.tags]


def exile_cast_permissions(game: Game, player: int) -> list[CastingPermission]:
    """CR 601.2a: casting a nonland card ``player`` may play from exile, for its mana cost (or
    without paying it, 118.9) and with its normal timing (the land is played instead, 305.1:
    :func:`may_play_land`)."""
    if not game.state.tagged:
        return []  # asked at every priority: no object carries the permission
    out: list[CastingPermission] = []
    for obj in exiled_with_permission(game):
        found = exile_play(obj, player)
        if found is None or obj.card.type_line.has_type("Land"):
            continue
        if found.free:
            # CR 118.9, 601.2b: "without paying its mana cost" is an alternative cost
            out.append(CastingPermission(
                name=PLAY_FROM_EXILE, obj=obj.id, zone=obj.zone, alternative=True,
                without_paying=True, label=f"from {obj.zone.value} without paying its mana "
                "cost, CR 601.2a, 118.9", data={"rule": "118.9"}))
        else:
            # CR 601.2a, 601.3: from exile, or from a graveyard for a card milled so
            out.append(CastingPermission(
                name=PLAY_FROM_EXILE, obj=obj.id, zone=obj.zone, alternative=False,
                label=f"from {obj.zone.value}, CR 601.2a", data={"rule": "601.2a"}))
    return out


def may_play_land(obj: GameObject, player: int) -> bool:
    """CR 305.1: may ``player`` play the land ``obj`` from exile ("play", not "cast")?"""
    found = exile_play(obj, player)
    return found is not None and found.lands


def end_exile_plays(game: Game) -> None:
    """CR 514.2, 611.2a: in the cleanup step the permissions to play exiled cards "this turn"
    end, and those "until the end of your next turn" of the active player given in an earlier
    turn (this turn is their next)."""
    if not game.state.tagged:
        return
    turn = game.state.turn
    for obj in exiled_with_permission(game):
        found = obj.tags.get(PLAY_FROM_EXILE)
        if not isinstance(found, ExilePlay) or found.lasting or found.until_step is not None:
            continue  # CR 611.2a: no duration stated, or one ending at a step's beginning
        if found.next_turn and not (found.player == turn.active and turn.number > found.turn):
            continue
        tags = {k: v for k, v in obj.tags.items() if k != PLAY_FROM_EXILE}
        game.update(obj.id, tags=tags)
        game.log_event("cleanup", f"{game.player(found.player)} may no longer play "
                       f"{obj.card.name} from exile (CR 611.2a)", rule="611.2a", obj=obj.id)


def end_exile_plays_at(game: Game, step: Step) -> None:
    """CR 611.2a, 513.1, 503.1: as ``step`` of a player's turn begins, the permissions of that
    player lasting "until your next end step" / "until the beginning of your next upkeep" end;
    each was given before this step began, so this is its "next" one."""
    if not game.state.tagged:
        return  # asked at every step: no object carries a permission
    active = game.state.turn.active
    for obj in exiled_with_permission(game):
        found = obj.tags.get(PLAY_FROM_EXILE)
        if not isinstance(found, ExilePlay) or found.until_step is not step \
                or found.player != active:
            continue
        tags = {k: v for k, v in obj.tags.items() if k != PLAY_FROM_EXILE}
        game.update(obj.id, tags=tags)
        rule = "513.1" if step is Step.END else "503.1"
        game.log_event("permission", f"{game.player(found.player)} may no longer play "
                       f"{obj.card.name} from exile: their {_STEP_WORDS[step]} begins "
                       f"(CR 611.2a, {rule})", rule="611.2a", obj=obj.id)
