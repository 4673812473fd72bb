"""How mana may be spent (CR 106.6): the last sentence of a mana ability, "Spend this mana
only to cast a creature spell.", "Spend this mana only to cast artifact spells or activate
abilities of artifacts.", "This mana can't be spent to cast a nonartifact spell." (a
Powerstone's, 111.10h), read into a :class:`~manastack.api.ManaRestriction` from its phrases:
the spells (card types joined by "or") and the abilities it may pay for.
"""

from __future__ import annotations

import re

from manastack.api import LazyPattern, ManaRestriction, SpendKind, subtype_category

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
_SENTENCE = LazyPattern(r"(?:^|(?<=\. ))(?:spend this mana only (?P<xcosts>on costs that contain "
                        r"\{x\})|spend this mana only to (?P<only>[^.]+)|this mana "
                        rf"can't be spent to cast (?:(?:a|an) )?non(?P<non>{_TYPE}) spells?)\.?$",
                        re.IGNORECASE)


def spending_restriction(text: str) -> tuple[str, ManaRestriction | None]:
    """The text without its last sentence restricting how the mana is spent, and that
    restriction (CR 106.6); ``(text, None)`` when there is none or its words aren't all known
    (the sentence then stays in the text, for the reader to refuse)."""
    found = _SENTENCE.search(text)
    if found is None or found.start() == 0:
        return text, None
    read = restriction_of(found)
    if read is None:
        return text, None
    return text[: found.start()].rstrip(), read


def spending_sentence(text: str) -> ManaRestriction | None:
    """The restriction a whole sentence says ("Spend this mana only to cast creature
    spells."), after a spell's or a triggered ability's "Add ..." (CR 106.6); None if not
    all its words are known."""
    found = _SENTENCE.fullmatch(text.strip())
    return None if found is None else restriction_of(found)


def restriction_of(found: re.Match[str]) -> ManaRestriction | None:
    """The restriction of a match of ``_SENTENCE`` (CR 106.6)."""
    said = found.group(0).strip().rstrip(".")
    read: ManaRestriction | None
    if found["xcosts"]:
        # CR 106.6, 107.3: any cost with {X} in it, all of that cost (not only its X part)
        read = ManaRestriction(spells=frozenset(), x_costs=True, text=said)
    elif found["non"]:
        # CR 106.6, 111.10h: barred only from the spells without that type; any ability or
        # other cost may use it
        read = ManaRestriction(spells=frozenset({found["non"].capitalize()}), abilities="any",
                               others=True, text=said)
    else:
        read = _only(found["only"], said)
    return read


def _only(text: str, said: str) -> ManaRestriction | None:
    """"cast a creature spell", "activate abilities", "cast artifact spells or activate
    abilities of artifacts", "cast a Vampire spell", "cast a Dinosaur spell or activate an
    ability of a Dinosaur source": what "Spend this mana only to ..." allows (CR 106.6)."""
    words = text.lower()
    spells: frozenset[str] = frozenset()
    abilities = ""
    kinds: tuple[SpendKind, ...] = ()
    ability_kinds: tuple[SpendKind, ...] = ()
    split = re.search(r",? or (?:to )?activate ", text, re.IGNORECASE)
    cast, activate = (text[:split.start()], text[split.end():]) if split else (text, "")
    if words.startswith("activate "):
        cast, activate = "", text[len("activate "):]
    elif not words.startswith("cast "):
        return None
    if cast.lower() in ("cast kicked spells", "cast a kicked spell") and not activate:
        # CR 702.33d, 106.6: a spell is kicked if its kicker cost was announced and paid
        return ManaRestriction(spells=frozenset(), paid="kicker", text=said)
    if cast.lower() == "cast a multicolored spell" and not activate:
        # CR 105.4, 106.6: any spell of two or more colors (Obsidian Obelisk)
        return ManaRestriction(spells=frozenset(), multicolored=True, text=said)
    if cast:
        said_spells = cast[len("cast "):]
        m = _SPELLS.fullmatch(said_spells.lower())
        if m is not None:
            named = re.split(r" or | and ", m["one"] or m["many"])
            spells = frozenset(t.capitalize() for t in named)
        else:
            found = _spell_kinds(said_spells)
            if found is None:
                return None
            kinds = found
    if activate:
        m = _ABILITIES.fullmatch(activate.lower())
        if m is not None:
            abilities = "artifact" if m["artifact"] else "any"
        else:
            of = re.fullmatch(r"(?:abilities of|an ability of an?) (?P<what>.+?)(?: source)?",
                              activate, re.IGNORECASE)
            found = _spell_kinds(of["what"], noun="") if of else None
            if found is None:
                return None
            ability_kinds = found
    return ManaRestriction(spells=spells, abilities=abilities, kinds=kinds,
                           ability_kinds=ability_kinds, text=said)


#: "a Knight or Equipment spell", "Vampire, Cleric, and/or Demon spells", "a Dragon spell or
#: an Omen spell": the kinds joined (CR 106.6: a spell of any one of them).
_JOIN = LazyPattern(r",? (?:and/or|or|and) |, ")


def _spell_kinds(text: str, noun: str = "spell") -> tuple[SpendKind, ...] | None:
    """The kinds of spell (``noun`` "spell") or of source (``noun`` ""; "Myr", "a Dinosaur")
    of a restriction: each "[legendary] [colorless] [subtype ...] [card type]" alone; the noun
    said once after several kinds ("a Knight or Equipment spell") only when each is one
    word of a type (so "a red instant or sorcery spell" is not read)."""
    parts = _JOIN.split(text)
    noun_re = rf" {noun}s?$" if noun else ""
    if noun and re.search(noun_re, parts[-1]) is None:
        return None
    kinds: list[SpendKind] = []
    for i, part in enumerate(parts):
        part = re.sub(r"^(?:a|an) ", "", part)
        own = bool(noun) and re.search(noun_re, part) is not None
        if noun and not own and i == len(parts) - 1:
            return None
        part = re.sub(noun_re, "", part) if noun_re else part
        kind = _kind(part)
        if kind is None:
            return None
        if noun and not re.search(noun_re, parts[i]) and len(part.split()) > 1 and \
                subtype_category(part) == "unknown":
            return None  # several words sharing a later noun: which words go with which
        kinds.append(kind)
    if noun and any(re.search(noun_re, p) is None for p in parts) and any(
            len(k.types) + len(k.subtypes) + len(k.supertypes) + k.colorless > 1
            for k in kinds):
        return None  # "a Dragon creature or Omen spell": not read
    return tuple(kinds)


def _kind(words: str) -> SpendKind | None:
    """"legendary", "colorless Eldrazi", "Dragon creature", "Time Lord": one kind."""
    supertypes: set[str] = set()
    subtypes: set[str] = set()
    types: set[str] = set()
    colorless = False
    rest = words.strip()
    while rest:
        first, _, after = rest.partition(" ")
        two = " ".join(rest.split()[:2])
        if first.lower() in ("legendary", "snow") and not subtypes and not types:
            supertypes.add(first.capitalize())
        elif first.lower() == "colorless" and not subtypes and not types:
            colorless = True
        elif first.lower() in _TYPES and not types:
            types.add(first.capitalize())
        elif " " in two and two[0].isupper() and subtype_category(two) != "unknown" \
                and not types:
            subtypes.add(two)
            after = rest[len(two):].strip()
        elif first[:1].isupper() and subtype_category(first) != "unknown" and not types:
            subtypes.add(first)
        else:
            return None
        rest = after.strip()
    if not (supertypes or subtypes or types or colorless):
        return None
    return SpendKind(types=frozenset(types), subtypes=frozenset(subtypes),
                     supertypes=frozenset(supertypes), colorless=colorless)
