"""The awaken keyword's value and the work of its hooks (CR 702.113)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack.api import CastingPermission, Cost, Game, KeywordAbility, Zone
from manastack_awaken import PERMISSION, PLUGIN

if TYPE_CHECKING:
    from manastack.api import Spell
    from manastack_grammar.api import Builder

#: The number of counters, as the reader reads it in a sentence ("put four +1/+1 counters").
_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten")

#: The printed keyword line, with or without its reminder text (702.113a).
_LINE = re.compile(r"^awaken (\d+)\s*[—-]\s*((?:\{[^}]+\})+)[^\n]*$",
                   re.IGNORECASE | re.MULTILINE)


@frozen
class AwakenAbility(KeywordAbility):
    """"Awaken N—[cost]" (702.113a): the alternative cost the card may be cast for and the
    number of +1/+1 counters its spell ability puts on the land."""

    count: int = field(default=0, kw_only=True)
    cost: Cost = field(factory=Cost, kw_only=True)


def build(match: re.Match[str], b: Builder) -> AwakenAbility | None:
    """CR 702.113a: the awaken cost, as the card's alternative cost, and N; None (not
    understood, the line quoted) when the cost can't be read or N has no word here."""
    from manastack_grammar.api import keyword_cost

    cost = keyword_cost(match, b)
    count = int(match["n"])
    if cost is None or count >= len(_WORDS):
        return None
    return AwakenAbility(keyword="awaken", count=count, cost=cost, text=match.group(0),
                         plugin=PLUGIN)


def casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.113a, 118.9, 601.2b: cast a card from your hand paying its awaken cost instead
    (only the hand: another zone's permission carries its own alternative cost, which
    can't be combined, 118.9a)."""
    out: list[CastingPermission] = []
    for oid in game.with_keyword("awaken", Zone.HAND, player):
        for ability in game.chars(oid).abilities:
            if isinstance(ability, AwakenAbility):
                out.append(CastingPermission(
                    name=PERMISSION, obj=oid, zone=Zone.HAND, cost=ability.cost,
                    alternative=True, plugin=PLUGIN,
                    label=f"for its awaken cost {ability.cost.mana} (awaken {ability.count})",
                    data={"rule": "702.113a"}))
    return out


def awakened(spell: Spell) -> bool:
    """CR 702.113a: was ``spell`` cast paying its awaken cost (the permission this plugin
    offers; a copy copies that choice, 707.10)?"""
    return spell.permission.plugin == PLUGIN and spell.permission.name == PERMISSION


def ability_text(count: int) -> str:
    """CR 702.113a: the awaken spell ability's words, its counters written as a word."""
    return (f"Put {_WORDS[count]} +1/+1 counter{'s' if count != 1 else ''} on target land "
            "you control. That land becomes a 0/0 Elemental creature with haste. "
            "It's still a land.")


def spell_text(game: Game, spell: Spell, text: str) -> str | None:
    """CR 702.113a-b: cast for its awaken cost, the spell ability (and its target) follows
    the keyword line where it is printed (608.2c: in the order written); otherwise None,
    the spell cast as if it didn't have that target (702.113b)."""
    if not awakened(spell):
        return None
    line = _LINE.search(text)
    if line is None:
        return None
    count = int(line.group(1))
    if count >= len(_WORDS):
        return None
    changed = f"{text[:line.end()]}\n{ability_text(count)}{text[line.end():]}"
    if not spell.provisional:  # legal actions only ask what the spell would be
        game.log_event("awaken", f"awaken: {spell.card.name} was cast for its awaken cost: "
                       f"it also puts {count} +1/+1 counter(s) on target land you control, "
                       "which becomes a 0/0 Elemental creature with haste",
                       rule="702.113a")
    return changed
