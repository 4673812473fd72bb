"""Printed "assigns combat damage equal to its toughness rather than its power" for some
creatures only, played (CR 510.1a, 611.3a, 303.4, 301.5).

Ancient Lumberknot: each creature its controller controls with toughness greater than its
power. Gauntlets of Light: the enchanted creature, with +0/+2. Bark of Doran: the equipped
creature while its toughness is greater than its power. Solid Footing: the enchanted
creature while it has vigilance. Arcades, the Strategist: each creature its controller
controls with defender, which can also attack as though it didn't have defender. Each card is
cast; the damage dealt is the toughness of the
creatures covered and the power of the others.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.turns import Step

LUMBERKNOT = CardDef(
    name="Ancient Lumberknot", mana_cost="{2}{B}{G}", type_line="Creature — Treefolk",
    text="Each creature you control with toughness greater than its power assigns combat "
         "damage equal to its toughness rather than its power.", power="1", toughness="4")
GAUNTLETS = CardDef(
    name="Gauntlets of Light", mana_cost="{2}{W}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +0/+2 and assigns combat damage equal to "
         "its toughness rather than its power.\nEnchanted creature has \"{2}{W}: Untap this "
         "creature.\"")
BARK = CardDef(
    name="Bark of Doran", mana_cost="{1}{W}", type_line="Artifact — Equipment",
    text="Equipped creature gets +0/+1.\nAs long as equipped creature's toughness is greater "
         "than its power, it assigns combat damage equal to its toughness rather than its "
         "power.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a "
         "sorcery.)")
SOLID_FOOTING = CardDef(
    name="Solid Footing", mana_cost="{W}", type_line="Enchantment — Aura",
    text="Flash\nEnchant creature\nEnchanted creature gets +1/+1.\nAs long as enchanted "
         "creature has vigilance, it assigns combat damage equal to its toughness rather than "
         "its power.")
STANDING_TROOPS = CardDef(
    name="Standing Troops", mana_cost="{2}{W}", type_line="Creature — Human Soldier",
    text="Vigilance", power="1", toughness="4")

ARCADES = CardDef(
    name="Arcades, the Strategist", mana_cost="{1}{G}{W}{U}",
    type_line="Legendary Creature — Elder Dragon", power="3", toughness="5",
    text="Flying, vigilance\nWhenever a creature you control with defender enters, draw a "
         "card.\nEach creature you control with defender assigns combat damage equal to its "
         "toughness rather than its power and can attack as though it didn't have defender.")
WALL_OF_WOOD = CardDef(name="Wall of Wood", mana_cost="{G}", type_line="Creature — Wall",
                       text="Defender (This creature can't attack.)", power="0", toughness="3")

CARDS = (LUMBERKNOT, GAUNTLETS, BARK, SOLID_FOOTING, STANDING_TROOPS, ARCADES, WALL_OF_WOOD)
kit = pytest.mark.plugins(extra={"toughness-when-kit": card_pool("toughness-when-kit", CARDS)})


def _cast(table: Table, name: str, mana: str, *targets: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name, targets=list(targets))
    table.resolve_all()


@kit
def test_ancient_lumberknot_covers_creatures_tougher_than_their_power(table: Table) -> None:
    """Giant Spider (2/4) deals 4, Craw Wurm (6/4) its power 6 (510.1a)."""
    table.battlefield(0, "Giant Spider", "Craw Wurm")
    _cast(table, "Ancient Lumberknot", "BGGG")
    table.attack("Giant Spider", "Craw Wurm")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 10)
    assert table.power("Giant Spider") == 2


@kit
def test_ancient_lumberknot_does_not_cover_the_opponents_creatures(table: Table) -> None:
    """Bob's Giant Spider (2/4) blocking Alice's Craw Wurm deals 2, its power."""
    table.battlefield(0, "Craw Wurm")
    table.battlefield(1, "Giant Spider")
    _cast(table, "Ancient Lumberknot", "BGGG")
    table.attack("Craw Wurm")
    table.block({"Giant Spider": "Craw Wurm"})
    table.go_to(Step.END_COMBAT)
    assert table.find("Craw Wurm").damage == 2


@kit
def test_gauntlets_of_light_bears_deal_their_toughness(table: Table) -> None:
    """Grizzly Bears enchanted: 2/4, deal 4 (510.1a); the unenchanted Savannah Lions 2."""
    table.battlefield(0, "Grizzly Bears", "Savannah Lions")
    _cast(table, "Gauntlets of Light", "WWW", "Grizzly Bears")
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 4)
    table.attack("Grizzly Bears", "Savannah Lions")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


def _bark_on(table: Table, creature: str) -> None:
    _cast(table, "Bark of Doran", "WW")
    table.mana(0, "W")
    table.activate("Bark of Doran", targets=[creature])
    table.resolve()


@kit
def test_bark_of_doran_bears_tougher_than_power_deal_their_toughness(table: Table) -> None:
    """Grizzly Bears equipped: 2/3, toughness greater than power: they deal 3."""
    table.battlefield(0, "Grizzly Bears")
    _bark_on(table, "Grizzly Bears")
    table.attack("Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 17)


@kit
def test_bark_of_doran_wurm_not_tougher_deals_its_power(table: Table) -> None:
    """Craw Wurm equipped: 6/5, toughness not greater than power: it deals 6, not 5."""
    table.battlefield(0, "Craw Wurm")
    _bark_on(table, "Craw Wurm")
    table.attack("Craw Wurm")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 14)


@kit
def test_solid_footing_only_while_the_creature_has_vigilance(table: Table) -> None:
    """Standing Troops (vigilance) enchanted: 2/5, deal 5; Giant Spider (no vigilance)
    enchanted by another Solid Footing: 3/5, deals 3."""
    table.battlefield(0, "Standing Troops", "Giant Spider")
    _cast(table, "Solid Footing", "W", "Standing Troops")
    _cast(table, "Solid Footing", "W", "Giant Spider")
    table.attack("Standing Troops", "Giant Spider")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 12)


@kit
def test_arcades_walls_attack_and_deal_their_toughness(table: Table) -> None:
    """CR 609.4, 702.3b: with Arcades cast, Wall of Wood (defender, 0/3) attacks and deals 3
    (510.1a); Grizzly Bears (no defender) deal their power, 2."""
    table.battlefield(0, "Wall of Wood", "Grizzly Bears")
    _cast(table, "Arcades, the Strategist", "GWUU")
    table.attack("Wall of Wood", "Grizzly Bears")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)


@kit
def test_without_arcades_the_wall_cant_attack(table: Table) -> None:
    """CR 702.3b: the near miss: Arcades in hand, the Wall's attack is refused."""
    table.battlefield(0, "Wall of Wood")
    table.hand(0, "Arcades, the Strategist")
    with pytest.raises(IllegalActionError):
        table.attack("Wall of Wood")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
