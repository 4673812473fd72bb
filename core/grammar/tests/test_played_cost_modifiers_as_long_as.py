"""A cost modifier that applies only while a condition holds, played (CR 611.3a, 601.2f).

- "As long as this creature is tapped, creature spells you cast cost {2} less to cast."
  (Centaur Omenreader): the reduction exists only while the Omenreader is tapped, as the
  total cost is determined; it reduces only creature spells, and only generic mana (601.2f).

A cost that can't be paid is refused and the game is left as it was (CR 732). The card comes
from the Oracle corpus (plugin "oracle"), with its exact printed text, and is cast.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _omenreader(table: Table, *, tapped: bool) -> None:
    """Alice casts Centaur Omenreader (its four Forests tapped), then has four fresh Forests;
    the Omenreader becomes tapped if ``tapped``."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Centaur Omenreader")
    table.cast("Centaur Omenreader")
    table.resolve()
    table.assert_zone("Centaur Omenreader", Zone.BATTLEFIELD, 0)
    table.lands(0, "Forest", 4)
    if tapped:
        table.game.tap(table.find("Centaur Omenreader").id)
    table.refresh()


@oracle
def test_611_3a_tapped_omenreader_makes_craw_wurm_cost_2_less(table: Table) -> None:
    """CR 611.3a, 601.2f: the Omenreader is tapped: Craw Wurm ({4}{G}{G}) costs {2}{G}{G},
    paid with the four untapped Forests."""
    _omenreader(table, tapped=True)
    table.hand(0, "Craw Wurm")
    table.cast("Craw Wurm")
    table.resolve()
    table.assert_zone("Craw Wurm", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Forest") == 8


@oracle
def test_732_untapped_omenreader_reduces_nothing(table: Table) -> None:
    """CR 611.3a, 732: the Omenreader is untapped: Craw Wurm costs its full {4}{G}{G}, more than
    four Forests; refused, nothing tapped."""
    _omenreader(table, tapped=False)
    table.hand(0, "Craw Wurm")
    table.assert_illegal(table.cast, "Craw Wurm")
    table.assert_zone("Craw Wurm", Zone.HAND, 0)
    assert table.tapped_count(0, "Forest") == 4


@oracle
def test_732_tapped_omenreader_doesnt_reduce_a_sorcery(table: Table) -> None:
    """CR 601.2f: "creature spells": Overrun ({2}{G}{G}{G}) is not one; five mana it is, more
    than four Forests; refused."""
    _omenreader(table, tapped=True)
    table.hand(0, "Overrun")
    table.assert_illegal(table.cast, "Overrun")
    table.assert_zone("Overrun", Zone.HAND, 0)
