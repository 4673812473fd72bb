"""Printed creatures that enter with X +1/+1 counters, cast and played (CR 107.3m, 614.1c).

X is the value chosen as the spell was cast: Endless One cast for X=3 enters as a 3/3;
Walking Ballista ({X}{X}) cast for X=2 enters with two counters and removes one to deal
1 damage. Cast for X=0, no counters: the 0/0 is put into the graveyard (704.5f). The cards
come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import PlayerRef, Zone

ENDLESS_ONE = CardDef(
    name="Endless One", mana_cost="{X}", type_line="Creature — Eldrazi",
    text="This creature enters with X +1/+1 counters on it.", power="0", toughness="0")
WALKING_BALLISTA = CardDef(
    name="Walking Ballista", mana_cost="{X}{X}", type_line="Artifact Creature — Construct",
    text="This creature enters with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on this "
         "creature.\nRemove a +1/+1 counter from this creature: It deals 1 damage to any "
         "target.", power="0", toughness="0")

CARDS = (ENDLESS_ONE, WALKING_BALLISTA)

kit = pytest.mark.plugins(extra={"x-counters-kit": card_pool("x-counters-kit", CARDS)})


@kit
@pytest.mark.parametrize("x", [1, 3])
def test_endless_one_enters_with_x_counters(table: Table, x: int) -> None:
    """CR 107.3m: the X chosen for the spell; a 0/0 with X +1/+1 counters (613.4c)."""
    table.lands(0, "Wastes", x)
    table.hand(0, "Endless One")
    table.cast("Endless One", x=x)
    table.resolve()
    table.assert_zone("Endless One", Zone.BATTLEFIELD, 0)
    table.assert_counters("Endless One", "+1/+1", x)
    assert (table.power("Endless One"), table.toughness("Endless One")) == (x, x)


@kit
def test_endless_one_cast_for_x_zero_dies(table: Table) -> None:
    """CR 107.3m: X=0: no counters, a 0/0 put into its owner's graveyard (704.5f)."""
    table.hand(0, "Endless One")
    table.cast("Endless One", x=0)
    table.resolve()
    assert table.zone_of("Endless One") is Zone.GRAVEYARD


@kit
def test_walking_ballista_shoots_with_its_counters(table: Table) -> None:
    """CR 107.3m, 602.2: {X}{X} paid with four mana, X=2: two counters; removing one is the
    cost of 1 damage to the opponent."""
    table.lands(0, "Wastes", 4)
    table.hand(0, "Walking Ballista")
    table.cast("Walking Ballista", x=2)
    table.resolve()
    table.assert_counters("Walking Ballista", "+1/+1", 2)
    table.activate("Walking Ballista", 1, targets=[PlayerRef(1)])
    table.assert_counters("Walking Ballista", "+1/+1", 1)  # the cost, paid (CR 601.2h)
    table.resolve()
    assert table.life(1) == 19
    assert (table.power("Walking Ballista"), table.toughness("Walking Ballista")) == (1, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
