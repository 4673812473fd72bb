"""Destroying each nonland permanent with mana value equal to a count, played (CR 202.3,
608.2h, 701.8).

- "{3}, {T}, Sacrifice this land: Destroy each nonland permanent with mana value equal to the
  number of charge counters on this land." (Blast Zone): the counters counted as the
  ability resolves, on the land as it last existed (it was sacrificed to pay the cost,
  608.2h); every player's permanents of that mana value are destroyed, lands and other mana
  values are not.
- "{T}, Sacrifice this artifact: ..." (Ratchet Bomb) with no counter: mana value 0.

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
def test_608_2h_blast_zone_with_two_counters_destroys_mana_value_two(table: Table) -> None:
    """CR 608.2h, 202.3: two charge counters on the sacrificed Blast Zone: both players'
    Grizzly Bears (mana value 2) are destroyed; Hill Giant (4), Sol Ring (1) and the lands
    stay."""
    table.battlefield(0, "Blast Zone", counters={"charge": 2})
    table.battlefield(0, "Grizzly Bears", "Sol Ring")
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    table.lands(0, "Mountain", 3)
    table.activate("Blast Zone", 1)
    table.assert_zone("Blast Zone", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.BATTLEFIELD, 0).count("Mountain") == 3


@oracle
def test_732_blast_zone_without_three_mana_is_refused(table: Table) -> None:
    """CR 118.3, 732: {3} can't be paid with two Mountains: refused, Blast Zone stays with
    its counters and the Bears live."""
    table.battlefield(0, "Blast Zone", counters={"charge": 2})
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 2)
    table.assert_illegal(table.activate, "Blast Zone", 1)
    table.assert_zone("Blast Zone", Zone.BATTLEFIELD, 0)
    table.assert_counters("Blast Zone", "charge", 2)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)


@oracle
def test_202_3_ratchet_bomb_without_counters_destroys_mana_value_zero(table: Table) -> None:
    """CR 202.3: no charge counter: Memnite (mana value 0) is destroyed, Grizzly Bears isn't."""
    table.battlefield(0, "Ratchet Bomb")
    table.battlefield(1, "Memnite", "Grizzly Bears")
    table.activate("Ratchet Bomb", 1)
    table.resolve()
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 1)
