"""Object filters: what a noun phrase of card text designates (CR 109, 205, 700.12).

:func:`parse_filter` reads "nonland permanent you don't control", "attacking creature",
"creature card with mana value 3 or less"... into an :class:`~manastack.api.ObjectFilter`;
:func:`singular`, :func:`permanent_filter` and :func:`subtype` are the small helpers the
other phrase parsers and the sentence rules share. Keyword names as words of noun phrases
("with flying") are :data:`KEYWORD_ALT`.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import attrs

from manastack.api import (
    ARTIFACT_TYPES,
    BASIC_LAND_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    PLANESWALKER_TYPES,
    SPELL_TYPES,
    ObjectFilter,
)
from manastack_grammar.registration import NotUnderstood

if TYPE_CHECKING:
    from manastack.api import Game, GameObject, TypeLine


TYPE_WORDS = {
    "creature": "Creature", "creatures": "Creature", "artifact": "Artifact",
    "artifacts": "Artifact", "enchantment": "Enchantment", "enchantments": "Enchantment",
    "land": "Land", "lands": "Land", "planeswalker": "Planeswalker",
    "planeswalkers": "Planeswalker", "battle": "Battle", "battles": "Battle",
    "instant": "Instant", "instants": "Instant", "sorcery": "Sorcery", "sorceries": "Sorcery",
    "permanent": "Permanent", "permanents": "Permanent", "spell": "Spell", "spells": "Spell",
    "kindred": "Kindred", "card": "", "cards": "",
}


COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


# Keyword names as words of noun phrases and sentences ("creature with shadow", "loses
# flying"): reading a word only tests the name among an object's keywords, so plugin keywords
# (haste, shadow...) may stand here; the keyword's line and its rules stay the plugin's
# (KeywordDef, hooks), and granting one ("gains shadow") still needs the plugin's KeywordDef.
_KEYWORD_WORDS = (
    "flying", "trample", "haste", "deathtouch", "lifelink", "vigilance", "reach", "menace",
    "first strike", "double strike", "defender", "hexproof", "indestructible", "flash",
    "shroud", "shadow", "horsemanship", "fear", "intimidate", "flanking", "islandwalk",
    "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "infect", "wither", "prowess",
    "ward", "toxic", "changeling",
)


KEYWORD_ALT = "|".join(re.escape(k) for k in _KEYWORD_WORDS)


def _and_predicates(*preds: Callable[[Game, GameObject], bool] | None) -> Callable[
        [Game, GameObject], bool] | None:
    found = [p for p in preds if p is not None]
    if not found:
        return None
    if len(found) == 1:
        return found[0]

    def both(game: Game, obj: GameObject) -> bool:
        return all(p(game, obj) for p in found)

    return both


def _has_counter(kind: str) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: obj.counter(kind) > 0


def _toughness_cmp(n: int, at_least: bool) -> Callable[[Game, GameObject], bool]:
    def check(game: Game, obj: GameObject) -> bool:
        t = game.chars(obj.id).toughness or 0
        return t >= n if at_least else t <= n

    return check


def _mana_value_at_least(n: int) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: game.mana_value(obj.id) >= n


def _has_x_in_mana_cost(game: Game, obj: GameObject) -> bool:
    """"with {X} in its mana cost" (CR 107.3): the symbol is there, whatever X's value."""
    cost = game.chars(obj.id).mana_cost
    return cost is not None and cost.has_x


def _lacks_supertype(name: str) -> Callable[[Game, GameObject], bool]:
    return lambda game, obj: not game.chars(obj.id).type_line.has_supertype(name)


def _has_supertype(name: str) -> Callable[[Game, GameObject], bool]:
    # CR 608.2h: an object gone (a sacrificed cost) is asked as it last existed
    return lambda game, obj: game.last_known_chars(obj.id).type_line.has_supertype(name)


#: CR 700.12: "outlaw" means an object with any of these creature types.
OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")


def _any_subtype(names: Sequence[str]) -> Callable[[Game, GameObject], bool]:
    """"Mountain or Cave", "outlaw": at least one of these subtypes; of an object gone (a
    sacrificed cost), as it last existed (CR 608.2h)."""
    return lambda game, obj: any(game.last_known_chars(obj.id).type_line.has_subtype(n)
                                 for n in names)


def _historic(game: Game, obj: GameObject) -> bool:
    """CR 700.6: "historic": legendary, an artifact or a Saga."""
    tl = game.chars(obj.id).type_line
    return tl.has_supertype("Legendary") or tl.has_type("Artifact") or tl.has_subtype("Saga")


def _subtypes_or_type(subs: Sequence[str], card_type: str) -> Callable[[Game, GameObject], bool]:
    """"Plant, Treefolk, or land card" (Kirri, Talented Sprout): one of the subtypes or the
    card type, any one of them (CR 205.2a, 205.3)."""
    def check(game: Game, obj: GameObject) -> bool:
        tl = game.chars(obj.id).type_line
        return tl.has_type(card_type) or any(tl.has_subtype(n) for n in subs)

    return check


def _type_or_subtype(card_types: tuple[str, ...], sub: str) -> Callable[[Game, GameObject], bool]:
    """"creature or Vehicle" (Flood the Engine's enchant), "artifact creature and/or Vehicle"
    (Iron Spider, Stark Upgrade): of all those card types, or of the subtype, either one (CR
    205.2a, 205.3)."""
    def check(game: Game, obj: GameObject) -> bool:
        tl = game.chars(obj.id).type_line
        return all(tl.has_type(t) for t in card_types) or tl.has_subtype(sub)

    return check


_NOUNS = ("card", "cards", "spell", "spells", "permanent", "permanents")


def _kind_items(p: str) -> tuple[list[list[str]], list[str]]:
    """The items of a list of kinds ("artifact, enchantment, or tapped creature"), each as its
    words, and the nouns after the last item that every item shares ("... or basic land
    card")."""
    words = p.split()
    nouns: list[str] = []
    while words and words[-1] in _NOUNS:
        nouns.insert(0, words.pop())
    items = [i.split() for i in re.split(r",\s*(?:(?:or|and/or)\s+)?|\s+(?:or|and/or)\s+",
                                          " ".join(words)) if i.strip()]
    return items, nouns


def _is_kind_word(word: str) -> bool:
    """A card type (not the nouns "spell" and "permanent") or a subtype: what an item names."""
    kind = TYPE_WORDS.get(word)
    return bool(kind and kind not in ("Spell", "Permanent")) or bool(subtype(word))


def _is_item_qualifier(word: str) -> bool:
    """A word that qualifies one noun of a list: tapped or not (CR 110.5), a colour or not
    (105.2), a supertype or not (205.4), a card type or subtype it lacks (205.2a, 205.3)."""
    bare = word.removeprefix("non").removeprefix("-")
    return word in ("tapped", "untapped", "colorless", "monocolored", "multicolored") or \
        word in COLOR_LETTERS or word in _SUPERTYPE_WORDS or \
        (word.startswith("non") and (bare in COLOR_LETTERS or bare in _SUPERTYPE_WORDS
                                     or _is_kind_word(bare)))


def _items_with_own_qualifiers(p: str) -> Callable[[Game, GameObject], bool] | None:
    """"artifact or tapped creature" (Radiant Strike), "creature, Vehicle, or nonbasic land"
    (Ray of Ruin), "creature or basic land card": a word written before a later item's noun
    qualifies that item alone, so each item is an alternative with its own qualifiers (CR
    205.2a, 205.4, 110.5); the nouns after the list ("card") are every item's. None when no
    item after the first has a qualifier of its own ("artifact creature or Vehicle"), when an
    item names no kind ("white or blue creature": colours of one creature) or has any other
    word ("another", "an", "you control": read as before)."""
    items, nouns = _kind_items(p)
    if len(items) < 2 or not all(any(_is_kind_word(w) for w in item) for item in items) or \
            not all(_is_kind_word(w) or _is_item_qualifier(w) for item in items for w in item) \
            or not any(_is_item_qualifier(w) for item in items[1:] for w in item):
        return None
    alternatives = [parse_filter(" ".join((*item, *nouns))) for item in items]

    def check(game: Game, obj: GameObject) -> bool:
        # no player-relative field in an item: the player passed is never asked
        return any(f.matches(game, obj, player=obj.controller) for f in alternatives)

    return check


def _kind_or_token(p: str) -> tuple[bool, Callable[[Game, GameObject], bool]] | None:
    """"another creature or token" (Ice Cream Kitty): an object of the card type, or any token
    (CR 111.1, 205.2a), either one, not a creature token; whether "other" is said. None for
    any other phrase."""
    m = re.fullmatch(r"(?P<other>(?:an)?other )?(?P<kind>\w+) or tokens?", p)
    if m is None or not _is_kind_word(m["kind"]):
        return None
    kind = parse_filter(m["kind"])

    def check(game: Game, obj: GameObject) -> bool:
        # no player-relative field in ``kind``: the player passed is never asked
        return obj.is_token or kind.matches(game, obj, player=obj.controller)

    return bool(m["other"]), check


def _supertype_and_kind(p: str) -> tuple[bool, Callable[[Game, GameObject], bool]] | None:
    """"Other snow and Zombie creatures you control" (Narfi, Betrayer King): a supertype and a
    subtype (or two supertypes) joined by "and" before the noun they share name two kinds of it,
    an object of either (CR 205.4, 205.3), not one of both (written "snow Zombie creatures");
    whether "other" is said. None for any other phrase."""
    m = re.fullmatch(r"(?P<other>(?:an)?other )?(?P<a>[\w-]+) and (?P<b>[\w-]+) "
                     r"(?P<noun>\w+)", p)
    if m is None or TYPE_WORDS.get(m["noun"]) in (None, "") or \
            not any(w in _SUPERTYPE_WORDS for w in (m["a"], m["b"])) or \
            not all(w in _SUPERTYPE_WORDS or (subtype(w) and not TYPE_WORDS.get(w))
                    for w in (m["a"], m["b"])):
        return None
    first, second = parse_filter(f"{m['a']} {m['noun']}"), parse_filter(f"{m['b']} {m['noun']}")

    def check(game: Game, obj: GameObject) -> bool:
        # no player-relative field in either kind: the player passed is never asked
        return any(f.matches(game, obj, player=obj.controller) for f in (first, second))

    return bool(m["other"]), check


def _list_of_kinds(p: str, phrase: str) -> Callable[[Game, GameObject], bool] | None:
    """Each item of "instant, sorcery, or Wizard" (Rockslide Sorcerer) is an alternative, its
    colour or supertype its own ("Forest, green enchantment, or green planeswalker"): an object
    matching any one item (CR 205.2a, 205.3). None when no item is a subtype's own ("Adventure
    instant or sorcery": a subtype qualifying the card types). An item with any other word is
    refused (NotUnderstood)."""
    items, _nouns = _kind_items(p)  # "... or sorcery card": the noun all items share
    if not any(subtype(item[-1]) for item in items):
        return None
    if len(items) < 2 or any(
            not (TYPE_WORDS.get(w) or subtype(w) or w in COLOR_LETTERS or w in _SUPERTYPE_WORDS)
            or TYPE_WORDS.get(w) in ("Spell", "Permanent") for item in items for w in item):
        raise NotUnderstood(phrase)
    alternatives = [parse_filter(" ".join(item)) for item in items]

    def check(game: Game, obj: GameObject) -> bool:
        # no player-relative field in an item: the player passed is never asked
        return any(f.matches(game, obj, player=obj.controller) for f in alternatives)

    return check


def _color_or_type(color: str, card_type: str) -> Callable[[Game, GameObject], bool]:
    """"black or artifact creature": of that color or of that card type, either one (CR 105.2,
    205.2a)."""
    def check(game: Game, obj: GameObject) -> bool:
        ch = game.chars(obj.id)
        return color in ch.colors or ch.type_line.has_type(card_type)

    return check


def _color_count(kind: str) -> Callable[[Game, GameObject], bool]:
    def check(game: Game, obj: GameObject) -> bool:
        n = len(game.chars(obj.id).colors)
        return n == 0 if kind == "colorless" else (n == 1 if kind == "monocolored" else n >= 2)

    return check


_STATE = r"attacking|blocking|tapped"
#: states joined by "or" ("attacking, blocking, or tapped"): one of them is enough
_STATES_LISTED = re.compile(rf"\b(?:{_STATE})(?:, (?:{_STATE}))*,? (?:or|and/or) (?:{_STATE})\b")


def _in_any_state(states: tuple[str, ...]) -> Callable[[Game, GameObject], bool]:
    """"attacking or blocking", "an attacking or tapped creature" (Dire Downdraft), "tapped or
    blocking" (Tetsuo Umezawa): in any one of the states (CR 506.4, 508.1, 509.1, 110.5)."""
    def check(game: Game, obj: GameObject) -> bool:
        return any(game.is_attacking(obj.id) if state == "attacking" else
                   game.is_blocking(obj.id) if state == "blocking" else obj.tapped
                   for state in states)

    return check



def _spells_in_another_colour(words: list[str], i: int, coloured: bool) -> bool:
    """Is it "[colour] spells or [colour] [spells]" at ``words[i]`` (the type word before
    "or"): spells of either colour ("blue spells or red [spells]", Nightscape Familiar; CR
    105.2, a filter's colours are any of them)? "red creature spells or green creature
    [spells]" is not: its types would be read as either, not both."""
    return coloured and i > 0 and words[i - 1] in COLOR_LETTERS and \
        words[i] in ("spell", "spells") and words[i + 3:] in ([], [words[i]])


_CARD_TYPE_WORD = (r"(?:artifacts?|creatures?|enchantments?|lands?|planeswalkers?|battles?|"
                   r"instants?|sorcery|sorceries)")
#: "artifacts and enchantments", "artifact, enchantment, and planeswalker": card types joined
#: by "and", each one a kind of its own (not an object of all of them)
_CARD_TYPE_AND_LIST = re.compile(
    rf"\b{_CARD_TYPE_WORD}(?:, {_CARD_TYPE_WORD})*,? and {_CARD_TYPE_WORD}\b")

#: the permanent card types, which a list of kinds joined by "and" names ("creatures and
#: Vehicles"), singular as well: a phrase may come here made singular ("creature and vehicle")
_PERMANENT_TYPE_WORDS = ("artifact", "artifacts", "creature", "creatures", "enchantment",
                         "enchantments", "land", "lands", "planeswalker", "planeswalkers",
                         "battle", "battles")


def _type_and_subtype_listed(p: str) -> str:
    """"creatures and Vehicles" (Spectacular Pileup), "creatures and Spacecraft" (Beyond the
    Quiet): a card type and a subtype joined by "and" list two kinds, an object of either one
    (CR 205.2a, 205.3), as "or" says; not a creature that is a Vehicle (one object of both is
    written "Vehicle creature", never with "and"). Written with "or" for the reading below;
    any other "and" is kept."""
    words = p.split(" ")
    for i in range(1, len(words) - 1):
        before, after = words[i - 1], words[i + 1]
        # "artifacts and Phyrexian creatures": the subtype qualifies a card type: not this list
        qualifies = i + 2 < len(words) and words[i + 2] in TYPE_WORDS
        if words[i] == "and" and (
                (before in _PERMANENT_TYPE_WORDS and subtype(after) and not TYPE_WORDS.get(after)
                 and not qualifies)
                or (after in _PERMANENT_TYPE_WORDS and subtype(before)
                    and not TYPE_WORDS.get(before))):
            words[i] = "or"
    return " ".join(words)


def _one_kind(word: str) -> Callable[[TypeLine], bool] | None:
    """A card type word or a subtype ("artifact", "Dragon") as a test of a type line."""
    card_type = TYPE_WORDS.get(word)
    if card_type and card_type not in ("Spell", "Permanent"):
        return lambda tl: tl.has_type(card_type)
    if (sub := subtype(word)) and word not in COLOR_LETTERS:
        return lambda tl: tl.has_subtype(sub)
    return None


def _spells_of_two_kinds(p: str) -> Callable[[Game, GameObject], bool] | None:
    """"Kithkin spells and Soldier spells" (Ballyrush Banneret), "Dragon spells and artifact
    spells" (Renari, Merchant of Marvels): a spell of either kind, or of both, counted once
    (CR 205.2a, 205.3); not a spell that must be both. None for any other phrase."""
    m = re.fullmatch(r"(?P<a>[\w-]+) spells (?:and|or|and/or) (?P<b>[\w-]+)(?: spells)?", p)
    if m is None:
        return None
    first, second = _one_kind(m["a"]), _one_kind(m["b"])
    if first is None or second is None:
        return None

    def check(game: Game, obj: GameObject) -> bool:
        tl = game.chars(obj.id).type_line
        return first(tl) or second(tl)

    return check


_SUPERTYPE_WORDS = ("basic", "legendary", "snow")


def _type_line_has_supertype(supertype: str) -> Callable[[TypeLine], bool]:
    return lambda tl: tl.has_supertype(supertype)


def _kind_of_card(words: list[str]) -> Callable[[TypeLine], bool] | None:
    """"basic land", "Gate", "legendary creature": supertypes, card types and subtypes that
    a card must all have (CR 205.2-205.4), as a test of its type line; None for other words."""
    tests: list[Callable[[TypeLine], bool]] = []
    for word in words:
        if word in _SUPERTYPE_WORDS:
            tests.append(_type_line_has_supertype(word.capitalize()))
        elif (one := _one_kind(word)) is not None:
            tests.append(one)
        else:
            return None
    return (lambda tl: all(test(tl) for test in tests)) if tests else None


def _cards_of_two_kinds(p: str) -> Callable[[Game, GameObject], bool] | None:
    """"basic land cards and/or Gate cards" (Explore the Underdark), "a basic land card or a
    Desert card": each card one of either kind, or of both (CR 205.2a, 205.3, 205.4), where one kind
    names a supertype or a subtype (a plain list of card types is read as one already). None
    for any other phrase."""
    m = re.fullmatch(r"(?P<a>[\w -]+?) (?:cards? and/or|cards? or (?:an? )?)(?P<b>[\w -]+?)"
                     r"(?: cards?)?", p)
    if m is None or (m["b"].split()[0] in ("a", "an") and "and/or" in p):
        # "an Aura card and/or an Equipment card" (Axgard Armory): one of each, two cards at
        # most, not one card of either kind: not this filter
        return None
    a_words, b_words = m["a"].split(), m["b"].split()
    if all(TYPE_WORDS.get(w) for w in (*a_words, *b_words)):
        return None  # "artifact card or creature card": card types alone, read as any_types
    first, second = _kind_of_card(a_words), _kind_of_card(b_words)
    if first is None or second is None:
        return None

    def check(game: Game, obj: GameObject) -> bool:
        tl = game.chars(obj.id).type_line
        return first(tl) or second(tl)

    return check


def _subtypes_joined_by_and(p: str, phrase: str) -> bool:
    """"Goblins and Orcs you control", "Pest, Bat, Insect, Snake, and Spider": a list of
    subtypes joined by "and" names each kind, an object of any one of them (CR 205.3), not one
    of all of them. A list mixing in two subtypes side by side ("Elf Warriors and Goblins")
    isn't read (NotUnderstood)."""
    tokens = p.split()
    joined = any(t == "and" and 0 < i < len(tokens) - 1 and subtype(tokens[i - 1].rstrip(","))
                 and subtype(tokens[i + 1].rstrip(",")) for i, t in enumerate(tokens))
    if joined and any(subtype(a) and not a.endswith(",") and subtype(b.rstrip(","))
                      for a, b in itertools.pairwise(tokens)):
        raise NotUnderstood(phrase)
    return joined


def _other_kinds_or_qualified_creature(
        p: str, phrase: str, own_kw: dict[str, Any],
        own_preds: list[Callable[[Game, GameObject], bool] | None],
        scopes: set[str]) -> Callable[[Game, GameObject], bool]:
    """"artifact, enchantment, or creature with flying" (Carnivorous Canopy), "... or creature
    with power 4 or greater" (Exorcise), "Walls and/or creatures with flying" (Elven Riders):
    a creature's quality written after a list of kinds ending in "creature" qualifies that
    last noun alone, as Oracle text words it: an object of one of the other kinds, any one, or
    a creature with the quality (CR 208.3: a noncreature permanent has no power or toughness;
    702.9b: flying is about creatures blocking). The other kinds are tested here; that the
    object is of one of the listed kinds at all stays the filter's own test. A list not ending
    in a bare "creature" ("instant or spell with flash", "artifact or creature card with
    flying"), or a qualifier never printed after a list, is refused (NotUnderstood)."""
    words = [w for w in re.split(r"[\s,]+", p) if w]
    if _UNREAD_AFTER_LIST in scopes or len(words) < 3 or \
            words[-1] not in ("creature", "creatures") or words[-2] not in ("or", "and/or", "and"):
        raise NotUnderstood(phrase)
    others: list[Callable[[TypeLine], bool]] = []
    for word in reversed(words[:-2]):  # back to the first word that is no kind ("tapped")
        if word in ("or", "and/or", "and"):
            continue
        if (kind := _one_kind(word)) is None:
            break
        others.append(kind)
    if not others:
        raise NotUnderstood(phrase)
    # CR 208.3, 702.1: only the creature's power, toughness or keywords are asked
    qualified = ObjectFilter(types=("Creature",), predicate=_and_predicates(*own_preds),
                             **own_kw)

    def check(game: Game, obj: GameObject) -> bool:
        if any(kind(game.chars(obj.id).type_line) for kind in others):
            return True
        # no player-relative field in ``qualified``: the player passed is never asked
        return qualified.matches(game, obj, player=obj.controller)

    return check


def parse_filter(phrase: str) -> ObjectFilter:
    """"nonland permanent you don't control", "attacking creature", "creature card"...

    Understood: a leading "a"/"an"/"another"/"other"; colours and "non"-colours,
    "colorless", "monocolored", "multicolored"; card types and "non"-types,
    lists joined by "or"/"and/or"/commas ("artifact, enchantment, or land":
    any of them); subtypes and "non-Subtype" (subtypes joined by "or": any of
    them), "outlaw" and "non-outlaw" (CR 700.12); "legendary", "nonlegendary",
    "basic", "nonbasic", "snow"; "token", "nontoken"; "attacking", "blocking",
    "attacking or blocking", "tapped", "untapped"; "you control", "you don't
    control", "an opponent controls", "you own"; "with power/toughness/mana
    value N or less/greater", "with {X} in its/their mana cost(s)", "with flying",
    "without flying", "with a +1/+1 counter on it". After a list of kinds, a creature's
    quality (power, toughness, a keyword) is the last noun's alone ("artifact, enchantment,
    or creature with flying": any artifact, any enchantment, or a creature with flying), and
    mana value, counters and damage dealt this turn are every kind's ("creature or
    planeswalker with mana value 3 or less"). Raises :class:`NotUnderstood` for any other
    word, and for a creature's quality after a list not ending in "creature".
    """
    p = phrase.strip().lower().replace("\u2019", "'")
    p = re.sub(r"^(?:a|an) ", "", p)
    # "card that's an instant or sorcery", "legendary permanent that's an artifact, creature, or
    # enchantment" (Bounty Agent): the kinds before the noun they name (CR 205.2a), not a kind
    # more in their list
    p = re.sub(r"\b(card|permanent|spell) that's an? (.+)$", r"\2 \1", p)
    p = re.sub(r" that's an? (.+)$", r" \1", p)
    # CR 205.2a: "artifacts, creatures, and enchantments" names each card type, as "or" does
    p = _CARD_TYPE_AND_LIST.sub(lambda m: m.group(0).replace(" and ", " or "), p)
    p = _type_and_subtype_listed(p)  # CR 205.3: "creatures and Vehicles", either kind
    if m := re.fullmatch(r"(?P<spell>.*\bspell) that targets an? (?P<what>.+)", p):
        # CR 115.1: "spell that targets a permanent you control", the permanent seen by "you"
        body = m["spell"].removesuffix("spell").strip()
        spell = parse_filter(body) if body else ObjectFilter()
        # CR 113.7a: a spell, not an ability; "instant or Aura" are the spell's own types
        return attrs.evolve(spell, types=("Spell", *(t for t in spell.types if t != "Spell")),
                            targets_one=permanent_filter(parse_filter(m["what"])),
                            text=phrase.strip())
    if (two := _spells_of_two_kinds(p)) is not None:
        return ObjectFilter(predicate=two, text=phrase.strip())
    if (either := _cards_of_two_kinds(p)) is not None:
        return ObjectFilter(predicate=either, text=phrase.strip())
    kw: dict[str, Any] = {}
    preds: list[Callable[[Game, GameObject], bool] | None] = []
    # qualifiers that may be the last noun's alone ("or creature with flying"), and their scopes
    own_kw: dict[str, Any] = {}
    own_preds: list[Callable[[Game, GameObject], bool] | None] = []
    own_scopes: set[str] = set()
    # controller and owner clauses (CR 108.3, 110.2)
    p = " " + p  # so that "you control" alone is a controller clause
    for suffix, value in (
        (" you don't control", ("controller", "not_you")),
        (" an opponent controls", ("controller", "opponent")),
        (" your opponents control", ("controller", "opponent")),
        (" opponents control", ("controller", "opponent")),
        (" you control", ("controller", "you")),
        (" enchanted player controls", ("enchanted_player_controls", True)),
        (" you own", ("owner", "you")),
        (" you don't own", ("owner", "not_you")),
    ):
        if p.endswith(suffix):
            p = p[: -len(suffix)]
            kw[value[0]] = value[1]
            break
    p = p.strip()
    changed = True
    while changed:
        changed = False
        for pattern, apply, scope in _FILTER_SUFFIXES:
            m = re.search(pattern, p)
            if m:
                if scope == _SHARED:
                    apply(m, kw, preds)
                else:  # kept apart until the kinds it follows are known
                    apply(m, own_kw, own_preds)
                    own_scopes.add(scope)
                p = p[: m.start()].strip()
                changed = True
        # "... you control with ..." : the controller clause may come before "with"
        for suffix, relation in ((" you control", "you"), (" you don't control", "not_you"),
                                 (" an opponent controls", "opponent")):
            if p.endswith(suffix) and "controller" not in kw:
                p = p[: -len(suffix)]
                kw["controller"] = relation
                changed = True
    if m := _STATES_LISTED.search(p):
        # "attacking or blocking", "tapped or blocking" (Tetsuo Umezawa), "attacking, blocking,
        # or tapped" (Sonar Strike): any one of the states (CR 506.4, 508.1, 509.1, 110.5)
        preds.append(_in_any_state(tuple(re.findall(_STATE, m.group(0)))))
        p = (p[: m.start()] + p[m.end():]).strip()
        p = re.sub(r"\s+", " ", p)
    if (kinds_of_noun := _kind_or_token(p) or _supertype_and_kind(p)) is not None:
        other, either_kind = kinds_of_noun
        if other:
            kw["other"] = True
        return ObjectFilter(predicate=_and_predicates(kw.pop("predicate", None), *preds,
                                                      either_kind), text=phrase.strip(), **kw)
    if (items := _items_with_own_qualifiers(p)) is not None:
        if own_scopes:
            raise NotUnderstood(phrase)  # a quality after a list whose items have their own
        return ObjectFilter(predicate=_and_predicates(kw.pop("predicate", None), *preds, items),
                            text=phrase.strip(), **kw)
    words = [w for w in re.split(r"[\s,]+", p) if w]
    and_list = _subtypes_joined_by_and(p, phrase)
    types: list[str] = []
    any_types: list[str] = []
    not_types: list[str] = []
    subtypes: list[str] = []
    not_subtypes: list[str] = []
    supertypes: list[str] = []
    colors: list[str] = []
    not_colors: list[str] = []
    saw_or = False
    noun_listed = False
    alt_type = ""  # "Goblin or land card": the card type after "or" a subtype is an alternative to
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("other", "another"):
            if i and words[i - 1] not in ("or", "and", "and/or"):
                # leading, or leading a kind joined by "or" ("an artifact or another
                # creature"); "creature another" is a phrase cut wrong, not a filter
                raise NotUnderstood(phrase)
            kw["other"] = True
        elif w == "attacking":
            kw["attacking"] = True
        elif w == "nonattacking":
            kw["attacking"] = False
        elif w == "blocking":
            kw["blocking"] = True
        elif w == "nonblocking":
            kw["blocking"] = False
        elif w == "tapped":
            kw["tapped"] = True
        elif w == "untapped":
            kw["tapped"] = False
        elif w in ("token", "tokens"):
            if i and words[i - 1] in ("or", "and/or"):
                raise NotUnderstood(phrase)  # "... or token": a token is an alternative, not read
            kw["token"] = True
        elif w == "nontoken":
            kw["token"] = False
        elif (pt := re.fullmatch(r"(\d+)/(\d+)", w)) and "creature" in words[i + 1:i + 2]:
            # "Target 1/1 creature" (Aegis of the Meek): that power and toughness now (CR 208.1)
            kw["power_at_least"] = kw["power_at_most"] = int(pt.group(1))
            preds.extend((_toughness_cmp(int(pt.group(2)), True),
                          _toughness_cmp(int(pt.group(2)), False)))
        elif w in _SUPERTYPE_WORDS:
            supertypes.append(w.capitalize())
        elif w in ("nonlegendary", "nonbasic", "nonsnow"):
            preds.append(_lacks_supertype(w[3:].capitalize()))
        elif w in ("colorless", "monocolored", "multicolored"):
            preds.append(_color_count(w))
        elif w in COLOR_LETTERS and i + 2 < len(words) and words[i + 1] == "or" and \
                TYPE_WORDS.get(words[i + 2]) and i + 3 < len(words):
            # "black or artifact creature" (Soldevi Adnate): a color or a card type, either one
            # (CR 105.2, 205.2a), not a black artifact creature
            preds.append(_color_or_type(COLOR_LETTERS[w], str(TYPE_WORDS[words[i + 2]])))
            i += 3
            continue
        elif w in COLOR_LETTERS:
            if i + 2 < len(words) and words[i + 1] == "or" and words[i + 2] not in COLOR_LETTERS:
                raise NotUnderstood(phrase)  # "white or Soldier ...": an alternative not read
            colors.append(COLOR_LETTERS[w])
        elif w.startswith("non") and w[3:] in COLOR_LETTERS:
            not_colors.append(COLOR_LETTERS[w[3:]])
        elif w.startswith("non-") and w[4:] in COLOR_LETTERS:
            not_colors.append(COLOR_LETTERS[w[4:]])
        elif w.startswith("non") and w[3:] in TYPE_WORDS and TYPE_WORDS[w[3:]]:
            not_types.append(TYPE_WORDS[w[3:]])
        elif w.startswith("non-") and w[4:] in TYPE_WORDS and TYPE_WORDS[w[4:]]:
            not_types.append(TYPE_WORDS[w[4:]])
        elif w.startswith("non-") and subtype(w[4:]):
            not_subtypes.append(subtype(w[4:]))
        elif w == "non-outlaw":
            not_subtypes.extend(OUTLAW_TYPES)  # CR 700.12: none of the outlaw types
        elif w in TYPE_WORDS and TYPE_WORDS[w] in ("Spell", "Permanent") and saw_or:
            # "instant or sorcery spell": the noun the kinds qualify, not one more kind (a
            # creature spell is no "instant or sorcery spell")
            types.append(TYPE_WORDS[w])
            # "instant or spell": a noun of its own after "or", one more kind in a list
            noun_listed = noun_listed or words[i - 1] in ("or", "and/or")
        elif w in TYPE_WORDS:
            if TYPE_WORDS[w] and i > 0 and words[i - 1] in ("or", "and/or") and subtypes and \
                    not types and not any_types and not alt_type:
                alt_type = TYPE_WORDS[w]
            elif TYPE_WORDS[w]:
                if i + 2 < len(words) and words[i + 1] == "or" and \
                        COLOR_LETTERS.get(words[i + 2]) not in (None, *colors) and \
                        not _spells_in_another_colour(words, i, bool(colors)):
                    # "artifact or black creature" (not "black creature or black planeswalker")
                    raise NotUnderstood(phrase)
                if i + 1 < len(words) and words[i + 1] in ("or", "and/or"):
                    any_types.append(TYPE_WORDS[w])
                    saw_or = True
                elif saw_or and any_types:
                    any_types.append(TYPE_WORDS[w])
                elif i + 1 < len(words) and words[i + 1] in TYPE_WORDS and TYPE_WORDS[words[i + 1]] \
                        and p.count(",") and "or" in words:
                    any_types.append(TYPE_WORDS[w])  # "artifact, enchantment, or land"
                elif i + 1 < len(words) and subtype(words[i + 1]) and "or" in words and \
                        re.search(rf"\b{re.escape(w)}, ", p):
                    # "creature, Spacecraft, or Planet": a kind of the list, not a creature
                    # that is also a Spacecraft or a Planet (CR 205.2a, 205.3)
                    any_types.append(TYPE_WORDS[w])
                else:
                    types.append(TYPE_WORDS[w])
        elif w in ("or", "and/or", "and"):
            saw_or = saw_or or w != "and"
        elif w in ("outlaw", "outlaws"):
            preds.append(_any_subtype(OUTLAW_TYPES))  # CR 700.12
        elif w == "historic":
            if any(x in ("or", "and/or") for x in words):
                raise NotUnderstood(phrase)  # "historic or ...": an alternative, not both
            preds.append(_historic)  # CR 700.6
        elif i + 1 < len(words) and words[i + 1] in ("planeswalker", "planeswalkers") and \
                w.capitalize() in PLANESWALKER_TYPES:
            # CR 205.3j: "an Ajani planeswalker": a planeswalker type, said before "planeswalker"
            subtypes.append(w.capitalize())
        elif subtype(w):
            subtypes.append(subtype(w))
        else:
            raise NotUnderstood(phrase)
        i += 1
    kinds_listed = noun_listed or len(set(any_types)) > 1  # "artifact, enchantment, or creature"
    if alt_type:
        if types or any_types:
            raise NotUnderstood(phrase)  # "Goblin or land creature card": not read
        preds.append(_subtypes_or_type(tuple(subtypes), alt_type))
        subtypes, kinds_listed = [], True
    if (saw_or or and_list) and len(subtypes) > 1 and not any_types:
        preds.append(_any_subtype(tuple(subtypes)))  # "Mountain or Cave card": either one
        subtypes, kinds_listed = [], True
    adjectives = [t for t in types if t not in ("Spell", "Permanent")]
    before = "".join(f"{t.lower()} " for t in adjectives)
    if saw_or and len(any_types) == 1 and len(subtypes) == 1 and re.search(
            rf"\b{before}{any_types[0].lower()}s? (?:or|and/or) {subtypes[0].lower()}s?\b", p):
        # "creature or Vehicle", "artifact creature and/or Vehicle": the kind (all its card
        # types) or the subtype, either one, not a creature that is a Vehicle (CR 205.3)
        preds.append(_type_or_subtype((*adjectives, any_types[0]), subtypes[0]))
        any_types, subtypes, kinds_listed = [], [], True
        types = [t for t in types if t not in adjectives]
    if saw_or and any_types and subtypes and not alt_type and \
            (alternatives := _list_of_kinds(p, phrase)) is not None:
        # "instant, sorcery, or Wizard", "Spirit, instant, or sorcery card", "land or legendary
        # Turtle": a list mixing card types and subtypes names alternatives (CR 205.2a, 205.3)
        preds.append(alternatives)
        any_types, subtypes, colors, supertypes, kinds_listed = [], [], [], [], True
    if own_scopes and kinds_listed:
        preds.append(_other_kinds_or_qualified_creature(p, phrase, own_kw, own_preds,
                                                        own_scopes))
    else:
        kw.update(own_kw)  # one kind: "attacking creature with flying", all of the phrase's
        preds.extend(own_preds)
    nouns = [t for t in types if t in ("Spell", "Permanent")]
    if any_types and len(types) > len(nouns):
        # "artifact or creature card" / "noncreature artifact or enchantment": keep lists apart
        any_types.extend(t for t in types if t not in any_types and t not in nouns)
        types = nouns
    pred = _and_predicates(kw.pop("predicate", None), *preds)
    return ObjectFilter(
        types=tuple(types), any_types=tuple(dict.fromkeys(any_types)), not_types=tuple(not_types),
        subtypes=tuple(subtypes), not_subtypes=tuple(not_subtypes),
        supertypes=tuple(supertypes), colors=tuple(colors), not_colors=tuple(not_colors),
        predicate=pred, text=phrase.strip(), **kw,
    )


def _suffix_power(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    n = int(m.group(2))
    if m.group(1) == "power":
        kw["power_at_least" if m.group(3) == "greater" else "power_at_most"] = n
    else:
        preds.append(_toughness_cmp(n, m.group(3) == "greater"))


def _suffix_power_over_hand(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    """"with power greater than the number of cards in your hand" (Ensnaring Bridge): compared
    as the filter is asked, "your" the controller of the effect (CR 208.1, 402.1)."""
    kw["power_greater_than_hand"] = True


def _suffix_mv(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    n = int(m.group(1))
    if m.group(2) == "less":
        kw["mana_value_at_most"] = n
    else:
        preds.append(_mana_value_at_least(n))


def _suffix_mv_is(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    kw["mana_value_is"] = int(m.group(1))  # CR 202.3: exactly that mana value


def _suffix_x_cost(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    preds.append(_has_x_in_mana_cost)


def _suffix_keyword(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    kw["keyword"] = m.group(1)


def _suffix_either_keyword(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    preds.append(_has_either_keyword(m.group(1), m.group(2)))


def _has_either_keyword(one: str, other: str) -> Callable[[Game, GameObject], bool]:
    """"with flying or reach" (CR 702.9, 702.17): one of the two keywords, or both."""
    def check(game: Game, obj: GameObject) -> bool:
        keywords = game.chars(obj.id).keywords
        return one in keywords or other in keywords

    return check


def _suffix_toughness_over_power(m: re.Match[str], kw: dict[str, Any],
                                 preds: list[Any]) -> None:
    preds.append(_toughness_over_power)


def _toughness_over_power(game: Game, obj: GameObject) -> bool:
    """"with toughness greater than its power" (CR 208.1): both as they are now."""
    ch = game.chars(obj.id)
    return ch.power is not None and ch.toughness is not None and ch.toughness > ch.power


def _suffix_no_keyword(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    kw["not_keyword"] = m.group(1)


def _suffix_counter(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    # a field, not a predicate: the layer pass then knows it reads only counters (CR 613.8a)
    if "counter" in kw:
        preds.append(_has_counter(m.group(1)))
    else:
        kw["counter"] = m.group(1)


def _suffix_dealt_damage(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    preds.append(_dealt_damage_this_turn)


def _suffix_combat_with_source(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    """"creatures blocking / blocked by / blocking or blocked by ~": in the current combat,
    relative to the source itself (CR 509.1g)."""
    kw[{"blocking": "blocking_source", "blocked by": "blocked_by_source",
        "blocking or blocked by": "blocking_or_blocked_by_source"}[m[1]]] = True


def _suffix_chosen_quality(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    """"of the chosen type / color": the creature type or color chosen as the source entered
    (CR 205.3m, 105.4, 614.12); read only beside "As ~ enters, choose ..." (cross-check)."""
    kw["source_chosen_type" if m[1] == "type" else "source_chosen_color"] = True


def _suffix_basic_land_type(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    """"land card with a basic land type" (Boseiju, Who Endures): one of Plains, Island,
    Swamp, Mountain or Forest among its subtypes (CR 205.3i), basic or not (205.4)."""
    preds.append(_any_subtype(sorted(BASIC_LAND_TYPES)))


def _dealt_damage_this_turn(game: Game, obj: GameObject) -> bool:
    """"creature that was dealt damage this turn" (CR 120.3): any source dealt it damage this
    turn, prevented damage aside (615.1a); a permanent that left and came back is a new
    object dealt none (400.7)."""
    return any(o == obj.id and n > 0 for _, o, n in game.state.turn.damage_to_objects)


def _suffix_attacked(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    preds.append(_attacked_this_turn)


def _attacked_this_turn(game: Game, obj: GameObject) -> bool:
    """"creatures that attacked this turn" (CR 508.1a): declared as an attacker in any combat
    of this turn; one put onto the battlefield attacking never attacked (508.4), and one that
    left and came back is a new object (400.7)."""
    return obj.id in game.state.turn.records.attackers


def _suffix_dealt_damage_to_you(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    kw["dealt_damage_to_you"] = True  # CR 120.3: to the player the filter is seen by


def _suffix_single_target(m: re.Match[str], kw: dict[str, Any], preds: list[Any]) -> None:
    preds.append(single_target)


def single_target(game: Game, obj: GameObject) -> bool:
    """"spell with a single target", "spell or ability with a single target" (CR 115.9a): one
    object or player chosen as a target in all, each instance of "target" counted (the same
    one chosen twice is two targets); an ability on the stack counts its own (113.7a)."""
    chosen = obj.spell if obj.spell is not None else obj.tags.get("ability")
    targets = getattr(chosen, "targets", None)
    return targets is not None and sum(len(group) for group in targets) == 1


def ability_from_source(word: str) -> Callable[[Game, GameObject], bool]:
    """"[ability] from a colorless source" (Abstruse Archaic), "... from a creature source":
    an ability on the stack whose source is colorless (CR 105.2c) or has that card type, as
    it is now or as it last existed (113.7, 113.7a, 608.2h)."""
    card_type = word.capitalize()

    def from_source(game: Game, obj: GameObject) -> bool:
        ability = obj.tags.get("ability")
        if ability is None:
            return False
        ch = game.last_known_chars(ability.source)
        if word == "colorless":
            return not ch.colors
        return card_type in ch.type_line.card_types

    return from_source


#: Scopes of a qualifier written after a list of kinds ("artifact, enchantment, or creature
#: with ..."), as Oracle text uses them: every kind's (mana value, counters, "that was dealt
#: damage this turn": Eliminate, Pernicious Deed, Termination Facilitator, Vraska's
#: Finisher); the last noun's, a creature's quality (power, toughness, a keyword: Carnivorous
#: Canopy, Exorcise, Elven Riders); or no list printed with it, not read after one.
_SHARED, _CREATURE_ONLY, _UNREAD_AFTER_LIST = "shared", "creature", "unread"

_FILTER_SUFFIXES: tuple[tuple[str, Callable[[re.Match[str], dict[str, Any], list[Any]], None],
                              str], ...] = (
    (r" with (power|toughness) (\d+) or (greater|less)$", _suffix_power, _CREATURE_ONLY),
    (r" with power greater than the number of cards in your hand$", _suffix_power_over_hand,
     _CREATURE_ONLY),
    (r" with mana value (\d+) or (less|greater)$", _suffix_mv, _SHARED),
    (r" with mana value (\d+)$", _suffix_mv_is, _SHARED),
    (r" with \{x\} in (?:its|their) mana costs?$", _suffix_x_cost, _SHARED),
    (rf" with ({KEYWORD_ALT})$", _suffix_keyword, _CREATURE_ONLY),
    (rf" with ({KEYWORD_ALT}) or ({KEYWORD_ALT})$", _suffix_either_keyword, _CREATURE_ONLY),
    (r" with toughness greater than (?:its|their) power$", _suffix_toughness_over_power,
     _CREATURE_ONLY),
    (rf" without ({KEYWORD_ALT})$", _suffix_no_keyword, _CREATURE_ONLY),
    (r" with (?:a|one or more) ([+-]1/[+-]1|\w+) counters? on (?:it|them)$", _suffix_counter,
     _SHARED),
    (r" with ([+-]1/[+-]1|\w+) counters on them$", _suffix_counter, _SHARED),
    (r" that (?:was|were) dealt damage this turn$", _suffix_dealt_damage, _SHARED),
    (r" that dealt damage to you this turn$", _suffix_dealt_damage_to_you, _UNREAD_AFTER_LIST),
    (r" that attacked this turn$", _suffix_attacked, _UNREAD_AFTER_LIST),
    (r" with a single target$", _suffix_single_target, _SHARED),
    (r" of the chosen (type|color)$", _suffix_chosen_quality, _SHARED),
    (r" with a basic land type$", _suffix_basic_land_type, _UNREAD_AFTER_LIST),
    (r" (blocking or blocked by|blocked by|blocking) ~$", _suffix_combat_with_source,
     _UNREAD_AFTER_LIST),
)


@functools.cache
def _subtype_index() -> dict[str, str]:

    names = CREATURE_TYPES | ARTIFACT_TYPES | \
        ENCHANTMENT_TYPES | LAND_TYPES | SPELL_TYPES
    index: dict[str, str] = {}
    for n in names:
        index[n.lower()] = n
    for n in names:
        low = n.lower()
        for plural in (low + "s", low + "es", low[:-1] + "ies" if low.endswith("y") else "",
                       low[:-1] + "ves" if low.endswith("f") else "",
                       low[:-2] + "ves" if low.endswith("fe") else "",
                       low[:-3] + "men" if low.endswith("man") else ""):
            if plural:
                index.setdefault(plural, n)
    index.setdefault("elves", "Elf")
    index.setdefault("dwarves", "Dwarf")
    return index


def subtype(word: str) -> str:
    """The subtype a (possibly plural) word names, or ""."""
    return _subtype_index().get(word.lower(), "")


def permanent_filter(flt: ObjectFilter) -> ObjectFilter:
    """``flt`` of permanents when it names no card type ("nontoken" -> "nontoken permanent")."""
    if flt.types or flt.any_types:
        return flt
    return attrs.evolve(flt, types=("Permanent",))


def singular(phrase: str) -> str:
    """"creatures you control" -> "creature you control" (the first noun only)."""
    words = phrase.split()
    for i, w in enumerate(words):
        if w in TYPE_WORDS and w.endswith("s") and TYPE_WORDS.get(w[:-1]) == TYPE_WORDS[w]:
            words[i] = w[:-1]
            break
        if w == "sorceries":
            words[i] = "sorcery"
            break
        if subtype(w) and subtype(w).lower() != w:
            words[i] = subtype(w).lower()
            break
    return " ".join(words)


def filter_kwargs(flt: ObjectFilter) -> dict[str, Any]:
    """The fields of ``flt``, to build a filter like it with some changed."""
    return {a.name: getattr(flt, a.name) for a in attrs.fields(ObjectFilter)}
