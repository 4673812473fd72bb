"""Avaricious Dragon, played: "At the beginning of your draw step, draw an additional card."
(CR 504.1, 504.2, 603.2) and "At the beginning of your end step, discard your hand."

In its controller's draw step she draws two cards (the step's draw, then the trigger's); the
opponent draws one; with her draw step skipped (Yawgmoth's Bargain, CR 614.10) the trigger
has no step to trigger in. The cards come with their exact Oracle definitions.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

AVARICIOUS_DRAGON = CardDef(
    name="Avaricious Dragon", mana_cost="{2}{R}{R}", type_line="Creature — Dragon",
    text="Flying\nAt the beginning of your draw step, draw an additional card.\nAt the "
         "beginning of your end step, discard your hand.", power="4", toughness="4")
YAWGMOTHS_BARGAIN = CardDef(
    name="Yawgmoth's Bargain", mana_cost="{4}{B}{B}", type_line="Enchantment",
    text="Skip your draw step.\nPay 1 life: Draw a card.")

CARDS = (AVARICIOUS_DRAGON, YAWGMOTHS_BARGAIN)

kit = pytest.mark.plugins(extra={"dragon-kit": card_pool("dragon-kit", CARDS)})


def hand_sizes(table: Table) -> tuple[int, int]:
    return len(table.game.hand(0)), len(table.game.hand(1))


def libraries(table: Table) -> None:
    for player in (0, 1):
        table.library(player, *["Mountain"] * 12)


@kit
def test_its_controller_draws_two_in_her_draw_step(table: Table) -> None:
    """CR 504.1, 603.2: the step's draw, then the trigger's: two cards; Bob draws one."""
    libraries(table)
    table.battlefield(0, "Avaricious Dragon")
    table.next_turn()
    assert hand_sizes(table) == (0, 1)
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert hand_sizes(table) == (2, 1)
    table.assert_logged(contains="draw step")


@kit
def test_her_end_step_discards_the_hand(table: Table) -> None:
    """CR 513.1, 603.2: at the beginning of her end step she discards the two cards."""
    libraries(table)
    table.battlefield(0, "Avaricious Dragon")
    table.next_turn()
    table.next_turn()
    table.go_to(Step.END)
    table.resolve()
    assert hand_sizes(table) == (0, 1)


@kit
def test_no_draw_step_no_additional_card(table: Table) -> None:
    """CR 614.10: with her draw step skipped, neither the step's draw nor the trigger."""
    libraries(table)
    table.battlefield(0, "Avaricious Dragon", "Yawgmoth's Bargain")
    table.next_turn()
    table.next_turn()
    assert table.game.state.turn.active == 0
    assert hand_sizes(table) == (0, 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
