"""Printed "Activate only if an opponent controls more lands than you" (Weathered Wayfarer)
and "if an opponent controls three or more creatures" (Defense of the Heart), played with
three players (CR 102.2, 602.5b, 603.4).

"An opponent" is one opponent at a time, never the opponents together: Alice with two lands
may activate the Wayfarer while Carol alone has three, whether or not Bob has fewer; with
Bob and Carol at two lands each she may not (four together are no one opponent's). Defense
of the Heart does nothing while Bob and Carol have two creatures each and is sacrificed
once Carol alone has three.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

WAYFARER = CardDef(
    name="Weathered Wayfarer", mana_cost="{W}", type_line="Creature — Human Nomad Cleric",
    power="1", toughness="1",
    text="{W}, {T}: Search your library for a land card, reveal it, put it into your hand, "
         "then shuffle. Activate only if an opponent controls more lands than you.")
DEFENSE = CardDef(
    name="Defense of the Heart", mana_cost="{3}{G}", type_line="Enchantment",
    text="At the beginning of your upkeep, if an opponent controls three or more creatures, "
         "sacrifice this enchantment, search your library for up to two creature cards, put "
         "those cards onto the battlefield, then shuffle.")

CARDS = (WAYFARER, DEFENSE)
kit = pytest.mark.plugins(extra={"opp-three-kit": card_pool("opp-three-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


def _wayfarer(table: Table, bob: int, carol: int) -> None:
    table.battlefield(0, "Weathered Wayfarer", "Plains", "Plains")
    table.battlefield(1, *["Island"] * bob)
    table.battlefield(2, *["Swamp"] * carol)
    table.library(0, "Forest")
    table.mana(0, "W")


@kit
def test_wayfarer_one_opponent_with_more_lands_is_enough(
        table_factory: Callable[..., Table]) -> None:
    """CR 602.5b: Carol has three lands against Alice's two, Bob one: Alice may activate."""
    table = table_factory(players=THREE)
    _wayfarer(table, bob=1, carol=3)
    table.activate("Weathered Wayfarer")
    table.assert_tapped("Weathered Wayfarer")


@kit
def test_wayfarer_the_opponents_lands_are_not_added_together(
        table_factory: Callable[..., Table]) -> None:
    """CR 602.5b: Bob and Carol two lands each, Alice two: no one opponent has more."""
    table = table_factory(players=THREE)
    _wayfarer(table, bob=2, carol=2)
    table.assert_illegal(table.activate, "Weathered Wayfarer")
    table.assert_tapped("Weathered Wayfarer", False)


def _defense(table: Table, bob: int, carol: int) -> None:
    table.battlefield(0, "Defense of the Heart")
    table.library(0, "Forest", "Forest")
    table.battlefield(1, *["Grizzly Bears"] * bob)
    table.battlefield(2, *["Gray Ogre"] * carol)
    table.set_turn(active=0, step=Step.UNTAP, turn=3)
    table.go_to(Step.UPKEEP)
    table.resolve_all()


@kit
def test_defense_of_the_heart_counts_one_opponents_creatures(
        table_factory: Callable[..., Table]) -> None:
    """CR 603.4: Bob two creatures, Carol two: the ability doesn't trigger."""
    table = table_factory(players=THREE)
    _defense(table, bob=2, carol=2)
    table.assert_zone("Defense of the Heart", "battlefield", 0)


@kit
def test_defense_of_the_heart_is_sacrificed_when_one_opponent_has_three(
        table_factory: Callable[..., Table]) -> None:
    """CR 603.4: Carol three creatures, Bob none: it triggers and is sacrificed."""
    table = table_factory(players=THREE)
    _defense(table, bob=0, carol=3)
    table.assert_zone("Defense of the Heart", "graveyard", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
