"""Printed "Your opponents can't gain life.", played (CR 119.7, 102.3, 604.1).

Knight of Dusk's Shadow: while it is on the battlefield, Healing Salve's "Target player
gains 3 life" gains its controller's opponent nothing (119.7), and its controller still gains
3 (102.3: a player is not their own opponent). Without it, the opponent gains life again.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

KNIGHT = CardDef(
    name="Knight of Dusk's Shadow", mana_cost="{1}{B}", type_line="Creature — Human Knight",
    power="2", toughness="2",
    text="Menace (This creature can't be blocked except by two or more creatures.)\nYour "
         "opponents can't gain life.\n{1}{B}: This creature gets +1/+1 until end of turn.")

CARDS = (KNIGHT,)
kit = pytest.mark.plugins(extra={"dusk-kit": card_pool("dusk-kit", CARDS)})


def _salve(table: Table, who: str) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=[who])
    table.resolve()


@kit
def test_the_opponent_gains_no_life(table: Table) -> None:
    """CR 119.7: Alice's Knight: Bob, her opponent, gains none of the 3 life."""
    table.battlefield(0, "Knight of Dusk's Shadow")
    table.game.update_player(1, life=10)
    _salve(table, "Bob")
    assert table.life(1) == 10
    table.assert_logged(rule="119.7")


@kit
def test_its_controller_still_gains_life(table: Table) -> None:
    """CR 102.3: Alice is not her own opponent: she gains 3."""
    table.battlefield(0, "Knight of Dusk's Shadow")
    table.game.update_player(0, life=10)
    _salve(table, "Alice")
    assert table.life(0) == 13


@kit
def test_the_opponents_knight_stops_alice(table: Table) -> None:
    """CR 119.7: Bob's Knight: Alice is his opponent and gains nothing."""
    table.battlefield(1, "Knight of Dusk's Shadow")
    table.game.update_player(0, life=10)
    _salve(table, "Alice")
    assert table.life(0) == 10


@kit
def test_without_the_knight_life_is_gained(table: Table) -> None:
    """CR 604.1: the static ability applies only while the Knight is on the battlefield."""
    table.graveyard(0, "Knight of Dusk's Shadow")
    table.game.update_player(1, life=10)
    _salve(table, "Bob")
    assert table.life(1) == 13


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
