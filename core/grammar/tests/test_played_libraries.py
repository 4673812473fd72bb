"""Printed library shuffles played (CR 701.24, 602.2).

Myr Mindservant ("{2}, {T}: Shuffle your library.") and Soldier of Fortune ("{R}, {T}: Target
player shuffles their library."), both read with "grammar:shuffle library", are activated: the
library is shuffled (CR 701.24a: randomized, same cards); a tapped creature can't pay {T}
again (602.2b, 302.6): refused, the game unchanged.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MYR_MINDSERVANT = CardDef(
    name="Myr Mindservant", mana_cost="{1}", type_line="Artifact Creature — Myr", power="1",
    toughness="1", text="{2}, {T}: Shuffle your library.")
SOLDIER_OF_FORTUNE = CardDef(
    name="Soldier of Fortune", mana_cost="{R}", type_line="Creature — Human Mercenary",
    power="1", toughness="1", text="{R}, {T}: Target player shuffles their library.")

CARDS = (MYR_MINDSERVANT, SOLDIER_OF_FORTUNE)
LIBRARY = ("Island", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears", "Shock",
           "Divination", "Hill Giant", "Craw Wurm", "Memnite", "Sol Ring")
kit = pytest.mark.plugins(extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_myr_mindservant_shuffles_its_controllers_library(table: Table) -> None:
    """CR 701.24a: the same cards, shuffled, only its controller's library."""
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Myr Mindservant")
    table.library(0, *LIBRARY)
    table.library(1, *LIBRARY)
    mine = table.names(Zone.LIBRARY, 0)
    theirs = table.names(Zone.LIBRARY, 1)
    table.activate("Myr Mindservant")
    table.resolve()
    assert table.logged(contains="shuffle")
    assert sorted(table.names(Zone.LIBRARY, 0)) == sorted(mine)
    assert table.names(Zone.LIBRARY, 1) == theirs
    # tapped: {T} can't be paid (302.6, 602.2b, 601.2h)
    table.assert_illegal(table.activate, "Myr Mindservant", rule="601.2h")


@kit
def test_soldier_of_fortune_shuffles_the_target_players_library(table: Table) -> None:
    """CR 701.24a, 115.1: the targeted opponent shuffles their library, not the controller."""
    table.lands(0, "Mountain", 1)
    table.battlefield(0, "Soldier of Fortune")
    table.library(0, *LIBRARY)
    table.library(1, *LIBRARY)
    mine = table.names(Zone.LIBRARY, 0)
    theirs = table.names(Zone.LIBRARY, 1)
    table.activate("Soldier of Fortune", targets=["opponent"])
    table.resolve()
    assert table.logged(contains="shuffle")
    assert table.names(Zone.LIBRARY, 0) == mine
    assert sorted(table.names(Zone.LIBRARY, 1)) == sorted(theirs)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
