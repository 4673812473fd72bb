"""Printed "You may tap or untap target ..." and "Target creature can't be regenerated this
turn." played (CR 701.26a-b, 608.2d, 701.19c).

- "{3}{G}, {T}: You may tap or untap target artifact, creature, or land." (Elder Druid) and
  "{T}: You may tap or untap another target permanent." (Fatestitcher): one target permanent,
  tapped or untapped as the controller chooses as it resolves (608.2d).
- "{R}: Target creature can't be regenerated this turn." (Furnace Brood): the creature is then
  destroyed without regenerating (701.19c), though it has a regeneration shield.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
with_unearth = pytest.mark.plugins("oracle", "unearth")
pytestmark = needs_corpus


@oracle
def test_701_26a_elder_druid_taps_an_opponents_land(table: Table) -> None:
    """CR 701.26a, 608.2d: "tap" chosen: Bob's untapped Forest becomes tapped."""
    table.battlefield(0, "Elder Druid")
    table.lands(0, "Forest", 4)
    table.battlefield(1, "Forest")
    forest = table.game.objects_in(Zone.BATTLEFIELD, 1)[0].id
    table.activate("Elder Druid", 0, targets=[forest])
    table.resolve(answers=[Answer("may", ("yes",)), Answer("tap_or_untap", ("tap",))])
    assert table.game.obj(forest).tapped
    table.assert_tapped("Elder Druid")


@oracle
def test_701_26b_elder_druid_untaps_your_creature(table: Table) -> None:
    """CR 701.26b: "untap" chosen: the tapped Grizzly Bears untaps."""
    table.battlefield(0, "Elder Druid")
    table.battlefield(0, "Grizzly Bears", tapped=True)
    table.lands(0, "Forest", 4)
    table.activate("Elder Druid", 0, targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("may", ("yes",)), Answer("tap_or_untap", ("untap",))])
    table.assert_tapped("Grizzly Bears", False)


@oracle
def test_115_1_elder_druid_cant_target_an_enchantment(table: Table) -> None:
    """CR 115.1, 732: "artifact, creature, or land": an enchantment is refused."""
    table.battlefield(0, "Elder Druid")
    table.battlefield(1, "Recurring Nightmare")
    table.lands(0, "Forest", 4)
    table.assert_illegal(table.activate, "Elder Druid", 0, targets=["Recurring Nightmare"])


@with_unearth
def test_701_26a_fatestitcher_taps_another_permanent(table: Table) -> None:
    """CR 701.26a: Bob's Grizzly Bears tapped by Fatestitcher."""
    table.battlefield(0, "Fatestitcher")
    table.battlefield(1, "Grizzly Bears")
    table.activate("Fatestitcher", 0, targets=["Grizzly Bears"])
    table.resolve(answers=[Answer("may", ("yes",)), Answer("tap_or_untap", ("tap",))])
    table.assert_tapped("Grizzly Bears")


@with_unearth
def test_115_1_fatestitcher_cant_target_itself(table: Table) -> None:
    """CR 115.1, 732: "another target permanent": Fatestitcher itself is refused."""
    table.battlefield(0, "Fatestitcher")
    table.assert_illegal(table.activate, "Fatestitcher", 0, targets=["Fatestitcher"])
    table.assert_tapped("Fatestitcher", False)


@oracle
def test_701_19c_furnace_brood_stops_a_regeneration(table: Table) -> None:
    """CR 701.19c: Drudge Skeletons shielded (701.19a), then marked by Furnace Brood: Shock's
    lethal damage destroys it (704.5g)."""
    table.battlefield(0, "Furnace Brood")
    table.battlefield(1, "Drudge Skeletons")
    table.lands(1, "Swamp", 1)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Shock")
    table.activate("Furnace Brood", 0, targets=["Drudge Skeletons"])
    table.resolve()
    table.assert_logged(rule="701.19c")
    table.cast("Shock", targets=["Drudge Skeletons"])
    table.pass_priority()  # Alice passes: Bob regenerates in response
    table.activate("Drudge Skeletons")
    table.resolve()  # the regeneration shield
    table.resolve()  # Shock
    table.assert_zone("Drudge Skeletons", Zone.GRAVEYARD, 1)


@oracle
def test_701_19a_without_furnace_brood_it_regenerates(table: Table) -> None:
    """CR 701.19a: unmarked, the same shield replaces Shock's destruction: it stays, tapped."""
    table.battlefield(1, "Drudge Skeletons")
    table.lands(1, "Swamp", 1)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Shock")
    table.cast("Shock", targets=["Drudge Skeletons"])
    table.pass_priority()
    table.activate("Drudge Skeletons")
    table.resolve()
    table.resolve()
    table.assert_zone("Drudge Skeletons", Zone.BATTLEFIELD, 1)
