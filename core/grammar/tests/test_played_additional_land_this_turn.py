""""You may play an additional land this turn." played (CR 305.2, 305.2a, 611.2, 514.2).

Explore ("You may play an additional land this turn. Draw a card.") lets its caster play a
second land this turn, not a third (305.2b: refused, the game unchanged, CR 732); the
effect adds to Exploration's (305.2a); it is gone the next turn (514.2) and never applied
to the opponent.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import PlayLand
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EXPLORE = CardDef(
    name="Explore", mana_cost="{1}{G}", type_line="Sorcery",
    text="You may play an additional land this turn.\nDraw a card.")
EXPLORATION = CardDef(
    name="Exploration", mana_cost="{G}", type_line="Enchantment",
    text="You may play an additional land on each of your turns.")

CARDS = (EXPLORE, EXPLORATION)
kit = pytest.mark.plugins(extra={"explore-kit": card_pool("explore-kit", CARDS)})


def _can_play_a_land(table: Table) -> bool:
    return any(isinstance(a, PlayLand) for a in table.game.legal_actions())


def _cast_explore(table: Table) -> None:
    table.library(0, "Mountain", "Mountain", "Mountain")
    table.hand(0, "Explore")
    table.mana(0, "GG")
    table.cast("Explore")
    table.resolve()
    assert table.names(Zone.HAND, 0).count("Mountain") == 1  # and it drew a card


@kit
def test_explore_allows_a_second_land_not_a_third(table: Table) -> None:
    """CR 305.2: after the land of the turn, Explore allows one more; the third is refused
    (305.2b), the game unchanged."""
    table.hand(0, "Forest", "Island", "Swamp")
    table.play("Forest")
    assert not _can_play_a_land(table)
    _cast_explore(table)
    assert _can_play_a_land(table)
    table.play("Island")
    assert table.logged(rule="305.2", contains="land 2 of the 2")
    table.assert_illegal(table.play, "Swamp", rule="305.2b")
    assert sorted(table.names(Zone.HAND, 0)) == ["Mountain", "Swamp"]


@kit
def test_explore_adds_to_exploration(table: Table) -> None:
    """CR 305.2a: Exploration's land and Explore's add up: three lands this turn."""
    table.battlefield(0, "Exploration")
    table.hand(0, "Forest", "Island", "Swamp", "Plains")
    _cast_explore(table)
    for land in ("Forest", "Island", "Swamp"):
        table.play(land)
    table.assert_illegal(table.play, "Plains", rule="305.2b")


@kit
def test_explore_lasts_this_turn_only_and_only_for_its_caster(table: Table) -> None:
    """CR 514.2: the effect ends at cleanup; Bob's turn and Alice's next allow one land."""
    _cast_explore(table)
    table.library(1, "Plains", "Plains")
    table.hand(1, "Forest", "Island")
    table.next_turn()
    table.play("Forest")
    assert not _can_play_a_land(table)
    table.assert_illegal(table.play, "Island", rule="305.2")
    table.library(0, "Plains")
    table.hand(0, "Forest", "Island")
    table.next_turn()
    table.play("Forest")
    table.assert_illegal(table.play, "Island", rule="305.2")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
