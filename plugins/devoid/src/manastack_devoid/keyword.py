"""Devoid's characteristic-defining effect (CR 702.114a, 604.3, 613.1e, 613.3).

Imported by the first recomputation of characteristics in a game with the plugin enabled:
``manastack_devoid`` (the entry point) stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.api import ContinuousEffect, SetColors, Zone
from manastack_devoid import DEVOID

if TYPE_CHECKING:
    from manastack.api import Game

__all__ = ["colorless"]

_COLORLESS = SetColors(colors=())


def colorless(game: Game) -> list[ContinuousEffect]:
    """CR 702.114a: one characteristic-defining effect (604.3, applied first in layer 5,
    613.3) on every devoid object of every zone ("functions everywhere")."""
    ids = game.with_own_keyword(DEVOID)  # read once per object, not at every pass
    if not ids:
        return []
    return [ContinuousEffect(parts=(_COLORLESS,), objects=ids, zones=tuple(Zone), cda=True,
                             text="devoid: this object is colorless", rule="702.114a")]
