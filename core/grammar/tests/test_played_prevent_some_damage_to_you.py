""""If a source an opponent controls would deal damage to you, prevent 1 of that damage"
played (CR 615.10, 609.7).

Guardian Seraph: Bob's Lightning Bolt deals Alice 2, not 3; each of Bob's attackers deals 1
less (each damage event, the effect never used up); Alice's own Shock to herself is dealt in
full, and so is damage dealt to the Seraph. Sphere of Law ("If a red source would deal damage
to you, prevent 2 of that damage"): a red Lightning Bolt deals 1, green Grizzly Bears their
2. The cards come with their exact Oracle text (the test at the end compares it with the
corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

GUARDIAN_SERAPH = CardDef(
    name="Guardian Seraph", mana_cost="{2}{W}{W}", type_line="Creature — Angel",
    text="Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that "
         "damage.", power="3", toughness="4")
SPHERE_OF_LAW = CardDef(
    name="Sphere of Law", mana_cost="{3}{W}", type_line="Enchantment",
    text="If a red source would deal damage to you, prevent 2 of that damage.")

PRINTED = (GUARDIAN_SERAPH, SPHERE_OF_LAW)
kit = pytest.mark.plugins(extra={"prevent-to-you-kit": card_pool("prevent-to-you-kit", PRINTED)})


def _bobs_turn(table: Table) -> None:
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.next_turn()


@kit
def test_guardian_seraph_prevents_one_of_an_opponents_spell_damage(table: Table) -> None:
    """CR 615.10: Bob's Lightning Bolt at Alice: 1 of its 3 is prevented."""
    table.battlefield(0, "Guardian Seraph")
    _bobs_turn(table)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 18)
    table.assert_logged(rule="615.10", contains="prevents 1 damage from Lightning Bolt")


@kit
def test_guardian_seraph_applies_to_each_attacker_again(table: Table) -> None:
    """CR 615.10: never used up: Hill Giant and Grizzly Bears each deal 1 less (2 + 1)."""
    table.battlefield(0, "Guardian Seraph")
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    _bobs_turn(table)
    table.attack("Hill Giant", "Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 17)


@kit
def test_guardian_seraph_does_not_prevent_its_controllers_own_damage(table: Table) -> None:
    """CR 609.7: "a source an opponent controls": Alice's own Shock to herself deals 2;
    Shock to the Seraph deals 2 to it (only damage to "you")."""
    table.battlefield(0, "Guardian Seraph")
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock", "Shock")
    table.cast("Shock", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 18)
    table.cast("Shock", targets=["Guardian Seraph"])
    table.resolve()
    assert table.find("Guardian Seraph").damage == 2


@kit
def test_sphere_of_law_prevents_two_of_red_damage_only(table: Table) -> None:
    """CR 615.10, 609.7: red Lightning Bolt: 1 dealt; green Grizzly Bears: 2 dealt."""
    table.battlefield(0, "Sphere of Law")
    table.battlefield(1, "Grizzly Bears")
    _bobs_turn(table)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 19)
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
