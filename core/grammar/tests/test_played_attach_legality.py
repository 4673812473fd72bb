"""An effect attaching an Aura or Equipment to what it can't be attached to played (CR 701.3b,
303.4j, 301.5b-c, 702.16c-d).

"If an effect tries to attach an Aura, Equipment, or Fortification to an object or player it
can't be attached to, the Aura, Equipment, or Fortification doesn't move" (701.3b): it stays
where it was (still attached to the creature it equipped), no error, the log citing 701.3b.
Not "attached, then put into the graveyard or unattached by the state-based actions"
(704.5m-n), which is what it would be if it moved:

- Auriok Windwalker: "{T}: Attach target Equipment you control to target creature you
  control.": Bonesplitter onto Nacatl Savage (protection from artifacts, 702.16d);
- Ronin Warclub: "Whenever a creature you control enters, attach this Equipment to that
  creature.": Nacatl Savage enters (702.16d);
- Illusory Gains: "Whenever a creature an opponent controls enters, attach this Aura to that
  creature.": Nacatl Outlander (protection from blue) enters (702.16c): the Aura stays, and
  its controller keeps the creature it enchants;
- an Equipment that's also a creature can't equip (301.5c): Bonesplitter made a 5/5 by
  Ensoul Artifact, moved by Auriok Windwalker or by its own equip ability onto itself;
- attaching it to the creature it is already attached to does nothing (701.3b).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _windwalker_equips(table: Table, equipment: str, creature: str) -> None:
    """Auriok Windwalker's ability, targeting ``equipment`` and ``creature``, resolved."""
    table.activate("Auriok Windwalker", 0, targets=[equipment, creature])
    table.resolve()


@oracle
def test_701_3b_windwalker_cant_move_bonesplitter_onto_protection_from_artifacts(
        table: Table) -> None:
    """CR 701.3b, 702.16d: Bonesplitter on Grizzly Bears; Auriok Windwalker tries to move it
    onto Nacatl Savage (protection from artifacts; the Windwalker's ability, a white
    creature's, may target it): it doesn't move, the Bears keep it (4/2)."""
    table.battlefield(0, "Auriok Windwalker", "Bonesplitter", "Grizzly Bears", "Nacatl Savage")
    _windwalker_equips(table, "Bonesplitter", "Grizzly Bears")
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()  # the Windwalker untapped
    _windwalker_equips(table, "Bonesplitter", "Nacatl Savage")
    assert table.find("Bonesplitter").attached_to == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 4
    assert table.power("Nacatl Savage") == 2
    table.assert_logged(rule="701.3b", contains="protection from artifacts (702.16d)")
    table.assert_not_logged(rule="704.5n")


@oracle
def test_701_3b_ronin_warclub_stays_on_its_creature(table: Table) -> None:
    """CR 701.3b, 702.16d: Ronin Warclub moves onto the Grizzly Bears as they enter; Nacatl
    Savage entering next can't have it: it stays on the Bears (4/3)."""
    table.battlefield(0, "Ronin Warclub", "Forest", "Forest", "Forest", "Forest")
    table.hand(0, "Grizzly Bears", "Nacatl Savage")
    table.cast("Grizzly Bears")
    table.resolve()  # the Bears
    table.resolve()  # the Warclub's trigger
    assert table.find("Ronin Warclub").attached_to == table.find("Grizzly Bears").id
    table.cast("Nacatl Savage")
    table.resolve()  # the Savage
    table.resolve()  # the Warclub's trigger
    assert table.find("Ronin Warclub").attached_to == table.find("Grizzly Bears").id
    assert table.power("Grizzly Bears") == 4
    table.assert_logged(rule="701.3b", contains="it doesn't move")
    table.assert_not_logged(rule="704.5n")


@oracle
def test_701_3b_illusory_gains_stays_away_from_protection_from_blue(table: Table) -> None:
    """CR 701.3b, 303.4j, 702.16c: Alice's Illusory Gains enchants Bob's Grizzly Bears (she
    controls them); Bob's Nacatl Outlander (protection from blue) enters: the Aura doesn't
    move, so it isn't put into the graveyard (704.5m) and Alice keeps the Bears."""
    table.battlefield(0, "Island", "Island", "Island", "Island", "Island")
    table.battlefield(1, "Grizzly Bears", "Mountain", "Forest")
    table.hand(0, "Illusory Gains")
    table.hand(1, "Nacatl Outlander")
    table.library(0, "Island")
    table.library(1, "Island")
    table.cast("Illusory Gains", targets=["Grizzly Bears"])
    table.resolve()
    assert table.game.controller(table.find("Grizzly Bears").id) == 0
    table.next_turn()  # Bob's
    table.cast("Nacatl Outlander")
    table.resolve()  # the Outlander
    table.resolve()  # the Gains' trigger
    table.assert_zone("Illusory Gains", Zone.BATTLEFIELD)
    assert table.find("Illusory Gains").attached_to == table.find("Grizzly Bears").id
    assert table.game.controller(table.find("Grizzly Bears").id) == 0
    assert table.game.controller(table.find("Nacatl Outlander").id) == 1
    table.assert_logged(rule="701.3b", contains="protection from blue (702.16c)")
    table.assert_not_logged(rule="704.5m")


@oracle
def test_701_3b_an_equipment_that_is_a_creature_cant_equip(table: Table) -> None:
    """CR 701.3b, 301.5c: Bonesplitter enchanted by Ensoul Artifact is a 5/5 creature; Auriok
    Windwalker tries to attach it to Grizzly Bears: it doesn't move (never attached, so the
    state-based actions have nothing to unattach, 704.5p)."""
    table.battlefield(0, "Auriok Windwalker", "Bonesplitter", "Grizzly Bears", "Island",
                      "Island")
    table.hand(0, "Ensoul Artifact")
    table.cast("Ensoul Artifact", targets=["Bonesplitter"])
    table.resolve()
    assert table.power("Bonesplitter") == 5
    _windwalker_equips(table, "Bonesplitter", "Grizzly Bears")
    assert table.find("Bonesplitter").attached_to is None
    assert table.power("Grizzly Bears") == 2
    table.assert_logged(rule="701.3b", contains="also a creature")
    table.assert_not_logged(rule="701.3a", contains="Bonesplitter")
    table.assert_not_logged(rule="704.5p")


@oracle
def test_701_3b_an_equipment_cant_equip_itself(table: Table) -> None:
    """CR 701.3b, 301.5c: Bonesplitter made a creature by Ensoul Artifact may be the target of
    its own equip ability ("target creature you control"), but it can't equip itself: it
    doesn't move."""
    table.battlefield(0, "Bonesplitter", "Island", "Island", "Plains")
    table.hand(0, "Ensoul Artifact")
    table.cast("Ensoul Artifact", targets=["Bonesplitter"])
    table.resolve()
    table.activate("Bonesplitter", targets=["Bonesplitter"])
    table.resolve()
    assert table.find("Bonesplitter").attached_to is None
    assert table.power("Bonesplitter") == 5
    table.assert_logged(rule="701.3b", contains="itself")
    table.assert_not_logged(rule="704.5p")


@oracle
def test_701_3b_attaching_where_it_is_does_nothing(table: Table) -> None:
    """CR 701.3b, 613.7e: Auriok Windwalker attaches Bonesplitter to the Grizzly Bears it
    already equips: nothing happens, it gets no new timestamp."""
    table.battlefield(0, "Auriok Windwalker", "Bonesplitter", "Grizzly Bears")
    _windwalker_equips(table, "Bonesplitter", "Grizzly Bears")
    stamp = table.find("Bonesplitter").timestamp
    table.library(0, "Island")
    table.library(1, "Island")
    table.next_turn()
    table.next_turn()
    _windwalker_equips(table, "Bonesplitter", "Grizzly Bears")
    assert table.find("Bonesplitter").attached_to == table.find("Grizzly Bears").id
    assert table.find("Bonesplitter").timestamp == stamp
    table.assert_logged(rule="701.3b", contains="already attached")
