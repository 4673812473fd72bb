"""Printed "Each [other] [kind] you control enters with an additional [counter] on it",
played (CR 614.1c, 614.12).

A static replacement effect on each permanent of that kind as it would enter under its
controller's control: Oona's Blackguard puts a +1/+1 counter on Alice's Rogue entering, none
on her Memnite nor on Bob's Rogue; Grumgully on Memnite (non-Human), none on a Human; Oath of
Gideon an additional loyalty counter on a planeswalker (on top of its printed loyalty,
306.5b), none on the Kor Ally tokens it makes.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

OONAS_BLACKGUARD = CardDef(
    name="Oona's Blackguard", mana_cost="{1}{B}", type_line="Creature — Faerie Rogue",
    power="1", toughness="1",
    text="Flying\nEach other Rogue creature you control enters with an additional +1/+1 "
         "counter on it.\nWhenever a creature you control with a +1/+1 counter on it deals "
         "combat damage to a player, that player discards a card.")
GRUMGULLY = CardDef(
    name="Grumgully, the Generous", mana_cost="{1}{R}{G}",
    type_line="Legendary Creature — Goblin Shaman", power="3", toughness="3",
    text="Each other non-Human creature you control enters with an additional +1/+1 counter "
         "on it.")
OATH_OF_GIDEON = CardDef(
    name="Oath of Gideon", mana_cost="{2}{W}", type_line="Legendary Enchantment",
    text="When Oath of Gideon enters, create two 1/1 white Kor Ally creature tokens.\nEach "
         "planeswalker you control enters with an additional loyalty counter on it.")
ROGUE = CardDef(name="Test Rogue", mana_cost="{B}", type_line="Creature — Human Rogue",
                power="1", toughness="1")
HUMAN = CardDef(name="Test Human", mana_cost="{R}", type_line="Creature — Human Soldier",
                power="1", toughness="1")
WALKER = CardDef(name="Test Walker", mana_cost="{1}", type_line="Legendary Planeswalker — Test",
                 loyalty="3", text="[+1]: You gain 1 life.")

PRINTED = (OONAS_BLACKGUARD, GRUMGULLY, OATH_OF_GIDEON)
kit = pytest.mark.plugins(extra={"enters-additional-kit": card_pool(
    "enters-additional-kit", (*PRINTED, ROGUE, HUMAN, WALKER))})


def cast(table: Table, name: str, mana: str) -> None:
    table.mana(0, mana)
    table.hand(0, name)
    table.cast(name)
    table.resolve_all()
    table.assert_zone(name, Zone.BATTLEFIELD, 0)


@kit
def test_oonas_blackguard_gives_alices_rogue_a_counter(table: Table) -> None:
    cast(table, "Oona's Blackguard", "BC")
    cast(table, "Test Rogue", "B")
    table.assert_counters("Test Rogue", "+1/+1", 1)
    assert table.power("Test Rogue") == 2
    table.assert_logged(rule="614.1")
    table.assert_counters("Oona's Blackguard", "+1/+1", 0)  # "other"


@kit
def test_oonas_blackguard_leaves_a_non_rogue_and_bobs_rogue_alone(table: Table) -> None:
    cast(table, "Oona's Blackguard", "BC")
    cast(table, "Memnite", "")
    table.assert_counters("Memnite", "+1/+1", 0)
    table.set_turn(active=1, turn=2)  # Bob casts his Rogue in his main phase
    table.mana(1, "B")
    table.hand(1, "Test Rogue")
    table.cast("Test Rogue")
    table.resolve_all()
    table.assert_zone("Test Rogue", Zone.BATTLEFIELD, 1)
    table.assert_counters("Test Rogue", "+1/+1", 0)


@kit
def test_without_oonas_blackguard_the_rogue_enters_without_a_counter(table: Table) -> None:
    cast(table, "Test Rogue", "B")
    table.assert_counters("Test Rogue", "+1/+1", 0)


@kit
def test_grumgully_gives_a_non_human_a_counter_and_a_human_none(table: Table) -> None:
    cast(table, "Grumgully, the Generous", "RGC")
    cast(table, "Memnite", "")
    table.assert_counters("Memnite", "+1/+1", 1)
    cast(table, "Test Human", "R")
    table.assert_counters("Test Human", "+1/+1", 0)


@kit
def test_oath_of_gideon_gives_a_planeswalker_an_additional_loyalty_counter(table: Table
                                                                           ) -> None:
    cast(table, "Oath of Gideon", "WCC")
    assert table.names(Zone.BATTLEFIELD, 0).count("Kor Ally Token") == 2
    cast(table, "Test Walker", "C")
    table.assert_counters("Test Walker", "loyalty", 4)


@kit
def test_without_oath_of_gideon_a_planeswalker_enters_with_its_printed_loyalty(table: Table
                                                                                ) -> None:
    cast(table, "Test Walker", "C")
    table.assert_counters("Test Walker", "loyalty", 3)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)


ZAMECK_GUILDMAGE = CardDef(
    name="Zameck Guildmage", mana_cost="{G}{U}", type_line="Creature — Elf Wizard", power="2",
    toughness="2",
    text="{G}{U}: This turn, each creature you control enters with an additional +1/+1 "
         "counter on it.\n{G}{U}, Remove a +1/+1 counter from a creature you control: Draw a "
         "card.")
guildmage_kit = pytest.mark.plugins(extra={"zameck-kit": card_pool(
    "zameck-kit", (ZAMECK_GUILDMAGE, ROGUE))})


@guildmage_kit
def test_zameck_guildmage_gives_creatures_entering_this_turn_a_counter(table: Table) -> None:
    """CR 614.1c, 611.2c: activated, then Memnite cast: it enters with a +1/+1 counter; the
    Guildmage, already there, gets none."""
    table.battlefield(0, "Zameck Guildmage")
    table.mana(0, "GU")
    table.activate("Zameck Guildmage")
    table.resolve_all()
    cast(table, "Memnite", "")
    table.assert_counters("Memnite", "+1/+1", 1)
    table.assert_counters("Zameck Guildmage", "+1/+1", 0)


@guildmage_kit
def test_zameck_guildmage_effect_ends_with_the_turn(table: Table) -> None:
    """"This turn": Alice's Rogue cast in her next turn enters without a counter (CR 514.2,
    611.2a)."""
    table.battlefield(0, "Zameck Guildmage")
    table.mana(0, "GU")
    table.activate("Zameck Guildmage")
    table.resolve_all()
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.go_to(Step.MAIN1, turn=3)
    cast(table, "Test Rogue", "B")
    table.assert_counters("Test Rogue", "+1/+1", 0)


@needs_corpus
def test_zameck_guildmage_is_the_printed_card() -> None:
    assert_printed((ZAMECK_GUILDMAGE,))
