"""Printed "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from
~." played (CR 615.1a, 615.5, 120.4).

Phantom Nomad enters with two +1/+1 counters (CR 614.1c); all damage that would be dealt to
it is prevented and a +1/+1 counter is removed from it for each damage event (615.5): two
Shocks take both counters and the 0/0 Nomad dies (704.5f); combat damage from two blockers
is one event (510.2) and takes one counter.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

PHANTOM_NOMAD = CardDef(
    name="Phantom Nomad", mana_cost="{1}{W}", type_line="Creature — Spirit Nomad",
    text="This creature enters with two +1/+1 counters on it.\nIf damage would be dealt to "
         "this creature, prevent that damage. Remove a +1/+1 counter from this creature.",
    power="0", toughness="0")

CARDS = (PHANTOM_NOMAD,)
kit = pytest.mark.plugins(extra={"phantom-kit": card_pool("phantom-kit", CARDS)})


def cast_nomad(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.hand(0, "Phantom Nomad")
    table.cast("Phantom Nomad")
    table.resolve()
    table.assert_counters("Phantom Nomad", "+1/+1", 2)


@kit
def test_each_shock_is_prevented_and_takes_a_counter(table: Table) -> None:
    """CR 615.1a, 615.5: Shock's 2 damage is prevented (none marked) and one counter is
    removed; after the second Shock the Nomad is 0/0 and dies (704.5f)."""
    cast_nomad(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=["Phantom Nomad"])
    table.resolve()
    table.assert_counters("Phantom Nomad", "+1/+1", 1)
    assert table.find("Phantom Nomad").damage == 0
    assert table.toughness("Phantom Nomad") == 1
    table.cast("Shock", targets=["Phantom Nomad"])
    table.resolve()
    assert table.zone_of("Phantom Nomad") is Zone.GRAVEYARD


@kit
def test_two_blockers_deal_one_damage_event_that_takes_one_counter(table: Table) -> None:
    """CR 510.2, 120.4, 615.5: the attacking Nomad blocked by Grizzly Bears and Savannah
    Lions: their combat damage is one event, all prevented, one counter removed."""
    cast_nomad(table)
    table.battlefield(1, "Grizzly Bears", "Savannah Lions")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.attack("Phantom Nomad")
    table.block({"Grizzly Bears": "Phantom Nomad", "Savannah Lions": "Phantom Nomad"})
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Phantom Nomad") is Zone.BATTLEFIELD
    table.assert_counters("Phantom Nomad", "+1/+1", 1)
    assert table.find("Phantom Nomad").damage == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
