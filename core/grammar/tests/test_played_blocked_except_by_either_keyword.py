"""Printed "This creature can't be blocked except by creatures with flying or reach." played
(CR 509.1b, 702.9, 702.17).

Orchard Spirit, cast and attacking on its controller's next turn: a creature with flying or
one with reach may block it; a creature with neither is refused, the game unchanged (CR 732).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ORCHARD_SPIRIT = CardDef(
    name="Orchard Spirit", mana_cost="{2}{G}", type_line="Creature — Spirit",
    text="This creature can't be blocked except by creatures with flying or reach.",
    power="2", toughness="2")
WIND_DRAKE = CardDef(name="Wind Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
                     text="Flying", power="2", toughness="2")

CARDS = (ORCHARD_SPIRIT, WIND_DRAKE)
kit = pytest.mark.plugins(extra={"either-kit": card_pool("either-kit", CARDS)})


def _spirit_attacks(table: Table, next_turn: Callable[..., None]) -> None:
    table.mana(0, "GGG")
    table.hand(0, "Orchard Spirit")
    table.cast("Orchard Spirit")
    table.resolve()
    next_turn(table, 2)  # CR 302.6: attacking on its controller's next turn
    table.attack("Orchard Spirit")


@kit
def test_a_creature_with_neither_keyword_cant_block_it(table: Table,
        next_turn: Callable[..., None]) -> None:
    """CR 509.1b: Grizzly Bears can't block it: refused, the game unchanged (732)."""
    table.battlefield(1, "Grizzly Bears", "Wind Drake", "Giant Spider")
    _spirit_attacks(table, next_turn)
    assert table.blocks_offered() == {("Wind Drake", "Orchard Spirit"),
                                      ("Giant Spider", "Orchard Spirit")}
    before = table.game.to_json()
    with pytest.raises(IllegalActionError,
                       match="can't be blocked except by creature with flying or reach"):
        table.block({"Grizzly Bears": "Orchard Spirit"})
    assert table.game.to_json() == before


@kit
def test_a_creature_with_reach_blocks_it(table: Table,
        next_turn: Callable[..., None]) -> None:
    """CR 702.17: Giant Spider (reach, 2/4) blocks it and kills it."""
    table.battlefield(1, "Giant Spider")
    _spirit_attacks(table, next_turn)
    table.block({"Giant Spider": "Orchard Spirit"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Orchard Spirit", Zone.GRAVEYARD, 0)
    table.assert_life(1, 20)


@kit
def test_a_creature_with_flying_blocks_it(table: Table,
        next_turn: Callable[..., None]) -> None:
    """CR 702.9: Wind Drake (flying) blocks it: no damage to Bob."""
    table.battlefield(1, "Wind Drake")
    _spirit_attacks(table, next_turn)
    table.block({"Wind Drake": "Orchard Spirit"})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
