"""Tests for manastack.model.mana: symbols, costs, the pool and the payment solver.

Each test names the CR rule it checks (CR 106, 107.3, 107.4, 118, 119.4, 202, 601.2f-h).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from manastack.engine.mana_solver import Payment, can_pay, solve_payment
from manastack.errors import CardDataError
from manastack.model.mana import (
    COLORS,
    EMPTY_COST,
    EMPTY_POOL,
    Mana,
    ManaCost,
    ManaPool,
    ManaSource,
    ManaSymbol,
    parse_mana_outputs,
    parse_mana_produced,
)

P = ManaCost.parse


def plains(i: int) -> ManaSource:
    return ManaSource(i, ("W",))


def island(i: int) -> ManaSource:
    return ManaSource(i, ("U",))


def swamp(i: int) -> ManaSource:
    return ManaSource(i, ("B",))


def forest(i: int) -> ManaSource:
    return ManaSource(i, ("G",))


def wastes(i: int) -> ManaSource:
    return ManaSource(i, ("C",))


def any_color(i: int) -> ManaSource:
    return ManaSource(i, COLORS)


def sol_ring(i: int) -> ManaSource:
    return ManaSource(i, ("C",), amount=2)


# --------------------------------------------------------------------------
# An independent brute-force reference: tries every activation and every way
# of paying every symbol.  Deliberately naive; used to check the solver.
# --------------------------------------------------------------------------

Unit = tuple[str, bool]  # (mana type, made by a snow source)


def _unit_pays(sym: ManaSymbol, unit: Unit) -> bool:
    color, snow = unit
    if sym.kind == "snow":
        return snow
    if sym.kind == "colorless":
        return color == "C"
    if sym.kind == "mono_hybrid" and sym.colorless_half and color == "C":
        return True
    return color in sym.colors


def _pay(
    symbols: Sequence[ManaSymbol], units: list[Unit], alts: int, life: int,
    can_pay_life: bool, exact: tuple[int, int] | None = None,
) -> bool:  # fmt: skip
    """Can ``symbols`` be paid from ``units`` (plus ``alts`` for generic, ``life``)?

    With ``exact`` = (life, alternatives) every unit must be spent and exactly
    that much life and that many alternatives used.
    """

    def go(i: int, left: list[Unit], generic: int, life_used: int) -> bool:
        if i == len(symbols):
            if exact is None:
                return len(left) + alts >= generic
            return life_used == exact[0] and exact[1] <= generic == len(left) + exact[1]
        sym = symbols[i]
        if sym.kind == "generic":
            return go(i + 1, left, generic + sym.amount, life_used)
        phyrexian = sym.kind in ("phyrexian", "hybrid_phyrexian")
        if (
            phyrexian
            and can_pay_life
            and life - life_used >= 2
            and go(i + 1, left, generic, life_used + 2)
        ):
            return True
        two_generic = sym.kind == "mono_hybrid" and not sym.colorless_half
        if two_generic and go(i + 1, left, generic + 2, life_used):
            return True
        for unit in sorted(set(left)):
            if _unit_pays(sym, unit):
                rest = list(left)
                rest.remove(unit)
                if go(i + 1, rest, generic, life_used):
                    return True
        return False

    return go(0, list(units), 0, 0)


def brute_force(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], life: int,
    can_pay_life: bool, alts: int,
) -> bool:  # fmt: skip
    choices = [[None, *s.colors] for s in sources]
    for pick in itertools.product(*choices):
        units: list[Unit] = [(m.color, m.snow) for m in pool.units]
        for src, color in zip(sources, pick):
            if color is not None:
                units += [(color, src.snow)] * src.amount
        if _pay(cost.symbols, units, alts, life, can_pay_life):
            return True
    return False


def assert_valid(
    payment: Payment, cost: ManaCost, *, pool: ManaPool = EMPTY_POOL,
    sources: Sequence[ManaSource] = (), life: int = 0, can_pay_life: bool = True,
    generic_alternatives: int = 0, prefer_alternatives: bool = False,
) -> None:  # fmt: skip
    """The payment really pays the cost with the given resources (CR 601.2g-h, 118.3)."""
    del prefer_alternatives  # accepted so that solve() can forward all its keywords
    ids = [i for i, _ in payment.activations]
    assert len(ids) == len(set(ids)), "a source activated twice"
    assert len(payment.activated) == len(payment.activations)
    produced: list[Mana] = []
    for (i, color), src in zip(payment.activations, payment.activated, strict=True):
        assert src in sources and src.id == i, "activated a source not given"
        assert color in src.colors
        produced += [Mana(color, snow=src.snow, source=i)] * src.amount
    available = Counter(pool.units) + Counter(produced)
    spent = Counter(payment.pool_used)
    assert not spent - available, "spent mana that was never there"
    assert payment.leftover == ManaPool(tuple((available - spent).elements()))
    for i in ids:  # no pointless activation
        assert any(m.source == i for m in payment.pool_used if m not in pool.units)
    assert payment.life <= (life if can_pay_life else 0)
    assert 0 <= payment.generic_alternatives <= generic_alternatives
    assert [s for s, _ in payment.assignment] == [str(s) for s in cost.symbols]
    units = [(m.color, m.snow) for m in payment.pool_used]
    exact = (payment.life, payment.generic_alternatives)
    assert _pay(cost.symbols, units, 0, payment.life, True, exact), payment


# --------------------------------------------------------------------------
# Parsing and printing (CR 107.4)
# --------------------------------------------------------------------------

REAL_COSTS = [
    "",  # no symbols at all
    "{0}",  # CR 107.4d: Ornithopter
    "{15}",  # Draco
    "{R}",  # Lightning Bolt
    "{1}{U}{U}{R}",
    "{3}{U}{U}",
    "{X}{R}",  # Fireball
    "{X}{X}{B}{B}{B}{B}",  # Cryptic Gatekeeper-style double X
    "{X}{X}{X}{R}{R}",  # Crackle with Power
    "{2}{W/U}{W/U}",
    "{5}{B/G}{B/G}",
    "{1}{G/W}{G/W}",
    "{R/W}",
    "{2/W}{2/W}",
    "{2/W}{2/W}{2/W}",  # Spectral Procession
    "{2/W}{2/U}{2/B}{2/R}{2/G}",  # Reaper King
    "{C/W}",
    "{1}{B/P}{B/P}",  # Dismember
    "{W/P}{W/P}",
    "{G/U/P}",
    "{1}{G}{G/W/P}{W}",  # Ajani, Sleeper Agent: printed order is kept
    "{4}{B}{B/P}{B/P}",
    "{S}",
    "{2}{S}{S}",
    "{C}",
    "{8}{C}{C}",  # Kozilek, the Great Distortion
    "{3}{C}",
    "{W}{U}{B}{R}{G}",
    "{2}{G}{W}",
    "{1000000}",
]


@pytest.mark.parametrize("text", REAL_COSTS)
def test_parse_print_round_trip_cr_107_4(text: str) -> None:
    """CR 107.4: every printed symbol is read and printed back unchanged and in order."""
    cost = P(text)
    assert str(cost) == text
    assert P(str(cost)) == cost


def test_empty_text_is_the_empty_cost_cr_202_1b() -> None:
    """CR 202.1b: "" has no symbols (the caller decides if that means 'no mana cost')."""
    assert P("") == EMPTY_COST
    assert EMPTY_COST.symbols == ()
    assert str(EMPTY_COST) == ""


@pytest.mark.parametrize(
    ("text", "kind", "colors"),
    [
        ("{3}", "generic", ()),
        ("{W}", "colored", ("W",)),
        ("{C}", "colorless", ("C",)),
        ("{S}", "snow", ()),
        ("{X}", "x", ()),
        ("{W/U}", "hybrid", ("W", "U")),
        ("{2/B}", "mono_hybrid", ("B",)),
        ("{C/G}", "mono_hybrid", ("G",)),
        ("{R/P}", "phyrexian", ("R",)),
        ("{G/U/P}", "hybrid_phyrexian", ("G", "U")),
    ],
)
def test_symbol_kinds_cr_107_4(text: str, kind: str, colors: tuple[str, ...]) -> None:
    """CR 107.4: each family of mana symbol is recognised as its own kind."""
    sym = ManaSymbol.from_text(text)
    assert (sym.kind, sym.colors) == (kind, colors)
    assert str(sym) == text


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{R", "unclosed"),
        ("{Q}", "unknown mana symbol '{Q}'"),
        ("W", "unexpected 'W'"),
        ("{1/2/3}", "unknown mana symbol"),
        ("{U/W}", "did you mean '{W/U}'"),  # CR 107.4 prints hybrid halves in fixed order
        ("{w}", "unknown mana symbol"),
        ("{01}", "unknown mana symbol"),
        ("{}", "unknown mana symbol"),
        ("{2}}", "unexpected '}'"),
        ("{3/W}", "unknown mana symbol"),
        ("{H}", "unknown mana symbol"),  # CR 107.4g: {H} appears only in rules text
    ],
)
def test_malformed_cost_names_card_and_text_cr_107_4(text: str, reason: str) -> None:
    """CR 107.4 lists every mana symbol; anything else is bad card data, named precisely."""
    with pytest.raises(CardDataError) as err:
        P(text, card="Lightning Bolt")
    message = str(err.value)
    assert message.startswith(f"Lightning Bolt: malformed mana cost {text!r}")
    assert reason in message


def test_malformed_cost_without_card_cr_107_4() -> None:
    """CR 107.4: the message still names the text when no card is known."""
    with pytest.raises(CardDataError, match=r"^malformed mana cost '\{R'"):
        P("{R")


def test_invalid_symbol_fields_are_rejected_cr_107_4() -> None:
    """CR 107.4: only the listed symbols exist, also when built by hand."""
    with pytest.raises(ValueError):
        ManaSymbol("hybrid", colors=("U", "W"))
    with pytest.raises(ValueError):
        ManaSymbol("colored", colors=("C",))
    with pytest.raises(ValueError):
        ManaSymbol("generic", amount=-1)


# --------------------------------------------------------------------------
# Mana value, colours and the other queries (CR 202)
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "mv"),
    [
        ("", 0),
        ("{0}", 0),
        ("{15}", 15),
        ("{3}{U}{U}", 5),  # CR 202.3 example
        ("{1}{W/U}{W/U}", 3),  # CR 202.3f example
        ("{2/W}{2/W}{2/W}", 6),  # CR 202.3f: largest component of {2/W} is 2
        ("{C/W}", 1),
        ("{1}{B/P}{B/P}", 3),  # CR 202.3g: Phyrexian symbols count 1
        ("{G/U/P}", 1),
        ("{S}{C}", 2),
        ("{X}{X}{B}{B}{B}{B}", 4),  # CR 202.3e: X is 0 off the stack
    ],
)
def test_mana_value_cr_202_3(text: str, mv: int) -> None:
    """CR 202.3: mana value is the total mana in the cost."""
    assert P(text).mana_value() == mv


def test_mana_value_with_x_on_the_stack_cr_202_3e() -> None:
    """CR 202.3e / 107.3a: on the stack each {X} counts the announced value."""
    cost = P("{X}{X}{B}{B}{B}{B}")
    assert cost.mana_value(x=3) == 10
    assert cost.with_x(3).mana_value() == 10
    assert P("{X}{R}").mana_value(x=5) == 6


def test_symbol_mana_value_cr_202_3f() -> None:
    """CR 202.3f-g: per-symbol contributions."""
    assert ManaSymbol.from_text("{2/W}").mana_value() == 2
    assert ManaSymbol.from_text("{W/P}").mana_value() == 1
    assert ManaSymbol.from_text("{X}").mana_value(7) == 7


@pytest.mark.parametrize(
    ("text", "colors"),
    [
        ("{2}{W/U}", {"W", "U"}),  # CR 202.2d: hybrid is both colours
        ("{W/P}", {"W"}),  # CR 107.4f: Phyrexian is its colour
        ("{G/U/P}", {"G", "U"}),
        ("{2/B}", {"B"}),
        ("{C/G}", {"G"}),  # CR 107.4e: still a coloured symbol
        ("{C}{S}{3}{X}", set()),  # CR 202.2b: colourless
        ("{2}{G}{W}", {"G", "W"}),
        ("", set()),
    ],
)
def test_colors_cr_202_2(text: str, colors: set[str]) -> None:
    """CR 105.2 / 202.2: an object is the colours of the symbols in its mana cost."""
    assert P(text).colors == frozenset(colors)


def test_generic_and_x_queries_cr_107_3() -> None:
    """CR 107.3 / 107.4b: generic counts numerals only; {X} is counted separately."""
    cost = P("{X}{X}{2}{B}{2/W}")
    assert cost.generic == 2
    assert cost.has_x and cost.x_count == 2
    assert not P("{3}{U}").has_x and P("{3}{U}").x_count == 0


def test_count_and_devotion_cr_700_5() -> None:
    """CR 700.5: devotion counts hybrid and Phyrexian symbols of the colour."""
    cost = P("{1}{G}{G/W/P}{W}{W/U}")
    assert cost.count("W") == 1
    assert cost.devotion("W") == 3
    assert cost.devotion("G") == 2
    assert cost.devotion("G", "W") == 4  # a symbol of both colours counts once


def test_is_empty_cr_118_5() -> None:
    """CR 107.4d / 118.5: {0} and the empty cost need no mana."""
    assert EMPTY_COST.is_empty() and P("{0}").is_empty()
    assert not P("{S}").is_empty() and not P("{X}").is_empty()


# --------------------------------------------------------------------------
# X, combining and reducing (CR 107.3, 118.7, 601.2f)
# --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "x", "expected"),
    [
        ("{X}{R}", 3, "{3}{R}"),
        ("{X}{X}{B}{B}{B}{B}", 2, "{4}{B}{B}{B}{B}"),
        ("{X}{X}{B}{B}{B}{B}", 0, "{B}{B}{B}{B}"),
        ("{X}", 0, "{0}"),
        ("{X}{1}{U}", 2, "{3}{U}"),
        ("{3}{U}", 9, "{3}{U}"),
    ],
)
def test_with_x_cr_107_3a(text: str, x: int, expected: str) -> None:
    """CR 107.3a: each {X} becomes the announced value of generic mana."""
    assert str(P(text).with_x(x)) == expected


def test_with_x_rejects_negative_cr_107_1b() -> None:
    """CR 107.1b: a player can't choose a negative number."""
    with pytest.raises(ValueError):
        P("{X}").with_x(-1)


def test_add_combines_generic_and_orders_canonically_cr_601_2f() -> None:
    """CR 601.2f: total cost = cost + additions; generic merges, order X/generic/WUBRG/C/S."""
    assert str(P("{1}{W}") + P("{2}{U}")) == "{3}{W}{U}"
    total = P("{1}{W/U}{W/U}") + P("{X}{2}{R}{C}{S}{W}")
    assert str(total) == "{X}{3}{W}{W/U}{W/U}{R}{C}{S}"
    assert str(P("{G}") + P("{W}")) == "{W}{G}"
    assert str(P("{0}") + P("{0}")) == "{0}"
    assert str(P("{0}") + P("{W}")) == "{W}"


def test_add_keeps_value_and_colours_cr_202_3() -> None:
    """CR 202.3 / 202.2: adding costs adds mana values and unites colours."""
    a, b = P("{2}{W/U}{B/P}"), P("{X}{2/G}{C}")
    assert (a + b).mana_value(4) == a.mana_value(4) + b.mana_value(4)
    assert (a + b).colors == a.colors | b.colors


def test_add_empty_is_identity_cr_118_8d() -> None:
    """CR 118.8d: adding nothing leaves the printed cost as it is."""
    cost = P("{1}{G}{G/W/P}{W}")
    assert cost + EMPTY_COST is cost
    assert EMPTY_COST + cost is cost


@pytest.mark.parametrize(
    ("text", "n", "expected"),
    [
        ("{3}{U}{U}", 2, "{1}{U}{U}"),
        ("{3}{U}{U}", 5, "{U}{U}"),  # CR 601.2f: never below zero
        ("{2}", 3, "{0}"),  # CR 118.7: reduced to nothing is {0}
        ("{W}{W}", 2, "{W}{W}"),  # CR 118.7a: coloured untouched
        ("{2/W}{2/W}", 4, "{2/W}{2/W}"),  # CR 107.4e: a hybrid symbol is coloured
        ("{1}{S}", 2, "{S}"),  # CR 107.4h: generic reductions don't affect {S}
        ("{1}{C}", 1, "{C}"),  # CR 118.7a: colourless requirement untouched
        ("{4}{B}{B/P}{B/P}", 1, "{3}{B}{B/P}{B/P}"),
        ("{0}", 1, "{0}"),
    ],
)
def test_reduce_generic_cr_118_7a(text: str, n: int, expected: str) -> None:
    """CR 118.7a: a generic reduction lowers only the generic component."""
    assert str(P(text).reduce_generic(n)) == expected


SYMBOL_TEXTS = [
    "{0}", "{1}", "{2}", "{7}", "{X}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}",
    "{W/U}", "{B/G}", "{R/W}", "{2/W}", "{C/U}", "{G/P}", "{G/U/P}", "{W/B/P}",
]  # fmt: skip
costs_st = st.lists(st.sampled_from(SYMBOL_TEXTS), max_size=8).map("".join)


@settings(database=None, deadline=None)
@given(costs_st, st.integers(min_value=0, max_value=12))
def test_reduce_generic_never_touches_other_symbols_cr_118_7a(text: str, n: int) -> None:
    """CR 118.7a / 601.2f: only generic drops, by at most n, never below zero."""
    cost = P(text)
    reduced = cost.reduce_generic(n)
    others = [s for s in cost.symbols if s.kind != "generic"]
    assert [s for s in reduced.symbols if s.kind != "generic"] == others
    assert reduced.generic == max(0, cost.generic - n)


@settings(database=None, deadline=None)
@given(costs_st)
def test_round_trip_property_cr_107_4(text: str) -> None:
    """CR 107.4: any sequence of valid symbols prints back exactly."""
    assert str(P(text)) == text


# --------------------------------------------------------------------------
# The mana pool and mana abilities (CR 106)
# --------------------------------------------------------------------------


def test_pool_is_an_immutable_multiset_cr_106_4() -> None:
    """CR 106.4: mana is added to and spent from the pool; values never mutate."""
    pool = EMPTY_POOL.add(Mana("U"), Mana("W"), Mana("U"))
    assert str(pool) == "{W}{U}{U}"
    assert pool.count() == 3 and pool.count("U") == 2 and pool.count("G") == 0
    after = pool.remove([Mana("U")])
    assert str(after) == "{W}{U}" and str(pool) == "{W}{U}{U}"
    assert EMPTY_POOL.is_empty() and not pool.is_empty()
    assert EMPTY_POOL.add(Mana("U"), Mana("W")) == EMPTY_POOL.add(Mana("W"), Mana("U"))


def test_pool_remove_missing_raises_cr_118_3() -> None:
    """CR 118.3: a player can't pay with mana they don't have."""
    with pytest.raises(ValueError):
        EMPTY_POOL.add(Mana("W")).remove([Mana("U")])


def test_mana_type_is_validated_cr_106_1b() -> None:
    """CR 106.1b: the six types of mana are WUBRG and colourless."""
    with pytest.raises(ValueError):
        Mana("X")
    with pytest.raises(ValueError):
        ManaSource(1, ("W", "W"))
    with pytest.raises(ValueError):
        ManaSource(1, ("G",), amount=0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Add {G}.", (("G",), 1)),
        ("Add {W} or {U}.", (("W", "U"), 1)),
        ("{T}: Add {U} or {R}.", (("U", "R"), 1)),
        ("Add {R}, {G}, or {W}.", (("R", "G", "W"), 1)),
        ("Add {C}{C}.", (("C",), 2)),
        ("Add {B}{B}{B}.", (("B",), 3)),
        ("Add one mana of any color.", (COLORS, 1)),
        ("Add three mana of any one color.", (COLORS, 3)),
        ("Add {R}{W}.", None),  # two types in one activation
        ("Add two mana in any combination of colors.", None),
        ("Add X mana of any one color.", None),
        ("Draw a card.", None),
    ],
)
def test_parse_mana_produced_cr_106_3(
    text: str, expected: tuple[tuple[str, ...], int] | None
) -> None:
    """CR 106.3 / 105.4: reading what one activation of a mana ability adds."""
    assert parse_mana_produced(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Add {W}{U}.", ("WU",)),
        ("{1}, {T}: Add {W}{U}.", ("WU",)),
        ("Add {W}{U}{B}{R}{G}.", ("WUBRG",)),
        ("Add {B}{B}{B}.", ("BBB",)),
        ("{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}.", ("WW", "WU", "UU")),
        ("Add {B}{B} or {G}{G}.", ("BB", "GG")),
        ("Add {W}{W} or {W}{W}.", None),  # the same output twice: not a choice
        ("Add {R} for each creature you control.", None),
        ("Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs.", None),
        ("Add one mana of any color.", None),
        ("Add X mana of any one color.", None),
        ("Draw a card.", None),
    ],
)
def test_parse_mana_outputs_cr_106_3(text: str, expected: tuple[str, ...] | None) -> None:
    """CR 106.3, 106.1b: the fixed outputs an "Add" of mana symbols chooses among."""
    assert parse_mana_outputs(text) == expected


# --------------------------------------------------------------------------
# The payment solver (CR 601.2g-h, 107.4, 118, 119.4)
# --------------------------------------------------------------------------


def solve(cost: str, **kw: object) -> Payment | None:
    """Solve and check the result against the resources given."""
    c = P(cost)
    payment = solve_payment(c, **kw)  # type: ignore[arg-type]
    if payment is not None:
        assert_valid(payment, c, **kw)  # type: ignore[arg-type]
    return payment


def test_hybrid_needs_search_not_greedy_cr_107_4e() -> None:
    """CR 107.4e: {W/U}{U} with Island + Plains: U pays {U}, W pays the hybrid."""
    for sources in ([island(1), plains(2)], [plains(2), island(1)]):
        payment = solve("{W/U}{U}", sources=sources)
        assert payment is not None
        assert dict(payment.assignment) == {"{W/U}": "W from source 2", "{U}": "U from source 1"}


def test_matching_reroutes_dual_lands_cr_601_2h() -> None:
    """CR 601.2h: a payment is found whenever one exists, even if it needs rerouting."""
    sources = [ManaSource(1, ("W", "U")), ManaSource(2, ("U", "B")), plains(3)]
    payment = solve("{U}{B}{W}", sources=sources)
    assert payment is not None
    assert sorted(payment.activations) == [(1, "U"), (2, "B"), (3, "W")]


@pytest.mark.parametrize(
    ("cost", "sources"),
    [
        ("{W}{W}", [plains(1)]),
        ("{U}", [plains(1), swamp(2)]),
        ("{3}", [plains(1), island(2)]),
        ("{W/U}{W/U}", [island(1)]),
        ("{2/G}", [island(1)]),
        ("{U}{W}", [ManaSource(1, COLORS, amount=3)]),  # one activation, one colour
    ],
)
def test_impossible_cost_returns_none_cr_118_3(cost: str, sources: list[ManaSource]) -> None:
    """CR 118.3: a cost can't be paid without the resources to pay it fully."""
    assert solve(cost, sources=sources) is None


def test_phyrexian_paid_with_mana_when_possible_cr_107_4f() -> None:
    """CR 107.4f: {B/P} is paid with black mana or 2 life; mana is preferred."""
    payment = solve("{1}{B/P}{B/P}", sources=[swamp(1), swamp(2), island(3)], life=20)
    assert payment is not None and payment.life == 0
    assert len(payment.activations) == 3


def test_phyrexian_paid_with_life_cr_107_4f() -> None:
    """CR 107.4f: with no black mana each {B/P} costs 2 life."""
    payment = solve("{1}{B/P}{B/P}", sources=[island(1)], life=20)
    assert payment is not None and payment.life == 4
    assert [how for _, how in payment.assignment] == ["U from source 1", "2 life", "2 life"]


def test_phyrexian_mixes_mana_and_life_cr_107_4f() -> None:
    """CR 107.4f: each Phyrexian symbol is paid on its own; one by mana, one by life."""
    payment = solve("{B/P}{B/P}", sources=[swamp(1)], life=20)
    assert payment is not None and payment.life == 2 and payment.activations == ((1, "B"),)


def test_hybrid_phyrexian_by_either_colour_or_life_cr_107_4f() -> None:
    """CR 107.4f: {G/U/P} is paid by green, blue or 2 life."""
    assert solve("{G/U/P}", sources=[island(1)]) is not None
    assert solve("{G/U/P}", sources=[forest(1)]) is not None
    by_life = solve("{G/U/P}", sources=[swamp(1)], life=2)
    assert by_life is not None and by_life.life == 2 and by_life.activations == ()


def test_life_must_cover_the_payment_cr_119_4() -> None:
    """CR 119.4: life can be paid only if the life total is at least the payment (0 is fine)."""
    assert solve("{W/P}", life=1) is None
    assert solve("{W/P}", life=2) is not None  # life may reach 0
    assert solve("{W/P}{W/P}", life=3) is None
    assert solve("{W/P}", life=20, can_pay_life=False) is None


def test_colorless_symbol_needs_colorless_mana_cr_107_4c() -> None:
    """CR 107.4c: {C} can be paid only with colourless mana."""
    assert solve("{C}", sources=[plains(1), any_color(2)]) is None
    assert solve("{C}", pool=EMPTY_POOL.add(Mana("W"))) is None
    payment = solve("{C}", sources=[plains(1), wastes(2)])
    assert payment is not None and payment.activations == ((2, "C"),)


def test_colorless_hybrid_cr_107_4() -> None:
    """CR 107.4: {C/U} is paid by one colourless or one blue mana, not by two generic."""
    assert solve("{C/U}", sources=[wastes(1)]) is not None
    assert solve("{C/U}", sources=[island(1)]) is not None
    assert solve("{C/U}", sources=[plains(1), plains(2)]) is None


def test_monocolored_hybrid_colour_or_two_generic_cr_107_4e() -> None:
    """CR 107.4e: {2/W} is paid by one white or two mana of any type."""
    by_white = solve("{2/W}", sources=[plains(1), island(2), island(3)])
    assert by_white is not None and by_white.activations == ((1, "W"),)
    by_two = solve("{2/W}", sources=[island(2), island(3)])
    assert by_two is not None and len(by_two.activations) == 2
    assert solve("{2/W}", sources=[island(2)]) is None


def test_snow_symbol_needs_snow_mana_cr_107_4h() -> None:
    """CR 107.4h: {S} is paid by one mana of any type from a snow source."""
    assert solve("{S}", sources=[forest(1), any_color(2)]) is None
    snowy = ManaSource(3, ("G",), snow=True)
    payment = solve("{1}{S}", sources=[forest(1), snowy])
    assert payment is not None
    assert dict(payment.assignment)["{S}"] == "G from source 3"
    assert solve("{S}", pool=EMPTY_POOL.add(Mana("R", snow=True))) is not None
    assert solve("{S}", pool=EMPTY_POOL.add(Mana("R"))) is None


def test_multi_unit_source_surplus_goes_to_leftover_cr_106_4() -> None:
    """CR 106.4: mana produced and not spent stays in the pool (Sol Ring for {1})."""
    payment = solve("{1}", sources=[sol_ring(7)])
    assert payment is not None
    assert payment.activations == ((7, "C"),)
    assert payment.leftover == EMPTY_POOL.add(Mana("C", source=7))


def test_multi_unit_source_replaces_two_activations_cr_605() -> None:
    """CR 605: one Sol Ring activation pays {2}; tapping a Forest too would be redundant."""
    payment = solve("{2}", sources=[forest(1), sol_ring(2)])
    assert payment is not None and payment.activations == ((2, "C"),)
    assert payment.leftover.is_empty()
    small = solve("{1}", sources=[forest(1), sol_ring(2)])
    assert small is not None and small.activations == ((1, "G"),)


def test_multi_unit_any_one_color_chooses_colour_cr_106_3() -> None:
    """CR 106.3: all mana of one "any one color" activation shares the chosen colour."""
    lotus = ManaSource(5, COLORS, amount=3)
    payment = solve("{U}{U}{W}", sources=[lotus, plains(1)])
    assert payment is not None
    assert sorted(payment.activations) == [(1, "W"), (5, "U")]
    assert payment.leftover == EMPTY_POOL.add(Mana("U", source=5))


def test_pool_mana_is_spent_before_activating_cr_601_2g() -> None:
    """CR 601.2g: mana abilities are optional (118.3c); the pool is used first."""
    payment = solve("{1}{G}", pool=EMPTY_POOL.add(Mana("R")), sources=[forest(1), forest(2)])
    assert payment is not None
    assert payment.activations == ((1, "G"),)
    assert Mana("R") in payment.pool_used


def test_flexible_sources_stay_untapped_cr_601_2g() -> None:
    """CR 601.2g: among mana abilities, the least flexible one that works is activated."""
    payment = solve("{G}", sources=[any_color(1), ManaSource(2, ("G", "W")), forest(3)])
    assert payment is not None and payment.activations == ((3, "G"),)
    payment = solve("{1}{G}", sources=[any_color(1), ManaSource(2, ("G", "W")), forest(3)])
    assert payment is not None and sorted(payment.activated_ids) == [2, 3]


def test_generic_alternatives_pay_only_generic_cr_702_66a() -> None:
    """CR 702.66a (delve): an alternative may pay one generic mana, never coloured mana."""
    assert solve("{U}", generic_alternatives=3) is None
    assert solve("{C}", generic_alternatives=3) is None
    assert solve("{S}", generic_alternatives=3) is None
    payment = solve("{4}{U}", sources=[island(1)], generic_alternatives=9)
    assert payment is not None and payment.generic_alternatives == 4  # never more than generic


def test_mana_preferred_over_alternatives_unless_asked_cr_702_66a() -> None:
    """CR 702.66a: using alternatives is optional; by default mana is used first."""
    sources = [island(1), island(2), island(3)]
    payment = solve("{2}{U}", sources=sources, generic_alternatives=5)
    assert payment is not None and payment.generic_alternatives == 0
    payment = solve("{2}{U}", sources=sources, generic_alternatives=5, prefer_alternatives=True)
    assert payment is not None and payment.generic_alternatives == 2
    assert payment.activations == ((1, "U"),)
    partial = solve("{3}{U}", sources=sources[:2], generic_alternatives=5)
    assert partial is not None and partial.generic_alternatives == 2


def test_alternatives_pay_the_generic_half_of_mono_hybrid_cr_107_4e() -> None:
    """CR 107.4e / 702.66a: {2/W} paid as two generic may use alternatives."""
    payment = solve("{2/W}", generic_alternatives=2)
    assert payment is not None and payment.generic_alternatives == 2
    assert payment.assignment == (("{2/W}", "2 generic alternatives"),)


def test_zero_and_empty_costs_need_nothing_cr_118_5() -> None:
    """CR 118.5: {0} is paid with no resources."""
    for cost in ("{0}", ""):
        payment = solve(cost, sources=[forest(1)])
        assert payment is not None
        assert payment.activations == () and payment.pool_used == () and payment.life == 0


def test_x_must_be_substituted_first_cr_107_3a() -> None:
    """CR 107.3a / 601.2f: the value of X is announced before the cost is paid."""
    with pytest.raises(ValueError):
        solve_payment(P("{X}{R}"))
    assert solve_payment(P("{X}{R}").with_x(1), sources=[forest(1), ManaSource(2, ("R",))])


def test_payment_is_deterministic_cr_601_2h() -> None:
    """CR 601.2h: same inputs, same payment (the explain log must be reproducible)."""
    sources = [any_color(1), ManaSource(2, ("W", "U")), plains(3), island(4), sol_ring(5)]
    pool = EMPTY_POOL.add(Mana("U"), Mana("C", snow=True))
    args = {"pool": pool, "sources": sources, "life": 10, "generic_alternatives": 1}
    first = solve_payment(P("{3}{W/U}{U/P}{S}"), **args)  # type: ignore[arg-type]
    assert first is not None
    for _ in range(5):
        assert solve_payment(P("{3}{W/U}{U/P}{S}"), **args) == first  # type: ignore[arg-type]


def test_large_board_still_solves_cr_601_2g() -> None:
    """CR 601.2g: many sources; only what is needed is activated."""
    sources = [ManaSource(i, (COLORS[i % 5],)) for i in range(60)] + [any_color(99)]
    payment = solve("{4}{W}{U}{B}{R}{G}", sources=sources)
    assert payment is not None and len(payment.activations) == 9
    assert 99 not in payment.activated_ids


# --------------------------------------------------------------------------
# Property test: the solver finds a payment iff a brute-force search does.
# --------------------------------------------------------------------------

SMALL_SYMBOLS = [
    "{1}", "{2}", "{W}", "{U}", "{B}", "{C}", "{S}",
    "{W/U}", "{U/B}", "{2/W}", "{C/U}", "{W/P}", "{U/B/P}",
]  # fmt: skip
SOURCE_TYPES = [("W",), ("U",), ("B",), ("C",), ("W", "U"), ("U", "B"), ("W", "U", "B"), COLORS]

small_cost = st.lists(st.sampled_from(SMALL_SYMBOLS), max_size=4).map(lambda s: P("".join(s)))
small_pool = st.lists(
    st.builds(Mana, st.sampled_from(("W", "U", "B", "C")), st.booleans()), max_size=2
).map(lambda units: ManaPool(tuple(units)))


@st.composite
def small_sources(draw: st.DrawFn) -> list[ManaSource]:
    n = draw(st.integers(min_value=0, max_value=4))
    return [
        ManaSource(
            10 + i,
            draw(st.sampled_from(SOURCE_TYPES)),
            amount=draw(st.sampled_from((1, 1, 1, 2, 3))),
            snow=draw(st.booleans()),
        )
        for i in range(n)
    ]


@settings(
    max_examples=500, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    cost=small_cost,
    pool=small_pool,
    sources=small_sources(),
    life=st.integers(min_value=0, max_value=5),
    can_pay_life=st.booleans(),
    alts=st.integers(min_value=0, max_value=2),
    prefer=st.booleans(),
)
def test_solver_agrees_with_brute_force_cr_601_2h(
    cost: ManaCost, pool: ManaPool, sources: list[ManaSource], life: int,
    can_pay_life: bool, alts: int, prefer: bool,
) -> None:  # fmt: skip
    """CR 601.2g-h, 107.4, 119.4: a payment is found iff one exists, and it is valid."""
    payment = solve_payment(
        cost, pool=pool, sources=sources, life=life, can_pay_life=can_pay_life,
        generic_alternatives=alts, prefer_alternatives=prefer,
    )  # fmt: skip
    expected = brute_force(cost, pool, sources, life, can_pay_life, alts)
    assert (payment is not None) == expected
    if payment is not None:
        assert_valid(
            payment, cost, pool=pool, sources=sources, life=life, can_pay_life=can_pay_life,
            generic_alternatives=alts,
        )  # fmt: skip
        # Preferences: the least life (mana before life), then the fewest alternatives.
        if payment.life:
            assert not brute_force(cost, pool, sources, payment.life - 2, can_pay_life, alts)
        if not prefer and payment.generic_alternatives:
            fewer = payment.generic_alternatives - 1
            assert not brute_force(cost, pool, sources, payment.life, can_pay_life, fewer)


@settings(
    max_examples=500, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    cost=small_cost,
    pool=small_pool,
    sources=small_sources(),
    life=st.integers(min_value=0, max_value=5),
    can_pay_life=st.booleans(),
    alts=st.integers(min_value=0, max_value=2),
)
def test_can_pay_agrees_with_brute_force_cr_601_2h(
    cost: ManaCost, pool: ManaPool, sources: list[ManaSource], life: int,
    can_pay_life: bool, alts: int,
) -> None:  # fmt: skip
    """The cheap affordability question answers exactly what the full solver does."""
    answer = can_pay(cost, pool=pool, sources=sources, life=life, can_pay_life=can_pay_life,
                     generic_alternatives=alts)
    assert answer == brute_force(cost, pool, sources, life, can_pay_life, alts)


def brute_force_alternatives(
    cost: ManaCost, pool: ManaPool, sources: Sequence[ManaSource], life: int,
    can_pay_life: bool, alts: int,
) -> bool:  # fmt: skip
    """Like :func:`brute_force`, sources sharing an id being one permanent used at most once."""
    by_id: dict[int, list[ManaSource]] = {}
    for src in sources:
        by_id.setdefault(src.id, []).append(src)
    choices = [[None, *((src, c) for src in group for c in src.colors)]
               for group in by_id.values()]
    for pick in itertools.product(*choices):
        units: list[Unit] = [(m.color, m.snow) for m in pool.units]
        for chosen in pick:
            if chosen is not None:
                src, color = chosen
                units += [(color, src.snow)] * src.amount
        if _pay(cost.symbols, units, alts, life, can_pay_life):
            return True
    return False


@st.composite
def sources_with_alternatives(draw: st.DrawFn) -> list[ManaSource]:
    """Up to four mana abilities of up to three permanents, some sacrificing their source."""
    n = draw(st.integers(min_value=0, max_value=4))
    return [
        ManaSource(
            10 + draw(st.integers(min_value=0, max_value=2)),
            draw(st.sampled_from(SOURCE_TYPES)),
            amount=draw(st.sampled_from((1, 1, 2, 3))),
            sacrifice=draw(st.booleans()),
        )
        for _ in range(n)
    ]


@settings(
    max_examples=300, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    cost=small_cost,
    pool=small_pool,
    sources=sources_with_alternatives(),
    life=st.integers(min_value=0, max_value=5),
)
def test_alternatives_and_sacrifices_agree_with_brute_force_cr_605_3(
    cost: ManaCost, pool: ManaPool, sources: list[ManaSource], life: int,
) -> None:  # fmt: skip
    """CR 106.12, 605.3: a permanent is used by one of its mana abilities at most; a payment
    is found iff one exists; a source that sacrifices itself only when no payment without
    any exists (the payer's policy), and then for the least life."""
    payment = solve_payment(cost, pool=pool, sources=sources, life=life)
    assert (payment is not None) == brute_force_alternatives(cost, pool, sources, life, True, 0)
    assert can_pay(cost, pool=pool, sources=sources, life=life) == (payment is not None)
    if payment is None:
        return
    assert_valid(payment, cost, pool=pool, sources=sources, life=life)
    kept = [src for src in sources if not src.sacrifice]
    if any(src.sacrifice for src in payment.activated):
        assert not brute_force_alternatives(cost, pool, kept, life, True, 0)
        if payment.life:
            assert not brute_force_alternatives(cost, pool, sources, payment.life - 2, True, 0)
    elif payment.life:
        assert not brute_force_alternatives(cost, pool, kept, payment.life - 2, True, 0)


def test_sacrifice_only_when_nothing_else_pays_cr_605_3() -> None:
    """Policy (CR 605.3): a Treasure-like source is the payer's last resort, even over
    paying 2 life for a Phyrexian symbol (CR 107.4f)."""
    treasure = ManaSource(2, COLORS, sacrifice=True)
    payment = solve("{R}", sources=[treasure, ManaSource(1, ("R",))])
    assert payment is not None and payment.activations == ((1, "R"),)
    by_life = solve("{B/P}", sources=[treasure], life=20)
    assert by_life is not None and by_life.life == 2 and by_life.activations == ()
    forced = solve("{1}{R}", sources=[treasure, ManaSource(1, ("R",))])
    assert forced is not None and sorted(i for i, _ in forced.activations) == [1, 2]


def test_one_ability_of_a_permanent_is_chosen_cr_106_12() -> None:
    """A land with "{T}: Add {C}." and "{T}, Sacrifice it: Add {C}{C}." (Crystal Vein) pays
    {1} by tapping and {2} by sacrificing; never both abilities at once."""
    tap = ManaSource(1, ("C",), abilities=(0,))
    sac = ManaSource(1, ("C",), amount=2, sacrifice=True, abilities=(1,))
    one = solve("{1}", sources=[tap, sac])
    assert one is not None and one.activated == (tap,)
    two = solve("{2}", sources=[tap, sac])
    assert two is not None and two.activated == (sac,)
    assert solve("{3}", sources=[tap, sac]) is None
    assert not can_pay(P("{3}"), sources=[tap, sac])


def test_an_ability_doing_more_than_adding_mana_only_when_needed_cr_605_3b() -> None:
    """Policy (CR 605.3b): a pain land's "{T}: Add {W} or {U}. This land deals 1 damage to
    you." is used only when its plain "{T}: Add {C}." (or another source) can't pay, listed
    first or not."""
    painful = ManaSource(1, ("W", "U"), effect=True, abilities=(1,))
    plain = ManaSource(1, ("C",), abilities=(0,))
    generic = solve("{1}", sources=[painful, plain])
    assert generic is not None and generic.activated == (plain,)
    white = solve("{W}", sources=[painful, plain])
    assert white is not None and white.activated == (painful,)
    both = solve("{1}{W}", sources=[painful, plain, ManaSource(2, ("W",))])
    assert both is not None and plain in both.activated and painful not in both.activated


@pytest.mark.parametrize(
    ("cost", "sources", "expected"),
    [
        ("{W}{W}", [plains(1)], False),  # counting: one white source, two {W}
        ("{3}", [plains(1), island(2)], False),  # counting: two units, three needed
        ("{W/U}{U}", [plains(1), island(2)], True),  # needs the matching
        ("{U}{W}", [ManaSource(1, COLORS, amount=3)], False),  # passes counting, not the search
        ("{0}", [], True),
        ("", [], True),
    ],
)
def test_can_pay_examples_cr_118_3(cost: str, sources: list[ManaSource], expected: bool) -> None:
    assert can_pay(P(cost), sources=sources) is expected
    assert (solve_payment(P(cost), sources=sources) is not None) is expected


def test_each_input_of_the_solver_changes_its_answer_cr_601_2h() -> None:
    """The same cost and sources with another life total, permission to pay life, number of
    generic alternatives or pool get another answer, asked one after the other (CR 107.4f,
    119.4, 702.66a, 106.4)."""
    sources = [plains(1)]
    assert can_pay(P("{W}{B/P}"), sources=sources, life=2)  # 2 life for {B/P} (107.4f)
    assert not can_pay(P("{W}{B/P}"), sources=sources, life=1)
    assert not can_pay(P("{W}{B/P}"), sources=sources, life=2, can_pay_life=False)
    assert can_pay(P("{W}{B/P}"), sources=sources, life=2)
    assert not can_pay(P("{1}{W}"), sources=sources)
    assert can_pay(P("{1}{W}"), sources=sources, generic_alternatives=1)  # 702.66a
    assert can_pay(P("{1}{W}"), sources=sources, pool=ManaPool((Mana("B"),)))  # 106.4
    assert not can_pay(P("{1}{W}"), sources=sources)
    assert can_pay(P("{1}{W}"), sources=[plains(1), island(2)])


def test_can_pay_refuses_unsubstituted_x_cr_107_3a() -> None:
    with pytest.raises(ValueError, match=r"107\.3a"):
        can_pay(P("{X}{R}"))


def test_every_cost_in_the_card_pools_round_trips_cr_107_4() -> None:
    """print(parse(s)) == s for the mana cost of every card of every installed pool.

    The Oracle corpus (a big optional source) is left out: pools are the
    kernel's and the plugins' files.
    """
    from manastack.loading.rules import Rules
    from manastack.loading.sources import PRIORITY_CORPUS

    rules = Rules.load(env={})
    checked = 0
    for source in rules.cards.sources:
        if getattr(source, "priority", 50) >= PRIORITY_CORPUS:
            continue
        for name in source.names():
            card = source.get(name)
            assert card is not None
            if card.mana_cost is None:
                continue
            assert str(P(card.mana_cost, card=name)) == card.mana_cost, name
            checked += 1
    assert checked >= 40  # the kernel pool alone has more than 40 costs


_any_unit = st.builds(Mana, st.sampled_from((*COLORS, "C")), st.booleans(),
                      st.sampled_from((None, 1, 2, 3)))


@given(st.lists(_any_unit, min_size=60, max_size=150), st.lists(_any_unit, min_size=1, max_size=4))
@settings(max_examples=60, deadline=None)
def test_adding_to_a_large_pool_keeps_the_order_a_sort_gives(
        before: list[Mana], added: list[Mana]) -> None:
    # a large pool takes units by insertion, not by sorting again: the same pool either way
    pool = ManaPool(tuple(before))
    assert pool.add(*added).units == ManaPool(pool.units + tuple(added)).units
    assert pool.add(*added) == ManaPool(tuple(before + added))
    assert hash(pool.add(*added)) == hash(ManaPool(tuple(before + added)))
