"""Spiteful Shadows, played: "Whenever enchanted creature is dealt damage, it deals that much
damage to its controller." (CR 603.2, 608.2h, 113.7a).

Bob's Grizzly Bears, enchanted by Alice, are dealt 3 by Lightning Bolt and die before the
trigger resolves: the Bears still deal 3 damage to Bob, as they last existed on the
battlefield. Hill Giant, enchanted and dealt 2 by Shock, survives and deals 2 to Bob.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def enchant(table: Table, creature: str) -> None:
    table.battlefield(1, creature)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Spiteful Shadows")
    table.cast("Spiteful Shadows", targets=[creature])
    table.resolve()


@oracle
def test_the_bears_dealt_lethal_damage_still_deal_it(table: Table) -> None:
    enchant(table, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.game.player(1).life == 17
    table.assert_logged(contains="Grizzly Bears#")


@oracle
def test_a_creature_that_survives_deals_it_too(table: Table) -> None:
    enchant(table, "Hill Giant")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.game.player(1).life == 18
