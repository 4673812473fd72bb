"""Printed "At the beginning of your upkeep, if this creature is in your graveyard, you may
pay {2}{G}. If you do, return target creature card from your graveyard to your hand.",
played (CR 113.6b, 603.4, 118.3, 608.2c).

Genesis: the intervening "if" is true only while the card is in its owner's graveyard, so the
ability triggers from there at its owner's upkeep (not the opponent's, and not from the
battlefield). Alice may pay {2}{G}; if she does, the target creature card returns to her hand.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

GENESIS = CardDef(
    name="Genesis", mana_cost="{4}{G}", type_line="Creature — Incarnation",
    power="4", toughness="4",
    text="At the beginning of your upkeep, if this creature is in your graveyard, you may pay "
         "{2}{G}. If you do, return target creature card from your graveyard to your hand.")

CARDS = (GENESIS,)
kit = pytest.mark.plugins(extra={"genesis-kit": card_pool("genesis-kit", CARDS)})


def _to_alices_next_upkeep(table: Table) -> None:
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.next_turn()  # Bob's turn: not Alice's upkeep, nothing triggers
    assert table.names(Zone.STACK) == []
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0


@kit
def test_genesis_returns_a_creature_card_when_alice_pays(table: Table) -> None:
    """CR 603.4, 113.6b: Genesis in Alice's graveyard triggers at her upkeep; she pays
    {2}{G} (three Forests tapped) and Grizzly Bears returns to her hand."""
    table.lands(0, "Forest", 3)
    bears = table.graveyard(0, "Genesis", "Grizzly Bears")[1].id
    asked = table.watch_decisions("may")
    table.answer("targets", bears)
    _to_alices_next_upkeep(table)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve(answers=[Answer("may", ("yes",))])
    assert [d.player for d in asked] == [0]
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]  # the upkeep is before the draw
    assert table.names(Zone.GRAVEYARD, 0) == ["Genesis"]
    assert table.tapped_count(0, "Forest") == 3


@kit
def test_genesis_does_nothing_when_alice_declines(table: Table) -> None:
    """CR 608.2c: "If you do": not paid, nothing returns."""
    table.lands(0, "Forest", 3)
    bears = table.graveyard(0, "Genesis", "Grizzly Bears")[1].id
    table.answer("targets", bears)
    _to_alices_next_upkeep(table)
    table.resolve(answers=[Answer("may", ("no",))])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Genesis", "Grizzly Bears"]
    assert table.tapped_count(0, "Forest") == 0


@kit
def test_genesis_on_the_battlefield_doesnt_trigger(table: Table) -> None:
    """CR 603.4: on the battlefield the "if" is false: nothing triggers at Alice's upkeep."""
    table.battlefield(0, "Genesis")
    table.graveyard(0, "Grizzly Bears")
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.next_turn()
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.names(Zone.STACK) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
