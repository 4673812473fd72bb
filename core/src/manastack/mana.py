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

import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import NamedTuple, TypeAlias

from attrs import field, frozen

from manastack._lazy import LazyPattern
from manastack.errors import CardDataError

__all__ = [
    "COLORS",
    "EMPTY_COST",
    "EMPTY_POOL",
    "HYBRID_PAIRS",
    "MANA_TYPES",
    "SYMBOL_KINDS",
    "Mana",
    "ManaCost",
    "ManaPool",
    "ManaSource",
    "ManaSymbol",
    "Payment",
    "can_pay",
    "parse_mana_produced",
    "solve_payment",
]

# CR 105.1: the five colours, in WUBRG order.
COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
# CR 106.1b: the six types of mana (five colours plus colourless).
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


def _symbol_tuple(value: Iterable[ManaSymbol]) -> tuple[ManaSymbol, ...]:
    return tuple(value)


@frozen(repr=False)
class ManaSymbol:
    """One mana symbol of a cost (CR 107.4).

    ``kind`` is one of :data:`SYMBOL_KINDS`.  ``amount`` is the number of a
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

    @property
    def x_count(self) -> int:
        """How many {X} symbols the cost has (e.g. 2 for {X}{X}{B}; CR 107.3)."""
        return sum(1 for s in self.symbols if s.kind == "x")

    @property
    def has_x(self) -> bool:
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
    def with_x(self, x: int) -> ManaCost:
        """Replace every {X} by generic ``x`` (CR 107.3a), merged into one number."""
        if x < 0:
            raise ValueError("X can't be negative (CR 107.1b)")
        if not self.has_x:
            return self
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


EMPTY_COST = ManaCost(())


# --------------------------------------------------------------------------
# Mana and the mana pool
# --------------------------------------------------------------------------


def _check_mana_type(_inst: object, _attr: object, value: str) -> None:
    if value not in MANA_TYPES:
        raise ValueError(f"mana type must be one of {MANA_TYPES} (CR 106.1b), got {value!r}")


@frozen
class Mana:
    """One unit of mana (CR 106): its type, whether a snow source made it, and that source."""

    color: str = field(validator=_check_mana_type)
    snow: bool = False  # CR 107.4h: produced by a snow source (snow is not a type)
    source: int | None = None  # CR 106.3: the object that produced it

    def __str__(self) -> str:
        return f"{{{self.color}}}"


def _unit_order(m: Mana) -> tuple[int, bool, bool, int]:
    return (_WUBRG[m.color], m.snow, m.source is not None, m.source or 0)


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
        return ManaPool(self.units + units)

    def remove(self, units: Iterable[Mana]) -> ManaPool:
        """Spend the given units (CR 118.3a); ValueError if one is missing (CR 118.3)."""
        left = list(self.units)
        for u in units:
            try:
                left.remove(u)
            except ValueError:
                raise ValueError(f"{u} is not in the mana pool {self} (CR 118.3)") from None
        return ManaPool(tuple(left))

    def count(self, color: str | None = None) -> int:
        """Number of units, or of units of one type."""
        if color is None:
            return len(self.units)
        return sum(1 for u in self.units if u.color == color)

    def is_empty(self) -> bool:
        return not self.units

    def __iter__(self) -> Iterator[Mana]:
        return iter(self.units)

    def __len__(self) -> int:
        return len(self.units)

    def __str__(self) -> str:
        return "".join(str(u) for u in self.units)


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
    are of the one chosen type.
    """

    id: int
    colors: tuple[str, ...] = field(converter=_str_tuple, validator=_check_source_colors)
    amount: int = field(default=1, validator=_check_positive)
    snow: bool = False


@frozen
class Payment:
    """How to pay a cost: a deterministic plan returned by :func:`solve_payment`."""

    activations: tuple[tuple[int, str], ...]
    pool_used: tuple[Mana, ...]
    life: int
    generic_alternatives: int
    assignment: tuple[tuple[str, str], ...]
    leftover: ManaPool

    @property
    def activated_ids(self) -> tuple[int, ...]:
        return tuple(i for i, _ in self.activations)


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


# --------------------------------------------------------------------------
# The payment solver (CR 601.2g-h)
# --------------------------------------------------------------------------

# A requirement is one symbol that a single unit of mana must pay:
# (accepted mana types, or None for "any type"; whether the unit must be snow).
_Req: TypeAlias = "tuple[frozenset[str] | None, bool]"
# The best plan found so far: (score, choice, plan, blocks, requirements, their symbols).
_Best: TypeAlias = "tuple[tuple[int, ...], _Choice, _Plan, list[_Block], list[_Req], list[int]]"


class _Block(NamedTuple):
    """Units that come together: one pool unit, or one source activation."""

    options: frozenset[str]  # types one unit may be (one type, except flexible 1-unit sources)
    order: tuple[str, ...]  # same types in the source's own order (for choosing a colour)
    snow: bool
    amount: int
    source: int  # index into ``sources``, or -1 for a pool unit
    pool_unit: Mana | None


class _Plan(NamedTuple):
    """Result of one greedy run: which units were taken and what each pays."""

    match: tuple[int, ...]  # requirement index -> unit index
    generic_units: tuple[int, ...]  # units paying generic, in order taken
    unit_block: tuple[int, ...]  # unit index -> block index
    used_blocks: frozenset[int]
    alternatives: int


_OPTIONS: dict[tuple[str, ...], frozenset[str]] = {}


def _options(types: tuple[str, ...]) -> frozenset[str]:
    """Interned frozenset of a source's types (few distinct ones exist)."""
    found = _OPTIONS.get(types)
    if found is None:
        found = _OPTIONS[types] = frozenset(types)
    return found


def _accepts(req: _Req, options: frozenset[str], snow: bool) -> bool:
    types, needs_snow = req
    if needs_snow and not snow:
        return False  # CR 107.4h: {S} needs mana from a snow source
    return types is None or not types.isdisjoint(options)


def _greedy(
    reqs: Sequence[_Req], generic: int, blocks: Sequence[_Block], order: Sequence[int],
    alternatives: int, alternatives_first: bool,
) -> _Plan | None:  # fmt: skip
    """Greedy basis of the transversal matroid "units that can pay the cost".

    Elements (units) are taken in preference order; a unit is kept when the kept
    set can still be matched into the requirements plus ``generic`` slots.
    Matroid greedy makes this exact: a payment is found iff one exists with
    these units, and the kept set is the best one for the order.
    """
    n_req = len(reqs)
    match = [-1] * n_req
    unit_adj: list[tuple[int, ...]] = []
    unit_block: list[int] = []
    generic_units: list[int] = []
    used: set[int] = set()
    adj_cache: dict[tuple[frozenset[str], bool], tuple[int, ...]] = {}
    alts = min(alternatives, generic) if alternatives_first else 0
    gen_used = alts
    matched = 0

    def augment(u: int, seen: list[bool]) -> bool:
        for r in unit_adj[u]:
            if not seen[r]:
                seen[r] = True
                v = match[r]
                if v < 0 or augment(v, seen):
                    match[r] = u
                    return True
        return False

    for b in order:
        if matched == n_req and gen_used == generic:
            break
        blk = blocks[b]
        key = (blk.options, blk.snow)
        adj = adj_cache.get(key)
        if adj is None:
            adj = tuple(r for r in range(n_req) if _accepts(reqs[r], blk.options, blk.snow))
            adj_cache[key] = adj
        for _ in range(blk.amount):
            u = len(unit_adj)
            unit_adj.append(adj)
            unit_block.append(b)
            taken = False
            if matched < n_req and adj:
                free = next((r for r in adj if match[r] < 0), -1)
                if free >= 0:
                    match[free] = u
                    taken = True
                else:
                    taken = augment(u, [False] * n_req)
                if taken:
                    matched += 1
            if not taken and gen_used < generic:
                gen_used += 1  # CR 107.4b: any type of mana pays generic
                generic_units.append(u)
                taken = True
            if taken:
                used.add(b)
            if matched == n_req and gen_used == generic:
                break
    if not alternatives_first and gen_used < generic:
        extra = min(alternatives, generic - gen_used)
        alts += extra
        gen_used += extra
    if matched < n_req or gen_used < generic:
        return None
    return _Plan(tuple(match), tuple(generic_units), tuple(unit_block), frozenset(used), alts)


class _Choice(NamedTuple):
    """One way to pay the symbols that have a non-mana or generic alternative."""

    life_symbols: frozenset[int]  # Phyrexian symbols paid with 2 life (CR 107.4f)
    generic_halves: frozenset[int]  # {2/W} symbols paid with two generic (CR 107.4e)
    colors: tuple[tuple[int, str], ...]  # colour fixed for multi-unit, multi-type sources


def _group_counts(indices_by_symbol: dict[ManaSymbol, list[int]]) -> list[list[frozenset[int]]]:
    """For each group of equal symbols, the subsets "last j of them" for j = 0..n."""
    out = []
    for idx in indices_by_symbol.values():
        out.append([frozenset(idx[len(idx) - j :]) for j in range(len(idx) + 1)])
    return out


def _subset_choices(groups: list[list[frozenset[int]]]) -> list[frozenset[int]]:
    """All combinations of one subset per group, fewest elements first (stable)."""
    combos = [frozenset().union(*parts) for parts in itertools.product(*groups)]
    return sorted(combos, key=len)


def can_pay(
    cost: ManaCost,
    *,
    pool: ManaPool = EMPTY_POOL,
    sources: Sequence[ManaSource] = (),
    life: int = 0,
    can_pay_life: bool = True,
    generic_alternatives: int = 0,
) -> bool:
    """Whether ``cost`` can be paid at all (CR 601.2g-h): ``solve_payment(...) is not None``.

    The question legal-action listings ask for every card in hand, so it is
    answered cheaply: counting checks that are necessary conditions first (enough
    units in total, enough of each colour a plain coloured symbol demands), then
    the exact search stopping at the first payment found, without choosing the
    best one or explaining it.
    """
    if cost.has_x:
        raise ValueError(f"substitute X before paying {cost} (CR 107.3a, 601.2f)")
    if cost.is_empty():
        return True
    # Necessary conditions, from the symbols alone (each needs at least one unit,
    # a Phyrexian symbol none if 2 life can pay it; generic may use alternatives).
    units = len(pool.units) + sum(s.amount for s in sources)
    lives = max(life, 0) // _LIFE_PER_PHYREXIAN if can_pay_life else 0
    need = 0  # symbols only a unit of mana can pay
    flexible = 0  # {2/W}: one unit, or two generic (which alternatives may pay)
    generic = 0
    phyrexian = 0
    plain: Counter[str] = Counter()
    for s in cost.symbols:
        k = s.kind
        if k == "generic":
            generic += s.amount
        elif k in ("phyrexian", "hybrid_phyrexian"):
            phyrexian += 1
        elif k == "mono_hybrid" and not s.colorless_half:
            flexible += 1
        else:
            need += 1
            if k in ("colored", "colorless"):
                plain[s.colors[0]] += 1
    need += max(0, phyrexian - lives)
    if units < need or units + generic_alternatives < need + flexible + generic:
        return False  # CR 118.3: not enough mana
    for colour, count in plain.items():
        have = pool.count(colour) + sum(s.amount for s in sources if colour in s.colors)
        if have < count:
            return False  # CR 107.4a/c: that type of mana is needed
    if any(s.amount > 1 and len(s.colors) > 1 for s in sources):
        # One activation makes units of one chosen type: the full search handles it.
        return (
            _solve(cost, pool, sources, life, can_pay_life, generic_alternatives, False, True)
            is not None
        )
    return _feasible_by_classes(cost, pool, sources, lives, generic_alternatives)


def _feasible_by_classes(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], lives: int, alternatives: int,
) -> bool:  # fmt: skip
    """Exact feasibility when every unit's options are fixed (no multi-unit, multi-type source).

    Units with the same options are one class with a capacity, symbols with the
    same requirement one group with a demand: a tiny transportation problem
    solved by augmenting paths. Phyrexian symbols (mana or 2 life, CR 107.4f) and
    {2/W} symbols (one coloured or two generic, CR 107.4e) are tried for each
    number of each kind paid the other way.
    """
    classes: Counter[tuple[frozenset[str], bool]] = Counter()
    for m in pool.units:
        classes[(_options((m.color,)), m.snow)] += 1
    for src in sources:
        classes[(_options(src.colors), src.snow)] += src.amount
    class_keys = list(classes)
    capacity = [classes[k] for k in class_keys]
    total = sum(capacity)
    fixed: Counter[_Req] = Counter()
    phyrexian: Counter[frozenset[str]] = Counter()
    mono: Counter[frozenset[str]] = Counter()
    generic = 0
    for s in cost.symbols:
        k = s.kind
        if k == "generic":
            generic += s.amount
        elif k == "snow":
            fixed[(None, True)] += 1
        elif k in ("phyrexian", "hybrid_phyrexian"):
            phyrexian[frozenset(s.colors)] += 1
        elif k == "mono_hybrid" and not s.colorless_half:
            mono[frozenset(s.colors)] += 1
        elif k == "mono_hybrid":
            fixed[(frozenset((*s.colors, "C")), False)] += 1
        else:
            fixed[(frozenset(s.colors), False)] += 1
    p_keys, m_keys = list(phyrexian), list(mono)
    p_ranges = [range(phyrexian[k] + 1) for k in p_keys]  # how many paid with life
    m_ranges = [range(mono[k] + 1) for k in m_keys]  # how many paid with two generic
    for by_life in itertools.product(*p_ranges):
        if sum(by_life) > lives:
            continue  # CR 119.4: not that much life to pay
        for by_generic in itertools.product(*m_ranges):
            demand = Counter(fixed)
            for key, n_life, in zip(p_keys, by_life, strict=True):
                if phyrexian[key] - n_life:
                    demand[(key, False)] += phyrexian[key] - n_life
            for key, n_gen in zip(m_keys, by_generic, strict=True):
                if mono[key] - n_gen:
                    demand[(key, False)] += mono[key] - n_gen
            need_generic = generic + 2 * sum(by_generic)
            matched = sum(demand.values())
            if total - matched + alternatives < need_generic or total < matched:
                continue
            if _transport(list(demand.items()), class_keys, list(capacity)):
                return True
    return False


def _transport(
    demand: list[tuple[_Req, int]], class_keys: list[tuple[frozenset[str], bool]],
    capacity: list[int],
) -> bool:  # fmt: skip
    """Can every requirement group get its demand from unit classes that accept it?"""
    adj = [
        [c for c, (opts, snow) in enumerate(class_keys) if _accepts(req, opts, snow)]
        for req, _ in demand
    ]
    # flow[g][c]: units of class c given to group g
    flow = [[0] * len(class_keys) for _ in demand]

    def augment(g: int, seen_groups: set[int]) -> bool:
        """Find one more unit for group g, possibly moving units between groups."""
        seen_groups.add(g)
        for c in adj[g]:
            if capacity[c] > 0:
                capacity[c] -= 1
                flow[g][c] += 1
                return True
        for c in adj[g]:
            for h in range(len(demand)):
                if h not in seen_groups and flow[h][c] > 0 and augment(h, seen_groups):
                    flow[h][c] -= 1
                    flow[g][c] += 1
                    return True
        return False

    for g, (_, count) in enumerate(demand):
        for _ in range(count):
            if not augment(g, set()):
                return False
    return True


def solve_payment(
    cost: ManaCost,
    *,
    pool: ManaPool = EMPTY_POOL,
    sources: Sequence[ManaSource] = (),
    life: int = 0,
    can_pay_life: bool = True,
    generic_alternatives: int = 0,
    prefer_alternatives: bool = False,
) -> Payment | None:
    """Find a way to pay ``cost`` (CR 601.2g-h), or None when there is none.

    ``cost`` must have no {X}: substitute it with :meth:`ManaCost.with_x` first.

    Exact: a payment is returned whenever one exists.  Symbols with a choice
    that changes *what* must be paid ({W/P} mana or 2 life, {2/W} one coloured
    or two generic, the one type of a multi-unit source) are enumerated as
    deduplicated multisets; for each choice the coloured/colourless/snow
    requirements are matched against units (augmenting paths) inside a matroid
    greedy that also fills the generic part.  Hybrid {W/U} and {C/W} symbols are
    matching nodes accepting either type, so they need no enumeration.

    Preferences, in priority order (deterministic for equal inputs):

    1. pay the least life: mana before 2 life for Phyrexian symbols;
    2. ``generic_alternatives`` (delve-style "instead of {1}") are used as little
       as possible, or as much as possible when ``prefer_alternatives``; they
       only ever pay generic mana and never more than the generic amount;
    3. pool mana is spent before any source is activated ({C} first, then WUBRG,
       snow mana last);
    4. fewest activations, then the least flexible sources: sources are tried
       by number of options, non-snow before snow, small amounts before big
       ones, then input order; an activation made redundant by another source's
       surplus is dropped (so {2} taps Sol Ring alone, not Forest + Sol Ring);
    5. {2/W} paid with its colour rather than two generic; then enumeration order.

    Surplus units of an activated multi-unit source go to ``leftover``.
    """
    payment = _solve(cost, pool, sources, life, can_pay_life, generic_alternatives,
                     prefer_alternatives, False)
    assert payment is None or isinstance(payment, Payment)
    return payment


def _solve(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], life: int,
    can_pay_life: bool, generic_alternatives: int, prefer_alternatives: bool,
    feasibility: bool,
) -> Payment | bool | None:  # fmt: skip
    """The search of :func:`solve_payment`; with ``feasibility``, True at the first plan found."""
    if cost.has_x:
        raise ValueError(f"substitute X before paying {cost} (CR 107.3a, 601.2f)")
    if generic_alternatives < 0:
        raise ValueError("generic_alternatives can't be negative (CR 107.1b)")

    symbols = cost.symbols
    fixed: list[tuple[int, _Req]] = []
    phyrexian: dict[ManaSymbol, list[int]] = {}
    mono: dict[ManaSymbol, list[int]] = {}
    generic = 0
    wanted_types: set[str] = set()
    for i, s in enumerate(symbols):
        k = s.kind
        if k == "generic":
            generic += s.amount
            continue
        if k == "snow":
            fixed.append((i, (None, True)))  # CR 107.4h: any type, from a snow source
            continue
        types = set(s.colors)
        if k == "mono_hybrid":
            if s.colorless_half:
                types.add("C")  # CR 107.4: {C/W} is paid by one colourless or one white
                fixed.append((i, (frozenset(types), False)))
            else:
                mono.setdefault(s, []).append(i)  # CR 107.4e: {2/W} by W or two generic
        elif k in ("phyrexian", "hybrid_phyrexian"):
            phyrexian.setdefault(s, []).append(i)  # CR 107.4f: its colour(s) or 2 life
        else:
            # CR 107.4a colored, 107.4c {C} only by colourless, 107.4e hybrid by either half
            fixed.append((i, (frozenset(types), False)))
        wanted_types |= types

    # The pool first, the least useful units first (CR 106.4 mana already there).
    pool_units = sorted(pool.units, key=lambda m: (m.snow, m.color != "C", _WUBRG[m.color]))
    blocks: list[_Block] = [
        _Block(_options((m.color,)), (m.color,), m.snow, 1, -1, m) for m in pool_units
    ]
    n_pool = len(blocks)

    def src_key(j: int) -> tuple[int, bool, int, int]:
        # Least flexible first, non-snow first, small amounts first, then input order.
        src = sources[j]
        return (len(src.colors), src.snow, src.amount, j)

    src_order = sorted(range(len(sources)), key=src_key)
    # Multi-unit sources with several options: all units share the chosen type,
    # so the type is a choice; types nobody asks for are interchangeable.
    multi_groups: dict[tuple[tuple[str, ...], int, bool], list[int]] = {}
    for j in src_order:
        src = sources[j]
        if src.amount > 1 and len(src.colors) > 1:
            multi_groups.setdefault((src.colors, src.amount, src.snow), []).append(j)
        else:
            blocks.append(_Block(_options(src.colors), src.colors, src.snow, src.amount, j, None))
    color_choices: list[tuple[tuple[int, str], ...]] = [()]
    if multi_groups:
        per_group: list[list[tuple[tuple[int, str], ...]]] = []
        for (colors, _amount, _snow), members in multi_groups.items():
            opts = [c for c in colors if c in wanted_types]
            opts += [c for c in colors if c not in wanted_types][:1]
            per_group.append(
                [tuple(zip(members, combo)) for combo in
                 itertools.combinations_with_replacement(opts, len(members))]
            )  # fmt: skip
        color_choices = [
            tuple(itertools.chain.from_iterable(parts)) for parts in itertools.product(*per_group)
        ]

    # Blocks in preference order for each way of fixing multi-unit types.
    prepared: list[tuple[tuple[tuple[int, str], ...], list[_Block], list[int]]] = []
    for chosen in color_choices:
        all_blocks = blocks + [
            _Block(_options((c,)), (c,), sources[j].snow, sources[j].amount, j, None)
            for j, c in chosen
        ]
        order = list(range(len(all_blocks)))
        if chosen:  # merge the chosen-type blocks into the source order
            order[n_pool:] = sorted(order[n_pool:], key=lambda b: src_key(all_blocks[b].source))
        prepared.append((chosen, all_blocks, order))

    total_units = len(pool.units) + sum(s.amount for s in sources)
    max_life_payments = sum(len(v) for v in phyrexian.values())
    if not can_pay_life:
        max_life_payments = 0  # no life may be paid at all
    # CR 119.4: life can be paid only if the life total is at least the payment.
    max_life_payments = min(max_life_payments, max(life, 0) // _LIFE_PER_PHYREXIAN)

    life_options = _subset_choices(_group_counts(phyrexian))
    mono_options = _subset_choices(_group_counts(mono))

    for n_life in range(max_life_payments + 1):
        best: _Best | None = None
        for life_set in (c for c in life_options if len(c) == n_life):
            for generic_set in mono_options:
                reqs_idx: list[int] = [i for i, _ in fixed]
                reqs: list[_Req] = [r for _, r in fixed]
                for s, idx in itertools.chain(phyrexian.items(), mono.items()):
                    for i in idx:
                        if i not in life_set and i not in generic_set:
                            reqs_idx.append(i)
                            reqs.append((frozenset(s.colors), False))
                need_generic = generic + 2 * len(generic_set)
                if total_units < len(reqs):
                    continue  # CR 118.3: not enough mana for the non-generic symbols
                if total_units + generic_alternatives < len(reqs) + need_generic:
                    continue  # CR 118.3: not enough resources in total
                for chosen, all_blocks, order in prepared:
                    if feasibility:
                        if _greedy(reqs, need_generic, all_blocks, order,
                                   generic_alternatives, True) is not None:
                            return True
                        continue
                    plan = _plan_for(
                        reqs, need_generic, all_blocks, order, n_pool,
                        generic_alternatives, prefer_alternatives,
                    )  # fmt: skip
                    if plan is None:
                        continue
                    activated = [all_blocks[b].source for b in plan.used_blocks if b >= n_pool]
                    score = (
                        -plan.alternatives if prefer_alternatives else plan.alternatives,
                        len(activated),
                        sum(len(sources[j].colors) for j in activated),
                        len(generic_set),
                    )
                    if best is None or score < best[0]:
                        choice = _Choice(life_set, generic_set, chosen)
                        best = (score, choice, plan, all_blocks, reqs, reqs_idx)
        if best is not None:
            _, choice, plan, all_blocks, reqs, reqs_idx = best
            return _build_payment(
                symbols, choice, plan, all_blocks, reqs, reqs_idx, n_pool, sources
            )
    return None


def _plan_for(
    reqs: Sequence[_Req], generic: int, blocks: Sequence[_Block], order: Sequence[int],
    n_pool: int, alternatives: int, prefer_alternatives: bool,
) -> _Plan | None:  # fmt: skip
    """Greedy over ``order`` (pool, then sources), then drop redundant activations."""
    # Preference order: pool units as given, then sources by flexibility (see solve_payment).
    plan = _greedy(reqs, generic, blocks, order, alternatives, prefer_alternatives)
    if plan is None:
        return None
    units_taken = len(plan.match) + len(plan.generic_units)
    if sum(blocks[b].amount for b in plan.used_blocks) == units_taken:
        return plan  # no surplus mana, so no activation can be redundant
    # Surplus from a multi-unit source may make another activation unnecessary.
    # Never trade mana for more alternatives than the first plan used.
    budget = alternatives if prefer_alternatives else plan.alternatives
    kept = [b for b in order if b in plan.used_blocks]
    for b in reversed([b for b in kept if b >= n_pool]):
        trial = [k for k in kept if k != b]
        better = _greedy(reqs, generic, blocks, trial, budget, prefer_alternatives)
        if better is not None:
            kept, plan = trial, better
    return plan


def _unit_text(blk: _Block, color: str, sources: Sequence[ManaSource]) -> str:
    if blk.pool_unit is not None:
        return f"{color} from pool"
    return f"{color} from source {sources[blk.source].id}"


def _build_payment(
    symbols: Sequence[ManaSymbol], choice: _Choice, plan: _Plan, blocks: Sequence[_Block],
    reqs: Sequence[_Req], reqs_idx: Sequence[int], n_pool: int, sources: Sequence[ManaSource],
) -> Payment:  # fmt: skip
    """Turn a plan into the public, explainable Payment."""
    # The type each activated source produces: a flexible one-unit source takes
    # the type its requirement needs; otherwise its first option.
    block_color: dict[int, str] = {}
    unit_color: dict[int, str] = {}
    for r, u in enumerate(plan.match):
        b = plan.unit_block[u]
        blk = blocks[b]
        types = reqs[r][0]
        color = next(c for c in blk.order if types is None or c in types)
        block_color[b] = color
        unit_color[u] = color
    for u in plan.generic_units:
        b = plan.unit_block[u]
        unit_color[u] = block_color.setdefault(b, blocks[b].order[0])

    block_mana: dict[int, Mana] = {}

    def mana_of(u: int) -> Mana:
        b = plan.unit_block[u]
        blk = blocks[b]
        if blk.pool_unit is not None:
            return blk.pool_unit
        m = block_mana.get(b)
        if m is None:  # CR 106.3: the source of mana is the source of the ability
            m = block_mana[b] = Mana(unit_color[u], snow=blk.snow, source=sources[blk.source].id)
        return m

    def text_of(u: int) -> str:
        return _unit_text(blocks[plan.unit_block[u]], unit_color[u], sources)

    by_symbol: dict[int, str] = {}
    spent: list[Mana] = []
    req_of_symbol = {i: r for r, i in enumerate(reqs_idx)}
    generic_queue = list(reversed(plan.generic_units))  # popped from the end, in order
    alternatives_left = plan.alternatives
    for i, s in enumerate(symbols):
        if i in choice.life_symbols:
            by_symbol[i] = f"{_LIFE_PER_PHYREXIAN} life"  # CR 107.4f
            continue
        if i in req_of_symbol:
            u = plan.match[req_of_symbol[i]]
            spent.append(mana_of(u))
            by_symbol[i] = text_of(u)
            continue
        # What is left is generic: a numeral, or a {2/W} paid as two generic (CR 107.4e).
        assert s.kind == "generic" or i in choice.generic_halves, s
        need = s.amount
        parts: list[str] = []
        while need and generic_queue:
            u = generic_queue.pop()
            spent.append(mana_of(u))
            parts.append(text_of(u))
            need -= 1
        if need:
            alternatives_left -= need
            parts.append(f"{need} generic alternative" + ("s" if need > 1 else ""))
        by_symbol[i] = ", ".join(parts) if parts else "nothing (CR 107.4d)"
    assert not generic_queue and alternatives_left == 0

    # CR 106.4: unspent mana stays in the pool: unused pool units, and the
    # surplus of activated multi-unit sources.
    spent_per_block = Counter(plan.unit_block[u] for u in (*plan.match, *plan.generic_units))
    leftover_units = [
        blk.pool_unit for b, blk in enumerate(blocks[:n_pool]) if b not in spent_per_block
    ]
    activations: list[tuple[int, str]] = []
    for b in sorted(plan.used_blocks, key=lambda b: blocks[b].source):
        blk = blocks[b]
        if blk.pool_unit is not None:
            continue
        activations.append((sources[blk.source].id, block_color[b]))
        leftover_units += [block_mana[b]] * (blk.amount - spent_per_block[b])
    return Payment(
        activations=tuple(activations),
        pool_used=tuple(spent),
        life=_LIFE_PER_PHYREXIAN * len(choice.life_symbols),
        generic_alternatives=plan.alternatives,
        assignment=tuple((str(s), by_symbol[i]) for i, s in enumerate(symbols)),
        leftover=ManaPool(tuple(u for u in leftover_units if u is not None)),
    )
