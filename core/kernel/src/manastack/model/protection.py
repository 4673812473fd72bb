"""Protection (CR 702.16): which objects a "protection from [quality]" ability stops.

A protection ability is the keyword ``protection from <quality>``, in lower case, one keyword
per quality ("protection from black and from red" is two abilities, 702.16g). The qualities
the kernel plays, with the rule that says what has them:

* a colour: ``white``, ``blue``, ``black``, ``red``, ``green`` (702.16a, 105.2);
* ``each color`` / ``all colors`` (702.16h: one protection per colour, so every coloured
  object);
* ``everything`` (702.16j: every object);
* ``multicolored``, ``monocolored``, ``colorless`` (105.4, 105.2c);
* a card type in the plural: ``artifacts``, ``creatures``, ``instants``... (702.16a);
* a subtype in the plural: ``goblins``, ``zombies``, ``elves``... (702.16a);
* ``spells that are one or more colors``: a spell with a colour, never a permanent or an
  ability (the callers say whether the object is a spell).

The engine asks :func:`protection_from` for protection's four effects ("DEBT"): damage
prevented (702.16e), Auras and Equipment that can't be attached (702.16c-d, 704.5m-n),
blockers refused (702.16f), targets refused (702.16b). Any other quality is refused by the
reader (:func:`is_quality`): it is never a keyword that protects from nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.model.typeline import SUBTYPE_CATEGORIES

if TYPE_CHECKING:
    from manastack.model.objects import Characteristics

#: The start of every protection keyword's name: ``protection from red`` (CR 702.16a).
PROTECTION_PREFIX = "protection from "

#: CR 105.1: the colour words and their letters.
COLOR_QUALITIES: dict[str, str] = {"white": "W", "blue": "U", "black": "B", "red": "R",
                                   "green": "G"}
#: CR 702.16a: card types, in the plural as protection names them.
CARD_TYPE_QUALITIES: dict[str, str] = {
    "artifacts": "Artifact", "battles": "Battle", "creatures": "Creature",
    "enchantments": "Enchantment", "instants": "Instant", "lands": "Land",
    "planeswalkers": "Planeswalker", "sorceries": "Sorcery",
}
#: The qualities that are not a colour, a card type or a subtype.
OTHER_QUALITIES: frozenset[str] = frozenset(
    {"each color", "all colors", "everything", "multicolored", "monocolored", "colorless"})
#: CR 702.16a: "protection from spells that are one or more colors" (Emrakul, the Aeons
#: Torn): a quality only a spell has (113.7a: not an ability, not a permanent), one with a
#: colour (105.2).
COLORED_SPELLS = "spells that are one or more colors"


@functools.cache
def _subtype_plurals() -> dict[str, str]:
    """Plural (lower case) -> subtype, for "protection from Goblins / Elves / Kavu"."""
    out: dict[str, str] = {}
    for members in SUBTYPE_CATEGORIES.values():
        for name in members:
            low = name.lower()
            forms = {low, low + "s", low + "es"}
            if low.endswith("y"):
                forms.add(low[:-1] + "ies")
            if low.endswith("f"):
                forms.add(low[:-1] + "ves")  # Elf -> Elves, Dwarf -> Dwarves
            if low.endswith("man"):
                forms.add(low[:-3] + "men")
            for form in forms:
                out.setdefault(form, name)
    return out


def subtype_quality(quality: str) -> str | None:
    """The subtype a plural quality names ("goblins" -> "Goblin"), or None."""
    return _subtype_plurals().get(quality.lower())


def is_quality(quality: str) -> bool:
    """Whether the kernel can play protection from ``quality`` (lower case)."""
    return (quality in COLOR_QUALITIES or quality in CARD_TYPE_QUALITIES
            or quality in OTHER_QUALITIES or quality == COLORED_SPELLS
            or subtype_quality(quality) is not None)


def has_quality(quality: str, ch: Characteristics | None, *, spell: bool = False) -> bool:
    """Whether an object with the characteristics ``ch`` has ``quality`` (CR 702.16a);
    ``ch`` None: no object (damage from an effect), stopped only by "everything" (702.16j).
    ``spell``: the object is a spell (on the stack, 112.1), for ``COLORED_SPELLS``."""
    if quality == "everything":
        return True  # CR 702.16j: each object, whatever its characteristics
    if ch is None:
        return False
    if quality == COLORED_SPELLS:
        return spell and ch is not None and bool(ch.colors)  # CR 702.16a, 105.2: a spell with a colour
    if quality in COLOR_QUALITIES:
        return COLOR_QUALITIES[quality] in ch.colors
    if quality in ("each color", "all colors"):
        return bool(ch.colors)  # CR 702.16h: one protection for each colour
    if quality == "multicolored":
        return len(ch.colors) >= 2  # CR 105.4
    if quality == "monocolored":
        return len(ch.colors) == 1  # CR 105.4
    if quality == "colorless":
        return not ch.colors  # CR 105.2c
    if quality in CARD_TYPE_QUALITIES:
        return ch.type_line.has_type(CARD_TYPE_QUALITIES[quality])
    sub = subtype_quality(quality)
    return sub is not None and ch.type_line.has_subtype(sub)


#: The start of every "hexproof from [quality]" keyword's name (CR 702.11d): the qualities
#: are protection's (``hexproof from monocolored``), one keyword per quality (702.11f).
HEXPROOF_FROM_PREFIX = "hexproof from "


def hexproof_from(keywords: Iterable[str], ch: Characteristics | None) -> str | None:
    """The "hexproof from [quality]" keyword among ``keywords`` whose quality a spell or an
    ability's source with ``ch`` has (CR 702.11d: "can't be the target of [quality] spells
    your opponents control or abilities your opponents control from [quality] sources"), or
    None; the first in alphabetical order, so the log says the same each game. Whose the
    spell or ability is, the caller checks."""
    for keyword in sorted(k for k in keywords if k.startswith(HEXPROOF_FROM_PREFIX)):
        if has_quality(keyword[len(HEXPROOF_FROM_PREFIX):], ch):
            return keyword
    return None


def is_hexproof(keyword: str) -> bool:
    """CR 702.11d-e: "hexproof" and each "hexproof from [quality]" are hexproof abilities
    (an effect that looks for or removes hexproof finds or removes them too)."""
    return keyword == "hexproof" or keyword.startswith(HEXPROOF_FROM_PREFIX)


def protection_from(keywords: Iterable[str], ch: Characteristics | None, *,
                    spell: bool = False) -> str | None:
    """The protection keyword among ``keywords`` whose quality the object with ``ch`` has
    (CR 702.16), or None; the first in alphabetical order, so the log says the same each game.
    ``spell``: that object is a spell (``COLORED_SPELLS``); an Aura or a blocker never is."""
    for keyword in sorted(k for k in keywords if k.startswith(PROTECTION_PREFIX)):
        if has_quality(keyword[len(PROTECTION_PREFIX):], ch, spell=spell):
            return keyword
    return None
