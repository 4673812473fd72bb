"""Time Warp, cast and played: "Target player takes an extra turn after this one" (CR 500.7).

The target takes the next turn, then the turns go on in their order; Alice targeting herself
takes two turns in a row. The card comes with its exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

TIME_WARP = CardDef(
    name="Time Warp", mana_cost="{3}{U}{U}", type_line="Sorcery",
    text="Target player takes an extra turn after this one.")

CARDS = (TIME_WARP,)

kit = pytest.mark.plugins(extra={"time-warp-kit": card_pool("time-warp-kit", CARDS)})


def actives(table: Table, turns: int) -> list[int]:
    """The active player of each of the next ``turns`` turns."""
    seen = []
    for _ in range(turns):
        table.next_turn()
        seen.append(table.game.state.turn.active)
    return seen


def cast_time_warp(table: Table, target: str) -> None:
    for player in (0, 1):
        table.library(player, *["Island"] * 12)
    table.lands(0, "Island", 5)
    table.hand(0, "Time Warp")
    table.cast("Time Warp", targets=[target])
    table.resolve()


@kit
def test_time_warp_on_herself_gives_alice_the_next_turn(table: Table) -> None:
    """CR 500.7: Alice's extra turn comes right after this one, then Bob's, then Alice's."""
    cast_time_warp(table, "player 1")
    assert actives(table, 3) == [0, 1, 0]
    table.assert_logged(rule="500.7", contains="Alice will take an extra turn")


@kit
def test_time_warp_on_bob_gives_bob_the_extra_turn(table: Table) -> None:
    """CR 500.7: the target, not the caster, takes it: Bob takes turns 2 and 3."""
    cast_time_warp(table, "player 2")
    assert actives(table, 3) == [1, 1, 0]
    table.assert_logged(rule="500.7", contains="Bob will take an extra turn")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
