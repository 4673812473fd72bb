"""Printed "Return this creature and another target creature to their owners' hands" and
"Return this creature and target creature you control to their owner's hand", played (CR 115.1,
109.5, 400.7).

Coastal Wizard returns itself and Bob's Craw Wurm to their owners' hands; it can't target
itself ("another"). Wizard Mentor returns itself and Alice's Grizzly Bears; Bob's Wurm is no
legal target. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COASTAL_WIZARD = CardDef(
    name="Coastal Wizard", mana_cost="{2}{U}{U}", type_line="Creature — Human Wizard",
    power="1", toughness="1",
    text="{T}: Return this creature and another target creature to their owners' hands. "
         "Activate only during your turn, before attackers are declared.")
WIZARD_MENTOR = CardDef(
    name="Wizard Mentor", mana_cost="{2}{U}", type_line="Creature — Human Wizard",
    power="2", toughness="2",
    text="{T}: Return this creature and target creature you control to their owner's hand.")

CARDS = (COASTAL_WIZARD, WIZARD_MENTOR)
kit = pytest.mark.plugins(extra={"return-self-kit": card_pool("return-self-kit", CARDS)})


@kit
def test_coastal_wizard_returns_itself_and_the_target(table: Table) -> None:
    """CR 608.2c: both go to their owners' hands; Alice's Bears stay."""
    table.battlefield(0, "Coastal Wizard", "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    table.activate("Coastal Wizard", targets=["Craw Wurm"])
    table.resolve()
    assert table.zone_of("Coastal Wizard") is Zone.HAND
    assert table.zone_of("Craw Wurm") is Zone.HAND
    assert table.find("Craw Wurm").owner == 1
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD


@kit
def test_coastal_wizard_cannot_target_itself(table: Table) -> None:
    """CR 115.1: "another target creature"; refused, nothing changes (732)."""
    table.battlefield(0, "Coastal Wizard")
    with pytest.raises(IllegalActionError):
        table.activate("Coastal Wizard", targets=["Coastal Wizard"])
    assert table.zone_of("Coastal Wizard") is Zone.BATTLEFIELD
    assert not table.find("Coastal Wizard").tapped


@kit
def test_wizard_mentor_returns_itself_and_a_creature_alice_controls(table: Table) -> None:
    """CR 608.2c: the Mentor and the Bears return; Bob's Wurm is no legal target (115.1)."""
    table.battlefield(0, "Wizard Mentor", "Grizzly Bears")
    table.battlefield(1, "Craw Wurm")
    with pytest.raises(IllegalActionError):
        table.activate("Wizard Mentor", targets=["Craw Wurm"])
    table.activate("Wizard Mentor", targets=["Grizzly Bears"])
    table.resolve()
    assert table.zone_of("Wizard Mentor") is Zone.HAND
    assert table.zone_of("Grizzly Bears") is Zone.HAND
    assert table.zone_of("Craw Wurm") is Zone.BATTLEFIELD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
