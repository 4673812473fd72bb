"""Printed "Return target creature card from your graveyard to the battlefield with an
additional +1/+1 counter on it." and "Return up to two target creature cards with power 2 or
less from your graveyard to the battlefield.", played (CR 700.2, 122.6, 115.1, 601.2c).

Graceful Restoration's first mode puts the creature onto the battlefield with one +1/+1
counter on it as it enters; the second returns up to two creature cards with power 2 or
less. It comes with its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GRACEFUL_RESTORATION = CardDef(
    name="Graceful Restoration", mana_cost="{3}{W}{B}", type_line="Sorcery",
    text="Choose one —\n• Return target creature card from your graveyard to the battlefield "
         "with an additional +1/+1 counter on it.\n• Return up to two target creature cards "
         "with power 2 or less from your graveyard to the battlefield.")

PRINTED = (GRACEFUL_RESTORATION,)
kit = pytest.mark.plugins(extra={"restoration-kit": card_pool("restoration-kit", PRINTED)})


@kit
def test_graceful_restoration_returns_a_creature_with_a_counter(table: Table) -> None:
    """CR 122.6: Hill Giant enters with one +1/+1 counter: a 4/4."""
    table.lands(0, "Plains", 2)
    table.lands(0, "Swamp", 3)
    table.graveyard(0, "Hill Giant")
    table.hand(0, "Graceful Restoration")
    table.cast("Graceful Restoration", modes=[0], targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    table.assert_counters("Hill Giant", "+1/+1", 1)
    assert table.power("Hill Giant") == 4


@kit
def test_graceful_restoration_returns_two_with_power_two_or_less(table: Table) -> None:
    """CR 115.1, 601.2c: Grizzly Bears and Llanowar Elves return with no counter; Hill Giant
    (power 3) can't be a target of the second mode."""
    table.lands(0, "Plains", 2)
    table.lands(0, "Swamp", 3)
    table.graveyard(0, "Grizzly Bears", "Llanowar Elves", "Hill Giant")
    table.hand(0, "Graceful Restoration")
    table.assert_illegal(table.cast, "Graceful Restoration", modes=[1],
                         targets=[["Grizzly Bears", "Hill Giant"]])
    table.cast("Graceful Restoration", modes=[1], targets=[["Grizzly Bears", "Llanowar Elves"]])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Llanowar Elves", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    table.assert_counters("Grizzly Bears", "+1/+1", 0)


@needs_corpus
def test_the_pool_card_is_the_printed_card() -> None:
    assert_printed(PRINTED)
