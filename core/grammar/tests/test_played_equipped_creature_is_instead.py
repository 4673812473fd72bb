""""Whenever a creature dies, put a +1/+1 counter on equipped creature. If equipped creature
is a Vampire, put two +1/+1 counters on it instead.", played (CR 301.5, 608.2c, 122.1).

Blade of the Bloodchief: when Bob's Memnite dies, the equipped Grizzly Bears gets one
counter, an equipped Vampire Nighthawk two ("it" is the equipped creature, not the one that
died). The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BLADE = CardDef(
    name="Blade of the Bloodchief", mana_cost="{1}", type_line="Artifact — Equipment",
    text="Whenever a creature dies, put a +1/+1 counter on equipped creature. If equipped "
         "creature is a Vampire, put two +1/+1 counters on it instead.\nEquip {1}")

CARDS = (BLADE,)
kit = pytest.mark.plugins(extra={"bloodchief-kit": card_pool("bloodchief-kit", CARDS)})


def _equip_then_bolt_memnite(table: Table, creature: str) -> None:
    table.battlefield(0, creature, "Blade of the Bloodchief")
    table.battlefield(1, "Memnite")
    table.mana(0, "C")
    table.activate("Blade of the Bloodchief", targets=[creature])
    table.resolve()
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Memnite"])
    table.resolve_all()
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


@kit
def test_blade_puts_one_counter_on_an_equipped_non_vampire(table: Table) -> None:
    """CR 122.1: Grizzly Bears isn't a Vampire: one +1/+1 counter."""
    _equip_then_bolt_memnite(table, "Grizzly Bears")
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@kit
def test_blade_puts_two_counters_on_an_equipped_vampire(table: Table) -> None:
    """CR 608.2c: Vampire Nighthawk is a Vampire: two counters instead of one."""
    _equip_then_bolt_memnite(table, "Vampire Nighthawk")
    table.assert_counters("Vampire Nighthawk", "+1/+1", 2)


@kit
def test_blade_unattached_puts_no_counter(table: Table) -> None:
    """CR 301.5: no equipped creature: nothing gets a counter, the Vampire neither."""
    table.battlefield(0, "Vampire Nighthawk", "Blade of the Bloodchief")
    table.battlefield(1, "Memnite")
    table.mana(0, "R")
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Memnite"])
    table.resolve_all()
    table.assert_counters("Vampire Nighthawk", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
