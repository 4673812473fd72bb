"""Continuous effects as values (CR 611, 612, 613): what each part of an effect does in its
layer, how long it lasts, and the rule modifications read by the services they concern.

====== ===================================== ==========================================
layer  what (CR)                              parts
====== ===================================== ==========================================
1      copy effects, copiable values (613.2)  :class:`BecomeCopy`
2      control (613.1b)                       :class:`SetController`
3      text (612, 613.1c)                     :class:`ChangeText`, :class:`SetName`
4      types (613.1d)                         :class:`AddTypes`, :class:`SetTypes`,
                                              :class:`RemoveTypes`, :class:`SetLandTypes`,
                                              :class:`AddLandTypes`
5      colour (613.1e)                        :class:`SetColors`
6      abilities, keyword counters (613.1f)   :class:`AddAbilities`,
                                              :class:`RemoveAbilities`,
                                              :class:`GrantVariableKeyword`
7a     characteristic-defining P/T            :class:`DefinePT`, ``SetPT(cda=True)``
7b     setting P/T                            :class:`SetPT`, :class:`SetPTFrom`,
                                              :class:`SetPTBy`
7c     modifying P/T, P/T counters            :class:`ModifyPT`, :class:`ModifyPTBy`
7d     switching P/T                          :class:`SwitchPT`
====== ===================================== ==========================================

After the characteristics, effects on players (613.10, :class:`PlayerKeyword`), then
effects on the rules of the game (613.11, :class:`RuleModification`: "as though"
permissions, restrictions, replacement and prevention effects). The layer system that
applies them is :mod:`manastack.engine.layers`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import attrs
from attrs import field, frozen

from manastack.model.abilities import Ability, KeywordAbility, KeywordTrigger, StaticAbility, keyword_names
from manastack.model.granted_abilities import bind_granting_source, names_granting_source
from manastack.model.objects import Card, Characteristics, GameObject, Zone
from manastack.model.protection import HEXPROOF_FROM_PREFIX

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from manastack.engine.game import Game
    from manastack.model.filters import ObjectFilter


#: Layers and sublayers in the order of CR 613.1 and 613.4 ("1" is 1a: copy effects).
LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


#: What is applied after the characteristics: players (613.10), then rules (613.11).
STAGES = ("players", "rules")


_LAYER_INDEX = {name: i for i, name in enumerate(LAYERS + STAGES)}


#: The keyword counters of CR 122.1b (counter kinds: the keywords' rules, shadow's and
#: haste's included, belong to their plugins).
KEYWORD_COUNTERS = frozenset(
    {
        "flying",
        "first strike",
        "double strike",
        "deathtouch",
        "decayed",
        "exalted",
        "haste",
        "hexproof",
        "indestructible",
        "lifelink",
        "menace",
        "reach",
        "shadow",
        "trample",
        "vigilance",
    }
)


# What a modification changes and a filter reads, for the dependency test of
# CR 613.8a: only effects whose reads meet another's writes are tried.
TYPES = "types"


COLORS = "colors"


ABILITIES = "abilities"


PT = "pt"


CONTROL = "control"


NAME = "name"


COST = "cost"


EVERYTHING = frozenset({TYPES, COLORS, ABILITIES, PT, CONTROL, NAME, COST})


#: Tag on an object holding the timestamp of each kind of counter (CR 613.7c).
COUNTER_STAMPS = "counter_stamps"


_CHAR_FIELDS = tuple(a.name for a in attrs.fields(Characteristics))


def _with(ch: Characteristics, **changes: Any) -> Characteristics:
    """``ch`` with some values changed (``attrs.evolve`` without its per-call field
    introspection: the layer pass makes thousands of these)."""
    values = {name: getattr(ch, name) for name in _CHAR_FIELDS}
    values.update(changes)
    return Characteristics(**values)


# --------------------------------------------------------------------------
# Modifications: what one part of an effect does, in its layer
# --------------------------------------------------------------------------


@frozen
class Modification:
    """What an effect does to one object's characteristics, in one layer.

    ``writes`` names what it changes and ``volatile`` says whether it reads
    the game through a function (then a cached pass can't be trusted after
    any change); ``local`` says it reads only the object it applies to.
    """

    layer: str = field(init=False, default="")
    writes: ClassVar[frozenset[str]] = frozenset()
    volatile: ClassVar[bool] = False
    #: it reads nothing but the characteristics and the object it applies to (and its own
    #: values): a layer pass whose inputs are the same objects and effects makes the same
    #: characteristics with it (``layers.recompute``). False unless a class says so.
    local: ClassVar[bool] = False

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        """The characteristics ``ch`` of ``obj`` once this modification is applied in its layer
        (CR 613.1); ``ch`` is never changed in place."""
        return ch

    def describe(self) -> str:
        """What the modification does, in words, for the explain log and the layer report."""
        return type(self).__name__


@frozen
class BecomeCopy(Modification):
    """Layer 1a: the object becomes a copy; ``card`` holds the copiable values
    (CR 707.2), exceptions of the copy effect already applied (707.9).

    The values are fixed when the copy is made: changing the original later
    doesn't change the copy (707.2b, 707.2c)."""

    local: ClassVar[bool] = True

    card: Card
    layer: str = field(init=False, default="1")
    writes: ClassVar[frozenset[str]] = EVERYTHING

    def describe(self) -> str:
        return f"is a copy of {self.card.name}"


@frozen
class SetController(Modification):
    """Layer 2: control-changing effects (CR 613.1b). ``player`` ``None``: the effect's
    controller, the controller of the static ability's source ("You control enchanted
    creature.", 109.5, 303.4)."""

    local: ClassVar[bool] = True

    player: int | None = None
    layer: str = field(init=False, default="2")
    writes: ClassVar[frozenset[str]] = frozenset({CONTROL})

    def describe(self) -> str:
        if self.player is None:
            return "controlled by the effect's controller"
        return f"controlled by player {self.player + 1}"


@frozen
class ChangeText(Modification):
    """Layer 3: a text-changing effect (CR 612.2) replacing the word ``old`` with
    ``new`` where it is used as a colour word or a subtype, in the rules text and
    the type line, never in the name. Granted abilities are not text (612.3)."""

    local: ClassVar[bool] = True

    old: str
    new: str
    layer: str = field(init=False, default="3")
    writes: ClassVar[frozenset[str]] = frozenset({TYPES, ABILITIES})

    def describe(self) -> str:
        return f"text: {self.old} becomes {self.new}"


@frozen
class SetName(Modification):
    """Layer 3: "is named X" (CR 612.8): the object has only that name."""

    local: ClassVar[bool] = True

    name: str
    layer: str = field(init=False, default="3")
    writes: ClassVar[frozenset[str]] = frozenset({NAME})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        return _with(ch, name=self.name)

    def describe(self) -> str:
        return f"is named {self.name}"


@frozen
class AddTypes(Modification):
    """Layer 4: "becomes a [type] in addition to its other types" (CR 205.1b, 613.1d)."""

    local: ClassVar[bool] = True

    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    layer: str = field(init=False, default="4")
    writes: ClassVar[frozenset[str]] = frozenset({TYPES})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        tl = ch.type_line.with_types(self.card_types, self.subtypes, self.supertypes)
        return _with(ch, type_line=tl)

    def describe(self) -> str:
        return "is also " + " ".join(self.supertypes + self.card_types + self.subtypes)


@frozen
class SetTypes(Modification):
    """Layer 4: "becomes a [type]" replacing card types and/or subtypes (CR 205.1a)."""

    local: ClassVar[bool] = True

    card_types: tuple[str, ...] | None = None
    subtypes: tuple[str, ...] | None = None
    layer: str = field(init=False, default="4")
    writes: ClassVar[frozenset[str]] = frozenset({TYPES})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        return attrs.evolve(
            ch, type_line=ch.type_line.replace_types(self.card_types, self.subtypes)
        )

    def describe(self) -> str:
        return "becomes " + " ".join((self.card_types or ()) + (self.subtypes or ()))


@frozen
class SetLandTypes(Modification):
    """Layer 4: a land's subtype set to basic land types, "Enchanted land is a Swamp" (CR
    305.7): its old land types and every ability of its rules text go, and it has
    ``abilities``, the mana ability of each new basic land type (305.6); abilities gained
    from other effects come later, in layer 6 (613.1f)."""

    local: ClassVar[bool] = True

    subtypes: tuple[str, ...]
    abilities: tuple[Ability, ...] = ()
    layer: str = field(init=False, default="4")
    writes: ClassVar[frozenset[str]] = frozenset({TYPES, ABILITIES})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if not ch.type_line.has_type("Land"):
            return ch  # CR 305.7: only a land's subtype is set
        tl = ch.type_line.replace_types(subtypes=self.subtypes)
        return _with(ch, type_line=tl, abilities=self.abilities,
                     keywords=keyword_names(self.abilities))

    def describe(self) -> str:
        return "is a " + " ".join(self.subtypes)


@frozen
class AddLandTypes(Modification):
    """Layer 4: a land gains basic land types "in addition to its other land types" (CR
    305.7, 205.1b): it keeps its land types and rules text, and gains each new type and
    that type's mana ability (305.6); ``gained`` pairs each subtype with its mana ability,
    added only for a type the land doesn't have yet."""

    local: ClassVar[bool] = True

    gained: tuple[tuple[str, Ability], ...]
    layer: str = field(init=False, default="4")
    writes: ClassVar[frozenset[str]] = frozenset({TYPES, ABILITIES})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if not ch.type_line.has_type("Land"):
            return ch  # CR 305.7: only a land gains land types
        new = tuple((sub, ability) for sub, ability in self.gained
                    if not ch.type_line.has_subtype(sub))
        if not new:
            return ch
        tl = ch.type_line.with_types(add_subtypes=tuple(sub for sub, _ in new))
        abilities = ch.abilities + tuple(ability for _, ability in new)
        return _with(ch, type_line=tl, abilities=abilities, keywords=keyword_names(abilities))

    def describe(self) -> str:
        return "is also " + " ".join(sub for sub, _ in self.gained)


@frozen
class RemoveTypes(Modification):
    """Layer 4: "isn't a creature", "loses all creature types" (CR 205.1a)."""

    local: ClassVar[bool] = True

    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    subtype_categories: tuple[str, ...] = ()
    layer: str = field(init=False, default="4")
    writes: ClassVar[frozenset[str]] = frozenset({TYPES})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        tl = ch.type_line.without_types(self.card_types, self.subtypes, self.supertypes,
                                        subtype_categories=self.subtype_categories)
        return _with(ch, type_line=tl)

    def describe(self) -> str:
        lost = self.card_types + self.subtypes + self.supertypes + tuple(
            f"all {c} types" for c in self.subtype_categories)
        return "loses " + ", ".join(lost)


@frozen
class SetColors(Modification):
    """Layer 5: "becomes [colour]" (``add``: "in addition to its other colours") (CR 105.3)."""

    local: ClassVar[bool] = True

    colors: tuple[str, ...]
    add: bool = False
    layer: str = field(init=False, default="5")
    writes: ClassVar[frozenset[str]] = frozenset({COLORS})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        colors = frozenset(self.colors) | (ch.colors if self.add else frozenset())
        return _with(ch, colors=colors)

    def describe(self) -> str:
        shown = "".join(self.colors) or "colorless"
        return f"is {'also ' if self.add else ''}{shown}"


@frozen
class AddAbilities(Modification):
    """Layer 6: "gains [ability]" / "has [ability]" (CR 613.1f)."""

    local: ClassVar[bool] = True

    abilities: tuple[Ability, ...]
    layer: str = field(init=False, default="6")
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES})
    #: an ability granted names the card granting it (CR 201.5a), not bound to that object
    #: yet: :meth:`granted_by` binds it; worked out once, as it is built
    names_granting_source: bool = field(init=False, eq=False, repr=False)
    #: :meth:`granted_by`'s results, by source id: one bound value per granting object
    _bound: dict[int, AddAbilities] = field(init=False, eq=False, repr=False, factory=dict)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "names_granting_source", names_granting_source(self.abilities))

    def granted_by(self, source: int | None) -> AddAbilities:
        """These abilities as granted by the effect of ``source`` (CR 201.5a): the granting
        card's name in them means that object; itself when none names it (or no source)."""
        if not self.names_granting_source or source is None:
            return self
        hit = self._bound.get(source)
        if hit is None:
            hit = self._bound[source] = AddAbilities(bind_granting_source(self.abilities, source))
        return hit

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        abilities = ch.abilities + self.abilities
        return _with(ch, abilities=abilities, keywords=keyword_names(abilities))

    def describe(self) -> str:
        return "gains " + ", ".join(str(a) for a in self.abilities)


@frozen
class RemoveAbilities(Modification):
    """Layer 6: "loses all abilities" (nothing named), or loses the named keywords."""

    local: ClassVar[bool] = True

    keywords: tuple[str, ...] = ()
    layer: str = field(init=False, default="6")
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if not self.keywords:
            return _with(ch, abilities=(), keywords=frozenset())
        # CR 702.11e: losing hexproof loses each "hexproof from [quality]" too
        lose_hexproof = "hexproof" in self.keywords
        kept = tuple(
            a
            for a in ch.abilities
            if not (isinstance(a, (KeywordAbility, KeywordTrigger)) and (
                a.keyword in self.keywords
                or (lose_hexproof and a.keyword.startswith(HEXPROOF_FROM_PREFIX))))
        )
        return _with(ch, abilities=kept, keywords=keyword_names(kept))

    def describe(self) -> str:
        return "loses " + (", ".join(self.keywords) if self.keywords else "all abilities")


@frozen
class VariableKeyword(KeywordAbility):
    """A keyword ability with a number ("ward 3", "annihilator 2") (CR 702.1b)."""

    value: int = field(default=0, kw_only=True)

    def __str__(self) -> str:
        return f"{self.keyword} {self.value}"


@frozen
class GrantVariableKeyword(Modification):
    """Layer 6: grants "[keyword] X" where X is read from the game (CR 702.1b, SEED-35).

    X is computed again on every layer pass, so the granted ability always
    has the current value ("creatures you control have ward X, where X is
    the number of cards in your hand")."""

    keyword: str
    amount: Callable[[Game, GameObject], int] = field(eq=False, repr=False)
    text: str = ""
    layer: str = field(init=False, default="6")
    writes: ClassVar[frozenset[str]] = frozenset({ABILITIES})
    volatile: ClassVar[bool] = True

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        ability = VariableKeyword(keyword=self.keyword, value=self.amount(game, obj),
                                  text=self.text)
        abilities = (*ch.abilities, ability)
        return _with(ch, abilities=abilities, keywords=keyword_names(abilities))

    def describe(self) -> str:
        return self.text or f"gains {self.keyword} X"


@frozen
class SetPT(Modification):
    """Layer 7b (7a for a characteristic-defining ability): P/T become X/Y."""

    local: ClassVar[bool] = True

    power: int | None
    toughness: int | None
    cda: bool = False
    layer: str = field(init=False, default="7b")
    writes: ClassVar[frozenset[str]] = frozenset({PT})

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "layer", "7a" if self.cda else "7b")

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        power = ch.power if self.power is None else self.power
        toughness = ch.toughness if self.toughness is None else self.toughness
        return _with(ch, power=power, toughness=toughness)

    def describe(self) -> str:
        return f"base power and toughness {self.power}/{self.toughness}"


@frozen
class DefinePT(Modification):
    """Layer 7a: a characteristic-defining ability computing P/T (CR 604.3, 613.4a)."""

    compute: Callable[[Game, GameObject], tuple[int, int]] = field(eq=False, repr=False)
    layer: str = field(init=False, default="7a")
    writes: ClassVar[frozenset[str]] = frozenset({PT})
    volatile: ClassVar[bool] = True

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        power, toughness = self.compute(game, obj)
        return _with(ch, power=power, toughness=toughness)

    def describe(self) -> str:
        return "power and toughness defined by an ability"


@frozen
class DefinePTStructural(DefinePT):
    """Layer 7a: a :class:`DefinePT` whose ``compute`` reads only what a structural
    change alters (objects' zones, cards, own controllers, counters), so tapping,
    damage or a life change leave the cached pass valid (CR 604.3, 613.4a)."""

    volatile: ClassVar[bool] = False


@frozen
class DefinePTFromPermanents(DefinePTStructural):
    """Layer 7a: a :class:`DefinePTStructural` whose ``compute`` reads only permanents (their
    counters, printed cards and own controllers: "~'s power is equal to the number of +1/+1
    counters on lands you control"), the objects of every layer pass, so a pass of the same
    objects makes the same P/T (``local``)."""

    local: ClassVar[bool] = True


@frozen
class SetPTFrom(Modification):
    """Layer 7b: base P/T set from the object's other characteristics
    ("has base power and toughness each equal to its mana value"). ``compute``
    reads only the characteristics, so the pass stays cacheable."""

    local: ClassVar[bool] = True

    compute: Callable[[Characteristics], tuple[int, int]] = field(eq=False, repr=False)
    text: str = ""
    layer: str = field(init=False, default="7b")
    writes: ClassVar[frozenset[str]] = frozenset({PT})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        power, toughness = self.compute(ch)
        return _with(ch, power=power, toughness=toughness)

    def describe(self) -> str:
        return self.text or "base power and toughness set"


@frozen
class SetPTBy(Modification):
    """Layer 7b: P/T set to values read from the game on each pass ("power and toughness
    are each equal to the number of creature cards in your graveyard" granted by an
    effect, which is not a characteristic-defining ability: 604.3a)."""

    compute: Callable[[Game, GameObject], tuple[int, int]] = field(eq=False, repr=False)
    text: str = ""
    layer: str = field(init=False, default="7b")
    writes: ClassVar[frozenset[str]] = frozenset({PT})
    volatile: ClassVar[bool] = True

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        power, toughness = self.compute(game, obj)
        return _with(ch, power=power, toughness=toughness)

    def describe(self) -> str:
        return self.text or "power and toughness set by a formula"


@frozen
class ModifyPT(Modification):
    """Layer 7c: "gets +N/+M" (CR 613.4c)."""

    local: ClassVar[bool] = True

    power: int
    toughness: int
    layer: str = field(init=False, default="7c")
    writes: ClassVar[frozenset[str]] = frozenset({PT})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if ch.power is None or ch.toughness is None:
            return ch
        return _with(ch, power=ch.power + self.power, toughness=ch.toughness + self.toughness)

    def describe(self) -> str:
        return f"{self.power:+d}/{self.toughness:+d}"


@frozen
class ModifyPTBy(Modification):
    """Layer 7c: "gets +1/+1 for each ..." computed from the game on each pass (613.4c)."""

    compute: Callable[[Game, GameObject], tuple[int, int]] = field(eq=False, repr=False)
    text: str = ""
    #: ``compute`` of (game, affected object, the ability's source): an Aura's or an
    #: Equipment's count is its own ("you", "~": CR 109.5, 611.3a), bound per source.
    of_source: Callable[[Game, GameObject, GameObject], tuple[int, int]] | None = field(
        default=None, eq=False, repr=False)
    layer: str = field(init=False, default="7c")
    writes: ClassVar[frozenset[str]] = frozenset({PT})
    volatile: ClassVar[bool] = True

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        if ch.power is None or ch.toughness is None:
            return ch
        p, t = self.compute(game, obj)
        return _with(ch, power=ch.power + p, toughness=ch.toughness + t)

    def for_source(self, source: GameObject) -> ModifyPTBy:
        """This modification counted for ``source``, the object whose static ability makes
        it (CR 611.3a: "you" is that ability's controller, 109.5)."""
        of_source = self.of_source
        if of_source is None:
            return self

        def compute(game: Game, obj: GameObject) -> tuple[int, int]:
            return of_source(game, obj, source)

        return attrs.evolve(self, compute=compute, of_source=None)

    def describe(self) -> str:
        return self.text or "gets +X/+X"


@frozen
class ModifyPTByStructural(ModifyPTBy):
    """Layer 7c: a :class:`ModifyPTBy` whose count reads only what a structural change alters
    (zones and their cards, counters, attachments, the permanents of the pass), so tapping,
    damage or a life change leave the cached pass valid (CR 613.4c)."""

    volatile: ClassVar[bool] = False


@frozen
class SwitchPT(Modification):
    """Layer 7d: switch power and toughness (CR 613.4d)."""

    local: ClassVar[bool] = True

    layer: str = field(init=False, default="7d")
    writes: ClassVar[frozenset[str]] = frozenset({PT})

    def apply(self, ch: Characteristics, obj: GameObject, game: Game) -> Characteristics:
        return _with(ch, power=ch.toughness, toughness=ch.power)

    def describe(self) -> str:
        return "switches power and toughness"


#: CR 402.2: the player keyword of "You have no maximum hand size" (cleanup, 514.1).
NO_MAXIMUM_HAND_SIZE = "no maximum hand size"

#: CR 305.2, 101.2: the player keyword of "Target player can't play lands this turn": no land
#: play for them, whatever lets them play more ("can't" wins over "may").
CANT_PLAY_LANDS = "can't play lands"

#: CR 101.2, 121.1: the player keyword of "Each opponent can't draw more than one card each
#: turn" (Narset, Parter of Veils): a draw after their first of the turn doesn't happen.
ONE_DRAW_EACH_TURN = "can't draw more than one card each turn"


#: CR 614.1a, 500.5: the player keyword of "If you would lose unspent mana, that mana becomes
#: colorless instead" (Horizon Stone): mana that player would lose as a step or phase ends
#: stays in their pool as colorless mana.
UNSPENT_MANA_BECOMES_COLORLESS = "unspent mana becomes colorless instead"

#: CR 104.3, 704.5a-c: the player keyword of "You can't lose the game": no state-based action
#: or effect makes them lose; conceding still does (104.3a).
CANT_LOSE = "can't lose the game"

#: CR 104.2: the player keyword of "your opponents can't win the game": no effect or last
#: player standing makes them win.
CANT_WIN = "can't win the game"

#: CR 400.2, 701.20b: the player keyword of "Players play with their hands revealed": every
#: player sees that player's hand (``Game.view``).
HAND_REVEALED = "plays with their hand revealed"

#: CR 401.5, 701.18c: the player keyword of "Players play with the top card of their
#: libraries revealed": every player sees the top card of that player's library
#: (``Game.view``).
LIBRARY_TOP_REVEALED = "plays with the top card of their library revealed"

#: CR 401.5: the player keyword of "You may look at the top card of your library any time":
#: that player alone sees the top card of their library (``Game.view``).
LOOKS_AT_LIBRARY_TOP = "may look at the top card of their library any time"

@frozen
class PlayerKeyword(Modification):
    """CR 613.10: an effect on players, e.g. "You have hexproof", "protection from red".

    The players are the effect's ``players``, or ``who`` ("you", "opponents",
    "each") seen from the effect's controller."""

    local: ClassVar[bool] = True

    keyword: str
    who: str = "you"
    layer: str = field(init=False, default="players")

    def describe(self) -> str:
        return f"{self.who} have {self.keyword}"


@frozen
class AdditionalLandPlays(Modification):
    """CR 305.2: "You may play an additional land on each of your turns" raises the number of
    lands ``who`` may play each turn by ``count``; several such effects add up (305.2a).

    Lands are played only on their controller's turn (505.6b), so "on each of your turns"
    adds nothing more."""

    local: ClassVar[bool] = True

    count: int = 1
    who: str = "you"
    layer: str = field(init=False, default="players")

    def describe(self) -> str:
        return f"{self.who} may play {self.count} additional land(s) each turn"


#: The zone of a :class:`ZonePlayPermission` naming its player's graveyard (CR 404.1).
GRAVEYARD_ZONE = "graveyard"
#: The zone of a :class:`ZonePlayPermission` naming the top card of its player's library (401.1).
LIBRARY_TOP = "top of library"
#: The zone of a :class:`ZonePlayPermission` of a card itself in exile (406.1; ``itself`` only).
EXILE_ZONE = "exile"


@frozen
class ZonePlayPermission(Modification):
    """CR 613.10, 601.3, 116.2a: an effect on a player letting them play cards from a zone
    other than their hand: "You may play lands from your graveyard." (Crucible of Worlds),
    "You may play lands from the top of your library." (Courser of Kruphix), "You may cast
    creature spells from the top of your library." (Eladamri, Korvecdal).

    ``zone``: :data:`GRAVEYARD_ZONE` (the player's own graveyard, any of its cards) or
    :data:`LIBRARY_TOP` (the top card of their own library only, 401.1); ``lands``: a land
    card there may be played, still counting against the lands they may play this turn
    (305.2); ``spells``: the nonland cards there that may be cast (an ObjectFilter), None for
    none. The card's own timing and costs apply (601.2a, 117.1a). Read by
    ``manastack.engine.zone_plays`` from the pass (``LayerResult.zone_plays``)."""

    local: ClassVar[bool] = True

    zone: str
    lands: bool = False
    spells: Any = None  # ObjectFilter over the card, or None
    who: str = "you"
    #: only the card whose own ability gives the permission ("You may cast this card from
    #: your graveyard", CR 113.6f): the effect's source, in ``zone`` (its owner's graveyard,
    #: or :data:`EXILE_ZONE`)
    itself: bool = False
    layer: str = field(init=False, default="players")

    def describe(self) -> str:
        what = " and ".join(w for w in ("play lands" if self.lands else "",
                                        "cast spells" if self.spells is not None else "") if w)
        if self.itself:
            what = "cast this card"
        return f"{self.who} may {what} from the {self.zone}"


@frozen
class RuleModification(Modification):
    """CR 613.11: an effect on the rules of the game, applied after every other effect.

    The kernel service concerned reads them from the pass
    (``LayerResult.rules_of``): "as though" permissions (:class:`AsThough`),
    attack/block restrictions and requirements (:class:`Restriction`), zone
    change replacements (``manastack.model.replacements.ZoneReplacement``), prevention
    shields (``manastack.model.combat.PreventDamage``)."""

    local: ClassVar[bool] = True

    layer: str = field(init=False, default="rules")


@frozen
class EnteringTriggersNothing(RuleModification):
    """"Creatures entering don't cause abilities to trigger" (Torpor Orb), "Artifacts and
    creatures entering ..." (Doorkeeper Thrull): a permanent with one of ``types`` as it is on
    the battlefield entering triggers no ability on that event (CR 603.2, 603.6a, 613.11),
    its own "when ~ enters" included; "enters with" and "as ~ enters" are replacements and
    static abilities (603.6d, 614.1c), not stopped. Read where the kernel fires an object's
    entering (``entering_triggers_nothing``)."""

    types: tuple[str, ...] = ("Creature",)
    text: str = ""

    def describe(self) -> str:
        return self.text or f"{' and '.join(self.types)} entering don't cause abilities to " \
            "trigger"


@frozen
class NamedSourcesCantActivate(RuleModification):
    """"Activated abilities of sources with the chosen name can't be activated" (Phyrexian
    Revoker), "... unless they're mana abilities" (Pithing Needle): no activated ability of
    an object with the name chosen as the effect's source entered (CR 201.4, 614.12) can be
    activated, in whatever zone it is (cycling from a hand too), mana abilities included
    unless ``unless_mana`` (602.5, 605.1a, 613.11). Read by ``activation_prohibited``."""

    unless_mana: bool = False
    text: str = ""

    def describe(self) -> str:
        return self.text or "activated abilities of sources with the chosen name can't be " \
            "activated"


#: The words of each restriction or requirement (CR 508.1c-d, 509.1b-c) by kind.
RESTRICTION_WORDS = {
    "cant_attack": "can't attack",
    "cant_block": "can't block",
    "must_attack": "attacks each combat if able",
    # CR 601.2c, 303.4a: an Aura spell can't choose it as its target
    "cant_be_aura_target": "can't be the target of Aura spells",
    # CR 122.6: no counter is put on it, on the battlefield or as it enters
    "cant_have_counters": "can't have counters put on it",
    # CR 509.1c: a requirement that it block (any attacker it can) in each combat
    "must_block": "blocks each combat if able",
    "cant_be_blocked": "can't be blocked",
    "must_be_blocked": "must be blocked if able",  # CR 509.1c: a requirement on the blocks
    "doesnt_untap": "doesn't untap during its controller's untap step",  # CR 502.3
    # CR 502.3: the active player determines which permanents untap (a storage land)
    "may_not_untap": "its controller may choose not to untap it during their untap step",
    "one_blocker_at_most": "can't be blocked by more than one creature",  # CR 509.1b
    "cant_attack_alone": "can't attack alone",  # CR 508.1c, 506.5: a restriction on the whole
    "cant_block_alone": "can't block alone",  # CR 509.1b, 506.5: declaration, not one creature
    # CR 509.1c: a requirement on each creature of the defending player able to block it
    "all_able_block": "all creatures able to block it do so",
    # CR 602.5, 605.1a: every activated ability of it, mana abilities included
    "cant_activate": "its activated abilities can't be activated",
    # CR 602.5, 605.1a: the same, mana abilities excepted (Faith's Fetters)
    "cant_activate_unless_mana": "its activated abilities can't be activated unless they're "
                                 "mana abilities",
    # CR 502.3: an effect untapping it in the untap steps of its controller's opponents too
    "untaps_in_others_untap": "untaps during each other player's untap step",
    # CR 502.3: "Players can't untap more than one artifact during their untap steps": of the
    # permanents with one such kind, the active player untaps one at most
    "untap_one_artifact": "no more than one artifact untaps during its controller's untap step",
    "untap_one_creature": "no more than one creature untaps during its controller's untap step",
    "untap_one_land": "no more than one land untaps during its controller's untap step",
}

#: The restriction kinds limiting a player's untap step to one permanent of a kind (CR 502.3).
UNTAP_ONE_KINDS = ("untap_one_artifact", "untap_one_creature", "untap_one_land")


@frozen
class Restriction(RuleModification):
    """"[Objects] can't attack", "can't block", "attack each combat if able",
    "can't be blocked", "must be blocked if able" (CR 508.1c-d, 509.1b-c), "doesn't untap
    during its controller's untap step" (502.3). ``kind`` is one of ``cant_attack``,
    ``cant_block``, ``must_attack``, ``cant_be_blocked``, ``must_be_blocked``,
    ``doesnt_untap``.

    The kernel's one representation of combat restrictions and requirements, read by
    ``manastack.engine.combat``: a temporary one ("can't block this turn") is the rule effect
    of a resolving spell or ability with a duration (CR 611.2); a printed one ("This
    creature can't block", "Enchanted creature can't attack or block") is the effect of
    a static ability (604.1, :func:`restriction_ability`), so it is lost with the
    ability ("loses all abilities") and granted with it (a token's quoted ability)."""

    kind: str = field(validator=attrs.validators.in_(RESTRICTION_WORDS))

    def describe(self) -> str:
        return RESTRICTION_WORDS[self.kind]


@frozen
class AttackCondition(RuleModification):
    """A condition on attacking a given defender with the creatures it applies to (CR 508.1c,
    508.1g): asked, for each creature and defender, in one lookup of the layer pass."""


@frozen
class AttackUnlessDefender(AttackCondition):
    """"[Objects] can't attack unless defending player controls an Island" (CR 508.1c): the
    creature may attack a player (or a planeswalker or battle of theirs, 506.2) only if that
    player controls a permanent matching ``filter``, checked as attackers are declared."""

    filter: ObjectFilter
    #: "can't attack if defending player controls ..." (Goblin Mutant): the other way round
    negated: bool = False

    def describe(self) -> str:
        word = "if" if self.negated else "unless"
        return f"can't attack {word} defending player controls {self.filter.text or 'one'}"


@frozen
class AttackNotTwice(AttackCondition):
    """"~ can't attack a player it has already attacked this turn" (Bloodthirster; CR 508.1c):
    a player this creature was declared attacking this turn (508.1b) can't be chosen again,
    in a later combat phase of the turn (500.8); a new object (400.7) hasn't attacked."""

    def describe(self) -> str:
        return "can't attack a player it has already attacked this turn"


@frozen
class AttackNotController(AttackCondition):
    """"Creatures can't attack you." (Blazing Archon; CR 508.1c): the effect's controller, a
    player, can't be chosen as the player a creature attacks; their planeswalkers and battles
    still can (506.2: each is a separate choice)."""

    def describe(self) -> str:
        return "can't attack its controller"


def restriction_ability(kinds: Sequence[str], text: str) -> StaticAbility:
    """A static ability restricting the object it is on ("~ can't block", CR 509.1b)."""
    return StaticAbility(effects=(StaticEffect(parts=tuple(Restriction(k) for k in kinds),
                                               self_only=True, text=text),), text=text)


@frozen
class MoreCounters(RuleModification):
    """"If one or more [kind] counters would be put on [a permanent you control], that many
    plus ``plus`` / twice that many [kind] counters are put on it instead" (CR 614.1a, 122.6:
    entering with counters included). Applied by
    :meth:`manastack.engine.game.Game.add_counters` and as an object enters with counters;
    with several whose order changes the number, the permanent's controller chooses the
    order (616.1)."""

    #: the kind of counter replaced; "" for "that many plus one of each of those kinds of
    #: counters" (Winding Constrictor): every kind, each kind put counted on its own
    kind: str
    plus: int = 1
    text: str = ""
    #: "twice that many [kind] counters are put on it instead" (Corpsejack Menace): the number
    #: multiplied by ``times`` (``plus`` 0)
    times: int = 1

    def describe(self) -> str:
        kind = self.kind or "of each kind of"
        if self.times != 1:
            return self.text or f"{self.times} times as many {kind} counter(s)"
        return self.text or f"{self.plus} more {kind} counter(s)"

    def replaced(self, n: int) -> int:
        """The number of counters put instead of ``n`` (CR 614.1a)."""
        return n * self.times + self.plus

    def applies_to(self, kind: str) -> bool:
        """CR 614.1a: whether it replaces putting counters of ``kind``."""
        return self.kind in ("", kind)


@frozen
class MorePlayerCounters(MoreCounters):
    """"If you would get one or more counters, you get that many plus one of each of those
    kinds of counters instead" (Winding Constrictor), "If you would get one or more {E}
    (energy counters), you get twice that many {E} instead" (Aether Refinery): a replacement
    effect on the counters its controller gets (CR 614.1a, 122.1); with several, that player
    chooses the order (616.1). Applied by
    :meth:`manastack.engine.game.Game.add_player_counters`."""


@frozen
class MoreTokens(RuleModification):
    """"If an effect would create one or more tokens under your control, it creates twice
    that many of those tokens instead" (Anointed Procession): a replacement effect on the
    token creations of the effect's controller (CR 614.1a, 111.1); with several, that
    player chooses the order (616.1), each applying once (614.5). Applied by
    :meth:`manastack.engine.game.Game.create_tokens`."""

    times: int = 2
    text: str = ""
    #: "instead create those tokens plus an additional Food token" (Tippy-Toe): the card of the
    #: one more token created with them (``times`` 1); ``only``: a card type or subtype one of
    #: the tokens created must have ("one or more Treasure tokens"), "" for any token
    additional: Card | None = None
    only: str = ""
    #: "If one or more tokens would be created" (Primal Vigor): every player's creations, not
    #: only its controller's (CR 614.1a)
    anyone: bool = False

    def describe(self) -> str:
        if self.additional is not None:
            return self.text or f"those tokens plus an additional {self.additional.name}"
        return self.text or f"{self.times} times that many tokens"

    def replaced(self, n: int) -> int:
        """How many tokens are created instead of ``n``."""
        return n * self.times

    def applies_to(self, cards: Sequence[Card]) -> bool:
        """CR 614.1a: does it replace the creation of tokens with these cards?"""
        if not self.only:
            return True
        return any(self.only in c.type_line.card_types or self.only in c.type_line.subtypes
                   for c in cards)


@frozen
class AsThough(RuleModification):
    """CR 609.4: "[someone] may do [action] as though [condition] were true".

    ``action`` names what is done (``"attack"``, ``"cast"``, ``"block"``...),
    ``grants`` the condition treated as true (``"haste"``, ``"no_defender"``,
    ``"flash"``...), and ``requires`` (optional) is the condition of this
    effect, called with the set of conditions other "as though" effects
    already treat as true: that is how one "as though" effect can satisfy the
    requirement of another (609.4a, SEED-33). See :func:`as_though`."""

    action: str
    grants: str
    requires: Callable[[Game, GameObject, frozenset[str]], bool] | None = field(
        default=None, eq=False, repr=False)
    text: str = ""

    def describe(self) -> str:
        return self.text or f"may {self.action} as though {self.grants}"


@frozen
class PowerAsThough(RuleModification):
    """CR 609.4: "This creature saddles Mounts and crews Vehicles as though its power were 2
    greater": tapped to pay the cost of one of ``costs`` (``"crew"``, ``"saddle"``: the
    keyword whose total-power cost it is), the creature's power counts ``amount`` more; its
    power is unchanged for every other purpose. See :meth:`Game.power_as_though`."""

    costs: tuple[str, ...]
    amount: int
    text: str = ""

    def describe(self) -> str:
        return self.text or (f"pays {' and '.join(self.costs)} costs as though its power were "
                             f"{self.amount} greater")


# --------------------------------------------------------------------------
# Durations (CR 611.2a-b, 514.2)
# --------------------------------------------------------------------------

#: Duration kind: the effect lasts for the rest of the game (CR 611.2a, no stated duration).
FOREVER = "forever"


#: Duration kind: "until end of turn", ends in the cleanup step (CR 514.2).
END_OF_TURN = "end_of_turn"


#: Duration kind: "until end of combat", ends as the end of combat step ends (CR 511.3).
END_OF_COMBAT = "end_of_combat"


#: Duration kind: "until your next turn", ends as that player's next turn begins (CR 611.2a).
NEXT_TURN_OF = "next_turn_of"


#: Duration kind: "during your next untap step", ends as that player's next untap step ends
#: (CR 502.3, 611.2a).
NEXT_UNTAP_STEP_OF = "next_untap_step_of"


#: Duration kind: "for as long as [source] remains on the battlefield" (CR 611.2b).
WHILE_SOURCE = "while_source"


#: Duration kind: "for as long as [condition]" (CR 611.2b).
FOR_AS_LONG_AS = "for_as_long_as"


@frozen
class Duration:
    """How long an effect from a resolving spell or ability lasts (CR 611.2a-b).

    ``FOR_AS_LONG_AS`` durations end for good the first time ``check`` is
    false (they don't start again); one that is false when the effect would
    begin means the effect does nothing (611.2b, see :func:`start_effect`).
    """

    kind: str = FOREVER
    player: int | None = None
    source: int | None = None
    check: Callable[[Game, ContinuousEffect], bool] | None = field(default=None, eq=False, repr=False)
    text: str = field(default="", eq=False)

    def lasts(self, game: Game, effect: ContinuousEffect) -> bool:
        """Is a "for as long as" duration still going on?"""
        if self.kind == WHILE_SOURCE:
            src = game.find(self.source if self.source is not None else -1)
            # CR 702.26f: a phased-out source can no longer be seen: the duration ends
            return src is not None and src.zone is Zone.BATTLEFIELD and src.phased_out is None
        if self.kind == FOR_AS_LONG_AS and self.check is not None:
            return self.check(game, effect)
        return True

    @property
    def conditional(self) -> bool:
        """Does the effect last while a condition holds ("for as long as", CR 611.2b), not until
        a time?"""
        return self.kind in (WHILE_SOURCE, FOR_AS_LONG_AS)

    def __str__(self) -> str:
        if self.text:
            return self.text
        return {
            FOREVER: "",
            END_OF_TURN: "until end of turn",
            END_OF_COMBAT: "until end of combat",
            NEXT_TURN_OF: "until that player's next turn",
            NEXT_UNTAP_STEP_OF: "during that player's next untap step",
            WHILE_SOURCE: "for as long as its source remains on the battlefield",
            FOR_AS_LONG_AS: "for as long as its condition holds",
        }.get(self.kind, self.kind)


#: The duration "until end of turn" (CR 514.2).
UNTIL_END_OF_TURN = Duration(END_OF_TURN)


#: The duration "until end of combat" (CR 511.3).
UNTIL_END_OF_COMBAT = Duration(END_OF_COMBAT)


def until_next_turn(player: int) -> Duration:
    """"until your next turn" (ends as ``player``'s next turn begins)."""
    return Duration(NEXT_TURN_OF, player=player)


def through_next_untap_step(player: int, text: str = "") -> Duration:
    """"during your next untap step" (ends as ``player``'s next untap step ends, CR 502.3)."""
    return Duration(NEXT_UNTAP_STEP_OF, player=player, text=text)


def while_source_remains(source: int) -> Duration:
    """"for as long as [source] remains on the battlefield" (CR 611.2b)."""
    return Duration(WHILE_SOURCE, source=source)


def for_as_long_as(check: Callable[[Game, ContinuousEffect], bool], text: str) -> Duration:
    """"for as long as [condition]" (CR 611.2b); ``check`` says whether it still holds."""
    return Duration(FOR_AS_LONG_AS, check=check, text=text)


def you_control(source: int) -> Callable[[Game, ContinuousEffect], bool]:
    """The check of "for as long as you control [source]"."""

    def check(game: Game, effect: ContinuousEffect) -> bool:
        obj = game.find(source)
        return obj is not None and obj.zone is Zone.BATTLEFIELD and \
            game.controller(source) == effect.controller

    return check


def remains_tapped(source: int) -> Callable[[Game, ContinuousEffect], bool]:
    """The check of "for as long as [source] remains tapped" (CR 611.2b): it is on the
    battlefield, tapped; once untapped or gone (a new object, 400.7) it no longer holds."""

    def check(game: Game, effect: ContinuousEffect) -> bool:
        obj = game.find(source)
        return obj is not None and obj.zone is Zone.BATTLEFIELD and obj.tapped

    return check


# --------------------------------------------------------------------------
# Effects
# --------------------------------------------------------------------------


@frozen
class ContinuousEffect:
    """A continuous effect (CR 611): parts in layers, what it affects, a duration.

    ``objects`` fixes the affected objects (611.2c: an effect from a resolving
    spell or ability that changes characteristics affects only the objects
    it affected when it began); otherwise ``filter`` (seen from
    ``controller``) is evaluated in each layer pass (611.3a). ``players``
    are the players a player or rule effect concerns. ``condition`` makes it
    apply only while true ("as long as ..."); ``duration`` ends it. ``zones``
    says where the affected objects may be (cards in graveyards can be
    affected). ``cda`` marks a characteristic-defining ability (613.3, 604.3).
    ``ability`` is the static ability that generates it, if any (613.6).
    """

    parts: tuple[Modification, ...]
    timestamp: int = 0
    source: int | None = None
    controller: int = 0
    objects: tuple[int, ...] | None = None
    players: tuple[int, ...] = ()
    filter: ObjectFilter | None = None
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
    duration: Duration = Duration()
    condition: Callable[[Game], bool] | None = field(default=None, eq=False, repr=False)
    from_static: bool = False
    cda: bool = False
    ability: Ability | None = field(default=None, eq=False, repr=False)
    text: str = ""
    rule: str = "611.2"
    id: int = 0

    def layers(self) -> list[str]:
        """The layers the effect applies in, in the order of CR 613.1."""
        return sorted({p.layer for p in self.parts}, key=_LAYER_INDEX.__getitem__)


@frozen
class StaticEffect:
    """A template a static ability turns into a :class:`ContinuousEffect` (CR 611.3).

    ``filter`` is relative to the ability's controller; ``self_only`` means the
    object the ability is on ("this creature has ..."); ``condition`` makes it
    apply only while true ("as long as ...", 611.3a). ``cda`` marks a
    characteristic-defining ability (604.3)."""

    parts: tuple[Modification, ...]
    filter: ObjectFilter | None = None
    self_only: bool = False
    zones: tuple[Zone, ...] = (Zone.BATTLEFIELD,)
    condition: Callable[[Game, GameObject], bool] | None = field(default=None, eq=False, repr=False)
    cda: bool = False
    text: str = ""
