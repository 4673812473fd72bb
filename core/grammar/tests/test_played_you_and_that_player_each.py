"""Printed "you and target opponent each draw ..." (Farsight Adept, Fall of the First
Civilization) and "you and that player each draw that many cards" (Diviner Spirit), played
(CR 121.1, 608.2c, 603.7c).

Both players named draw, each the number written: the opponent targeted (or the player the
Spirit dealt combat damage to) and the ability's controller; nobody else does (a third
player in a three-player game draws nothing).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Answer, PlayerRef
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FARSIGHT_ADEPT = CardDef(
    name="Farsight Adept", mana_cost="{2}{W}", type_line="Creature — Kor Wizard",
    power="3", toughness="3",
    text="When this creature enters, you and target opponent each draw a card.")
DIVINER_SPIRIT = CardDef(
    name="Diviner Spirit", mana_cost="{4}{U}", type_line="Creature — Spirit",
    power="2", toughness="4",
    text="Whenever this creature deals combat damage to a player, you and that player each "
         "draw that many cards.")
FALL = CardDef(
    name="Fall of the First Civilization", mana_cost="{2}{W}", type_line="Enchantment — Saga",
    layout="saga",
    text="(As this Saga enters and after your draw step, add a lore counter. Sacrifice after "
         "III.)\nI — You and target opponent each draw two cards.\nII — Exile target artifact "
         "an opponent controls.\nIII — Each player chooses three nonland permanents they "
         "control. Destroy all other nonland permanents.")

CARDS = (FARSIGHT_ADEPT, DIVINER_SPIRIT, FALL)
kit = pytest.mark.plugins(extra={"you-and-each-kit": card_pool("you-and-each-kit", CARDS)})


def _hands(table: Table) -> list[int]:
    return [len(table.names(Zone.HAND, p)) for p in range(len(table.game.players))]


def _libraries(table: Table, players: int = 2) -> None:
    for p in range(players):
        table.library(p, *["Forest"] * 5)


@kit
def test_farsight_adept_you_and_the_opponent_draw_one_each(table: Table) -> None:
    """CR 608.2c: Alice and the targeted Bob each draw one card."""
    _libraries(table)
    table.lands(0, "Plains", 3)
    table.hand(0, "Farsight Adept")
    table.cast("Farsight Adept")
    assert _hands(table) == [0, 0]
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])
    table.resolve()
    assert _hands(table) == [1, 1]


@kit
def test_farsight_adept_cant_target_its_controller(table: Table) -> None:
    """CR 115.1, 102.2: "target opponent": Alice herself is no legal target."""
    _libraries(table)
    table.lands(0, "Plains", 3)
    table.hand(0, "Farsight Adept")
    table.cast("Farsight Adept")
    table.assert_illegal(table.resolve, answers=[Answer("targets", (PlayerRef(0),))])


@kit
def test_farsight_adept_leaves_the_other_opponent_alone(
        table_factory: Callable[..., Table]) -> None:
    """CR 115.1: the opponent not targeted (Bob) draws nothing; Carol, targeted, draws one."""
    table = table_factory(players=("Alice", "Bob", "Carol"))
    _libraries(table, 3)
    table.lands(0, "Plains", 3)
    table.hand(0, "Farsight Adept")
    table.cast("Farsight Adept")
    table.resolve(answers=[Answer("targets", (PlayerRef(2),))])
    table.resolve()
    assert _hands(table) == [1, 0, 1]


@kit
def test_diviner_spirit_both_draw_the_damage_dealt(table: Table) -> None:
    """CR 603.7c: the Spirit deals 2 combat damage to Bob: Alice and Bob draw 2 each."""
    _libraries(table)
    table.battlefield(0, "Diviner Spirit")
    table.attack("Diviner Spirit")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    assert table.life(1) == 18
    assert _hands(table) == [2, 2]


@kit
def test_fall_of_the_first_civilization_chapter_one(table: Table) -> None:
    """CR 714.3a, 608.2c: the Saga enters with a lore counter: Alice and Bob draw 2 each."""
    _libraries(table)
    table.lands(0, "Plains", 3)
    table.hand(0, "Fall of the First Civilization")
    table.cast("Fall of the First Civilization")
    table.resolve(answers=[Answer("targets", (PlayerRef(1),))])
    table.resolve()
    assert _hands(table) == [2, 2]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
