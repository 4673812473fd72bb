"""Printed "You may discard a card. If you do, draw a card.", played (CR 701.9a: a card is
discarded from its owner's hand; 608.2d: an impossible option can't be chosen; 608.2c:
"If you do" is then false).

Tweeze and Keldon Raider: with a card in hand, Alice is asked, discards it and draws; with
none, discarding is impossible, so she isn't asked and draws nothing.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, by_name, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

TWEEZE = CardDef(
    name="Tweeze", mana_cost="{2}{R}", type_line="Instant",
    text="Tweeze deals 3 damage to any target. You may discard a card. If you do, draw a card.")
KELDON_RAIDER = CardDef(
    name="Keldon Raider", mana_cost="{2}{R}{R}", type_line="Creature — Human Warrior",
    power="4", toughness="3",
    text="When this creature enters, you may discard a card. If you do, draw a card.")

PRINTED = (TWEEZE, KELDON_RAIDER)
kit = pytest.mark.plugins(extra={"may-discard-kit": card_pool("may-discard-kit", PRINTED)})


def _cast(table: Table, name: str, hand: tuple[str, ...]) -> list[object]:
    """Alice casts ``name`` (Tweeze at Bob) with ``hand`` besides it and an Island to draw;
    returns the "may" decisions she was asked."""
    table.lands(0, "Mountain", 4)
    table.hand(0, name, *hand)
    table.library(0, "Island")
    table.on_decision("discard", by_name("Forest"))
    mays = table.watch_decisions("may")
    table.on_decision("may", lambda game, d: ("yes",))
    if name == "Tweeze":
        table.cast("Tweeze", targets=["player 2"])
        table.resolve()
    else:
        table.cast(name)
        table.resolve()  # the creature spell; its enters trigger goes on the stack
        table.resolve()  # the trigger
    return list(mays)


@kit
@pytest.mark.parametrize("name", ["Tweeze", "Keldon Raider"])
def test_with_a_card_in_hand_it_is_discarded_and_a_card_drawn(table: Table, name: str) -> None:
    """CR 701.9a, 608.2c: asked; yes: the Forest is discarded, the Island drawn."""
    mays = _cast(table, name, ("Forest",))
    assert len(mays) == 1
    table.assert_zone("Forest", "graveyard")
    table.assert_zone("Island", "hand")


@kit
@pytest.mark.parametrize("name", ["Tweeze", "Keldon Raider"])
def test_with_an_empty_hand_it_is_not_offered_and_nothing_is_drawn(
        table: Table, name: str) -> None:
    """CR 701.9a, 608.2d, 608.2c: no card to discard: "you may discard a card" isn't
    offered, so not done, and "If you do, draw a card" draws nothing."""
    mays = _cast(table, name, ())
    assert mays == []
    table.assert_logged(rule="608.2d", contains="can't be done")
    table.assert_zone("Island", "library")
    if name == "Tweeze":
        table.assert_life(1, 17)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
