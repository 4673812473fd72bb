"""Printed "Whenever Aurelia attacks for the first time each turn, untap all creatures you
control. After this phase, there is an additional combat phase." (Aurelia, the Warleader),
played (CR 508.1a, 508.1m, 500.8).

It triggers as Aurelia is declared an attacker in the first combat of the turn she attacks
in, not when she attacks again in the additional combat it gives. The printed card comes from
the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

AURELIA = CardDef(
    name="Aurelia, the Warleader", mana_cost="{2}{R}{R}{W}{W}",
    type_line="Legendary Creature — Angel", power="3", toughness="4",
    keywords=("Flying", "Haste", "Vigilance"),
    text="Flying, vigilance, haste\nWhenever Aurelia attacks for the first time each turn, "
         "untap all creatures you control. After this phase, there is an additional combat "
         "phase.")

CARDS = (AURELIA,)
kit = pytest.mark.plugins("haste", extra={"aurelia-kit": card_pool("aurelia-kit", CARDS)})


@kit
def test_only_her_first_attack_of_the_turn_triggers_it(table: Table) -> None:
    """CR 508.1m: the first attack: Grizzly Bears untapped and a second combat; attacking
    again in it triggers nothing: no third combat, Bob takes 5 twice."""
    table.battlefield(0, "Aurelia, the Warleader", "Grizzly Bears")
    table.attack("Aurelia, the Warleader", "Grizzly Bears")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert not table.find("Grizzly Bears").tapped
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)
    table.attack("Aurelia, the Warleader", "Grizzly Bears")
    assert table.names(Zone.STACK) == []  # her second attack this turn
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 10)
    assert table.find("Grizzly Bears").tapped
    table.assert_illegal(table.attack, "Aurelia, the Warleader")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
