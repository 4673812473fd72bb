"""Printed casting prohibitions played from the hand (CR 604.1, 101.2, 601.2e).

Steel Golem ("You can't cast creature spells.", rule "grammar:player can't cast spells")
and Gaddock Teeg ("Noncreature spells with mana value 4 or greater can't be cast.", rule
"grammar:spells can't be cast") are cast from the hand with their exact Oracle text; once
they resolve, their static abilities (CR 604.1) forbid the casts they describe at 601.2e,
the "can't" winning over the permission to cast (101.2). A refused cast leaves the game
unchanged (732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

STEEL_GOLEM = CardDef(
    name="Steel Golem", mana_cost="{3}", type_line="Artifact Creature — Golem", power="3",
    toughness="4", text="You can't cast creature spells.")
GADDOCK_TEEG = CardDef(
    name="Gaddock Teeg", mana_cost="{G}{W}", type_line="Legendary Creature — Kithkin Advisor",
    power="2", toughness="2",
    text="Noncreature spells with mana value 4 or greater can't be cast.\n"
         "Noncreature spells with {X} in their mana costs can't be cast.")

CARDS = (STEEL_GOLEM, GADDOCK_TEEG)
kit = pytest.mark.plugins(extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_steel_golem_cast_forbids_its_controllers_creature_spells(table: Table) -> None:
    """CR 604.1, 601.2e: "You can't cast creature spells" binds only Steel Golem's
    controller, only creature spells, and only once it is on the battlefield."""
    table.lands(0, "Forest", 5)
    table.hand(0, "Steel Golem", "Grizzly Bears", "Giant Growth")
    table.cast("Steel Golem")
    table.resolve()
    assert table.zone_of("Steel Golem") is Zone.BATTLEFIELD
    table.assert_illegal(table.cast, "Grizzly Bears", rule="601.2e")
    assert table.zone_of("Grizzly Bears") is Zone.HAND
    table.cast("Giant Growth", targets=["Steel Golem"])  # a noncreature spell: allowed
    table.resolve()
    assert table.power("Steel Golem") == 6
    table.set_turn(active=1)  # CR 604.1: its opponent is not bound
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Grizzly Bears") == 1


@kit
def test_gaddock_teeg_cast_forbids_big_noncreature_spells(table: Table) -> None:
    """CR 604.1, 601.2e, 202.3: noncreature spells of mana value 4 or more can't be cast
    (Wrath of God, 4), smaller ones (Divination, 3) and creature spells can."""
    table.lands(0, "Plains", 5)
    table.lands(0, "Forest", 7)
    table.lands(0, "Island", 3)
    table.hand(0, "Gaddock Teeg", "Wrath of God", "Divination", "Craw Wurm")
    table.library(0, "Island", "Island")
    table.cast("Gaddock Teeg")
    table.resolve()
    assert table.zone_of("Gaddock Teeg") is Zone.BATTLEFIELD
    table.assert_illegal(table.cast, "Wrath of God", rule="601.2e")
    assert table.zone_of("Wrath of God") is Zone.HAND
    table.cast("Divination")
    table.resolve()
    assert table.zone_of("Divination") is Zone.GRAVEYARD
    table.cast("Craw Wurm")  # a creature spell of mana value 6: allowed
    table.resolve()
    assert table.zone_of("Craw Wurm") is Zone.BATTLEFIELD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
