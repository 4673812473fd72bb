"""Unearth (CR 702.84, issue 19) with the keywords already shipped (haste 702.10 and delve
702.66 among the original seven), each interaction citing the rule it turns on.

Run with those plugins enabled; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Zone
from manastack.driver import Table


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


@pytest.mark.plugins("unearth", "haste")
def test_702_10c_an_unearthed_creature_uses_its_tap_ability_at_once(table: Table) -> None:
    """Vithian Stinger unearthed this turn has haste from unearth's effect (702.84a), so its
    {T} ability may be activated though it came under Alice's control this turn (302.6,
    702.10c): 1 damage to Bob."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Vithian Stinger")
    table.activate("Vithian Stinger")
    resolve_stack(table)
    assert table.game.summoning_sick(table.find("Vithian Stinger").id) is False
    table.activate("Vithian Stinger", targets=["Bob"])
    resolve_stack(table)
    table.assert_life(1, 19)


@pytest.mark.plugins("unearth", "delve")
def test_614_1a_an_unearthed_creature_destroyed_is_exiled_and_cant_be_delved(
        table: Table) -> None:
    """Murderous Cut (delve) destroys the unearthed Dregscape Zombie: unearth's replacement
    exiles it instead of putting it into the graveyard (702.84a, 614.1a). Treasure Cruise's
    delve then finds only the three other cards of Alice's graveyard (702.66a)."""
    table.lands(0, "Swamp", 6)
    table.lands(0, "Island", 8)
    table.graveyard(0, "Dregscape Zombie", "Plains", "Plains")
    table.activate("Dregscape Zombie")
    resolve_stack(table)
    table.hand(0, "Murderous Cut", "Treasure Cruise")
    table.cast("Murderous Cut", targets=["Dregscape Zombie"], pay_with={"delve": []})
    resolve_stack(table)
    table.assert_zone("Dregscape Zombie", Zone.EXILE, 0)
    assert "Dregscape Zombie" not in table.names(Zone.GRAVEYARD, 0)
    seen = table.on_decision("delve")
    table.cast("Treasure Cruise")
    (decision,) = seen
    assert decision.max == 3  # two Plains and Murderous Cut
    assert all(table.game.obj(o).card.name != "Dregscape Zombie" for o in decision.options)
