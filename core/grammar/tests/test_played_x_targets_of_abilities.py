"""Activated abilities with "X target ..." played (CR 602.2b, 601.2b-c, 107.3a).

- "{X}, {T}: Untap X target lands." (Candelabra of Tawnos);
- "{X}{X}{1}, {T}: Tap X target lands." (Floodwater Dam);
- "{X}{X}{R}, {T}, Sacrifice this creature: Destroy X target lands." (Orcish Settlers).

X is announced as the ability is activated, before its targets: exactly X targets are chosen
(601.2b-c); another number is refused and the game is left as it was (CR 732). The cards come
from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _ids(table: Table, player: int, name: str) -> list[int]:
    return [o.id for o in table.game.objects_in(Zone.BATTLEFIELD, player) if o.card.name == name]


@oracle
def test_601_2c_candelabra_untaps_x_lands(table: Table) -> None:
    """CR 602.2b, 601.2c: X = 2 paid with one Island; two tapped Forests are untapped, the
    third stays tapped."""
    table.battlefield(0, "Candelabra of Tawnos")
    table.lands(0, "Island", 2)
    table.battlefield(0, "Forest", "Forest", "Forest", tapped=True)
    forests = _ids(table, 0, "Forest")
    table.activate("Candelabra of Tawnos", 0, x=2, targets=[forests[:2]])
    table.resolve()
    assert [table.game.obj(f).tapped for f in forests] == [False, False, True]
    table.assert_tapped("Candelabra of Tawnos")


@oracle
def test_601_2c_candelabra_refuses_another_number_of_targets(table: Table) -> None:
    """CR 601.2c, 732: X = 1 with two targets is refused; nothing changes."""
    table.battlefield(0, "Candelabra of Tawnos")
    table.lands(0, "Island", 1)
    table.battlefield(0, "Forest", "Forest", tapped=True)
    table.assert_illegal(table.activate, "Candelabra of Tawnos", 0, x=1,
                         targets=[_ids(table, 0, "Forest")])
    table.assert_tapped("Candelabra of Tawnos", False)


@oracle
def test_601_2c_floodwater_dam_taps_x_lands(table: Table) -> None:
    """CR 602.2b: X = 2, so {X}{X}{1} is five mana: two of Bob's lands tapped."""
    table.battlefield(0, "Floodwater Dam")
    table.lands(0, "Island", 5)
    table.battlefield(1, "Mountain", "Mountain", "Mountain")
    mountains = _ids(table, 1, "Mountain")
    table.activate("Floodwater Dam", 0, x=2, targets=[mountains[:2]])
    table.resolve()
    assert [table.game.obj(m).tapped for m in mountains] == [True, True, False]


@oracle
def test_601_2c_orcish_settlers_destroys_x_lands(table: Table) -> None:
    """CR 701.8a: X = 1 ({1}{1}{R}): the Settlers sacrificed, one of Bob's lands destroyed."""
    table.battlefield(0, "Orcish Settlers")
    table.lands(0, "Mountain", 3)
    table.battlefield(1, "Island", "Island")
    islands = _ids(table, 1, "Island")
    table.activate("Orcish Settlers", 0, x=1, targets=[islands[:1]])
    table.assert_zone("Orcish Settlers", Zone.GRAVEYARD, 0)
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Island"]
    assert table.names(Zone.BATTLEFIELD, 1) == ["Island"]
