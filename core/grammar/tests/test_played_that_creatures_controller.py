"""Printed "that creature's controller" after an intervening "if ~ is ...", played (CR 603.4,
603.7c, 608.2h).

Genesis Chamber: "Whenever a nontoken creature enters, if this artifact is untapped, that
creature's controller creates a 1/1 colorless Myr artifact creature token." The clause about
the artifact does not make "that creature" the artifact: Bob's Grizzly Bears entering gives
Bob the Myr, not Alice (who controls the Chamber); with the Chamber tapped, nobody gets one.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

pytestmark = [needs_corpus, pytest.mark.plugins("oracle")]


def _bob_casts_bears(table: Table) -> None:
    table.set_turn(active=1)
    table.lands(1, "Forest", 2)
    table.hand(1, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()


def test_the_entering_creatures_controller_gets_the_myr(table: Table) -> None:
    """CR 603.7c: "that creature" is the creature of the event, Bob's."""
    table.battlefield(0, "Genesis Chamber")
    _bob_casts_bears(table)
    table.resolve()  # the trigger
    myrs = [o for o in table.game.objects_in(Zone.BATTLEFIELD) if o.card.name.startswith("Myr")]
    assert [o.controller for o in myrs] == [1]


def test_a_tapped_chamber_gives_nothing(table: Table) -> None:
    """CR 603.4: the intervening "if" is false as the creature enters: no trigger."""
    table.battlefield(0, "Genesis Chamber", tapped=True)
    _bob_casts_bears(table)
    assert table.names(Zone.STACK) == []
    assert not [o for o in table.game.objects_in(Zone.BATTLEFIELD)
                if o.card.name.startswith("Myr")]
