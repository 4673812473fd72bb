"""Printed "Bartel Runeaxe can't be the target of Aura spells." played (CR 601.2c, 303.4a).

An Aura spell targets what it will enchant (303.4a): Bartel can't be chosen, so Air Bladder
can't be cast on him (refused, the game unchanged, CR 732); other spells still target him, and
the Aura still targets another creature.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BARTEL = CardDef(
    name="Bartel Runeaxe", mana_cost="{3}{B}{R}{G}", type_line="Legendary Creature — Giant "
    "Warrior", power="6", toughness="5", keywords=("Vigilance",),
    text="Vigilance\nBartel Runeaxe can't be the target of Aura spells.")
AIR_BLADDER = CardDef(
    name="Air Bladder", mana_cost="{U}", type_line="Enchantment — Aura", keywords=("Enchant",),
    text="Enchant creature\nEnchanted creature has flying.\nEnchanted creature can block only "
         "creatures with flying.")
BATTLEGROWTH = CardDef(
    name="Battlegrowth", mana_cost="{G}", type_line="Instant",
    text="Put a +1/+1 counter on target creature.")

CARDS = (BARTEL, AIR_BLADDER, BATTLEGROWTH)
kit = pytest.mark.plugins(extra={"bartel-kit": card_pool("bartel-kit", CARDS)})


@kit
def test_an_aura_spell_cant_target_bartel(table: Table) -> None:
    """CR 601.2c, 303.4a: Air Bladder can't choose Bartel as its target: refused."""
    table.battlefield(0, "Bartel Runeaxe")
    table.hand(0, "Air Bladder")
    table.lands(0, "Island", 1)
    table.assert_illegal(table.cast, "Air Bladder", targets=["Bartel Runeaxe"])
    table.assert_zone("Air Bladder", Zone.HAND, 0)


@kit
def test_the_aura_enchants_another_creature(table: Table) -> None:
    """CR 303.4a: the Bears are a legal target: Air Bladder enchants them."""
    table.battlefield(0, "Bartel Runeaxe", "Grizzly Bears")
    table.hand(0, "Air Bladder")
    table.lands(0, "Island", 1)
    table.cast("Air Bladder", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Air Bladder", Zone.BATTLEFIELD, 0)
    assert table.has_keyword("Grizzly Bears", "flying")


@kit
def test_an_instant_still_targets_bartel(table: Table) -> None:
    """CR 601.2c: only Aura spells are barred: Battlegrowth gives him a counter."""
    table.battlefield(0, "Bartel Runeaxe")
    table.hand(0, "Battlegrowth")
    table.lands(0, "Forest", 1)
    table.cast("Battlegrowth", targets=["Bartel Runeaxe"])
    table.resolve()
    table.assert_counters("Bartel Runeaxe", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
