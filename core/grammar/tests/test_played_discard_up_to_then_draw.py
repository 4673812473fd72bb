"""Printed "When ~ enters, discard up to two cards, then draw that many cards." (Kinetic
Augur; CR 107.1c, 701.9a, 121.1).

The controller discards none, one or two cards of their choice and draws as many as they
discarded. The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KINETIC_AUGUR = CardDef(
    name="Kinetic Augur", mana_cost="{3}{R}", type_line="Creature — Human Shaman",
    text="Trample (This creature can deal excess combat damage to the player or planeswalker "
         "it's attacking.)\nKinetic Augur's power is equal to the number of instant and sorcery "
         "cards in your graveyard.\nWhen this creature enters, discard up to two cards, then draw "
         "that many cards.", power="*", toughness="4")

CARDS = (KINETIC_AUGUR,)

kit = pytest.mark.plugins(extra={"discard-up-to-kit": card_pool("discard-up-to-kit", CARDS)})


def enter(table: Table, *discarded: str) -> None:
    table.battlefield(0, "Mountain", "Mountain", "Mountain", "Mountain")
    table.hand(0, "Kinetic Augur", "Lightning Bolt", "Grizzly Bears", "Forest")
    table.library(0, "Island", "Plains", "Swamp")
    table.library(1, "Island", "Island")
    table.cast("Kinetic Augur")
    table.resolve()
    table.answer("discard", *discarded)
    table.resolve()


@kit
def test_kinetic_augur_discards_two_and_draws_two(table: Table) -> None:
    """CR 701.9a, 121.1: two discarded, two drawn; the Bolt in the graveyard counts for its
    power (CR 604.3)."""
    enter(table, "Lightning Bolt", "Grizzly Bears")
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Lightning Bolt"]
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Island", "Plains"]
    assert table.power("Kinetic Augur") == 1
    table.assert_logged(rule="701.9a", contains="Lightning Bolt")


@kit
def test_kinetic_augur_discards_one_and_draws_one(table: Table) -> None:
    """CR 107.1c: fewer than two may be chosen; "that many" is the number discarded."""
    enter(table, "Forest")
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Island", "Lightning Bolt"]


@kit
def test_kinetic_augur_discards_none_and_draws_none(table: Table) -> None:
    """CR 107.1c: none discarded, none drawn."""
    enter(table)
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Grizzly Bears", "Lightning Bolt"]
    assert table.names(Zone.LIBRARY, 0) == ["Island", "Plains", "Swamp"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
