""""Whenever ~ and at least one other creature attack, ..." played (CR 508.1, 508.3a).

Sokka, Lateral Strategist attacks with Grizzly Bears: Alice draws a card. Sokka attacking
alone draws nothing, nor does Grizzly Bears attacking without Sokka.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SOKKA = CardDef(
    name="Sokka, Lateral Strategist", mana_cost="{1}{W/U}{W/U}",
    type_line="Legendary Creature — Human Warrior Ally", power="2", toughness="4",
    text="Vigilance\nWhenever Sokka and at least one other creature attack, draw a card.")

CARDS = (SOKKA,)
kit = pytest.mark.plugins(extra={"sokka-kit": card_pool("sokka-kit", CARDS)})


@kit
def test_sokka_and_another_creature_attack_draw_a_card(table: Table) -> None:
    """CR 508.3a: Sokka and one other attacker declared: one card drawn."""
    table.battlefield(0, "Sokka, Lateral Strategist", "Grizzly Bears")
    table.library(0, "Island", "Island")
    hand = len(table.names(Zone.HAND, 0))
    table.attack("Sokka, Lateral Strategist", "Grizzly Bears")
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == hand + 1


@kit
def test_sokka_attacking_alone_draws_nothing(table: Table) -> None:
    """The near miss: Sokka is the only attacker: nothing triggers."""
    table.battlefield(0, "Sokka, Lateral Strategist", "Grizzly Bears")
    table.library(0, "Island", "Island")
    hand = len(table.names(Zone.HAND, 0))
    table.attack("Sokka, Lateral Strategist")
    assert table.names(Zone.STACK) == []
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == hand


@kit
def test_another_creature_attacking_without_sokka_draws_nothing(table: Table) -> None:
    """The near miss: two other creatures attack, Sokka stays home: nothing triggers."""
    table.battlefield(0, "Sokka, Lateral Strategist", "Grizzly Bears", "Gray Ogre")
    table.library(0, "Island", "Island")
    table.attack("Grizzly Bears", "Gray Ogre")
    assert table.names(Zone.STACK) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
