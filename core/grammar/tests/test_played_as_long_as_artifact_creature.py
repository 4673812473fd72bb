"""Printed "As long as it's your turn and you control an Army, Grond is an artifact
creature.", played (CR 611.3a, 613.1d, 102.1, 109.4).

Grond, the Gatebreaker: cast, with no Army it is no creature; Lazotep Reaver's amass makes
Alice a Zombie Army token and Grond is a 5/5 artifact creature Vehicle on her turn; on Bob's
turn it is no creature.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

GROND = CardDef(
    name="Grond, the Gatebreaker", mana_cost="{3}{B}",
    type_line="Legendary Artifact — Vehicle",
    text="Trample\nAs long as it's your turn and you control an Army, Grond is an artifact "
         "creature.\nCrew 3 (Tap any number of creatures you control with total power 3 or "
         "more: This Vehicle becomes an artifact creature until end of turn.)",
    power="5", toughness="5")
LAZOTEP_REAVER = CardDef(
    name="Lazotep Reaver", mana_cost="{1}{B}", type_line="Creature — Zombie Beast",
    text="When this creature enters, amass Zombies 1. (Put a +1/+1 counter on an Army you "
         "control. It's also a Zombie. If you don't control an Army, create a 0/0 black "
         "Zombie Army creature token first.)", power="1", toughness="2")

CARDS = (GROND, LAZOTEP_REAVER)
kit = pytest.mark.plugins("crew", extra={"grond-kit": card_pool("grond-kit", CARDS)})


def _is_creature(table: Table) -> bool:
    return table.game.chars(table.find("Grond, the Gatebreaker").id).type_line.has_type(
        "Creature")


@kit
def test_grond_is_a_creature_on_your_turn_with_an_army(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 613.1d: no Army: no creature; an Army token of Alice's on her turn: an artifact
    creature Vehicle 5/5 (208.3); Bob's turn: no creature (102.1)."""
    cast_and_resolve(table, "Grond, the Gatebreaker", {"Swamp": 4})
    assert not _is_creature(table)
    cast_and_resolve(table, "Lazotep Reaver", {"Swamp": 2})
    table.resolve_all()
    assert any("Army" in table.game.chars(o.id).type_line.subtypes
               for o in table.game.battlefield(0))
    assert _is_creature(table)
    line = table.game.chars(table.find("Grond, the Gatebreaker").id).type_line
    assert line.has_type("Artifact") and "Vehicle" in line.subtypes
    assert table.power("Grond, the Gatebreaker") == 5
    next_turn(table, 1)
    assert table.game.state.turn.active == 1
    assert not _is_creature(table)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
