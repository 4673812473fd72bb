"""Activation costs that untap other permanents, played (CR 601.2h, 701.26b, 118.3).

- "{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return target creature to its
  owner's hand." (Crackleburr): two tapped blue creatures of the payer's untapped; Crackleburr
  untaps itself for {Q} first (107.6), so it is not one of them.

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_26b_crackleburr_untaps_two_blue_creatures_to_bounce(table: Table) -> None:
    """CR 601.2h, 701.26b: the Drake and the Merfolk untapped, Crackleburr too ({Q}); the Hill
    Giant returns to its owner's hand (the tapped green Bears were never a choice)."""
    table.battlefield(0, "Crackleburr", "Wind Drake", "Coral Merfolk", "Grizzly Bears",
                      tapped=True)
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 2)
    bears = table.find("Grizzly Bears").id
    asked = table.watch_decisions("untap")
    table.activate("Crackleburr", 1, targets=["Hill Giant"],
                   answers=[Answer("untap", ("Wind Drake", "Coral Merfolk"))])
    assert asked and bears not in asked[0].options
    table.assert_tapped("Wind Drake", False)
    table.assert_tapped("Coral Merfolk", False)
    table.assert_tapped("Crackleburr", False)
    table.assert_tapped("Grizzly Bears")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.HAND, 1)


@oracle
def test_732_crackleburr_with_one_tapped_blue_creature_is_refused(table: Table) -> None:
    """CR 118.3, 732: one tapped blue creature besides Crackleburr: refused, nothing changes."""
    table.battlefield(0, "Crackleburr", "Wind Drake", tapped=True)
    table.battlefield(0, "Coral Merfolk")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 2)
    table.assert_illegal(table.activate, "Crackleburr", 1, targets=["Hill Giant"])
    table.assert_tapped("Crackleburr")
    table.assert_tapped("Wind Drake")
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
