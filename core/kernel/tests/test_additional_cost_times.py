"""An additional cost paid any number of times (CR 601.2b, 601.2f-h): the most times the
caster could pay it now with the rest of the spell's cost (``most_times_payable``) and the
announcement among 0 to that number (``announce_times``), and of each instance of the
keyword apart (``announce_instances``, 702.56b, 702.157b), as multikicker (702.33c),
replicate (702.56a) and squad (702.157a) use them."""

from __future__ import annotations

import attrs

from manastack.api import (
    AdditionalCost,
    CastingPermission,
    Cost,
    ManaCost,
    PayLife,
    Spell,
    Zone,
    announce_instances,
    announce_times,
    most_times_payable,
    times_paid,
)
from manastack.driver import Table

TITHE = "tithe"
ONE = Cost(mana=ManaCost.parse("{1}"))


def _spell(table: Table, mana_cost: str = "{R}", x: int | None = None) -> Spell:
    card = table.card("Test Tithe Spell", "Sorcery", "", mana_cost)
    obj = table.game.create_object(card, 0, Zone.STACK, log=False)
    return Spell(obj=obj.id, card=card, controller=0, from_zone=Zone.HAND, x=x,
                 permission=CastingPermission(name="hand", obj=obj.id, zone=Zone.HAND))


def test_the_most_times_is_what_the_mana_pays_with_the_spells_cost_cr_601_2f() -> None:
    """CR 601.2f-h: {R} plus {1} a time with RRRR: three times; the limit caps it."""
    table = Table.new()
    table.mana(0, "RRRR")
    spell = _spell(table)
    assert most_times_payable(table.game, spell, ONE, name=TITHE, plugin=TITHE,
                              limit=10) == 3
    assert most_times_payable(table.game, spell, ONE, name=TITHE, plugin=TITHE,
                              limit=2) == 2


def test_costs_announced_before_and_x_count_in_the_total_cr_601_2b() -> None:
    """CR 601.2b, 601.2f: an additional cost already announced and the spell's X are part
    of the total, so fewer times fit; an explicit X replaces the spell's."""
    table = Table.new()
    table.mana(0, "RRRR")
    before = (AdditionalCost(name="other", cost=ONE, plugin="other"),)
    spell = _spell(table)
    assert most_times_payable(table.game, spell, ONE, name=TITHE, plugin=TITHE, limit=10,
                              before=before) == 2
    with_x = _spell(table, "{X}{R}", x=2)
    assert most_times_payable(table.game, with_x, ONE, name=TITHE, plugin=TITHE,
                              limit=10) == 1
    assert most_times_payable(table.game, with_x, ONE, name=TITHE, plugin=TITHE,
                              limit=10, x=0) == 3


def test_a_non_mana_part_it_cannot_pay_that_many_times_stops_the_count_cr_601_2h() -> None:
    """CR 601.2h, 119.4: "pay 21 life" with 20 life can't be paid even once: 0, whatever
    the mana."""
    table = Table.new()
    table.mana(0, "RRRR")
    cost = Cost(mana=ManaCost.parse("{1}"), parts=(PayLife(21, text="pay 21 life"),))
    assert most_times_payable(table.game, _spell(table), cost, name=TITHE, plugin=TITHE,
                              limit=10) == 0


def test_the_caster_announces_a_number_up_to_the_most_and_it_is_logged_cr_601_2b() -> None:
    """CR 601.2b: the options are 0 to the most; the number chosen is logged under the
    rule given; 0 logs nothing."""
    table = Table.new()
    table.mana(0, "RRR")
    seen = table.on_decision("tithe", lambda game, decision: (1,))
    spell = _spell(table)
    assert announce_times(table.game, spell, ONE, name=TITHE, plugin=TITHE, limit=10,
                          word="tithe", rule="601.2b") == 1
    assert seen[0].options == (0, 1, 2)
    table.assert_logged(rule="601.2b", contains="Test Tithe Spell: tithe {1} paid 1 time(s)")
    table.on_decision("tithe", lambda game, decision: (0,))
    assert announce_times(table.game, spell, ONE, name=TITHE, plugin=TITHE, limit=10,
                          word="tithe", rule="601.2b", log_rule="702.33c") == 0
    table.assert_not_logged(rule="702.33c")


def test_each_instance_is_announced_apart_and_counts_those_before_it_cr_702_56b() -> None:
    """CR 601.2b, 702.56b, 702.157b: two instances with the same cost are announced one
    after the other, the second offered what is left once the first's payments are in the
    total; each paid instance is one additional cost with its index as ``instance``, and an
    instance paid 0 times gives none."""
    table = Table.new()
    table.mana(0, "RRRR")
    answers = iter([(2,), (1,)])
    seen = table.on_decision("tithe", lambda game, decision: next(answers))
    spell = _spell(table)
    paid = announce_instances(table.game, spell, [ONE, ONE], name=TITHE, plugin=TITHE,
                              limit=10, word="tithe", rule="601.2b")
    assert [d.options for d in seen] == [(0, 1, 2, 3), (0, 1)]
    assert paid == [AdditionalCost(name=TITHE, cost=ONE, times=2, plugin=TITHE,
                                   label="tithe {1}", instance=0),
                    AdditionalCost(name=TITHE, cost=ONE, times=1, plugin=TITHE,
                                   label="tithe {1}", instance=1)]
    table.assert_logged(rule="601.2b", contains="tithe {1} (instance 1 of 2) paid 2 time(s)")
    table.assert_logged(rule="601.2b", contains="tithe {1} (instance 2 of 2) paid 1 time(s)")
    with_them = attrs.evolve(spell, additional=tuple(paid))
    assert [times_paid(with_them, TITHE, TITHE, instance=i) for i in (0, 1, 2)] == [2, 1, 0]
    assert times_paid(with_them, TITHE, TITHE) == 3
    answers = iter([(0,), (1,)])
    assert [a.instance for a in announce_instances(
        table.game, spell, [ONE, ONE], name=TITHE, plugin=TITHE, limit=10, word="tithe",
        rule="601.2b")] == [1]


def test_a_single_instance_is_announced_as_before_cr_601_2b() -> None:
    """CR 601.2b: with one instance the prompt and log don't name it."""
    table = Table.new()
    table.mana(0, "RRR")
    table.on_decision("tithe", lambda game, decision: (1,))
    (paid,) = announce_instances(table.game, _spell(table), [ONE], name=TITHE, plugin=TITHE,
                                 limit=10, word="tithe", rule="601.2b")
    assert (paid.instance, paid.times) == (0, 1)
    table.assert_logged(rule="601.2b", contains="Test Tithe Spell: tithe {1} paid 1 time(s)")
    table.assert_not_logged(rule="601.2b", contains="instance")
