"""How mana may be spent (CR 106.6): the last sentence of a mana ability, "Spend this mana
only to cast a creature spell.", "Spend this mana only to cast artifact spells or activate
abilities of artifacts.", "This mana can't be spent to cast a nonartifact spell." (a
Powerstone's, 111.10h), read into a :class:`~manastack.api.ManaRestriction` from its phrases:
the spells (card types joined by "or") and the abilities it may pay for.
"""

from __future__ import annotations

import re

from manastack.api import LazyPattern, ManaRestriction

#: The card types a spell may have (CR 300.1); "kindred" and "battle" spells are rare enough
#: to stay unread until a card needs them.
_TYPES = ("artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker")

_TYPE = "|".join(_TYPES)

#: "a creature spell", "an instant or sorcery spell", "artifact spells" (CR 106.6).
_SPELLS = LazyPattern(rf"(?:an? (?P<one>(?:{_TYPE})(?: or (?:{_TYPE}))*) spell|"
                      rf"(?P<many>(?:{_TYPE})(?: (?:or|and) (?:{_TYPE}))*) spells)")

#: "abilities", "abilities of artifacts", "an ability of an artifact source" (CR 106.6).
_ABILITIES = LazyPattern(r"(?:abilities|an ability)(?P<artifact> of (?:artifacts|an artifact "
                         r"source|artifact sources))?")

#: The sentence closing a mana ability's text, after the sentence adding the mana.
_SENTENCE = LazyPattern(r"(?:^|(?<=\. ))(?:spend this mana only to (?P<only>[^.]+)|this mana "
                        rf"can't be spent to cast (?:a|an) non(?P<non>{_TYPE}) spell)\.?$",
                        re.IGNORECASE)


def spending_restriction(text: str) -> tuple[str, ManaRestriction | None]:
    """The text without its last sentence restricting how the mana is spent, and that
    restriction (CR 106.6); ``(text, None)`` when there is none or its words aren't all known
    (the sentence then stays in the text, for the reader to refuse)."""
    found = _SENTENCE.search(text)
    if found is None or found.start() == 0:
        return text, None
    said = found.group(0).strip().rstrip(".")
    read: ManaRestriction | None
    if found["non"]:
        # CR 106.6, 111.10h: barred only from the spells without that type; any ability or
        # other cost may use it
        read = ManaRestriction(spells=frozenset({found["non"].capitalize()}), abilities="any",
                               others=True, text=said)
    else:
        read = _only(found["only"].lower(), said)
    if read is None:
        return text, None
    return text[: found.start()].rstrip(), read


def _only(words: str, said: str) -> ManaRestriction | None:
    """"cast a creature spell", "activate abilities", "cast artifact spells or activate
    abilities of artifacts": what "Spend this mana only to ..." allows (CR 106.6)."""
    spells: frozenset[str] = frozenset()
    abilities = ""
    cast, _, activate = words.partition(" or activate ")
    if cast.startswith("activate "):
        cast, activate = "", cast.removeprefix("activate ")
    elif not cast.startswith("cast "):
        return None
    if cast == "cast a multicolored spell" and not activate:
        # CR 105.4, 106.6: any spell of two or more colors (Obsidian Obelisk)
        return ManaRestriction(spells=frozenset(), multicolored=True, text=said)
    if cast:
        m = _SPELLS.fullmatch(cast.removeprefix("cast "))
        if m is None:
            return None
        named = re.split(r" or | and ", m["one"] or m["many"])
        spells = frozenset(t.capitalize() for t in named)
    if activate:
        m = _ABILITIES.fullmatch(activate)
        if m is None:
            return None
        abilities = "artifact" if m["artifact"] else "any"
    return ManaRestriction(spells=spells, abilities=abilities, text=said)
