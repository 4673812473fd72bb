"""Printed "Remove a counter from target nonland permanent." and "Remove all counters from
target permanent." played (CR 122.1, 608.2d).

- "{T}, Pay 2 life: Remove a counter from target nonland permanent." (Thrull Parasite): one
  counter of any kind, its controller choosing which kind when there are several (608.2d);
  the same for "Remove a counter from target permanent." (Spinal Parasite);
- "Sacrifice this creature: Remove all counters from target permanent." (Vampire Hexmage):
  every counter of every kind.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
with_extort = pytest.mark.plugins("oracle", "extort")
pytestmark = needs_corpus


@with_extort
def test_608_2d_thrull_parasite_removes_the_chosen_kind(table: Table) -> None:
    """CR 608.2d, 119.4: 2 life paid; of a +1/+1 and a stun counter, the stun counter chosen
    and removed; the +1/+1 counter stays."""
    table.battlefield(0, "Thrull Parasite")
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1, "stun": 1})
    asked = table.watch_decisions("counter_kind")
    table.activate("Thrull Parasite", 0, targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("counter_kind", ("stun",))])
    assert asked and set(asked[0].options) == {"+1/+1", "stun"}
    table.assert_counters("Grizzly Bears", "stun", 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.assert_life(0, 18)


@with_extort
def test_115_1_thrull_parasite_cant_target_a_land(table: Table) -> None:
    """CR 115.1, 732: "nonland permanent": a land with a counter is refused."""
    table.battlefield(0, "Thrull Parasite")
    table.battlefield(1, "Mage-Ring Network", counters={"storage": 2})
    table.assert_illegal(table.activate, "Thrull Parasite", 0, targets=["Mage-Ring Network"])
    table.assert_counters("Mage-Ring Network", "storage", 2)
    table.assert_life(0, 20)


@oracle
def test_122_1_vampire_hexmage_removes_every_counter(table: Table) -> None:
    """CR 122.1: the Hexmage sacrificed; the Bears lose their +1/+1 and stun counters (2/2)."""
    table.battlefield(0, "Vampire Hexmage")
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 2, "stun": 1})
    table.activate("Vampire Hexmage", 0, targets=["Grizzly Bears"])
    table.assert_zone("Vampire Hexmage", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_counters("Grizzly Bears", "+1/+1", 0)
    table.assert_counters("Grizzly Bears", "stun", 0)
    assert table.power("Grizzly Bears") == 2


@pytest.mark.plugins("oracle", "sunburst")
def test_608_2d_spinal_parasite_removes_the_chosen_kind(table: Table) -> None:
    """CR 608.2d, 122.1: "Remove a counter from target permanent." (Spinal Parasite): two of its
    +1/+1 counters removed as the cost; of the Bears' +1/+1 and stun counters, the kind is
    the controller's choice (stun), the other stays."""
    table.battlefield(0, "Spinal Parasite", counters={"+1/+1": 2})
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 1, "stun": 1})
    asked = table.watch_decisions("counter_kind")
    table.activate("Spinal Parasite", 0, targets=["Grizzly Bears"])
    table.assert_counters("Spinal Parasite", "+1/+1", 0)
    table.resolve(answers=[Answer("counter_kind", ("stun",))])
    assert asked and set(asked[0].options) == {"+1/+1", "stun"}
    table.assert_counters("Grizzly Bears", "stun", 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
