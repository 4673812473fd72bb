"""Printed "Whenever equipped creature deals combat damage to a player, you may sacrifice it.
If you do, draw cards equal to its power." (Foot Chopper), played (CR 608.2h, 400.7, 701.21a).

"it" after the sacrifice is the card the creature became in the graveyard (400.7); "its
power" is the creature's as it last existed on the battlefield (608.2h), layers included:
Hill Giant (3/3) draws three cards; Foot Chopper's own 1/1 Ninja token pumped to 3/3 by Giant
Growth draws three, not one. Declining the sacrifice draws nothing.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FOOT_CHOPPER = CardDef(
    name="Foot Chopper", mana_cost="{1}{B}", type_line="Artifact — Equipment",
    text="When this Equipment enters, create a 1/1 black Ninja creature token, then attach "
         "this Equipment to it.\nEquipped creature has flying.\nWhenever equipped creature "
         "deals combat damage to a player, you may sacrifice it. If you do, draw cards equal "
         "to its power.\nEquip {2}")

CARDS = (FOOT_CHOPPER,)
kit = pytest.mark.plugins(extra={"foot-chopper-kit": card_pool("foot-chopper-kit", CARDS)})


def _equip_hill_giant(table: Table) -> None:
    table.library(0, *["Forest"] * 5)
    table.battlefield(0, "Foot Chopper", "Hill Giant")
    table.lands(0, "Swamp", 2)
    table.activate("Foot Chopper", targets=["Hill Giant"])
    table.resolve()
    assert table.find("Foot Chopper").attached_to == table.find("Hill Giant").id


@kit
def test_sacrificed_creature_draws_its_power(table: Table) -> None:
    """CR 608.2h, 400.7: Hill Giant deals 3 to Bob, is sacrificed: Alice draws 3 cards."""
    _equip_hill_giant(table)
    table.attack("Hill Giant")
    table.answer("may", "yes")
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 0)
    assert table.life(1) == 17
    assert len(table.names(Zone.HAND, 0)) == 3


@kit
def test_declined_sacrifice_draws_nothing(table: Table) -> None:
    """CR 608.2d: Alice keeps Hill Giant: "If you do" is false, no card is drawn."""
    _equip_hill_giant(table)
    table.attack("Hill Giant")
    table.answer("may", "no")
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == []


@kit
def test_pumped_token_draws_its_last_known_power(table: Table) -> None:
    """CR 608.2h, 613.4c: the Ninja token, 1/1 made 4/4 by Giant Growth until end of turn, is
    sacrificed: its power as it last existed (4), not its printed 1, is the number drawn."""
    table.library(0, *["Forest"] * 6)
    table.library(1, *["Forest"] * 2)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Foot Chopper")
    table.cast("Foot Chopper")
    table.resolve_all()
    ninja = next(n for n in table.names(Zone.BATTLEFIELD, 0) if "Ninja" in n)
    assert table.find("Foot Chopper").attached_to == table.find(ninja).id
    table.next_turn()
    table.next_turn()  # Alice's next turn: the token can attack (302.6); she drew one card
    table.mana(0, "G")
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=[ninja])
    table.resolve()
    assert table.power(ninja) == 4
    table.attack(ninja)
    table.answer("may", "yes")
    table.go_to(Step.END_COMBAT)
    assert ninja not in table.names(Zone.BATTLEFIELD, 0)
    assert table.life(1) == 16
    assert len(table.names(Zone.HAND, 0)) == 1 + 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
