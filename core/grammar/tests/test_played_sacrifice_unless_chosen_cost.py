"""Printed "sacrifice it unless you discard a creature card / return another creature you
control to its owner's hand / sacrifice a Forest / exile a card from your graveyard", played
(CR 118.12, 701.21a, 603.2).

Each action is an optional cost of the trigger's effect (CR 118.12): its controller may take
it only if they can (118.3); not taken, the permanent is sacrificed (701.21a).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

HIDDEN_HORROR = CardDef(
    name="Hidden Horror", mana_cost="{1}{B}{B}", type_line="Creature — Horror",
    power="4", toughness="4",
    text="When this creature enters, sacrifice it unless you discard a creature card.")
FAERIE_IMPOSTOR = CardDef(
    name="Faerie Impostor", mana_cost="{U}", type_line="Creature — Faerie Rogue",
    power="2", toughness="1", keywords=("Flying",),
    text="Flying\nWhen this creature enters, sacrifice it unless you return another creature "
         "you control to its owner's hand.")
PLANT_ELEMENTAL = CardDef(
    name="Plant Elemental", mana_cost="{1}{G}", type_line="Creature — Plant Elemental",
    power="3", toughness="4",
    text="When this creature enters, sacrifice it unless you sacrifice a Forest.")
ROTTING_GIANT = CardDef(
    name="Rotting Giant", mana_cost="{1}{B}", type_line="Creature — Zombie Giant",
    power="3", toughness="3",
    text="Whenever this creature attacks or blocks, sacrifice it unless you exile a card from "
         "your graveyard.")
GRIZZLY_BEARS = CardDef(
    name="Grizzly Bears", mana_cost="{1}{G}", type_line="Creature — Bear",
    power="2", toughness="2")

CARDS = (HIDDEN_HORROR, FAERIE_IMPOSTOR, PLANT_ELEMENTAL, ROTTING_GIANT, GRIZZLY_BEARS)
kit = pytest.mark.plugins(extra={"unless-kit": card_pool("unless-kit", CARDS)})
PAY = Answer("pay_unless", (True,))
DECLINE = Answer("pay_unless", (False,))


@kit
def test_hidden_horror_stays_when_a_creature_card_is_discarded(table: Table) -> None:
    """CR 118.12: Alice discards the creature card (not the land); the Horror stays."""
    table.hand(0, "Hidden Horror", "Grizzly Bears", "Forest")
    table.lands(0, "Swamp", 3)
    table.cast("Hidden Horror")
    table.resolve()
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[PAY])
    assert asked and asked[0].rule == "118.12"
    table.assert_zone("Hidden Horror", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 0) == ["Grizzly Bears"]
    assert table.names(Zone.HAND, 0) == ["Forest"]


@kit
def test_hidden_horror_is_sacrificed_with_no_creature_card(table: Table) -> None:
    """CR 118.3: a land card can't pay "discard a creature card": nothing is asked, the
    Horror is sacrificed and the land stays in hand."""
    table.hand(0, "Hidden Horror", "Forest")
    table.lands(0, "Swamp", 3)
    table.cast("Hidden Horror")
    table.resolve()
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    table.assert_zone("Hidden Horror", Zone.GRAVEYARD, 0)
    assert table.names(Zone.HAND, 0) == ["Forest"]


@kit
def test_faerie_impostor_returns_another_creature(table: Table) -> None:
    """CR 118.12: "another": the Bears go back to hand, the Impostor stays."""
    table.battlefield(0, "Grizzly Bears")
    table.hand(0, "Faerie Impostor")
    table.lands(0, "Island", 1)
    table.cast("Faerie Impostor")
    table.resolve()
    table.resolve(answers=[PAY])
    table.assert_zone("Faerie Impostor", Zone.BATTLEFIELD, 0)
    table.assert_zone("Grizzly Bears", Zone.HAND, 0)


@kit
def test_faerie_impostor_cannot_return_itself(table: Table) -> None:
    """CR 118.3: with no other creature, "another" can't be paid with the Impostor itself:
    it is sacrificed."""
    table.hand(0, "Faerie Impostor")
    table.lands(0, "Island", 1)
    table.cast("Faerie Impostor")
    table.resolve()
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    table.assert_zone("Faerie Impostor", Zone.GRAVEYARD, 0)


@kit
def test_plant_elemental_sacrifices_a_forest_or_itself(table: Table) -> None:
    """CR 118.12, 701.21a: Alice sacrifices a Forest to keep the Elemental."""
    table.hand(0, "Plant Elemental")
    table.lands(0, "Forest", 2)
    table.cast("Plant Elemental")
    table.resolve()
    table.resolve(answers=[PAY])
    table.assert_zone("Plant Elemental", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 1
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]


@kit
def test_plant_elemental_is_sacrificed_when_alice_declines(table: Table) -> None:
    """CR 701.21a: declined, the Elemental is sacrificed and both Forests stay."""
    table.hand(0, "Plant Elemental")
    table.lands(0, "Forest", 2)
    table.cast("Plant Elemental")
    table.resolve()
    table.resolve(answers=[DECLINE])
    table.assert_zone("Plant Elemental", Zone.GRAVEYARD, 0)
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 2


@kit
def test_rotting_giant_attacks_and_exiles_a_card_from_the_graveyard(table: Table) -> None:
    """CR 508.1m, 603.2, 118.12: the attack trigger; a graveyard card pays for the Giant."""
    table.battlefield(0, "Rotting Giant")
    table.graveyard(0, "Grizzly Bears")
    table.attack("Rotting Giant")
    table.resolve(answers=[PAY])
    table.assert_zone("Rotting Giant", Zone.BATTLEFIELD, 0)
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)


@kit
def test_rotting_giant_is_sacrificed_with_an_empty_graveyard(table: Table) -> None:
    """CR 118.3, 701.21a: nothing to exile: the attacking Giant is sacrificed."""
    table.battlefield(0, "Rotting Giant")
    table.attack("Rotting Giant")
    table.resolve()
    table.assert_zone("Rotting Giant", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
