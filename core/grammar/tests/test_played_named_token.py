""""Create [name], a legendary ... creature token" played (CR 111.4, 205.4a, 704.5j).

The printed Tolsimir Wolfblood, read from the Oracle corpus: "{T}: Create Voja, a legendary
2/2 green and white Wolf creature token." The token is named Voja, legendary, green and
white; a second Voja puts the legend rule to work.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@oracle
def test_tolsimir_creates_voja_and_the_legend_rule_keeps_one(table: Table) -> None:
    """Voja is a legendary 2/2 green and white Wolf named Voja, 4/4 with Tolsimir's two
    anthems (other green, other white creatures); the next turn a second Voja is created and
    Alice keeps one of the two (704.5j), the other goes to the graveyard and ceases to exist
    (111.7)."""
    table.battlefield(0, "Tolsimir Wolfblood")
    table.library(0, "Forest", "Forest")
    table.library(1, "Island", "Island")
    table.activate("Tolsimir Wolfblood", 0)
    table.resolve()
    voja = [o for o in table.game.battlefield(0) if o.name == "Voja"]
    assert len(voja) == 1
    assert voja[0].card.type_line.supertypes == ("Legendary",)
    assert voja[0].card.type_line.subtypes == ("Wolf",)
    assert voja[0].card.colors == frozenset({"G", "W"})
    assert table.power("Voja") == 4 and table.toughness("Voja") == 4
    table.next_turn()
    table.next_turn()
    table.activate("Tolsimir Wolfblood", 0)
    table.resolve()
    assert [o.name for o in table.game.battlefield(0)].count("Voja") == 1
    table.assert_logged(rule="704.5j")
    assert "Voja" not in table.names(Zone.GRAVEYARD, 0)
