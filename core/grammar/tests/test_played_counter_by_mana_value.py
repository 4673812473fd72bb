"""Countering a spell of a mana value at most N, played from printed cards (CR 701.6a,
202.3, 115.1).

Thoughtbind: "Counter target spell with mana value 4 or less." Change the Equation:
"Choose one — • Counter target spell with mana value 2 or less. • Counter target red or
green spell with mana value 6 or less." Only a spell within the limit can be chosen
(CR 601.2c); a countered spell goes to its owner's graveyard unresolved (701.6a).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

THOUGHTBIND = CardDef(
    name="Thoughtbind", mana_cost="{2}{U}", type_line="Instant",
    text="Counter target spell with mana value 4 or less.")
CHANGE_THE_EQUATION = CardDef(
    name="Change the Equation", mana_cost="{1}{U}", type_line="Instant",
    text="Choose one —\n• Counter target spell with mana value 2 or less.\n• Counter target "
         "red or green spell with mana value 6 or less.")

PRINTED = (THOUGHTBIND, CHANGE_THE_EQUATION)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_thoughtbind_counters_a_spell_of_mana_value_three(table: Table) -> None:
    """CR 701.6a: Divination (mana value 3) is countered: no card drawn."""
    table.lands(0, "Island", 6)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination", "Thoughtbind")
    table.cast("Divination")
    table.cast("Thoughtbind", targets=["Divination"])
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Divination", "Thoughtbind"]
    assert table.names(Zone.HAND, 0) == []
    table.assert_logged(rule="701.6a", contains="Divination")


@kit
def test_the_first_mode_cant_target_a_spell_of_mana_value_three(table: Table) -> None:
    """CR 601.2c: Divination's mana value 3 is over 2: no legal target, nothing changes."""
    table.lands(0, "Island", 5)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination", "Change the Equation")
    table.cast("Divination")
    table.assert_illegal(table.cast, "Change the Equation", modes=[0], targets=["Divination"])


@kit
def test_the_second_mode_counters_a_red_spell(table: Table) -> None:
    """A red spell (Lightning Bolt, mana value 1) is countered: no damage is dealt."""
    table.lands(0, "Island", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt", "Change the Equation")
    table.cast("Lightning Bolt", targets=["opponent"])
    table.cast("Change the Equation", modes=[1], targets=["Lightning Bolt"])
    table.resolve_all()
    assert table.life(1) == 20
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD, 0)


@kit
def test_the_second_mode_cant_target_a_blue_spell(table: Table) -> None:
    """CR 601.2c: Divination is blue, neither red nor green."""
    table.lands(0, "Island", 5)
    table.library(0, "Forest", "Forest")
    table.hand(0, "Divination", "Change the Equation")
    table.cast("Divination")
    table.assert_illegal(table.cast, "Change the Equation", modes=[1], targets=["Divination"])


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
