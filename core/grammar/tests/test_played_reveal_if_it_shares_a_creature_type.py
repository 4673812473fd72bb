"""Kinship played: "At the beginning of your upkeep, you may look at the top card of your
library. If it shares a creature type with this creature, you may reveal it. If you do, ..."
(Ink Dissolver, Wolf-Skull Shaman; CR 207.2c: kinship is an ability word).

The card looked at (CR 401.3) is compared with the creature (205.3m; a changeling card is
every creature type, 702.73a); only a card that shares a type may be revealed (701.20a), and
only a revealed card does the rest (608.2c): declining to look, a card that shares nothing,
or declining to reveal does nothing, whatever was answered before. The printed cards are
read from the Oracle corpus.
"""

from __future__ import annotations

import pytest

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")


def _alices_next_upkeep(table: Table, top: str, *answers: str) -> None:
    """Alice's kinship creature waits for her next upkeep (turn 3) with ``top`` on top of her
    library; ``answers`` are her "may" answers (look, then reveal), and the trigger resolves
    (CR 603.3)."""
    table.library(0, top, "Plains")
    table.library(1, *["Plains"] * 5)
    for answer in answers:
        table.answer("may", answer)
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve_all()


@oracle
def test_ink_dissolver_reveals_a_merfolk_and_bob_mills_three(table: Table) -> None:
    """CR 701.20a, 608.2c: Silvergill Adept (a Merfolk Wizard) shares Merfolk and Wizard with
    Ink Dissolver: revealed, so Bob mills three; the card stays on top of Alice's library."""
    table.battlefield(0, "Ink Dissolver")
    _alices_next_upkeep(table, "Silvergill Adept", "yes", "yes")
    assert len(table.names(Zone.GRAVEYARD, 1)) == 3
    assert table.names(Zone.LIBRARY, 0)[0] == "Silvergill Adept"
    table.assert_logged(rule="701.20a", contains="Silvergill Adept")


@oracle
def test_a_card_sharing_no_creature_type_does_nothing(table: Table) -> None:
    """CR 608.2c: Grizzly Bears (a Bear) shares no type: not revealed, and the "yes" Alice gave
    to looking is no "If you do": Bob mills nothing."""
    table.battlefield(0, "Ink Dissolver")
    _alices_next_upkeep(table, "Grizzly Bears", "yes")
    assert table.names(Zone.GRAVEYARD, 1) == []
    table.assert_not_logged(rule="701.20a")


@oracle
def test_declining_to_reveal_does_nothing(table: Table) -> None:
    """CR 608.2d: Alice looks, the card shares a type, she declines to reveal: no mill."""
    table.battlefield(0, "Ink Dissolver")
    _alices_next_upkeep(table, "Silvergill Adept", "yes", "no")
    assert table.names(Zone.GRAVEYARD, 1) == []


@oracle
def test_declining_to_look_does_nothing(table: Table) -> None:
    """CR 401.3: without looking there is no card looked at to reveal: no mill."""
    table.battlefield(0, "Ink Dissolver")
    _alices_next_upkeep(table, "Silvergill Adept", "no")
    assert table.names(Zone.GRAVEYARD, 1) == []


@pytest.mark.plugins("oracle", "changeling")
def test_a_changeling_card_shares_every_creature_type(table: Table) -> None:
    """CR 702.73a: Changeling Outcast is every creature type, in the library too: it shares
    Wolf with Wolf-Skull Shaman, so Alice creates a 2/2 green Wolf token."""
    table.battlefield(0, "Wolf-Skull Shaman")
    _alices_next_upkeep(table, "Changeling Outcast", "yes", "yes")
    assert table.names(Zone.BATTLEFIELD, 0).count("Wolf Token") == 1


@oracle
def test_wolf_skull_shaman_and_a_plains_makes_no_wolf(table: Table) -> None:
    """CR 205.3m: a land card has no creature type: no Wolf."""
    table.battlefield(0, "Wolf-Skull Shaman")
    _alices_next_upkeep(table, "Forest", "yes")
    assert "Wolf Token" not in table.names(Zone.BATTLEFIELD, 0)
