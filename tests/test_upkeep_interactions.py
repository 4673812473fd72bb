"""The upkeep keywords of issue 19 (echo 702.30, cumulative upkeep 702.24) with the keywords
already shipped (haste 702.10 among the original seven), each interaction citing the rule it
turns on.

Run with those plugins enabled; each plugin's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Step, Zone
from manastack.driver import Table


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


@pytest.mark.plugins("echo", "haste")
def test_702_30a_a_hasty_echo_creature_attacks_at_once_and_pays_later(table: Table) -> None:
    """Avalanche Riders (haste, Echo {3}{R}) cast in Alice's turn 1 destroys Bob's land and
    attacks at once (702.10b, 302.6); echo waits for her next upkeep (702.30a): haste changes
    when it may attack, not when the echo is due. Not paid, it is sacrificed (701.21a)."""
    table.lands(0, "Mountain", 4)
    table.battlefield(1, "Plains")
    table.hand(0, "Avalanche Riders")
    table.cast("Avalanche Riders")
    table.answer("targets", "Plains")
    table.resolve()
    resolve_stack(table)  # its enters trigger: Bob's Plains is destroyed
    table.assert_zone("Plains", Zone.GRAVEYARD, 1)
    table.attack("Avalanche Riders")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
    assert not table.logged(rule="702.30a")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("pay_unless", False)
    resolve_stack(table)
    table.assert_zone("Avalanche Riders", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="702.30a", contains="Avalanche Riders")


@pytest.mark.plugins("cumulative_upkeep", "haste")
def test_702_24a_a_hasty_creature_pays_its_first_age_counter_next_upkeep(table: Table) -> None:
    """Yavimaya Ants (trample, haste, Cumulative upkeep {G}{G}) cast in Alice's turn 1
    attacks at once (702.10b): Bob takes 5. No age counter until her next upkeep (702.24a),
    then one: she pays {G}{G} and keeps it."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Yavimaya Ants")
    table.cast("Yavimaya Ants")
    table.resolve()
    table.attack("Yavimaya Ants")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 15)
    table.assert_counters("Yavimaya Ants", "age", 0)
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.go_to(Step.UPKEEP, turn=3)
    table.answer("pay_unless", True)
    resolve_stack(table)
    table.assert_counters("Yavimaya Ants", "age", 1)
    table.assert_zone("Yavimaya Ants", Zone.BATTLEFIELD, 0)
    assert table.tapped_count(0, "Forest") == 2
