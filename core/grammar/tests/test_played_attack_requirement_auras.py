"""Printed "Enchanted creature gets +N/+N and attacks each combat if able" Auras, cast and
played (CR 303.4, 613.4c, 508.1d).

Furor of the Bitten and Guise of Fire are cast from their owner's hand onto a creature with
their exact Oracle definition (the corpus record, checked below): the enchanted creature
gets the bonus (layer 7c, 613.4c) and has the requirement to attack each combat (508.1d);
attacks leaving it home while it could attack are refused, the game as it was (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FUROR_OF_THE_BITTEN = CardDef(
    name="Furor of the Bitten", mana_cost="{R}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +2/+2 and attacks each combat if able.")
GUISE_OF_FIRE = CardDef(
    name="Guise of Fire", mana_cost="{R}", type_line="Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/-1 and attacks each combat if able.")

CARDS = (FUROR_OF_THE_BITTEN, GUISE_OF_FIRE)

kit = pytest.mark.plugins(extra={"proved-attack-requirement-kit":
                                 card_pool("proved-attack-requirement-kit", CARDS)})


@kit
def test_furor_of_the_bitten_pumps_and_forces_the_attack(
        table: Table) -> None:
    """CR 613.4c, 508.1d: cast on Grizzly Bears, they are 4/4; attacking with the Gray Ogre
    alone is refused (the Bears could attack), so both attack and deal 4 + 2 (510.1a)."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Furor of the Bitten")
    table.cast("Furor of the Bitten", targets=["Grizzly Bears"])
    table.resolve()
    assert table.power("Grizzly Bears") == 4 and table.toughness("Grizzly Bears") == 4
    table.go_to(Step.DECLARE_ATTACKERS)
    table.assert_illegal(table.attack, "Gray Ogre", rule="508.1d")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 16)


@kit
def test_furor_of_the_bitten_a_tapped_creature_need_not_attack(
        table: Table) -> None:
    """CR 508.1d: the requirement holds only if able: the enchanted Bears, tapped, can't
    attack (508.1a), so the Ogre may attack alone."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Furor of the Bitten")
    table.cast("Furor of the Bitten", targets=["Grizzly Bears"])
    table.resolve()
    table.game.tap(table.find("Grizzly Bears").id)  # tapped by an effect (701.26a)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Gray Ogre")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@kit
def test_guise_of_fire_kills_a_one_toughness_creature(table: Table) -> None:
    """CR 613.4c, 704.5f: Guise of Fire's -1 toughness on Llanowar Elves (1/1) puts them in
    the graveyard, and the Aura with them (704.5m)."""
    table.battlefield(0, "Llanowar Elves", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Guise of Fire")
    table.cast("Guise of Fire", targets=["Llanowar Elves"])
    table.resolve()
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 0)
    table.assert_zone("Guise of Fire", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
