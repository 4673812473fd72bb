""""Reveal the top card of your library and put that card into your hand. You lose life equal
to its / that card's mana value", played from printed cards (CR 701.20a, 401.3, 400.7,
202.3, 608.2c).

Dark Confidant reveals Hill Giant at Alice's upkeep: it goes to her hand (not drawn) and she
loses 4, its mana value, not 1. Pain Seer, untapped in Alice's untap step, does the same
with "that card's mana value". With an empty library nothing is revealed and no life is
lost.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

DARK_CONFIDANT = CardDef(
    name="Dark Confidant", mana_cost="{1}{B}", type_line="Creature — Human Wizard",
    power="2", toughness="1",
    text="At the beginning of your upkeep, reveal the top card of your library and put that "
         "card into your hand. You lose life equal to its mana value.")
PAIN_SEER = CardDef(
    name="Pain Seer", mana_cost="{1}{B}", type_line="Creature — Human Wizard", power="2",
    toughness="2",
    text="Inspired — Whenever this creature becomes untapped, reveal the top card of your "
         "library and put that card into your hand. You lose life equal to that card's mana "
         "value.")
HILL_GIANT = CardDef(name="Hill Giant", mana_cost="{3}{R}", type_line="Creature — Giant",
                     text="", power="3", toughness="3")

CARDS = (DARK_CONFIDANT, PAIN_SEER, HILL_GIANT)
kit = pytest.mark.plugins(extra={"reveal-top-kit": card_pool("reveal-top-kit", CARDS)})


def _to_alices_next_upkeep(table: Table) -> None:
    table.library(1, "Island", "Island")
    table.next_turn()  # Bob's turn
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)


@kit
def test_dark_confidant_puts_the_top_card_into_hand_and_loses_its_mana_value(
        table: Table) -> None:
    """CR 701.20a, 202.3: Hill Giant (mana value 4) revealed and put into her hand: 4 life."""
    table.battlefield(0, "Dark Confidant")
    table.library(0, "Hill Giant", "Island")
    _to_alices_next_upkeep(table)
    table.resolve()  # the upkeep trigger
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert table.names(Zone.LIBRARY, 0) == ["Island"]
    table.assert_life(0, 16)
    table.assert_logged(contains="reveals")


@kit
def test_pain_seer_loses_that_cards_mana_value(table: Table) -> None:
    """CR 302.6, 202.3: untapped in the untap step, it reveals Hill Giant: 4 life."""
    table.battlefield(0, "Pain Seer", tapped=True)
    table.library(0, "Hill Giant", "Island")
    _to_alices_next_upkeep(table)
    table.resolve()  # the inspired trigger
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    table.assert_life(0, 16)


@kit
def test_dark_confidant_with_an_empty_library_loses_nothing(table: Table) -> None:
    """CR 401.3, 608.2c: no top card: nothing revealed, no card, no life lost."""
    table.battlefield(0, "Dark Confidant")
    _to_alices_next_upkeep(table)
    table.resolve()
    assert table.names(Zone.HAND, 0) == []
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
