"""Printed "When this Aura leaves the battlefield, destroy enchanted creature" played (CR
608.2h, 603.10a): the Aura gone, "enchanted creature" is the creature it was attached to as
it last existed on the battlefield.

Parallax Dementia destroyed by Disenchant: Bob's Grizzly Bears it enchanted is destroyed
by its leaves-the-battlefield trigger; a creature it didn't enchant is not.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

pytestmark = [needs_corpus, pytest.mark.plugins("oracle", "fading")]


def _dementia_then_disenchant(table: Table) -> None:
    table.lands(0, "Swamp", 2)
    table.lands(0, "Plains", 2)
    table.hand(0, "Parallax Dementia", "Disenchant")
    table.cast("Parallax Dementia", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 5  # enchanted creature gets +3/+2
    table.cast("Disenchant", targets=["Parallax Dementia"])
    table.resolve_all()


def test_the_creature_it_enchanted_is_destroyed(table: Table) -> None:
    """CR 608.2h: the creature the Aura was attached to when it left."""
    table.battlefield(1, "Grizzly Bears")
    _dementia_then_disenchant(table)
    table.assert_zone("Parallax Dementia", "graveyard")
    table.assert_zone("Grizzly Bears", "graveyard")


def test_another_creature_stays(table: Table) -> None:
    """Only the one creature it enchanted: Bob's Craw Wurm stays."""
    table.battlefield(1, "Grizzly Bears", "Craw Wurm")
    _dementia_then_disenchant(table)
    table.assert_zone("Grizzly Bears", "graveyard")
    table.assert_zone("Craw Wurm", "battlefield")
