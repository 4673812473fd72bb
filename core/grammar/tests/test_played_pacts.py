"""Printed pacts, cast and played: "At the beginning of your next upkeep, pay {M}. If you
don't, you lose the game." (CR 603.7a, 118.12, 104.3e).

Slaughter Pact and Pact of the Titan are cast from their owner's hand with their exact
Oracle definitions (the corpus records, checked below). The spell creates a delayed
triggered ability that triggers at the beginning of its controller's next upkeep (not the
opponent's); as it resolves its controller pays the mana or doesn't (118.12), and if they
don't, they lose the game (104.3e).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SLAUGHTER_PACT = CardDef(
    name="Slaughter Pact", mana_cost="{0}", type_line="Instant",
    text="Destroy target nonblack creature.\nAt the beginning of your next upkeep, pay "
         "{2}{B}. If you don't, you lose the game.")
PACT_OF_THE_TITAN = CardDef(
    name="Pact of the Titan", mana_cost="{0}", type_line="Instant",
    text="Create a 4/4 red Giant creature token.\nAt the beginning of your next upkeep, pay "
         "{4}{R}. If you don't, you lose the game.")

CARDS = (SLAUGHTER_PACT, PACT_OF_THE_TITAN)

kit = pytest.mark.plugins(extra={"proved-pacts-kit": card_pool("proved-pacts-kit", CARDS)})


def _slaughter(table: Table) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Slaughter Pact")
    table.cast("Slaughter Pact", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


def _to_next_upkeep_losing(table: Table, next_turn: Callable[..., None]) -> None:
    """The opponent's turn, then its controller's next one: the trigger resolves in their
    upkeep and the game ends there (104.3e), so moving on is refused."""
    next_turn(table, 1)
    table.library(0, "Swamp")
    with pytest.raises(IllegalActionError, match="the game is over"):
        table.next_turn()


@kit
def test_slaughter_pact_paid_at_the_next_upkeep(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 603.7a, 118.12: the opponent's turn passes without the trigger; at its
    controller's next upkeep they pay {2}{B} (three Swamps) and stay in the game."""
    table.lands(0, "Swamp", 3)
    _slaughter(table)
    next_turn(table, 1)
    table.resolve_all()
    assert not table.logged(contains="delayed trigger: At the beginning of your next upkeep")
    table.answer("may", "yes")
    next_turn(table, 1)
    table.go_to(Step.DRAW)
    table.assert_logged(rule="603.7", contains="your next upkeep")
    assert table.tapped_count(0, "Swamp") == 3
    assert not table.game.result().over


@kit
def test_slaughter_pact_not_paid_loses_the_game(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 118.12, 104.3e: its controller declines to pay: they lose the game."""
    table.lands(0, "Swamp", 3)
    _slaughter(table)
    table.answer("may", "no")
    _to_next_upkeep_losing(table, next_turn)
    result = table.game.result()
    assert result.over and result.losers == (0,)
    assert table.tapped_count(0, "Swamp") == 0
    table.assert_logged(rule="104.3e", contains="Slaughter Pact")


@kit
def test_pact_of_the_titan_unpayable_loses_the_game(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 118.3, 104.3e: a 4/4 Giant now; with one Mountain {4}{R} can't be paid at the
    next upkeep, so its controller loses the game."""
    table.lands(0, "Mountain", 1)
    table.hand(0, "Pact of the Titan")
    table.cast("Pact of the Titan")
    table.resolve()
    assert table.power("Giant Token") == 4
    _to_next_upkeep_losing(table, next_turn)
    result = table.game.result()
    assert result.over and result.losers == (0,)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
