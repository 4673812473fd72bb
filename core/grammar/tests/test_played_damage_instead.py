"""Printed "[~] deals N damage to [recipient]. If [condition], [~/it] deals M damage
instead", played (CR 608.2c, 120.3).

The second sentence replaces only the amount: the same source deals M to the same recipient
when the condition holds as the spell or ability resolves, N otherwise. Court of Ire: 7 to the
target while Alice is the monarch (724), 2 when she isn't. Burning Hands: 6 to a green target,
2 to another. Frost Bite: 3 with three snow permanents, 2 with two. Raka Sanctuary: 3 with a
white and a blue permanent, 1 with a white one only.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

COURT_OF_IRE = CardDef(
    name="Court of Ire", mana_cost="{3}{R}{R}", type_line="Enchantment",
    text="When this enchantment enters, you become the monarch.\nAt the beginning of your "
         "upkeep, this enchantment deals 2 damage to any target. If you're the monarch, it "
         "deals 7 damage instead.")
BURNING_HANDS = CardDef(
    name="Burning Hands", mana_cost="{1}{R}", type_line="Instant",
    text="Burning Hands deals 2 damage to target creature or planeswalker. If that permanent "
         "is green, Burning Hands deals 6 damage instead.")
FROST_BITE = CardDef(
    name="Frost Bite", mana_cost="{R}", type_line="Snow Instant",
    text="Frost Bite deals 2 damage to target creature or planeswalker. If you control three "
         "or more snow permanents, it deals 3 damage instead.")
RAKA_SANCTUARY = CardDef(
    name="Raka Sanctuary", mana_cost="{2}{R}", type_line="Enchantment",
    text="At the beginning of your upkeep, if you control a white or blue permanent, this "
         "enchantment deals 1 damage to target creature. If you control a white permanent and "
         "a blue permanent, this enchantment deals 3 damage instead.")
SNOW_BEAR = CardDef(
    name="Snow Test Bear", mana_cost="{1}{G}", type_line="Snow Creature — Bear", power="2",
    toughness="2")
TOUGH_GIANT = CardDef(
    name="Tough Test Giant", mana_cost="{4}{G}", type_line="Creature — Giant", power="5",
    toughness="5")
TOUGH_WALL = CardDef(
    name="Tough Test Wall", mana_cost="{4}", type_line="Artifact Creature — Wall", power="0",
    toughness="5")
BLUE_WISP = CardDef(
    name="Blue Test Wisp", mana_cost="{U}", type_line="Creature — Spirit", power="1",
    toughness="1")

PRINTED = (COURT_OF_IRE, BURNING_HANDS, FROST_BITE, RAKA_SANCTUARY)
kit = pytest.mark.plugins("monarch", extra={"damage-instead-kit": card_pool(
    "damage-instead-kit", (*PRINTED, SNOW_BEAR, TOUGH_GIANT, TOUGH_WALL, BLUE_WISP))})


def to_alices_next_upkeep(table: Table) -> None:
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve_all()


@kit
def test_court_of_ire_deals_seven_while_alice_is_the_monarch(table: Table) -> None:
    """Court of Ire cast (Alice becomes the monarch, CR 724.1), then at her upkeep: 7 to Bob
    instead of 2 (608.2c)."""
    table.mana(0, "RRCCC")
    table.hand(0, "Court of Ire")
    table.cast("Court of Ire")
    table.resolve_all()
    table.assert_zone("Court of Ire", Zone.BATTLEFIELD, 0)
    table.answer("targets", "Bob")
    to_alices_next_upkeep(table)
    table.assert_life(1, 13)


@kit
def test_court_of_ire_deals_two_when_alice_is_not_the_monarch(table: Table) -> None:
    table.battlefield(0, "Court of Ire")  # no enters trigger: nobody is the monarch
    table.answer("targets", "Bob")
    to_alices_next_upkeep(table)
    table.assert_life(1, 18)


def _burn(table: Table, spell: str, target: str) -> None:
    table.mana(0, "RC")
    table.hand(0, spell)
    table.cast(spell, targets=[target])
    table.resolve_all()


@kit
def test_burning_hands_deals_six_to_a_green_creature(table: Table) -> None:
    """Tough Test Giant (green, 5/5) is dealt 6 and dies."""
    table.battlefield(1, "Tough Test Giant")
    _burn(table, "Burning Hands", "Tough Test Giant")
    table.assert_zone("Tough Test Giant", Zone.GRAVEYARD, 1)


@kit
def test_burning_hands_deals_two_to_a_creature_that_is_not_green(table: Table) -> None:
    """Tough Test Wall (colorless, 0/5) is dealt 2 only and survives."""
    table.battlefield(1, "Tough Test Wall")
    _burn(table, "Burning Hands", "Tough Test Wall")
    table.assert_zone("Tough Test Wall", Zone.BATTLEFIELD, 1)
    wall = table.find("Tough Test Wall")
    assert wall.damage == 2


@kit
def test_frost_bite_deals_three_with_three_snow_permanents(table: Table) -> None:
    table.battlefield(0, "Snow Test Bear", "Snow Test Bear", "Snow Test Bear")
    table.battlefield(1, "Tough Test Wall")
    _burn(table, "Frost Bite", "Tough Test Wall")
    assert table.find("Tough Test Wall").damage == 3


@kit
def test_frost_bite_deals_two_with_two_snow_permanents(table: Table) -> None:
    table.battlefield(0, "Snow Test Bear", "Snow Test Bear")
    table.battlefield(1, "Tough Test Wall")
    _burn(table, "Frost Bite", "Tough Test Wall")
    assert table.find("Tough Test Wall").damage == 2


@kit
def test_raka_sanctuary_deals_three_with_a_white_and_a_blue_permanent(table: Table) -> None:
    table.mana(0, "RCC")
    table.hand(0, "Raka Sanctuary")
    table.cast("Raka Sanctuary")
    table.resolve_all()
    table.battlefield(0, "Savannah Lions", "Blue Test Wisp")
    table.battlefield(1, "Tough Test Wall")
    table.answer("targets", "Tough Test Wall")
    to_alices_next_upkeep(table)
    assert table.find("Tough Test Wall").damage == 3


@kit
def test_raka_sanctuary_deals_one_with_a_white_permanent_only(table: Table) -> None:
    table.battlefield(0, "Raka Sanctuary", "Savannah Lions")
    table.battlefield(1, "Tough Test Wall")
    table.answer("targets", "Tough Test Wall")
    to_alices_next_upkeep(table)
    assert table.find("Tough Test Wall").damage == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
