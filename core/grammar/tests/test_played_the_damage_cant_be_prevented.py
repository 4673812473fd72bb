"""Printed "~ deals 5 damage to target white or blue creature. The damage can't be
prevented.", played (CR 615.12, 115.1).

Combust's damage to Bob's Serra Angel (4/4) is dealt even though Healing Salve set up a
shield preventing the next 3 damage to it: the Angel dies (615.12). A green creature is no
legal target (115.1). Shock after the same shield is prevented as usual (615.7).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COMBUST = CardDef(
    name="Combust", mana_cost="{1}{R}", type_line="Instant",
    text="This spell can't be countered.\nCombust deals 5 damage to target white or blue "
         "creature. The damage can't be prevented.")
SERRA_ANGEL = CardDef(
    name="Serra Angel", mana_cost="{3}{W}{W}", type_line="Creature — Angel", power="4",
    toughness="4",
    text="Flying\nVigilance (Attacking doesn't cause this creature to tap.)")

CARDS = (COMBUST, SERRA_ANGEL)
kit = pytest.mark.plugins(extra={"combust-kit": card_pool("combust-kit", CARDS)})


def _shield_the_angel(table: Table) -> None:
    table.set_turn(active=1)
    table.battlefield(1, "Serra Angel")
    table.lands(1, "Plains", 1)
    table.hand(1, "Healing Salve")
    table.cast("Healing Salve", modes=[1], targets=["Serra Angel"])
    table.resolve()
    table.set_turn(active=0)


@kit
def test_combust_damage_isnt_prevented(table: Table) -> None:
    """CR 615.12: the shield prevents none of the 5 damage: the Angel dies."""
    _shield_the_angel(table)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Combust")
    table.cast("Combust", targets=["Serra Angel"])
    table.resolve()
    assert table.zone_of("Serra Angel") is Zone.GRAVEYARD


@kit
def test_other_damage_is_still_prevented(table: Table) -> None:
    """CR 615.7: Shock's 2 damage is prevented by the same shield: the Angel lives."""
    _shield_the_angel(table)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Serra Angel"])
    table.resolve()
    assert table.zone_of("Serra Angel") is Zone.BATTLEFIELD


@kit
def test_combust_cant_target_a_green_creature(table: Table) -> None:
    """CR 115.1: "target white or blue creature": a green one is no legal target."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Combust")
    table.assert_illegal(table.cast, "Combust", targets=["Craw Wurm"])
    assert table.zone_of("Combust") is Zone.HAND


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
