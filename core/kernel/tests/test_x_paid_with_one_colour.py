"""X paid only with mana of one colour, and mana restricted to kicked spells or to costs with
{X} (CR 106.6, 107.3a, 702.33d): the cost and restriction values themselves."""

from __future__ import annotations

from manastack.model.mana import ManaCost, ManaRestriction, SpendPurpose


def test_x_paid_as_a_colour_symbol_cr_107_3a() -> None:
    cost = ManaCost.parse("{X}{1}{B}")
    assert str(cost.with_x(3)) == "{4}{B}"
    assert str(cost.with_x(3, ManaCost.parse("{B}"))) == "{1}{B}{B}{B}{B}"
    assert str(cost.with_x(0, ManaCost.parse("{B}"))) == "{1}{B}"
    assert str(ManaCost.parse("{X}{X}{R}").with_x(1, ManaCost.parse("{B/R}"))) == \
        "{B/R}{B/R}{R}"


def test_kicked_and_x_cost_restrictions_cr_106_6() -> None:
    kicked = ManaRestriction(spells=frozenset(), paid="kicker")
    assert kicked.allows(SpendPurpose("spell", frozenset({"Instant"}),
                                      paid=frozenset({"kicker"})))
    assert not kicked.allows(SpendPurpose("spell", frozenset({"Instant"})))
    assert not kicked.allows(SpendPurpose("ability", frozenset({"Creature"})))
    x_costs = ManaRestriction(spells=frozenset(), x_costs=True)
    assert x_costs.allows(SpendPurpose("ability", frozenset({"Creature"}), has_x=True))
    assert x_costs.allows(SpendPurpose("spell", frozenset({"Sorcery"}), has_x=True))
    assert not x_costs.allows(SpendPurpose("spell", frozenset({"Sorcery"})))
    assert not x_costs.allows(SpendPurpose("other"))
