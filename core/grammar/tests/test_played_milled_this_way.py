"""Printed "If a land card was milled this way, ..." played (CR 701.17a, 701.17c, 608.2c).

Lorehold Excavation: "At the beginning of your end step, mill a card. If a land card was
milled this way, you gain 1 life. Otherwise, this enchantment deals 1 damage to each
opponent." Saprazzan Breaker: "{U}: Mill a card. If a land card was milled this way, this
creature can't be blocked this turn." The card milled is looked at in the graveyard it went
to: a land card gives the first effect, another card the other (or nothing). The printed
cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def _cast(table: Table, name: str, mana: str) -> None:
    table.hand(0, name)
    table.mana(0, mana)
    table.cast(name)
    table.resolve()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


@pytest.mark.parametrize(("milled", "alice", "bob"), [("Forest", 21, 20),
                                                      ("Grizzly Bears", 20, 19)])
@oracle
def test_lorehold_excavation_at_the_end_step(table: Table, milled: str, alice: int,
                                             bob: int) -> None:
    """A land card milled: Alice gains 1; otherwise Bob is dealt 1."""
    _cast(table, "Lorehold Excavation", "RW")
    table.library(0, milled)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone(milled, Zone.GRAVEYARD, 0)
    table.assert_life(0, alice)
    table.assert_life(1, bob)


@pytest.mark.parametrize(("milled", "blockable"), [("Island", False), ("Grizzly Bears", True)])
@oracle
def test_saprazzan_breaker_unblockable_after_milling_a_land(table: Table, milled: str,
                                                            blockable: bool) -> None:
    """CR 509.1b: an Island milled, Bob's Grizzly Bears can't block it this turn; a
    nonland card milled, they can."""
    _cast(table, "Saprazzan Breaker", "UCCCC")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Plains", milled)
    table.library(1, "Plains")
    table.next_turn()
    table.next_turn()
    table.mana(0, "U")
    table.activate("Saprazzan Breaker")
    table.resolve()
    table.assert_zone(milled, Zone.GRAVEYARD, 0)
    table.attack("Saprazzan Breaker")
    offered = table.blocks_offered()
    assert (("Grizzly Bears", "Saprazzan Breaker") in offered) == blockable
