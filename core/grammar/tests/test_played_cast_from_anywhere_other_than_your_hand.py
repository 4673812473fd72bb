"""Printed "Whenever you cast a spell from anywhere other than your hand", played (CR 601.2a,
601.2i, 603.2, 702.34a).

Graham O'Brien looks at the zone the spell was cast from: Think Twice cast by flashback from
Alice's graveyard makes a Food; cast from her hand it makes none; Bob casting Think Twice from
his graveyard is not "you".
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GRAHAM = CardDef(
    name="Graham O'Brien", mana_cost="{1}{G}", type_line="Legendary Creature — Human Pilot",
    power="2", toughness="2", keywords=("Doctor's companion", "Food", "Paradox"),
    text="Paradox — Whenever you cast a spell from anywhere other than your hand, create a "
         "Food token. (It's an artifact with \"{2}, {T}, Sacrifice this token: You gain 3 "
         "life.\")\nDoctor's companion (You can have two commanders if the other is the "
         "Doctor.)")

CARDS = (GRAHAM,)
kit = pytest.mark.plugins("flashback",
                          extra={"other-than-hand-kit": card_pool("other-than-hand-kit", CARDS)})


def _foods(table: Table) -> int:
    return table.names(Zone.BATTLEFIELD).count("Food Token")


@kit
def test_a_flashback_spell_makes_a_food(table: Table) -> None:
    """CR 601.2a, 603.2: Think Twice cast from Alice's graveyard: a Food token."""
    table.battlefield(0, "Graham O'Brien")
    table.lands(0, "Island", 3)
    table.graveyard(0, "Think Twice")
    table.library(0, "Island", "Island", "Island")
    table.cast("Think Twice", using="flashback")
    table.resolve_all()
    assert _foods(table) == 1
    assert len(table.names(Zone.HAND, 0)) == 1


@kit
def test_a_spell_cast_from_the_hand_makes_none(table: Table) -> None:
    """CR 601.2a: the same spell cast from Alice's hand: no Food."""
    table.battlefield(0, "Graham O'Brien")
    table.lands(0, "Island", 2)
    table.hand(0, "Think Twice")
    table.library(0, "Island", "Island", "Island")
    table.cast("Think Twice")
    table.resolve_all()
    assert _foods(table) == 0
    assert len(table.names(Zone.HAND, 0)) == 1


@kit
def test_bobs_flashback_spell_makes_none(table: Table) -> None:
    """CR 603.2: "you cast": Bob's Think Twice from his graveyard doesn't trigger it."""
    table.battlefield(0, "Graham O'Brien")
    table.set_turn(active=1)
    table.lands(1, "Island", 3)
    table.graveyard(1, "Think Twice")
    table.library(1, "Island", "Island", "Island")
    table.cast("Think Twice", using="flashback")
    table.resolve_all()
    assert _foods(table) == 0
    assert len(table.names(Zone.HAND, 1)) == 1


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
