""""Whenever a player / an opponent plays a land, ..." played (CR 305.1, 603.2, 603.7c).

Alice controls Horn of Greed and Burgeoning. Bob plays a Forest: Bob ("that player") draws a
card, and Alice may put Plains from her hand onto the battlefield; that Plains is put, not
played, so Horn of Greed doesn't trigger again. Alice playing a land on her turn: she draws,
and Burgeoning (an opponent's land only) doesn't trigger.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HORN_OF_GREED = CardDef(
    name="Horn of Greed", mana_cost="{3}", type_line="Artifact",
    text="Whenever a player plays a land, that player draws a card.")
BURGEONING = CardDef(
    name="Burgeoning", mana_cost="{G}", type_line="Enchantment",
    text="Whenever an opponent plays a land, you may put a land card from your hand onto the "
         "battlefield.")

CARDS = (HORN_OF_GREED, BURGEONING)
kit = pytest.mark.plugins(extra={"land-play-kit": card_pool("land-play-kit", CARDS)})


def _cast_both(table: Table) -> None:
    table.mana(0, "GGGG")
    table.hand(0, "Horn of Greed", "Burgeoning")
    table.cast("Horn of Greed")
    table.resolve()
    table.cast("Burgeoning")
    table.resolve()


@kit
def test_an_opponent_plays_a_land(table: Table) -> None:
    """CR 305.1, 603.7c: Bob plays Forest: Bob draws; Alice puts her Plains onto the
    battlefield (not played: no draw for her)."""
    _cast_both(table)
    table.library(0, "Island")
    table.library(1, "Island")
    table.hand(0, "Plains")
    table.set_turn(active=1, turn=2)
    table.hand(1, "Forest")
    table.play("Forest")
    assert len(table.names(Zone.STACK)) == 2
    table.answer("may", "yes")
    table.resolve_all()
    table.assert_zone("Forest", Zone.BATTLEFIELD, 1)
    table.assert_zone("Plains", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 1) == ["Island"]
    assert table.names(Zone.HAND, 0) == []  # the Plains was put, not played: no draw


@kit
def test_playing_your_own_land_draws_and_burgeoning_waits(table: Table) -> None:
    """The near miss of Burgeoning: Alice plays Plains on her turn: only Horn of Greed
    triggers: she draws; her Mountain stays in her hand."""
    _cast_both(table)
    table.library(0, "Island")
    table.hand(0, "Plains", "Mountain")
    table.play("Plains")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve_all()
    assert sorted(table.names(Zone.HAND, 0)) == ["Island", "Mountain"]
    table.assert_zone("Mountain", Zone.HAND, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
