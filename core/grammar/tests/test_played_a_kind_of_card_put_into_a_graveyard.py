"""Printed "Whenever a land card / a black card is put into [your / an opponent's] graveyard
from anywhere", played (CR 603.2, 404.1, 400.7, 701.17a).

Skola Grovedancer: a land card milled into Alice's graveyard gains her 1 life, a nonland card
milled does not. Compost: Bob's black Vampire Nighthawk dying lets Alice draw; his green Grizzly
Bears dying does not trigger it.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

GROVEDANCER = CardDef(
    name="Skola Grovedancer", mana_cost="{1}{G}", type_line="Enchantment Creature — Satyr Druid",
    power="2", toughness="2", keywords=("Mill",),
    text="Whenever a land card is put into your graveyard from anywhere, you gain 1 life.\n"
         "{2}{G}: Mill a card. (Put the top card of your library into your graveyard.)")
COMPOST = CardDef(
    name="Compost", mana_cost="{1}{G}", type_line="Enchantment",
    text="Whenever a black card is put into an opponent's graveyard from anywhere, you may draw "
         "a card.")

CARDS = (GROVEDANCER, COMPOST)
kit = pytest.mark.plugins(extra={"card-to-graveyard-kit": card_pool("card-to-graveyard-kit",
                                                                    CARDS)})


@kit
def test_grovedancer_gains_life_for_a_milled_land_card(table: Table) -> None:
    """CR 701.17a, 603.2: Forest milled into Alice's graveyard: she gains 1 life."""
    table.battlefield(0, "Skola Grovedancer")
    table.lands(0, "Forest", 3)
    table.library(0, "Forest")
    table.activate("Skola Grovedancer")
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]
    assert table.life(0) == 21


@kit
def test_grovedancer_ignores_a_milled_nonland_card(table: Table) -> None:
    """CR 603.2: "a land card": Grizzly Bears milled gains nothing."""
    table.battlefield(0, "Skola Grovedancer")
    table.lands(0, "Forest", 3)
    table.library(0, "Grizzly Bears")
    table.activate("Skola Grovedancer")
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert table.names(Zone.STACK) == []
    assert table.life(0) == 20


@kit
def test_compost_draws_for_a_black_card_of_bob(table: Table) -> None:
    """CR 603.2, 404.1: Vampire Nighthawk (black) dies into Bob's graveyard: Alice may draw."""
    table.battlefield(0, "Compost")
    table.battlefield(1, "Vampire Nighthawk")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.library(0, "Island", "Island")
    table.cast("Lightning Bolt", targets=["Vampire Nighthawk"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Vampire Nighthawk"]
    assert len(table.names(Zone.STACK)) == 1
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.HAND, 0) == ["Island"]


@kit
def test_compost_ignores_a_green_card_and_alices_own(table: Table) -> None:
    """CR 603.2: Grizzly Bears (green) into Bob's graveyard, Lightning Bolt into Alice's own:
    nothing triggers."""
    table.battlefield(0, "Compost")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.library(0, "Island", "Island")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert table.names(Zone.STACK) == []
    assert table.names(Zone.HAND, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
