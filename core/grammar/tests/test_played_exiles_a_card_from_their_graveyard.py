"""Printed "{T}: Target player exiles a card from their graveyard." (Relic of Progenitus,
Merrow Bonegnawer; CR 115.1, 404.1, 406.2) and Relic's "{1}, Exile this artifact: Exile all
graveyards. Draw a card."

The targeted player, not the controller, chooses which card of their own graveyard is
exiled; an empty graveyard exiles nothing. The cards come with their exact Oracle
definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RELIC = CardDef(
    name="Relic of Progenitus", mana_cost="{1}", type_line="Artifact",
    text="{T}: Target player exiles a card from their graveyard.\n{1}, Exile this artifact: "
         "Exile all graveyards. Draw a card.")
BONEGNAWER = CardDef(
    name="Merrow Bonegnawer", mana_cost="{B}", type_line="Creature — Merfolk Rogue",
    text="{T}: Target player exiles a card from their graveyard.\nWhenever you cast a black "
         "spell, you may untap this creature.", power="1", toughness="1")

CARDS = (RELIC, BONEGNAWER)

kit = pytest.mark.plugins(extra={"graveyard-exile-kit": card_pool("graveyard-exile-kit",
                                                                  CARDS)})


@kit
def test_relic_the_target_player_chooses_the_card(table: Table) -> None:
    """CR 406.2: Bob exiles the card he chooses from his own graveyard; Alice's is untouched."""
    table.battlefield(0, "Relic of Progenitus")
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Grizzly Bears", "Lightning Bolt")
    table.activate("Relic of Progenitus", 0, targets=["player 2"])
    table.answer("exile", "Lightning Bolt", player=1)
    table.resolve()
    assert table.names(Zone.EXILE) == ["Lightning Bolt"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    table.assert_logged(rule="406.2", contains="Lightning Bolt")


@kit
def test_relic_second_ability_exiles_all_graveyards_and_draws(table: Table) -> None:
    """CR 404.1, 121.1: every graveyard exiled, then its controller draws a card."""
    table.battlefield(0, "Relic of Progenitus", "Island")
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Lightning Bolt")
    table.library(0, "Forest", "Forest")
    table.activate("Relic of Progenitus", 1)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == [] and table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert sorted(table.names(Zone.EXILE)) == ["Grizzly Bears", "Lightning Bolt",
                                               "Relic of Progenitus"]


@kit
def test_bonegnawer_on_an_empty_graveyard_exiles_nothing(table: Table) -> None:
    """CR 406.2: no card in that graveyard: nothing is exiled, the ability still resolves."""
    table.battlefield(0, "Merrow Bonegnawer")
    table.graveyard(0, "Grizzly Bears")
    table.activate("Merrow Bonegnawer", 0, targets=["player 2"])
    table.resolve()
    assert table.names(Zone.EXILE) == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


@kit
def test_bonegnawer_may_target_its_controller(table: Table) -> None:
    """CR 115.1: "target player" may be its controller, who exiles from their own graveyard."""
    table.battlefield(0, "Merrow Bonegnawer")
    table.graveyard(0, "Grizzly Bears")
    table.activate("Merrow Bonegnawer", 0, targets=["player 1"])
    table.resolve()
    assert table.names(Zone.EXILE) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
