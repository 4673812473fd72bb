""""If you would draw a card while your library has no cards in it, you win the game
instead." played (CR 614.11, 611.3a, 104.2b, 121.4).

Laboratory Maniac, cast with an empty library: Alice's next draw step draw wins her the game
instead of losing it. With a card left in her library, she draws it and the game goes on.
Bob drawing from his empty library is not replaced: he loses (121.4, 704.5b). The card comes
with its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

LABORATORY_MANIAC = CardDef(
    name="Laboratory Maniac", mana_cost="{2}{U}", type_line="Creature — Human Wizard",
    text="If you would draw a card while your library has no cards in it, you win the game "
         "instead.", power="2", toughness="2")

PRINTED = (LABORATORY_MANIAC,)
kit = pytest.mark.plugins(extra={"maniac-kit": card_pool("maniac-kit", PRINTED)})


def _maniac(table: Table) -> None:
    table.mana(0, "UCC")
    table.hand(0, "Laboratory Maniac")
    table.cast("Laboratory Maniac")
    table.resolve()
    table.assert_zone("Laboratory Maniac", Zone.BATTLEFIELD, 0)


@kit
def test_maniac_wins_instead_of_drawing_from_an_empty_library(table: Table) -> None:
    """CR 614.11, 104.2b: Alice's draw step draw from her empty library: she wins."""
    _maniac(table)
    table.library(1, "Island", "Island")
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 2)
    result = table.game.result()
    assert result.over and result.winners == (0,)
    table.assert_logged(rule="104.2b")


@kit
def test_maniac_with_cards_left_draws_normally(table: Table) -> None:
    """CR 611.3a: the library not empty, the effect doesn't apply: Alice draws her Island."""
    _maniac(table)
    table.library(0, "Island")
    table.library(1, "Island", "Island")
    table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 2)
    assert not table.game.result().over
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_maniac_does_not_replace_an_opponents_draw(table: Table) -> None:
    """CR 614.11, 121.4: "you": Bob draws from his empty library and loses."""
    _maniac(table)
    table.library(0, "Island", "Island")
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.go_to(Step.MAIN1, turn=table.game.state.turn.number + 1)
    result = table.game.result()
    assert result.over and result.losers == (1,)
    table.assert_not_logged(rule="104.2b")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
