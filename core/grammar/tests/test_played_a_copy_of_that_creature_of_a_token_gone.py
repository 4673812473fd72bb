""""Exile target attacking creature. Create a token that's a copy of that creature." (Nemesis
Trap) on a token, played (CR 111.7, 608.2h, 707.2).

The exiled token ceases to exist, so "that creature" names no object; the copy is still made,
of the token's copiable values as it last existed (a card exiled is copied as the card it is).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "buyback")


@needs_corpus
@oracle
def test_nemesis_trap_on_an_attacking_token_copies_it(table: Table) -> None:
    """CR 707.2, 608.2h: Bob's attacking Soldier token is exiled; Alice gets a 1/1 white
    Soldier token, a copy of it as it last existed."""
    table.set_turn(active=1)
    table.lands(1, "Plains", 2)
    table.hand(1, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    table.set_turn(active=1, turn=3)
    token = table.find("Soldier Token", zone=Zone.BATTLEFIELD)
    table.attack(f"Soldier Token#{token.id}", defender="player 1")
    table.pass_priority()  # Bob passes: Alice may cast in the declare attackers step
    table.lands(0, "Swamp", 6)
    table.hand(0, "Nemesis Trap")
    table.cast("Nemesis Trap", targets=[token.id])
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1).count("Soldier Token") == 1
    mine = [o for o in table.game.battlefield(0) if o.card.name == "Soldier Token"]
    assert len(mine) == 1 and mine[0].is_token
    assert (table.game.power(mine[0].id), table.game.toughness(mine[0].id)) == (1, 1)
