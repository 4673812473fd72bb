""""Another target ... card from your graveyard" of a card that has moved there, played
(CR 400.7, 115.1, 603.3d, 603.12).

Elderfang Ritualist: "When this creature dies, return another target Elf card from your
graveyard to your hand." Myr Retriever: "When this creature dies, return another target
artifact card from your graveyard to your hand." Eden, Seat of the Sanctum: "{5}, {T}: Mill two
cards. Then you may sacrifice this land. When you do, return another target permanent card
from your graveyard to your hand." When the target is chosen the card is already in the
graveyard, a new object (400.7); "another" still means every card but this one
(docs/decisions.rst): with no other such card the ability has no legal target and is removed
(603.3d), the card staying in the graveyard; with one, that one is returned. The printed
cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def _bolt(table: Table, name: str) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[name])
    table.resolve_all()


@oracle
def test_elderfang_ritualist_cant_return_itself(table: Table) -> None:
    """CR 400.7, 603.3d: the only Elf card in the graveyard is the Ritualist itself: no legal
    target, it stays there and the hand stays empty."""
    table.battlefield(0, "Elderfang Ritualist")
    _bolt(table, "Elderfang Ritualist")
    table.assert_zone("Elderfang Ritualist", Zone.GRAVEYARD, 0)
    assert not table.game.objects_in(Zone.HAND)


@oracle
def test_elderfang_ritualist_returns_another_elf(table: Table) -> None:
    """CR 115.1: Llanowar Elves in the graveyard is the other Elf card: it is returned."""
    table.battlefield(0, "Elderfang Ritualist")
    table.graveyard(0, "Llanowar Elves")
    _bolt(table, "Elderfang Ritualist")
    table.assert_zone("Llanowar Elves", Zone.HAND, 0)
    table.assert_zone("Elderfang Ritualist", Zone.GRAVEYARD, 0)


@oracle
def test_myr_retriever_cant_return_itself(table: Table) -> None:
    """CR 400.7, 603.3d: Myr Retriever is the only artifact card in the graveyard: nothing
    is returned."""
    table.battlefield(0, "Myr Retriever")
    _bolt(table, "Myr Retriever")
    table.assert_zone("Myr Retriever", Zone.GRAVEYARD, 0)


@oracle
def test_eden_sacrificed_cant_return_itself(table: Table) -> None:
    """CR 603.12, 603.3d: Eden sacrificed, its reflexive trigger finds no other permanent card
    in the graveyard: Eden stays there."""
    table.battlefield(0, "Eden, Seat of the Sanctum")
    table.lands(0, "Swamp", 5)
    table.activate("Eden, Seat of the Sanctum", 0)
    table.resolve_all()
    table.assert_zone("Eden, Seat of the Sanctum", Zone.GRAVEYARD, 0)
    assert not table.game.objects_in(Zone.HAND)


@oracle
def test_eden_sacrificed_returns_another_permanent_card(table: Table) -> None:
    """CR 603.12: with Craw Wurm in the graveyard, the reflexive trigger returns it."""
    table.battlefield(0, "Eden, Seat of the Sanctum")
    table.lands(0, "Swamp", 5)
    table.graveyard(0, "Craw Wurm")
    table.activate("Eden, Seat of the Sanctum", 0)
    table.resolve_all()
    table.assert_zone("Craw Wurm", Zone.HAND, 0)
    table.assert_zone("Eden, Seat of the Sanctum", Zone.GRAVEYARD, 0)
