"""Activation costs that remove counters from among several permanents, played (CR 601.2h,
122.8, 118.3).

- "{2}{W}, Remove two +1/+1 counters from among creatures you control: Destroy target artifact
  or enchantment." (Hopeful Initiate): two counters in all, one permanent chosen for each
  counter (one from the Initiate and one from the Bears, or both from one creature); not
  payable with fewer than two in all.
- "{B}, Remove X +1/+1 counters from among creatures you control: Target creature gets -X/-X
  until end of turn." (Retribution of the Ancients): X announced first (107.3a), no more than
  the counters there are.

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle", "training")
pytestmark = needs_corpus


@oracle
def test_601_2h_hopeful_initiate_removes_one_counter_from_each_of_two(table: Table) -> None:
    """CR 601.2h: a counter from the Initiate and one from the Bears; the enchantment is
    destroyed (701.8a)."""
    table.battlefield(0, "Hopeful Initiate", counters={"+1/+1": 1})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.battlefield(1, "Glorious Anthem")
    table.lands(0, "Plains", 3)
    table.activate("Hopeful Initiate", 0, targets=["Glorious Anthem"],
                   answers=[Answer("remove_counter", ("Hopeful Initiate",)),
                            Answer("remove_counter", ("Grizzly Bears",))])
    table.assert_counters("Hopeful Initiate", "+1/+1", 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    table.resolve()
    table.assert_zone("Glorious Anthem", Zone.GRAVEYARD, 1)


@oracle
def test_601_2h_both_counters_from_one_creature(table: Table) -> None:
    """CR 601.2h: both counters from the Bears; the Initiate keeps its own."""
    table.battlefield(0, "Hopeful Initiate", counters={"+1/+1": 1})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.battlefield(1, "Glorious Anthem")
    table.lands(0, "Plains", 3)
    table.activate("Hopeful Initiate", 0, targets=["Glorious Anthem"],
                   answers=[Answer("remove_counter", ("Grizzly Bears",)),
                            Answer("remove_counter", ("Grizzly Bears",))])
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    table.assert_counters("Hopeful Initiate", "+1/+1", 1)


@oracle
def test_732_one_counter_in_all_is_refused(table: Table) -> None:
    """CR 118.3, 732: one +1/+1 counter among the creatures (the opponent's don't count):
    refused, nothing changes."""
    table.battlefield(0, "Hopeful Initiate", counters={"+1/+1": 1})
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 3})
    table.battlefield(1, "Glorious Anthem")
    table.lands(0, "Plains", 3)
    table.assert_illegal(table.activate, "Hopeful Initiate", 0, targets=["Glorious Anthem"])
    table.assert_counters("Hopeful Initiate", "+1/+1", 1)
    table.assert_counters("Grizzly Bears", "+1/+1", 3)
    table.assert_zone("Glorious Anthem", Zone.BATTLEFIELD, 1)
    assert table.tapped_count(0) == 0


@oracle
def test_107_3a_retribution_of_the_ancients_removes_x_from_among(table: Table) -> None:
    """CR 107.3a, 601.2b: X announced (3 at most: the counters among the creatures), then three
    counters removed, two from the Bears and one from the Lions; the Hill Giant gets -3/-3 and
    dies (704.5f)."""
    table.battlefield(0, "Retribution of the Ancients")
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 2})
    table.battlefield(0, "Savannah Lions", counters={"+1/+1": 1})
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 1)
    asked = table.watch_decisions("x")
    table.activate("Retribution of the Ancients", 0, targets=["Hill Giant"],
                   answers=[Answer("x", (3,)),
                            Answer("remove_counter", ("Grizzly Bears",)),
                            Answer("remove_counter", ("Grizzly Bears",)),
                            Answer("remove_counter", ("Savannah Lions",))])
    assert asked and max(asked[0].options) == 3
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    table.assert_counters("Savannah Lions", "+1/+1", 0)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
