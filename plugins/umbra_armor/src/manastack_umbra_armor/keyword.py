"""The umbra armor replacement effect (CR 702.89a)."""

from __future__ import annotations

from collections.abc import Callable

from manastack.api import Game, Replacement, Zone, ZoneMove
from manastack_umbra_armor import UMBRA_ARMOR

Apply = Callable[[ZoneMove], ZoneMove]


def replacements(game: Game, move: ZoneMove) -> list[Replacement]:
    """CR 702.89a: one replacement per Aura with umbra armor attached to the permanent that
    would be destroyed (a destruction moves it from the battlefield to a graveyard, 701.8a)."""
    obj = move.obj
    if obj.zone is not Zone.BATTLEFIELD or move.to_zone is not Zone.GRAVEYARD:
        return []  # CR 614.6: an earlier replacement already changed the event
    out: list[Replacement] = []
    for aura in game.battlefield():
        if aura.attached_to != obj.id or not game.has_keyword(aura.id, UMBRA_ARMOR):
            continue
        out.append(Replacement(key=f"umbra armor:{aura.id}:{obj.id}",
                               text=f"umbra armor of {aura}: {obj} is not destroyed",
                               apply=_instead(game, aura.id), rule="702.89a"))
    # CR 614.12: an Aura destroyed in the same event ("destroy all nonland permanents")
    # still had its replacement effect when the event happened
    for aura, chars in game.left_in_this_event():
        if aura.zone is Zone.BATTLEFIELD and aura.attached_to == obj.id and \
                chars is not None and UMBRA_ARMOR in chars.keywords:
            out.append(Replacement(key=f"umbra armor:{aura.id}:{obj.id}",
                                   text=f"umbra armor of {aura}: {obj} is not destroyed",
                                   apply=_instead(game, aura.id, gone=str(aura)),
                                   rule="702.89a"))
    return out


def _instead(game: Game, aura_id: int, *, gone: str | None = None) -> Apply:
    """``gone``: the Aura's name when it was destroyed in the same event, already."""
    def apply(m: ZoneMove) -> ZoneMove:
        obj = m.obj
        aura = gone if gone is not None else str(game.obj(aura_id))
        game.log_event("effect", f"umbra armor: instead of {obj} being destroyed, all damage "
                       f"marked on it is removed and {aura} is destroyed", rule="702.89a",
                       source=None if gone is not None else aura_id)
        # CR 702.89a: the damage goes first, so a lethal amount doesn't destroy it again
        game.update(obj.id, damage=0, deathtouch_damage=False)
        if gone is None:  # CR 702.89a: an Aura destroyed in the same event is destroyed already
            game.destroy(aura_id, rule="702.89a")
        return m.replace(to_zone=Zone.BATTLEFIELD)  # CR 614.6: it isn't destroyed

    return apply
