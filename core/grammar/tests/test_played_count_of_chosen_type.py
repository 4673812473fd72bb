"""Printed "Choose a creature type. Draw a card for each permanent you control of that type."
(Distant Melody; CR 205.3m, 608.2d, 107.3c, 121.1).

"of that type" is the type chosen as the spell resolves: only the permanents its controller
controls with that creature type are counted, as the draw happens. The cards come with
their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DISTANT_MELODY = CardDef(
    name="Distant Melody", mana_cost="{3}{U}", type_line="Sorcery",
    text="Choose a creature type. Draw a card for each permanent you control of that type.")
MERFOLK_MISTBINDER = CardDef(
    name="Merfolk Mistbinder", mana_cost="{G}{U}", type_line="Creature — Merfolk Shaman",
    text="Other Merfolk you control get +1/+1.", power="2", toughness="2")

CARDS = (DISTANT_MELODY, MERFOLK_MISTBINDER)

kit = pytest.mark.plugins(extra={"count-of-chosen-type-kit": card_pool(
    "count-of-chosen-type-kit", CARDS)})


def cast_melody(table: Table, chosen: str) -> int:
    """Cast Distant Melody choosing ``chosen``; how many cards its caster drew."""
    table.battlefield(0, "Merfolk Mistbinder", "Merfolk Mistbinder", "Grizzly Bears",
                      "Island", "Island", "Island", "Island")
    table.battlefield(1, "Merfolk Mistbinder")
    table.library(0, *["Island"] * 6)
    table.library(1, "Island", "Island")
    table.hand(0, "Distant Melody")
    before = len(table.game.objects_in(Zone.HAND, 0))
    table.answer("choose_type", chosen)
    table.cast("Distant Melody")
    table.resolve()
    return len(table.game.objects_in(Zone.HAND, 0)) - (before - 1)


@kit
def test_distant_melody_counts_your_permanents_of_the_chosen_type(table: Table) -> None:
    """CR 608.2d, 107.3c: Merfolk chosen: the two Mistbinders you control, not the
    opponent's nor the Bears."""
    assert cast_melody(table, "Merfolk") == 2
    table.assert_logged(rule="205.3m", contains="Merfolk")


@kit
def test_distant_melody_another_type_counts_other_permanents(table: Table) -> None:
    """CR 608.2d: Bear chosen: the Grizzly Bears alone."""
    assert cast_melody(table, "Bear") == 1


@kit
def test_distant_melody_a_type_you_lack_draws_nothing(table: Table) -> None:
    """CR 107.3c: no permanent you control of that type: no card drawn."""
    assert cast_melody(table, "Goblin") == 0


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
