"""The landwalk block restriction (CR 702.14c, 509.1b): which land each kind of landwalk
looks for among the defending player's lands.

Imported by the first block the hook is asked about: ``manastack_landwalk`` (the entry
point) stays light (docs/plugin-guide.rst, "Keep the entry module light").
"""

from __future__ import annotations

import re
from functools import cache
from typing import TYPE_CHECKING

from attrs import frozen

from manastack.api import AsThough, ObjectFilter, StaticAbility, StaticEffect, as_though
from manastack_landwalk import LANDWALKS

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, TypeLine
    from manastack_grammar.api import Builder

#: The land a kind of landwalk looks for, and the static ability that sets it aside.
__all__ = ["WalkedLand", "build_blocked_as_though", "walked_land"]

#: CR 609.4: the "as though" action of "can be blocked as though it didn't have [walk]".
BLOCKED = "be blocked"

_SUPERTYPES = frozenset({"basic", "legendary", "snow", "world", "ongoing"})


@frozen
class WalkedLand:
    """The land a kind of landwalk looks for (702.14c): a land with ``required`` (each a
    supertype, card type or subtype), without any of ``forbidden``."""

    required: tuple[str, ...]
    forbidden: tuple[str, ...] = ()
    #: how the refusal names it ("an Island", "a nonbasic land")
    described: str = ""

    def matches(self, type_line: TypeLine) -> bool:
        if not type_line.has_type("Land"):
            return False
        return all(_has(type_line, t) for t in self.required) and \
            not any(_has(type_line, t) for t in self.forbidden)


def _has(type_line: TypeLine, word: str) -> bool:
    """A supertype, card type or subtype, as 702.14c lists them."""
    if word.lower() in _SUPERTYPES:
        return type_line.has_supertype(word)
    return type_line.has_type(word) or type_line.has_subtype(word)


@cache
def walked_land(keyword: str) -> WalkedLand:
    """CR 702.14a,c: "islandwalk" looks for an Island, "nonbasic landwalk" for a land
    without the supertype basic, "snow swampwalk" for a snow Swamp."""
    *qualities, last = keyword.removesuffix("walk").split()
    required: list[str] = []
    forbidden: list[str] = []
    for quality in qualities:
        if quality.startswith("non"):
            forbidden.append(quality.removeprefix("non").capitalize())
        else:
            required.append(quality.capitalize())
    if last != "land":
        required.append(last.capitalize())
    words = " ".join([*qualities, "land" if last == "land" else last.capitalize()])
    article = "an" if words[0].lower() in "aeiou" else "a"
    return WalkedLand(required=tuple(required), forbidden=tuple(forbidden),
                      described=f"{article} {words}")


def block_restrictions(game: Game, blocker: GameObject,
                       attacker: GameObject) -> list[str] | None:
    """CR 702.14c: the attacker can't be blocked as long as the defending player (the
    blocker's controller, 506.2) controls a land of the kind of any of its landwalks;
    702.14d: the blocker's own landwalk changes nothing."""
    walks = [k for k in LANDWALKS if game.has_keyword(attacker.id, k)]
    if not walks:
        return None  # most attackers: no landwalk, nothing imported nor looked at
    # CR 609.4: "can be blocked as though it didn't have islandwalk" sets that one aside
    walks = [k for k in walks if not as_though(game, BLOCKED, _without(k), attacker)]
    if not walks:
        return None
    defending = game.controller(blocker.id)
    lands = [game.chars(o.id).type_line for o in game.battlefield(defending)]
    reasons = []
    for walk in walks:
        land = walked_land(walk)
        if any(land.matches(t) for t in lands):
            reasons.append(f"the attacker has {walk} and the defending player controls "
                           f"{land.described} (702.14c)")
    return reasons or None


def _without(walk: str) -> str:
    return f"without {walk}"


def _has_a_landwalk(game: Game, obj: GameObject) -> bool:
    return any(game.has_keyword(obj.id, w) for w in LANDWALKS)


def build_blocked_as_though(m: re.Match[str], b: Builder) -> StaticAbility:
    """"Creatures with swampwalk can be blocked as though they didn't have swampwalk"
    (Quagmire), "Creatures with landwalk abilities can be blocked as though they didn't have
    those abilities" (Staff of the Ages): a static ability (CR 604.1) whose effect lets the
    creatures it names be blocked as though they lacked that landwalk (609.4), so 702.14c
    refuses none of their blocks for it; every creature with it, whoever controls it."""
    text = m.group(0)
    if m["all"]:
        flt = ObjectFilter(types=("Creature",), predicate=_has_a_landwalk,
                           text="creatures with landwalk abilities")
        parts = tuple(AsThough(BLOCKED, _without(w), text=text) for w in LANDWALKS)
    else:
        walk = m["walk"].lower()
        flt = ObjectFilter(types=("Creature",), keyword=walk, text=f"creatures with {walk}")
        parts = (AsThough(BLOCKED, _without(walk), text=text),)
    return StaticAbility(effects=(StaticEffect(parts=parts, filter=flt, text=text),), text=text)
