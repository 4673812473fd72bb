"""Mana: symbols, costs, mana value, the mana pool and a payment solver.

Rule areas: CR 105 (colours), 106 (mana), 107.3 (X), 107.4 (mana symbols),
118 (costs), 119.4 (paying life), 202 (mana cost, colour, mana value) and
601.2f-h (determining and paying the total cost).

Everything here is an immutable value (attrs ``@frozen``): operations return
new objects.  Colours are the one-letter strings of :data:`COLORS`; colourless
mana is ``"C"``.

Canonical symbol order used when costs are *combined* (``+``, details on
:meth:`ManaCost.__add__`): ``{X}`` first, then one merged generic number, then
the coloured symbols (coloured, hybrid, mono-hybrid, Phyrexian) sorted by
colour in WUBRG order, then ``{C}``, then ``{S}``.  Parsing never reorders:
printing a parsed cost gives back the printed text.
"""

from __future__ import annotations

import bisect
import re
from functools import cached_property
from typing import TYPE_CHECKING

from attrs import field, frozen

from manastack._lazy import LazyPattern
from manastack.errors import CardDataError
from manastack.model.cards import COLORS

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator



#: CR 106.1b: the six types of mana, the five colours (W, U, B, R, G) and colourless (C).
MANA_TYPES: tuple[str, ...] = (*COLORS, "C")


# CR 107.4: the ten two-colour hybrid pairs, exactly as printed.
HYBRID_PAIRS: tuple[tuple[str, str], ...] = (
    ("W", "U"), ("W", "B"), ("U", "B"), ("U", "R"), ("B", "R"),
    ("B", "G"), ("R", "G"), ("R", "W"), ("G", "W"), ("G", "U"),
)  # fmt: skip


SYMBOL_KINDS: tuple[str, ...] = (
    "generic", "colored", "colorless", "snow", "x",
    "hybrid", "mono_hybrid", "phyrexian", "hybrid_phyrexian",
)  # fmt: skip


_WUBRG = {c: i for i, c in enumerate(MANA_TYPES)}  # C sorts after the colours


_COLORED_FAMILY = frozenset({"colored", "hybrid", "mono_hybrid", "phyrexian", "hybrid_phyrexian"})


# Tie-break inside one colour group for the canonical order of ``+``.
_FAMILY_RANK = {"colored": 0, "phyrexian": 1, "hybrid": 2, "hybrid_phyrexian": 3, "mono_hybrid": 4}


_LIFE_PER_PHYREXIAN = 2  # CR 107.4f


# --------------------------------------------------------------------------
# Symbols and costs
# --------------------------------------------------------------------------


def _str_tuple(value: Iterable[str]) -> tuple[str, ...]:
    return tuple(value)


def _int_tuple(value: Iterable[int]) -> tuple[int, ...]:
    return tuple(value)


def _symbol_tuple(value: Iterable[ManaSymbol]) -> tuple[ManaSymbol, ...]:
    return tuple(value)


@frozen(repr=False)
class ManaSymbol:
    """One mana symbol of a cost (CR 107.4).

    ``kind`` is one of ``SYMBOL_KINDS``.  ``amount`` is the number of a
    generic symbol, or the non-coloured half of a monocoloured hybrid symbol
    (2 for ``{2/W}``, 1 for ``{C/W}``).  ``colors`` lists the colours in printed
    order (``("G", "U")`` for ``{G/U/P}``); ``("C",)`` for ``{C}``.
    ``colorless_half`` marks the ``{C/W}`` family, whose other half is one
    colourless mana rather than generic mana (CR 107.4).
    """

    kind: str
    amount: int = 0
    colors: tuple[str, ...] = field(default=(), converter=_str_tuple)
    colorless_half: bool = False

    def __attrs_post_init__(self) -> None:
        problem = _symbol_problem(self)
        if problem:
            raise ValueError(
                f"invalid mana symbol {self.kind}/{self.amount}/{self.colors}: {problem}"
            )

    # -- constructors ------------------------------------------------------
    @classmethod
    def number(cls, n: int) -> ManaSymbol:
        """The generic symbol ``{n}`` (CR 107.4b)."""
        return cls("generic", amount=n)

    @classmethod
    def from_text(cls, token: str) -> ManaSymbol:
        """Parse one braced symbol such as ``"{W/U}"``; raises CardDataError."""
        cost = ManaCost.parse(token)
        if len(cost.symbols) != 1:
            raise CardDataError(f"expected exactly one mana symbol, got {token!r}")
        return cost.symbols[0]

    # -- queries -----------------------------------------------------------
    def __str__(self) -> str:
        k = self.kind
        if k == "generic":
            return f"{{{self.amount}}}"
        if k == "x":
            return "{X}"
        if k == "snow":
            return "{S}"
        if k in ("colored", "colorless"):
            return f"{{{self.colors[0]}}}"
        if k == "hybrid":
            return f"{{{self.colors[0]}/{self.colors[1]}}}"
        if k == "mono_hybrid":
            half = "C" if self.colorless_half else str(self.amount)
            return f"{{{half}/{self.colors[0]}}}"
        return f"{{{'/'.join(self.colors)}/P}}"  # phyrexian, hybrid_phyrexian

    def __repr__(self) -> str:
        return f"ManaSymbol({str(self)!r})"

    def mana_value(self, x: int = 0) -> int:
        """This symbol's contribution to mana value (CR 202.3)."""
        k = self.kind
        if k == "generic":
            return self.amount
        if k == "x":
            return x  # CR 202.3e: X is its chosen value on the stack, else 0
        if k == "mono_hybrid":
            return max(self.amount, 1)  # CR 202.3f: largest component of a hybrid symbol
        return 1  # CR 202.3g: Phyrexian counts 1; coloured, {C}, {S} and hybrid count 1

    @property
    def color_set(self) -> frozenset[str]:
        """The colours this symbol is (CR 107.4e-f, 202.2d); {C} and {S} are none."""
        if self.kind in _COLORED_FAMILY:
            return frozenset(self.colors)
        return frozenset()

    @property
    def is_colored(self) -> bool:
        """CR 107.4e-f: hybrid and Phyrexian symbols are coloured symbols too."""
        return self.kind in _COLORED_FAMILY


def _symbol_problem(s: ManaSymbol) -> str:
    """Why a symbol's fields are inconsistent, or "" when they are fine."""
    k, c = s.kind, s.colors
    if k not in SYMBOL_KINDS:
        return "unknown kind"
    if k == "generic":
        return "" if s.amount >= 0 and not c else "generic needs amount >= 0 and no colours"
    if s.amount and k != "mono_hybrid":
        return "only generic and monocoloured hybrid symbols have an amount"
    if s.colorless_half and k != "mono_hybrid":
        return "only monocoloured hybrid symbols have a colourless half"
    if k in ("x", "snow"):
        return "" if not c else "no colours allowed"
    if k == "colorless":
        return "" if c == ("C",) else "colours must be ('C',)"
    if k in ("colored", "phyrexian"):
        return "" if len(c) == 1 and c[0] in COLORS else "needs exactly one colour"
    if k in ("hybrid", "hybrid_phyrexian"):
        return "" if c in HYBRID_PAIRS else "colours must be one of the CR 107.4 hybrid pairs"
    # mono_hybrid
    if len(c) != 1 or c[0] not in COLORS:
        return "needs exactly one colour"
    if s.colorless_half:
        return "" if s.amount == 1 else "{C/x} has amount 1"
    return "" if s.amount == 2 else "{N/x} exists only with N = 2 (CR 107.4)"


def _build_symbol_table() -> dict[str, ManaSymbol]:
    """Every non-numeric symbol of CR 107.4, keyed by the text between braces."""
    table: dict[str, ManaSymbol] = {"X": ManaSymbol("x"), "S": ManaSymbol("snow")}
    table["C"] = ManaSymbol("colorless", colors=("C",))
    for c in COLORS:
        table[c] = ManaSymbol("colored", colors=(c,))
        table[f"2/{c}"] = ManaSymbol("mono_hybrid", amount=2, colors=(c,))
        table[f"C/{c}"] = ManaSymbol("mono_hybrid", amount=1, colors=(c,), colorless_half=True)
        table[f"{c}/P"] = ManaSymbol("phyrexian", colors=(c,))
    for a, b in HYBRID_PAIRS:
        table[f"{a}/{b}"] = ManaSymbol("hybrid", colors=(a, b))
        table[f"{a}/{b}/P"] = ManaSymbol("hybrid_phyrexian", colors=(a, b))
    return table


_SYMBOLS = _build_symbol_table()


_NUMBER = LazyPattern(r"0|[1-9][0-9]*")


_TOKEN = LazyPattern(r"\{([^{}]*)\}")


def _unknown_symbol(inner: str) -> str:
    halves = inner.split("/")
    if len(halves) >= 2:
        swapped = "/".join([halves[1], halves[0], *halves[2:]])
        if swapped in _SYMBOLS:  # CR 107.4 prints hybrid halves in one fixed order
            return f"unknown mana symbol '{{{inner}}}'; did you mean '{{{swapped}}}'?"
    return f"unknown mana symbol '{{{inner}}}'"


def _fail(text: str, card: str | None, reason: str) -> CardDataError:
    where = f"{card}: " if card else ""
    return CardDataError(f"{where}malformed mana cost {text!r} ({reason})")


@frozen(repr=False)
class ManaCost:
    """A mana cost: a sequence of mana symbols in printed order (CR 107.4, 202).

    ``ManaCost.parse("")`` is :data:`EMPTY_COST`.  A card with *no* mana cost
    (CR 202.1b, unpayable per 118.6) is the caller's business: represent it as
    ``None``, not as the empty cost.
    """

    symbols: tuple[ManaSymbol, ...] = field(default=(), converter=_symbol_tuple)

    @classmethod
    def parse(cls, text: str, *, card: str | None = None) -> ManaCost:
        """Parse printed text such as ``"{2}{W/U}{W/U}"`` (CR 107.4).

        Raises :class:`CardDataError` naming ``card`` (when given) and the text.
        """
        body = text.strip()
        symbols: list[ManaSymbol] = []
        pos = 0
        while pos < len(body):
            m = _TOKEN.match(body, pos)
            if m is None:
                if body[pos] == "{":
                    raise _fail(text, card, f"unclosed '{{' at position {pos}")
                raise _fail(text, card, f"unexpected {body[pos]!r} at position {pos}")
            inner = m.group(1)
            sym = _SYMBOLS.get(inner)
            if sym is None:
                if not _NUMBER.fullmatch(inner):
                    raise _fail(text, card, _unknown_symbol(inner))
                sym = ManaSymbol.number(int(inner))  # CR 107.4b: numerical symbols
            symbols.append(sym)
            pos = m.end()
        return cls(tuple(symbols))

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost({str(self)!r})"

    def __iter__(self) -> Iterator[ManaSymbol]:
        return iter(self.symbols)

    # -- numbers -----------------------------------------------------------
    def mana_value(self, x: int = 0) -> int:
        """CR 202.3: total mana in the cost; X counts ``x`` (0 off the stack, 202.3e)."""
        return sum(s.mana_value(x) for s in self.symbols)

    @property
    def generic(self) -> int:
        """The generic mana of the numerical symbols (CR 107.4b); excludes {X} and {2/W}."""
        return sum(s.amount for s in self.symbols if s.kind == "generic")

    @cached_property
    def least_units(self) -> int:
        """The fewest units of mana that could pay it with X as 0 (CR 107.3a): a Phyrexian
        symbol none (2 life, 107.4f), {2/W} one (107.4e), generic its number, any other symbol
        one (107.4, 118.3). Asked of each card at each listing: made once per value."""
        units = 0
        for s in self.symbols:
            k = s.kind
            if k == "generic":
                units += s.amount
            elif k not in ("x", "phyrexian", "hybrid_phyrexian"):
                units += 1
        return units

    @cached_property
    def plain_units(self) -> tuple[tuple[str, int], ...]:
        """Each type of mana its plain {W}, {U}, {B}, {R}, {G} and {C} symbols need, with how
        many (CR 107.4, 107.4c: each is paid only by a unit of its type), in first-seen order."""
        counts: dict[str, int] = {}
        for s in self.symbols:
            if s.kind in ("colored", "colorless"):
                counts[s.colors[0]] = counts.get(s.colors[0], 0) + 1
        return tuple(counts.items())

    @property
    def x_count(self) -> int:
        """How many {X} symbols the cost has (e.g. 2 for {X}{X}{B}; CR 107.3)."""
        return sum(1 for s in self.symbols if s.kind == "x")

    @property
    def has_x(self) -> bool:
        """Has it an {X} (CR 107.3)?"""
        return any(s.kind == "x" for s in self.symbols)

    @property
    def colors(self) -> frozenset[str]:
        """CR 105.2, 202.2d: its symbols' colours (hybrid: every half; Phyrexian: its colour)."""
        out: set[str] = set()
        for s in self.symbols:
            out |= s.color_set
        return frozenset(out)

    def count(self, color: str) -> int:
        """Number of plain ``{color}`` symbols (``"C"`` counts {C}); hybrids not included."""
        return sum(
            1 for s in self.symbols if s.kind in ("colored", "colorless") and s.colors[0] == color
        )

    def devotion(self, *colors: str) -> int:
        """CR 700.5: symbols that are any of ``colors`` (hybrid and Phyrexian count)."""
        wanted = frozenset(colors)
        return sum(1 for s in self.symbols if s.color_set & wanted)

    def is_empty(self) -> bool:
        """True when paying needs no mana at all: the empty cost or {0} (CR 107.4d, 118.5)."""
        return all(s.kind == "generic" and s.amount == 0 for s in self.symbols)

    # -- transformations ---------------------------------------------------
    def with_x(self, x: int, paid_as: ManaCost | None = None) -> ManaCost:
        """Replace every {X} by generic ``x`` (CR 107.3a), merged into one number; with
        ``paid_as`` (one symbol: "Spend only black mana on X", CR 106.6, 107.3a) each unit of
        X becomes that symbol instead, so only such mana pays it."""
        if x < 0:
            raise ValueError("X can't be negative (CR 107.1b)")
        if not self.has_x:
            return self
        if paid_as is not None:
            kept = ManaCost(tuple(s for s in self.symbols if s.kind != "x"))
            unit = ManaCost(paid_as.symbols * (x * self.x_count))
            return kept + unit if unit.symbols else kept
        return self._merge_generic(
            lambda s: s.kind in ("x", "generic"), self.generic + x * self.x_count
        )

    def reduce_generic(self, n: int) -> ManaCost:
        """Lower only the generic part by ``n``, never below 0 (CR 118.7a, 601.2f).

        Coloured, colourless, hybrid, Phyrexian, {S} (107.4h) and {X} symbols are
        untouched.  A cost reduced to nothing is {0} (CR 118.7).
        """
        if n < 0:
            raise ValueError("a cost reduction can't be negative (CR 107.1b)")
        if n == 0 or not any(s.kind == "generic" for s in self.symbols):
            return self
        return self._merge_generic(lambda s: s.kind == "generic", max(0, self.generic - n))

    def _merge_generic(self, merged: Callable[[ManaSymbol], bool], total: int) -> ManaCost:
        """Replace the symbols picked by ``merged`` with one ``{total}`` where the first was."""
        out: list[ManaSymbol] = []
        placed = False
        for s in self.symbols:
            if merged(s):
                if not placed and total > 0:
                    out.append(ManaSymbol.number(total))
                placed = True
            else:
                out.append(s)
        if not out:
            out.append(ManaSymbol.number(0))  # CR 118.7: reduced to nothing means {0}
        return ManaCost(tuple(out))

    def __add__(self, other: ManaCost) -> ManaCost:
        """Combine two costs (CR 601.2f: total cost = mana cost + additional costs).

        An empty operand returns the other unchanged.  Otherwise the result is in
        canonical order: {X}s, one merged generic number, then hybrid, mono-hybrid,
        coloured and Phyrexian symbols sorted by colour in WUBRG order (by their
        first printed colour, then the second; within one colour: coloured,
        Phyrexian, hybrid, hybrid Phyrexian, mono-hybrid), then {C}, then {S}.
        {0} survives only when nothing else is left.
        """
        if not isinstance(other, ManaCost):
            return NotImplemented
        if not other.symbols:
            return self
        if not self.symbols:
            return other
        both = self.symbols + other.symbols
        generic = sum(s.amount for s in both if s.kind == "generic")
        xs = [s for s in both if s.kind == "x"]
        colored = sorted(
            (s for s in both if s.kind in _COLORED_FAMILY),
            key=lambda s: (tuple(_WUBRG[c] for c in s.colors), _FAMILY_RANK[s.kind]),
        )
        tail = [s for s in both if s.kind == "colorless"] + [s for s in both if s.kind == "snow"]
        out = [*xs, *([ManaSymbol.number(generic)] if generic else []), *colored, *tail]
        if not out:
            out = [ManaSymbol.number(0)]  # both were {0}
        return ManaCost(tuple(out))


#: The empty mana cost, no mana symbol: what an object without a mana cost has (CR 202.1b).
EMPTY_COST = ManaCost(())


# --------------------------------------------------------------------------
# Mana and the mana pool
# --------------------------------------------------------------------------


def _check_mana_type(_inst: object, _attr: object, value: str) -> None:
    if value not in MANA_TYPES:
        raise ValueError(f"mana type must be one of {MANA_TYPES} (CR 106.1b), got {value!r}")


@frozen
class SpendPurpose:
    """What a payment spends mana on (CR 106.6): casting a spell (``kind`` "spell"),
    activating an ability ("ability"), or another cost ("other"); ``types`` are the card
    types of the spell, or of the ability's source."""

    kind: str
    types: frozenset[str] = frozenset()
    #: the spell is multicolored (CR 105.4): "Spend this mana only to cast a multicolored spell"
    multicolored: bool = False
    #: the subtypes and supertypes of the spell, or of the ability's source (CR 205.3, 205.4)
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    #: it has no colour (CR 105.2c): "Spend this mana only to cast colorless spells"
    colorless: bool = False
    #: the names of the additional costs paid for the spell (CR 601.2b): "kicker" if kicked
    paid: frozenset[str] = frozenset()
    #: the cost paid contains {X} (CR 107.3): "Spend this mana only on costs that contain {X}"
    has_x: bool = False


#: CR 106.6: a payment that is neither casting a spell nor activating an ability (an effect's
#: "unless [player] pays {2}", "you may pay {1}"): a Powerstone's mana may pay it.
OTHER_PAYMENT = SpendPurpose("other")


@frozen
class SpendKind:
    """One kind of spell, or of source of an ability, that restricted mana may pay for (CR
    106.6): "a Dragon creature spell", "legendary spells", "colorless spells", "an ability of a
    Dinosaur source". It has every one of ``types``, ``subtypes`` and ``supertypes``, and no
    colour if ``colorless`` (105.2c)."""

    types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colorless: bool = False

    def fits(self, purpose: SpendPurpose) -> bool:
        """Is the spell (or the ability's source) ``purpose`` pays for of this kind?"""
        return (self.types <= purpose.types and self.subtypes <= purpose.subtypes
                and self.supertypes <= purpose.supertypes
                and (not self.colorless or purpose.colorless))


@frozen
class ManaRestriction:
    """A restriction on how mana may be spent (CR 106.6): "Spend this mana only to cast a
    creature spell." allows the spells with one of ``spells``' card types; ``abilities``
    the activated abilities it may pay: "" none, "artifact" those of artifact sources, "any"
    every one; ``others``: other costs too (a Powerstone's mana, barred only from
    nonartifact spells, 111.10h). ``text`` is the sentence, said by the explain log."""

    spells: frozenset[str]
    abilities: str = ""
    others: bool = False
    text: str = ""
    #: "Spend this mana only to cast a multicolored spell" (Obsidian Obelisk): any such
    #: spell, whatever its card types (CR 105.4, 106.6)
    multicolored: bool = False
    #: the spells of these kinds too ("a Vampire spell", "legendary spells", CR 106.6)
    kinds: tuple[SpendKind, ...] = ()
    #: the abilities of sources of these kinds too ("an ability of a Dinosaur source")
    ability_kinds: tuple[SpendKind, ...] = ()
    #: the spells for which the additional cost of this name was paid too: "Spend this mana
    #: only to cast kicked spells" is "kicker" (CR 702.33d)
    paid: str = ""
    #: "Spend this mana only on costs that contain {X}": any such cost, all of it (CR 107.3)
    x_costs: bool = False

    def allows(self, purpose: SpendPurpose | None) -> bool:
        """CR 106.6: may mana with this restriction pay for ``purpose``? (None: a payment
        that doesn't say what it pays for gets only unrestricted mana.)"""
        if purpose is None:
            return False
        if self.x_costs:
            return purpose.has_x  # CR 107.3, 106.6: the whole cost, not only its X part
        if purpose.kind == "spell":
            if self.multicolored:
                return purpose.multicolored  # CR 105.4: two or more colors
            return not self.spells.isdisjoint(purpose.types) or any(
                k.fits(purpose) for k in self.kinds) or (
                bool(self.paid) and self.paid in purpose.paid)
        if purpose.kind == "ability":
            return self.abilities == "any" or (
                self.abilities == "artifact" and "Artifact" in purpose.types) or any(
                k.fits(purpose) for k in self.ability_kinds)
        return self.others


@frozen
class Mana:
    """One unit of mana (CR 106): its type, whether a snow source made it, and that source;
    ``kept`` names when mana not lost as steps and phases end (CR 106.4) is lost after all;
    ``restriction``: how it may be spent (CR 106.6), None for any way."""

    color: str = field(validator=_check_mana_type)
    snow: bool = False  # CR 107.4h: produced by a snow source (snow is not a type)
    source: int | None = None  # CR 106.3: the object that produced it
    # CR 702.189a: KEPT_UNTIL_END_OF_COMBAT = not lost as steps end until end of combat
    kept: str | None = None
    restriction: ManaRestriction | None = None

    def __str__(self) -> str:
        return f"{{{self.color}}}"


#: CR 702.189a, 511.3: mana "you don't lose as steps and phases end" until end of combat.
KEPT_UNTIL_END_OF_COMBAT = "end of combat"
#: CR 500.5, 514.2: "Until end of turn, you don't lose this mana as steps and phases end."
KEPT_UNTIL_END_OF_TURN = "end of turn"


def _unit_order(m: Mana) -> tuple[bool, int, bool, bool, int, str, str]:
    # restricted mana (CR 106.6) sorts last: a pool's last unit says whether it has any
    r = m.restriction
    return (r is not None, _WUBRG[m.color], m.snow, m.source is not None, m.source or 0,
            m.kept or "", r.text if r is not None else "")


def _sorted_units(units: Iterable[Mana]) -> tuple[Mana, ...]:
    return tuple(sorted(units, key=_unit_order))


@frozen
class ManaPool:
    """A player's mana pool (CR 106.4) as an immutable multiset of units.

    Units are kept sorted (WUBRG, then C) so that equal pools compare equal.
    """

    units: tuple[Mana, ...] = field(default=(), converter=_sorted_units)

    def add(self, *units: Mana) -> ManaPool:
        """CR 106.4: added mana goes into the pool."""
        if len(self.units) < 64:
            return ManaPool(self.units + units)
        # the pool is sorted: insert each unit after its equals, as the stable sort would,
        # so 5,000 lands tapped one by one don't sort the pool 5,000 times
        merged = list(self.units)
        for unit in units:
            bisect.insort(merged, unit, key=_unit_order)
        pool = object.__new__(ManaPool)
        object.__setattr__(pool, "units", tuple(merged))
        return pool

    def remove(self, units: Iterable[Mana]) -> ManaPool:
        """Spend the given units (CR 118.3a); ValueError if one is missing (CR 118.3)."""
        left = list(self.units)
        for u in units:
            try:
                left.remove(u)
            except ValueError:
                raise ValueError(f"{u} is not in the mana pool {self} (CR 118.3)") from None
        return ManaPool(tuple(left))

    @property
    def restricted(self) -> bool:
        """Has it mana with a spending restriction (CR 106.6)? (Such units sort last.)"""
        return bool(self.units) and self.units[-1].restriction is not None

    def usable(self, purpose: SpendPurpose | None) -> ManaPool:
        """The units that may pay for ``purpose`` (CR 106.6): the unrestricted ones, and
        those whose restriction allows it."""
        return ManaPool(tuple(u for u in self.units
                              if u.restriction is None or u.restriction.allows(purpose)))

    def count(self, color: str | None = None) -> int:
        """Number of units, or of units of one type."""
        if color is None:
            return len(self.units)
        return sum(1 for u in self.units if u.color == color)

    def is_empty(self) -> bool:
        """Is there no mana in the pool?"""
        return not self.units

    def kept_after(self, ending_combat_step: bool, ending_turn: bool = False) -> ManaPool:
        """The units not lost as a step or phase ends (CR 106.4, 500.5): those kept until end
        of combat while the step ending is a combat step other than the end of combat step
        (702.189a, 511.3), those kept until end of turn unless the cleanup step is ending
        (514.2: "until end of turn" is over); every other unit is lost."""
        kept = {KEPT_UNTIL_END_OF_COMBAT} if ending_combat_step else set()
        if not ending_turn:
            kept.add(KEPT_UNTIL_END_OF_TURN)
        if not any(u.kept in kept for u in self.units):
            return EMPTY_POOL
        return ManaPool(tuple(u for u in self.units if u.kept in kept))

    def __iter__(self) -> Iterator[Mana]:
        return iter(self.units)

    def __len__(self) -> int:
        return len(self.units)

    def __str__(self) -> str:
        return "".join(str(u) for u in self.units)


#: A mana pool holding no mana (CR 106.4).
EMPTY_POOL = ManaPool(())


def _check_source_colors(_inst: object, _attr: object, value: tuple[str, ...]) -> None:
    if not value or len(set(value)) != len(value) or any(c not in MANA_TYPES for c in value):
        raise ValueError(f"source colours must be distinct mana types from {MANA_TYPES}: {value!r}")


def _check_positive(_inst: object, _attr: object, value: int) -> None:
    if value < 1:
        raise ValueError(f"a mana ability produces at least one mana, got {value}")


@frozen
class ManaSource:
    """One mana ability the payer may activate once (CR 605, 106.12).

    ``colors`` are the options of one activation; all ``amount`` units produced
    are of the one chosen type. ``abilities`` are the indices of the source's mana
    abilities this stands for (abilities of one permanent making the same amount
    merge into one source; empty: any). Several sources with the same ``id`` are
    alternatives: the permanent is used once, by one of them. ``sacrifice``: the
    cost sacrifices the source (a Treasure), so the payer uses it only when the
    cost can't be paid otherwise.

    ``payment`` names the payment option (:class:`~manastack.api.PaymentOption`) this
    one-time source stands for ("convoke": tapping a creature pays one mana of its
    colour, CR 702.51a); empty for a mana ability. Such a source makes no mana: what it
    pays is in :attr:`Payment.options`, and the payer uses it after every mana source.

    ``effect``: the ability does more than add mana as it resolves (a pain land's "This land
    deals 1 damage to you.", CR 605.3b): the payer prefers a payment with fewer of them.
    ``restriction``: the mana it makes may be spent only as it says (CR 106.6).
    ``counted``: its mana is counted or chosen as it resolves (608.2h: Cloudpost, Sol Grail),
    ``colors`` and ``amount`` being what it would add now.
    """

    id: int
    colors: tuple[str, ...] = field(converter=_str_tuple, validator=_check_source_colors)
    amount: int = field(default=1, validator=_check_positive)
    snow: bool = False
    sacrifice: bool = False
    abilities: tuple[int, ...] = field(default=(), converter=_int_tuple)
    payment: str = ""
    effect: bool = False
    #: CR 106.6: how the mana it makes may be spent (None: any way)
    restriction: ManaRestriction | None = None
    #: CR 608.2h: counted as it resolves (activated before the plan's other sources)
    counted: bool = False
    #: CR 603.2: tapping it triggers an ability of its own ("Whenever this land becomes
    #: tapped, it deals 1 damage to you": City of Brass): tapped last among the {T} sources
    tap_triggers: bool = False


#: ``Context.values`` key: the type a payment plan chose for a mana ability whose one mana's
#: type is chosen as it resolves (CR 601.2g, 605.3b): the payer's choice, made with the plan
PLANNED_MANA_TYPE = "planned mana type"


# --------------------------------------------------------------------------
# Mana abilities' text
# --------------------------------------------------------------------------

_NUMBER_WORDS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip


_ANY_COLOR = LazyPattern(r"[Aa]dd (\w+) mana of any (one )?color")


_ADD_SYMBOLS = LazyPattern(r"[Aa]dd ((?:\{[WUBRGC]\})+)")


_ADD_CHOICE = LazyPattern(r"[Aa]dd ((?:\{[WUBRGC]\}, )*\{[WUBRGC]\},? or \{[WUBRGC]\})")


def parse_mana_produced(text: str) -> tuple[tuple[str, ...], int] | None:
    """Read a mana ability's effect: ``(type options, amount)`` or None.

    Understood forms (CR 106.3): "Add {G}.", "Add {C}{C}." (one repeated type),
    "Add {W} or {U}.", "Add {R}, {G}, or {W}.", "Add one mana of any color.",
    "Add three mana of any one color.".  A leading cost ("{T}: ") is ignored.
    Anything else (mixed types such as "Add {R}{W}.", "X mana", "in any
    combination of colors", spending restrictions) returns None, because one
    activation of a :class:`ManaSource` makes units of one type only.
    """
    body = text.strip().rpartition(": ")[2].strip().removesuffix(".")
    m = _ANY_COLOR.fullmatch(body)
    if m:
        n = _NUMBER_WORDS.get(m.group(1).lower())
        if n is None or (n > 1 and not m.group(2)):
            return None  # several units "of any color" may differ: not one type
        return COLORS, n  # CR 105.4: "any color" means one of the five colours
    m = _ADD_SYMBOLS.fullmatch(body)
    if m:
        types = m.group(1)[1::3]  # the letter of each three-character "{X}"
        if len(set(types)) != 1:
            return None
        return (types[0],), len(types)
    m = _ADD_CHOICE.fullmatch(body)
    if m:
        options = tuple(re.findall(r"\{([WUBRGC])\}", m.group(1)))
        if len(set(options)) != len(options):
            return None
        return options, 1
    return None


_SYMBOL_RUN = r"(?:\{[WUBRGC]\})+"
_ADD_OUTPUTS = LazyPattern(rf"[Aa]dd ((?:{_SYMBOL_RUN}, )*{_SYMBOL_RUN},? or {_SYMBOL_RUN}|{_SYMBOL_RUN})")


def parse_mana_outputs(text: str) -> tuple[str, ...] | None:
    """Read an "Add" of fixed mana symbols: the outputs to choose among, or None.

    Each output is the string of the mana types one activation or effect adds, in printed
    order (CR 106.3): "Add {W}{U}." is ``("WU",)``, a filter land's "Add {W}{W}, {W}{U},
    or {U}{U}." is ``("WW", "WU", "UU")`` (one of the outputs is chosen, 605.3b, 106.1b).
    Mana of any colour, X mana, "for each", spending restrictions: None. A leading cost
    ("{1}, {T}: ") is ignored.
    """
    body = text.strip().rpartition(": ")[2].strip().removesuffix(".")
    m = _ADD_OUTPUTS.fullmatch(body)
    if not m:
        return None
    runs = re.findall(_SYMBOL_RUN, m.group(1))
    outputs = tuple("".join(re.findall(r"\{([WUBRGC])\}", run)) for run in runs)
    if len(set(outputs)) != len(outputs):
        return None
    return outputs
