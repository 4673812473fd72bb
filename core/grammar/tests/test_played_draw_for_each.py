"""Drawing a card for each counted object, played from a printed card (CR 121.2, 608.2h).

"Draw a card for each Island you control" (Flow of Ideas) draws as many cards as its
controller controls permanents with the subtype Island as it resolves (CR 608.2h: the
number is determined once, on resolution; CR 121.2: each draw is one card). Lands with
the subtype Island count whatever their name (CR 205.3i, 305.6); the opponent's don't.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FLOW_OF_IDEAS = CardDef(
    name="Flow of Ideas", mana_cost="{5}{U}", type_line="Sorcery",
    text="Draw a card for each Island you control.")

PRINTED = (FLOW_OF_IDEAS,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


@kit
def test_flow_of_ideas_draws_one_card_per_island_you_control(table: Table) -> None:
    """Four Islands and a Snow-Covered Island (CR 205.3i): five cards; the Forest and the
    opponent's Islands don't count."""
    table.lands(0, "Island", 4)
    table.lands(0, "Snow-Covered Island", 1)
    table.lands(0, "Forest", 1)
    table.lands(1, "Island", 3)
    table.library(0, *(["Plains"] * 8))
    table.hand(0, "Flow of Ideas")
    table.cast("Flow of Ideas")
    table.resolve()
    assert table.names(Zone.HAND, 0) == ["Plains"] * 5
    assert len(table.names(Zone.LIBRARY, 0)) == 3
    assert table.zone_of("Flow of Ideas") is Zone.GRAVEYARD


@kit
def test_flow_of_ideas_cant_be_cast_without_six_mana(table: Table) -> None:
    """CR 601.2h: with five lands its cost can't be paid: refused, the game unchanged."""
    table.lands(0, "Island", 5)
    table.library(0, "Plains")
    table.hand(0, "Flow of Ideas")
    table.assert_illegal(table.cast, "Flow of Ideas", rule="601.2h")
    assert table.names(Zone.HAND, 0) == ["Flow of Ideas"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
