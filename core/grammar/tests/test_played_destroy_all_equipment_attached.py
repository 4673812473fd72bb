""""~ deals 5 damage to target creature. Destroy all Equipment attached to that creature."
played (Blastfire Bolt, Turn to Slag; CR 301.5, 701.8, 608.2c).

The Equipment destroyed are those attached to the target as the instruction runs (before the
creature dies to state-based actions, 704.5g); an Equipment attached to another creature or
to nothing stays. The printed cards are read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


def _equip(table: Table, equipment: str, creature: str) -> None:
    """``equipment`` attached to ``creature`` (CR 301.5c)."""
    table.game.update(table.find(equipment).id, attached_to=table.find(creature).id)


def _cast(table: Table, spell: str, mana: str, target: str) -> None:
    """Alice casts ``spell`` at Bob's ``target`` with ``mana`` and it resolves."""
    table.mana(0, mana)
    table.hand(0, spell)
    table.cast(spell, targets=[target])
    table.resolve()


@oracle
def test_blastfire_bolt_destroys_the_equipment_on_its_target_only(table: Table) -> None:
    """CR 301.5, 608.2c: Bob's Bonesplitter on the Bears is destroyed with them; his Short
    Sword on Hill Giant and his unattached Leonin Scimitar stay."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant", "Bonesplitter", "Short Sword",
                      "Leonin Scimitar")
    _equip(table, "Bonesplitter", "Grizzly Bears")
    _equip(table, "Short Sword", "Hill Giant")
    _cast(table, "Blastfire Bolt", "RCCCCC", "Grizzly Bears")
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Bonesplitter", Zone.GRAVEYARD, 1)
    table.assert_zone("Short Sword", Zone.BATTLEFIELD, 1)
    table.assert_zone("Leonin Scimitar", Zone.BATTLEFIELD, 1)


@oracle
def test_turn_to_slag_destroys_the_equipment_even_if_the_creature_survives(table: Table) -> None:
    """CR 701.8: the Equipment on a creature 5 damage doesn't kill (Wall of Stone, 0/8; 1/9
    with Short Sword) is destroyed anyway."""
    table.battlefield(1, "Wall of Stone", "Short Sword")
    _equip(table, "Short Sword", "Wall of Stone")
    _cast(table, "Turn to Slag", "RRCCC", "Wall of Stone")
    table.assert_zone("Short Sword", Zone.GRAVEYARD, 1)
    table.assert_zone("Wall of Stone", Zone.BATTLEFIELD, 1)
