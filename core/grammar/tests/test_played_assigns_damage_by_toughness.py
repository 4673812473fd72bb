"""Printed "assigns combat damage equal to its toughness rather than its power" played
(CR 510.1a, 604.1).

Assault Formation: "Each creature you control assigns combat damage equal to its toughness
rather than its power." Doran, the Siege Tower: "Each creature assigns combat damage equal
to its toughness rather than its power." The amount each such creature assigns (510.1a) is
its toughness; its power is unchanged, and creatures the words don't cover assign their
power.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ASSAULT_FORMATION = CardDef(
    name="Assault Formation", mana_cost="{1}{G}", type_line="Enchantment",
    text="Each creature you control assigns combat damage equal to its toughness rather than "
         "its power.\n{G}: Target creature with defender can attack this turn as though it "
         "didn't have defender.\n{2}{G}: Creatures you control get +0/+1 until end of turn.")
DORAN = CardDef(
    name="Doran, the Siege Tower", mana_cost="{W}{B}{G}",
    type_line="Legendary Creature — Treefolk Shaman", power="0", toughness="5",
    text="Each creature assigns combat damage equal to its toughness rather than its power.")

PRINTED = (ASSAULT_FORMATION, DORAN)
kit = pytest.mark.plugins(extra={"toughness-kit": card_pool("toughness-kit", PRINTED)})


@kit
def test_assault_formation_giant_spider_deals_its_toughness(table: Table) -> None:
    """CR 510.1a: Giant Spider (2/4) unblocked deals 4 to Bob; its power stays 2."""
    table.battlefield(0, "Assault Formation")
    table.battlefield(0, "Giant Spider")
    table.attack("Giant Spider")
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 16
    assert table.game.power(table.find("Giant Spider").id) == 2


@kit
def test_assault_formation_covers_only_its_controllers_creatures(table: Table) -> None:
    """Bob's Savannah Lions (2/1) block Alice's Giant Spider: the Spider deals 4 and the Lions
    die; the Lions deal their power, 2, not their toughness (Bob's creature)."""
    table.battlefield(0, "Assault Formation")
    table.battlefield(0, "Giant Spider")
    table.battlefield(1, "Savannah Lions")
    table.attack("Giant Spider")
    table.block({"Savannah Lions": "Giant Spider"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Savannah Lions", Zone.GRAVEYARD, 1)
    assert table.find("Giant Spider").damage == 2


@kit
def test_assault_formation_uses_toughness_pumped_by_its_ability(table: Table) -> None:
    """{2}{G}: +0/+1 to Alice's creatures: Grizzly Bears (2/3) then assign 3 (510.1a)."""
    table.battlefield(0, "Assault Formation")
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 3)
    table.activate("Assault Formation", 1)
    table.resolve()
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 17


@kit
def test_doran_makes_every_creature_deal_its_toughness(table: Table) -> None:
    """Doran covers both players' creatures: Bob's Craw Wurm (6/4) blocking Alice's Giant
    Spider (2/4) deals 4, killing it; the Spider deals 4 to the Wurm, killing it too."""
    table.battlefield(0, "Doran, the Siege Tower")
    table.battlefield(0, "Giant Spider")
    table.battlefield(1, "Craw Wurm")
    table.attack("Giant Spider")
    table.block({"Craw Wurm": "Giant Spider"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Giant Spider", Zone.GRAVEYARD, 0)
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)


@kit
def test_doran_attacks_for_five_with_no_power(table: Table) -> None:
    """Doran (0/5) itself assigns 5 (510.1a: 0 power would assign none)."""
    table.battlefield(0, "Doran, the Siege Tower")
    table.attack("Doran, the Siege Tower")
    table.go_to(Step.END_COMBAT)
    assert table.life(1) == 15


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
