""""Choose target artifact card in your graveyard. You may cast that card this turn." and
"Exile up to one target instant or sorcery card from your graveyard. You may cast that card
until the end of your next turn.", played (CR 115.1, 601.3, 601.2a, 611.2a, 400.7).

Emry's target is cast from the graveyard this turn, not the next; an artifact card not chosen
can't be. Scholar of Combustion's exiled card is cast from exile in its controller's next turn,
not after it. The printed cards come from
the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PLAY_FROM_EXILE
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EMRY = CardDef(
    name="Emry, Lurker of the Loch", mana_cost="{2}{U}",
    type_line="Legendary Creature — Merfolk Wizard", power="1", toughness="2",
    keywords=("Affinity", "Mill"),
    text="Affinity for artifacts (This spell costs {1} less to cast for each artifact you "
         "control.)\nWhen Emry enters, mill four cards.\n{T}: Choose target artifact card in "
         "your graveyard. You may cast that card this turn. (You still pay its costs. Timing "
         "rules still apply.)")
SCHOLAR = CardDef(
    name="Scholar of Combustion", mana_cost="{3}{R}", type_line="Creature — Human Wizard",
    power="3", toughness="2",
    text="When this creature enters, exile up to one target instant or sorcery card from your "
         "graveyard. You may cast that card until the end of your next turn. (You still pay its "
         "costs. Timing rules still apply.)")

MILLSTONE = CardDef(
    name="Millstone", mana_cost="{2}", type_line="Artifact", keywords=("Mill",),
    text="{2}, {T}: Target player mills two cards.")

CARDS = (EMRY, SCHOLAR, MILLSTONE)
kit = pytest.mark.plugins("affinity", extra={"graveyard-target-kit": card_pool(
    "graveyard-target-kit", CARDS)})


def _libraries(table: Table) -> None:
    table.library(0, *["Island"] * 8)
    table.library(1, *["Island"] * 8)  # turns pass: nobody draws from an empty library


def _emry_chooses(table: Table, target: str) -> None:
    """Alice's Emry chooses ``target`` in her graveyard, which holds it and a Sol Ring."""
    _libraries(table)
    table.battlefield(0, "Emry, Lurker of the Loch")
    table.graveyard(0, target, "Sol Ring")
    table.activate("Emry, Lurker of the Loch", targets=[target])
    table.resolve()


@kit
def test_emry_casts_the_chosen_artifact_from_the_graveyard(table: Table) -> None:
    """CR 601.3, 601.2a: the chosen Millstone is cast from the graveyard for {2}; the Sol Ring
    not chosen can't be cast."""
    _emry_chooses(table, "Millstone")
    assert table.permitted("Millstone", permission=PLAY_FROM_EXILE)
    assert not table.permitted("Sol Ring", permission=PLAY_FROM_EXILE)
    table.mana(0, "UU")
    table.cast("Millstone", using=PLAY_FROM_EXILE, zone=Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Millstone", Zone.BATTLEFIELD, 0)


@kit
def test_emry_the_permission_ends_with_the_turn(table: Table) -> None:
    """CR 611.2a, 514.2: "this turn": the next turn the cast is refused, the game unchanged."""
    _emry_chooses(table, "Millstone")
    table.next_turn()
    table.next_turn()
    assert not table.permitted("Millstone", permission=PLAY_FROM_EXILE)
    table.mana(0, "UU")
    table.assert_illegal(table.cast, "Millstone", using=PLAY_FROM_EXILE, zone=Zone.GRAVEYARD)
    table.assert_zone("Millstone", Zone.GRAVEYARD, 0)


def _scholar_enters(table: Table) -> None:
    """Alice casts Scholar of Combustion; its enters trigger targets the Lightning Bolt in her
    graveyard."""
    _libraries(table)
    table.graveyard(0, "Lightning Bolt")
    table.hand(0, "Scholar of Combustion")
    table.mana(0, "RRRR")
    table.cast("Scholar of Combustion")
    table.answer("targets", "Lightning Bolt")  # as the trigger is put on the stack (603.3d)
    table.resolve()  # the creature
    table.resolve()  # its enters trigger


@kit
def test_scholar_of_combustion_casts_the_card_in_your_next_turn(table: Table) -> None:
    """CR 611.2a, 400.7: the Bolt is exiled and cast from exile in Alice's next turn; Bob never
    may cast it."""
    _scholar_enters(table)
    table.assert_zone("Lightning Bolt", Zone.EXILE)
    table.next_turn()
    assert not table.permitted("Lightning Bolt", 1, permission=PLAY_FROM_EXILE)
    table.next_turn()
    table.mana(0, "R")
    table.cast("Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.EXILE, targets=["Bob"])
    table.resolve()
    table.assert_life(1, 17)


@kit
def test_scholar_of_combustion_the_permission_ends_after_your_next_turn(table: Table) -> None:
    """CR 611.2a: after Alice's next turn the exiled card can't be cast."""
    _scholar_enters(table)
    for _ in range(4):
        table.next_turn()
    assert not table.permitted("Lightning Bolt", permission=PLAY_FROM_EXILE)
    table.mana(0, "R")
    table.assert_illegal(table.cast, "Lightning Bolt", using=PLAY_FROM_EXILE, zone=Zone.EXILE,
                         targets=["Bob"])
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
