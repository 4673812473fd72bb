""""This land becomes a 2/2 creature with all creature types" played (CR 205.3m, 205.1b,
613.1d): Mutavault, Soulstone Sanctuary and Faceless Haven become creatures of every creature
type, still lands, so "Other Merfolk" (Lord of Atlantis) counts them.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

MUTAVAULT = CardDef(
    name="Mutavault", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{1}: This land becomes a 2/2 creature with all creature types until "
         "end of turn. It's still a land.")
SOULSTONE_SANCTUARY = CardDef(
    name="Soulstone Sanctuary", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{4}: This land becomes a 3/3 creature with vigilance and all creature "
         "types. It's still a land.")
FACELESS_HAVEN = CardDef(
    name="Faceless Haven", mana_cost=None, type_line="Snow Land",
    text="{T}: Add {C}.\n{S}{S}{S}: This land becomes a 4/3 creature with vigilance and all "
         "creature types until end of turn. It's still a land. ({S} can be paid with one mana "
         "from a snow source.)")
LORD_OF_ATLANTIS = CardDef(
    name="Lord of Atlantis", mana_cost="{U}{U}", type_line="Creature — Merfolk",
    text="Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as "
         "defending player controls an Island.)", power="2", toughness="2")

CARDS = (MUTAVAULT, SOULSTONE_SANCTUARY, FACELESS_HAVEN, LORD_OF_ATLANTIS)
kit = pytest.mark.plugins("landwalk", extra={"every-type-kit": card_pool("every-type-kit",
                                                                          CARDS)})


def _types(table: Table, name: str) -> tuple[bool, bool, bool, bool]:
    """Is it a land, a creature, a Merfolk, a Goblin?"""
    line = table.game.chars(table.find(name).id).type_line
    return (line.has_type("Land"), line.has_type("Creature"), line.has_subtype("Merfolk"),
            line.has_subtype("Goblin"))


@kit
def test_mutavault_is_every_creature_type_until_end_of_turn(table: Table) -> None:
    """CR 205.3m, 205.1b: Mutavault becomes a 2/2 Merfolk (and Goblin...) land creature:
    Lord of Atlantis makes it 3/3 with islandwalk; the next turn it is a land only."""
    table.battlefield(0, "Mutavault", "Lord of Atlantis")
    table.lands(0, "Plains", 1)
    assert _types(table, "Mutavault") == (True, False, False, False)
    table.activate("Mutavault")
    table.resolve()
    assert _types(table, "Mutavault") == (True, True, True, True)
    assert (table.power("Mutavault"), table.toughness("Mutavault")) == (3, 3)
    assert table.has_keyword("Mutavault", "islandwalk")
    table.library(1, "Island")  # Bob draws in his turn
    table.next_turn()
    assert _types(table, "Mutavault") == (True, False, False, False)
    assert not table.has_keyword("Mutavault", "islandwalk")


@kit
def test_soulstone_sanctuary_stays_a_creature(table: Table) -> None:
    """No duration: Soulstone Sanctuary is a 3/3 vigilant creature of every type for good
    (611.2a), still a land the next turn."""
    table.battlefield(0, "Soulstone Sanctuary")
    table.lands(0, "Plains", 4)
    table.activate("Soulstone Sanctuary")
    table.resolve()
    table.library(1, "Island")  # Bob draws in his turn
    table.next_turn()
    assert _types(table, "Soulstone Sanctuary") == (True, True, True, True)
    assert (table.power("Soulstone Sanctuary"), table.toughness("Soulstone Sanctuary")) == (3, 3)
    assert table.has_keyword("Soulstone Sanctuary", "vigilance")


@kit
def test_faceless_haven_paid_with_snow_mana(table: Table) -> None:
    """CR 107.4h: {S}{S}{S} paid from three snow lands; a 4/3 vigilant creature land."""
    table.battlefield(0, "Faceless Haven")
    table.lands(0, "Snow-Covered Plains", 3)
    table.activate("Faceless Haven")
    table.resolve()
    assert _types(table, "Faceless Haven") == (True, True, True, True)
    assert (table.power("Faceless Haven"), table.toughness("Faceless Haven")) == (4, 3)
    assert table.has_keyword("Faceless Haven", "vigilance")


@kit
def test_faceless_haven_refuses_mana_of_no_snow_source(table: Table) -> None:
    """CR 107.4h, 732: three Plains pay no {S}: refused, nothing changes."""
    table.battlefield(0, "Faceless Haven")
    table.lands(0, "Plains", 3)
    table.assert_illegal(table.activate, "Faceless Haven")
    assert _types(table, "Faceless Haven") == (True, False, False, False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
