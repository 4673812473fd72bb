"""Printed "If a source would deal N or less damage to ~, prevent that damage" played (CR
615.1a, 616.1).

Callous Giant: "If a source would deal 3 or less damage to this creature, prevent that
damage." A damage event of 3 or less from one source is prevented whole; 4 is not prevented at
all (none of it). With Furnace of Rath doubling the damage too, the Giant's controller chooses
which applies first: prevented first, nothing is left to double; doubled first, 4 is too much
to prevent. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table, by_label
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def cast_giant(table: Table) -> None:
    """Callous Giant cast from Alice's hand ({4}{R}{R}, CR 601.2) and resolved."""
    table.mana(0, "RRCCCC")
    table.hand(0, "Callous Giant")
    table.cast("Callous Giant")
    table.resolve()
    table.assert_zone("Callous Giant", Zone.BATTLEFIELD, 0)


def burn(table: Table, spell: str, target: str = "Callous Giant") -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, spell)
    table.cast(spell, targets=[target])
    table.resolve()


@oracle
def test_callous_giant_prevents_a_bolts_three_damage(table: Table) -> None:
    """CR 615.1a: Lightning Bolt's 3 is "3 or less": all of it is prevented."""
    cast_giant(table)
    burn(table, "Lightning Bolt")
    assert table.find("Callous Giant").damage == 0
    table.assert_logged(rule="615.1a", contains="3 damage from Lightning Bolt")


@oracle
def test_callous_giant_doesnt_prevent_four_damage(table: Table) -> None:
    """Flame Slash's 4 is more than 3: none of it is prevented, the 4/4 Giant dies."""
    cast_giant(table)
    burn(table, "Flame Slash")
    table.assert_zone("Callous Giant", Zone.GRAVEYARD, 0)


@oracle
def test_callous_giant_prevents_only_damage_to_itself(table: Table) -> None:
    """"to this creature": a Shock to Alice still deals her 2."""
    cast_giant(table)
    burn(table, "Shock", "player 1")
    table.assert_life(0, 18)


@pytest.mark.parametrize(("first", "damage"), [("prevention", 0), ("double", 4)])
@oracle
def test_with_furnace_of_rath_the_giants_controller_chooses_the_order(
        table: Table, first: str, damage: int) -> None:
    """CR 616.1: Bob's Callous Giant, Alice's Shock under her Furnace of Rath: Bob, who
    controls the Giant, chooses; prevented first, nothing is dealt; doubled first, 4 is
    dealt (and kills the 4/4)."""
    table.battlefield(0, "Furnace of Rath")
    table.battlefield(1, "Callous Giant")
    seen = table.on_decision("replacement_order", by_label(first), player=1)
    burn(table, "Shock")
    assert len(seen) == 1 and seen[0].player == 1 and seen[0].rule == "616.1"
    if damage:
        table.assert_zone("Callous Giant", Zone.GRAVEYARD, 1)
    else:
        assert table.find("Callous Giant").damage == 0
