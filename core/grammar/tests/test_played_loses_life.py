"""Printed "Whenever an opponent loses life, you gain that much life." (Exquisite Blood) and
"Whenever you lose life for the first time each turn, put a +1/+1 counter on this creature."
(Vengeful Warchief), played (CR 119.3, 120.3a, 120.4, 603.2c).

Combat damage two creatures deal at once is one life loss event: one trigger for all of it;
Shock after it is another. Only the first life loss event of the turn counts for "the first
time each turn". The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

EXQUISITE_BLOOD = CardDef(
    name="Exquisite Blood", mana_cost="{4}{B}", type_line="Enchantment",
    text="Whenever an opponent loses life, you gain that much life.")

VENGEFUL_WARCHIEF = CardDef(
    name="Vengeful Warchief", mana_cost="{4}{B}", type_line="Creature — Orc Warrior",
    power="4", toughness="4",
    text="Whenever you lose life for the first time each turn, put a +1/+1 counter on this "
         "creature. (Damage causes loss of life.)")

SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")

CARDS = (EXQUISITE_BLOOD, VENGEFUL_WARCHIEF, SHOCK)
kit = pytest.mark.plugins(extra={"life-loss-kit": card_pool("life-loss-kit", CARDS)})


@kit
def test_combat_damage_of_two_creatures_is_one_loss(table: Table) -> None:
    """CR 120.4, 603.2c: Grizzly Bears and Hill Giant deal 5 combat damage to Bob at once:
    one trigger, Alice gains 5; Shock then: another trigger, 2 more."""
    table.battlefield(0, "Exquisite Blood", "Grizzly Bears", "Hill Giant")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.attack("Grizzly Bears", "Hill Giant")
    table.go_to(Step.COMBAT_DAMAGE)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_life(1, 15)
    table.assert_life(0, 25)
    table.go_to(Step.END_COMBAT)
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_life(0, 27)


@kit
def test_only_the_first_loss_of_the_turn_counts(table: Table) -> None:
    """CR 119.3: Alice Shocks herself twice: one +1/+1 counter; Bob losing life gives none."""
    table.battlefield(0, "Vengeful Warchief")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Shock", "Shock", "Shock")
    table.cast("Shock", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.cast("Shock", targets=["Alice"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_counters("Vengeful Warchief", "+1/+1", 1)
    table.cast("Shock", targets=["Alice"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    table.assert_counters("Vengeful Warchief", "+1/+1", 1)
    table.assert_life(0, 16)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
