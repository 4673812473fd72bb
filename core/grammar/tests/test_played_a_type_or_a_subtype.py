"""A kind of object and a subtype joined by "or", "and/or" or "and" played: either one (CR
205.2a, 205.3, 205.3m).

"artifact creature and/or Vehicle" is an artifact creature, or a Vehicle (an artifact that is
not a creature until crewed, 301.7): never only a Vehicle. Iron Spider, Stark Upgrade ("{T}:
Put a +1/+1 counter on each artifact creature and/or Vehicle you control.") puts one on
itself, on Ornithopter and on the uncrewed Smuggler's Copter, none on Grizzly Bears, Luxa
River Shrine or Bob's Memnite. Canoptek Spyder ("Whenever another nontoken artifact creature
or Vehicle you control enters, draw a card.") draws for Ornithopter and for Smuggler's
Copter, not for Grizzly Bears. Born to Drive ("it gets +1/+1 for each creature and/or
Vehicle you control") counts two creatures and an uncrewed Vehicle. Focus Fire ("X is 2 plus
the number of creatures and/or Spacecraft you control") counts the creatures. Tend the
Sprigs ("if you control seven or more lands and/or Treefolk") counts the lands.

A card type and a subtype joined by a plain "and" list two kinds all the same (CR 205.3):
Spectacular Pileup ("All creatures and Vehicles lose indestructible until end of turn, then
destroy all creatures and Vehicles.") destroys Grizzly Bears, the indestructible Darksteel Myr
and the uncrewed Smuggler's Copter, not Sol Ring nor a Forest; Beyond the Quiet ("Exile all
creatures and Spacecraft.") exiles the creatures and a Spacecraft, not Sol Ring; Kickoff
Celebrations ("Creatures and Vehicles you control gain haste until end of turn.") gives
haste to an uncrewed Vehicle too.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "crew")


@needs_corpus
@oracle
def test_iron_spider_counts_artifact_creatures_and_vehicles(table: Table) -> None:
    """CR 205.3: each artifact creature you control, and each Vehicle, gets a counter."""
    table.battlefield(0, "Iron Spider, Stark Upgrade", "Ornithopter", "Smuggler's Copter",
                      "Grizzly Bears", "Luxa River Shrine")
    table.battlefield(1, "Memnite")
    table.activate("Iron Spider, Stark Upgrade", 0)
    table.resolve()
    for name in ("Iron Spider, Stark Upgrade", "Ornithopter", "Smuggler's Copter"):
        table.assert_counters(name, "+1/+1", 1)
    for name in ("Grizzly Bears", "Luxa River Shrine", "Memnite"):
        table.assert_counters(name, "+1/+1", 0)


@needs_corpus
@oracle
def test_canoptek_spyder_draws_for_an_artifact_creature_or_a_vehicle(table: Table) -> None:
    """CR 603.2, 205.3: Ornithopter and Smuggler's Copter entering each draw a card; Grizzly
    Bears, no artifact, draws none."""
    table.battlefield(0, "Canoptek Spyder")
    table.lands(0, "Forest", 6)
    table.library(0, "Island", "Island", "Island")
    table.hand(0, "Ornithopter", "Smuggler's Copter", "Grizzly Bears")
    for name in ("Ornithopter", "Smuggler's Copter", "Grizzly Bears"):
        table.cast(name)
        table.resolve_all()
    assert table.names("hand", 0) == ["Island", "Island"]


@needs_corpus
@oracle
def test_born_to_drive_counts_creatures_and_vehicles(table: Table) -> None:
    """CR 613.4c: Grizzly Bears and Hill Giant (two creatures) and an uncrewed Smuggler's
    Copter (a Vehicle): the Bears get +3/+3."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant", "Smuggler's Copter")
    table.lands(0, "Plains", 3)
    table.hand(0, "Born to Drive")
    table.cast("Born to Drive", targets=["Grizzly Bears"])
    table.resolve()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 5)


@needs_corpus
@oracle
def test_focus_fire_counts_the_creatures(table: Table) -> None:
    """CR 107.3: X is 2 plus Alice's two creatures: 4 damage kills Bob's attacking Hill Giant
    (3/3), which 2 damage would not."""
    table.battlefield(0, "Grizzly Bears", "Ornithopter")
    table.lands(0, "Plains", 1)
    table.hand(0, "Focus Fire")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1)
    table.attack("Hill Giant")
    table.pass_priority()
    table.cast("Focus Fire", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", "graveyard")


@needs_corpus
@oracle
def test_tend_the_sprigs_counts_lands_and_treefolk(table: Table) -> None:
    """CR 608.2c: with the Forest searched for, Alice controls seven lands and no Treefolk:
    "seven or more lands and/or Treefolk" holds and the 3/4 Treefolk token is created."""
    table.lands(0, "Forest", 6)
    table.library(0, "Forest")
    table.hand(0, "Tend the Sprigs")
    table.cast("Tend the Sprigs")
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (forest,))])
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 8  # seven Forests and the token
    table.assert_zone("Treefolk Token", "battlefield", 0)


@needs_corpus
@pytest.mark.plugins("oracle", "crew", "cycling")
def test_spectacular_pileup_destroys_creatures_and_vehicles(table: Table) -> None:
    """CR 205.3, 701.8a, 702.12b: "creatures and Vehicles" are both kinds: Grizzly Bears,
    Darksteel Myr (its indestructible lost first) and the uncrewed Smuggler's Copter (a
    noncreature Vehicle, 301.7) are destroyed; Sol Ring and the Forest stay."""
    table.battlefield(1, "Grizzly Bears", "Darksteel Myr", "Smuggler's Copter", "Sol Ring",
                      "Forest")
    table.lands(0, "Plains", 5)
    table.hand(0, "Spectacular Pileup")
    table.cast("Spectacular Pileup")
    table.resolve()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == [
        "Darksteel Myr", "Grizzly Bears", "Smuggler's Copter"]
    assert sorted(table.names(Zone.BATTLEFIELD, 1)) == ["Forest", "Sol Ring"]


@needs_corpus
@oracle
def test_beyond_the_quiet_exiles_creatures_and_spacecraft(table: Table) -> None:
    """CR 205.3, 406.2: "creatures and Spacecraft": Grizzly Bears, Bob's Ornithopter and a
    noncreature Spacecraft are exiled; Sol Ring (an artifact, no Spacecraft) stays."""
    craft = table.card("Test Skiff", "Artifact — Spacecraft", "", "{2}")
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Ornithopter", "Sol Ring")
    table.battlefield(1, craft)
    table.lands(0, "Plains", 5)
    table.hand(0, "Beyond the Quiet")
    table.cast("Beyond the Quiet")
    table.resolve()
    assert sorted(table.names(Zone.EXILE)) == ["Grizzly Bears", "Ornithopter", "Test Skiff"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Sol Ring"]


@needs_corpus
@pytest.mark.plugins("oracle", "crew", "speed", "haste")
def test_kickoff_celebrations_gives_haste_to_creatures_and_vehicles(table: Table) -> None:
    """CR 205.3, 702.178a, 702.10: at max speed, "Creatures and Vehicles you control gain haste
    until end of turn": the Grizzly Bears and the uncrewed Smuggler's Copter (a Vehicle, not a
    creature, 301.7) both gain it; Bob's Hill Giant doesn't."""
    speed = pytest.importorskip("manastack_speed.speed")
    table.battlefield(0, "Kickoff Celebrations")
    table.battlefield(0, "Grizzly Bears", "Smuggler's Copter", sick=True)
    table.battlefield(1, "Hill Giant")
    speed.set_speed(table.game, 0, 4, rule="702.179d")
    table.refresh()
    table.activate("Kickoff Celebrations", 0)
    table.resolve()
    assert table.has_keyword("Grizzly Bears", "haste")
    assert table.has_keyword("Smuggler's Copter", "haste")
    assert not table.has_keyword("Hill Giant", "haste")
