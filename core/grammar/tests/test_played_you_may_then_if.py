"""Printed "At the beginning of your upkeep, you may put a Doctor creature card from your hand
onto the battlefield. Then if you control thirteen or more Doctors, you win the game."
(Gallifrey Stands), played (CR 603.5, 608.2c, 104.2b).

"You may" is the first sentence's choice only: the second sentence is an instruction of its
own, followed whatever the choice was (608.2c). Declining (or holding no Doctor) still checks
the Doctors: with thirteen Alice wins; with twelve, declining wins nothing, and putting a
thirteenth onto the battlefield wins.
The Doctor creature below is made up for the rule (a vanilla Doctor); Gallifrey Stands comes
from the pool with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

GALLIFREY_STANDS = CardDef(
    name="Gallifrey Stands", mana_cost="{4}{W}{U}", type_line="Legendary Enchantment",
    text="When Gallifrey Stands enters, return all Doctor cards from your graveyard to your "
         "hand.\nAt the beginning of your upkeep, you may put a Doctor creature card from your "
         "hand onto the battlefield. Then if you control thirteen or more Doctors, you win the "
         "game.")
TIME_LORD = CardDef(
    name="Test Time Lord", mana_cost="{1}{W}", type_line="Creature — Time Lord Doctor",
    power="2", toughness="2")

kit = pytest.mark.plugins(extra={"gallifrey-kit": card_pool(
    "gallifrey-kit", (GALLIFREY_STANDS, TIME_LORD))})


def _to_alices_upkeep(table: Table, doctors: int, in_hand: int = 0) -> None:
    table.battlefield(0, "Gallifrey Stands")
    table.battlefield(0, *["Test Time Lord"] * doctors)
    if in_hand:
        table.hand(0, *["Test Time Lord"] * in_hand)
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.set_turn(active=1)
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0
    assert len(table.names(Zone.STACK)) == 1


@kit
def test_declining_still_wins_with_thirteen_doctors(table: Table) -> None:
    """CR 608.2c: "no" to the first sentence; the second is still followed: 13 Doctors, Alice
    wins (104.2b)."""
    _to_alices_upkeep(table, 13, in_hand=1)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.names(Zone.HAND).count("Test Time Lord") == 1
    result = table.game.result()
    assert result.over and result.winners == (0,)


@kit
def test_no_doctor_in_hand_still_wins_with_thirteen(table: Table) -> None:
    """CR 608.2c: nothing to put (her hand holds no Doctor): the Doctors are still counted."""
    _to_alices_upkeep(table, 13)
    table.resolve(answers=[Answer("may", ("yes",))])
    result = table.game.result()
    assert result.over and result.winners == (0,)


@kit
def test_declining_with_twelve_wins_nothing(table: Table) -> None:
    """CR 608.2c: twelve Doctors and "no": the check fails, the game goes on."""
    _to_alices_upkeep(table, 12, in_hand=1)
    table.resolve(answers=[Answer("may", ("no",))])
    assert not table.game.result().over
    assert table.names(Zone.STACK) == []


@kit
def test_the_thirteenth_doctor_put_then_wins(table: Table) -> None:
    """CR 603.5, 608.2c: "yes": the Doctor from her hand is the thirteenth, then she wins."""
    _to_alices_upkeep(table, 12, in_hand=1)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert "Test Time Lord" not in table.names(Zone.HAND)
    result = table.game.result()
    assert result.over and result.winners == (0,)


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed((GALLIFREY_STANDS,))
