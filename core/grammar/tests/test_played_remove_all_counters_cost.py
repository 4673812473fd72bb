"""Activation costs that remove all counters of a kind from the source, and effects that count
the counters removed this way, played (CR 601.2h, 107.3c, 122.8, 118.3).

- "{T}, Remove all elixir counters from this artifact: You gain 2 life for each elixir counter
  removed this way." (Essence Bottle): every elixir counter removed as the cost; with none, the
  cost is still paid (removing all of none) and no life is gained.
- "Remove all +1/+1 counters from Vish Kal: Target creature gets -1/-1 until end of turn for
  each +1/+1 counter removed this way." (Vish Kal, Blood Arbiter).
- "{2}, {T}, Remove all charge counters from this artifact: It deals that much damage to
  target creature." (Relic Amulet): "that much" is the number removed.
- "{T}, Remove all +1/+1 counters from this creature: It deals damage to any target equal to
  the number of +1/+1 counters removed this way." (Molten Hydra): "It" is the source (113.7).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_601_2h_essence_bottle_removes_all_elixir_counters_for_life(table: Table) -> None:
    """CR 601.2h: the three elixir counters removed as the cost; 2 life for each (107.3c)."""
    table.battlefield(0, "Essence Bottle", counters={"elixir": 3})
    table.activate("Essence Bottle", 1)
    table.assert_counters("Essence Bottle", "elixir", 0)
    table.assert_tapped("Essence Bottle")
    table.resolve()
    table.assert_life(0, 26)
    table.assert_logged(rule="601.2h", contains="elixir")


@oracle
def test_118_3_essence_bottle_without_counters_gains_nothing(table: Table) -> None:
    """CR 118.3: removing all of no counters can be paid: the Bottle taps, no life gained."""
    table.battlefield(0, "Essence Bottle")
    table.activate("Essence Bottle", 1)
    table.assert_tapped("Essence Bottle")
    table.resolve()
    table.assert_life(0, 20)


@oracle
def test_732_a_tapped_essence_bottle_is_refused_and_keeps_its_counters(table: Table) -> None:
    """CR 602.2, 732: {T} can't be paid: refused, the counters stay."""
    table.battlefield(0, "Essence Bottle", counters={"elixir": 2}, tapped=True)
    table.assert_illegal(table.activate, "Essence Bottle", 1)
    table.assert_counters("Essence Bottle", "elixir", 2)


@oracle
def test_107_3c_vish_kal_shrinks_the_target_by_the_counters_removed(table: Table) -> None:
    """CR 601.2h, 107.3c: three +1/+1 counters removed: the Hill Giant gets -3/-3 and dies
    (704.5f); Vish Kal is back to its printed size."""
    table.battlefield(0, "Vish Kal, Blood Arbiter", counters={"+1/+1": 3})
    table.battlefield(1, "Hill Giant", "Craw Wurm")
    table.activate("Vish Kal, Blood Arbiter", 1, targets=["Hill Giant"])
    table.assert_counters("Vish Kal, Blood Arbiter", "+1/+1", 0)
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    assert table.toughness("Craw Wurm") == 4
    assert table.power("Vish Kal, Blood Arbiter") == 5


@oracle
def test_601_2h_relic_amulet_deals_that_much_damage(table: Table) -> None:
    """CR 601.2h, 120.3: two charge counters removed: 2 damage to the Hill Giant (it
    survives), not to the Bears."""
    table.battlefield(0, "Relic Amulet", counters={"charge": 2})
    table.battlefield(1, "Hill Giant", "Grizzly Bears")
    table.lands(0, "Plains", 2)
    table.activate("Relic Amulet", 0, targets=["Hill Giant"])
    table.assert_counters("Relic Amulet", "charge", 0)
    table.resolve()
    assert table.find("Hill Giant").damage == 2
    assert table.find("Grizzly Bears").damage == 0


@oracle
def test_107_3c_molten_hydra_deals_damage_equal_to_the_counters_removed(table: Table) -> None:
    """CR 113.7, 107.3c: "It" is the Hydra: its two +1/+1 counters removed, 2 damage to the
    opponent (120.3); the Hydra is a 1/1 again."""
    table.battlefield(0, "Molten Hydra", counters={"+1/+1": 2})
    table.activate("Molten Hydra", 1, targets=["opponent"])
    table.assert_counters("Molten Hydra", "+1/+1", 0)
    table.resolve()
    table.assert_life(1, 18)
    assert table.power("Molten Hydra") == 1
