"""Printed "Activate only during your turn, before attackers are declared." played (CR
602.5b, 508).

Alaborn Veteran's ability may be activated in its controller's turn until the declare
attackers step begins; after that (during combat, in the postcombat main phase) and in an
opponent's turn it is refused naming the restriction, the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.turns import Step

ALABORN_VETERAN = CardDef(
    name="Alaborn Veteran", mana_cost="{2}{W}", type_line="Creature — Human Knight",
    text="{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, "
         "before attackers are declared.", power="2", toughness="2")

CARDS = (ALABORN_VETERAN,)
kit = pytest.mark.plugins(extra={"timing-kit": card_pool("timing-kit", CARDS)})


@kit
def test_it_may_be_activated_before_combat(table: Table) -> None:
    """CR 602.5b: in the precombat main phase of its controller's turn."""
    table.battlefield(0, "Alaborn Veteran", "Grizzly Bears")
    table.activate("Alaborn Veteran", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4


def _refused(table: Table) -> None:
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="before attackers are declared"):
        table.activate("Alaborn Veteran", targets=["Grizzly Bears"])
    assert table.game.to_json() == before


@kit
def test_it_is_refused_once_attackers_are_declared(table: Table) -> None:
    """CR 508, 602.5b: in the declare attackers step and in the postcombat main phase."""
    table.battlefield(0, "Alaborn Veteran", "Grizzly Bears")
    table.attack("Grizzly Bears")
    _refused(table)
    table.go_to(Step.MAIN2)
    _refused(table)


@kit
def test_a_combat_with_no_attackers_still_ends_the_window(table: Table) -> None:
    """CR 508.1: attackers are declared (none) as the declare attackers step begins."""
    table.battlefield(0, "Alaborn Veteran", "Grizzly Bears")
    table.go_to(Step.MAIN2)
    _refused(table)


@kit
def test_it_is_refused_in_an_opponents_turn(table: Table) -> None:
    """CR 602.5b: "during your turn"."""
    table.battlefield(0, "Alaborn Veteran", "Grizzly Bears")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.pass_priority()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="during your turn"):
        table.activate("Alaborn Veteran", targets=["Grizzly Bears"])
    assert table.game.to_json() == before


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
