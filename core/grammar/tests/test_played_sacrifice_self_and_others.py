"""Activation costs that sacrifice the source and other permanents together, played (CR 601.2h,
701.21a, 118.3).

- "{W}{W}{B}, {T}, Sacrifice this land and a creature you control: Create a 4/4 white Angel
  Warrior creature token with flying and vigilance. Activate only as a sorcery." (Great Hall of
  Starnheim).
- "{G}, {T}, Sacrifice this creature and another green creature: Search your library for a
  green creature card, put it onto the battlefield, then shuffle." (Magus of the Order): the
  other creature is green, never the Magus itself.
- "{T}, Sacrifice two lands and this artifact: Destroy target attacking creature." (Sandstone
  Deadfall).

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_21a_great_hall_of_starnheim_sacrifices_itself_and_a_creature(table: Table) -> None:
    """CR 601.2h, 701.21a: the Hall and the chosen creature are sacrificed; a 4/4 Angel Warrior
    with flying and vigilance is created (111.1); the creature not chosen stays."""
    table.battlefield(0, "Great Hall of Starnheim", "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Plains", 2)
    table.lands(0, "Swamp", 1)
    hall = table.find("Great Hall of Starnheim").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Great Hall of Starnheim", 0,
                   answers=[Answer("sacrifice", ("Grizzly Bears",))])
    assert asked and hall not in asked[0].options  # sacrificed as itself, not twice
    table.assert_zone("Great Hall of Starnheim", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 0)
    table.resolve()
    angel = table.find("Angel Warrior Token")
    assert angel.zone is Zone.BATTLEFIELD
    assert (table.power("Angel Warrior Token"), table.toughness("Angel Warrior Token")) == (4, 4)
    assert table.has_keyword("Angel Warrior Token", "flying")
    assert table.has_keyword("Angel Warrior Token", "vigilance")


@oracle
def test_732_great_hall_of_starnheim_without_a_creature_is_refused(table: Table) -> None:
    """CR 118.3, 732: no creature to sacrifice: refused, the Hall stays untapped, no mana
    spent, no token."""
    table.battlefield(0, "Great Hall of Starnheim")
    table.lands(0, "Plains", 2)
    table.lands(0, "Swamp", 1)
    table.assert_illegal(table.activate, "Great Hall of Starnheim", 0)
    table.assert_zone("Great Hall of Starnheim", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0
    assert "Angel Warrior Token" not in table.names(Zone.BATTLEFIELD, 0)


@oracle
def test_701_21a_magus_of_the_order_sacrifices_another_green_creature(table: Table) -> None:
    """CR 601.2h, 701.21a: only another green creature is offered (not the white Lions, not
    the Magus); both go to the graveyard and the green creature card searched for enters
    (701.23a)."""
    table.battlefield(0, "Magus of the Order", "Grizzly Bears", "Savannah Lions")
    table.lands(0, "Forest", 1)
    table.library(0, "Craw Wurm", "Island")
    magus = table.find("Magus of the Order").id
    lions = table.find("Savannah Lions").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Magus of the Order", 0, answers=[Answer("sacrifice", ("Grizzly Bears",))])
    assert asked and magus not in asked[0].options and lions not in asked[0].options
    table.assert_zone("Magus of the Order", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.answer("search", "Craw Wurm")
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 0)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 0)


@oracle
def test_732_magus_of_the_order_with_no_other_green_creature_is_refused(table: Table) -> None:
    """CR 118.3, 732: "another green creature": the Magus can't be it, the white Lions can't;
    refused, nothing changes."""
    table.battlefield(0, "Magus of the Order", "Savannah Lions")
    table.lands(0, "Forest", 1)
    table.assert_illegal(table.activate, "Magus of the Order", 0)
    table.assert_zone("Magus of the Order", Zone.BATTLEFIELD, 0)
    table.assert_zone("Savannah Lions", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0
