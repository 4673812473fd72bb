"""Printed Ensnaring Bridge, played: "Creatures with power greater than the number of cards in
your hand can't attack." (CR 508.1c, 208.1, 402.1).

"Your hand" is the hand of the Bridge's controller, whoever controls the creature; the power
and the hand are compared as attackers are declared: a creature the restriction stops is
refused (nothing happens, CR 732), one whose power is at most that number attacks.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ENSNARING_BRIDGE = CardDef(
    name="Ensnaring Bridge", mana_cost="{3}", type_line="Artifact",
    text="Creatures with power greater than the number of cards in your hand can't attack.")

CARDS = (ENSNARING_BRIDGE,)
kit = pytest.mark.plugins(extra={"bridge-kit": card_pool("bridge-kit", CARDS)})


@kit
def test_a_creature_with_power_over_your_hand_cant_attack(table: Table) -> None:
    """CR 508.1c: one card in Alice's hand: her Grizzly Bears (power 2) can't attack,
    nothing happens; her Llanowar Elves (power 1) attacks."""
    table.battlefield(0, "Ensnaring Bridge", "Grizzly Bears", "Llanowar Elves")
    table.hand(0, "Island")
    table.assert_illegal(table.attack, "Grizzly Bears")
    assert not table.find("Grizzly Bears").tapped
    table.attack("Llanowar Elves")
    assert table.find("Llanowar Elves").tapped


@kit
def test_your_hand_is_the_bridge_controllers(table: Table) -> None:
    """The number is the cards in the hand of the Bridge's controller (Alice: one), not the
    attacking player's (Bob: four): Bob's Grizzly Bears can't attack."""
    table.battlefield(0, "Ensnaring Bridge")
    table.hand(0, "Island")
    table.set_turn(active=1, turn=2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(1, "Island", "Island", "Island", "Island")
    table.assert_illegal(table.attack, "Grizzly Bears")
    assert not table.find("Grizzly Bears", player=1).tapped


@kit
def test_more_cards_in_hand_let_it_attack(table: Table) -> None:
    """CR 208.1: compared as attackers are declared: with one card in Alice's hand her
    Grizzly Bears (power 2) can't attack; once she has two, it may."""
    table.battlefield(0, "Ensnaring Bridge", "Grizzly Bears")
    table.hand(0, "Island")
    table.assert_illegal(table.attack, "Grizzly Bears")
    table.hand(0, "Island")
    table.attack("Grizzly Bears")
    assert table.find("Grizzly Bears").tapped
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
