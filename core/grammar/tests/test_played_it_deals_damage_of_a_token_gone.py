""""Whenever another creature you control dies, it deals damage equal to its power to target
player or planeswalker." (Stalking Vengeance) when the creature is a token, played (CR 111.7,
608.2h, 603.10a).

A token that dies ceases to exist, so the event's "it" names no object; the token still deals
the damage, as it last existed on the battlefield, as a card that died would.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import PlayerRef, Zone

oracle = pytest.mark.plugins("oracle", "haste")


@needs_corpus
@oracle
def test_stalking_vengeance_a_token_dies_and_deals_its_power(table: Table) -> None:
    """CR 608.2h: Alice's Soldier token dies to her own Shock; it deals 1 damage to Bob."""
    table.battlefield(0, "Stalking Vengeance")
    table.lands(0, "Plains", 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Raise the Alarm", "Shock")
    table.cast("Raise the Alarm")
    table.resolve()
    table.cast("Shock", targets=["Soldier Token"])
    table.answer("targets", PlayerRef(1))
    table.resolve()
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 1
    assert (table.life(0), table.life(1)) == (20, 19)
