"""Foretell (CR 702.143) with the keywords already shipped, each interaction citing the rule
it turns on. No printed card has foretell and flashback, or foretell and delve: those tests
compile a test card from the two printed texts (``Table.card``), named as such.

Run with those plugins enabled; the foretell package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import IllegalActionError, Zone
from manastack.driver import Table

THINK_TWICE = ("Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard "
               "for its flashback cost. Then exile it.)\nForetell {U}")
TREASURE_CRUISE = ("Delve (Each card you exile from your graveyard while casting this spell "
                   "pays for {1}.)\nDraw three cards.\nForetell {5}{U}")


def alices_next_turn(table: Table) -> None:
    table.library(0, *["Island"] * 6)
    table.library(1, *["Island"] * 6)
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0


@pytest.mark.plugins("foretell", "flashback")
def test_702_34a_a_foretold_card_cast_then_flashed_back(table: Table) -> None:
    """A test card: Think Twice with "Foretell {U}". Foretold, cast on a later turn for {U}
    (702.143a), it goes to the graveyard as it resolves (608.2n); from there flashback casts
    it for {2}{U} and exiles it (702.34a). A foretold card is in exile: flashback, which
    casts from the graveyard, doesn't apply to it there."""
    card = table.card("Foretold Twice", "Instant", THINK_TWICE, "{1}{U}")
    table.hand(0, card)
    table.lands(0, "Island", 5)
    table.special("Foretold Twice", "foretell")
    with pytest.raises(IllegalActionError):
        table.cast("Foretold Twice", using="flashback", zone=Zone.EXILE)
    alices_next_turn(table)
    table.cast("Foretold Twice", using="foretell", zone=Zone.EXILE)
    assert table.tapped_count(0) == 1
    table.resolve()
    table.assert_zone("Foretold Twice", Zone.GRAVEYARD, 0)
    table.cast("Foretold Twice", using="flashback", zone=Zone.GRAVEYARD)
    table.resolve()
    table.assert_zone("Foretold Twice", Zone.EXILE, 0)
    assert not table.find("Foretold Twice", zone=Zone.EXILE).tags.get("foretold")


@pytest.mark.plugins("foretell", "delve")
def test_702_66a_601_2f_delve_pays_the_generic_of_the_foretell_cost(table: Table) -> None:
    """A test card: Treasure Cruise with "Foretell {5}{U}". Cast for its foretell cost
    (118.9), the total cost {5}{U} (601.2f) has five generic mana delve may pay (702.66a):
    five cards exiled from the graveyard and one Island."""
    card = table.card("Foretold Cruise", "Sorcery", TREASURE_CRUISE, "{7}{U}")
    table.hand(0, card)
    table.lands(0, "Island", 3)
    table.special("Foretold Cruise", "foretell")
    alices_next_turn(table)
    exiled = ["Forest", "Plains", "Swamp", "Mountain", "Grizzly Bears"]
    table.graveyard(0, *exiled)
    table.cast("Foretold Cruise", using="foretell", zone=Zone.EXILE,
               pay_with={"delve": exiled})
    table.assert_logged(rule="601.2h", contains="5 generic mana paid by delve")
    assert table.tapped_count(0) == 1
    table.resolve()
    table.assert_zone("Foretold Cruise", Zone.GRAVEYARD, 0)
