"""Cut Your Losses: "Casualty 2" and "Target player mills half their library, rounded down.",
played (CR 702.153a, 701.17a, 107.1a, 707.10c): half of the target player's library as each
copy resolves, rounded down; the copy made by casualty mills half of what is left."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, card_pool, needs_corpus

from manastack.api import Answer, CardDef, Zone

CUT_YOUR_LOSSES = CardDef(
    name="Cut Your Losses", mana_cost="{4}{U}{U}", type_line="Sorcery",
    keywords=("Casualty", "Mill"),
    text="Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or "
         "greater. When you do, copy this spell and you may choose a new target for the copy.)"
         "\nTarget player mills half their library, rounded down.")
PRINTED = (CUT_YOUR_LOSSES,)
pytestmark = pytest.mark.plugins("casualty",
                                 extra={"cut-kit": card_pool("cut-kit", PRINTED)})
PAY = Answer("casualty", (True,))
DONT = Answer("casualty", (False,))
KEEP = Answer("new_targets", ("no",))
SEVEN = ("Island", "Forest", "Mountain", "Plains", "Swamp", "Memnite", "Shock")


def test_cut_your_losses_mills_half_rounded_down(table: Table) -> None:
    """CR 701.17a, 107.1a: seven cards in Bob's library: three are milled, the top three."""
    table.lands(0, "Island", 6)
    table.library(1, *SEVEN)
    table.library(0, "Island")
    table.hand(0, "Cut Your Losses")
    table.cast("Cut Your Losses", targets=["Bob"], answers=[DONT])
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 1)) == sorted(SEVEN[:3])
    assert table.names(Zone.LIBRARY, 1) == list(SEVEN[3:])
    assert table.names(Zone.LIBRARY, 0) == ["Island"]


def test_cut_your_losses_copy_mills_half_of_what_is_left(table: Table) -> None:
    """CR 702.153a, 608.2h: the casualty copy resolves first (7 -> 3 milled, 4 left), then the
    original mills half of those four (2): five milled, two left."""
    table.lands(0, "Island", 6)
    table.battlefield(0, "Grizzly Bears")
    table.library(1, *SEVEN)
    table.hand(0, "Cut Your Losses")
    table.cast("Cut Your Losses", targets=["Bob"], answers=[PAY], sacrifice=["Grizzly Bears"])
    table.resolve(answers=[KEEP])  # the casualty trigger: the copy keeps Bob as its target
    table.resolve_all()
    assert len(table.names(Zone.GRAVEYARD, 1)) == 5
    assert table.names(Zone.LIBRARY, 1) == list(SEVEN[5:])


def test_cut_your_losses_one_card_mills_none(table: Table) -> None:
    """CR 107.1a: half of one, rounded down, is zero: nothing is milled."""
    table.lands(0, "Island", 6)
    table.library(1, "Island")
    table.hand(0, "Cut Your Losses")
    table.cast("Cut Your Losses", targets=["Bob"], answers=[DONT])
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 1) == ["Island"]
    assert table.names(Zone.GRAVEYARD, 1) == []


@needs_corpus
def test_the_pool_card_is_the_printed_card() -> None:
    assert_printed(PRINTED)
