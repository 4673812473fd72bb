""""Each creature gets +1/+1 for each other creature on the battlefield that shares at least one
creature type with it." (Coat of Arms) played (CR 613.4c, 205.3m, 611.3a).

A layer 7c static ability counted for each creature it affects: the other creatures, anyone's,
with a creature type in common with that creature; one with no type in common gets nothing.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

COAT_OF_ARMS = CardDef(
    name="Coat of Arms", mana_cost="{5}", type_line="Artifact",
    text="Each creature gets +1/+1 for each other creature on the battlefield that shares at "
         "least one creature type with it. (For example, if two Goblin Warriors and a Goblin "
         "Shaman are on the battlefield, each gets +2/+2.)")
GOBLIN_PIKER = CardDef(
    name="Goblin Piker", mana_cost="{1}{R}", type_line="Creature \u2014 Goblin Warrior",
    power="2", toughness="1", text="")
ELVISH_MYSTIC = CardDef(
    name="Elvish Mystic", mana_cost="{G}", type_line="Creature \u2014 Elf Druid",
    power="1", toughness="1", text="{T}: Add {G}.")
MOGG_FANATIC = CardDef(
    name="Mogg Fanatic", mana_cost="{R}", type_line="Creature \u2014 Goblin", power="1",
    toughness="1", text="Sacrifice this creature: It deals 1 damage to any target.")

PRINTED = (COAT_OF_ARMS, GOBLIN_PIKER, ELVISH_MYSTIC, MOGG_FANATIC)
kit = pytest.mark.plugins(extra={"coat-kit": card_pool("coat-kit", PRINTED)})


@kit
def test_coat_of_arms_counts_the_others_sharing_a_type_with_each(table: Table) -> None:
    """CR 613.4c, 205.3m: two Goblins (Alice's Piker, Bob's Mogg Fanatic) get +1/+1 each;
    Llanowar Elves and Bob's Elvish Mystic (Elf Druid both) +1/+1 each; Grizzly Bears, the
    only Bear, nothing."""
    table.battlefield(0, "Goblin Piker", "Llanowar Elves", "Grizzly Bears")
    table.battlefield(1, "Mogg Fanatic", "Elvish Mystic")
    table.lands(0, "Plains", 5)
    table.hand(0, "Coat of Arms")
    table.cast("Coat of Arms")
    table.resolve()
    table.assert_zone("Coat of Arms", Zone.BATTLEFIELD, 0)
    assert (table.power("Goblin Piker"), table.toughness("Goblin Piker")) == (3, 2)
    assert (table.power("Mogg Fanatic"), table.toughness("Mogg Fanatic")) == (2, 2)
    assert (table.power("Llanowar Elves"), table.toughness("Llanowar Elves")) == (2, 2)
    assert (table.power("Elvish Mystic"), table.toughness("Elvish Mystic")) == (2, 2)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_coat_of_arms_counts_again_as_creatures_come_and_go(table: Table) -> None:
    """CR 613.4c, 611.3a: Goblin Piker is 3/2 beside Mogg Fanatic; the Fanatic sacrificed,
    the Piker is counted again: 2/1."""
    table.battlefield(0, "Coat of Arms", "Goblin Piker", "Mogg Fanatic")
    assert (table.power("Goblin Piker"), table.toughness("Goblin Piker")) == (3, 2)
    assert (table.power("Mogg Fanatic"), table.toughness("Mogg Fanatic")) == (2, 2)
    table.activate("Mogg Fanatic", targets=["opponent"])
    table.resolve()
    assert table.life(1) == 19
    assert (table.power("Goblin Piker"), table.toughness("Goblin Piker")) == (2, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
