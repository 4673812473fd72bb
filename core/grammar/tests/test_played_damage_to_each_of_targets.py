"""Printed "~ deals N damage to each of [two / one or two] targets" played (CR 115.1, 601.2c,
120.4, 608.2b).

Furious Reprisal ("... to each of two targets") and Prismari Charm's second mode ("... to each
of one or two targets") are cast: each target chosen is dealt the whole amount at once; the
number of targets is the one written; one object can't be chosen twice for the one instance
of "target" (601.2c); a target gone is dealt nothing, the other still is (608.2b). Rule
"grammar:damage to each of targets".
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FURIOUS_REPRISAL = CardDef(
    name="Furious Reprisal", mana_cost="{3}{R}", type_line="Sorcery",
    text="Furious Reprisal deals 2 damage to each of two targets.")
PRISMARI_CHARM = CardDef(
    name="Prismari Charm", mana_cost="{U}{R}", type_line="Instant",
    keywords=("Surveil",),
    text="Choose one —\n• Surveil 2, then draw a card.\n• Prismari Charm deals 1 damage to "
         "each of one or two targets.\n• Return target nonland permanent to its owner's hand.")

CARDS = (FURIOUS_REPRISAL, PRISMARI_CHARM)
kit = pytest.mark.plugins(extra={"each-of-targets-kit": card_pool("each-of-targets-kit", CARDS)})


@kit
def test_furious_reprisal_deals_its_amount_to_each_of_two_targets(table: Table) -> None:
    """CR 120.4: 2 to Grizzly Bears (it dies, 704.5g) and 2 to Bob."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Furious Reprisal")
    table.cast("Furious Reprisal", targets=[["Grizzly Bears", "opponent"]])
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_life(1, 18)


@kit
def test_furious_reprisal_needs_two_different_targets(table: Table) -> None:
    """CR 601.2c: one target, or the same one twice, is refused; the game is unchanged (732)."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Furious Reprisal")
    table.assert_illegal(table.cast, "Furious Reprisal", targets=[["Grizzly Bears"]])
    table.assert_illegal(table.cast, "Furious Reprisal",
                         targets=[["Grizzly Bears", "Grizzly Bears"]])
    assert table.zone_of("Furious Reprisal") is Zone.HAND


@kit
def test_furious_reprisal_a_target_gone_is_dealt_nothing(table: Table) -> None:
    """CR 608.2b: the Bears left the battlefield: Bob is still dealt his 2."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Furious Reprisal")
    table.cast("Furious Reprisal", targets=[["Grizzly Bears", "opponent"]])
    table.game.move(table.find("Grizzly Bears").id, Zone.HAND)
    table.resolve()
    table.assert_life(1, 18)


@kit
def test_prismari_charm_one_or_two_targets(table: Table) -> None:
    """CR 700.2, 115.1: the damage mode with one target, then with two (1 each)."""
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 2)
    table.battlefield(1, "Llanowar Elves", "Grizzly Bears")
    table.hand(0, "Prismari Charm", "Prismari Charm")
    table.cast("Prismari Charm", modes=[1], targets=[["Llanowar Elves"]])
    table.resolve()
    assert table.zone_of("Llanowar Elves") is Zone.GRAVEYARD
    table.cast("Prismari Charm", modes=[1], targets=[["Grizzly Bears", "opponent"]])
    table.resolve()
    assert table.find("Grizzly Bears").damage == 1
    table.assert_life(1, 19)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
