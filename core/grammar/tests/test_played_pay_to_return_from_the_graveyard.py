"""Printed "At the beginning of your upkeep, if this card is in your graveyard, you may pay
[cost]. If you do, return it to your hand.", played (CR 113.6b, 118.3, 119.4, 603.4, 608.2c).

Ghastly Remains (pays {B}{B}{B}) and Master of Death (pays 1 life) trigger from their owner's
graveyard at their owner's upkeep; "it" is the card itself (the trigger has no event object).
Paid, the card returns to its owner's hand; declined or unpayable, it stays in the graveyard.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

GHASTLY_REMAINS = CardDef(
    name="Ghastly Remains", mana_cost="{B}{B}{B}", type_line="Creature — Zombie",
    power="0", toughness="0",
    text="Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Zombie card you "
         "reveal in your hand.)\nAt the beginning of your upkeep, if this card is in your "
         "graveyard, you may pay {B}{B}{B}. If you do, return it to your hand.")
MASTER_OF_DEATH = CardDef(
    name="Master of Death", mana_cost="{1}{U}{B}", type_line="Creature — Zombie Wizard",
    power="3", toughness="1",
    text="When this creature enters, surveil 2. (Look at the top two cards of your library, "
         "then put any number of them into your graveyard and the rest on top of your library "
         "in any order.)\nAt the beginning of your upkeep, if this card is in your graveyard, "
         "you may pay 1 life. If you do, return it to your hand.")

CARDS = (GHASTLY_REMAINS, MASTER_OF_DEATH)
kit = pytest.mark.plugins("amplify", extra={"pay-to-return-kit":
                                            card_pool("pay-to-return-kit", CARDS)})


def _to_alices_next_upkeep(table: Table) -> None:
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.next_turn()  # Bob's turn: not Alice's upkeep, nothing triggers
    assert table.names(Zone.STACK) == []
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0


@kit
def test_ghastly_remains_paid_returns_to_hand(table: Table) -> None:
    """CR 113.6b, 608.2c: {B}{B}{B} paid (three Swamps tapped): the card returns to hand."""
    table.lands(0, "Swamp", 3)
    table.graveyard(0, "Ghastly Remains")
    _to_alices_next_upkeep(table)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.HAND, 0) == ["Ghastly Remains"]  # the upkeep is before the draw
    assert table.names(Zone.GRAVEYARD, 0) == []
    assert table.tapped_count(0, "Swamp") == 3


@kit
def test_ghastly_remains_declined_stays(table: Table) -> None:
    """CR 608.2c-d: not paid: the card stays in the graveyard, no mana is spent."""
    table.lands(0, "Swamp", 3)
    table.graveyard(0, "Ghastly Remains")
    _to_alices_next_upkeep(table)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.names(Zone.GRAVEYARD, 0) == ["Ghastly Remains"]
    assert table.tapped_count(0, "Swamp") == 0


@kit
def test_ghastly_remains_without_black_mana_cannot_pay(table: Table) -> None:
    """CR 118.3: two Swamps can't pay {B}{B}{B}: nothing is paid, the card stays."""
    table.lands(0, "Swamp", 2)
    table.graveyard(0, "Ghastly Remains")
    _to_alices_next_upkeep(table)
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0) == ["Ghastly Remains"]
    assert table.tapped_count(0, "Swamp") == 0
    table.assert_logged(rule="118.3", contains="can't pay")


@kit
def test_ghastly_remains_on_the_battlefield_doesnt_trigger(table: Table) -> None:
    """CR 603.4: on the battlefield the "if" is false: nothing triggers at the upkeep."""
    table.battlefield(0, "Ghastly Remains", counters={"+1/+1": 1})
    _to_alices_next_upkeep(table)
    assert table.names(Zone.STACK) == []


@kit
def test_master_of_death_paid_one_life_returns_to_hand(table: Table) -> None:
    """CR 119.4, 608.2c: 1 life paid: the card returns to its owner's hand."""
    table.graveyard(0, "Master of Death")
    _to_alices_next_upkeep(table)
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.HAND, 0) == ["Master of Death"]
    table.assert_life(0, 19)


@kit
def test_master_of_death_declined_stays(table: Table) -> None:
    """CR 608.2c-d: declined: no life paid, the card stays in the graveyard."""
    table.graveyard(0, "Master of Death")
    _to_alices_next_upkeep(table)
    table.resolve(answers=[Answer("may", ("no",))])
    assert table.names(Zone.GRAVEYARD, 0) == ["Master of Death"]
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
