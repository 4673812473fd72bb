"""The spells with split second on the stack (CR 702.61a)."""

from __future__ import annotations

from manastack.api import Game, GameObject, Zone
from manastack_split_second import SPLIT_SECOND


def split_second_spells(game: Game, other_than: int | None = None) -> list[GameObject]:
    """CR 702.61a: the spells on the stack with split second now (an ability on the stack is
    not a spell), ``other_than`` left out: the spell being cast is not "other"."""
    found = []
    for oid in game.ids_in(Zone.STACK):
        if oid == other_than:
            continue  # the spell being cast, often alone there: not read
        obj = game.obj(oid)
        if obj.spell is not None and game.has_keyword(oid, SPLIT_SECOND):
            found.append(obj)
    return found
