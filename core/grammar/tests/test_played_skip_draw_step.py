"""Yawgmoth's Bargain, cast and played: "Skip your draw step." (CR 614.1b, 614.10).

Its controller's turns go from the upkeep to the main phase without a draw step (no card
drawn, no "beginning of the draw step"); the opponent still draws; once it leaves, the draw
step comes back. Its "Pay 1 life: Draw a card." is the way to draw. The card comes with its
exact Oracle definition (the corpus record).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

YAWGMOTHS_BARGAIN = CardDef(
    name="Yawgmoth's Bargain", mana_cost="{4}{B}{B}", type_line="Enchantment",
    text="Skip your draw step.\nPay 1 life: Draw a card.")

CARDS = (YAWGMOTHS_BARGAIN,)

kit = pytest.mark.plugins(extra={"bargain-kit": card_pool("bargain-kit", CARDS)})


def hand_sizes(table: Table) -> tuple[int, int]:
    return len(table.game.hand(0)), len(table.game.hand(1))


def bargain_in_play(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Swamp"] * 12)
    table.lands(0, "Swamp", 6)
    table.hand(0, "Yawgmoth's Bargain")
    table.cast("Yawgmoth's Bargain")
    table.resolve()


@kit
def test_its_controller_skips_the_draw_step_and_the_opponent_draws(table: Table) -> None:
    """CR 614.10: Bob draws in his turn; Alice's next turn has no draw step."""
    bargain_in_play(table)
    assert hand_sizes(table) == (0, 0)
    table.next_turn()
    assert table.game.state.turn.active == 1
    assert hand_sizes(table) == (0, 1)
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert hand_sizes(table) == (0, 1)
    table.assert_logged(rule="614.10", contains="Alice skips their draw step")
    assert not table.logged(rule="614.10", contains="Bob skips")


@kit
def test_paying_life_draws_and_the_draw_step_returns_when_it_leaves(table: Table) -> None:
    """CR 614.10: the effect lasts as long as the static ability; Pay 1 life draws (119.4)."""
    bargain_in_play(table)
    table.activate("Yawgmoth's Bargain")
    table.resolve()
    assert hand_sizes(table) == (1, 0)
    table.assert_life(0, 19)
    bargain = table.find("Yawgmoth's Bargain", zone=Zone.BATTLEFIELD)
    table.game.move(bargain.id, Zone.GRAVEYARD, cause="destroy")
    table.refresh()
    table.next_turn()
    table.next_turn()
    assert hand_sizes(table) == (2, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
