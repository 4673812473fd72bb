"""Printed "If at least one Angel card is milled this way, ...", played (CR 701.17a, 701.17c,
608.2c); "If a land card was milled this way" is played in test_played_milled_this_way.py.

Renegade Reaper gains Alice 4 life only when one of the four cards it milled is an Angel card.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RENEGADE_REAPER = CardDef(
    name="Renegade Reaper", mana_cost="{2}{B}", type_line="Creature — Angel Berserker",
    power="2", toughness="3",
    text="Flying\nWhen this creature enters, mill four cards. If at least one Angel card is "
         "milled this way, you gain 4 life. (To mill a card, put the top card of your library "
         "into your graveyard.)")
SERRA_ANGEL = CardDef(
    name="Serra Angel", mana_cost="{3}{W}{W}", type_line="Creature — Angel", power="4",
    toughness="4", text="Flying\nVigilance (Attacking doesn't cause this creature to tap.)")

CARDS = (RENEGADE_REAPER, SERRA_ANGEL)
kit = pytest.mark.plugins(extra={"milled-this-way-kit": card_pool("milled-this-way-kit", CARDS)})


def _reap(table: Table, *library: str) -> None:
    table.library(0, *library)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Renegade Reaper")
    table.cast("Renegade Reaper")
    table.resolve()  # the Reaper
    table.resolve()  # its enter trigger


@kit
def test_renegade_reaper_milling_an_angel_gains_4(table: Table) -> None:
    """CR 608.2c: Serra Angel among the four cards milled: 4 life."""
    _reap(table, "Forest", "Island", "Serra Angel", "Swamp", "Plains")
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Forest", "Island", "Serra Angel",
                                                       "Swamp"]
    assert table.life(0) == 24


@kit
def test_renegade_reaper_milling_no_angel_gains_nothing(table: Table) -> None:
    """CR 608.2c: the Angel is fifth, not milled: no life."""
    _reap(table, "Forest", "Island", "Swamp", "Plains", "Serra Angel")
    assert "Serra Angel" not in table.names(Zone.GRAVEYARD, 0)
    assert table.life(0) == 20


@pytest.mark.plugins("oracle", extra={"milled-this-way-kit": card_pool("milled-this-way-kit",
                                                                         CARDS)})
def test_renegade_reaper_finds_the_angel_rest_in_peace_exiled(table: Table) -> None:
    """CR 701.17c: the Angel went to exile instead (Rest in Peace): a milled card found in
    the public zone it moved to still counts, 4 life."""
    table.battlefield(1, "Rest in Peace")
    _reap(table, "Serra Angel", "Forest", "Island", "Swamp", "Plains")
    table.assert_zone("Serra Angel", Zone.EXILE, 0)
    assert table.life(0) == 24


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
