"""Printed "If equipped creature would be dealt damage, prevent that damage and put that many
+1/+1 counters on it.", played (CR 615.1a, 615.5, 122.1, 301.5).

Panther Habit cast and equipped to Grizzly Bears: Shock's 2 damage to the Bears is prevented
and two +1/+1 counters are put on them (4/4, no damage marked); Shock to Alice's unequipped Hill
Giant is dealt as usual; once the Habit is moved to another creature, the Bears are no longer
shielded.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PANTHER_HABIT = CardDef(
    name="Panther Habit", mana_cost="{4}", type_line="Artifact — Equipment",
    text="If equipped creature would be dealt damage, prevent that damage and put that many "
         "+1/+1 counters on it.\nEquip {2}")

PRINTED = (PANTHER_HABIT,)
kit = pytest.mark.plugins(extra={"panther-habit-kit": card_pool("panther-habit-kit", PRINTED)})


def _cast_and_equip(table: Table, creature: str) -> None:
    table.mana(0, "CCCC")
    table.hand(0, "Panther Habit")
    table.cast("Panther Habit")
    table.resolve_all()
    table.assert_zone("Panther Habit", Zone.BATTLEFIELD, 0)
    _equip(table, creature)


def _equip(table: Table, creature: str) -> None:
    table.mana(0, "CC")
    table.activate("Panther Habit", targets=[creature])
    table.resolve_all()


def _shock(table: Table, target: str) -> None:
    table.mana(0, "R")
    table.hand(0, "Shock")
    table.cast("Shock", targets=[target])
    table.resolve_all()


@kit
def test_panther_habit_turns_damage_to_the_equipped_creature_into_counters(
        table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    _cast_and_equip(table, "Grizzly Bears")
    _shock(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    assert table.find("Grizzly Bears").damage == 0
    table.assert_counters("Grizzly Bears", "+1/+1", 2)
    assert table.power("Grizzly Bears") == 4
    table.assert_logged(rule="615.5")


@kit
def test_panther_habit_leaves_an_unequipped_creature_alone(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    _cast_and_equip(table, "Grizzly Bears")
    _shock(table, "Hill Giant")
    assert table.find("Hill Giant").damage == 2
    table.assert_counters("Hill Giant", "+1/+1", 0)
    _equip(table, "Hill Giant")  # CR 301.5: moved; the Bears are no longer equipped
    _shock(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
