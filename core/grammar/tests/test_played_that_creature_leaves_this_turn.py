"""Printed "When that creature leaves the battlefield this turn, sacrifice this creature."
(Kjeldoran Elite Guard), played: a delayed triggered ability about the target (CR 603.7a-c),
triggering when it leaves to any zone (603.6c), only during that turn.

The Guard pumping the Bears in combat: the Bears returned to hand that turn, the Guard is
sacrificed; the Hill Giant returned instead, it stays; the Bears destroyed the next turn,
it stays (the delayed ability is gone with the turn).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

KJELDORAN_ELITE_GUARD = CardDef(
    name="Kjeldoran Elite Guard", mana_cost="{3}{W}", type_line="Creature — Human Soldier",
    text="{T}: Target creature gets +2/+2 until end of turn. When that creature leaves the "
         "battlefield this turn, sacrifice this creature. Activate only during combat.",
    power="2", toughness="2")

CARDS = (KJELDORAN_ELITE_GUARD,)
kit = pytest.mark.plugins(extra={"guard-kit": card_pool("guard-kit", CARDS)})


def _pump_bears(table: Table) -> None:
    table.battlefield(0, "Kjeldoran Elite Guard", "Grizzly Bears", "Hill Giant")
    table.go_to(Step.BEGIN_COMBAT)
    table.activate("Kjeldoran Elite Guard", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4


@kit
def test_the_guard_is_sacrificed_when_the_bears_leave(table: Table) -> None:
    """CR 603.6c: the Bears returned to hand (not dying) this turn: the Guard is sacrificed."""
    _pump_bears(table)
    table.lands(0, "Island", 1)
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)
    table.assert_zone("Kjeldoran Elite Guard", Zone.GRAVEYARD, 0)


@kit
def test_another_creature_leaving_does_nothing(table: Table) -> None:
    """CR 603.7c: only the creature it pumped: the Giant returned to hand, the Guard stays."""
    _pump_bears(table)
    table.lands(0, "Island", 1)
    table.hand(0, "Unsummon")
    table.cast("Unsummon", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.HAND, 0)
    table.assert_zone("Kjeldoran Elite Guard", Zone.BATTLEFIELD, 0)


@kit
def test_the_bears_leaving_the_next_turn_does_nothing(table: Table) -> None:
    """CR 603.7a: "this turn": destroyed on Bob's turn, the Bears leave; the Guard stays."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest")
    _pump_bears(table)
    table.next_turn()
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Kjeldoran Elite Guard", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
