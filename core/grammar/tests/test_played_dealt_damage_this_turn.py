"""A target "that was dealt damage this turn", played from a printed card (CR 120.3, 115.1,
601.2c).

Fatal Blow: "Destroy target creature that was dealt damage this turn. It can't be
regenerated." Only a creature some source dealt damage to this turn can be chosen (CR
601.2c); prevented damage was never dealt (615.1a); a new turn starts again from none.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FATAL_BLOW = CardDef(
    name="Fatal Blow", mana_cost="{B}", type_line="Instant",
    text="Destroy target creature that was dealt damage this turn. It can't be regenerated.")

PRINTED = (FATAL_BLOW,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_a_creature_dealt_damage_this_turn_is_destroyed(table: Table) -> None:
    """Shock deals 2 to the 2/4 Giant Spider, which survives; Fatal Blow then destroys it."""
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Mountain", 1)
    table.lands(0, "Swamp", 1)
    table.hand(0, "Shock", "Fatal Blow")
    table.cast("Shock", targets=["Giant Spider"])
    table.resolve()
    table.assert_zone("Giant Spider", Zone.BATTLEFIELD, 1)
    table.cast("Fatal Blow", targets=["Giant Spider"])
    table.resolve()
    table.assert_zone("Giant Spider", Zone.GRAVEYARD, 1)


@kit
def test_an_undamaged_creature_cant_be_targeted(table: Table) -> None:
    """CR 601.2c: a creature dealt no damage this turn is no legal target; nothing changes."""
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Fatal Blow")
    table.assert_illegal(table.cast, "Fatal Blow", targets=["Giant Spider"])
    table.assert_zone("Fatal Blow", Zone.HAND, 0)


@kit
def test_damage_of_an_earlier_turn_does_not_count(table: Table) -> None:
    """The damage record is of this turn only: next turn the Spider is no legal target."""
    table.battlefield(1, "Giant Spider")
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Giant Spider"])
    table.resolve()
    table.next_turn()
    table.next_turn()
    table.lands(0, "Swamp", 1)
    table.hand(0, "Fatal Blow")
    table.assert_illegal(table.cast, "Fatal Blow", targets=["Giant Spider"])


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
