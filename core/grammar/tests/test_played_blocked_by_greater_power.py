"""Printed "~ can't be blocked by creatures with greater power." played (CR 509.1b, 208.1).

Ant-Man, Elusive Avenger (1/2), cast and attacking on its controller's next turn: Grizzly
Bears (power 2, greater) can't block it, refused with the game unchanged (CR 732); Llanowar
Elves (power 1, equal, not greater) may; unblocked, it deals 1 and its other ability makes
one Treasure.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ANT_MAN = CardDef(
    name="Ant-Man, Elusive Avenger", mana_cost="{1}{U}{R}",
    type_line="Legendary Creature — Human Rogue Hero",
    text="Ant-Man can't be blocked by creatures with greater power.\nWhenever Ant-Man deals "
         "combat damage to a player, create that many Treasure tokens.", power="1",
    toughness="2")
ELVES = CardDef(name="Llanowar Elves", mana_cost="{G}", type_line="Creature — Elf Druid",
                text="{T}: Add {G}.", power="1", toughness="1")

CARDS = (ANT_MAN, ELVES)
kit = pytest.mark.plugins(extra={"greater-power-kit": card_pool("greater-power-kit", CARDS)})


def _ant_man_attacks(table: Table, next_turn: Callable[..., None]) -> None:
    table.mana(0, "UUR")
    table.hand(0, "Ant-Man, Elusive Avenger")
    table.cast("Ant-Man, Elusive Avenger")
    table.resolve()
    next_turn(table, 2)  # CR 302.6
    table.attack("Ant-Man, Elusive Avenger")


@kit
def test_a_creature_with_greater_power_cant_block_it(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 509.1b: Grizzly Bears (2 > 1) can't block it: refused, the game unchanged; Llanowar
    Elves (1, not greater) may."""
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    _ant_man_attacks(table, next_turn)
    assert table.blocks_offered() == {("Llanowar Elves", "Ant-Man, Elusive Avenger")}
    before = table.game.to_json()
    with pytest.raises(IllegalActionError, match="creatures with greater power"):
        table.block({"Grizzly Bears": "Ant-Man, Elusive Avenger"})
    assert table.game.to_json() == before
    table.block({"Llanowar Elves": "Ant-Man, Elusive Avenger"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    table.assert_life(1, 20)


@kit
def test_unblocked_it_deals_one_and_makes_a_treasure(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 510.1: unblocked it deals 1 to Bob; "that many" Treasure tokens: one."""
    table.battlefield(1, "Grizzly Bears")
    _ant_man_attacks(table, next_turn)
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 19)
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
