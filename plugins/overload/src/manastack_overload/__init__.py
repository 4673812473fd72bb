"""manastack plugin: overload (CR 702.96).

"Overload [cost]" is two static abilities that work while the spell is on the
stack (CR 702.96a):

- "You may choose to pay [cost] rather than pay this spell's mana cost": an
  alternative cost (CR 118.9). The plugin offers it as a casting permission
  named ``"overload"`` from its owner's hand (``manastack_casting_permissions``);
  the kernel then builds the total cost from it (CR 601.2f: increases, then
  reductions), refuses it when the spell is cast "without paying its mana
  cost" (CR 118.9a) and never combines it with another alternative cost
  (CR 601.2b: one permission is chosen).
- "If you chose to pay this spell's overload cost, change its text by
  replacing all instances of the word 'target' with the word 'each'": a
  text-changing effect (CR 702.96c, 612), given through
  ``manastack_spell_text``. The kernel recognises the new text again, so the
  overloaded spell has no targets at all (CR 702.96b): hexproof, shroud and
  protection can't stop it, and it can't fizzle (CR 608.2b).

The spell's mana value is its card's mana cost whatever was paid (CR 202.3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack import hookimpl
from manastack.abilities import KeywordAbility, KeywordDef
from manastack.cards import PRIORITY_POOL, CardSource, TomlCardSource
from manastack.costs import Cost
from manastack.mana import ManaCost
from manastack.objects import Zone

# the game engine's modules (casting, game, layers, zones...) are imported inside the
# functions that run them: loading the plugin (Rules.load) imports none of them
if TYPE_CHECKING:
    from manastack.casting import CastingPermission, Spell
    from manastack.game import Game

MANASTACK_REQUIRES: tuple[str, ...] = ()

#: The name of the casting permission (``table.cast(name, using="overload")``).
PERMISSION = "overload"
PLUGIN = "overload"


@frozen
class OverloadAbility(KeywordAbility):
    """"Overload [cost]" (CR 702.96a): the alternative cost the card may be cast for."""

    cost: Cost = field(factory=Cost, kw_only=True)

    def __str__(self) -> str:
        return f"Overload {self.cost}"


def _build(match: re.Match[str]) -> OverloadAbility:
    cost = Cost(mana=ManaCost.parse(match.group(1)))
    return OverloadAbility(keyword="overload", cost=cost, plugin=PLUGIN, text=match.group(0))


KEYWORD = KeywordDef(
    name="overload",
    pattern=r"overload ((?:\{[^}]+\})+)",
    build=_build,
    rule="702.96a",
    reminder='You may cast this spell for its overload cost. If you do, change "target" in its '
             'text to "each."',
)


@hookimpl
def manastack_register_keywords() -> Iterable[KeywordDef]:
    """CR 702.96: the keyword line "Overload {6}{U}"."""
    return [KEYWORD]


@hookimpl
def manastack_register_card_sources() -> Iterable[CardSource]:
    """The 28 printed overload cards, Oracle text verbatim (cards.toml)."""
    return [TomlCardSource.from_package(PLUGIN, "manastack_overload", "cards.toml",
                                        priority=PRIORITY_POOL)]


def overload_abilities(game: Game, obj_id: int) -> list[OverloadAbility]:
    """The overload abilities the object has now (CR 702.96a; one per instance)."""
    return [a for a in game.chars(obj_id).abilities if isinstance(a, OverloadAbility)]


@hookimpl
def manastack_casting_permissions(game: Game, player: int) -> Iterable[CastingPermission]:
    """CR 702.96a, 118.9, 601.2b: cast a card from your hand paying its overload cost instead.

    Only the hand is scanned: the kernel's own permission is "from hand", and a
    permission from another zone (flashback, escape) already carries its own
    alternative cost, which can't be combined with overload (CR 118.9a, SEED-23).
    Timing stays the card's own (``timing=None``).
    """
    out: list[CastingPermission] = []
    for oid in game.ids_in(Zone.HAND, player):
        ch = game.chars(oid)
        if "overload" not in ch.keywords:
            continue  # most cards: the keyword set answers before the abilities are read
        from manastack.casting import CastingPermission  # the engine's, for a card that has it

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


@hookimpl
def manastack_spell_text(game: Game, spell: Spell, text: str) -> str | None:
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
