"""Changeling's characteristic-defining effect (CR 702.73a, 604.3, 613.1d, 613.3).

Imported by the first recomputation of characteristics in a game with the plugin enabled:
``manastack_changeling`` (the entry point) stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from attrs import frozen

from manastack.api import (
    CREATURE_TYPES,
    AddTypes,
    ContinuousEffect,
    TypeLine,
    Zone,
)
from manastack_changeling import CHANGELING

if TYPE_CHECKING:
    from manastack.api import Characteristics, Game, GameObject

__all__ = ["EveryCreatureType", "every_creature_type"]

#: Every creature type, sorted so that the type line is the same each game (determinism).
_ALL = tuple(sorted(CREATURE_TYPES))


@frozen
class EveryCreatureType(AddTypes):
    """Layer 4 (613.1d): the object gains every creature type, keeping its other types. A
    direct build of the type line: the generic :class:`~manastack.api.AddTypes` checks each of
    the ~300 subtypes one by one, on every object and every pass."""

    subtypes: tuple[str, ...] = _ALL

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        tl = ch.type_line
        # CR 205.3d: creature types go only with the creature and kindred card types
        if not (tl.has_type("Creature") or tl.has_type("Kindred")):
            return ch
        own = set(tl.subtypes)
        added = tuple(s for s in _ALL if s not in own)
        return attrs.evolve(ch, type_line=TypeLine(tl.supertypes, tl.card_types,
                                                   tl.subtypes + added))

    def describe(self) -> str:
        return "is every creature type"


_EVERY = EveryCreatureType()


def every_creature_type(game: Game) -> list[ContinuousEffect]:
    """CR 702.73a: one characteristic-defining effect (604.3, applied first in layer 4,
    613.3) on every changeling object of every zone ("works everywhere")."""
    ids = game.with_own_keyword(CHANGELING)  # read once per object, not at every pass
    if not ids:
        return []
    return [ContinuousEffect(parts=(_EVERY,), objects=ids, zones=tuple(Zone),
                             cda=True, text="changeling: this object is every creature type",
                             rule="702.73a")]
