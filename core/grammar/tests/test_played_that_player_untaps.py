"""Printed "At the beginning of each player's upkeep, that player untaps a land they
control." (Hokori, Dust Drinker), played (CR 503.1a, 603.7c, 608.2d).

"That player" is the player whose upkeep it is: in Bob's upkeep Bob untaps one of his lands
(his untap step untapped none: Hokori's other ability, 502.3), Alice's tapped Plains stay
tapped; in Alice's next upkeep she untaps one of hers.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

HOKORI = CardDef(
    name="Hokori, Dust Drinker", mana_cost="{2}{W}{W}", type_line="Legendary Creature — Spirit",
    power="2", toughness="2",
    text="Lands don't untap during their controllers' untap steps.\nAt the beginning of each "
         "player's upkeep, that player untaps a land they control.")

CARDS = (HOKORI,)
kit = pytest.mark.plugins(extra={"hokori-kit": card_pool("hokori-kit", CARDS)})


@kit
def test_each_player_untaps_one_land_in_their_own_upkeep(table: Table) -> None:
    """CR 603.7c: Bob's upkeep: Bob untaps one of his two tapped Forests, Alice's four tapped
    Plains stay; Alice's upkeep: she untaps one Plains."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.lands(0, "Plains", 4)
    table.hand(0, "Hokori, Dust Drinker")
    table.battlefield(1, "Forest", "Forest", tapped=True)
    table.cast("Hokori, Dust Drinker")
    table.resolve()
    assert table.tapped_count(0, "Plains") == 4
    table.go_to(Step.DRAW, turn=2)  # Bob's untap step, then his upkeep trigger resolved
    assert table.tapped_count(1, "Forest") == 1
    assert table.tapped_count(0, "Plains") == 4
    table.go_to(Step.DRAW, turn=3)
    assert table.tapped_count(0, "Plains") == 3
    assert table.tapped_count(1, "Forest") == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
