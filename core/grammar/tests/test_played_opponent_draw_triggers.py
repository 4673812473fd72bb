""""Whenever an opponent draws a card, ..." permanents, cast and played (CR 121.2, 603.2,
603.7c).

Fate Unraveler ("... this creature deals 1 damage to that player."), Sheoldred, the
Apocalypse ("... they lose 2 life.") and Scrawling Crawler ("At the beginning of your upkeep,
each player draws a card." then "... that player loses 1 life.") are cast from their owner's
hand with their exact Oracle definitions (the corpus records, checked below): each ability
triggers once for each card an opponent draws, never for its controller's own draws, and
"that player" / "they" is the player who drew.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

FATE_UNRAVELER = CardDef(
    name="Fate Unraveler", mana_cost="{3}{B}", type_line="Enchantment Creature — Hag",
    text="Whenever an opponent draws a card, this creature deals 1 damage to that player.",
    power="3", toughness="4")
SHEOLDRED = CardDef(
    name="Sheoldred, the Apocalypse", mana_cost="{2}{B}{B}",
    type_line="Legendary Creature — Phyrexian Praetor",
    text="Deathtouch\nWhenever you draw a card, you gain 2 life.\nWhenever an opponent draws a "
         "card, they lose 2 life.", power="4", toughness="5")
SCRAWLING_CRAWLER = CardDef(
    name="Scrawling Crawler", mana_cost="{3}",
    type_line="Artifact Creature — Phyrexian Construct",
    text="At the beginning of your upkeep, each player draws a card.\nWhenever an opponent "
         "draws a card, that player loses 1 life.", power="3", toughness="2")

CARDS = (FATE_UNRAVELER, SHEOLDRED, SCRAWLING_CRAWLER)

kit = pytest.mark.plugins(extra={"proved-opponent-draw-kit":
                                 card_pool("proved-opponent-draw-kit", CARDS)})


@kit
def test_fate_unraveler_damages_the_opponent_for_each_card_drawn(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 504.1, 603.2, 603.7c: the opponent's draw step draw triggers it: 1 damage to that
    player (19 life), its controller's life untouched; its controller's next draw step draw
    triggers nothing."""
    cast_and_resolve(table, "Fate Unraveler", {"Swamp": 4})
    next_turn(table, 1)  # the opponent's turn: they draw
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 20)
    next_turn(table, 1)
    table.resolve_all()
    table.assert_life(1, 19)
    table.assert_life(0, 20)


@kit
def test_fate_unraveler_ignores_its_controllers_draws(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 603.2: "an opponent draws": its controller's own Divination triggers nothing."""
    cast_and_resolve(table, "Fate Unraveler", {"Swamp": 4})
    table.lands(0, "Island", 3)
    table.library(0, "Plains", "Plains")
    table.hand(0, "Divination")
    table.cast("Divination")
    table.resolve_all()
    table.assert_life(0, 20)
    table.assert_life(1, 20)


@kit
def test_sheoldred_they_lose_life_and_you_gain_life(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 504.1, 603.7c: the opponent's draw step draw makes "they" (the drawer) lose 2
    life; its controller's own draw step draw gains it 2 life."""
    cast_and_resolve(table, "Sheoldred, the Apocalypse", {"Swamp": 4})
    next_turn(table, 1)  # the opponent's turn: they draw
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_life(0, 20)
    next_turn(table, 1)  # its controller's turn
    table.resolve_all()
    table.assert_life(0, 22)
    table.assert_life(1, 18)


@kit
def test_scrawling_crawler_each_player_draws_and_the_opponent_pays(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 603.2, 603.7c: the opponent's draw step draw costs them 1 life (19); at its
    controller's upkeep each player draws a card: only the opponent's draw triggers "that
    player loses 1 life" (18), its controller's draws (that one and its draw step's) don't."""
    cast_and_resolve(table, "Scrawling Crawler", {"Plains": 3})
    next_turn(table, 1)  # the opponent's turn: they draw
    table.resolve_all()
    table.assert_life(1, 19)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()  # its controller's upkeep: each player draws
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
