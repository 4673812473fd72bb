"""Printed "Tap target creature. If that creature is a Zombie, exile it." (Holy Justiciar) and
"Destroy target creature. If that creature was a Human, you gain life equal to its
toughness." (Death's Caress), played (CR 608.2c, 608.2h, 400.7).

"That creature" is the object the earlier instruction acted on: Holy Justiciar asks the
tapped creature as it is now; Death's Caress asks the destroyed creature as it last existed
on the battlefield (the card in the graveyard is a new object). A creature of another kind
is tapped or destroyed and nothing more happens.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HOLY_JUSTICIAR = CardDef(
    name="Holy Justiciar", mana_cost="{3}{W}", type_line="Creature — Human Cleric",
    text="{2}{W}, {T}: Tap target creature. If that creature is a Zombie, exile it.",
    power="2", toughness="1")
DEATHS_CARESS = CardDef(
    name="Death's Caress", mana_cost="{3}{B}{B}", type_line="Sorcery",
    text="Destroy target creature. If that creature was a Human, you gain life equal to its "
         "toughness.")
WALKING_CORPSE = CardDef(name="Walking Corpse", mana_cost="{1}{B}", type_line="Creature — Zombie",
                         power="2", toughness="2")

FOOT_SOLDIERS = CardDef(name="Foot Soldiers", mana_cost="{3}{W}",
                        type_line="Creature — Human Soldier", power="2", toughness="4")

CARDS = (HOLY_JUSTICIAR, DEATHS_CARESS, WALKING_CORPSE, FOOT_SOLDIERS)
kit = pytest.mark.plugins(extra={"that-kind-kit": card_pool("that-kind-kit", CARDS)})


def _justiciar_taps(table: Table, creature: str) -> None:
    table.battlefield(0, "Holy Justiciar")
    table.battlefield(1, creature)
    table.lands(0, "Plains", 3)
    table.activate("Holy Justiciar", targets=[creature])
    table.resolve()


@kit
def test_a_zombie_tapped_is_exiled(table: Table) -> None:
    """CR 608.2c: the tapped creature is a Zombie: it is exiled."""
    _justiciar_taps(table, "Walking Corpse")
    table.assert_zone("Walking Corpse", Zone.EXILE, 1)


@kit
def test_another_creature_is_only_tapped(table: Table) -> None:
    """CR 608.2c: Grizzly Bears is no Zombie: tapped, not exiled."""
    _justiciar_taps(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
    table.assert_tapped("Grizzly Bears")


def _caress(table: Table, creature: str) -> None:
    table.battlefield(1, creature)
    table.lands(0, "Swamp", 5)
    table.hand(0, "Death's Caress")
    table.cast("Death's Caress", targets=[creature])
    table.resolve()
    table.assert_zone(creature, Zone.GRAVEYARD, 1)


@kit
def test_a_human_destroyed_gains_its_toughness(table: Table) -> None:
    """CR 608.2h: Prodigal Pyromancer (a Human Wizard, 1/1) was a Human as it last existed:
    its controller's opponent gains 1 life, its toughness."""
    _caress(table, "Prodigal Pyromancer")
    table.assert_life(0, 21)


@kit
def test_a_human_gains_its_toughness_not_its_power(table: Table) -> None:
    """CR 608.2h: Foot Soldiers, a 2/4 Human Soldier: 4 life, its toughness."""
    _caress(table, "Foot Soldiers")
    table.assert_life(0, 24)


@kit
def test_another_creature_destroyed_gains_nothing(table: Table) -> None:
    """CR 608.2c: Walking Corpse was no Human: destroyed, no life gained."""
    _caress(table, "Walking Corpse")
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
