"""Printed "Channel — {3}{B}, Discard this card: Mill three cards, then return a creature or
planeswalker card from your graveyard to your hand. ..." and "{1}{G}, Discard this card: Search
your library for a basic land card or a Desert card, ...", played from the hand (CR 113.6m,
207.2c, 602.2).

An activated ability whose cost discards the card it is on functions in the hand only: it is
activated from there, and not from the battlefield, where it couldn't be paid.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

TAKENUMA = CardDef(
    name="Takenuma, Abandoned Mire", mana_cost=None, type_line="Legendary Land",
    text="{T}: Add {B}.\nChannel — {3}{B}, Discard this card: Mill three cards, then return a "
         "creature or planeswalker card from your graveyard to your hand. This ability costs {1} "
         "less to activate for each legendary creature you control.")
SPINEWOODS_ARMADILLO = CardDef(
    name="Spinewoods Armadillo", mana_cost="{4}{G}{G}", type_line="Creature — Armadillo",
    text="Reach\nWard {3} (Whenever this creature becomes the target of a spell or ability an "
         "opponent controls, counter it unless that player pays {3}.)\n{1}{G}, Discard this card: "
         "Search your library for a basic land card or a Desert card, reveal it, put it into "
         "your hand, then shuffle. You gain 3 life.", power="7", toughness="7")

PRINTED = (TAKENUMA, SPINEWOODS_ARMADILLO)
kit = pytest.mark.plugins("ward",
                         extra={"discard-self-kit": card_pool("discard-self-kit", PRINTED)})


@kit
def test_takenuma_channel_from_the_hand_mills_and_returns_a_creature(table: Table) -> None:
    """CR 113.6m, 701.17a: discarded as the cost, it mills three and returns Hill Giant."""
    table.lands(0, "Swamp", 4)
    table.library(0, "Island", "Hill Giant", "Island", "Forest")
    table.hand(0, "Takenuma, Abandoned Mire")
    table.answer("choose", "Hill Giant")
    table.activate("Takenuma, Abandoned Mire")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Island", "Island",
                                                     "Takenuma, Abandoned Mire"]


@kit
def test_takenuma_on_the_battlefield_has_no_channel_to_activate(table: Table) -> None:
    """CR 113.6m: on the battlefield the ability doesn't function: refused, nothing changes."""
    table.lands(0, "Swamp", 4)
    table.battlefield(0, "Takenuma, Abandoned Mire")
    table.assert_illegal(table.activate, "Takenuma, Abandoned Mire")


@kit
def test_spinewoods_armadillo_from_the_hand_finds_a_land_and_gains_life(table: Table) -> None:
    """CR 113.6m, 701.23a: "{1}{G}, Discard this card" activated from the hand."""
    table.lands(0, "Forest", 2)
    table.library(0, "Hill Giant", "Plains")
    table.hand(0, "Spinewoods Armadillo")
    table.answer("search", "Plains")
    table.activate("Spinewoods Armadillo")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Plains"]
    table.assert_life(0, 23)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
