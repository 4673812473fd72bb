"""Printed static "Prevent all damage that would be dealt to ~ by creatures" and "Prevent all
noncombat damage that would be dealt to other creatures you control" played (CR 615.1a,
609.7c, 604.1, 611.3a).

Champion Lancer: the damage creatures would deal to it is prevented, a spell's is not.
Crystal Barricade: noncombat damage to its controller's other creatures is prevented; combat
damage to them, and damage to the Barricade itself, is dealt. Rule "grammar:static prevent
all to ~ by creatures or to other creatures".
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CHAMPION_LANCER = CardDef(
    name="Champion Lancer", mana_cost="{4}{W}{W}", type_line="Creature — Human Knight",
    power="3", toughness="3",
    text="Prevent all damage that would be dealt to this creature by creatures.")
CRYSTAL_BARRICADE = CardDef(
    name="Crystal Barricade", mana_cost="{1}{W}", type_line="Artifact Creature — Wall",
    power="0", toughness="4", keywords=("Defender",),
    text="Defender (This creature can't attack.)\nYou have hexproof. (You can't be the target "
         "of spells or abilities your opponents control.)\nPrevent all noncombat damage that "
         "would be dealt to other creatures you control.")

CARDS = (CHAMPION_LANCER, CRYSTAL_BARRICADE)
kit = pytest.mark.plugins(extra={"static-by-kit": card_pool("static-by-kit", CARDS)})


@kit
def test_champion_lancer_takes_no_damage_from_creatures(table: Table) -> None:
    """CR 615.1a: blocking Hill Giant, the Lancer is dealt none and deals its 3 (the Giant
    dies, 704.5g)."""
    table.set_turn(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Champion Lancer")
    table.attack("Hill Giant")
    table.block({"Champion Lancer": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Champion Lancer", zone=Zone.BATTLEFIELD).damage == 0
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD


@kit
def test_champion_lancer_a_spells_damage_is_dealt(table: Table) -> None:
    """CR 609.7c: Lightning Bolt is no creature: its 3 is dealt and the Lancer dies."""
    table.battlefield(0, "Champion Lancer")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Champion Lancer"])
    table.resolve()
    assert table.zone_of("Champion Lancer") is Zone.GRAVEYARD


@kit
def test_crystal_barricade_prevents_noncombat_damage_to_other_creatures(table: Table) -> None:
    """CR 615.1a: Shock to Grizzly Bears is prevented; Shock to the Barricade itself is dealt
    (not "other")."""
    table.battlefield(0, "Crystal Barricade", "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=["Grizzly Bears"])
    table.resolve()
    assert table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).damage == 0
    table.cast("Shock", targets=["Crystal Barricade"])
    table.resolve()
    assert table.find("Crystal Barricade", zone=Zone.BATTLEFIELD).damage == 2


@kit
def test_crystal_barricade_combat_damage_is_dealt(table: Table) -> None:
    """CR 615.1a: "noncombat": Grizzly Bears blocking Hill Giant are dealt its 3 and die."""
    table.set_turn(active=1)
    table.battlefield(1, "Hill Giant")
    table.battlefield(0, "Crystal Barricade", "Grizzly Bears")
    table.attack("Hill Giant")
    table.block({"Grizzly Bears": "Hill Giant"})
    table.go_to(Step.END_COMBAT)
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
