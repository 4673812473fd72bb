"""Activation costs that sacrifice one permanent for each of several filters, played (CR
601.2h, 701.21a, 118.3), and a search for a card by name (701.23a, 201.2).

- "{2}{R}, {T}, Sacrifice a black creature, a red creature, and a green creature: Search your
  library for a card named Hellkite Overlord, put it onto the battlefield, then shuffle."
  (Dragon's Herald): three different creatures, one of each colour; the Herald, red, may be
  the red creature (not "another"). A creature of two of the colours pays for one of them
  only, so it is offered only where a creature is left for the other colours (Sphinx's Herald
  with Tithe Drinker).
- "{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact creature. It can't be
  regenerated." (Viscerid Drone): two different permanents.

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "haste", "extort")
pytestmark = needs_corpus


@oracle
def test_701_21a_dragons_herald_sacrifices_three_colours_for_the_overlord(table: Table) -> None:
    """CR 601.2h, 701.21a: a black, a red and a green creature sacrificed; Hellkite Overlord
    put onto the battlefield from the library (701.23a), the other card left there."""
    table.battlefield(0, "Dragon's Herald", "Walking Corpse", "Gray Ogre", "Grizzly Bears")
    table.library(0, "Island", "Hellkite Overlord")
    overlord = table.find("Hellkite Overlord").id
    table.lands(0, "Mountain", 3)
    table.activate("Dragon's Herald", 0,
                   answers=[Answer("sacrifice", ("Walking Corpse",)),
                            Answer("sacrifice", ("Gray Ogre",)),
                            Answer("sacrifice", ("Grizzly Bears",))])
    for name in ("Walking Corpse", "Gray Ogre", "Grizzly Bears"):
        table.assert_zone(name, Zone.GRAVEYARD, 0)
    table.assert_tapped("Dragon's Herald")
    asked = table.watch_decisions("search")
    table.resolve(answers=[Answer("search", (overlord,))])
    assert asked and set(asked[0].options) == {overlord}  # CR 201.2: only the card so named
    table.assert_zone("Hellkite Overlord", Zone.BATTLEFIELD, 0)
    table.assert_zone("Island", Zone.LIBRARY, 0)


@oracle
def test_601_2h_a_two_colour_creature_pays_for_one_colour_only(table: Table) -> None:
    """CR 601.2h: Sphinx's Herald (white, blue, black) with Tithe Drinker (white and black) and
    Savannah Lions: the Drinker is not offered as the white creature (no black one would be
    left), the Lions are; the Herald is the blue one."""
    table.battlefield(0, "Sphinx's Herald", "Tithe Drinker", "Savannah Lions")
    table.put("Sphinx Sovereign", Zone.LIBRARY, 0, inert=True)  # its own text not read
    table.lands(0, "Island", 3)
    lions = table.find("Savannah Lions").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Sphinx's Herald", 0,
                   answers=[Answer("sacrifice", ("Savannah Lions",)),
                            Answer("sacrifice", ("Sphinx's Herald",)),
                            Answer("sacrifice", ("Tithe Drinker",))])
    assert asked[0].options == (lions,)
    for name in ("Sphinx's Herald", "Tithe Drinker", "Savannah Lions"):
        table.assert_zone(name, Zone.GRAVEYARD, 0)


@oracle
def test_701_21a_the_herald_is_the_red_creature(table: Table) -> None:
    """CR 601.2h, 602.2b: the Herald, red, is tapped and sacrificed as the red creature (the
    cost says "a red creature", not "another")."""
    table.battlefield(0, "Dragon's Herald", "Walking Corpse", "Grizzly Bears")
    overlord = table.library(0, "Hellkite Overlord")[0].id
    table.lands(0, "Mountain", 3)
    herald = table.find("Dragon's Herald").id
    asked = table.watch_decisions("sacrifice")
    table.activate("Dragon's Herald", 0,
                   answers=[Answer("sacrifice", ("Walking Corpse",)),
                            Answer("sacrifice", ("Dragon's Herald",)),
                            Answer("sacrifice", ("Grizzly Bears",))])
    assert asked[1].options == (herald,)
    table.assert_zone("Dragon's Herald", Zone.GRAVEYARD, 0)
    table.resolve(answers=[Answer("search", (overlord,))])
    table.assert_zone("Hellkite Overlord", Zone.BATTLEFIELD, 0)


@oracle
def test_732_dragons_herald_without_a_green_creature_is_refused(table: Table) -> None:
    """CR 118.3, 732: no green creature: refused, nothing sacrificed or tapped."""
    table.battlefield(0, "Dragon's Herald", "Walking Corpse", "Gray Ogre")
    table.library(0, "Hellkite Overlord")
    table.lands(0, "Mountain", 3)
    table.assert_illegal(table.activate, "Dragon's Herald", 0)
    for name in ("Dragon's Herald", "Walking Corpse", "Gray Ogre"):
        table.assert_zone(name, Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0
    table.assert_zone("Hellkite Overlord", Zone.LIBRARY, 0)


@oracle
def test_732_one_two_colour_creature_cant_pay_for_two(table: Table) -> None:
    """CR 601.2h, 732: Tithe Drinker is white and black, but one creature pays for one colour:
    with the Herald as the blue one, nothing is left for the other: refused, nothing changes."""
    table.battlefield(0, "Sphinx's Herald", "Tithe Drinker")
    table.put("Sphinx Sovereign", Zone.LIBRARY, 0, inert=True)  # its own text not read
    table.lands(0, "Island", 3)
    table.assert_illegal(table.activate, "Sphinx's Herald", 0)
    table.assert_zone("Tithe Drinker", Zone.BATTLEFIELD, 0)
    table.assert_zone("Sphinx's Herald", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0) == 0


@oracle
def test_701_21a_viscerid_drone_sacrifices_a_creature_and_a_swamp(table: Table) -> None:
    """CR 601.2h, 701.21a: "{T}, Sacrifice a creature and a Swamp": the Bears and the Swamp
    sacrificed; the target creature is destroyed (701.8a)."""
    table.battlefield(0, "Viscerid Drone", "Grizzly Bears", "Swamp")
    table.battlefield(1, "Hill Giant")
    table.activate("Viscerid Drone", 0, targets=["Hill Giant"],
                   answers=[Answer("sacrifice", ("Grizzly Bears",)),
                            Answer("sacrifice", ("Swamp",))])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Swamp", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


@oracle
def test_732_viscerid_drone_without_a_swamp_is_refused(table: Table) -> None:
    """CR 118.3, 732: an Island is no Swamp: refused, nothing sacrificed or tapped."""
    table.battlefield(0, "Viscerid Drone", "Grizzly Bears", "Island")
    table.battlefield(1, "Hill Giant")
    table.assert_illegal(table.activate, "Viscerid Drone", 0, targets=["Hill Giant"])
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.tapped_count(0) == 0
