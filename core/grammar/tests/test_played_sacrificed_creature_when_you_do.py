"""Printed "Sacrifice a creature. When you do, ... the sacrificed creature's toughness" played
(CR 603.12, 608.2h).

Tip the Scales ("Sacrifice a creature. When you do, all creatures get -X/-X until end of turn,
where X is the sacrificed creature's toughness."): the reflexive ability resolves on its own,
after the spell; "the sacrificed creature" is the one the spell's sacrifice sacrificed, as it
last existed on the battlefield (608.2h), a token included though it has ceased to exist
(111.7). With no creature to sacrifice, none is and the reflexive ability doesn't trigger.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _tip_the_scales(table: Table, victim: str | None) -> None:
    """Bob has Llanowar Elves (1/1) and Hill Giant (3/3); Alice casts Tip the Scales and
    sacrifices ``victim`` (None: she has no creature)."""
    table.battlefield(1, "Llanowar Elves", "Hill Giant")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Tip the Scales")
    table.cast("Tip the Scales")
    if victim is not None:
        table.answer("sacrifice", victim, player=0)
    table.resolve_all()


@oracle
def test_tip_the_scales_uses_the_sacrificed_grizzly_bears_toughness(table: Table) -> None:
    """CR 603.12, 608.2h: Grizzly Bears (toughness 2) sacrificed: all creatures get -2/-2;
    Llanowar Elves die (704.5f), Hill Giant is 1/1."""
    table.battlefield(0, "Grizzly Bears")
    _tip_the_scales(table, "Grizzly Bears")
    assert table.names(Zone.GRAVEYARD, 0).count("Grizzly Bears") == 1
    assert table.names(Zone.GRAVEYARD, 1) == ["Llanowar Elves"]
    giant = table.find("Hill Giant", zone=Zone.BATTLEFIELD)
    assert (table.game.power(giant.id), table.game.toughness(giant.id)) == (1, 1)


@oracle
def test_tip_the_scales_uses_the_sacrificed_tokens_toughness(table: Table) -> None:
    """CR 608.2h, 111.7: a 1/1 Soldier token (made by Raise the Alarm) sacrificed, gone: its
    toughness as it last existed, 1: the other Soldier and Llanowar Elves die, Hill Giant is
    2/2."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    _tip_the_scales(table, "Soldier Token")
    assert "Soldier Token" not in table.names(Zone.BATTLEFIELD, 0)
    assert table.names(Zone.GRAVEYARD, 1) == ["Llanowar Elves"]
    giant = table.find("Hill Giant", zone=Zone.BATTLEFIELD)
    assert (table.game.power(giant.id), table.game.toughness(giant.id)) == (2, 2)


@oracle
def test_tip_the_scales_without_a_creature_doesnt_trigger(table: Table) -> None:
    """CR 603.12, 609.3: no creature to sacrifice, none is: no reflexive trigger, Bob's
    creatures are unchanged."""
    _tip_the_scales(table, None)
    table.assert_not_logged(rule="603.12", contains="reflexive trigger")
    assert sorted(table.names(Zone.BATTLEFIELD, 1)) == ["Hill Giant", "Llanowar Elves"]
