"""Printed "This creature can block only creatures with flying." played (CR 509.1b).

Cloud Sprite's restriction (rule "grammar:can block only") is a static ability of the
creature itself: of Bob's attacking Grizzly Bears and Wind Drake it may block only the
Drake; an illegal block is refused naming the rule, the game unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef

CLOUD_SPRITE = CardDef(
    name="Cloud Sprite", mana_cost="{U}", type_line="Creature — Faerie",
    text="Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
         "This creature can block only creatures with flying.", power="1", toughness="1")
WIND_DRAKE = CardDef(name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
                     text="Flying", power="2", toughness="2")

CARDS = (CLOUD_SPRITE, WIND_DRAKE)
kit = pytest.mark.plugins(extra={"blocks-kit": card_pool("blocks-kit", CARDS)})


def _attacked(table: Table) -> None:
    table.lands(0, "Island", 1)
    table.hand(0, "Cloud Sprite")
    table.cast("Cloud Sprite")
    table.resolve()
    table.battlefield(1, "Grizzly Bears", "Wind Drake")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.attack("Grizzly Bears", "Wind Drake")


@kit
def test_it_may_block_only_a_creature_with_flying(table: Table) -> None:
    """CR 509.1b: the blockers decision offers Cloud Sprite the Drake, not the Bears."""
    _attacked(table)
    assert table.blocks_offered() == {("Cloud Sprite", "Wind Drake")}


@kit
def test_blocking_the_bears_is_refused(table: Table) -> None:
    """CR 509.1b, 732: the refusal names the restriction and nothing is declared."""
    _attacked(table)
    table.blocks_offered()
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="can block only creatures with flying"):
        table.block({"Cloud Sprite": "Grizzly Bears"})
    assert table.game.to_json() == before


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
