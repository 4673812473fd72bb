"""Printed "If you discarded a card this way, draw a card." and "If a land card is discarded
this way, return ~ to its owner's hand.", played (CR 701.9a, 608.2c).

Fanatic of the Harrowing draws Alice a card only when she had a card to discard. Psychic
Miasma returns to Alice's hand only when Bob discarded a land card; otherwise it goes to her
graveyard as it finishes resolving (608.2n).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FANATIC_OF_THE_HARROWING = CardDef(
    name="Fanatic of the Harrowing", mana_cost="{3}{B}", type_line="Creature — Human Cleric",
    power="2", toughness="2",
    text="When this creature enters, each player discards a card. If you discarded a card "
         "this way, draw a card.")
PSYCHIC_MIASMA = CardDef(
    name="Psychic Miasma", mana_cost="{1}{B}", type_line="Sorcery",
    text="Target player discards a card. If a land card is discarded this way, return "
         "Psychic Miasma to its owner's hand.")

CARDS = (FANATIC_OF_THE_HARROWING, PSYCHIC_MIASMA)
kit = pytest.mark.plugins(extra={"discarded-this-way-kit": card_pool("discarded-this-way-kit",
                                                                     CARDS)})


def _fanatic(table: Table, *alices_hand: str) -> None:
    table.hand(0, *alices_hand)
    table.hand(1, "Forest")
    table.library(0, "Island")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Fanatic of the Harrowing")
    table.cast("Fanatic of the Harrowing")
    table.resolve()  # the Fanatic
    table.resolve()  # its enter trigger


@kit
def test_fanatic_with_a_card_to_discard_draws(table: Table) -> None:
    """CR 701.9a, 608.2c: Alice discards Grizzly Bears: she draws the Island."""
    _fanatic(table, "Grizzly Bears")
    assert "Grizzly Bears" in table.names(Zone.GRAVEYARD, 0)
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_fanatic_with_an_empty_hand_doesnt_draw(table: Table) -> None:
    """CR 608.2c: Alice had nothing to discard (Bob did): no card drawn."""
    _fanatic(table)
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.names(Zone.HAND, 0) == []


def _miasma(table: Table, card: str) -> None:
    table.hand(1, card)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Psychic Miasma")
    table.cast("Psychic Miasma", targets=["Bob"])
    table.resolve()


@kit
def test_psychic_miasma_returns_when_a_land_card_is_discarded(table: Table) -> None:
    """CR 608.2c: Bob discards a Forest: Psychic Miasma returns to Alice's hand."""
    _miasma(table, "Forest")
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.zone_of("Psychic Miasma") is Zone.HAND


@kit
def test_psychic_miasma_stays_in_the_graveyard_for_a_creature_card(table: Table) -> None:
    """CR 608.2n: Bob discards Grizzly Bears: Psychic Miasma goes to the graveyard."""
    _miasma(table, "Grizzly Bears")
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.zone_of("Psychic Miasma") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
