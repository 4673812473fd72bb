"""Printed "[Target creature / Each creature] deals damage to itself equal to its power",
cast and activated (CR 120.3, 120.4, 608.2h).

Justice Strike on Grizzly Bears (2/2) destroys it (704.5g); on Wall of Stone (0/8) it deals
no damage. The creature is the damage's source: Gifted Aetherborn (2/3, deathtouch,
lifelink) dies of its own deathtouch (704.5h) and its controller gains 2 life (702.15b).
Solar Blaze: each creature at once (a 3/3 takes 3, a 2/2 takes 2). Kiku, Night's Flower's
ability does the same to its target. Cut Propulsion: a flyer deals itself twice its power
instead (608.2c). The cards come with their exact Oracle definitions (the
corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

JUSTICE_STRIKE = CardDef(
    name="Justice Strike", mana_cost="{R}{W}", type_line="Instant",
    text="Target creature deals damage to itself equal to its power.")
SOLAR_BLAZE = CardDef(
    name="Solar Blaze", mana_cost="{2}{R}{W}", type_line="Sorcery",
    text="Each creature deals damage to itself equal to its power.")
KIKU = CardDef(
    name="Kiku, Night's Flower", mana_cost="{B}{B}",
    type_line="Legendary Creature — Human Assassin",
    text="{2}{B}{B}, {T}: Target creature deals damage to itself equal to its power.",
    power="1", toughness="1")
GIFTED_AETHERBORN = CardDef(
    name="Gifted Aetherborn", mana_cost="{B}{B}", type_line="Creature — Aetherborn Vampire",
    text="Deathtouch, lifelink", power="2", toughness="3")
WALL_OF_STONE = CardDef(
    name="Wall of Stone", mana_cost="{1}{R}{R}", type_line="Creature — Wall",
    text="Defender (This creature can't attack.)", power="0", toughness="8")

CUT_PROPULSION = CardDef(
    name="Cut Propulsion", mana_cost="{2}{R}", type_line="Instant",
    text="Target creature deals damage to itself equal to its power. If that creature has "
         "flying, it deals twice that much damage to itself instead.")
STORM_CROW = CardDef(
    name="Storm Crow", mana_cost="{1}{U}", type_line="Creature — Bird",
    text="Flying (This creature can't be blocked except by creatures with flying or reach.)",
    power="1", toughness="2")
GIANT_SPIDER = CardDef(
    name="Giant Spider", mana_cost="{3}{G}", type_line="Creature — Spider",
    text="Reach (This creature can block creatures with flying.)", power="2", toughness="4")

CARDS = (JUSTICE_STRIKE, SOLAR_BLAZE, KIKU, GIFTED_AETHERBORN, WALL_OF_STONE, CUT_PROPULSION,
         STORM_CROW, GIANT_SPIDER)

kit = pytest.mark.plugins(extra={"damage-itself-kit": card_pool("damage-itself-kit", CARDS)})


def strike(table: Table, name: str) -> None:
    table.battlefield(0, "Mountain", "Plains")
    table.hand(0, "Justice Strike")
    table.cast("Justice Strike", targets=[table.find(name, zone=Zone.BATTLEFIELD).id])
    table.resolve()


@kit
def test_justice_strike_destroys_a_creature_with_its_own_power(table: Table) -> None:
    """CR 120.3: 2 damage to a 2/2: lethal damage (704.5g)."""
    table.battlefield(1, "Grizzly Bears")
    strike(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="120.3", contains="Grizzly Bears")


@kit
def test_a_creature_of_power_zero_deals_no_damage_to_itself(table: Table) -> None:
    """CR 120.3: a power of 0 deals no damage."""
    table.battlefield(1, "Wall of Stone")
    strike(table, "Wall of Stone")
    assert table.find("Wall of Stone", zone=Zone.BATTLEFIELD).damage == 0


@kit
def test_the_creature_is_the_source_deathtouch_and_lifelink(table: Table) -> None:
    """CR 120.3, 702.2b, 702.15b: its own deathtouch destroys it, its lifelink gains its
    controller 2 life."""
    table.battlefield(1, "Gifted Aetherborn")
    strike(table, "Gifted Aetherborn")
    table.assert_zone("Gifted Aetherborn", Zone.GRAVEYARD, 1)
    table.assert_life(1, 22)
    table.assert_life(0, 20)


@kit
def test_solar_blaze_every_creature_at_once(table: Table) -> None:
    """CR 120.4: each creature deals its damage to itself at once: the 3/3 and the 2/2 die,
    the 0/8 takes none."""
    table.battlefield(0, "Hill Giant", "Mountain", "Mountain", "Plains", "Plains")
    table.battlefield(1, "Grizzly Bears", "Wall of Stone")
    table.hand(0, "Solar Blaze")
    table.cast("Solar Blaze")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Wall of Stone", Zone.BATTLEFIELD, 1)


@kit
def test_kiku_activated_on_a_creature(table: Table) -> None:
    """CR 602.2: Kiku's ability, its target a 3/3: 3 damage to itself."""
    table.battlefield(0, "Kiku, Night's Flower", "Swamp", "Swamp", "Swamp", "Swamp")
    table.battlefield(1, "Hill Giant")
    table.activate("Kiku, Night's Flower", 0,
                   targets=[table.find("Hill Giant", zone=Zone.BATTLEFIELD).id])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)


def propel(table: Table, name: str) -> None:
    table.battlefield(0, "Mountain", "Mountain", "Mountain")
    table.hand(0, "Cut Propulsion")
    table.cast("Cut Propulsion", targets=[table.find(name, zone=Zone.BATTLEFIELD).id])
    table.resolve()


@kit
def test_cut_propulsion_a_flyer_deals_itself_twice_its_power(table: Table) -> None:
    """CR 608.2c, 120.3: Storm Crow (1/2, flying) deals itself 2 damage, not 1, and dies
    (704.5g); before, the "instead" dealt no damage at all."""
    table.battlefield(1, "Storm Crow")
    propel(table, "Storm Crow")
    table.assert_zone("Storm Crow", Zone.GRAVEYARD, 1)
    table.assert_logged(rule="120.3", contains="Storm Crow")


@kit
def test_cut_propulsion_a_creature_without_flying_deals_itself_its_power(
        table: Table) -> None:
    """CR 120.3: Giant Spider (2/4, reach, no flying) deals itself 2 damage, not 4; it lives
    (704.5g)."""
    table.battlefield(1, "Giant Spider")
    propel(table, "Giant Spider")
    assert table.find("Giant Spider", zone=Zone.BATTLEFIELD).damage == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
