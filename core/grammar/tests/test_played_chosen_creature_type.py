"""Printed "[~ / Enchanted creature] becomes the creature type of your choice until end of
turn", activated (CR 205.3m, 205.1a, 608.2d, 613.1d).

Mistform Dreamer made a Merfolk is no longer an Illusion (the chosen type replaces its
creature types) and Merfolk Mistbinder's "Other Merfolk you control get +1/+1" now applies to it; at the
cleanup step the effect ends (514.2) and it is an Illusion again. Mistform Mask does it to
the creature it enchants. The cards come with their exact
Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MISTFORM_DREAMER = CardDef(
    name="Mistform Dreamer", mana_cost="{2}{U}", type_line="Creature — Illusion",
    text="Flying\n{1}: This creature becomes the creature type of your choice until end of "
         "turn.", power="2", toughness="1")
MISTFORM_MASK = CardDef(
    name="Mistform Mask", mana_cost="{1}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\n{1}: Enchanted creature becomes the creature type of your choice "
         "until end of turn.")
MERFOLK_MISTBINDER = CardDef(
    name="Merfolk Mistbinder", mana_cost="{G}{U}", type_line="Creature — Merfolk Shaman",
    text="Other Merfolk you control get +1/+1.", power="2", toughness="2")

CARDS = (MISTFORM_DREAMER, MISTFORM_MASK, MERFOLK_MISTBINDER)

kit = pytest.mark.plugins(extra={"chosen-type-kit": card_pool("chosen-type-kit", CARDS)})


def subtypes(table: Table, name: str) -> tuple[str, ...]:
    obj = table.find(name, zone=Zone.BATTLEFIELD)
    return tuple(table.game.chars(obj.id).type_line.subtypes)


@kit
def test_mistform_dreamer_becomes_a_merfolk_until_end_of_turn(table: Table) -> None:
    """CR 205.1a: Merfolk instead of Illusion; the Mistbinder's anthem applies (613.1d before
    613.4c); CR 514.2: back to an Illusion as the turn ends."""
    table.battlefield(0, "Mistform Dreamer", "Merfolk Mistbinder", "Island")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    assert table.power("Mistform Dreamer") == 2
    table.answer("choose_type", "Merfolk")
    table.activate("Mistform Dreamer", 0)
    table.resolve()
    assert subtypes(table, "Mistform Dreamer") == ("Merfolk",)
    assert (table.power("Mistform Dreamer"), table.toughness("Mistform Dreamer")) == (3, 2)
    table.assert_logged(rule="205.3m", contains="chooses Merfolk")
    table.next_turn()
    assert subtypes(table, "Mistform Dreamer") == ("Illusion",)
    assert table.power("Mistform Dreamer") == 2


@kit
def test_mistform_mask_changes_the_enchanted_creature(table: Table) -> None:
    """CR 303.4: "enchanted creature": the creature the Aura is attached to, not the Mistbinder."""
    bears = table.battlefield(0, "Grizzly Bears", "Merfolk Mistbinder", "Island", "Island",
                              "Island")[0]
    table.hand(0, "Mistform Mask")
    table.cast("Mistform Mask", targets=[bears.id])
    table.resolve()
    table.answer("choose_type", "Merfolk")
    table.activate("Mistform Mask", 0)
    table.resolve()
    assert subtypes(table, "Grizzly Bears") == ("Merfolk",)
    assert table.power("Grizzly Bears") == 3
    assert subtypes(table, "Merfolk Mistbinder") == ("Merfolk", "Shaman")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
