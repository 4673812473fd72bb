"""Printed "Players play with their hands revealed.", played (CR 400.2, 613.10).

Revelation: while it is on the battlefield, what each player may know of the game
(``Game.view``) includes the other player's hand; once it is gone, the hand is hidden again
(only its size is shown). The printed card comes from the pool below with its exact Oracle
text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

REVELATION = CardDef(
    name="Revelation", mana_cost="{G}", type_line="World Enchantment",
    text="Players play with their hands revealed.")

CARDS = (REVELATION,)
kit = pytest.mark.plugins(extra={"revelation-kit": card_pool("revelation-kit", CARDS)})


def _hand_seen(table: Table, viewer: int, owner: int) -> list[str] | None:
    hand = table.game.view(viewer)["players"][owner]["hand"]
    return None if hand is None else [card["name"] for card in hand]


@kit
def test_each_player_sees_the_others_hand(table: Table) -> None:
    """CR 400.2: Revelation, cast by Alice, reveals Bob's hand to her and hers to Bob."""
    table.lands(0, "Forest", 1)
    table.hand(0, "Revelation", "Shock")
    table.hand(1, "Murder")
    assert _hand_seen(table, 0, 1) is None
    table.cast("Revelation")
    table.resolve()
    assert _hand_seen(table, 0, 1) == ["Murder"]
    assert _hand_seen(table, 1, 0) == ["Shock"]


@kit
def test_without_it_hands_are_hidden(table: Table) -> None:
    """CR 400.2: a hand is a hidden zone: the opponent sees its size only."""
    table.graveyard(0, "Revelation")
    table.hand(1, "Murder")
    assert _hand_seen(table, 0, 1) is None
    assert table.game.view(0)["players"][1]["hand_size"] == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
