"""Printed "When Kozilek is put into a graveyard from anywhere, its owner shuffles their
graveyard into their library." (Kozilek, Butcher of Truth), played (CR 701.24a, 404.1,
603.6c).

Bob's Murder destroys Alice's Kozilek: Alice, its owner, shuffles her graveyard (Kozilek and
the two cards already there) into her library; Bob's graveyard (Murder) stays.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

KOZILEK = CardDef(
    name="Kozilek, Butcher of Truth", mana_cost="{10}", type_line="Legendary Creature — Eldrazi",
    power="12", toughness="12", keywords=("Annihilator",),
    text="When you cast this spell, draw four cards.\nAnnihilator 4 (Whenever this creature "
         "attacks, defending player sacrifices four permanents of their choice.)\nWhen Kozilek "
         "is put into a graveyard from anywhere, its owner shuffles their graveyard into their "
         "library.")

CARDS = (KOZILEK,)
kit = pytest.mark.plugins("annihilator",
                         extra={"kozilek-kit": card_pool("kozilek-kit", CARDS)})


@kit
def test_the_owner_shuffles_their_graveyard_in(table: Table) -> None:
    """CR 701.24a: Alice's graveyard (2 cards and Kozilek) goes into her library (3 + 3)."""
    table.battlefield(0, "Kozilek, Butcher of Truth")
    table.graveyard(0, "Forest", "Island")
    table.library(0, "Plains", "Plains", "Plains")
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murder")
    table.cast("Murder", targets=["Kozilek, Butcher of Truth"])
    table.resolve()
    assert len(table.names(Zone.GRAVEYARD, 0)) == 3
    table.resolve()  # the trigger
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert len(table.names(Zone.LIBRARY, 0)) == 6
    table.assert_zone("Kozilek, Butcher of Truth", Zone.LIBRARY, 0)
    assert table.names(Zone.GRAVEYARD, 1) == ["Murder"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
