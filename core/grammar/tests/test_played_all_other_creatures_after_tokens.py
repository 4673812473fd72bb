"""Printed "Create X ... creature tokens. If X is 5 or more, destroy all other creatures."
(Martial Coup, White Sun's Twilight), played (CR 608.2c, 107.3).

A spell is on the stack, never among the creatures: "all other creatures" are the creatures
other than the tokens it just created, which stay on the battlefield.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_martial_coup_for_five_keeps_its_soldiers(table: Table) -> None:
    """CR 608.2c: X is 5: five Soldier tokens are created, then Craw Wurm and Alice's own
    Grizzly Bears are destroyed; the five Soldiers stay."""
    table.battlefield(1, "Craw Wurm")
    table.battlefield(0, "Grizzly Bears")
    table.mana(0, "WWWWWWW")
    table.hand(0, "Martial Coup")
    table.cast("Martial Coup", x=5)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 5
    assert table.zone_of("Craw Wurm") is Zone.GRAVEYARD
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@needs_corpus
@oracle
def test_martial_coup_for_four_destroys_nothing(table: Table) -> None:
    """CR 107.3: X is 4, less than 5: four Soldiers, and Craw Wurm stays."""
    table.battlefield(1, "Craw Wurm")
    table.mana(0, "WWWWWW")
    table.hand(0, "Martial Coup")
    table.cast("Martial Coup", x=4)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 4
    assert table.zone_of("Craw Wurm") is Zone.BATTLEFIELD


@needs_corpus
@pytest.mark.plugins("oracle", "toxic")
def test_white_suns_twilight_keeps_its_mites(table: Table) -> None:
    """CR 608.2c: X is 5: Alice gains 5 life, five Phyrexian Mite tokens are created and
    every other creature is destroyed; the Mites stay."""
    table.battlefield(1, "Craw Wurm")
    table.mana(0, "WWWWWWW")
    table.hand(0, "White Sun's Twilight")
    table.cast("White Sun's Twilight", x=5)
    table.resolve()
    assert table.life(0) == 25
    assert table.names(Zone.BATTLEFIELD, 0).count("Phyrexian Mite Token") == 5
    assert table.zone_of("Craw Wurm") is Zone.GRAVEYARD
