"""Printed triggered "double the number of +1/+1 counters on ..." played (CR 701.10e, 122.1,
603.7c, 508.1m).

Kalonian Hydra doubles the counters on each creature its controller controls as it attacks,
not the opponent's; Byrke doubles them on the attacking creature whose attack triggered it
("it"), not on another creature of the same controller; Hydra's Growth on the creature it
enchants, at its controller's upkeep.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

KALONIAN_HYDRA = CardDef(
    name="Kalonian Hydra", mana_cost="{3}{G}{G}", type_line="Creature — Hydra", power="0",
    toughness="0", keywords=("Double", "Trample"),
    text="Trample\nThis creature enters with four +1/+1 counters on it.\nWhenever this creature "
         "attacks, double the number of +1/+1 counters on each creature you control.")
BYRKE = CardDef(
    name="Byrke, Long Ear of the Law", mana_cost="{4}{G}{W}",
    type_line="Legendary Creature — Rabbit Soldier", power="4", toughness="4",
    keywords=("Double", "Vigilance"),
    text="Vigilance\nWhen Byrke enters, put a +1/+1 counter on each of up to two target "
         "creatures.\nWhenever a creature you control with a +1/+1 counter on it attacks, double "
         "the number of +1/+1 counters on it.")
HYDRAS_GROWTH = CardDef(
    name="Hydra's Growth", mana_cost="{2}{G}", type_line="Enchantment — Aura",
    keywords=("Double", "Enchant"),
    text="Enchant creature\nWhen this Aura enters, put a +1/+1 counter on enchanted creature.\n"
         "At the beginning of your upkeep, double the number of +1/+1 counters on enchanted "
         "creature.")

CARDS = (KALONIAN_HYDRA, BYRKE, HYDRAS_GROWTH)
kit = pytest.mark.plugins(extra={"double-kit": card_pool("double-kit", CARDS)})


@kit
def test_kalonian_hydra_doubles_each_of_its_controllers_creatures(table: Table) -> None:
    """CR 701.10e: the Hydra 4 -> 8, Alice's Bears 1 -> 2; Bob's Bears keep their 1."""
    table.battlefield(0, "Kalonian Hydra", counters={"+1/+1": 4})
    alices, = table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    bobs, = table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1})
    table.attack("Kalonian Hydra")
    table.resolve()
    table.assert_counters("Kalonian Hydra", "+1/+1", 8)
    assert table.game.find(alices.id).counter("+1/+1") == 2
    assert table.game.find(bobs.id).counter("+1/+1") == 1


@kit
def test_byrke_doubles_the_counters_of_the_attacker_only(table: Table) -> None:
    """CR 603.7c: Bears with two counters attack: 4; the Hill Giant at home keeps its one,
    the Gray Ogre attacking with none triggers nothing."""
    table.battlefield(0, "Byrke, Long Ear of the Law")
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.battlefield(0, "Hill Giant", counters={"+1/+1": 1})
    table.battlefield(0, "Gray Ogre")
    table.attack("Grizzly Bears", "Gray Ogre")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 4)
    table.assert_counters("Hill Giant", "+1/+1", 1)
    table.assert_counters("Gray Ogre", "+1/+1", 0)


@kit
def test_hydras_growth_doubles_at_its_controllers_upkeep(table: Table) -> None:
    """CR 701.10e: one counter as it enters; Alice's next upkeep: 2 (Bob's upkeep: none)."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 3)
    table.hand(0, "Hydra's Growth")
    table.cast("Hydra's Growth", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.next_turn()
    table.go_to(Step.MAIN1)
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 2)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
