""""You gain life equal to the life lost this way" after a loss of life, played from printed
cards (CR 608.2c, 119.3): Exsanguinate (X = 3: Bob loses 3, Alice gains 3) and Subversion
with two opponents (each loses 1: Alice gains 2, all the life lost). The printed cards come
from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

EXSANGUINATE = CardDef(
    name="Exsanguinate", mana_cost="{X}{B}{B}", type_line="Sorcery",
    text="Each opponent loses X life. You gain life equal to the life lost this way.")
SUBVERSION = CardDef(
    name="Subversion", mana_cost="{3}{B}{B}", type_line="Enchantment",
    text="At the beginning of your upkeep, each opponent loses 1 life. You gain life equal to "
         "the life lost this way.")

PRINTED = (EXSANGUINATE, SUBVERSION)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_exsanguinate_gains_what_was_lost(table: Table) -> None:
    """Exsanguinate for X = 3: Bob loses 3, Alice gains those 3."""
    table.lands(0, "Swamp", 5)
    table.hand(0, "Exsanguinate")
    table.cast("Exsanguinate", x=3)
    table.resolve()
    assert table.life(1) == 17
    assert table.life(0) == 23
    table.assert_logged(rule="119.3", contains="gains 3 life")


@kit
def test_subversion_gains_all_the_opponents_lost(table_factory: Callable[..., Table]) -> None:
    """Three players: at Alice's upkeep Subversion makes Bob and Carol lose 1 each; the life
    lost this way is 2, all of it gained by Alice."""
    table = table_factory(players=("Alice", "Bob", "Carol"))
    for player in range(3):
        table.library(player, "Swamp", "Swamp", "Swamp")
    table.battlefield(0, "Subversion")
    table.go_to(Step.DRAW, turn=4)
    assert (table.life(0), table.life(1), table.life(2)) == (22, 19, 19)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
