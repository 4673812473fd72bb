""""{M}: Target creature can't block ~ this turn" played (CR 509.1b, 611.2c).

Spin Engine ("{R}: Target creature can't block this creature this turn."): once the ability
resolved targeting Grizzly Bears, the Bears can't block the Engine (refused, the game
unchanged, CR 732) but may block another attacker; another creature may block the Engine.
The effect lasts the turn (611.2c): in a later combat the Bears block it.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SPIN_ENGINE = CardDef(
    name="Spin Engine", mana_cost="{3}", type_line="Artifact Creature — Construct",
    text="{R}: Target creature can't block this creature this turn.", power="3",
    toughness="1")

CARDS = (SPIN_ENGINE,)
kit = pytest.mark.plugins(extra={"cant-block-this-kit": card_pool("cant-block-this-kit",
                                                                  CARDS)})


def _engine_and_giant_attack(table: Table) -> None:
    table.battlefield(0, "Spin Engine", "Hill Giant")
    table.battlefield(1, "Grizzly Bears", "Gray Ogre")
    table.mana(0, "R")
    table.activate("Spin Engine", targets=["Grizzly Bears"])
    table.resolve()
    table.attack("Spin Engine", "Hill Giant")
    table.blocks_offered()


@kit
def test_the_target_cant_block_the_engine(table: Table) -> None:
    """CR 509.1b: refused, the game unchanged."""
    _engine_and_giant_attack(table)
    table.assert_illegal(table.block, {"Grizzly Bears": "Spin Engine"}, rule="509.1")


@kit
def test_the_target_blocks_another_attacker_and_others_block_the_engine(
        table: Table) -> None:
    """CR 509.1b: only blocking the Engine is forbidden, and only to the target."""
    _engine_and_giant_attack(table)
    table.block({"Grizzly Bears": "Hill Giant", "Gray Ogre": "Spin Engine"})
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Spin Engine") is Zone.GRAVEYARD
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_life(1, 20)


@kit
def test_the_effect_ends_with_the_turn(table: Table) -> None:
    """CR 611.2c: the next time the Engine attacks, the Bears block it."""
    table.battlefield(0, "Spin Engine")
    table.battlefield(1, "Grizzly Bears")
    table.mana(0, "R")
    table.activate("Spin Engine", targets=["Grizzly Bears"])
    table.resolve()
    for p in (0, 1):
        table.library(p, "Island", "Island")
    table.next_turn()
    table.next_turn()
    table.attack("Spin Engine")
    table.block({"Grizzly Bears": "Spin Engine"})
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Spin Engine") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
