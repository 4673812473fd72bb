"""Cycling's and typecycling's activated abilities (CR 702.29a, 702.29e, 113.6b).

Imported by the first card with cycling read: ``manastack_cycling`` (the entry point) stays
light.
"""

from __future__ import annotations

import re

import attrs
from attrs import field, frozen

from manastack.api import (
    ActivatedAbility,
    DiscardSelf,
    Draw,
    Mode,
    ObjectFilter,
    SearchLibrary,
    Zone,
)
from manastack_cycling import CYCLING
from manastack_grammar.api import Builder, NotUnderstood, parse_cost

__all__ = ["CyclingAbility", "searched_filter"]

_SUPERTYPES = frozenset({"basic", "legendary", "snow"})
_CARD_TYPES = frozenset({"land", "artifact", "creature", "enchantment"})


@frozen
class CyclingAbility(ActivatedAbility):
    """"[Cost], Discard this card: Draw a card" (702.29a) or "... Search your library for a
    [type] card, reveal it, put it into your hand, then shuffle" (702.29e), functioning in
    the hand only (113.6b). ``keyword`` names the kind ("cycling", "swampcycling")."""

    keyword: str = field(default=CYCLING, kw_only=True)
    plugin: str = field(default="cycling", kw_only=True, eq=False)


def searched_filter(kind: str) -> ObjectFilter:
    """CR 702.29e: the card a typecycling searches for: "swampcycling" a Swamp card, "basic
    landcycling" a basic land card, "wizardcycling" a Wizard card."""
    words = kind.removesuffix("cycling").split()
    supertypes = tuple(w.capitalize() for w in words if w in _SUPERTYPES)
    types = tuple(w.capitalize() for w in words if w in _CARD_TYPES)
    subtypes = tuple(w.capitalize() for w in words
                     if w not in _SUPERTYPES and w not in _CARD_TYPES)
    return ObjectFilter(types=types, subtypes=subtypes, supertypes=supertypes,
                        text=" ".join(words))


def _build(match: re.Match[str]) -> CyclingAbility | None:
    """"Cycling {2}", "Cycling—Pay 2 life.", "Basic landcycling {1}{R}": the printed cost
    plus "Discard this card" (702.29a); a cost the grammar can't read is no match."""
    text = match.group(0)
    kind = text[:text.lower().index("cycling") + len("cycling")].lower()
    try:
        cost = parse_cost(match["cost"], Builder(card=""))
    except NotUnderstood:
        return None
    cost = attrs.evolve(cost, parts=(*cost.parts, DiscardSelf(text="Discard this card")))
    if kind == CYCLING:
        effect = Mode(instructions=(Draw(amount=1),), text="Draw a card.")
    else:
        flt = searched_filter(kind)
        effect = Mode(instructions=(SearchLibrary(filter=flt, to=Zone.HAND, reveal=True,
                                                  shuffle=True),),
                      text=f"Search your library for a {flt.text} card, reveal it, put it "
                           f"into your hand, then shuffle.")
    return CyclingAbility(cost=cost, effect=effect, zones=(Zone.HAND.value,), keyword=kind,
                          text=text)
