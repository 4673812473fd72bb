"""Crew (CR 702.122) with the first keyword plugins: haste lets a Vehicle that entered this
turn attack once it is a creature (702.10b, 302.6), an earthbent land creature crews with
its power (702.122a, 701.66a), a Vehicle put onto the battlefield by a flashed-back spell is
crewed (702.34a), an overloaded "each creature" spell meets a Vehicle only while it is
crewed (301.7, 613.1d), and a delve spell targets one only then (115.1, 702.66a)."""

from __future__ import annotations

import pytest

from manastack.api import Answer, Step, Zone
from manastack.driver import Table


def is_creature(table: Table, name: str) -> bool:
    return table.game.chars(table.find(name).id).is_creature


def crew(table: Table, vehicle: str, *crew_names: str) -> None:
    table.activate(vehicle, answers=[Answer("tap", crew_names)])
    table.resolve()


@pytest.mark.plugins("crew", "haste", "oracle")
def test_302_6_a_vehicle_cast_this_turn_with_haste_attacks_once_a_creature(table: Table
                                                                            ) -> None:
    """Fleetwheel Cruiser enters and its own trigger makes it an artifact creature until end
    of turn; haste (702.10b) lets it attack although it came under Alice's control this turn
    (302.6, 508.1a): Bob takes 5."""
    table.mana(0, "CCCC")
    table.hand(0, "Fleetwheel Cruiser")
    table.cast("Fleetwheel Cruiser")
    table.resolve()
    table.resolve()  # its enters trigger
    assert is_creature(table, "Fleetwheel Cruiser")
    table.attack("Fleetwheel Cruiser")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


@pytest.mark.plugins("crew", "haste", "oracle")
def test_702_10b_a_crewed_vehicle_with_haste_attacks_the_turn_it_entered(table: Table) -> None:
    """Ovalchase Dragster came under Alice's control this turn; crewed by a summoning-sick
    Grizzly Bears (crewing is no {T} ability of the Bears, 302.6), it attacks with haste."""
    table.battlefield(0, "Ovalchase Dragster", "Grizzly Bears", sick=True)
    crew(table, "Ovalchase Dragster", "Grizzly Bears")
    table.attack("Ovalchase Dragster")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@pytest.mark.plugins("crew", "haste")
def test_508_1a_without_haste_the_crewing_creature_stays_home_but_the_vehicle_attacks(
        table: Table) -> None:
    """Raging Goblin (haste) could attack itself; tapped to crew Smuggler's Copter (which has
    been Alice's since the turn began), it can't attack any more (tapped, 508.1a)."""
    table.battlefield(0, "Smuggler's Copter")
    table.hand(0, "Raging Goblin")
    table.mana(0, "R")
    table.cast("Raging Goblin")
    table.resolve()
    crew(table, "Smuggler's Copter", "Raging Goblin")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Raging Goblin", rule="508.1a")
    table.attack("Smuggler's Copter")


@pytest.mark.plugins("crew", "earthbend")
def test_701_66a_an_earthbent_land_crews_with_its_counters(table: Table) -> None:
    """Earthbend 4 makes a Forest a 0/0 creature with four +1/+1 counters: its power 4
    crews Skysovereign (crew 3, 702.122a), and is tapped by the cost (702.122b)."""
    table.battlefield(0, "Skysovereign, Consul Flagship", "Forest")
    table.mana(0, "GGGG")
    table.hand(0, "Earthbending Lesson")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.resolve()
    assert table.game.power(table.find("Forest").id) == 4
    crew(table, "Skysovereign, Consul Flagship", "Forest")
    assert table.find("Forest").tapped
    assert is_creature(table, "Skysovereign, Consul Flagship")


@pytest.mark.plugins("crew", "flashback")
def test_702_34a_from_father_to_son_flashed_back_puts_the_vehicle_onto_the_battlefield(
        table: Table) -> None:
    """Cast from the graveyard (flashback), From Father to Son puts the Vehicle found onto
    the battlefield instead; it is no creature (301.7a) until Memnite crews it."""
    table.library(0, "Smuggler's Copter", "Island")
    table.graveyard(0, "From Father to Son")
    table.battlefield(0, "Memnite")
    table.mana(0, "CCCCWWW")
    table.cast("From Father to Son", using="flashback")
    table.answer("search", "Smuggler's Copter")
    table.resolve()
    table.assert_zone("Smuggler's Copter", Zone.BATTLEFIELD, 0)
    table.assert_zone("From Father to Son", Zone.EXILE)
    assert not is_creature(table, "Smuggler's Copter")
    crew(table, "Smuggler's Copter", "Memnite")
    assert is_creature(table, "Smuggler's Copter")


@pytest.mark.plugins("crew", "overload")
def test_301_7a_overloaded_mizzium_mortars_hits_only_the_crewed_vehicle(table_factory
                                                                        ) -> None:
    """Overloaded, Mizzium Mortars deals 4 damage to each creature Alice doesn't control
    (702.96a): Bob's crewed Renegade Freighter (4/3) dies, his uncrewed Smuggler's Copter
    is no creature (301.7a) and is dealt nothing."""
    table = table_factory(active=0)
    table.battlefield(1, "Renegade Freighter", "Smuggler's Copter", "Gray Ogre")
    table.go_to(Step.BEGIN_COMBAT)
    table.pass_priority()
    crew(table, "Renegade Freighter", "Gray Ogre")
    table.go_to(Step.MAIN2)
    table.mana(0, "CCCRRR")
    table.hand(0, "Mizzium Mortars")
    table.cast("Mizzium Mortars", using="overload")
    table.resolve()
    table.assert_zone("Renegade Freighter", Zone.GRAVEYARD, 1)
    table.assert_zone("Gray Ogre", Zone.GRAVEYARD, 1)
    table.assert_zone("Smuggler's Copter", Zone.BATTLEFIELD, 1)
    assert table.find("Smuggler's Copter").damage == 0


@pytest.mark.plugins("crew", "delve")
def test_115_1_murderous_cut_targets_a_vehicle_only_while_it_is_crewed(table: Table) -> None:
    """"Destroy target creature": an uncrewed Vehicle is no legal target (301.7a, 115.1);
    crewed, it is, and the delve spell destroys it."""
    table.battlefield(1, "Brute Suit", "Memnite")
    table.graveyard(0, "Island", "Island", "Island", "Island")
    table.mana(0, "B")
    table.hand(0, "Murderous Cut")
    table.assert_illegal(table.cast, "Murderous Cut", targets=["Brute Suit"],
                         exile=["Island", "Island", "Island", "Island"])
    table.battlefield(1, "Grizzly Bears")
    table.game.set_turn(active=1, step=Step.MAIN1, number=2)
    table.refresh()
    crew(table, "Brute Suit", "Grizzly Bears")
    table.pass_priority()
    table.cast("Murderous Cut", targets=["Brute Suit"],
               exile=["Island", "Island", "Island", "Island"])
    table.resolve()
    table.assert_zone("Brute Suit", Zone.GRAVEYARD, 1)
