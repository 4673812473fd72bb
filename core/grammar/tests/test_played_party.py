"""Printed cards that count the creatures in your party, cast and played (CR 700.8).

Deadly Alliance ("This spell costs {1} less to cast for each creature in your party"): a full
party (Cleric, Rogue, Warrior, Wizard) makes it cost {B}; two Warriors count once (700.8);
a creature of two party types is counted for one of them, the way that gives the most
(700.8b): a Cleric Rogue and a Cleric are two. Shepherd of Heroes ("you gain 2 life for
each creature in your party") counts itself, a Cleric, as it resolves (700.8a). The cards
come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PARTY = "(Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)"
DEADLY_ALLIANCE = CardDef(
    name="Deadly Alliance", mana_cost="{4}{B}", type_line="Instant",
    text=f"This spell costs {{1}} less to cast for each creature in your party. {PARTY}\n"
         "Destroy target creature or planeswalker.")
SHEPHERD_OF_HEROES = CardDef(
    name="Shepherd of Heroes", mana_cost="{4}{W}", type_line="Creature — Angel Cleric",
    text=f"Flying\nWhen this creature enters, you gain 2 life for each creature in your party. "
         f"{PARTY}", power="3", toughness="4")
SHRINE_KEEPER = CardDef(name="Shrine Keeper", mana_cost="{W}{W}",
                        type_line="Creature — Human Cleric", power="2", toughness="2")
KROVIKAN_SCOUNDREL = CardDef(name="Krovikan Scoundrel", mana_cost="{1}{B}",
                             type_line="Creature — Human Rogue", power="2", toughness="1")
GOBLIN_PIKER = CardDef(name="Goblin Piker", mana_cost="{1}{R}",
                       type_line="Creature — Goblin Warrior", power="2", toughness="1")
ELVISH_WARRIOR = CardDef(name="Elvish Warrior", mana_cost="{G}{G}",
                         type_line="Creature — Elf Warrior", power="2", toughness="3")
FUGITIVE_WIZARD = CardDef(name="Fugitive Wizard", mana_cost="{U}",
                          type_line="Creature — Human Wizard", power="1", toughness="1")

CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")

CARDS = (DEADLY_ALLIANCE, SHEPHERD_OF_HEROES, SHRINE_KEEPER, KROVIKAN_SCOUNDREL, GOBLIN_PIKER,
         ELVISH_WARRIOR, FUGITIVE_WIZARD, CONTROL_MAGIC)

kit = pytest.mark.plugins(extra={"party-kit": card_pool("party-kit", CARDS)})


def alliance(table: Table, swamps: int) -> None:
    """Deadly Alliance in hand, ``swamps`` Swamps, a Grizzly Bears to destroy."""
    table.lands(0, "Swamp", swamps)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Deadly Alliance")


def cast_alliance(table: Table) -> None:
    table.cast("Deadly Alliance", targets=[table.find("Grizzly Bears", zone=Zone.BATTLEFIELD).id])


@kit
def test_a_full_party_makes_it_cost_one_black(table: Table) -> None:
    """CR 700.8, 601.2f: four party members: {4}{B} less {4}."""
    table.battlefield(0, "Shrine Keeper", "Krovikan Scoundrel", "Goblin Piker", "Fugitive Wizard")
    alliance(table, 1)
    cast_alliance(table)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_no_party_pays_the_full_cost(table: Table) -> None:
    """CR 601.2f: no party member: {4}{B}, four Swamps aren't enough."""
    alliance(table, 4)
    table.assert_illegal(cast_alliance, table)


@kit
def test_two_warriors_count_once(table: Table) -> None:
    """CR 700.8: up to one Warrior: {2}{B} with a Warrior and a Wizard, not {1}{B}."""
    table.battlefield(0, "Goblin Piker", "Elvish Warrior", "Fugitive Wizard")
    alliance(table, 2)
    table.assert_illegal(cast_alliance, table)
    table.lands(0, "Swamp", 1)
    cast_alliance(table)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_a_creature_of_two_types_counts_where_it_gives_the_most(table: Table) -> None:
    """CR 700.8b: a Cleric Rogue and a Cleric: the first counted as the Rogue, two."""
    sage = table.card("Cloistered Sage", "Creature — Human Cleric Rogue", p="1", t="1")
    table.battlefield(0, sage)
    table.battlefield(0, "Shrine Keeper")
    alliance(table, 3)
    cast_alliance(table)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)


@kit
def test_shepherd_of_heroes_counts_as_it_resolves(table: Table) -> None:
    """CR 700.8a, 608.2h: itself (a Cleric), a second Cleric that adds nothing, a Rogue: 2
    members, 4 life."""
    table.battlefield(0, "Shrine Keeper", "Krovikan Scoundrel", "Plains", "Plains", "Plains",
                      "Plains", "Plains")
    table.hand(0, "Shepherd of Heroes")
    table.cast("Shepherd of Heroes")
    table.resolve()
    table.resolve()
    table.assert_life(0, 24)


@kit
def test_a_stolen_rogue_is_in_its_new_controllers_party(table: Table) -> None:
    """CR 700.8, 613.1b: the party is made of the creatures a player controls after
    control-changing effects: Shepherd of Heroes (a Cleric) and the Rogue taken with Control
    Magic are 2 members, 4 life; the Rogue's owner has none."""
    table.battlefield(1, "Krovikan Scoundrel")
    table.lands(0, "Island", 4)
    table.lands(0, "Plains", 5)
    table.hand(0, "Control Magic", "Shepherd of Heroes")
    table.cast("Control Magic", targets=["Krovikan Scoundrel"])
    table.resolve()
    table.cast("Shepherd of Heroes")
    table.resolve()
    table.resolve()
    table.assert_life(0, 24)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
