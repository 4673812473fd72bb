"""Printed "Exile all graveyards." (Morningtide, Sentinel Totem; CR 404.1, 406.1, 701.13a).

Every card in every player's graveyard is exiled; cards elsewhere (hand, battlefield,
library) stay where they are. The cards come with their exact Oracle definitions (the
corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MORNINGTIDE = CardDef(name="Morningtide", mana_cost="{1}{W}", type_line="Sorcery",
                      text="Exile all graveyards.")
SENTINEL_TOTEM = CardDef(
    name="Sentinel Totem", mana_cost="{1}", type_line="Artifact",
    text="When this artifact enters, scry 1. (Look at the top card of your library. You may "
         "put that card on the bottom.)\n{T}, Exile this artifact: Exile all graveyards.")

CARDS = (MORNINGTIDE, SENTINEL_TOTEM)

kit = pytest.mark.plugins(extra={"exile-graveyards-kit": card_pool("exile-graveyards-kit",
                                                                   CARDS)})


def fill(table: Table) -> None:
    table.graveyard(0, "Grizzly Bears", "Island")
    table.graveyard(1, "Grizzly Bears", "Lightning Bolt", "Forest")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")


@kit
def test_morningtide_exiles_every_graveyard(table: Table) -> None:
    """CR 404.1, 701.13a: both players' graveyards go to exile; hand and battlefield stay."""
    fill(table)
    table.battlefield(0, "Plains", "Plains", "Grizzly Bears")
    table.hand(0, "Morningtide", "Island")
    table.cast("Morningtide")
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == []
    # the resolved sorcery itself goes to its owner's graveyard afterwards (CR 608.2n)
    assert table.names(Zone.GRAVEYARD, 0) == ["Morningtide"]
    assert sorted(table.names(Zone.EXILE)) == sorted(
        ["Grizzly Bears", "Island", "Grizzly Bears", "Lightning Bolt", "Forest"])
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_logged(rule="406.2", contains="Lightning Bolt")


@kit
def test_sentinel_totem_exiles_itself_then_every_graveyard(table: Table) -> None:
    """CR 602.2b, 118.3: exiling the Totem is part of the cost; the ability then exiles every
    card in every graveyard (CR 404.1)."""
    fill(table)
    table.battlefield(0, "Sentinel Totem")
    table.activate("Sentinel Totem", 0)
    assert "Sentinel Totem" in table.names(Zone.EXILE)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert len(table.names(Zone.EXILE)) == 6


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
