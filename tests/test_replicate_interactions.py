"""Replicate (CR 702.56) with the other keyword plugins: the replicate cost added to an
alternative cost (flashback, 601.2f, 118.9), replicate's copies not counted by storm
(707.10, 702.40a), and copies tapping creatures with haste before they attack."""

from __future__ import annotations

import pytest

from manastack.api import Answer, Step, Zone
from manastack.driver import Table

KEEP = Answer("new_targets", ("no",))


def times(n: int) -> Answer:
    return Answer("replicate", (n,))


@pytest.mark.plugins("replicate", "flashback")
def test_601_2f_replicate_is_added_to_the_flashback_cost(table: Table) -> None:
    """CR 601.2f, 118.9, 702.34a: Snapcaster Mage gives Train of Thought flashback ({1}{U});
    cast from the graveyard with replicate paid twice, the total is {1}{U} plus {2}{U}{U}
    (six lands); three draws, and the card is exiled while the copies cease to exist
    (707.10a)."""
    table.library(0, *["Island"] * 5)
    table.lands(0, "Island", 8)
    table.graveyard(0, "Train of Thought")
    table.hand(0, "Snapcaster Mage")
    table.cast("Snapcaster Mage")
    table.resolve()  # the creature enters; its trigger targets Train of Thought
    table.resolve()
    table.cast("Train of Thought", using="flashback", zone="graveyard", answers=[times(2)])
    table.assert_logged(rule="601.2f", contains="{3}{U}{U}{U}")
    assert table.tapped_count(0) == 8
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Island"] * 3
    table.assert_zone("Train of Thought", Zone.EXILE, 0)


@pytest.mark.plugins("replicate", "flashback")
def test_601_2b_the_payments_offered_count_the_flashback_cost(table: Table) -> None:
    """CR 601.2b, 601.2f: four lands left after Snapcaster Mage: with flashback {1}{U}, room
    for one payment of {1}{U}."""
    table.library(0, *["Island"] * 5)
    table.lands(0, "Island", 6)
    table.graveyard(0, "Train of Thought")
    table.hand(0, "Snapcaster Mage")
    table.cast("Snapcaster Mage")
    table.resolve_all()
    seen = table.watch_decisions("replicate")
    table.cast("Train of Thought", using="flashback", zone="graveyard", answers=[times(1)])
    assert [tuple(d.options) for d in seen] == [(0, 1)]


@pytest.mark.plugins("replicate", "storm")
def test_707_10_replicate_copies_are_not_counted_by_storm(table: Table) -> None:
    """CR 707.10, 702.40a: Train of Thought replicated once is one spell cast (its copy is
    not cast): Weather the Storm after it has one copy, not two."""
    table.library(0, *["Island"] * 3)
    table.lands(0, "Island", 4)
    table.lands(0, "Forest", 2)
    table.hand(0, "Train of Thought", "Weather the Storm")
    table.cast("Train of Thought", answers=[times(1)])
    table.resolve_all()
    table.cast("Weather the Storm")
    table.resolve_all()
    table.assert_logged(rule="702.40a", contains="1 copy")
    table.assert_life(0, 26)


@pytest.mark.plugins("replicate", "haste")
def test_508_1a_gigadrowse_copies_tap_hasty_attackers_first(table: Table) -> None:
    """CR 702.10, 508.1a: Bob's Raging Goblins have haste; Alice's Gigadrowse replicated
    once in his beginning of combat taps both (707.10c): neither can attack."""
    table.set_turn(active=1, step=Step.BEGIN_COMBAT)
    table.battlefield(1, "Raging Goblin", "Raging Goblin", sick=True)
    table.lands(0, "Island", 2)
    table.hand(0, "Gigadrowse")
    goblins = table.ids(["Raging Goblin", "Raging Goblin"], player=1)
    table.pass_priority()
    table.cast("Gigadrowse", targets=[goblins[0]], answers=[times(1)])
    table.resolve(answers=[Answer("new_targets", ("yes",)), Answer("targets", (goblins[1],))])
    table.resolve_all()
    assert all(table.game.obj(g).tapped for g in goblins)
    table.assert_illegal(table.attack, "Raging Goblin", rule="508.1a")
