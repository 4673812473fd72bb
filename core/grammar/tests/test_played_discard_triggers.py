"""Printed "Whenever you cycle or discard a card, ..." creatures, cast and played (CR
701.9a, 702.29d, 603.2).

Flameblade Adept ("Whenever you cycle or discard a card, this creature gets +1/+0 until end
of turn.") is cast from its owner's hand with its exact Oracle definition (the corpus record,
checked below): its ability triggers for each card its controller discards, not for an
opponent's discards (a cycled card, once, 702.29d, is played in the cycling plugin's tests).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FLAMEBLADE_ADEPT = CardDef(
    name="Flameblade Adept", mana_cost="{R}", type_line="Creature — Jackal Warrior",
    text="Menace\nWhenever you cycle or discard a card, this creature gets +1/+0 until end of "
         "turn.", power="1", toughness="2")
MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")

CARDS = (FLAMEBLADE_ADEPT, MIND_ROT)

kit = pytest.mark.plugins(extra={"proved-discard-trigger-kit":
                                 card_pool("proved-discard-trigger-kit", CARDS)})


@kit
def test_flameblade_adept_counts_each_discard_of_its_controller(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 701.9a, 603.2: the opponent's Mind Rot makes the Adept's controller discard two
    cards: two triggers, +2/+0; the opponent's own discards don't trigger it."""
    cast_and_resolve(table, "Flameblade Adept", {"Mountain": 1})
    table.set_turn(active=1)
    table.lands(1, "Swamp", 6)
    table.hand(0, "Forest", "Island")
    table.hand(1, "Mind Rot", "Mind Rot", "Plains", "Island")
    table.cast("Mind Rot", targets=["player 1"])
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == []
    assert table.power("Flameblade Adept") == 3
    table.cast("Mind Rot", targets=["player 2"])
    table.resolve_all()
    assert table.names(Zone.HAND, 1) == []
    assert table.power("Flameblade Adept") == 3


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has them."""
    assert_printed(CARDS)
