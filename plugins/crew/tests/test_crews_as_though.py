"""Hotshot Mechanic's "This creature crews Vehicles as though its power were 2 greater."
(CR 609.4, 702.122a): tapped for a crew cost its power counts 2 more, and only there."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, card_pool

from manastack.api import Answer, CardDef

HOTSHOT_MECHANIC = CardDef(
    name="Hotshot Mechanic", mana_cost="{W}", type_line="Artifact Creature — Fox Pilot",
    power="2", toughness="1",
    text="This creature crews Vehicles as though its power were 2 greater.")
PRINTED = (HOTSHOT_MECHANIC,)
pytestmark = pytest.mark.plugins("crew",
                                 extra={"mechanic-kit": card_pool("mechanic-kit", PRINTED)})


def is_creature(table: Table, name: str) -> bool:
    return table.game.chars(table.find(name).id).is_creature


def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)


def test_609_4_the_mechanic_alone_crews_3(table: Table) -> None:
    """Hotshot Mechanic (power 2, counting 4 to crew), cast this turn, alone crews
    Skysovereign, Consul Flagship (crew 3: tapping for a crew cost isn't its own {T} ability,
    so summoning sickness doesn't matter, 302.6); its power stays 2."""
    table.battlefield(0, "Skysovereign, Consul Flagship")
    table.mana(0, "W")
    table.hand(0, "Hotshot Mechanic")
    table.cast("Hotshot Mechanic")
    table.resolve()
    table.activate("Skysovereign, Consul Flagship", answers=[Answer("tap", ("Hotshot Mechanic",))])
    table.resolve()
    assert is_creature(table, "Skysovereign, Consul Flagship")
    assert table.power("Hotshot Mechanic") == 2


def test_609_4_a_creature_of_the_same_power_falls_short(table: Table) -> None:
    """Grizzly Bears (power 2, no such ability) can't crew 3 alone (118.3, 601.2h)."""
    table.battlefield(0, "Skysovereign, Consul Flagship", "Grizzly Bears")
    table.assert_illegal(table.activate, "Skysovereign, Consul Flagship",
                         answers=[Answer("tap", ("Grizzly Bears",))])
    assert not is_creature(table, "Skysovereign, Consul Flagship")
