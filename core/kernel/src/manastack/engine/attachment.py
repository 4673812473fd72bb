"""What an Aura, Equipment or Fortification can be attached to (CR 701.3a, 301.5c, 301.6,
303.4d, 702.5a, 702.16c-d).

One answer for both places that ask: an effect attaching it (701.3b, 303.4j, 301.5b: it
doesn't move) and the state-based actions (704.5m: an Aura attached illegally is put into its
owner's graveyard; 704.5n: an Equipment or Fortification becomes unattached), so what an
effect may attach is exactly what the state-based actions let stay attached.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from manastack.model.objects import GameObject, Zone
from manastack.model.protection import protection_from

if TYPE_CHECKING:
    from manastack.engine.game import Game
    from manastack.model.objects import Characteristics

#: CR 301.5c: the one keyword that lets an Equipment that's also a creature equip a creature
#: (702.151, reconfigure; its plugin makes it stop being a creature once attached, 702.151b).
RECONFIGURE = "reconfigure"


def aura_cant_enchant(game: Game, aura_id: int, host: GameObject) -> str:
    """Why the Aura ``aura_id`` can't enchant the permanent ``host`` (CR 303.4d: not itself,
    not while a creature; 702.16c: not a permanent with protection from it; 303.4a, 702.5a:
    only what its enchant ability allows), or "" when it can."""
    if host.id == aura_id:
        return "an Aura can't enchant itself (303.4d)"
    aura = game.chars(aura_id)
    if aura.is_creature:
        return "an Aura that is also a creature can't enchant anything (303.4d)"
    shield = protection_from(game.chars(host.id).keywords, aura)
    if shield is not None:  # CR 702.16c: it can't be enchanted by an Aura of the quality
        return f"it can't enchant a permanent with {shield} (702.16c)"
    for ability in aura.abilities:
        spec: Any = getattr(ability, "enchant", None)
        flt = getattr(spec, "objects", None)
        if flt is not None and not flt.matches(game, host, player=game.controller(aura_id),
                                               source=aura_id):
            return f"an illegal object for its enchant ability ({spec})"
        if spec is not None and flt is None:  # CR 303.4d: "enchant player" can't enchant it
            return f"an illegal object for its enchant ability ({spec})"
    return ""


def cant_equip(game: Game, ch: Characteristics, host: GameObject | None) -> str:
    """Why an Equipment or Fortification with the characteristics ``ch`` can't be attached to
    ``host`` (CR 301.5: only a creature; 301.6: only a land; 702.16d: not a permanent with
    protection from it), or "" when it can; ``host`` None: an object that is gone."""
    if ch.type_line.has_subtype("Equipment"):
        what, kind, verb, rule = "an Equipment", "a creature", "equip", "301.5"
        fits = host is not None and host.zone is Zone.BATTLEFIELD and \
            game.chars(host.id).is_creature
    else:
        what, kind, verb, rule = "a Fortification", "a land", "fortify", "301.6"
        fits = host is not None and host.zone is Zone.BATTLEFIELD and game.chars(host.id).is_land
    if not fits or host is None:
        return f"{what} can be attached only to {kind} on the battlefield ({rule})"
    shield = protection_from(game.chars(host.id).keywords, ch)
    if shield is not None:
        return f"it can't {verb} a permanent with {shield} (702.16d)"
    return ""


def attach_refusal(game: Game, obj_id: int, host_id: int) -> str:
    """Why an effect can't attach the permanent ``obj_id`` to the object ``host_id``, or ""
    when it can (CR 701.3a: only to what it could enchant, equip or fortify; 701.3b: a
    permanent that is none of those can't be attached at all). ``host_id`` must exist."""
    ch = game.chars(obj_id)
    tl = ch.type_line
    host = game.obj(host_id)
    if tl.has_subtype("Aura"):
        if host.zone is not Zone.BATTLEFIELD:  # as 704.5m is played: an Aura's host is a permanent
            return "an Aura attached to an object not on the battlefield (704.5m)"
        return aura_cant_enchant(game, obj_id, host)
    if tl.has_subtype("Equipment") or tl.has_subtype("Fortification"):
        if host_id == obj_id:
            return "an Equipment or Fortification can't be attached to itself (301.5c, 301.6)"
        if ch.is_creature and not (tl.has_subtype("Equipment") and RECONFIGURE in ch.keywords):
            # CR 301.5c, 301.6: only reconfigure lets an Equipment creature equip
            return "an Equipment or Fortification that's also a creature can't be attached " \
                   "(301.5c, 301.6)"
        return cant_equip(game, ch, host)
    return "it isn't an Aura, Equipment or Fortification"


def aura_cant_enchant_player(game: Game, aura_id: int, index: int) -> str:
    """What makes the player ``index`` one the Aura ``aura_id`` can't enchant, as "an Aura
    attached to [that]" says it (CR 303.4d: only a player its enchant ability allows, "enchant
    player", "enchant opponent"; 800.4a: not one who left the game), or "" when it can."""
    player = game.state.players[index]
    if player.lost or player.won:
        return "a player who left the game (800.4a)"
    for ability in game.chars(aura_id).abilities:
        spec: Any = getattr(ability, "enchant", None)
        if spec is None:
            continue
        who = getattr(spec, "players", None)
        if who is None or not who.matches(index, game.controller(aura_id)):
            return f"an illegal player ({spec})"
    return ""
