""""~ deals damage to each opponent equal to the number of cards in that player's hand /
the number of Islands that player controls.", played (CR 608.2c, 107.3c, 120.4).

Each opponent is dealt its own count, all at once: Stormbreath Dragon become monstrous
deals Bob 3 (three cards in hand) and Carol 1 (one card); Typhoon deals Bob 2 (two Islands)
and Carol 0, never the sum. The printed cards come from the pool below with their exact
Oracle text. Price of Progress counts each player's own nonbasic lands, twice.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

STORMBREATH = CardDef(
    name="Stormbreath Dragon", mana_cost="{3}{R}{R}", type_line="Creature — Dragon",
    power="4", toughness="4",
    text="Flying, haste, protection from white\n{5}{R}{R}: Monstrosity 3. (If this creature "
         "isn't monstrous, put three +1/+1 counters on it and it becomes monstrous.)\nWhen "
         "this creature becomes monstrous, it deals damage to each opponent equal to the "
         "number of cards in that player's hand.")
TYPHOON = CardDef(
    name="Typhoon", mana_cost="{2}{G}", type_line="Sorcery",
    text="Typhoon deals damage to each opponent equal to the number of Islands that player "
         "controls.")

PRICE = CardDef(
    name="Price of Progress", mana_cost="{1}{R}", type_line="Instant",
    text="Price of Progress deals damage to each player equal to twice the number of "
         "nonbasic lands that player controls.")

TROPICAL_ISLAND = CardDef(name="Tropical Island", mana_cost=None, type_line="Land — Forest Island",
                          text="({T}: Add {G} or {U}.)")

CARDS = (STORMBREATH, TYPHOON, PRICE, TROPICAL_ISLAND)
kit = pytest.mark.plugins("haste", "monstrosity",
                         extra={"typhoon-kit": card_pool("typhoon-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


@kit
def test_stormbreath_dragon_deals_each_opponent_their_hand_size(
        table_factory: Callable[..., Table]) -> None:
    """CR 608.2c: Bob (3 cards) is dealt 3, Carol (1 card) 1; Alice, the controller, none."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Stormbreath Dragon")
    table.hand(0, "Memnite", "Memnite")
    table.hand(1, "Memnite", "Memnite", "Memnite")
    table.hand(2, "Memnite")
    table.mana(0, "RRCCCCC")
    table.activate("Stormbreath Dragon")
    table.resolve_all()
    table.assert_counters("Stormbreath Dragon", "+1/+1", 3)
    table.assert_life(1, 17)
    table.assert_life(2, 19)
    table.assert_life(0, 20)
    table.assert_logged(rule="608.2c", contains="3 damage counted for Bob")


@kit
def test_typhoon_counts_each_opponents_own_islands(
        table_factory: Callable[..., Table]) -> None:
    """CR 107.3c: Bob controls two Islands (dealt 2), Carol none (dealt 0); Alice's own
    Islands count for no one."""
    table = table_factory(players=THREE)
    table.lands(1, "Island", 2)
    table.lands(0, "Island", 3)
    table.lands(0, "Forest", 3)
    table.hand(0, "Typhoon")
    table.cast("Typhoon")
    table.resolve_all()
    table.assert_life(1, 18)
    table.assert_life(2, 20)
    table.assert_life(0, 20)


@kit
def test_price_of_progress_counts_each_players_own_nonbasic_lands_twice(table: Table) -> None:
    """CR 608.2c: Alice (one Tropical Island) is dealt 2, Bob (two) 4, at once (120.4)."""
    table.battlefield(0, "Tropical Island")
    table.battlefield(1, "Tropical Island", "Tropical Island", "Forest")
    table.mana(0, "RR")
    table.hand(0, "Price of Progress")
    table.cast("Price of Progress")
    table.resolve_all()
    table.assert_life(0, 18)
    table.assert_life(1, 16)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
