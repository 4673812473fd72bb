"""Activation costs tapping other untapped creatures, the word "other" before "untapped" or a
keyword after "you control", played (CR 601.2h, 701.26a, 118.3).

- "Tap three other untapped creatures you control: Until end of turn, this Vehicle becomes an
  artifact creature and gains flying. Put a +1/+1 counter on it." (Voyager Glidecar).
- "Tap another untapped creature you control with flying: Radiant gains protection from the
  color of your choice until end of turn." (Radiant, Serra Archangel): a creature without
  flying can't pay it.

Creatures tapped for a cost of another permanent's ability may have come under their
controller's control this turn (CR 302.6 restricts only their own {T} abilities). A cost that
can't be paid is refused and the game is left as it was (CR 732). The cards come from the
Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
#: Voyager Glidecar has crew too (CR 702.122)
with_crew = pytest.mark.plugins("oracle", "crew")
pytestmark = needs_corpus


@with_crew
def test_701_26a_voyager_glidecar_taps_three_others_to_fly(table: Table) -> None:
    """CR 601.2h, 701.26a: the three chosen creatures become tapped (not the Glidecar, not
    the fourth); the Glidecar becomes a 4/4 flying artifact creature with its +1/+1 counter
    (613.1d, 122.1)."""
    table.battlefield(0, "Voyager Glidecar", "Grizzly Bears", "Savannah Lions", "Llanowar Elves",
                      "Craw Wurm")
    glidecar = table.find("Voyager Glidecar").id
    asked = table.watch_decisions("tap")
    table.activate("Voyager Glidecar", 0, answers=[
        Answer("tap", ("Grizzly Bears", "Savannah Lions", "Llanowar Elves"))])
    assert asked and glidecar not in asked[0].options
    for name in ("Grizzly Bears", "Savannah Lions", "Llanowar Elves"):
        table.assert_tapped(name, True)
    table.assert_tapped("Craw Wurm", False)
    table.assert_tapped("Voyager Glidecar", False)
    table.resolve()
    assert table.game.chars(glidecar).is_creature
    assert table.has_keyword("Voyager Glidecar", "flying")
    assert table.find("Voyager Glidecar").counters.get("+1/+1") == 1


@with_crew
def test_732_voyager_glidecar_with_two_others_is_refused(table: Table) -> None:
    """CR 118.3, 732: two other creatures are not three; refused, none tapped, no counter."""
    table.battlefield(0, "Voyager Glidecar", "Grizzly Bears", "Savannah Lions")
    table.assert_illegal(table.activate, "Voyager Glidecar", 0)
    assert table.tapped_count(0) == 0
    assert not table.find("Voyager Glidecar").counters.get("+1/+1")
    table.assert_zone("Voyager Glidecar", Zone.BATTLEFIELD, 0)


@oracle
def test_732_radiant_without_another_flier_is_refused(table: Table) -> None:
    """CR 118.3, 732: "with flying": Grizzly Bears can't pay, Radiant can't pay for itself;
    refused, nothing tapped."""
    table.battlefield(0, "Radiant, Serra Archangel", "Grizzly Bears")
    table.assert_illegal(table.activate, "Radiant, Serra Archangel", 0)
    assert table.tapped_count(0) == 0


@oracle
def test_701_26a_radiant_taps_the_other_flier_only(table: Table) -> None:
    """CR 601.2h, 701.26a: only Serra Angel is offered (not the Bears, not Radiant); it
    becomes tapped."""
    table.battlefield(0, "Radiant, Serra Archangel", "Grizzly Bears", "Serra Angel")
    angel = table.find("Serra Angel").id
    asked = table.watch_decisions("tap")
    table.activate("Radiant, Serra Archangel", 0, answers=[Answer("tap", ("Serra Angel",))])
    assert asked and set(asked[0].options) == {angel}
    table.assert_tapped("Serra Angel", True)
    table.assert_tapped("Grizzly Bears", False)
    table.assert_tapped("Radiant, Serra Archangel", False)
