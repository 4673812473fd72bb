"""``CounterUnlessCostPaid`` (CR 118.12, 701.6a): "counter that spell unless its controller
pays [cost]" for a whole cost, mana and other parts (ward's, 702.21a). The controller of the
spell chooses; a cost that can't be paid in full can't be chosen (118.3, 119.4)."""

from __future__ import annotations

from manastack.api import (
    Context,
    Cost,
    CounterUnlessCostPaid,
    FixedObjects,
    PayLife,
    SacrificeCost,
    Step,
    Zone,
)
from manastack.driver import Table
from manastack.model.filters import ObjectFilter
from manastack.model.mana import ManaCost


def bobs_shock(table: Table) -> int:
    """Bob casts Shock at Alice; the Shock's id on the stack."""
    table.set_turn(active=1, step=Step.MAIN1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])
    (shock,) = table.game.ids_in(Zone.STACK)
    return shock


def demand(table: Table, shock: int, cost: Cost) -> None:
    ctx = Context(table.game, controller=0, source=None)
    CounterUnlessCostPaid(what=FixedObjects((shock,), zone=Zone.STACK), cost=cost,
                          text="test").run(ctx)


def test_118_12_paid_life_keeps_the_spell(table: Table) -> None:
    shock = bobs_shock(table)
    table.answer("pay_unless", "pay 3 life", player=1)
    demand(table, shock, Cost(parts=(PayLife(3, text="Pay 3 life"),)))
    assert table.game.find(shock) is not None and table.game.obj(shock).zone is Zone.STACK
    table.assert_life(1, 17)
    table.assert_logged(rule="118.12", contains="Bob pays")


def test_118_12_declined_the_spell_is_countered(table: Table) -> None:
    shock = bobs_shock(table)
    table.answer("pay_unless", "don't pay", player=1)
    demand(table, shock, Cost(parts=(PayLife(3, text="Pay 3 life"),)))
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="701.6a")
    table.assert_life(1, 20)


def test_119_4_a_cost_that_cant_be_paid_counters_without_asking(table: Table) -> None:
    shock = bobs_shock(table)
    table.game.update_player(1, life=2)
    asked = table.watch_decisions("pay_unless")
    demand(table, shock, Cost(parts=(PayLife(3, text="Pay 3 life"),)))
    assert asked == []
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)


def test_118_3_mana_and_a_sacrifice_together(table: Table) -> None:
    """{1} and "Sacrifice a creature": Bob's untapped Mountain and his Grizzly Bears pay it;
    without the Bears he can't, and the Shock is countered."""
    shock = bobs_shock(table)
    table.lands(1, "Mountain", 1)
    table.battlefield(1, "Grizzly Bears")
    cost = Cost(mana=ManaCost.parse("{1}"),
                parts=(SacrificeCost(filter=ObjectFilter(types=("Creature",))),))
    table.answer("pay_unless", True, player=1)
    demand(table, shock, cost)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.game.obj(shock).zone is Zone.STACK
    assert table.tapped_count(1) == 2


def test_118_3_mana_without_the_other_part_is_not_enough(table: Table) -> None:
    shock = bobs_shock(table)
    table.lands(1, "Mountain", 1)
    cost = Cost(mana=ManaCost.parse("{1}"),
                parts=(SacrificeCost(filter=ObjectFilter(types=("Creature",))),))
    demand(table, shock, cost)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    assert table.tapped_count(1) == 1
