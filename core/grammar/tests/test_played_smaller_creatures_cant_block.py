""""Creatures with power less than ~'s power can't block it" played (CR 509.1b).

Wandering Wolf (2/1): a 1-power Llanowar Elves can't block it (refused, the game unchanged,
CR 732); a 2-power Grizzly Bears can. The powers are compared as blockers are declared: once
the Elves' power is raised to 3 by Giant Growth it may block.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

WANDERING_WOLF = CardDef(
    name="Wandering Wolf", mana_cost="{1}{G}", type_line="Creature — Wolf",
    text="Creatures with power less than this creature's power can't block it.", power="2",
    toughness="1")

CARDS = (WANDERING_WOLF,)
kit = pytest.mark.plugins(extra={"smaller-cant-block-kit": card_pool("smaller-cant-block-kit",
                                                                     CARDS)})


def _wolf_attacks(table: Table, *blockers: str) -> None:
    table.battlefield(0, "Wandering Wolf")
    table.battlefield(1, *blockers)
    table.attack("Wandering Wolf")
    table.blocks_offered()


@kit
def test_a_smaller_creature_cant_block_the_wolf(table: Table) -> None:
    """CR 509.1b: the Elves' power 1 is less than 2: refused, the game unchanged."""
    _wolf_attacks(table, "Llanowar Elves")
    table.assert_illegal(table.block, {"Llanowar Elves": "Wandering Wolf"}, rule="509.1")


@kit
def test_an_equal_power_creature_blocks_the_wolf(table: Table) -> None:
    """CR 509.1b: 2 is not less than 2: the Bears block and kill the Wolf."""
    _wolf_attacks(table, "Grizzly Bears")
    table.block({"Grizzly Bears": "Wandering Wolf"})
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Wandering Wolf") is Zone.GRAVEYARD
    table.assert_life(1, 20)


@kit
def test_power_is_compared_as_blockers_are_declared(table: Table) -> None:
    """CR 509.1b: the Elves made 4/4 by Giant Growth before blocks may block."""
    table.battlefield(0, "Wandering Wolf")
    table.battlefield(1, "Llanowar Elves", "Forest")
    table.hand(1, "Giant Growth")
    table.attack("Wandering Wolf")
    table.pass_priority()
    table.tap_for_mana("Forest", "G")
    table.cast("Giant Growth", targets=["Llanowar Elves"])
    table.resolve()
    table.blocks_offered()
    table.block({"Llanowar Elves": "Wandering Wolf"})
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Wandering Wolf") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
