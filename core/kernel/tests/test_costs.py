"""Costs and their modification (manastack.model.costs): CR 118.7, 601.2f.

Pure values: reductions of each kind of symbol, and the total cost's
independence from the order in which increases and reductions arrive.
"""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from manastack.model.cost_parts import PayLife
from manastack.model.costs import Cost, CostChange, CostPart, reduce_cost, total_cost
from manastack.model.mana import ManaCost

P = ManaCost.parse


@pytest.mark.parametrize(
    ("cost", "amount", "expected", "rule"),
    [
        # 118.7a: generic reductions touch only the generic part
        ("{3}{R}", "{1}", "{2}{R}", "118.7a"),
        ("{R}", "{1}", "{R}", "118.7a"),
        ("{R}", "{5}", "{R}", "118.7a"),
        ("{1}{W/U}{B/P}{C}", "{3}", "{W/U}{B/P}{C}", "118.7a"),
        ("{2}", "{2}", "{0}", "118.7"),  # reduced to nothing is {0}
        ("{2}", "{3}", "{0}", "601.2f"),  # never below {0}
        # 118.7b: a coloured reduction the cost doesn't ask for reduces generic
        ("{2}{U}", "{W}", "{1}{U}", "118.7b"),
        ("{1}{W}", "{W}", "{1}", "118.7b"),
        # 118.7c: more of a colour than asked: the rest reduces generic
        ("{1}{W}", "{W}{W}", "{0}", "118.7c"),
        ("{3}{W}", "{W}{W}", "{2}", "118.7c"),
        # 118.7d: the same for colourless
        ("{1}{C}", "{C}{C}", "{0}", "118.7d"),
        ("{3}", "{C}", "{2}", "118.7d"),
        # 118.7e: a hybrid reduction: the half that removes a symbol asked for
        ("{1}{U}", "{W/U}", "{1}", "118.7e"),
        ("{3}", "{2/W}", "{1}", "118.7e"),
        ("{W}", "{2/W}", "{0}", "118.7e"),
        # 118.7f: a Phyrexian reduction is one mana of its colour
        ("{2}{B}", "{B/P}", "{2}", "118.7f"),
        ("{2}", "{B/P}", "{1}", "118.7f"),
        # 118.7g: snow reduces generic
        ("{2}{U}", "{S}", "{1}{U}", "118.7g"),
        # symbols of the cost count as the nonhybrid equivalent announced (601.2b)
        ("{1}{W/U}", "{U}", "{1}", "601.2b"),
        ("{1}{B/P}{B/P}", "{B}", "{1}{B/P}", "601.2b"),
        ("{2/W}{2/W}{2/W}", "{1}", "{1}{2/W}{2/W}", "107.4e"),
        ("{2/W}{2/W}{2/W}", "{2}", "{2/W}{2/W}", "107.4e"),
        ("{1}{2/W}", "{2}", "{1}", "107.4e"),
    ],
)
def test_reduce_cost_cr_118_7(cost: str, amount: str, expected: str, rule: str) -> None:
    assert str(reduce_cost(P(cost), P(amount))) == expected, rule


def test_a_plain_symbol_is_removed_before_a_hybrid_one_cr_118_7() -> None:
    """A {W} reduction removes {W} rather than {W/U}: the hybrid could be paid with {U}."""
    assert str(reduce_cost(P("{W}{W/U}"), P("{W}"))) == "{W/U}"
    assert str(reduce_cost(P("{W/U}{W}"), P("{W}"))) == "{W/U}"


# Symbols a generic reduction must never remove (118.7a); {2/W} is the one
# coloured symbol with a generic half, which the player may announce (107.4e).
NON_GENERIC = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{W/U}", "{B/G}", "{B/P}", "{G/U/P}",
               "{S}", "{C/W}"]
costs = st.lists(st.sampled_from([*NON_GENERIC, "{1}", "{2}", "{3}", "{2/W}"]), min_size=1,
                 max_size=6).map(lambda s: P("".join(s)))


@settings(max_examples=300, deadline=None, database=None)
@given(cost=costs, n=st.integers(min_value=0, max_value=8))
def test_generic_reductions_never_reduce_coloured_requirements_cr_118_7a(
    cost: ManaCost, n: int
) -> None:
    reduced = reduce_cost(cost, P(f"{{{n}}}"))
    before = sorted(str(s) for s in cost.symbols if str(s) in NON_GENERIC)
    after = sorted(str(s) for s in reduced.symbols if str(s) in NON_GENERIC)
    assert before == after
    # and the reduction is exactly what the generic part (and {2/W} halves) allow
    room = cost.generic + 2 * sum(1 for s in cost.symbols if str(s) == "{2/W}")
    assert cost.mana_value() - reduced.mana_value() == min(n, room)


changes = st.lists(
    st.builds(
        CostChange,
        st.sampled_from([P(t) for t in ("{1}", "{2}", "{W}", "{U}", "{C}", "{W/U}", "{B/P}")]),
        st.sampled_from(["Thalia", "Sphere", "Helm", "Electromancer", "plugin"]),
    ),
    max_size=3,
)


@settings(max_examples=200, deadline=None, database=None)
@given(base=costs, increases=changes, reductions=changes)
def test_total_cost_ignores_the_order_effects_arrived_in_cr_601_2f(
    base: ManaCost, increases: list[CostChange], reductions: list[CostChange]
) -> None:
    """601.2f: base + additional + increases - reductions, whatever their order (SEED-29)."""
    additional = [Cost(mana=P("{1}")), Cost(parts=(PayLife(2),))]
    results = set()
    for inc in itertools.permutations(increases):
        for red in itertools.permutations(reductions):
            total, _ = total_cost(Cost(mana=base), list(additional), list(inc), list(red))
            results.add(str(total))
    assert len(results) == 1


def test_increases_apply_before_reductions_cr_601_2f() -> None:
    """A reduction arriving first still applies after the increase: {R} + {1} - {1} = {R}.

    Applied the other way round the {1} reduction would find no generic mana
    to reduce (118.7a) and the result would be {1}{R}.
    """
    reduction = CostChange(P("{1}"), "Goblin Electromancer")
    increase = CostChange(P("{1}"), "Thalia, Guardian of Thraben")
    total, steps = total_cost(Cost(mana=P("{R}")), [], [increase], [reduction])
    assert str(total) == "{R}"
    assert steps == ["base {R}", "+ {1} (Thalia, Guardian of Thraben)",
                     "- {1} (Goblin Electromancer)", "= {R} (locked)"]


def test_additional_costs_are_added_before_reductions_cr_601_2f() -> None:
    """SEED-13: reductions reduce the total cost, additional costs included."""
    total, _ = total_cost(Cost(mana=P("{U}{R}")), [Cost(mana=P("{1}"))], [],
                          [CostChange(P("{1}"), "Electromancer")])
    assert str(total) == "{U}{R}"


def test_non_mana_parts_survive_modification_cr_601_2f() -> None:
    base = Cost(mana=P("{2}{B}"), parts=(PayLife(2, text="pay 2 life"),))
    total, _ = total_cost(base, [], [CostChange(P("{1}"))], [CostChange(P("{3}"))])
    assert str(total) == "{B}, pay 2 life"


def test_unpayable_stays_unpayable_when_increased_cr_118_6a() -> None:
    total, _ = total_cost(Cost(unpayable=True), [Cost(mana=P("{1}"))], [CostChange(P("{1}"))],
                          [])
    assert total.unpayable


def test_cost_arithmetic() -> None:
    one = Cost(mana=P("{1}"), parts=(PayLife(1),))
    assert str(one.times(3)) == "{3}, PayLife, PayLife, PayLife"
    assert str(Cost()) == "{0}"
    assert str(one.times(0)) == "{0}"


def test_a_part_says_whether_it_competes_with_mana_abilities_cr_601_2h() -> None:
    """Both payment orders (601.2h) are tried only for parts that may need a permanent a mana
    ability would tap: said by the part itself, whatever module defines it."""
    import attrs

    from manastack.model import cost_parts

    kernel_parts = [cls for cls in vars(cost_parts).values()
                    if isinstance(cls, type) and issubclass(cls, CostPart) and cls is not CostPart
                    and not cls.__name__.startswith("_")]
    assert len(kernel_parts) >= 14
    assert {cls.__name__ for cls in kernel_parts if cls.competes_with_mana} == {
        "TapUntapped", "TapUntappedTotalPower"}  # the creatures to tap may be mana sources

    @attrs.frozen
    class PluginsOwnPart(CostPart):
        """A part the kernel doesn't know: assumed to compete."""

    moved = type("Moved", (cost_parts.SacrificeCost,), {"__module__": "somewhere.else"})
    assert PluginsOwnPart.competes_with_mana and not moved.competes_with_mana
