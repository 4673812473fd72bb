""""Whenever ~ enters or deals combat damage to a player, ..." played (CR 603.2, 603.6a, 510.2).

Tomebound Lich cast: as it enters Alice draws a card, then discards one. Attacking unblocked,
its 1 combat damage to Bob loots again (and its lifelink gains Alice 1). Blocked by Grizzly
Bears, its damage to the Bears triggers nothing.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

LICH = CardDef(
    name="Tomebound Lich", mana_cost="{1}{U}{B}", type_line="Creature — Zombie Wizard",
    power="1", toughness="3",
    text="Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\n"
         "Lifelink (Damage dealt by this creature also causes you to gain that much life.)\n"
         "Whenever this creature enters or deals combat damage to a player, draw a card, then "
         "discard a card.")

CARDS = (LICH,)
kit = pytest.mark.plugins(extra={"lich-kit": card_pool("lich-kit", CARDS)})


@kit
def test_entering_draws_then_discards(table: Table) -> None:
    """CR 603.6a: cast and entered: Island drawn, Forest discarded."""
    table.library(0, "Island")
    table.mana(0, "UBB")
    table.hand(0, "Tomebound Lich", "Forest")
    table.cast("Tomebound Lich")
    table.resolve()  # the creature spell
    assert len(table.names(Zone.STACK)) == 1
    table.answer("discard", "Forest")
    table.resolve()  # its trigger
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)


@kit
def test_combat_damage_to_a_player_draws_then_discards(table: Table) -> None:
    """CR 510.2: 1 combat damage to Bob (lifelink: Alice 21): Island drawn, Forest
    discarded."""
    table.battlefield(0, "Tomebound Lich")
    table.library(0, "Island")
    table.hand(0, "Forest")
    table.attack("Tomebound Lich")
    table.answer("discard", "Forest")
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 21)
    assert table.names(Zone.HAND, 0) == ["Island"]
    table.assert_zone("Forest", Zone.GRAVEYARD, 0)


@kit
def test_damage_to_a_blocker_triggers_nothing(table: Table) -> None:
    """The near miss: blocked by Grizzly Bears, its damage kills them (deathtouch), draws
    nothing."""
    table.battlefield(0, "Tomebound Lich")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island")
    table.hand(0, "Forest")
    table.attack("Tomebound Lich")
    table.block({"Grizzly Bears": "Tomebound Lich"})
    table.go_to(Step.END_COMBAT)
    assert table.names(Zone.STACK) == []
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
