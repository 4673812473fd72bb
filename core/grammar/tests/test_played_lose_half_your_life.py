"""Printed "Draw four cards. You lose half your life, rounded up.", played (CR 119.3, 107.1a,
608.2h).

Cruel Bargain: Alice draws four cards, then loses half her life total as it is then, rounded
up: at 20 she loses 10, at 15 she loses 8 (107.1a: the card says which way to round).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CRUEL_BARGAIN = CardDef(
    name="Cruel Bargain", mana_cost="{B}{B}{B}", type_line="Sorcery",
    text="Draw four cards. You lose half your life, rounded up.")

CARDS = (CRUEL_BARGAIN,)
kit = pytest.mark.plugins(extra={"bargain-kit": card_pool("bargain-kit", CARDS)})


def _bargain(table: Table, life: int) -> None:
    table.game.update_player(0, life=life)
    table.library(0, *["Island"] * 6)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Cruel Bargain")
    table.cast("Cruel Bargain")
    table.resolve()


@kit
def test_cruel_bargain_halves_an_even_life_total(table: Table) -> None:
    """CR 119.3: 20 life: four cards drawn, 10 life lost."""
    _bargain(table, 20)
    assert len(table.names(Zone.HAND, 0)) == 4
    assert table.life(0) == 10
    assert table.life(1) == 20


@kit
def test_cruel_bargain_rounds_the_half_up(table: Table) -> None:
    """CR 107.1a: 15 life: half is 7.5, rounded up to 8 lost, 7 left."""
    _bargain(table, 15)
    assert table.life(0) == 7


@kit
def test_cruel_bargain_at_one_life_loses_the_last(table: Table) -> None:
    """CR 107.1a, 704.5a: 1 life: half rounded up is 1: Alice is at 0 and loses the game."""
    _bargain(table, 1)
    assert table.life(0) == 0
    assert table.game.player(0).lost


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
