"""The events of cycling a card (CR 702.29c-d, 702.29f): "When you cycle ~", "Whenever you
cycle a card / another card", "Whenever a player cycles a card".

A card is cycled when it is discarded to pay the cost of a cycling or typecycling ability
(702.29c, 702.29f): the kernel's ``"activate"`` event names the ability and what each card
discarded to pay its cost became where it went.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from manastack.api import EventPlayer, Game, GameObject, SourceRef, TriggerCondition
from manastack_cycling.keyword import CyclingAbility
from manastack_grammar.api import Builder, SentenceResult

#: CR 702.29c: "These abilities trigger from whatever zone the card winds up in after it's
#: cycled": its owner's graveyard, or exile if a replacement sent it there (614.1).
_CYCLED_CARD_ZONES = ("graveyard", "exile")


def _cycled(data: Mapping[str, Any]) -> tuple[int, ...]:
    """The cards discarded to pay a cycling cost (702.29c), as the objects they became;
    none for any other activated ability."""
    if not isinstance(data.get("ability"), CyclingAbility):
        return ()
    return tuple(data.get("discarded", ()))


def you_cycle_self(m: re.Match[str], b: Builder) -> SentenceResult:
    """"When you cycle ~" (CR 702.29c): the card itself is discarded to pay a cycling cost;
    the ability triggers from the zone the card went to, "it" being the card there."""

    def cycled_self(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return source.id in _cycled(data)

    b.trigger_zones = _CYCLED_CARD_ZONES
    b.it = SourceRef()  # "it" is the cycled card, where it went (702.29c), not the hand card
    return TriggerCondition("activate", whose="you", predicate=cycled_self, text=m.group(0))


def player_cycles_a_card(m: re.Match[str], b: Builder) -> SentenceResult:
    """"Whenever you cycle a card / another card", "Whenever a player cycles a card" (CR
    702.29d, 702.29f): a card discarded to pay a cycling or typecycling cost, once for each;
    "another" is a card other than the source (it can't be cycled from the battlefield);
    "that player" is the one who cycled it (603.7c)."""
    who = (m["who"] or m["who2"]).lower()

    def cycled(game: Game, source: GameObject, data: Mapping[str, Any]) -> bool:
        return bool(_cycled(data))

    if who != "you":
        b.that_player = EventPlayer()
    whose = {"you": "you", "an opponent": "opponent"}.get(who)
    return TriggerCondition("activate", whose=whose, predicate=cycled, text=m.group(0))
