"""Printed "Whenever you lose life [during your turn], ..." cards, played (CR 119.3, 119.4,
120.3a, 603.2).

Shadowheart, Cleric of Order and Vilis, Broker of Blood are put into play with their exact
Oracle definitions (the corpus records, checked below): each life loss event of their
controller triggers them once, damage (120.3a) and paid life (119.4) alike; "during your
turn" only while their controller is the active player.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

SHADOWHEART = CardDef(
    name="Shadowheart, Cleric of Order", mana_cost="{1}{W}{B}",
    type_line="Legendary Creature — Human Elf Cleric",
    text="Deathtouch\nAt the beginning of your end step, Shadowheart, Cleric of Order deals 1 "
         "damage to each player.\nWhenever you lose life during your turn, create a 2/2 white "
         "Knight creature token.", power="4", toughness="4")
VILIS = CardDef(
    name="Vilis, Broker of Blood", mana_cost="{5}{B}{B}{B}",
    type_line="Legendary Creature — Demon",
    text="Flying\n{B}, Pay 2 life: Target creature gets -1/-1 until end of turn.\nWhenever "
         "you lose life, draw that many cards. (Damage causes loss of life.)",
    power="8", toughness="8")

CARDS = (SHADOWHEART, VILIS)

kit = pytest.mark.plugins(extra={"proved-you-lose-life-kit":
                                 card_pool("proved-you-lose-life-kit", CARDS)})


def knights(table: Table, player: int = 0) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.is_token and o.card.name == "Knight Token")


@kit
def test_shadowheart_makes_a_knight_when_its_own_damage_costs_you_life(table: Table) -> None:
    """CR 120.3a, 603.2: at your end step it deals 1 damage to each player: you lose 1 life on
    your turn: one Knight (the opponent's loss makes none)."""
    table.battlefield(0, "Shadowheart, Cleric of Order")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_life(0, 19)
    table.assert_life(1, 19)
    table.resolve_all()
    assert knights(table) == 1 and knights(table, 1) == 0


@kit
def test_shadowheart_makes_nothing_on_an_opponents_turn(
        table: Table, next_turn: Callable[..., None]) -> None:
    """CR 102.1: Grizzly Bears of the opponent deal you 2 damage on their turn: you lose life,
    not during your turn: no Knight (the one Knight is from your own end step before)."""
    table.battlefield(0, "Shadowheart, Cleric of Order")
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 1)
    table.assert_life(0, 19)
    assert knights(table) == 1
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.MAIN2)
    table.resolve_all()
    table.assert_life(0, 17)
    assert knights(table) == 1


@kit
def test_vilis_draws_as_many_cards_as_life_paid(table: Table) -> None:
    """CR 119.4: paying 2 life is losing 2 life: Vilis draws two cards."""
    table.battlefield(0, "Vilis, Broker of Blood", "Grizzly Bears")
    table.library(0, "Plains", "Plains", "Plains")
    table.lands(0, "Swamp", 1)
    hand = len(table.names(Zone.HAND, 0))
    table.answer("targets", "Grizzly Bears")
    table.activate("Vilis, Broker of Blood")
    table.resolve_all()
    table.assert_life(0, 18)
    assert len(table.names(Zone.HAND, 0)) == hand + 2
    assert table.power("Grizzly Bears") == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
