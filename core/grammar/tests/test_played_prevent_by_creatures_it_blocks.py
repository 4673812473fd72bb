""""Prevent all damage that would be dealt to ~ by creatures it's blocking." played (CR
615.1a, 509.1a, 506.4).

Wall of Vapor, cast, blocks Bob's Hill Giant: the Giant's 3 is prevented, the 0/1 Wall lives.
Bob's Lightning Bolt at it (no creature it's blocking) kills it. The card comes with its exact
Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

WALL_OF_VAPOR = CardDef(
    name="Wall of Vapor", mana_cost="{3}{U}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)\nPrevent all damage that would be dealt to "
         "this creature by creatures it's blocking.", power="0", toughness="1")

PRINTED = (WALL_OF_VAPOR,)
kit = pytest.mark.plugins(extra={"wall-of-vapor-kit": card_pool("wall-of-vapor-kit", PRINTED)})


def _wall_then_bobs_turn(table: Table) -> None:
    table.mana(0, "UCCC")
    table.hand(0, "Wall of Vapor")
    table.cast("Wall of Vapor")
    table.resolve()
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()


@kit
def test_wall_of_vapor_takes_no_damage_from_the_creature_it_blocks(table: Table) -> None:
    """CR 615.1a, 509.1a: the blocked Hill Giant's 3 is prevented; the Wall lives."""
    table.battlefield(1, "Hill Giant")
    _wall_then_bobs_turn(table)
    table.attack("Hill Giant")
    table.block({"Wall of Vapor": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Wall of Vapor", zone=Zone.BATTLEFIELD).damage == 0
    table.assert_logged(rule="615.1a", contains="from Hill Giant")


@kit
def test_wall_of_vapor_is_not_shielded_from_a_spell(table: Table) -> None:
    """CR 615.1a: Lightning Bolt is no creature it's blocking: the Wall dies."""
    _wall_then_bobs_turn(table)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Wall of Vapor"])
    table.resolve()
    assert table.zone_of("Wall of Vapor") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
