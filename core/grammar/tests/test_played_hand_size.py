"""Printed "You have no maximum hand size." played (CR 402.2, 514.1, 613.10).

At its controller's cleanup step a player with Spellbook on the battlefield keeps ten cards
in hand, the explain log saying why (402.2); without it (Spellbook gone) the same hand is
discarded down to seven (514.1).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SPELLBOOK = CardDef(name="Spellbook", mana_cost="{0}", type_line="Artifact — Book",
                    text="You have no maximum hand size.")

CARDS = (SPELLBOOK,)
kit = pytest.mark.plugins(extra={"hand-size-kit": card_pool("hand-size-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()


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


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
