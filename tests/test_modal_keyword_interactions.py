"""Entwine (CR 702.42) with the keywords already shipped, each interaction citing the rule it
turns on: an entwined spell cast for an alternative cost (flashback, escape) pays its
entwine cost too (118.9, 601.2f).

Run with those plugins enabled; the entwine package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Zone
from manastack.driver import Table


@pytest.mark.plugins("entwine", "flashback", "oracle")
def test_118_9_entwined_with_flashback_pays_the_alternative_and_the_additional_cost(
        table: Table) -> None:
    """Lier, Disciple of the Drowned gives Barbed Lightning in Alice's graveyard flashback
    for its mana cost (702.34a); cast so and entwined, its total cost is the flashback cost
    {2}{R} plus the entwine cost {2} (118.9, 601.2f): five Mountains; both modes happen and
    the card is exiled (702.34a)."""
    table.battlefield(0, "Lier, Disciple of the Drowned")
    table.lands(0, "Mountain", 5)
    table.battlefield(1, "Hill Giant")
    table.graveyard(0, "Barbed Lightning")
    table.answer("all_modes", "yes")
    table.cast("Barbed Lightning", using="flashback", targets=["Hill Giant", "Bob"])
    assert table.tapped_count(0) == 5
    table.assert_logged(rule="702.42a", contains="entwined")
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_life(1, 17)
    table.assert_zone("Barbed Lightning", Zone.EXILE, 0)


@pytest.mark.plugins("entwine", "flashback", "oracle")
def test_601_2h_with_flashback_the_entwine_cost_still_has_to_be_paid(table: Table) -> None:
    """CR 118.9, 601.2f-h: with four Mountains, flashback's {2}{R} is paid but not the entwine
    {2} besides: the entwined cast is refused and the game is as it was."""
    table.battlefield(0, "Lier, Disciple of the Drowned")
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Hill Giant")
    table.graveyard(0, "Barbed Lightning")
    table.game.pending()
    before = table.game.state_digest()
    table.answer("all_modes", "yes")
    table.assert_illegal(table.cast, "Barbed Lightning", using="flashback",
                         targets=["Hill Giant", "Bob"])
    assert table.game.state_digest() == before


@pytest.mark.plugins("entwine", "escape", "oracle")
def test_118_9_entwined_with_escape_pays_mana_exile_and_entwine(table: Table) -> None:
    """Underworld Breach gives Dream's Grip escape ({U} plus exiling three other cards,
    702.138a); cast so and entwined, Alice pays {U}, exiles three cards and pays the entwine
    {1} (118.9, 601.2f): both modes, in printed order (702.42b)."""
    table.battlefield(0, "Underworld Breach")
    table.lands(0, "Island", 2)
    table.battlefield(1, "Hill Giant")
    table.graveyard(0, "Dream's Grip", "Island", "Forest", "Plains")
    table.answer("all_modes", "yes")
    table.cast("Dream's Grip", using="escape", targets=["Hill Giant", "Hill Giant"],
               exile=["Island", "Forest", "Plains"])
    assert table.tapped_count(0) == 2
    assert sorted(table.names(Zone.EXILE, 0)) == ["Forest", "Island", "Plains"]
    table.resolve()
    table.assert_tapped("Hill Giant", False)
    assert [e.rule for e in table.game.log if e.rule in ("701.26a", "701.26b")] == \
        ["701.26a", "701.26b"]
