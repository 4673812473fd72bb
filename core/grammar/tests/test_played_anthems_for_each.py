"""Printed anthems "[creatures] get +1/+1 for each ...", cast and played (CR 604.2, 611.3a,
613.4c).

- "All Sliver creatures get +1/+1 for each other Sliver on the battlefield." (Sliver Legion,
  rule "grammar:anthem pt for each"): every Sliver, either player's, gets +1/+1 for each
  Sliver other than itself, counted again whenever the characteristics are asked (613.4c).
- "Each legendary creature you control gets +1/+1 for each other legendary creature you
  control." (Heroes' Podium): the source's controller's legendary creatures (109.5).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _pt(table: Table, name: str) -> tuple[int, int]:
    return table.power(name), table.toughness(name)


def _cast_legion(table: Table) -> None:
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
        table.lands(0, land, 1)
    table.hand(0, "Sliver Legion")
    table.cast("Sliver Legion")
    table.resolve()


@oracle
def test_sliver_legion_alone_gets_nothing(table: Table) -> None:
    """CR 613.4c: no other Sliver: the Legion stays 7/7; a non-Sliver is untouched."""
    table.battlefield(0, "Grizzly Bears")
    _cast_legion(table)
    assert _pt(table, "Sliver Legion") == (7, 7)
    assert _pt(table, "Grizzly Bears") == (2, 2)


@oracle
def test_sliver_legion_counts_every_other_sliver(table: Table) -> None:
    """CR 613.4c, 611.3a: with an opponent's Metallic Sliver the Legion is 8/8 and the
    Metallic Sliver 2/2 (the Legion is its other Sliver); once the Metallic Sliver is gone,
    the count is asked again: 7/7."""
    table.battlefield(1, "Metallic Sliver")
    _cast_legion(table)
    assert _pt(table, "Sliver Legion") == (8, 8)
    assert _pt(table, "Metallic Sliver") == (2, 2)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Metallic Sliver"])
    table.resolve()
    table.assert_zone("Metallic Sliver", "graveyard", 1)
    assert _pt(table, "Sliver Legion") == (7, 7)


@oracle
@pytest.mark.parametrize("legends", [1, 3])
def test_heroes_podium_counts_your_other_legendary_creatures(
        table: Table, legends: int) -> None:
    """CR 109.5, 613.4c: each of your ``legends`` legendary creatures gets +1/+1 for each
    other one; the opponent's legendary creature and your nonlegendary one get nothing."""
    names = ["Isamaru, Hound of Konda", "Jedit Ojanen", "Tobias Andrion"][:legends]
    table.battlefield(0, *names, "Grizzly Bears")
    table.battlefield(1, "Sivitri Scarzam")
    table.lands(0, "Wastes", 5)
    table.hand(0, "Heroes' Podium")
    table.cast("Heroes' Podium")
    table.resolve()
    bonus = legends - 1
    assert _pt(table, "Isamaru, Hound of Konda") == (2 + bonus, 2 + bonus)
    if legends == 3:
        assert _pt(table, "Jedit Ojanen") == (7, 7)
    assert _pt(table, "Grizzly Bears") == (2, 2)
    assert _pt(table, "Sivitri Scarzam") == (6, 4)
