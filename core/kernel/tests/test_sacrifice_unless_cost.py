"""``SacrificeUnlessCostPaid`` (CR 118.12, 701.21a): "sacrifice [permanent] unless you pay
[cost]" for a whole cost, mana and other parts (echo's and cumulative upkeep's, 702.30a,
702.24a). The controller of the effect chooses; a cost that can't be paid in full can't be
chosen (118.3); a cost's "this" is the permanent kept."""

from __future__ import annotations

from manastack.api import (
    Context,
    Cost,
    FixedObjects,
    PayLife,
    PutCountersOnSelf,
    SacrificeUnlessCostPaid,
    Zone,
)
from manastack.driver import Table
from manastack.model.mana import ManaCost


def demand(table: Table, oid: int, cost: Cost) -> None:
    ctx = Context(table.game, controller=0, source=None)
    SacrificeUnlessCostPaid(what=FixedObjects((oid,)), cost=cost, text="test").run(ctx)


def test_118_12_paid_mana_and_life_keep_the_permanent(table: Table) -> None:
    (bears,) = table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 1)
    table.answer("pay_unless", True)
    demand(table, bears.id, Cost(mana=ManaCost.parse("{G}"),
                                 parts=(PayLife(2, text="Pay 2 life"),)))
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_life(0, 18)
    assert table.tapped_count(0, "Forest") == 1


def test_701_21a_declined_the_permanent_is_sacrificed(table: Table) -> None:
    (bears,) = table.battlefield(0, "Grizzly Bears")
    table.answer("pay_unless", False)
    demand(table, bears.id, Cost(parts=(PayLife(2, text="Pay 2 life"),)))
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_life(0, 20)


def test_118_3_a_cost_that_cant_be_paid_sacrifices_without_asking(table: Table) -> None:
    (bears,) = table.battlefield(0, "Grizzly Bears")
    asked = table.watch_decisions("pay_unless")
    demand(table, bears.id, Cost(mana=ManaCost.parse("{G}")))
    assert asked == []
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


def test_a_costs_this_is_the_permanent_kept(table: Table) -> None:
    (bears,) = table.battlefield(0, "Grizzly Bears")
    table.answer("pay_unless", True)
    demand(table, bears.id, Cost(parts=(PutCountersOnSelf("+1/+1", 1, text="Put a +1/+1 "
                                                          "counter on ~"),)))
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


def test_608_2b_a_permanent_gone_is_neither_paid_for_nor_sacrificed(table: Table) -> None:
    (bears,) = table.battlefield(0, "Grizzly Bears")
    table.game.move(bears.id, Zone.HAND)
    asked = table.watch_decisions("pay_unless")
    demand(table, bears.id, Cost(parts=(PayLife(2, text="Pay 2 life"),)))
    assert asked == []
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    table.assert_life(0, 20)
