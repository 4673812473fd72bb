"""Printed "Whenever a creature an opponent controls dies, that player loses 2 life."
(Massacre Wurm), played (CR 603.7c, 603.10a, 608.2h, 700.4, 119.3).

"That player" is the opponent who controlled the creature as it last existed on the
battlefield; the Wurm's own controller's creatures don't trigger it.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MASSACRE_WURM = CardDef(
    name="Massacre Wurm", mana_cost="{3}{B}{B}{B}", type_line="Creature — Phyrexian Wurm",
    power="6", toughness="5",
    text="When this creature enters, creatures your opponents control get -2/-2 until end of "
         "turn.\nWhenever a creature an opponent controls dies, that player loses 2 life.")

CARDS = (MASSACRE_WURM,)
kit = pytest.mark.plugins(extra={"wurm-kit": card_pool("wurm-kit", CARDS)})


@kit
def test_each_opponents_creature_dying_costs_that_player_two_life(table: Table) -> None:
    """CR 603.10a: the Wurm's -2/-2 kills Bob's two Bears (his Hill Giant, 3/3, lives): two
    triggers, Bob loses 4; Alice loses nothing."""
    table.battlefield(1, "Grizzly Bears", "Grizzly Bears", "Hill Giant")
    table.lands(0, "Swamp", 6)
    table.hand(0, "Massacre Wurm")
    table.cast("Massacre Wurm")
    table.resolve()
    table.resolve_all()
    assert table.names(Zone.BATTLEFIELD, 1).count("Grizzly Bears") == 0
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)
    assert table.life(1) == 16
    assert table.life(0) == 20


@kit
def test_its_controllers_own_creature_dying_costs_nothing(table: Table) -> None:
    """CR 603.2: Alice's own Bears dying to her Lightning Bolt trigger nothing."""
    table.battlefield(0, "Massacre Wurm", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)
    assert table.life(0) == 20
    assert table.life(1) == 20


@kit
def test_bobs_creature_killed_on_alices_turn_costs_bob(table: Table) -> None:
    """CR 608.2h: Bob's Bears bolted by Alice: Bob, who controlled it, loses 2, not Alice."""
    table.battlefield(0, "Massacre Wurm")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    table.resolve_all()
    assert table.life(1) == 18
    assert table.life(0) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
