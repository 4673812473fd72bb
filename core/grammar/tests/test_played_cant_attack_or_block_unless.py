"""Printed "This creature can't attack or block unless [condition]." cards, played (CR 508.1c,
509.1b, 611.3a).

Slumbering Dragon and Blind-Spot Giant are put into play with their exact Oracle definitions
(the corpus records, checked below): while the condition doesn't hold, declaring the creature
as an attacker or as a blocker is illegal and leaves the game as it was (CR 732); once it
holds, it attacks and blocks.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

SLUMBERING_DRAGON = CardDef(
    name="Slumbering Dragon", mana_cost="{R}", type_line="Creature — Dragon",
    text="Flying\nThis creature can't attack or block unless it has five or more +1/+1 "
         "counters on it.\nWhenever a creature attacks you or a planeswalker you control, "
         "put a +1/+1 counter on this creature.", power="3", toughness="3")
BLIND_SPOT_GIANT = CardDef(
    name="Blind-Spot Giant", mana_cost="{2}{R}", type_line="Creature — Giant Warrior",
    text="This creature can't attack or block unless you control another Giant.",
    power="4", toughness="3")

CARDS = (SLUMBERING_DRAGON, BLIND_SPOT_GIANT)

kit = pytest.mark.plugins(extra={"proved-cant-attack-or-block-unless-kit":
                                 card_pool("proved-cant-attack-or-block-unless-kit", CARDS)})


def dragon_with(table: Table, counters: int) -> None:
    """Alice's Slumbering Dragon, on her battlefield since her turn began, with ``counters``
    +1/+1 counters; Bob's Grizzly Bears; Alice's first main phase."""
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.battlefield(0, "Slumbering Dragon", counters={"+1/+1": counters})
    table.battlefield(1, "Grizzly Bears")
    table.go_to(Step.MAIN1)


@kit
def test_slumbering_dragon_can_t_attack_with_four_counters(table: Table) -> None:
    """CR 508.1c: four +1/+1 counters: the condition doesn't hold, the attack is illegal."""
    dragon_with(table, 4)
    table.assert_illegal(table.attack, "Slumbering Dragon", rule="508.1")
    table.assert_life(1, 20)


@kit
def test_slumbering_dragon_attacks_with_five_counters(table: Table) -> None:
    """CR 611.3a: five +1/+1 counters: the restriction no longer exists; the 8/8 flier deals
    8 combat damage."""
    dragon_with(table, 5)
    table.attack("Slumbering Dragon")
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 12)


def giant_blocks(table: Table, next_turn: Callable[..., None], *others: str) -> None:
    """Alice's Blind-Spot Giant and ``others``; Bob's Grizzly Bears attack her on his turn."""
    table.battlefield(0, "Blind-Spot Giant", *others)
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 1)
    table.attack("Grizzly Bears")


@kit
def test_blind_spot_giant_alone_can_t_block(table: Table,
                                            next_turn: Callable[..., None]) -> None:
    """CR 509.1b: no other Giant: blocking Bob's attacking Grizzly Bears is illegal."""
    giant_blocks(table, next_turn)
    table.blocks_offered()
    table.assert_illegal(table.block, {"Blind-Spot Giant": "Grizzly Bears"}, rule="509.1")


@kit
def test_blind_spot_giant_blocks_with_another_giant(table: Table,
                                                    next_turn: Callable[..., None]) -> None:
    """CR 611.3a: with Hill Giant (another Giant) on Alice's battlefield the restriction
    doesn't exist: it blocks the Bears, which die."""
    giant_blocks(table, next_turn, "Hill Giant")
    table.block({"Blind-Spot Giant": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", "graveyard")
    table.assert_life(0, 20)


def test_the_pool_cards_are_the_printed_ones() -> None:
    """The definitions above are the corpus's, word for word."""
    assert_printed(CARDS)
