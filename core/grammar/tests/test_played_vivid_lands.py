"""The Vivid lands: "This land enters tapped with two charge counters on it." (CR 614.1c,
122.6), one replacement effect doing both, and "{T}, Remove a charge counter from this land:
Add one mana of any color." paid with those counters (602.2, 122.8). Vivid Crag and Vivid
Meadow come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

VIVID_CRAG = CardDef(
    name="Vivid Crag", mana_cost=None, type_line="Land",
    text="This land enters tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a "
         "charge counter from this land: Add one mana of any color.")
VIVID_MEADOW = CardDef(
    name="Vivid Meadow", mana_cost=None, type_line="Land",
    text="This land enters tapped with two charge counters on it.\n{T}: Add {W}.\n{T}, Remove "
         "a charge counter from this land: Add one mana of any color.")

CARDS = (VIVID_CRAG, VIVID_MEADOW)

kit = pytest.mark.plugins(extra={"vivid-kit": card_pool("vivid-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_vivid_crag_enters_tapped_with_two_charge_counters(table: Table) -> None:
    """Played, Vivid Crag is tapped with two charge counters; next turn it taps for a
    colour it doesn't make ({U}) by removing one; after two, only {R} is left."""
    table.library(0, "Island", "Island", "Island", "Island", "Island")
    table.library(1, "Island", "Island", "Island", "Island", "Island")
    table.hand(0, "Vivid Crag")
    table.play("Vivid Crag")
    table.assert_tapped("Vivid Crag")
    table.assert_counters("Vivid Crag", "charge", 2)
    for left in (1, 0):
        table.next_turn()
        table.next_turn()
        table.tap_for_mana("Vivid Crag", "U")
        table.assert_counters("Vivid Crag", "charge", left)
        assert len(table.game.player(0).mana_pool) == 1
    table.next_turn()
    table.next_turn()
    table.assert_illegal(table.tap_for_mana, "Vivid Crag", "U")
    table.tap_for_mana("Vivid Crag", "R")


@kit
def test_vivid_meadow_read_as_one_replacement(table: Table) -> None:
    from manastack.model.abilities import EntersWith

    card = table.game.rules.card("Vivid Meadow")
    assert card.playable, card.unrecognized
    [entering] = [a for a in card.abilities if isinstance(a, EntersWith)]
    assert entering.tapped and entering.counters == (("charge", 2),)
