"""Printed "look at the top two cards of your library. Put one into your hand and the other
into your graveyard." (Codecracker Hound; CR 401.4, 608.2c).

"one" is one of the two cards just looked at, the controller's choice; the other goes to
the graveyard; the rest of the library is untouched. The cards come with their exact Oracle
definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CODECRACKER_HOUND = CardDef(
    name="Codecracker Hound", mana_cost="{2}{U}", type_line="Creature — Dog",
    text="When this creature enters, look at the top two cards of your library. Put one into "
         "your hand and the other into your graveyard.\nWarp {2}{U} (You may cast this card "
         "from your hand for its warp cost. Exile this creature at the beginning of the next "
         "end step, then you may cast it from exile on a later turn.)",
    power="2", toughness="1")

CARDS = (CODECRACKER_HOUND,)

kit = pytest.mark.plugins("warp", extra={"put-one-kit": card_pool("put-one-kit", CARDS)})


@pytest.mark.parametrize("kept, milled", [("Lightning Bolt", "Forest"),
                                          ("Forest", "Lightning Bolt")])
@kit
def test_codecracker_hound_one_to_hand_the_other_to_graveyard(
        table: Table, kept: str, milled: str) -> None:
    """CR 608.2c: the chosen card goes to the hand, the other to the graveyard (401.4)."""
    table.battlefield(0, "Island", "Island", "Island")
    table.hand(0, "Codecracker Hound")
    table.library(0, "Lightning Bolt", "Forest", "Plains")
    table.library(1, "Island", "Island")
    table.cast("Codecracker Hound")
    table.resolve()
    table.answer("choose", kept)
    table.resolve()
    assert table.names(Zone.HAND, 0) == [kept]
    assert table.names(Zone.GRAVEYARD, 0) == [milled]
    assert table.names(Zone.LIBRARY, 0) == ["Plains"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
