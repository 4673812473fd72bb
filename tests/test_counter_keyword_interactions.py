"""Modular (CR 702.43) with the keywords already shipped, each interaction citing the rule it
turns on.

Run with those plugins enabled; the modular package's own suite runs it alone.
"""

from __future__ import annotations

import pytest

from manastack.api import Step, Zone
from manastack.driver import Table


def resolve_stack(table: Table) -> None:
    while table.game.ids_in(Zone.STACK):
        table.resolve()


def worker_dies_blocking(table: Table) -> None:
    """Alice's Arcbound Worker (1/1 with its counter) blocks Bob's Hill Giant and dies (704.5g);
    its modular trigger goes on the stack."""
    table.battlefield(0, "Arcbound Worker", counters={"+1/+1": 1})
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.attack("Hill Giant")
    table.block({"Arcbound Worker": "Hill Giant"})
    table.go_to(Step.COMBAT_DAMAGE)


@pytest.mark.plugins("modular", "haste", "oracle")
def test_702_10b_arcbound_hybrid_attacks_the_turn_it_enters_with_its_counters(
        table: Table) -> None:
    """Arcbound Hybrid (0/0, haste, modular 2) is cast and enters with two +1/+1 counters
    (702.43a, 614.1c); haste lets it attack that turn (702.10b, 302.6): Bob takes 2."""
    table.lands(0, "Plains", 4)
    table.hand(0, "Arcbound Hybrid")
    table.cast("Arcbound Hybrid")
    table.resolve()
    table.assert_counters("Arcbound Hybrid", "+1/+1", 2)
    table.attack("Arcbound Hybrid")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@pytest.mark.plugins("modular", "earthbend", "oracle")
def test_702_43a_an_earthbent_artifact_land_is_an_artifact_creature_to_target(
        table: Table) -> None:
    """Earthbending Lesson makes Seat of the Synod (an artifact land) a 0/0 land creature
    with four +1/+1 counters (701.66a): an artifact creature, so Arcbound Worker's modular
    trigger may target it (702.43a, 205.2a) and puts its one counter on it: 5/5. The earthbent
    Forest is a creature but not an artifact: never offered as the target (115.1)."""
    table.battlefield(0, "Seat of the Synod", "Forest")
    table.mana(0, "GGGG")
    table.hand(0, "Earthbending Lesson")
    table.cast("Earthbending Lesson", targets=["Seat of the Synod"])
    table.resolve()
    assert table.game.chars(table.find("Seat of the Synod").id).is_creature
    table.hand(0, "Earthbending Lesson")
    table.mana(0, "GGGG")
    table.cast("Earthbending Lesson", targets=["Forest"])
    table.resolve()
    offered = table.watch_decisions("targets")
    worker_dies_blocking(table)
    table.assert_zone("Arcbound Worker", Zone.GRAVEYARD, 0)
    assert offered, "the modular trigger asked for its target"
    names = {table.game.obj(o).card.name for d in offered for o in d.options if isinstance(o, int)}
    assert names == {"Seat of the Synod"}
    table.answer("may", "yes")
    resolve_stack(table)
    table.assert_counters("Seat of the Synod", "+1/+1", 5)
    assert (table.power("Seat of the Synod"), table.toughness("Seat of the Synod")) == (5, 5)
    table.assert_logged(rule="702.43a")
