""""~ enters the battlefield tapped.", the older Oracle wording of "~ enters tapped.", read by
the same rule and played (CR 614.1c, 614.12): Slumbering Waterways and The Forgotten Place
enter tapped, whoever puts them there; their other sentences are read too. The cards come
with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.abilities import EntersWith
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SLUMBERING_WATERWAYS = CardDef(
    name="Slumbering Waterways", mana_cost=None, type_line="Land",
    text="Slumbering Waterways enters the battlefield tapped.\n{T}: Add {G} or {U}.\n"
         "Flying, vigilance, trample")
THE_FORGOTTEN_PLACE = CardDef(
    name="The Forgotten Place", mana_cost=None, type_line="Land — Locus Sphere",
    text="The Forgotten Place enters the battlefield tapped.\n{T}: Add {C}.\n{2}, {T}, "
         "Sacrifice The Forgotten Place: Draw a card for each Locus and/or Sphere in your "
         "graveyard.")

CARDS = (SLUMBERING_WATERWAYS, THE_FORGOTTEN_PLACE)

kit = pytest.mark.plugins(extra={"etb-tapped-kit": card_pool("etb-tapped-kit", CARDS)})


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)


@kit
def test_read_as_enters_tapped(table: Table) -> None:
    """Both wordings build the same replacement effect (614.1c); every line is read."""
    rules = table.game.rules
    for card in CARDS:
        compiled = rules.card(card.name)
        assert compiled.playable, (card.name, compiled.unrecognized)
        [entering] = [a for a in compiled.abilities if isinstance(a, EntersWith)]
        assert entering.tapped and entering.counters == () and entering.unless is None
        assert "grammar:enters tapped" in compiled.read_with


@kit
def test_slumbering_waterways_played_enters_tapped(table: Table) -> None:
    """Played from the hand, it enters tapped: no mana from it this turn; untapped in
    Alice's next untap step, it taps for {G}."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.hand(0, "Slumbering Waterways")
    table.play("Slumbering Waterways")
    table.assert_tapped("Slumbering Waterways")
    table.assert_illegal(table.tap_for_mana, "Slumbering Waterways", "G")
    table.next_turn()
    table.next_turn()
    table.assert_tapped("Slumbering Waterways", False)
    table.tap_for_mana("Slumbering Waterways", "G")
    assert len(table.game.player(0).mana_pool) == 1


@kit
def test_the_forgotten_place_enters_tapped_then_draws(table: Table) -> None:
    """Played, it enters tapped: its "{2}, {T}, Sacrifice" ability can't be paid this turn
    (602.2); next turn it is, and Alice draws one card for it (a Locus in her graveyard as
    the ability resolves)."""
    table.library(0, "Island", "Island", "Island")
    table.library(1, "Island", "Island")
    table.hand(0, "The Forgotten Place")
    table.play("The Forgotten Place")
    table.assert_tapped("The Forgotten Place")
    table.mana(0, "CC")
    table.assert_illegal(table.activate, "The Forgotten Place")
    table.next_turn()
    table.next_turn()
    table.assert_tapped("The Forgotten Place", False)
    table.mana(0, "CC")
    hand = len(table.names(Zone.HAND, 0))
    table.activate("The Forgotten Place")
    table.resolve()
    table.assert_zone("The Forgotten Place", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.HAND, 0)) == hand + 1
