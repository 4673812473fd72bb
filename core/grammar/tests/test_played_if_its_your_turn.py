""""If it's your turn, ..." played (CR 102.1, 608.2c, 701.22a).

Fated Conflagration ("Fated Conflagration deals 5 damage to target creature or
planeswalker. If it's your turn, scry 2.") cast in its caster's turn scries 2; cast in the
opponent's turn (an instant, 117.1a) it deals its damage and doesn't scry: the condition is
checked as the spell resolves (608.2c), "your turn" the turn its controller is the active
player of (102.1).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FATED_CONFLAGRATION = CardDef(
    name="Fated Conflagration", mana_cost="{1}{R}{R}{R}", type_line="Instant",
    text="Fated Conflagration deals 5 damage to target creature or planeswalker. If it's your "
         "turn, scry 2.")

CARDS = (FATED_CONFLAGRATION,)
kit = pytest.mark.plugins(extra={"your-turn-kit": card_pool("your-turn-kit", CARDS)})


def _ready(table: Table) -> None:
    table.battlefield(1, "Hill Giant")
    table.library(0, "Plains", "Island", "Swamp", "Mountain")
    table.library(1, "Forest", "Forest")
    table.hand(0, "Fated Conflagration")


@kit
def test_in_your_turn_it_scries_2(table: Table) -> None:
    """CR 608.2c, 701.22a: the caster's turn: 5 damage, then scry 2 (both kept on top)."""
    _ready(table)
    seen = table.watch_decisions("scry", player=0)
    table.answer("scry")  # none to the bottom: both stay on top
    table.mana(0, "RRRR")
    table.cast("Fated Conflagration", targets=["Hill Giant"])
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert len(seen) == 1
    assert table.logged(rule="701.22a", contains="scries 2")


@kit
def test_in_the_opponents_turn_no_scry(table: Table) -> None:
    """CR 102.1: in the opponent's turn the condition is false: damage only, no scry."""
    _ready(table)
    table.next_turn()
    assert table.game.state.turn.active == 1
    seen = table.watch_decisions("scry", player=0)
    table.pass_priority()
    table.mana(0, "RRRR")
    table.cast("Fated Conflagration", targets=["Hill Giant"])
    table.resolve()
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert seen == []
    assert not table.logged(rule="701.22a")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
