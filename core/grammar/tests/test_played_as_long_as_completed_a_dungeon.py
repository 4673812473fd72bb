"""Printed "As long as you've completed a dungeon, this creature has double strike.", played
(CR 309.7, 611.3a, 702.4b).

Gloom Stalker: cast, no double strike; Alice ventures four times through Lost Mine of
Phandelver (Cave Entrance, Goblin Lair, Dark Pool, Temple of Dumathoin) and completes it
(309.7): Gloom Stalker has double strike, Bob's Gloom Stalker (he has completed none) not.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

GLOOM_STALKER = CardDef(
    name="Gloom Stalker", mana_cost="{2}{W}", type_line="Creature — Dwarf Ranger",
    text="As long as you've completed a dungeon, this creature has double strike.", power="2",
    toughness="3")

CARDS = (GLOOM_STALKER,)
kit = pytest.mark.plugins("dungeons", extra={"gloom-kit": card_pool("gloom-kit", CARDS)})


def _stalker(table: Table, player: int) -> int:
    return next(o.id for o in table.game.battlefield(player) if o.card.name == "Gloom Stalker")


@kit
def test_gloom_stalker_has_double_strike_once_you_completed_a_dungeon(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 309.7: before: no double strike; Lost Mine of Phandelver completed: double strike
    (702.4b) for Alice's, not for Bob's."""
    from manastack_dungeons.dungeon import completed, venture

    cast_and_resolve(table, "Gloom Stalker", {"Plains": 3})
    table.battlefield(1, "Gloom Stalker")
    assert not table.game.has_keyword(_stalker(table, 0), "double strike")
    table.library(0, "Island", "Island", "Island")
    table.answer("dungeon", "Lost Mine of Phandelver")
    table.answer("venture_room", "Goblin Lair")
    table.answer("venture_room", "Dark Pool")
    for _ in range(4):
        venture(table.game, 0)
        table.refresh()
        table.game.pending()  # CR 117.5: the room ability is put on the stack
        table.resolve_all()
        assert not table.game.has_keyword(_stalker(table, 0), "double strike") or \
            completed(table.game, 0)
    assert completed(table.game, 0) == ("Lost Mine of Phandelver",)
    table.refresh()
    assert table.game.has_keyword(_stalker(table, 0), "double strike")
    assert not table.game.has_keyword(_stalker(table, 1), "double strike")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
