"""Rites of Flourishing played (CR 305.2, 613.10, 504.1, 603.7c).

"At the beginning of each player's draw step, that player draws an additional card." and
"Each player may play an additional land on each of their turns.": both players draw two
in their draw steps and may play two lands on their turns, not three (305.2b).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

RITES = CardDef(
    name="Rites of Flourishing", mana_cost="{2}{G}", type_line="Enchantment",
    text="At the beginning of each player's draw step, that player draws an additional "
         "card.\nEach player may play an additional land on each of their turns.")

CARDS = (RITES,)
kit = pytest.mark.plugins(extra={"rites-kit": card_pool("rites-kit", CARDS)})


@kit
def test_its_controller_may_play_two_lands_not_three(table: Table) -> None:
    """CR 305.2: two lands for Alice; the third refused (305.2b), the game unchanged."""
    table.battlefield(0, "Rites of Flourishing")
    table.hand(0, "Forest", "Island", "Swamp")
    table.play("Forest")
    table.play("Island")
    table.assert_illegal(table.play, "Swamp", rule="305.2b")
    assert table.names(Zone.HAND, 0) == ["Swamp"]


@kit
def test_the_opponent_draws_two_and_plays_two_lands(table: Table) -> None:
    """CR 613.10: "each player": Bob too, on his turn: two cards drawn, two lands played."""
    table.battlefield(0, "Rites of Flourishing")
    table.library(1, "Plains", "Plains", "Plains")
    table.hand(1, "Forest", "Island", "Swamp")
    table.next_turn()
    assert table.names(Zone.HAND, 1).count("Plains") == 2
    table.play("Forest")
    table.play("Island")
    table.assert_illegal(table.play, "Swamp", rule="305.2b")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
