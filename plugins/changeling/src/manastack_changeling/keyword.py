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
    KeywordAbility,
    TypeLine,
    Zone,
)
from manastack_changeling import CHANGELING

if TYPE_CHECKING:
    from manastack.api import Card, Characteristics, Game, GameObject

__all__ = ["EveryCreatureType", "every_creature_type", "has_changeling"]

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


#: The answer of :func:`has_changeling` by card object (kept alive here, so its id is not reused):
#: asked for every object of every zone at every layer pass, and a card's own abilities never
#: change (``Card`` is frozen; a copy or a face change is another card object).
_PRINTED: dict[int, tuple[Card, bool]] = {}
_PRINTED_LIMIT = 20_000  # tokens and copies make new card objects: bound the memory


def has_changeling(card: Card) -> bool:
    """The object's own abilities (those layer 6 starts from) include changeling."""
    known = _PRINTED.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    found = any(isinstance(a, KeywordAbility) and a.keyword == CHANGELING
               for a in card.abilities)
    if len(_PRINTED) >= _PRINTED_LIMIT:
        _PRINTED.clear()
    _PRINTED[id(card)] = (card, found)
    return found


def every_creature_type(game: Game) -> list[ContinuousEffect]:
    """CR 702.73a: one characteristic-defining effect (604.3, applied first in layer 4,
    613.3) on every changeling object of every zone ("works everywhere")."""
    objects = game.state.objects
    known = _PRINTED
    for obj in objects.values():  # every object at every pass: one pass, the cache inline
        card = obj.card
        hit = known.get(id(card))
        if hit[1] if hit is not None and hit[0] is card else has_changeling(card):
            break
    else:
        return []  # no object has it (every object is in one zone, CR 400.1)
    ids = tuple(i for zone in Zone for i in game.ids_in(zone) if has_changeling(objects[i].card))
    if not ids:
        return []
    return [ContinuousEffect(parts=(_EVERY,), objects=ids, zones=tuple(Zone),
                             cda=True, text="changeling: this object is every creature type",
                             rule="702.73a")]
