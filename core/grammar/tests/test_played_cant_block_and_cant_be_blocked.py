"""Printed "This creature can't block and can't be blocked.", played from printed cards (CR
509.1b).

Tormented Soul ({B}, 1/1): "This creature can't block and can't be blocked." Two
restrictions of one static ability: it is never declared as a blocker, and no creature can
block it. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TORMENTED_SOUL = CardDef(
    name="Tormented Soul", mana_cost="{B}", type_line="Creature — Spirit",
    text="This creature can't block and can't be blocked.", power="1", toughness="1")

PRINTED = (TORMENTED_SOUL,)

kit = pytest.mark.plugins(extra={"cant-block-kit": card_pool("cant-block-kit", PRINTED)})


@kit
def test_tormented_soul_cast_and_unblockable(table: Table) -> None:
    """CR 509.1b: Bob's Grizzly Bears can't block the attacking Soul: 1 damage to Bob."""
    table.lands(0, "Swamp", 1)
    table.hand(0, "Tormented Soul")
    table.cast("Tormented Soul")
    table.resolve()
    table.assert_zone("Tormented Soul", Zone.BATTLEFIELD)
    assert {"cant_block", "cant_be_blocked"} <= table.restrictions("Tormented Soul")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Swamp")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()
    table.attack("Tormented Soul")
    table.blocks_offered()
    table.assert_illegal(table.block, {"Grizzly Bears": "Tormented Soul"}, rule="509.1")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)


@kit
def test_tormented_soul_cant_block(table: Table) -> None:
    """CR 509.1b: the Soul can't block Bob's attacking Bears: Alice takes 2."""
    table.battlefield(0, "Tormented Soul")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Swamp")
    table.library(1, "Island")
    table.next_turn()
    table.attack("Grizzly Bears")
    table.blocks_offered()
    table.assert_illegal(table.block, {"Tormented Soul": "Grizzly Bears"}, rule="509.1")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 18)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
