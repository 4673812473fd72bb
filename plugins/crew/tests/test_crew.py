"""Crew (CR 702.122): "Crew N" means "Tap any number of other untapped creatures you control
with total power N or greater: This permanent becomes an artifact creature until end of
turn." Runs alone with ``pytest plugins/crew`` (kernel + crew only). Grizzly Bears, Memnite,
Savannah Lions, Gray Ogre and the basic lands come from the kernel's pool."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table, assert_printed

from manastack.api import Answer, Step, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("crew")

#: Each card of the pool and its crew number.
CARDS = {"Smuggler's Copter": 1, "Renegade Freighter": 2, "Skysovereign, Consul Flagship": 3,
         "Ballista Charger": 3, "Brute Suit": 1}


def is_creature(table: Table, name: str) -> bool:
    return table.game.chars(table.find(name).id).is_creature


def tapping(*names: str) -> list[Answer]:
    """The answer to crew's cost: the creatures tapped (702.122b)."""
    return [Answer("tap", names)]


def crew(table: Table, vehicle: str, *crew_names: str) -> None:
    table.activate(vehicle, answers=tapping(*crew_names))
    table.resolve()


def test_the_pool_is_printed_and_understood(rules: Any) -> None:
    source = TomlCardSource.from_package("crew", "manastack_crew", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)
    for name, n in CARDS.items():
        card = rules.card(name)
        assert card.playable, (name, card.unrecognized, card.missing_keywords)
        (ability,) = [a for a in card.abilities if getattr(a, "keyword", "") == "crew"]
        assert ability.power == n
    assert_printed(source.get(n) for n in CARDS)


def test_without_the_plugin_a_vehicle_names_it() -> None:
    from manastack.api import Rules

    source = TomlCardSource.from_package("crew", "manastack_crew", "cards.toml")
    definition = source.get("Smuggler's Copter")
    assert definition is not None
    card = Rules.load(enable=[], env={}).compile(definition)
    assert not card.playable
    assert card.missing_keywords == (("crew", "crew"),)


def test_301_7a_an_uncrewed_vehicle_is_no_creature_and_cant_attack(table: Table) -> None:
    """301.7a, 208.3: the Vehicle's printed power and toughness mean nothing while it is not
    a creature; 508.1a: only creatures attack."""
    table.battlefield(0, "Renegade Freighter", "Grizzly Bears")
    assert not is_creature(table, "Renegade Freighter")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Renegade Freighter", rule="508.1a")


def test_702_122a_crewed_it_becomes_an_artifact_creature_with_its_printed_pt(table: Table
                                                                             ) -> None:
    """Grizzly Bears (power 2) crews Renegade Freighter (crew 2): the Bears are tapped
    (702.122b), the Freighter is an artifact creature, still a Vehicle, 4/3 (301.7b); it
    attacks and its trigger makes it 5/4 with trample."""
    table.battlefield(0, "Renegade Freighter", "Grizzly Bears")
    crew(table, "Renegade Freighter", "Grizzly Bears")
    table.assert_logged(rule="702.122a")
    assert table.find("Grizzly Bears").tapped
    freighter = table.find("Renegade Freighter")
    chars = table.game.chars(freighter.id)
    assert chars.is_creature and "Artifact" in chars.type_line.card_types
    assert "Vehicle" in chars.type_line.subtypes
    assert (table.game.power(freighter.id), table.game.toughness(freighter.id)) == (4, 3)
    table.attack("Renegade Freighter")
    table.resolve()
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


def test_702_122a_the_total_power_must_reach_n(table: Table) -> None:
    """Memnite (power 1) alone can't crew 2; Memnite and Savannah Lions (1 + 2) can."""
    table.battlefield(0, "Renegade Freighter", "Memnite", "Savannah Lions")
    table.assert_illegal(table.activate, "Renegade Freighter", answers=tapping("Memnite"),
                         rule="702.122a")
    assert not table.find("Memnite").tapped
    crew(table, "Renegade Freighter", "Memnite", "Savannah Lions")
    assert is_creature(table, "Renegade Freighter")
    assert table.find("Memnite").tapped and table.find("Savannah Lions").tapped


def test_702_122a_not_enough_power_on_the_battlefield_no_crew(table: Table) -> None:
    """With only Memnite (power 1), Skysovereign's crew 3 can't be activated (602.2b,
    118.3): its cost can't be paid."""
    table.battlefield(0, "Skysovereign, Consul Flagship", "Memnite")
    table.assert_illegal(table.activate, "Skysovereign, Consul Flagship")
    assert not table.find("Memnite").tapped


def test_302_6_a_summoning_sick_creature_can_crew(table: Table) -> None:
    """Crewing taps the creature as a cost of the Vehicle's ability, not its own {T}
    ability: 302.6 doesn't stop a creature that came under Alice's control this turn."""
    table.battlefield(0, "Smuggler's Copter")
    table.battlefield(0, "Grizzly Bears", sick=True)
    crew(table, "Smuggler's Copter", "Grizzly Bears")
    assert is_creature(table, "Smuggler's Copter")


def test_302_6_a_vehicle_that_entered_this_turn_cant_attack_once_crewed(table: Table) -> None:
    table.battlefield(0, "Brute Suit", sick=True)
    table.battlefield(0, "Grizzly Bears")
    crew(table, "Brute Suit", "Grizzly Bears")
    assert is_creature(table, "Brute Suit")
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Brute Suit", rule="508.1a")


def test_702_122a_only_other_untapped_creatures_crew(table: Table) -> None:
    """A crewed Renegade Freighter (a 4/3 creature now) can't tap itself for its own crew
    (702.122a "other"); a tapped creature can't crew (untapped)."""
    table.battlefield(0, "Renegade Freighter", "Grizzly Bears")
    table.battlefield(0, "Gray Ogre", tapped=True)
    crew(table, "Renegade Freighter", "Grizzly Bears")
    table.assert_illegal(table.activate, "Renegade Freighter")


def test_514_2_the_vehicle_stops_being_a_creature_at_cleanup(table: Table) -> None:
    """The effect lasts until end of turn: it ends in the cleanup step (514.2)."""
    table.library(1, "Island")
    table.battlefield(0, "Smuggler's Copter", "Memnite")
    crew(table, "Smuggler's Copter", "Memnite")
    assert is_creature(table, "Smuggler's Copter")
    table.next_turn()
    assert not is_creature(table, "Smuggler's Copter")
    assert table.find("Smuggler's Copter").zone is Zone.BATTLEFIELD


def test_602_2_crewed_on_the_opponents_turn_it_blocks(table_factory: Any) -> None:
    """Crew is an activated ability without a timing restriction (602.2): Bob crews
    Brute Suit during Alice's beginning of combat and blocks her Grizzly Bears with it."""
    table = table_factory(active=0)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Brute Suit", "Memnite")
    table.go_to(Step.BEGIN_COMBAT)
    table.pass_priority()
    crew(table, "Brute Suit", "Memnite")
    table.attack("Grizzly Bears")
    table.block({"Brute Suit": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)


def test_702_122d_the_attack_trigger_of_a_crewed_vehicle(table: Table) -> None:
    """Smuggler's Copter crewed attacks: "Whenever this Vehicle attacks" triggers (603.2)."""
    table.library(0, "Island", "Forest")
    table.hand(0, "Plains")
    table.battlefield(0, "Smuggler's Copter", "Memnite")
    crew(table, "Smuggler's Copter", "Memnite")
    table.attack("Smuggler's Copter")
    assert table.game.ids_in(Zone.STACK)
