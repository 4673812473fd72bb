"""Restricted mana in the pool and the solver (CR 106.6)."""

from __future__ import annotations

from manastack.engine.mana_solver import can_pay, solve_payment
from manastack.model.mana import (
    OTHER_PAYMENT,
    Mana,
    ManaCost,
    ManaPool,
    ManaRestriction,
    ManaSource,
    SpendPurpose,
)

CREATURES_ONLY = ManaRestriction(spells=frozenset({"Creature"}),
                                 text="Spend this mana only to cast a creature spell")
POWERSTONE = ManaRestriction(spells=frozenset({"Artifact"}), abilities="any", others=True,
                             text="This mana can't be spent to cast a nonartifact spell")
CREATURE_SPELL = SpendPurpose("spell", frozenset({"Creature"}))
INSTANT_SPELL = SpendPurpose("spell", frozenset({"Instant"}))
ARTIFACT_CREATURE = SpendPurpose("spell", frozenset({"Artifact", "Creature"}))
ABILITY = SpendPurpose("ability", frozenset({"Land"}))


def test_what_each_restriction_allows() -> None:
    assert CREATURES_ONLY.allows(CREATURE_SPELL) and CREATURES_ONLY.allows(ARTIFACT_CREATURE)
    assert not CREATURES_ONLY.allows(INSTANT_SPELL)
    assert not CREATURES_ONLY.allows(ABILITY) and not CREATURES_ONLY.allows(OTHER_PAYMENT)
    assert POWERSTONE.allows(ARTIFACT_CREATURE) and not POWERSTONE.allows(CREATURE_SPELL)
    assert POWERSTONE.allows(ABILITY) and POWERSTONE.allows(OTHER_PAYMENT)
    assert not POWERSTONE.allows(None)  # a payment naming no purpose: unrestricted mana only


def test_restricted_units_sort_last_and_unrestricted_pools_are_unchanged() -> None:
    pool = ManaPool((Mana("G", restriction=CREATURES_ONLY), Mana("C"), Mana("W")))
    assert [u.color for u in pool] == ["W", "C", "G"]
    assert pool.restricted and not ManaPool((Mana("G"), Mana("W"))).restricted
    assert [u.color for u in pool.usable(INSTANT_SPELL)] == ["W", "C"]


def test_the_solver_spends_restricted_mana_only_where_allowed() -> None:
    pool = ManaPool((Mana("G", restriction=CREATURES_ONLY),))
    cost = ManaCost.parse("{G}")
    assert can_pay(cost, pool=pool, purpose=CREATURE_SPELL)
    assert not can_pay(cost, pool=pool, purpose=INSTANT_SPELL)
    assert not can_pay(cost, pool=pool)
    plan = solve_payment(cost, pool=pool, purpose=CREATURE_SPELL)
    assert plan is not None and plan.pool_used == pool.units


def test_a_restricted_source_makes_restricted_mana() -> None:
    source = ManaSource(id=7, colors=("C",), restriction=POWERSTONE)
    cost = ManaCost.parse("{1}")
    assert solve_payment(cost, sources=[source], purpose=CREATURE_SPELL) is None
    plan = solve_payment(cost, sources=[source], purpose=ABILITY)
    assert plan is not None and plan.pool_used[0].restriction == POWERSTONE
