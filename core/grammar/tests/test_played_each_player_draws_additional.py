""""At the beginning of each player's draw step, that player draws an additional card."
played (CR 504.1, 603.7c, 603.4).

Dictate of Kruphix gives every player a second card in their own draw step: the player
whose step it is draws it (603.7c), not the Dictate's controller. Howling Mine's "if this
artifact is untapped" is checked as the step begins and again on resolution (603.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

DICTATE = CardDef(
    name="Dictate of Kruphix", mana_cost="{1}{U}{U}", type_line="Enchantment",
    text="Flash (You may cast this spell any time you could cast an instant.)\nAt the "
         "beginning of each player's draw step, that player draws an "
         "additional card.")
HOWLING_MINE = CardDef(
    name="Howling Mine", mana_cost="{2}", type_line="Artifact",
    text="At the beginning of each player's draw step, if this artifact is untapped, that "
         "player draws an additional card.")

CARDS = (DICTATE, HOWLING_MINE)
kit = pytest.mark.plugins(extra={"draw-step-kit": card_pool("draw-step-kit", CARDS)})


def _libraries(table: Table) -> None:
    table.library(0, "Forest", "Forest", "Forest", "Forest")
    table.library(1, "Island", "Island", "Island", "Island")


@kit
def test_the_opponent_draws_two_in_his_draw_step(table: Table) -> None:
    """CR 603.7c: Alice's Dictate: Bob, whose draw step it is, draws the additional card."""
    table.battlefield(0, "Dictate of Kruphix")
    _libraries(table)
    table.next_turn()  # Bob's turn 2
    assert table.game.state.turn.active == 1
    assert len(table.names(Zone.HAND, 1)) == 2
    assert table.names(Zone.HAND, 0) == []


@kit
def test_its_controller_draws_two_in_her_own_draw_step(table: Table) -> None:
    """CR 504.1: the turn-based draw, then the Dictate's card: two for Alice on her turn."""
    table.battlefield(0, "Dictate of Kruphix")
    _libraries(table)
    table.set_turn(active=0, step=Step.UPKEEP, turn=3)
    table.go_to(Step.MAIN1)
    assert table.names(Zone.HAND, 0) == ["Forest", "Forest"]
    assert table.names(Zone.HAND, 1) == []


@kit
def test_two_dictates_give_two_more(table: Table) -> None:
    """CR 603.2: each Dictate triggers: three cards in Bob's draw step."""
    table.battlefield(0, "Dictate of Kruphix", "Dictate of Kruphix")
    _libraries(table)
    table.next_turn()
    assert len(table.names(Zone.HAND, 1)) == 3


@kit
def test_a_tapped_howling_mine_gives_nothing(table: Table) -> None:
    """CR 603.4: untapped: two cards; tapped as the step begins: only the step's one."""
    table.battlefield(0, "Howling Mine", tapped=True)
    _libraries(table)
    table.next_turn()
    assert len(table.names(Zone.HAND, 1)) == 1
    table.game.untap(table.find("Howling Mine").id)
    table.refresh()
    table.next_turn()
    assert len(table.names(Zone.HAND, 0)) == 2


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
