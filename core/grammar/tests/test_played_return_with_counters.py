"""Printed "return it to the battlefield ... with a +1/+1 counter on it" played (CR 122.6,
614.1c).

Feign Death's granted trigger returns the creature tapped under its owner's control; the
counter is on it as it enters (rule "grammar:reanimate"), not put on it afterwards: no
counter is put on the permanent once it is on the battlefield.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FEIGN_DEATH = CardDef(
    name="Feign Death", mana_cost="{B}", type_line="Instant",
    text='Until end of turn, target creature gains "When this creature dies, return it to the '
         "battlefield tapped under its owner's control with a +1/+1 counter on it.\"")

CARDS = (FEIGN_DEATH,)
kit = pytest.mark.plugins(extra={"return-kit": card_pool("return-kit", CARDS)})


@kit
def test_the_creature_returns_with_the_counter_as_it_enters(table: Table) -> None:
    """CR 122.6, 614.1c: Grizzly Bears dies to Lightning Bolt and returns tapped with a +1/+1
    counter it entered with (a 3/3, a new object)."""
    table.lands(0, "Swamp", 1)
    table.lands(0, "Mountain", 1)
    bears = table.battlefield(1, "Grizzly Bears")[0].id
    table.hand(0, "Feign Death", "Lightning Bolt")
    table.cast("Feign Death", targets=["Grizzly Bears"])
    table.resolve()
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    start = len(table.game.log)
    table.resolve()
    returned = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert returned.id != bears and returned.tapped and returned.controller == 1
    assert returned.counter("+1/+1") == 1 and table.power("Grizzly Bears") == 3
    entered = [e for e in table.game.log[start:] if e.kind == "zone_change"]
    assert entered, "the creature was not returned"
    after = table.game.log[table.game.log.index(entered[-1]) + 1:]
    assert not [e for e in after if e.kind == "counters"], "a counter was put after it entered"


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
