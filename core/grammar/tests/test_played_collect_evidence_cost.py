"""Collect evidence as an activation cost, played (CR 701.59a-b, 601.2h, 118.3).

- "{T}, Collect evidence 3: Tap target creature you don't control." (Forensic Researcher):
  cards of the payer's graveyard with total mana value 3 or greater exiled, the payer choosing
  them; not payable when the graveyard's cards total less (701.59b).
- "Ward—Collect evidence 4." (Axebane Ferox): the opponent whose spell targets it collects
  evidence from their own graveyard, or the spell is countered (702.21a).

A cost that can't be paid is refused and the game is left as it was (CR 118.3, 732). The cards
come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_701_59a_forensic_researcher_exiles_cards_worth_three_to_tap(table: Table) -> None:
    """CR 701.59a: the Hill Giant (mana value 4) is enough: exiled, the Bears and the Forest
    stay; the opponent's creature is tapped (701.26a)."""
    table.battlefield(0, "Forensic Researcher")
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Grizzly Bears", "Hill Giant", "Forest")
    table.activate("Forensic Researcher", 1, targets=["Craw Wurm"],
                   answers=[Answer("collect_evidence", ("Hill Giant",))])
    table.assert_zone("Hill Giant", Zone.EXILE, 0)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)
    table.resolve()
    table.assert_tapped("Craw Wurm")


@oracle
def test_701_59a_two_cards_adding_up_to_three(table: Table) -> None:
    """CR 701.59a: the Bears (2) and a Savannah Lions (1) total 3: both exiled."""
    table.battlefield(0, "Forensic Researcher")
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Grizzly Bears", "Savannah Lions", "Hill Giant")
    table.activate("Forensic Researcher", 1, targets=["Craw Wurm"],
                   answers=[Answer("collect_evidence", ("Grizzly Bears", "Savannah Lions"))])
    table.assert_zone("Grizzly Bears", Zone.EXILE, 0)
    table.assert_zone("Savannah Lions", Zone.EXILE, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)


@oracle
def test_732_forensic_researcher_without_enough_evidence_is_refused(table: Table) -> None:
    """CR 701.59b, 732: the graveyard's cards total 2: refused, nothing exiled or tapped."""
    table.battlefield(0, "Forensic Researcher")
    table.battlefield(1, "Craw Wurm")
    table.graveyard(0, "Grizzly Bears", "Forest")
    table.assert_illegal(table.activate, "Forensic Researcher", 1, targets=["Craw Wurm"])
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    table.assert_tapped("Forensic Researcher", False)
    table.assert_tapped("Craw Wurm", False)


def _resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


ward = pytest.mark.plugins("oracle", "ward", "haste")


@ward
def test_702_21a_axebane_ferox_ward_paid_by_collecting_evidence(table: Table) -> None:
    """CR 702.21a, 701.59a: "Ward—Collect evidence 4.": Bob, whose Shock targets the Ferox,
    exiles his Hill Giant (mana value 4) from his graveyard; the Shock resolves."""
    table.battlefield(0, "Axebane Ferox")
    table.set_turn(active=1, step=Step.MAIN1)
    table.graveyard(1, "Hill Giant", "Forest")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Axebane Ferox"])
    table.answer("pay_unless", True, player=1)
    table.answer("collect_evidence", "Hill Giant", player=1)
    _resolve_stack(table)
    table.assert_zone("Hill Giant", Zone.EXILE, 1)
    table.assert_zone("Forest", Zone.GRAVEYARD, 1)
    assert table.find("Axebane Ferox", zone=Zone.BATTLEFIELD).damage == 2


@ward
def test_701_59b_without_enough_evidence_the_spell_is_countered(table: Table) -> None:
    """CR 701.59b, 702.21a: Bob's graveyard totals 2: he can't collect evidence 4, the Shock
    is countered; the Ferox is undamaged."""
    table.battlefield(0, "Axebane Ferox")
    table.set_turn(active=1, step=Step.MAIN1)
    table.graveyard(1, "Grizzly Bears")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Axebane Ferox"])
    _resolve_stack(table)
    table.assert_zone("Shock", Zone.GRAVEYARD, 1)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.find("Axebane Ferox", zone=Zone.BATTLEFIELD).damage == 0
