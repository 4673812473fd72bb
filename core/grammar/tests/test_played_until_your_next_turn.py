"""Printed "... gets -2/-1 until your next turn" (Hag of Inner Weakness) and "It gains haste
until your next turn" (Bond of Revival), played: the effect lasts through the opponent's turn
and ends as the controller's next turn begins (CR 611.2a, 500.1).

The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

HAG = CardDef(
    name="Hag of Inner Weakness", mana_cost="{2}{B}", type_line="Creature — Hag Warlock",
    power="2", toughness="2",
    text="At the beginning of your upkeep, target creature an opponent controls gets -2/-1 "
         "until your next turn.")
BOND = CardDef(
    name="Bond of Revival", mana_cost="{4}{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to the battlefield. It gains haste "
         "until your next turn.")

CARDS = (HAG, BOND)
kit = pytest.mark.plugins(extra={"next-turn-kit": card_pool("next-turn-kit", CARDS)})
haste_kit = pytest.mark.plugins("haste",
                                extra={"next-turn-kit": card_pool("next-turn-kit", CARDS)})


@kit
def test_hag_of_inner_weakness_shrinks_until_alice_s_next_turn(table: Table) -> None:
    """Alice casts the Hag; at her next upkeep Bob's Hill Giant (3/3) gets -2/-1: 1/2 all
    through Bob's turn, back to 3/3 as Alice's following turn begins (611.2a)."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Hag of Inner Weakness")
    table.cast("Hag of Inner Weakness")
    table.resolve()
    table.assert_zone("Hag of Inner Weakness", Zone.BATTLEFIELD, 0)
    table.battlefield(1, "Hill Giant")
    table.library(0, *["Swamp"] * 3)
    table.library(1, *["Swamp"] * 3)
    table.answer("targets", "Hill Giant")
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve()
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 2)
    table.go_to(Step.END, turn=4)  # Bob's turn: still shrunk
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (1, 2)
    table.go_to(Step.UPKEEP, turn=5)  # Alice's next turn: the effect ended as it began
    assert (table.power("Hill Giant"), table.toughness("Hill Giant")) == (3, 3)


@haste_kit
def test_bond_of_revival_haste_lasts_until_alice_s_next_turn(table: Table) -> None:
    """Bond of Revival returns Hill Giant from Alice's graveyard with haste: it attacks at
    once (302.6, 702.10), still has haste on Bob's turn, and loses it as Alice's next turn
    begins (611.2a)."""
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Hill Giant")
    table.hand(0, "Bond of Revival")
    table.cast("Bond of Revival", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Hill Giant", "haste")
    table.attack("Hill Giant")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)
    table.library(0, *["Swamp"] * 3)
    table.library(1, *["Swamp"] * 3)
    table.go_to(Step.END, turn=2)
    assert table.has_keyword("Hill Giant", "haste")
    table.go_to(Step.UPKEEP, turn=3)
    assert not table.has_keyword("Hill Giant", "haste")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
