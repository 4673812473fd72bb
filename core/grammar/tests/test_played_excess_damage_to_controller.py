"""Flame Spill, cast and played: "Flame Spill deals 4 damage to target creature. Excess damage
is dealt to that creature's controller instead." (CR 120.4a).

On a 2/2, 2 damage is lethal: 2 go to the creature and 2 to its controller; damage already
marked counts; on a 6/4 nothing is excess; the excess goes to the creature's controller,
whoever that is. The card comes with its exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FLAME_SPILL = CardDef(
    name="Flame Spill", mana_cost="{2}{R}", type_line="Instant",
    text="Flame Spill deals 4 damage to target creature. Excess damage is dealt to that "
         "creature's controller instead.")

CARDS = (FLAME_SPILL,)

kit = pytest.mark.plugins(extra={"flame-spill-kit": card_pool("flame-spill-kit", CARDS)})


def spill(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Flame Spill")
    table.cast("Flame Spill", targets=[target])
    table.resolve()


@kit
def test_excess_beyond_lethal_goes_to_the_controller(table: Table) -> None:
    """CR 120.4a: 2 damage to Bob's 2/2 (lethal), the other 2 to Bob."""
    table.battlefield(1, "Grizzly Bears")
    spill(table, "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_life(1, 18)
    table.assert_life(0, 20)
    table.assert_logged(rule="120.4a", contains="2 excess damage")


@kit
def test_damage_already_marked_counts(table: Table) -> None:
    """CR 120.4a: a 2/2 with 1 damage marked: 1 is lethal, 3 are excess."""
    bears = table.battlefield(1, "Grizzly Bears")[0]
    table.game.update(bears.id, damage=1)
    table.refresh()
    spill(table, "Grizzly Bears")
    table.assert_life(1, 17)


@kit
def test_no_excess_when_all_is_lethal(table: Table) -> None:
    """CR 120.4a: 4 damage to a 6/4 is just lethal: nothing goes to its controller."""
    table.battlefield(1, "Craw Wurm")
    spill(table, "Craw Wurm")
    table.assert_zone("Craw Wurm", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


@kit
def test_alices_own_creature_sends_the_excess_to_her(table: Table) -> None:
    """CR 120.4a: "that creature's controller": Alice's creature, Alice takes the excess."""
    table.battlefield(0, "Grizzly Bears")
    spill(table, "Grizzly Bears")
    table.assert_life(0, 18)
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
