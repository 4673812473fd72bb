"""Devoid's characteristic-defining effect (CR 702.114a, 604.3, 613.1e, 613.3).

Imported by the first recomputation of characteristics in a game with the plugin enabled:
``manastack_devoid`` (the entry point) stays light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from manastack.api import ContinuousEffect, KeywordAbility, SetColors, Zone
from manastack_devoid import DEVOID

if TYPE_CHECKING:
    from manastack.api import Card, Game

__all__ = ["colorless", "has_devoid"]

_COLORLESS = SetColors(colors=())


#: The answer of :func:`has_devoid` by card object (kept alive here, so its id is not reused):
#: asked for every object of every zone at every layer pass, and a card's own abilities never
#: change (``Card`` is frozen; a copy or a face change is another card object).
_PRINTED: dict[int, tuple[Card, bool]] = {}
_PRINTED_LIMIT = 20_000  # tokens and copies make new card objects: bound the memory


def has_devoid(card: Card) -> bool:
    """The object's own abilities (those layer 6 starts from) include devoid."""
    known = _PRINTED.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    found = any(isinstance(a, KeywordAbility) and a.keyword == DEVOID for a in card.abilities)
    if len(_PRINTED) >= _PRINTED_LIMIT:
        _PRINTED.clear()
    _PRINTED[id(card)] = (card, found)
    return found


def colorless(game: Game) -> list[ContinuousEffect]:
    """CR 702.114a: one characteristic-defining effect (604.3, applied first in layer 5,
    613.3) on every devoid object of every zone ("functions everywhere")."""
    objects = game.state.objects
    known = _PRINTED
    for obj in objects.values():  # every object at every pass: one pass, the cache inline
        card = obj.card
        hit = known.get(id(card))
        if hit[1] if hit is not None and hit[0] is card else has_devoid(card):
            break
    else:
        return []  # no object has it (every object is in one zone, CR 400.1)
    ids = tuple(i for zone in Zone for i in game.ids_in(zone) if has_devoid(objects[i].card))
    if not ids:
        return []
    return [ContinuousEffect(parts=(_COLORLESS,), objects=ids, zones=tuple(Zone), cda=True,
                             text="devoid: this object is colorless", rule="702.114a")]
