""""Each creature you control with a +1/+1 counter on it has [keyword]" played (CR 604.2,
611.3a, 613.1f, 122.1).

Crowned Ceratok ("Each creature you control with a +1/+1 counter on it has trample.")
grants trample in layer 6 to whatever matches now (611.3a): a creature of its controller with
a +1/+1 counter has it, one without doesn't until a counter is put on it, and an opponent's
creature with a counter doesn't. Playing it: the trampler assigns its excess combat damage to
the player (702.19c).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

CROWNED_CERATOK = CardDef(
    name="Crowned Ceratok", mana_cost="{3}{G}", type_line="Creature — Rhino",
    text="Trample\nEach creature you control with a +1/+1 counter on it has trample.",
    power="4", toughness="3")

CARDS = (CROWNED_CERATOK,)
kit = pytest.mark.plugins(extra={"counter-trample-kit": card_pool("counter-trample-kit",
                                                                  CARDS)})


@kit
def test_only_your_creatures_with_a_counter_have_trample(table: Table) -> None:
    """CR 611.3a: the filter is asked at each moment: a counter put later grants it."""
    table.battlefield(0, "Crowned Ceratok")
    table.battlefield(0, "Hill Giant", counters={"+1/+1": 1})
    bears = table.battlefield(0, "Grizzly Bears")[0]
    table.battlefield(1, "Gray Ogre", counters={"+1/+1": 1})
    assert table.has_keyword("Hill Giant", "trample")
    assert not table.has_keyword("Grizzly Bears", "trample")
    assert not table.has_keyword("Gray Ogre", "trample")
    table.game.add_counters(bears.id, "+1/+1")
    assert table.has_keyword("Grizzly Bears", "trample")


@kit
def test_the_trampler_assigns_its_excess_to_the_player(table: Table) -> None:
    """CR 702.19c: a 4/4 Hill Giant blocked by a 2/2 assigns 2 to it and 2 to the player."""
    table.battlefield(0, "Crowned Ceratok")
    giant = table.battlefield(0, "Hill Giant", counters={"+1/+1": 1})[0]
    table.battlefield(1, "Grizzly Bears")
    table.answer("damage_assignment", (2, 2), player=0)
    table.attack(f"Hill Giant#{giant.id}")
    table.block({"Grizzly Bears": f"Hill Giant#{giant.id}"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
