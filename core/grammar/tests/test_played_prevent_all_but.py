"""Printed "If a source would deal damage to [you or] [permanents you control], prevent all but
1 of that damage.", played (CR 615.1a, 615.10).

Temple Altisaur: Shock deals 1 to another Dinosaur Alice controls, 2 to the Altisaur itself
("another") and to Bob's Dinosaur. Hyperion, Supreme Hero: Shock deals Alice 1, 1 to a Hero she
controls (Hyperion itself), and 2 to her Grizzly Bears, which die.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

TEMPLE_ALTISAUR = CardDef(
    name="Temple Altisaur", mana_cost="{4}{W}", type_line="Creature — Dinosaur", power="3",
    toughness="4",
    text="If a source would deal damage to another Dinosaur you control, prevent all but 1 of "
         "that damage.")
HYPERION = CardDef(
    name="Hyperion, Supreme Hero", mana_cost="{4}{W}{W}{W}",
    type_line="Legendary Creature — Eternal Hero", power="7", toughness="7",
    text="Flash\nFlying\nIf a source would deal damage to you or a Hero you control, prevent "
         "all but 1 of that damage.")
DINOSAUR = CardDef(name="Test Dinosaur", mana_cost="{2}{G}", type_line="Creature — Dinosaur",
                   power="3", toughness="3")

PRINTED = (TEMPLE_ALTISAUR, HYPERION)
kit = pytest.mark.plugins(extra={"prevent-all-but-kit": card_pool(
    "prevent-all-but-kit", (*PRINTED, DINOSAUR))})


def _cast(table: Table, name: str, mana: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve_all()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


def _shock(table: Table, target: str) -> None:
    table.mana(0, "R")
    table.hand(0, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve_all()


@kit
def test_temple_altisaur_lets_one_damage_through_to_another_dinosaur(table: Table) -> None:
    table.battlefield(0, "Test Dinosaur")
    _cast(table, "Temple Altisaur", "WCCCC")
    _shock(table, "Test Dinosaur")
    assert table.find("Test Dinosaur").damage == 1
    table.assert_logged(rule="615.1a")


@kit
def test_temple_altisaur_doesnt_shield_itself_nor_bobs_dinosaur(table: Table) -> None:
    table.battlefield(1, "Test Dinosaur")
    _cast(table, "Temple Altisaur", "WCCCC")
    _shock(table, "Temple Altisaur")
    assert table.find("Temple Altisaur").damage == 2
    _shock(table, "Test Dinosaur")
    assert table.find("Test Dinosaur").damage == 2


@kit
def test_hyperion_lets_one_damage_through_to_alice_and_her_heroes(table: Table) -> None:
    _cast(table, "Hyperion, Supreme Hero", "WWWCCCC")
    _shock(table, "Alice")
    table.assert_life(0, 19)
    _shock(table, "Hyperion, Supreme Hero")
    assert table.find("Hyperion, Supreme Hero").damage == 1


@kit
def test_hyperion_doesnt_shield_a_creature_that_is_no_hero_nor_bob(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    _cast(table, "Hyperion, Supreme Hero", "WWWCCCC")
    _shock(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    _shock(table, "Bob")
    table.assert_life(1, 18)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
