"""Printed "Activate only if ..." abilities with a condition on what the activating player
controls, cast and played (CR 602.5b, 207.2c).

"Activate only if creatures you control have total power 8 or greater" (formidable: Atarka
Beastbreaker) and "Activate only if you control three or more artifacts" (metalcraft: Argent
Sphinx) restrict when the ability may be activated (602.5b), the condition asked as it is
activated. The cards are cast from their owner's hand with their exact Oracle definition (the
corpus record, checked below). An activation the condition forbids is refused, the game as
it was (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ATARKA_BEASTBREAKER = CardDef(
    name="Atarka Beastbreaker", mana_cost="{1}{G}", type_line="Creature — Human Warrior",
    text="Formidable — {4}{G}: This creature gets +4/+4 until end of turn. Activate only if "
         "creatures you control have total power 8 or greater.", power="2", toughness="2")
ARGENT_SPHINX = CardDef(
    name="Argent Sphinx", mana_cost="{2}{U}{U}", type_line="Creature — Sphinx",
    text="Flying\nMetalcraft — {U}: Exile this creature. Return it to the battlefield under "
         "your control at the beginning of the next end step. Activate only if you control "
         "three or more artifacts.", power="4", toughness="3")

CARDS = (ATARKA_BEASTBREAKER, ARGENT_SPHINX)

kit = pytest.mark.plugins(extra={"proved-activation-condition-kit":
                                 card_pool("proved-activation-condition-kit", CARDS)})


@kit
def test_atarka_beastbreaker_needs_total_power_eight(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 602.5b, 207.2c: with the Beastbreaker (2) and a Hill Giant (3) the creatures total
    5 power: the activation is refused, the game unchanged; a second Hill Giant makes 8, and
    the activation resolves: +4/+4 until end of turn (611.2a)."""
    cast_and_resolve(table, "Atarka Beastbreaker", {"Forest": 2})
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Forest", 5)
    exc = table.assert_illegal(table.activate, "Atarka Beastbreaker")
    assert "total power 8 or greater" in str(exc)
    assert table.tapped_count(0, "Forest") == 2  # only the lands the casting tapped
    table.battlefield(0, "Hill Giant")
    table.activate("Atarka Beastbreaker")
    table.resolve()
    assert table.power("Atarka Beastbreaker") == 6
    assert table.toughness("Atarka Beastbreaker") == 6


@kit
def test_atarka_beastbreaker_counts_only_its_controllers_creatures(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 602.5b: "creatures you control": the opponent's creatures, however big, don't
    count; the activation is refused."""
    cast_and_resolve(table, "Atarka Beastbreaker", {"Forest": 2})
    table.battlefield(1, "Hill Giant", "Hill Giant", "Hill Giant")
    table.lands(0, "Forest", 5)
    table.assert_illegal(table.activate, "Atarka Beastbreaker")
    assert table.power("Atarka Beastbreaker") == 2


@kit
def test_argent_sphinx_metalcraft_needs_three_artifacts(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 602.5b, 207.2c: with two Memnites the activation is refused, the game unchanged;
    with a third, the Sphinx is exiled (406.1) and returns at the beginning of the next end
    step (603.7a), a new object (400.7)."""
    cast_and_resolve(table, "Argent Sphinx", {"Island": 4})
    table.battlefield(0, "Memnite", "Memnite")
    table.lands(0, "Island", 1)
    exc = table.assert_illegal(table.activate, "Argent Sphinx")
    assert "three or more artifacts" in str(exc)
    table.assert_zone("Argent Sphinx", Zone.BATTLEFIELD, 0)
    table.battlefield(0, "Memnite")
    table.activate("Argent Sphinx")
    table.resolve()
    table.assert_zone("Argent Sphinx", Zone.EXILE, 0)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Argent Sphinx", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
