"""Printed "When ~ is put into a graveyard from anywhere, shuffle it into its owner's
library." (Dread, Worldspine Wurm) and "When this card is put into your graveyard from your
library, you may put it onto the battlefield." (Narcomoeba), played (CR 603.2, 603.6c: never
a leaves-the-battlefield ability, it triggers from the graveyard, 113.6k).

Worldspine Wurm destroyed: its dies trigger makes three Wurms and it is shuffled into its
owner's library; Dread discarded from hand is shuffled back too. Narcomoeba milled by
Thought Scour comes onto the battlefield; discarded by Mind Rot it stays in the graveyard
(not from the library).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WORLDSPINE_WURM = CardDef(
    name="Worldspine Wurm", mana_cost="{8}{G}{G}{G}", type_line="Creature — Wurm",
    text="Trample\nWhen this creature dies, create three 5/5 green Wurm creature tokens with "
         "trample.\nWhen Worldspine Wurm is put into a graveyard from anywhere, shuffle it into "
         "its owner's library.", power="15", toughness="15")
DREAD = CardDef(
    name="Dread", mana_cost="{3}{B}{B}{B}", type_line="Creature — Elemental Incarnation",
    text="Fear (This creature can't be blocked except by artifact creatures and/or black "
         "creatures.)\nWhenever a creature deals damage to you, destroy it.\nWhen Dread is put "
         "into a graveyard from anywhere, shuffle it into its owner's library.",
    power="6", toughness="6")
NARCOMOEBA = CardDef(
    name="Narcomoeba", mana_cost="{1}{U}", type_line="Creature — Illusion",
    text="Flying\nWhen this card is put into your graveyard from your library, you may put it "
         "onto the battlefield.", power="1", toughness="1")
THOUGHT_SCOUR = CardDef(name="Thought Scour", mana_cost="{U}", type_line="Instant",
                        text="Target player mills two cards.\nDraw a card.")
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")

CARDS = (WORLDSPINE_WURM, DREAD, NARCOMOEBA, THOUGHT_SCOUR, MIND_ROT)
kit = pytest.mark.plugins("fear", extra={"anywhere-kit": card_pool("anywhere-kit", CARDS)})


@kit
def test_the_wurm_destroyed_is_shuffled_into_its_library(table: Table) -> None:
    """CR 603.6c: dying, both abilities trigger: three Wurm tokens, the card in the library."""
    table.library(1, "Forest", "Forest")
    table.battlefield(1, "Worldspine Wurm")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Worldspine Wurm"])
    table.resolve_all()
    table.assert_zone("Worldspine Wurm", Zone.LIBRARY, 1)
    assert len(table.names(Zone.LIBRARY, 1)) == 3
    assert table.names(Zone.BATTLEFIELD, 1).count("Wurm Token") == 3


@kit
def test_dread_discarded_from_hand_is_shuffled_into_its_library(table: Table) -> None:
    """"From anywhere": from the hand too (113.6k: it triggers from the graveyard)."""
    table.library(0, "Forest")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot", "Dread", "Forest")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve_all()
    table.assert_zone("Dread", Zone.LIBRARY, 0)
    assert table.names(Zone.GRAVEYARD, 0).count("Forest") == 1


@kit
def test_narcomoeba_milled_comes_onto_the_battlefield(table: Table) -> None:
    """CR 603.2: put into its owner's graveyard from the library: it may come back."""
    table.library(0, "Narcomoeba", "Forest", "Forest")
    table.lands(0, "Island", 1)
    table.hand(0, "Thought Scour")
    table.cast("Thought Scour", targets=["Alice"])
    table.answer("may", "yes", player=0)
    table.resolve_all()
    table.assert_zone("Narcomoeba", Zone.BATTLEFIELD, 0)


@kit
def test_narcomoeba_discarded_stays_in_the_graveyard(table: Table) -> None:
    """From the hand, not the library: no trigger."""
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot", "Narcomoeba", "Forest")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve_all()
    table.assert_zone("Narcomoeba", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
