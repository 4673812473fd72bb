"""Activation costs that exile cards from the top of the payer's library, played (CR 601.2h,
401.1, 118.3).

- "{R}, Exile the top ten cards of your library: This creature deals 2 damage to any target."
  (Arc-Slogger): the ten top cards exiled, the eleventh stays; not payable with nine.
- "{2}, Exile the top card of your library: You gain 1 life." (Royal Herbalist).

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_601_2h_arc_slogger_exiles_the_top_ten_to_deal_two(table: Table) -> None:
    """CR 601.2h, 401.1: ten Islands from the top exiled, the Forest under them stays; 2
    damage to the opponent (120.3)."""
    table.battlefield(0, "Arc-Slogger")
    table.library(0, *(["Island"] * 10), "Forest")
    table.lands(0, "Mountain", 1)
    table.activate("Arc-Slogger", 0, targets=["opponent"])
    assert table.names(Zone.EXILE, 0).count("Island") == 10
    assert table.names(Zone.LIBRARY, 0) == ["Forest"]
    table.resolve()
    table.assert_life(1, 18)


@oracle
def test_732_arc_slogger_with_nine_cards_is_refused(table: Table) -> None:
    """CR 118.3, 732: nine cards in the library: refused, nothing exiled, the Mountain untapped."""
    table.battlefield(0, "Arc-Slogger")
    table.library(0, *(["Island"] * 9))
    table.lands(0, "Mountain", 1)
    table.assert_illegal(table.activate, "Arc-Slogger", 0, targets=["opponent"])
    assert len(table.names(Zone.LIBRARY, 0)) == 9
    assert table.tapped_count(0) == 0
    table.assert_life(1, 20)


@oracle
def test_401_1_royal_herbalist_exiles_the_top_card_for_a_life(table: Table) -> None:
    """CR 401.1: the top card (the Island) exiled, the Forest stays; 1 life gained."""
    table.battlefield(0, "Royal Herbalist")
    table.library(0, "Island", "Forest")
    table.lands(0, "Plains", 2)
    table.activate("Royal Herbalist", 0)
    table.assert_zone("Island", Zone.EXILE, 0)
    table.assert_zone("Forest", Zone.LIBRARY, 0)
    table.resolve()
    table.assert_life(0, 21)
