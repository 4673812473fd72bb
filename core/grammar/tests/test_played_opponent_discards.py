"""Printed "Whenever an opponent discards a card, that player loses 2 life.", played (CR
701.9a, 603.2, 603.7c, 119.3).

Fell Specter: its enters ability makes Bob discard a card, and he loses 2 life; Mind Rot
making him discard two cards triggers it twice (4 life). Alice discarding triggers nothing:
she is not her own opponent (102.3).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FELL_SPECTER = CardDef(
    name="Fell Specter", mana_cost="{3}{B}", type_line="Creature — Specter", power="1",
    toughness="3",
    text="Flying\nWhen this creature enters, target opponent discards a card.\nWhenever an "
         "opponent discards a card, that player loses 2 life.")

MIND_ROT = CardDef(
    name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target player discards two cards.")

CARDS = (FELL_SPECTER, MIND_ROT)
kit = pytest.mark.plugins(extra={"specter-kit": card_pool("specter-kit", CARDS)})


@kit
def test_the_enter_discard_costs_bob_two_life(table: Table) -> None:
    """CR 603.2, 603.7c: Bob discards his only card: "that player" (Bob) loses 2."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Fell Specter")
    table.hand(1, "Grizzly Bears")
    table.cast("Fell Specter")
    table.resolve()  # the creature spell
    table.resolve(answers=[])  # the enters ability, targeting Bob
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    table.resolve()  # the discard trigger
    assert table.life(1) == 18
    assert table.life(0) == 20


@kit
def test_each_discarded_card_triggers(table: Table) -> None:
    """CR 701.9a: Mind Rot's two discarded cards are two discards: 4 life."""
    table.battlefield(0, "Fell Specter")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot")
    table.hand(1, "Grizzly Bears", "Forest")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert len(table.names(Zone.GRAVEYARD, 1)) == 2
    table.resolve_all()
    assert table.life(1) == 16


@kit
def test_its_controller_discarding_triggers_nothing(table: Table) -> None:
    """CR 102.3: Alice's own discard (Mind Rot on herself) is not an opponent's."""
    table.battlefield(0, "Fell Specter")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot", "Grizzly Bears", "Forest")
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    assert table.life(0) == 20
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
