"""Printed "Whenever an Aura or Equipment you control is put into a graveyard from the
battlefield, you may return that card to its owner's hand at the beginning of the next end
step." played (Tiana, Ship's Caretaker): the trigger creates the delayed ability, and "you
may" is chosen as that delayed ability resolves in the end step (CR 603.7a), not earlier.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.engine.game import Game
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

TIANA = CardDef(
    name="Tiana, Ship's Caretaker", mana_cost="{3}{R}{W}",
    type_line="Legendary Creature — Angel Artificer", power="3", toughness="3",
    text="Flying, first strike\nWhenever an Aura or Equipment you control is put into a "
         "graveyard from the battlefield, you may return that card to its owner's hand at "
         "the beginning of the next end step.")
BONESPLITTER = CardDef(name="Bonesplitter", mana_cost="{1}", type_line="Artifact — Equipment",
                       text="Equipped creature gets +2/+0.\nEquip {1}")
NATURALIZE = CardDef(name="Naturalize", mana_cost="{1}{G}", type_line="Instant",
                     text="Destroy target artifact or enchantment.")

CARDS = (TIANA, BONESPLITTER, NATURALIZE)
kit = pytest.mark.plugins(extra={"tiana-kit": card_pool("tiana-kit", CARDS)})


def _destroy_bonesplitter(table: Table, answer: str) -> list[Step]:
    """Naturalize destroys Alice's Bonesplitter with Tiana out; Alice answers the "may"
    with ``answer``; the steps the "may" was asked in are returned."""
    asked: list[Step] = []

    def pick(game: Game, decision: Any) -> Sequence[Any]:
        asked.append(game.state.turn.step)
        return (next(o for i, o in enumerate(decision.options)
                     if decision.label(i) == answer),)

    table.library(0, *["Plains"] * 3)
    table.library(1, *["Plains"] * 3)
    table.battlefield(0, "Tiana, Ship's Caretaker", "Bonesplitter")
    table.lands(0, "Forest", 2)
    table.hand(0, "Naturalize")
    table.on_decision("may", pick)
    table.cast("Naturalize", targets=["Bonesplitter"])
    table.resolve_all()
    table.assert_zone("Bonesplitter", Zone.GRAVEYARD, 0)
    table.go_to(Step.END)
    table.resolve_all()
    return asked


@kit
def test_tiana_asks_in_the_end_step_and_returns_the_card(table: Table) -> None:
    """CR 603.7a: nothing is asked as Bonesplitter goes to the graveyard; in the end step
    Alice chooses to return it, and it is put into her hand."""
    assert _destroy_bonesplitter(table, "yes") == [Step.END]
    table.assert_zone("Bonesplitter", Zone.HAND, 0)


@kit
def test_tiana_declined_in_the_end_step_leaves_the_card(table: Table) -> None:
    """CR 603.7a: Alice declines as the delayed ability resolves: Bonesplitter stays."""
    assert _destroy_bonesplitter(table, "no") == [Step.END]
    table.assert_zone("Bonesplitter", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
