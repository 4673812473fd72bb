"""The overload keyword's ability, its text change and the work of its hooks (CR 702.96).

Imported by the first card with overload read, or the first hook call of a game:
``manastack_overload`` itself (the entry point) stays light, so that loading the
rules imports none of the card vocabulary (docs/plugin-guide.rst, "Keep the entry
module light").
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import Cost, KeywordAbility, ManaCost, Zone
from manastack_overload import PERMISSION, PLUGIN

# the engine's names (casting, game, layers, zones...) are imported from the API inside the functions
# that run them, which imports their modules then: reading a card imports none of them
if TYPE_CHECKING:
    from manastack.api import CastingPermission, Game, Spell

__all__ = [
    "OverloadAbility",
    "is_overloaded",
    "overload_abilities",
    "overloaded_text",
]


@frozen
class OverloadAbility(KeywordAbility):
    """"Overload [cost]" (CR 702.96a): the alternative cost the card may be cast for."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return f"Overload {self.cost}"


def _build(match: re.Match[str]) -> OverloadAbility:
    cost = Cost(mana=ManaCost.parse(match.group(1)))
    return OverloadAbility(keyword="overload", cost=cost, plugin=PLUGIN, text=match.group(0))


def overload_abilities(game: Game, obj_id: int) -> list[OverloadAbility]:
    """The overload abilities the object has now (CR 702.96a; one per instance)."""
    return [a for a in game.chars(obj_id).abilities if isinstance(a, OverloadAbility)]


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.96a, 118.9, 601.2b: cast a card from your hand paying its overload cost instead.

    Only the hand is scanned: the kernel's own permission is "from hand", and a
    permission from another zone (flashback, escape) already carries its own
    alternative cost, which can't be combined with overload (CR 118.9a, SEED-23).
    Timing stays the card's own (``timing=None``).
    """
    out: list[CastingPermission] = []
    for oid in game.with_keyword("overload", Zone.HAND, player):
        ch = game.chars(oid)
        from manastack.api import CastingPermission

        for ability in (a for a in ch.abilities if isinstance(a, OverloadAbility)):
            out.append(CastingPermission(
                name=PERMISSION, obj=oid, zone=Zone.HAND, cost=ability.cost,
                alternative=True, plugin=PLUGIN, label=f"for its overload cost {ability.cost}",
                data={"rule": "702.96a"},
            ))
    return out


_WORD = re.compile(r"\b(target)\b", re.IGNORECASE)
_REMINDER = re.compile(r"\([^()]*\)")


def overloaded_text(text: str) -> str:
    """Replace every instance of the word "target" with "each" (CR 702.96a), keeping case.

    Reminder text (in parentheses) is not rules text and is left alone.
    """

    def each(m: re.Match[str]) -> str:
        word = m.group(1)
        return "Each" if word[0].isupper() else "each"

    out: list[str] = []
    last = 0
    for reminder in _REMINDER.finditer(text):
        out.append(_WORD.sub(each, text[last:reminder.start()]))
        out.append(reminder.group(0))
        last = reminder.end()
    out.append(_WORD.sub(each, text[last:]))
    return "".join(out)


def is_overloaded(spell: Spell) -> bool:
    """Was ``spell`` cast paying its overload cost (the permission this plugin offers)?"""
    return spell.permission.plugin == PLUGIN and spell.permission.name == PERMISSION


def spell_text(game: Game, spell: Spell, text: str) -> str | None:
    """CR 702.96a-c, 612: with the overload cost chosen, "target" becomes "each"."""
    if not is_overloaded(spell):
        return None
    changed = overloaded_text(text)
    if changed == text:
        return None
    if not spell.provisional:  # legal actions only ask what the spell would be
        game.log_event("overload", f"{spell.card.name} is overloaded: \"target\" becomes "
                       "\"each\" in its text, so it has no targets", rule="702.96b")
    return changed
