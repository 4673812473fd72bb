""""Add X mana in any combination of {B} and/or {R}, where X is ..." played (CR 106.4, 107.3c,
608.2h).

- "As an additional cost to cast this spell, sacrifice a creature. / Add X mana in any
  combination of {B} and/or {R}, where X is the sacrificed creature's mana value." (Burnt
  Offering): X is the mana value of the creature the cost sacrificed, as it last existed on
  the battlefield (608.2h), not the announced X (the spell has no {X}: that would be 0).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_608_2h_burnt_offering_adds_the_sacrificed_mana_value(table: Table) -> None:
    """CR 107.3c, 608.2h: Hill Giant ({3}{R}, mana value 4) sacrificed: four units, one {B}
    chosen and three {R}."""
    table.battlefield(0, "Hill Giant")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Burnt Offering")
    table.cast("Burnt Offering", sacrifice=["Hill Giant"])
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.answer("mana_combination", 1)
    table.resolve()
    assert table.pool() == ["B", "R", "R", "R"]


@oracle
def test_608_2h_burnt_offering_sacrificing_a_one_drop_adds_one(table: Table) -> None:
    """CR 107.3c: Llanowar Elves (mana value 1) sacrificed: a single unit, here {B}."""
    table.battlefield(0, "Llanowar Elves")
    table.lands(0, "Swamp", 1)
    table.hand(0, "Burnt Offering")
    table.cast("Burnt Offering", sacrifice=["Llanowar Elves"])
    table.answer("mana_combination", 1)
    table.resolve()
    assert table.pool() == ["B"]

