"""Objects, players and zones of a game (CR 109, 110, 111, 400).

Everything here is an immutable value. The game replaces an object with a new
value when it changes (tapping, counters) and gives it a new identity when it
changes zones (CR 400.7), so a snapshot of the game is a shallow copy of a few
dictionaries: ``clone()`` and rolling back an illegal action are cheap, and the
value that left a zone is its own last known information.
"""

from __future__ import annotations

import enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

import attrs
from attrs import field, frozen

from manastack.model.abilities import StaticAbility, keyword_names
from manastack.model.mana import EMPTY_POOL, ManaCost, ManaPool

if TYPE_CHECKING:
    from collections.abc import Mapping

    from manastack.model.abilities import Ability
    from manastack.model.cards import CardDef
    from manastack.model.spells import Spell
    from manastack.model.typeline import TypeLine


class Zone(enum.Enum):
    """The zones of CR 400.1."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"

    # a zone is a key of every zone look-up ((zone, player) in State.zones, a keyword index):
    # enum.Enum hashes a member's name in a Python-level method, a call per look-up; a member
    # is a singleton equal only to itself, so hashing its identity answers alike, in C
    __hash__ = object.__hash__

    #: the value's type: read as ``_value_``, which the enum machinery stores on each member
    _value_: str

    def __init__(self, value: str) -> None:
        #: CR 400.2: battlefield, stack, exile and command are shared by all players; a plain
        #: attribute of each member (as a property it was a call at every zone look-up)
        self.shared: bool = value in ("battlefield", "stack", "exile", "command")

    def __str__(self) -> str:
        return self._value_  # the stored value: ``value`` is a Python-level descriptor, slower


#: Zone key owner for shared zones.
SHARED = -1
#: CR 702.26b-d: the key owner of the battlefield's phased-out permanents, ``(BATTLEFIELD,
#: PHASED_OUT)``: still on the battlefield (no zone change), out of every look-up the rules
#: make (``Game.ids_in``); the key exists only while something is phased out
PHASED_OUT = -2


@frozen
class PhasedOut:
    """CR 110.5, 702.26: a phased-out permanent's status: the player who controlled it as it
    phased out (it phases in during that player's next untap step, 502.1) and whether it
    phased out indirectly, with what it is attached to (702.26g: it phases in with it)."""

    controller: int
    indirectly: bool = False


@frozen
class PlayerRef:
    """A player as a target or an option of a decision (CR 115.1: players can be targets)."""

    index: int

    def __str__(self) -> str:
        return f"player {self.index + 1}"


#: The tag of an object showing one face of a card of several faces (a split card's half or
#: an Adventure on the stack, a double-faced card's face up on the stack or the battlefield):
#: the whole card, which it has again when it leaves (CR 709.4, 712.8a, 715.4).
SPLIT_CARD = "split_card"
#: The same tag under the name that fits every kind of face.
WHOLE_CARD = SPLIT_CARD
#: The tag of a card exiled as its Adventure resolved: the player who may cast it (715.3d).
ADVENTURE = "adventure"

#: Split-card layouts (CR 709): an aftermath card is a split card too (702.127a).
SPLIT_LAYOUTS = frozenset({"split", "aftermath"})
#: Layouts whose faces a player chooses among when casting (709.3, 712.11b, 715.3).
CHOSEN_FACE_LAYOUTS = SPLIT_LAYOUTS | {"adventure", "modal_dfc"}
#: Double-faced layouts: the face up stays up on the battlefield (712.13) and may turn over.
DOUBLE_FACED_LAYOUTS = frozenset({"modal_dfc", "transform"})


@frozen
class Card:
    """A card's printed characteristics, parsed and recognised (CR 109.3, 208).

    Built once per rule set from a :class:`manastack.model.cards.CardDef`; tokens and
    copies get one too. ``unrecognized`` lists the sentences of the text the
    rules could not understand and ``missing_keywords`` the keywords whose
    plugin is not enabled, as ``(keyword, plugin)``: such a card loads for
    inspection, but casting or playing it is refused. ``halves``: the faces of a card of
    several faces, in printed order: a split card's halves, each cast on its own (CR 709.3;
    the card's characteristics are theirs combined, 709.4); an adventurer's creature and its
    Adventure (715.3; the card is the creature, 715.4); a double-faced card's front and back
    (712.11b, 712.12; the card is its front face, 712.8a). ``layout``: MTGJSON's word for
    the kind ("split", "aftermath", "adventure", "modal_dfc", "transform"; "normal" for one face).
    ``read_with``: the names of the reader's rules that read its text (:class:`CardText`).
    """

    name: str
    type_line: TypeLine
    mana_cost: ManaCost | None = None
    colors: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    text: str = ""
    definition: CardDef | None = field(default=None, eq=False, repr=False)
    unrecognized: tuple[str, ...] = ()
    missing_keywords: tuple[tuple[str, str], ...] = ()
    halves: tuple[Card, ...] = field(default=(), eq=False, repr=False)
    layout: str = field(default="normal", eq=False, repr=False)
    read_with: frozenset[str] = field(default=frozenset(), eq=False, repr=False)

    @property
    def playable(self) -> bool:
        """Is every line of its text understood, with every keyword plugin it needs enabled?"""
        return not self.unrecognized and not self.missing_keywords

    def refusal(self) -> str | None:
        """Why this card can't be used in a game, naming the keyword or the sentences not
        read; None if it is playable."""
        if self.missing_keywords:
            keyword, plugin = self.missing_keywords[0]
            return (f"{self.name!r} uses the keyword {keyword!r}, provided by the plugin "
                    f"{plugin!r}, which is not enabled")
        if self.unrecognized:
            quoted = "; ".join(repr(s) for s in self.unrecognized)
            return f"{self.name!r}: rules text not understood: {quoted}"
        return None

    def inert(self) -> Card:
        """This card as an inert placeholder: its characteristics without any ability, still
        refused if cast or played (what a scenario asks for with ``inert = true``)."""
        return attrs.evolve(self, abilities=())

    def is_called(self, name: str) -> bool:
        """Whether ``name`` (case aside) is this card's whole name or one of its faces' names
        ("The Legend of Kyoshi" for "The Legend of Kyoshi // Avatar Kyoshi"; CR 712.8a: a
        double-faced card has its front face's name; 709.4: a split card has both names)."""
        wanted = name.lower()
        full = self.name.lower()
        if full == wanted or (" // " in full and wanted in full.split(" // ")):
            return True
        # a card shown by one of its faces is still called by its full printed name
        return self.definition is not None and self.definition.name.lower() == wanted

    def __str__(self) -> str:
        return self.name


def _int_or_zero(value: str | None) -> int | None:
    """Printed P/T: a number, or 0 for a '*' defined by an ability (CR 208.2b)."""
    if value is None:
        return None
    try:
        return int(value)
    except ValueError:
        digits = value.replace("*", "0").replace("+", "+").strip()
        try:
            return int(eval_simple_sum(digits))
        except ValueError:
            return 0


def eval_simple_sum(text: str) -> int:
    """'1+0' -> 1, '7-0' -> 7 (printed P/T such as '1+*'); no eval of arbitrary code."""
    total = 0
    sign = 1
    number = ""
    for ch in text + "+":
        if ch.isdigit():
            number += ch
        elif ch in "+-":
            if number:
                total += sign * int(number)
            number = ""
            sign = 1 if ch == "+" else -1
        elif ch.isspace():
            continue
        else:
            raise ValueError(text)
    return total


@frozen
class Characteristics:
    """The characteristics of an object after every continuous effect (CR 109.3, 613)."""

    name: str
    type_line: TypeLine
    mana_cost: ManaCost | None
    colors: frozenset[str]
    abilities: tuple[Ability, ...]
    power: int | None
    toughness: int | None
    loyalty: int | None = None
    keywords: frozenset[str] = frozenset()

    @classmethod
    def printed(cls, card: Card) -> Characteristics:
        """The characteristics of ``card`` with no effect applied."""

        return cls(
            name=card.name,
            type_line=card.type_line,
            mana_cost=card.mana_cost,
            colors=card.colors,
            abilities=card.abilities,
            power=_int_or_zero(card.power),
            toughness=_int_or_zero(card.toughness),
            loyalty=_int_or_zero(card.loyalty),
            keywords=keyword_names(card.abilities),
        )

    @cached_property
    def has_static(self) -> bool:
        """Has it a static ability (CR 604)? Read once per value: what a layer pass with no
        effect asks of each object (``layers._plain_pass``)."""
        return any(isinstance(ability, StaticAbility) for ability in self.abilities)

    @cached_property
    def makes_effects(self) -> bool:
        """Has it a static ability that makes continuous effects (CR 611.3), not only rule
        statics read where they apply (cost modifiers, prohibitions: 601.2f, 101.2)? Read
        once per value, as :attr:`has_static`."""
        return any(isinstance(ability, StaticAbility) and ability.makes_effects
                   for ability in self.abilities)

    @cached_property
    def instant_speed(self) -> bool:
        """May it be cast any time one has priority by its own characteristics: an instant
        (CR 304.1) or a card with flash (702.8a)? Read once per value: every priority asks
        it of each card in hand."""
        return self.type_line.has_type("Instant") or "flash" in self.keywords

    def is_(self, card_type: str) -> bool:
        """Has it the card type ``card_type`` (CR 205.2)?"""
        return self.type_line.has_type(card_type)

    @property
    def is_creature(self) -> bool:
        """Is it a creature (CR 302)?"""
        return self.type_line.has_type("Creature")

    @property
    def is_land(self) -> bool:
        """Is it a land (CR 305)?"""
        return self.type_line.has_type("Land")

    def has_keyword(self, keyword: str) -> bool:
        """Has it the keyword ``keyword`` (CR 702)?"""
        return keyword in self.keywords


#: The tag of a face-down object: a card exiled face down (CR 406.3, foretell 702.143a),
#: whose owner may look at it; a face-down spell or permanent (708.4, morph 702.37c), whose
#: controller may look at it (708.5). To the other players :meth:`Game.view` shows only its
#: face-down characteristics. A face-down spell stays face down as it resolves (708.4).
FACE_DOWN = "face_down"

#: The tag of a permanent an effect put onto the battlefield face down (manifest 701.40a,
#: cloak 701.58a): the instruction's name, for as long as it stays face down. Its
#: characteristics and how it turns face up are the instruction's, not a cast spell's.
MANIFESTED = "manifested"

#: The tag of a permanent that has dealt damage since it became this object (CR 120.3,
#: 400.7): "if it hasn't dealt damage yet" (Karakyk Guardian) reads it
DEALT_DAMAGE = "dealt_damage"


@frozen
class GameObject:
    """One object of the game: a card or token in a zone, or a spell (CR 109.1).

    ``timestamp`` is when it entered its zone (CR 613.7d); ``controlled_since``
    the game clock when its controller gained control of it, for summoning
    sickness (CR 302.6). ``spell`` describes how it was cast while it is on the
    stack; ``cast_with`` keeps the casting permission's name on the permanent
    it becomes (e.g. escape's "escaped", CR 702.138c). ``is_emblem``: an emblem in the
    command zone (CR 114), neither a card nor a permanent (114.5). ``tags`` is a small
    mapping plugins may use for bookkeeping on the object; it goes away with
    the object (CR 400.7).
    """

    id: int
    card: Card
    owner: int
    controller: int
    zone: Zone
    timestamp: int = 0
    tapped: bool = False
    counters: Mapping[str, int] = field(factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False
    controlled_since: int = 0
    is_token: bool = False
    is_copy: bool = False
    spell: Spell | None = None
    cast_with: str | None = None
    attached_to: int | None = None
    #: CR 303.4, 702.5d: the index of the player an Aura with "enchant player" is attached to
    attached_player: int | None = None
    tags: Mapping[str, Any] = field(factory=dict)
    is_emblem: bool = False
    #: CR 110.5, 702.26b: ``None`` while phased in (the default, 110.5b)
    phased_out: PhasedOut | None = None

    @property
    def name(self) -> str:
        """The printed name of its card (a copy's or a face's, as the card value holds it)."""
        return self.card.name

    @property
    def is_card(self) -> bool:
        """CR 108.2-108.3: tokens and copies of spells are not cards; 114.5: nor emblems."""
        return not (self.is_token or self.is_copy or self.is_emblem)

    def counter(self, kind: str) -> int:
        """How many counters of ``kind`` are on it (CR 122)."""
        return self.counters.get(kind, 0)

    def replace(self, **changes: Any) -> GameObject:
        """A copy with ``changes`` (objects are immutable values: ``Game.update`` stores
        it)."""
        return attrs.evolve(self, **changes)

    def __str__(self) -> str:
        return f"{self.card.name}#{self.id}"


@frozen
class Player:
    """A player's state (CR 102, 119): life, poison, mana pool, land plays."""

    index: int
    name: str
    life: int = 20
    poison: int = 0
    mana_pool: ManaPool = EMPTY_POOL
    lands_played: int = 0
    land_plays: int = 1
    turn_began: int = -1
    lost: bool = False
    won: bool = False
    drew_from_empty: bool = False
    max_hand_size: int = 7
    spells_cast_this_turn: int = 0
    counters: tuple[tuple[str, int], ...] = ()  # CR 122.1: experience, energy... (not poison)

    def counter(self, kind: str) -> int:
        """How many ``kind`` counters the player has (CR 122.1)."""
        return dict(self.counters).get(kind, 0)

    def replace(self, **changes: Any) -> Player:
        """A copy with ``changes`` (players are immutable values: ``Game.update_player``
        stores it)."""
        return attrs.evolve(self, **changes)

    @property
    def ref(self) -> PlayerRef:
        """The player as a target or recipient (a ``PlayerRef``)."""
        return PlayerRef(self.index)

    def __str__(self) -> str:
        return self.name
