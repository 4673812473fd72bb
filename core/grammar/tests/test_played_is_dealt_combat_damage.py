"""Printed "Whenever ~ is dealt combat damage, you gain that much life" played (CR 603.2,
510.2, 120.4).

Pious Warrior blocks: the combat damage it is dealt (after prevention) is the life gained,
once for the damage event; noncombat damage (Shock) triggers nothing. Rule "grammar:is dealt
damage" with "combat".
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

PIOUS_WARRIOR = CardDef(
    name="Pious Warrior", mana_cost="{3}{W}", type_line="Creature — Human Rebel Warrior",
    power="2", toughness="3",
    text="Whenever this creature is dealt combat damage, you gain that much life.")

CARDS = (PIOUS_WARRIOR,)
kit = pytest.mark.plugins(extra={"pious-kit": card_pool("pious-kit", CARDS)})


@kit
def test_pious_warrior_gains_the_combat_damage_it_is_dealt(table: Table) -> None:
    """CR 603.2, 510.2: blocking Grizzly Bears, it is dealt 2: Alice gains 2."""
    table.set_turn(active=1)
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(0, "Pious Warrior")
    table.attack("Grizzly Bears")
    table.block({"Pious Warrior": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 22)


@kit
def test_pious_warrior_noncombat_damage_gains_nothing(table: Table) -> None:
    """CR 603.2: Shock's 2 is not combat damage: no trigger, no life."""
    table.battlefield(0, "Pious Warrior")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Pious Warrior"])
    table.resolve()
    assert table.find("Pious Warrior").damage == 2
    table.resolve_all()
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
