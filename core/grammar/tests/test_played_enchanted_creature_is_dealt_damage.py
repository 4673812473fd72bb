""""Whenever enchanted creature is dealt damage, ..." played (CR 603.2, 603.2c, 303.4).

Spiteful Shadows ("... it deals that much damage to its controller."): the enchanted creature
is the source, its controller is dealt the damage. Ragged Veins ("... its controller loses
that much life."): the enchanted creature's controller loses it. The cards come with their
exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

SPITEFUL_SHADOWS = CardDef(
    name="Spiteful Shadows", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    text="Enchant creature\nWhenever enchanted creature is dealt damage, it deals that much "
         "damage to its controller.")
RAGGED_VEINS = CardDef(
    name="Ragged Veins", mana_cost="{1}{B}", type_line="Enchantment — Aura",
    text="Flash\nEnchant creature\nWhenever enchanted creature is dealt damage, its controller "
         "loses that much life.")

PRINTED = (SPITEFUL_SHADOWS, RAGGED_VEINS)
kit = pytest.mark.plugins(extra={"enchanted-dealt-kit": card_pool("enchanted-dealt-kit",
                                                                  PRINTED)})


@kit
def test_spiteful_shadows_the_creature_deals_that_much_to_its_controller(table: Table) -> None:
    """CR 603.2: Alice's Spiteful Shadows on Bob's Craw Wurm; Alice's Shock to it: the Wurm
    deals 2 damage to Bob (its controller), not Alice."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Spiteful Shadows", "Shock")
    table.cast("Spiteful Shadows", targets=["Craw Wurm"])
    table.resolve()
    table.cast("Shock", targets=["Craw Wurm"])
    table.resolve()
    table.resolve()
    table.assert_life(1, 18)
    table.assert_life(0, 20)
    table.assert_logged(rule="120.3a", contains="Craw Wurm#1 deals 2 damage to Bob")


@kit
def test_ragged_veins_its_controller_loses_that_much_life(table: Table) -> None:
    """CR 603.2, 119.3: Ragged Veins on Bob's Craw Wurm, Lightning Bolt to it: Bob loses 3."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Swamp", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Ragged Veins", "Lightning Bolt")
    table.cast("Ragged Veins", targets=["Craw Wurm"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Craw Wurm"])
    table.resolve()
    table.resolve()
    table.assert_life(1, 17)
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
