"""Printed "Whenever an opponent draws their second card each turn, ...", played (CR 121.1,
121.2, 603.2, 603.7c).

Each card is drawn on its own and counted for the player who draws it: Faerie Mastermind's
"{3}{U}: Each player draws a card" activated twice gives Bob his second card of the turn, so
Alice draws one more; Alice's own second card triggers nothing. Dogged Detective in Alice's
graveyard may return to her hand on Bob's second card.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FAERIE_MASTERMIND = CardDef(
    name="Faerie Mastermind", mana_cost="{1}{U}", type_line="Creature — Faerie Rogue",
    power="2", toughness="1", keywords=("Flash", "Flying"),
    text="Flash\nFlying\nWhenever an opponent draws their second card each turn, you draw a "
         "card.\n{3}{U}: Each player draws a card.")
DOGGED_DETECTIVE = CardDef(
    name="Dogged Detective", mana_cost="{1}{B}", type_line="Creature — Human Rogue", power="2",
    toughness="1", keywords=("Surveil",),
    text="When this creature enters, surveil 2. (Look at the top two cards of your library, "
         "then put any number of them into your graveyard and the rest on top of your library "
         "in any order.)\nWhenever an opponent draws their second card each turn, you may "
         "return this card from your graveyard to your hand.")

CARDS = (FAERIE_MASTERMIND, DOGGED_DETECTIVE)
kit = pytest.mark.plugins(extra={"second-card-kit": card_pool("second-card-kit", CARDS)})


def _each_player_draws_twice(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Island"] * 5)
    table.battlefield(0, "Faerie Mastermind")
    table.lands(0, "Island", 8)
    for _ in range(2):
        table.activate("Faerie Mastermind")
        table.resolve_all()


@kit
def test_mastermind_draws_on_the_opponents_second_card_only(table: Table) -> None:
    """CR 121.2, 603.2: two "each player draws": Bob's second card gives Alice one more;
    Alice's own second card does not (3 cards for Alice, 2 for Bob)."""
    _each_player_draws_twice(table)
    assert len(table.names(Zone.HAND, 0)) == 3
    assert len(table.names(Zone.HAND, 1)) == 2


@kit
def test_mastermind_does_not_draw_on_the_opponents_first_card(table: Table) -> None:
    """CR 603.2: one "each player draws": Bob's first card triggers nothing."""
    for player in (0, 1):
        table.library(player, *["Island"] * 5)
    table.battlefield(0, "Faerie Mastermind")
    table.lands(0, "Island", 4)
    table.activate("Faerie Mastermind")
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 1
    assert len(table.names(Zone.HAND, 1)) == 1


@kit
def test_dogged_detective_returns_from_the_graveyard(table: Table) -> None:
    """CR 113.6m, 603.2: on Bob's second card Alice may return Dogged Detective from her
    graveyard to her hand."""
    table.graveyard(0, "Dogged Detective")
    table.answer("may", "yes", player=0)
    _each_player_draws_twice(table)
    table.assert_zone("Dogged Detective", Zone.HAND, 0)
    assert len(table.names(Zone.HAND, 0)) == 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
