"""Printed "You have no maximum hand size." played (CR 402.2, 514.1, 613.10).

At its controller's cleanup step a player with Spellbook on the battlefield keeps ten cards
in hand, the explain log saying why (402.2); without it (Spellbook gone) the same hand is
discarded down to seven (514.1). "Players have no maximum hand size." (Price of Knowledge)
does so for every player. "You have no maximum hand size for the rest of the game." (Wisdom
of Ages, rule "grammar:no maximum hand size for a duration") is an effect of the
resolved spell on its caster alone, lasting the game (611.2a), though the card is exiled;
"... until your next turn" (Enter the Infinite) ends as that turn begins.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SPELLBOOK = CardDef(name="Spellbook", mana_cost="{0}", type_line="Artifact — Book",
                    text="You have no maximum hand size.")

CARDS = (SPELLBOOK,)
kit = pytest.mark.plugins(extra={"hand-size-kit": card_pool("hand-size-kit", CARDS)})


def _to_next_turn(table: Table, player: int = 0) -> None:
    table.hand(player, *["Island"] * 10)
    table.library(0, "Island")
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=2)


@kit
def test_spellbook_keeps_ten_cards_through_cleanup(table: Table) -> None:
    """CR 402.2: no discard at cleanup (514.1), logged with the rule."""
    table.battlefield(0, "Spellbook")
    _to_next_turn(table)
    assert len(table.game.hand(0)) == 10
    assert table.names(Zone.GRAVEYARD, 0) == []
    table.assert_logged(rule="402.2", contains="no maximum hand size")


@kit
def test_without_spellbook_the_hand_goes_down_to_seven(table: Table) -> None:
    """CR 514.1: the same hand, the Spellbook the opponent's ("You": its controller only)."""
    table.battlefield(1, "Spellbook")
    _to_next_turn(table)
    assert len(table.game.hand(0)) == 7
    assert len(table.names(Zone.GRAVEYARD, 0)) == 3
    table.assert_not_logged(rule="402.2")


oracle = pytest.mark.plugins("oracle")


@oracle
def test_price_of_knowledge_lifts_every_players_maximum(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 402.2, 613.10: Price of Knowledge cast, its controller keeps ten cards through their
    cleanup step, and so does the opponent through theirs (514.1 doesn't apply)."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    cast_and_resolve(table, "Price of Knowledge", {"Swamp": 7})
    table.hand(1, *["Island"] * 10)
    _to_next_turn(table)
    assert len(table.game.hand(0)) == 10
    table.library(0, "Island")
    table.library(1, "Island")
    table.go_to(Step.UPKEEP, turn=3)
    assert len(table.game.hand(1)) == 11  # ten and the card drawn on turn 2
    assert table.names(Zone.GRAVEYARD, 1) == []


@oracle
def test_wisdom_of_ages_lifts_its_casters_maximum_for_the_game(table: Table) -> None:
    """CR 611.2a, 402.2: Wisdom of Ages returns the instants and sorceries of its caster's
    graveyard and is exiled; its caster then keeps every card through this turn's cleanup
    and the next of their turns'; the opponent's maximum is still seven (514.1)."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.lands(0, "Island", 7)
    table.graveyard(0, "Lightning Bolt", "Divination", "Grizzly Bears")
    table.hand(0, "Wisdom of Ages", *["Island"] * 8)
    table.cast("Wisdom of Ages")
    table.resolve()
    table.assert_zone("Wisdom of Ages", Zone.EXILE, 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert len(table.game.hand(0)) == 10
    table.hand(1, *["Island"] * 9)
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.go_to(Step.UPKEEP, turn=3)
    assert len(table.game.hand(0)) == 10
    assert len(table.game.hand(1)) == 7  # its own cleanup: discarded down to seven
    table.go_to(Step.UPKEEP, turn=5)
    assert len(table.game.hand(0)) == 11
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]


@oracle
def test_enter_the_infinite_lifts_the_maximum_until_its_casters_next_turn(
        table: Table) -> None:
    """CR 611.2a, 402.2: Enter the Infinite draws the four cards of the library and puts one
    back; its caster keeps twelve cards through this turn's cleanup, but the effect ends as
    their next turn begins: that turn's cleanup discards down to seven (514.1)."""
    if not OracleCorpusSource.available():
        pytest.skip("Oracle corpus not installed")
    table.lands(0, "Island", 12)
    table.library(0, "Forest", "Forest", "Forest", "Forest")
    table.library(1, "Island", "Island", "Island")
    table.hand(0, "Enter the Infinite", *["Plains"] * 9)
    table.cast("Enter the Infinite")
    table.resolve()
    assert len(table.game.hand(0)) == 12
    assert len(table.game.objects_in(Zone.LIBRARY, 0)) == 1
    table.go_to(Step.UPKEEP, turn=2)
    assert len(table.game.hand(0)) == 12
    table.go_to(Step.UPKEEP, turn=4)
    assert len(table.game.hand(0)) == 7
    assert len(table.names(Zone.GRAVEYARD, 0)) == 7  # six discarded and the sorcery


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
