"""Printed flashback cards whose flashback cost has X in a non-mana part (CR 107.3a, 601.2b,
702.34a): Conflagrate, Firecat Blitz, Flash of Insight.

X is announced while the spell is cast (601.2b) whether it is in the mana or in a part of the
cost paid; the spell's X is that value, and the part is paid with X objects (601.2h).
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table

from manastack.api import Answer, Zone

pytestmark = pytest.mark.plugins("flashback")


def test_conflagrate_flashback_discards_x_cards_and_deals_x_damage(table: Table) -> None:
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Conflagrate")
    table.hand(0, "Island", "Forest", "Plains")
    table.battlefield(1, "Hill Giant")
    table.cast("Conflagrate", using="flashback", x=2, discard=["Island", "Forest"],
               targets=[["Hill Giant", "opponent"]], answers=[Answer("divide", ((1, 1),))])
    table.assert_logged(rule="601.2b", contains="X = 2")
    table.assert_zone("Island", Zone.GRAVEYARD)
    table.assert_zone("Forest", Zone.GRAVEYARD)
    table.assert_zone("Plains", Zone.HAND)
    table.resolve()
    assert table.find("Hill Giant").damage == 1
    table.assert_life(1, 19)
    table.assert_zone("Conflagrate", Zone.EXILE)  # CR 702.34a
    table.assert_logged(rule="702.34a")


def test_conflagrate_x_is_bounded_by_the_cards_in_hand(table: Table) -> None:
    """CR 107.3a, 601.2b: the X announced must be payable; the options stop at the hand size."""
    table.lands(0, "Mountain", 2)
    table.graveyard(0, "Conflagrate")
    table.hand(0, "Island")
    exc = table.assert_illegal(table.cast, "Conflagrate", using="flashback", x=2,
                               targets=[["opponent"]], rule="107.3a")
    assert "0 to 1 can be paid" in str(exc)
    table.assert_zone("Island", Zone.HAND)


def test_conflagrate_from_hand_pays_x_in_mana_and_discards_nothing(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.hand(0, "Conflagrate", "Island")
    table.cast("Conflagrate", x=2, targets=[["opponent"]])
    table.resolve()
    table.assert_life(1, 18)
    table.assert_zone("Island", Zone.HAND)
    table.assert_zone("Conflagrate", Zone.GRAVEYARD)


@pytest.mark.plugins("flashback", "haste")
def test_firecat_blitz_flashback_sacrifices_x_mountains(table: Table) -> None:
    table.lands(0, "Mountain", 5)
    table.battlefield(0, "Forest")
    table.graveyard(0, "Firecat Blitz")
    table.cast("Firecat Blitz", using="flashback", x=3,
               sacrifice=["Mountain", "Mountain", "Mountain"])
    assert table.names(Zone.GRAVEYARD, 0).count("Mountain") == 3
    table.resolve()
    cats = [o for o in table.game.battlefield(0) if o.card.name.startswith("Elemental Cat")]
    assert len(cats) == 3
    assert all(table.has_keyword(c.card.name, "haste") for c in cats[:1])
    table.assert_zone("Firecat Blitz", Zone.EXILE)


@pytest.mark.plugins("flashback", "haste")
def test_firecat_blitz_cant_sacrifice_a_forest_for_a_mountain(table: Table) -> None:
    """The X permanents sacrificed must be Mountains (601.2h): a Forest is no legal choice."""
    table.lands(0, "Mountain", 2)
    table.battlefield(0, "Forest")
    table.graveyard(0, "Firecat Blitz")
    table.assert_illegal(table.cast, "Firecat Blitz", using="flashback", x=1,
                         sacrifice=["Forest"], rule="601.2h")


def test_flash_of_insight_flashback_exiles_x_blue_cards(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.graveyard(0, "Flash of Insight", "Counterspell", "Think Twice", "Lightning Bolt")
    table.library(0, "Forest", "Mountain", "Plains")
    table.cast("Flash of Insight", using="flashback", x=2, exile=["Counterspell", "Think Twice"])
    table.assert_zone("Counterspell", Zone.EXILE)
    table.assert_zone("Think Twice", Zone.EXILE)
    table.assert_zone("Lightning Bolt", Zone.GRAVEYARD)
    table.resolve()
    # looked at the top two: one to the hand, the other to the bottom
    assert len(table.names(Zone.HAND, 0)) == 1
    assert table.names(Zone.HAND, 0)[0] in ("Forest", "Mountain")
    table.assert_zone("Flash of Insight", Zone.EXILE)


def test_flash_of_insight_red_cards_cant_pay_its_flashback_cost(table: Table) -> None:
    table.lands(0, "Island", 2)
    table.graveyard(0, "Flash of Insight", "Think Twice", "Lightning Bolt")
    table.library(0, "Forest", "Mountain")
    # one blue card only: X can't be 2 (107.3a), and a red card is no legal choice (601.2h)
    table.assert_illegal(table.cast, "Flash of Insight", using="flashback", x=2,
                         exile=["Think Twice", "Lightning Bolt"], rule="107.3a")
    table.assert_illegal(table.cast, "Flash of Insight", using="flashback", x=1,
                         exile=["Lightning Bolt"], rule="601.2h")


def test_flash_of_insight_cant_exile_itself_to_pay_its_own_flashback_cost(table: Table) -> None:
    """Its reminder text: it is on the stack once cast (601.2a), not in the graveyard."""
    table.lands(0, "Island", 2)
    table.graveyard(0, "Flash of Insight", "Think Twice")
    table.library(0, "Forest", "Mountain")
    table.assert_illegal(table.cast, "Flash of Insight", using="flashback", x=1,
                         exile=["Flash of Insight"], rule="601.2h")
    table.cast("Flash of Insight", using="flashback", x=1, exile=["Think Twice"])
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Forest"]
