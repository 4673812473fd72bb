"""Printed "Target opponent gains control of this creature.", played (CR 613.1b, 611.2a,
115.1, 302.6).

Humble Defector: Alice taps it on her turn, draws two cards and Bob, the target opponent,
controls it from then on; on his own turn Bob taps it (he has controlled it since his turn
began, 302.6), draws two and Alice gets it back. Not on the other player's turn (602.5b).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.errors import IllegalActionError
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HUMBLE_DEFECTOR = CardDef(
    name="Humble Defector", mana_cost="{1}{R}", type_line="Creature — Human Rogue",
    power="2", toughness="1",
    text="{T}: Draw two cards. Target opponent gains control of this creature. Activate only "
         "during your turn.")

CARDS = (HUMBLE_DEFECTOR,)
kit = pytest.mark.plugins(extra={"defector-kit": card_pool("defector-kit", CARDS)})


@kit
def test_defector_goes_to_the_target_opponent_and_back(table: Table) -> None:
    """CR 613.1b: Alice draws two and Bob controls it indefinitely; Bob's turn: the same."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest", "Forest")
    defector = table.battlefield(0, "Humble Defector")[0]
    table.activate("Humble Defector", targets=["Bob"])
    table.resolve_all()
    assert len(table.names(Zone.HAND, 0)) == 2
    assert table.game.controller(defector.id) == 1
    table.next_turn()
    assert table.game.controller(defector.id) == 1  # no end to the effect (611.2a)
    hand = len(table.names(Zone.HAND, 1))
    table.activate("Humble Defector", targets=["Alice"])
    table.resolve_all()
    assert len(table.names(Zone.HAND, 1)) == hand + 2
    assert table.game.controller(defector.id) == 0


@kit
def test_defector_only_during_your_turn(table: Table) -> None:
    """CR 602.5b: with Alice's activation on the stack, Bob has priority on her turn but
    cannot activate his own Humble Defector; the game is left as it was (732)."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest")
    alices = table.battlefield(0, "Humble Defector")[0]
    bobs = table.battlefield(1, "Humble Defector")[0]
    table.activate("Humble Defector", targets=["Bob"])
    table.pass_priority()
    with pytest.raises(IllegalActionError, match=r"602\.5b"):
        table.activate(f"Humble Defector#{bobs.id}", targets=["Alice"])
    assert len(table.names(Zone.HAND, 1)) == 0
    table.resolve_all()  # Alice's activation, still on the stack, resolves
    assert table.game.controller(alices.id) == 1 and len(table.names(Zone.HAND, 0)) == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
