"""Printed "When Chimney Goyf dies, target opponent puts a card from their hand on top of
their library.", played (CR 700.4, 603.10a, 401.4, 115.1).

Lightning Bolt kills Chimney Goyf; Bob, the target opponent, chooses which card of his own
hand goes on top of his library; Alice's hand is untouched.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CHIMNEY_GOYF = CardDef(
    name="Chimney Goyf", mana_cost="{4}{B}", type_line="Creature — Lhurgoyf Imp", power="*",
    toughness="*+1", keywords=("Flying",),
    text="Flying\nChimney Goyf's power is equal to the number of card types among cards in all "
         "graveyards and its toughness is equal to that number plus 1.\nWhen Chimney Goyf dies, "
         "target opponent puts a card from their hand on top of their library.")

CARDS = (CHIMNEY_GOYF,)
kit = pytest.mark.plugins(extra={"goyf-kit": card_pool("goyf-kit", CARDS)})


@kit
def test_bob_puts_the_card_he_chooses_on_top(table: Table) -> None:
    """CR 401.4: Bob chooses Island of his Forest and Island; it is his top card now."""
    table.battlefield(0, "Chimney Goyf")
    table.library(1, "Swamp")
    table.hand(1, "Forest", "Island")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt", "Plains")
    asked = table.watch_decisions("put_on_top")
    table.cast("Lightning Bolt", targets=["Chimney Goyf"])
    table.resolve()
    assert table.zone_of("Chimney Goyf") is Zone.GRAVEYARD
    table.answer("put_on_top", "Island", player=1)
    table.resolve()  # the dies trigger, targeting Bob (Alice's only opponent)
    assert [d.player for d in asked] == [1]
    assert table.names(Zone.HAND, 1) == ["Forest"]
    assert table.names(Zone.LIBRARY, 1) == ["Island", "Swamp"]
    assert table.names(Zone.HAND, 0) == ["Plains"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
