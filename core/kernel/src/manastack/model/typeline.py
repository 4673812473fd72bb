"""Type lines: supertypes, card types and subtypes (CR 205).

A :class:`TypeLine` is the parsed form of a printed type line such as
``"Legendary Creature — Elder Giant"``. ``str()`` prints it back exactly
(``str(TypeLine.parse(s)) == s`` for every well-formed line).

Parsing (CR 205.3b)
-------------------
* Words before the long dash are supertypes (CR 205.4a) followed by card types
  (CR 205.2a); an unknown word there raises :class:`CardDataError` naming the card
  and the text. Type words are matched case-insensitively and stored as printed in
  the rules ("instant" -> "Instant"); the curly apostrophe of the CR file ("Urza’s")
  is normalised to the straight one of the Oracle data ("Urza's").
* The dash is U+2014 "—"; hand-written files may also use " - ", " – " or "--".
* After the dash each word is one subtype, except that a creature or kindred object
  matches the two-word creature type "Time Lord" greedily (CR 205.3m), and a plane's
  words are all together one subtype (CR 205.3n, "Plane — Serra's Realm").

Unknown subtypes: lenient by default, strict on request
-------------------------------------------------------
New sets add subtypes faster than the rules are republished (the 2025-11-14 CR has no
"Sorcerer" or "Book"), so by default a subtype that is in none of the lists of the
object's card types (CR 205.3c) is accepted, kept as printed, and reported by
:attr:`TypeLine.unknown_subtypes`. ``TypeLine.parse(text, strict=True)`` raises
:class:`CardDataError` instead; use it for hand-written card files.

Oracle words outside the CR
---------------------------
A few Oracle type lines belong to cards that no sanctioned format allows (Un-sets,
Theros "Hero" cards, playtest and 1990s promo cards). So that the whole Oracle corpus
parses, the lenient parser also accepts, before the dash, the supertype
:data:`UNOFFICIAL_SUPERTYPES` ("Host") and the card types :data:`UNOFFICIAL_CARD_TYPES`
("Summon", "Tribal", "Hero", "Stickers", ...), and after the legacy word "Summon" any
word, kept as a card type as MTGJSON does ("Summon Dragon"). "Tribal" (the old name of
kindred) and "Summon" (the old name of creature) take creature types. ``strict=True``
rejects all of them.
"""

from __future__ import annotations

import functools
from types import MappingProxyType
from typing import TYPE_CHECKING, NoReturn

from attrs import field, frozen

from manastack._lazy import LazyPattern
from manastack.errors import CardDataError

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

__all__ = [
    "ARTIFACT_TYPES",
    "BASIC_LAND_TYPES",
    "BATTLE_TYPES",
    "CARD_TYPES",
    "CREATURE_TYPES",
    "DUNGEON_TYPES",
    "ENCHANTMENT_TYPES",
    "LAND_TYPES",
    "PERMANENT_TYPES",
    "PLANAR_TYPES",
    "PLANESWALKER_TYPES",
    "SPELL_TYPES",
    "SUBTYPE_CATEGORIES",
    "SUPERTYPES",
    "UNOFFICIAL_CARD_TYPES",
    "UNOFFICIAL_SUPERTYPES",
    "TypeLine",
    "subtype_categories",
    "subtype_category",
]

# The lists below are copied from the Comprehensive Rules of 2025-11-14.

#: CR 205.4a: the supertypes.
SUPERTYPES: frozenset[str] = frozenset({"Basic", "Legendary", "Ongoing", "Snow", "World"})

#: CR 205.2a: the card types, in the rules' order.
CARD_TYPES: tuple[str, ...] = (
    "Artifact", "Battle", "Conspiracy", "Creature", "Dungeon", "Enchantment", "Instant",
    "Kindred", "Land", "Phenomenon", "Plane", "Planeswalker", "Scheme", "Sorcery", "Vanguard",
)  # fmt: skip

#: CR 110.4: the card types a permanent may have.
PERMANENT_TYPES: frozenset[str] = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
)

# fmt: off
#: CR 205.3g: the artifact types.
ARTIFACT_TYPES: frozenset[str] = frozenset(
    {
        "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food",
        "Fortification", "Gold", "Incubator", "Infinity", "Junk", "Lander", "Map", "Powerstone",
        "Spacecraft", "Stone", "Treasure", "Vehicle",
    }
)

#: CR 205.3h: the enchantment types.
ENCHANTMENT_TYPES: frozenset[str] = frozenset(
    {
        "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune",
        "Saga", "Shard", "Shrine",
    }
)

#: CR 205.3i: the land types.
LAND_TYPES: frozenset[str] = frozenset(
    {
        "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain",
        "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
    }
)

#: CR 205.3j: the planeswalker types.
PLANESWALKER_TYPES: frozenset[str] = frozenset(
    {
        "Ajani", "Aminatou", "Angrath", "Arlinn", "Ashiok", "Bahamut", "Basri", "Bolas", "Calix",
        "Chandra", "Comet", "Dack", "Dakkon", "Daretti", "Davriel", "Dihada", "Domri", "Dovin",
        "Ellywick", "Elminster", "Elspeth", "Estrid", "Freyalise", "Garruk", "Gideon", "Grist",
        "Guff", "Huatli", "Jace", "Jared", "Jaya", "Jeska", "Kaito", "Karn", "Kasmina", "Kaya",
        "Kiora", "Koth", "Liliana", "Lolth", "Lukka", "Minsc", "Mordenkainen", "Nahiri", "Narset",
        "Niko", "Nissa", "Nixilis", "Oko", "Quintorius", "Ral", "Rowan", "Saheeli", "Samut",
        "Sarkhan", "Serra", "Sivitri", "Sorin", "Szat", "Tamiyo", "Tasha", "Teferi", "Teyo",
        "Tezzeret", "Tibalt", "Tyvar", "Ugin", "Urza", "Venser", "Vivien", "Vraska", "Vronos",
        "Will", "Windgrace", "Wrenn", "Xenagos", "Yanggu", "Yanling", "Zariel",
    }
)

#: CR 205.3k: the spell types (of instants and sorceries).
SPELL_TYPES: frozenset[str] = frozenset(
    {
        "Adventure", "Arcane", "Lesson", "Omen", "Trap",
    }
)

#: CR 205.3m: the creature types.
CREATURE_TYPES: frozenset[str] = frozenset(
    {
        "Time Lord", "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape",
        "Archer", "Archon", "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker",
        "Astartes", "Atog", "Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard",
        "Basilisk", "Bat", "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird",
        "Bison", "Blinkmoth", "Boar", "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara",
        "Caribou", "Carrier", "Cat", "Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown",
        "Cockatrice", "Construct", "Coward", "Coyote", "Crab", "Crocodile", "C'tan", "Custodes",
        "Cyberman", "Cyclops", "Dalek", "Dauthi", "Demigod", "Demon", "Deserter", "Detective",
        "Devil", "Dinosaur", "Djinn", "Doctor", "Dog", "Dragon", "Drake", "Dreadnought", "Drix",
        "Drone", "Druid", "Dryad", "Dwarf", "Echidna", "Efreet", "Egg", "Elder", "Eldrazi",
        "Elemental", "Elephant", "Elf", "Elk", "Employee", "Eye", "Faerie", "Ferret", "Fish",
        "Flagbearer", "Fox", "Fractal", "Frog", "Fungus", "Gamer", "Gargoyle", "Germ", "Giant",
        "Gith", "Glimmer", "Gnoll", "Gnome", "Goat", "Goblin", "God", "Golem", "Gorgon",
        "Graveborn", "Gremlin", "Griffin", "Guest", "Hag", "Halfling", "Hamster", "Harpy",
        "Hedgehog", "Hellion", "Hero", "Hippo", "Hippogriff", "Homarid", "Homunculus", "Horror",
        "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp", "Incarnation", "Inkling",
        "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut", "Kangaroo", "Kavu", "Kirin",
        "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Llama", "Lamia", "Lammasu", "Leech",
        "Lemur", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Lobster", "Manticore", "Masticore",
        "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole", "Monger",
        "Mongoose", "Monk", "Monkey", "Moogle", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr",
        "Mystic", "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble",
        "Noggle", "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter",
        "Ouphe", "Ox", "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer",
        "Pest", "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant",
        "Platypus", "Porcupine", "Possum", "Praetor", "Primarch", "Prism", "Processor", "Qu",
        "Rabbit", "Raccoon", "Ranger", "Rat", "Rebel", "Reflection", "Rhino", "Rigger", "Robot",
        "Rogue", "Sable", "Salamander", "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow",
        "Scientist", "Scion", "Scorpion", "Scout", "Sculpture", "Seal", "Serf", "Serpent", "Servo",
        "Shade", "Shaman", "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith",
        "Sliver", "Sloth", "Slug", "Snail", "Snake", "Soldier", "Soltari", "Spawn", "Specter",
        "Spellshaper", "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid",
        "Squirrel", "Starfish", "Surrakar", "Survivor", "Symbiote", "Synth", "Tentacle",
        "Tetravite", "Thalakos", "Thopter", "Thrull", "Tiefling", "Toy", "Treefolk", "Trilobite",
        "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint", "Vedalken",
        "Villain", "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf",
        "Whale", "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti",
        "Zombie", "Zubera",
    }
)

# CR 205.3n
PLANAR_TYPES: frozenset[str] = frozenset(
    {
        "The Abyss", "Alara", "Alfava Metraxis", "Amonkhet", "Androzani Minor", "Antausia",
        "Apalapucia", "Arcavios", "Arkhos", "Avishkar", "Azgol", "Belenon",
        "Bolas's Meditation Realm", "Capenna", "Cridhe", "The Dalek Asylum", "Darillium",
        "Dominaria", "Earth", "Echoir", "Eldraine", "Equilor", "Ergamon", "Fabacin", "Fiora",
        "Gallifrey", "Gargantikar", "Gobakhan", "Horsehead Nebula", "Ikoria", "Innistrad",
        "Iquatana", "Ir", "Ixalan", "Kaldheim", "Kamigawa", "Kandoka", "Karsus", "Kephalai",
        "Kinshala", "Kolbahan", "Kylem", "Kyneth", "The Library", "Lorwyn", "Luvion", "Mars",
        "Mercadia", "Mirrodin", "Moag", "Mongseng", "Moon", "Muraganda", "Necros", "New Earth",
        "New Phyrexia", "Outside Mutter's Spiral", "Phyrexia", "Pyrulea", "Rabiah", "Rath",
        "Ravnica", "Regatha", "Segovia", "Serra's Realm", "Shadowmoor", "Shandalar", "Shenmeng",
        "Skaro", "Spacecraft", "Tarkir", "Theros", "Time", "Trenzalore", "Ulgrotha",
        "Unknown Planet", "Valla", "Vryn", "Wildfire", "Xerex", "Zendikar", "Zhalfir",
    }
)
# fmt: on


#: CR 205.3i: the basic land types (Forest, Island, Mountain, Plains, Swamp).
BASIC_LAND_TYPES: frozenset[str] = frozenset({"Forest", "Island", "Mountain", "Plains", "Swamp"})

# CR 205.3p
DUNGEON_TYPES: frozenset[str] = frozenset({"Undercity"})

#: CR 205.3q: the battle types.
BATTLE_TYPES: frozenset[str] = frozenset({"Siege"})

# Not in the CR; only on Oracle cards outside every sanctioned format (see module docs).
UNOFFICIAL_SUPERTYPES: frozenset[str] = frozenset({"Host"})  # Unstable host cards
UNOFFICIAL_CARD_TYPES: frozenset[str] = frozenset(
    {
        "Eaturecray",  # Unhinged, Pig Latin "Creature"
        "Elemental",  # playtest card "Elemental Instant — Fire"
        "Hero",  # Theros Hero cards
        "Poly",  # playtest card "Poly Artifact"
        "Stickers",  # Unfinity sticker sheets
        "Summon",  # pre-Sixth-Edition name of creature, on a few promo and joke cards
        "Tribal",  # pre-2024 name of kindred, on playtest cards
        "Universewalker",  # playtest card
    }
)

# Subtype categories, each the set of subtypes of some card types (CR 205.3g-205.3q).
# The order settles subtype_category() for the one subtype in two lists: "Spacecraft"
# is an artifact type and a planar type.
SUBTYPE_CATEGORIES: Mapping[str, frozenset[str]] = MappingProxyType(
    {
        "creature": CREATURE_TYPES,
        "artifact": ARTIFACT_TYPES,
        "enchantment": ENCHANTMENT_TYPES,
        "land": LAND_TYPES,
        "planeswalker": PLANESWALKER_TYPES,
        "spell": SPELL_TYPES,
        "battle": BATTLE_TYPES,
        "dungeon": DUNGEON_TYPES,
        "plane": PLANAR_TYPES,
    }
)

# The subtype category each card type takes (CR 205.3c). Conspiracy, phenomenon,
# scheme and vanguard have no subtypes (CR 205.3r).
_CATEGORY_OF_CARD_TYPE: dict[str, str] = {
    "Artifact": "artifact",  # CR 205.3g
    "Enchantment": "enchantment",  # CR 205.3h
    "Land": "land",  # CR 205.3i
    "Planeswalker": "planeswalker",  # CR 205.3j
    "Instant": "spell",  # CR 205.3k
    "Sorcery": "spell",  # CR 205.3k
    "Creature": "creature",  # CR 205.3m
    "Kindred": "creature",  # CR 205.3m
    "Plane": "plane",  # CR 205.3n
    "Dungeon": "dungeon",  # CR 205.3p
    "Battle": "battle",  # CR 205.3q
    "Tribal": "creature",  # old name of kindred
    "Summon": "creature",  # old name of creature
}

# CR 205.1a: an object with the instant or sorcery card type keeps it when its card
# types are set.
_RETAINED_CARD_TYPES = frozenset({"Instant", "Sorcery"})

_SUPER, _CARD = "supertype", "card type"

# casefolded word -> (canonical word, kind, is in the CR)
_FRONT: dict[str, tuple[str, str, bool]] = {
    **{w.casefold(): (w, _SUPER, False) for w in UNOFFICIAL_SUPERTYPES},
    **{w.casefold(): (w, _CARD, False) for w in UNOFFICIAL_CARD_TYPES},
    **{w.casefold(): (w, _SUPER, True) for w in SUPERTYPES},
    **{w.casefold(): (w, _CARD, True) for w in CARD_TYPES},
}

# subtype -> the categories it belongs to
_CATEGORIES_OF: dict[str, frozenset[str]] = {}
for _category, _members in SUBTYPE_CATEGORIES.items():
    for _member in _members:
        _CATEGORIES_OF[_member] = _CATEGORIES_OF.get(_member, frozenset()) | {_category}
del _category, _members, _member

# casefolded subtype -> canonical subtype
_SUBTYPE_CANON: dict[str, str] = {s.casefold(): s for s in _CATEGORIES_OF}

# CR 205.3m: the only two-word creature type is "Time Lord".
_TWO_WORD_CREATURE: dict[str, str] = {s.casefold(): s for s in CREATURE_TYPES if " " in s}

# CR 205.3b: the long dash; hand-written files may use a spaced hyphen or en dash, or "--".
_DASH = LazyPattern(r"\s*(?:\u2014|--)\s*|\s+[-\u2013]\s+")

_EMPTY: frozenset[str] = frozenset()


def _norm(word: str) -> str:
    """Straight apostrophe, as in Oracle data ("Urza’s" in the CR -> "Urza's")."""
    return word.replace("\u2019", "'")


# The queries below are asked with a handful of distinct words (hot path: legal actions,
# state-based actions), so each word is canonicalised once.
@functools.lru_cache(maxsize=4096)
def _canon_subtype(word: str) -> str:
    word = _norm(word)
    return _SUBTYPE_CANON.get(word.casefold(), word)


@functools.lru_cache(maxsize=4096)
def _canon_type(word: str) -> str:
    word = _norm(word)
    entry = _FRONT.get(word.casefold())
    return entry[0] if entry is not None else word


def _names(value: Iterable[str]) -> tuple[str, ...]:
    if isinstance(value, str):
        return (_norm(value),)
    return tuple(_norm(v) for v in value)


def subtype_categories(subtype: str) -> frozenset[str]:
    """Every category (keys of :data:`SUBTYPE_CATEGORIES`) the subtype belongs to."""
    return _CATEGORIES_OF.get(_canon_subtype(subtype), _EMPTY)


def subtype_category(subtype: str) -> str:
    """The kind of subtype: "creature", "artifact", "enchantment", "land",
    "planeswalker", "spell", "battle", "dungeon", "plane" or "unknown"."""
    categories = subtype_categories(subtype)
    for category in SUBTYPE_CATEGORIES:
        if category in categories:
            return category
    return "unknown"


def _categories_for(card_types: Iterable[str]) -> frozenset[str]:
    """The subtype categories correlated with these card types (CR 205.3c)."""
    return frozenset(_CATEGORY_OF_CARD_TYPE[t] for t in card_types if t in _CATEGORY_OF_CARD_TYPE)


def _merge(old: tuple[str, ...], new: Iterable[str]) -> tuple[str, ...]:
    out = list(old)
    for item in new:
        if item not in out:
            out.append(item)
    return tuple(out)


def _fail(card: str | None, text: object, problem: str, rule: str) -> NoReturn:
    who = card if card else "<unnamed card>"
    raise CardDataError(f"{who}: {problem} in type line {text!r} (CR {rule})")


@frozen
class TypeLine:
    """The types of an object (CR 205): supertypes, card types and subtypes, in
    printed order. Immutable; the ``with_``/``replace_``/``without_`` methods return
    new type lines for effects that change types (CR 205.1)."""

    supertypes: tuple[str, ...] = field(default=(), converter=_names)
    card_types: tuple[str, ...] = field(default=(), converter=_names)
    subtypes: tuple[str, ...] = field(default=(), converter=_names)

    @classmethod
    def parse(cls, text: str, *, card: str | None = None, strict: bool = False) -> TypeLine:
        """Parse a printed type line; ``card`` names the card in error messages.

        Raises :class:`CardDataError` on an unknown word before the dash, a line with
        no card type, an empty side of the dash, more than one dash, a repeated type,
        or a supertype after a card type. With ``strict=True`` it also rejects words
        outside the CR and subtypes that fit none of the object's card types.
        """
        if not isinstance(text, str):
            _fail(card, text, "the type line is not text", "205.1")
        parts = _DASH.split(_norm(text).strip())
        if len(parts) > 2:
            _fail(card, text, "more than one dash", "205.3b")
        head = parts[0].split()
        tail = parts[1].split() if len(parts) == 2 else []
        if len(parts) == 2 and not tail:
            _fail(card, text, "no subtype after the dash", "205.3b")

        supertypes: list[str] = []
        card_types: list[str] = []
        legacy = False  # after "Summon": old-style type words, kept as MTGJSON does
        for word in head:
            entry = _FRONT.get(word.casefold())
            if entry is None:
                if legacy and not strict:
                    card_types.append(word)
                    continue
                _fail(card, text, f"unknown type {word!r} before the dash", "205.2a, 205.4a")
            canon, kind, official = entry
            if strict and not official:
                _fail(card, text, f"{word!r} is not a {kind} in the rules", "205.2a, 205.4a")
            if canon in supertypes or canon in card_types:
                _fail(card, text, f"repeated type {word!r}", "205.2a")
            if kind == _SUPER:
                if card_types:
                    # CR 205.4a: supertypes are printed directly before the card types.
                    _fail(card, text, f"supertype {word!r} after a card type", "205.4a")
                supertypes.append(canon)
            else:
                card_types.append(canon)
                legacy = legacy or canon == "Summon"
        if not card_types:
            _fail(card, text, "no card type", "205.2a")

        categories = _categories_for(card_types)
        subtypes: list[str] = []
        if "plane" in categories:
            # CR 205.3b, 205.3n: all the words after a plane's dash are one subtype.
            if tail:
                subtypes.append(_canon_subtype(" ".join(tail)))
        else:
            # CR 205.3b: each word is a subtype; creature types may be two words (205.3m).
            two_words = "creature" in categories
            i, n = 0, len(tail)
            while i < n:
                if two_words and i + 1 < n:
                    pair = _TWO_WORD_CREATURE.get(f"{tail[i]} {tail[i + 1]}".casefold())
                    if pair is not None:
                        subtypes.append(pair)
                        i += 2
                        continue
                subtypes.append(_canon_subtype(tail[i]))
                i += 1
        if len(set(subtypes)) != len(subtypes):
            _fail(card, text, "repeated subtype", "205.3b")

        line = cls(tuple(supertypes), tuple(card_types), tuple(subtypes))
        if strict and line.unknown_subtypes:
            # CR 205.3c, 205.3d: each subtype belongs to one of the object's card types.
            bad = ", ".join(repr(s) for s in line.unknown_subtypes)
            _fail(card, text, f"subtype {bad} fits none of its card types", "205.3c")
        return line

    def __str__(self) -> str:
        head = " ".join(self.supertypes + self.card_types)
        if not self.subtypes:
            return head
        return f"{head} \u2014 {' '.join(self.subtypes)}"  # CR 205.3b: the long dash

    # --- queries -------------------------------------------------------------------

    def has_type(self, t: str) -> bool:
        """Whether the object has card type ``t`` ("Creature"; case-insensitive)."""
        return _canon_type(t) in self.card_types

    def has_subtype(self, s: str) -> bool:
        """Whether the object has subtype ``s`` ("Human", "Time Lord", "Urza’s")."""
        return _canon_subtype(s) in self.subtypes

    def has_supertype(self, s: str) -> bool:
        """Whether the object has supertype ``s`` ("Legendary")."""
        return _canon_type(s) in self.supertypes

    @property
    def is_permanent(self) -> bool:
        """CR 110.4: artifact, battle, creature, enchantment, land or planeswalker."""
        return any(t in PERMANENT_TYPES for t in self.card_types)

    @property
    def subtype_categories(self) -> frozenset[str]:
        """The subtype categories the object's card types take (CR 205.3c)."""
        return _categories_for(self.card_types)

    def subtypes_of(self, category: str) -> tuple[str, ...]:
        """The object's subtypes of one category, e.g. its "creature" types."""
        return tuple(s for s in self.subtypes if category in _CATEGORIES_OF.get(s, _EMPTY))

    @property
    def unknown_subtypes(self) -> tuple[str, ...]:
        """Subtypes in none of the lists of the object's card types (CR 205.3c):
        newer than the rules in force, misspelt, or on a card type without them."""
        allowed = self.subtype_categories
        return tuple(s for s in self.subtypes if not _CATEGORIES_OF.get(s, _EMPTY) & allowed)

    # --- type-changing effects (CR 205.1) ------------------------------------------

    def with_types(
        self,
        add_card_types: Iterable[str] = (),
        add_subtypes: Iterable[str] = (),
        add_supertypes: Iterable[str] = (),
    ) -> TypeLine:
        """Gain types "in addition to its other types" (CR 205.1b): every prior type is
        kept and new ones are appended once. A listed subtype that fits none of the
        resulting card types is not gained (CR 205.3d); an unknown one is kept."""
        card_types = _merge(self.card_types, (_canon_type(t) for t in _names(add_card_types)))
        allowed = _categories_for(card_types)
        gained = (_canon_subtype(s) for s in _names(add_subtypes))
        subtypes = _merge(self.subtypes, (s for s in gained if _fits(s, allowed)))
        # CR 205.4b: gaining a supertype keeps the others.
        supertypes = _merge(self.supertypes, (_canon_type(t) for t in _names(add_supertypes)))
        return TypeLine(supertypes, card_types, subtypes)

    def replace_types(
        self,
        card_types: Iterable[str] | None = None,
        subtypes: Iterable[str] | None = None,
    ) -> TypeLine:
        """Set types, as "becomes a [type]" does without "in addition" (CR 205.1a).

        ``card_types`` replaces the card types, except that instant and sorcery stay;
        the subtypes that fit none of the new card types go. ``subtypes`` replaces
        the existing subtypes of the same categories only ("becomes a Forest" replaces
        land types, not creature types); an unknown subtype replaces nothing.
        Supertypes never change (CR 205.4b). For "becomes a [creature type] artifact
        creature" (CR 205.1b) chain ``with_types(("Artifact", "Creature"))`` and
        ``replace_types(subtypes=...)``.
        """
        result = self
        if card_types is not None:
            new = tuple(dict.fromkeys(_canon_type(t) for t in _names(card_types)))
            kept = tuple(t for t in self.card_types if t in _RETAINED_CARD_TYPES)
            result = result._set_card_types(_merge(new, kept))
        if subtypes is not None:
            new_subtypes = tuple(dict.fromkeys(_canon_subtype(s) for s in _names(subtypes)))
            replaced: frozenset[str] = frozenset().union(
                *(_CATEGORIES_OF.get(s, _EMPTY) for s in new_subtypes)
            )
            allowed = result.subtype_categories
            old = tuple(s for s in result.subtypes if not _CATEGORIES_OF.get(s, _EMPTY) & replaced)
            result = TypeLine(
                result.supertypes,
                result.card_types,
                _merge(old, (s for s in new_subtypes if _fits(s, allowed))),  # CR 205.3d
            )
        return result

    def without_types(
        self,
        card_types: Iterable[str] = (),
        subtypes: Iterable[str] = (),
        supertypes: Iterable[str] = (),
        *,
        subtype_categories: Iterable[str] = (),
    ) -> TypeLine:
        """Lose types: "isn't a creature", "loses all creature types"
        (``subtype_categories=("creature",)``), "isn't legendary".

        Losing a card type also loses the subtypes that fit none of the remaining
        card types (CR 205.1a); losing a subtype never changes the card types
        (CR 205.1a), and supertypes are independent of both (CR 205.4b).
        """
        lost_types = {_canon_type(t) for t in _names(card_types)}
        result = self._set_card_types(tuple(t for t in self.card_types if t not in lost_types))
        lost_subtypes = {_canon_subtype(s) for s in _names(subtypes)}
        lost_categories = frozenset(subtype_categories)
        lost_supers = {_canon_type(s) for s in _names(supertypes)}
        return TypeLine(
            tuple(s for s in result.supertypes if s not in lost_supers),
            result.card_types,
            tuple(
                s
                for s in result.subtypes
                if s not in lost_subtypes and not _CATEGORIES_OF.get(s, _EMPTY) & lost_categories
            ),
        )

    def _set_card_types(self, card_types: tuple[str, ...]) -> TypeLine:
        """New card types; CR 205.1a: a subtype stays only if it fits one of them.
        An unknown subtype stays only if no subtype category was lost."""
        before = self.subtype_categories
        after = _categories_for(card_types)
        keep_unknown = before <= after
        subtypes = tuple(
            s
            for s in self.subtypes
            if (_CATEGORIES_OF.get(s, _EMPTY) & after)
            or (keep_unknown and not _CATEGORIES_OF.get(s, _EMPTY) & before)
        )
        return TypeLine(self.supertypes, card_types, subtypes)


def _fits(subtype: str, allowed: frozenset[str]) -> bool:
    """CR 205.3d: a known subtype must fit one of the object's card types."""
    categories = _CATEGORIES_OF.get(subtype, _EMPTY)
    return not categories or bool(categories & allowed)
