"""Exiling a whole graveyard, played from printed cards (CR 404.1, 406.3, 115.1).

Tormod's Crypt: "{T}, Sacrifice this artifact: Exile target player's graveyard." Angel of
Finality: "Flying / When this creature enters, exile target player's graveyard." Every
card in the target player's graveyard is exiled; the other graveyards are untouched.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

TORMODS_CRYPT = CardDef(
    name="Tormod's Crypt", mana_cost="{0}", type_line="Artifact",
    text="{T}, Sacrifice this artifact: Exile target player's graveyard.")
ANGEL_OF_FINALITY = CardDef(
    name="Angel of Finality", mana_cost="{3}{W}", type_line="Creature — Angel",
    power="3", toughness="4",
    text="Flying\nWhen this creature enters, exile target player's graveyard.")

PRINTED = (TORMODS_CRYPT, ANGEL_OF_FINALITY)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_the_crypt_exiles_the_target_players_graveyard_only(table: Table) -> None:
    """Bob's two cards are exiled; Alice's card stays, and so does the sacrificed Crypt
    (it was put into her graveyard as a cost, before the ability resolved: CR 602.2)."""
    table.battlefield(0, "Tormod's Crypt")
    table.graveyard(1, "Grizzly Bears", "Shock")
    table.graveyard(0, "Giant Spider")
    table.activate("Tormod's Crypt", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert sorted(table.names(Zone.EXILE, 1)) == ["Grizzly Bears", "Shock"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Giant Spider", "Tormod's Crypt"]


@kit
def test_the_angel_exiles_a_graveyard_as_it_enters(table: Table) -> None:
    """CR 603.2: the enters trigger targets Alice's own graveyard here; Bob's stays."""
    table.graveyard(0, "Grizzly Bears")
    table.graveyard(1, "Shock")
    table.lands(0, "Plains", 4)
    table.hand(0, "Angel of Finality")
    table.cast("Angel of Finality")
    table.answer("targets", "Alice")
    table.resolve()
    assert table.zone_of("Angel of Finality") is Zone.BATTLEFIELD
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
