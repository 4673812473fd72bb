"""Printed "Whenever you cycle or discard another card, this creature gets +2/+1 until end of
turn." (Horror of the Broken Lands), played (CR 701.9a, 702.29a, 702.29d).

Each card its controller discards triggers it once, a card cycled once (the discard paying
the cycling cost); an opponent's discard doesn't. The printed cards come from the pool below
with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

HORROR = CardDef(
    name="Horror of the Broken Lands", mana_cost="{4}{B}", type_line="Creature — Horror",
    power="4", toughness="4", keywords=("Cycling",),
    text="Whenever you cycle or discard another card, this creature gets +2/+1 until end of "
         "turn.\nCycling {B} ({B}, Discard this card: Draw a card.)")

MARAUDING_MAKO = CardDef(
    name="Marauding Mako", mana_cost="{R}", type_line="Creature — Shark Pirate", power="1",
    toughness="1", keywords=("Cycling",),
    text="Whenever you discard one or more cards, put that many +1/+1 counters on this "
         "creature.\nCycling {2} ({2}, Discard this card: Draw a card.)")

MIND_ROT = CardDef(
    name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
    text="Target player discards two cards.")

CARDS = (HORROR, MARAUDING_MAKO, MIND_ROT)
kit = pytest.mark.plugins("cycling", extra={"horror-kit": card_pool("horror-kit", CARDS)})


@kit
def test_cycling_a_card_and_each_card_discarded_trigger_it(table: Table) -> None:
    """CR 702.29d: cycling Marauding Mako: +2/+1 once; Mind Rot on Alice: two cards, two
    triggers (each card discarded, 701.9a)."""
    table.battlefield(0, "Horror of the Broken Lands")
    table.lands(0, "Swamp", 5)
    table.hand(0, "Marauding Mako", "Mind Rot", "Grizzly Bears", "Forest")
    table.library(0, "Island", "Island")
    table.activate("Marauding Mako")
    assert len(table.names(Zone.STACK)) == 2  # cycling's draw, and the trigger above it
    table.resolve_all()
    assert table.power("Horror of the Broken Lands") == 6
    assert table.toughness("Horror of the Broken Lands") == 5
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve()
    assert len(table.names(Zone.STACK)) == 2
    table.resolve_all()
    assert table.power("Horror of the Broken Lands") == 10


@kit
def test_an_opponents_discard_doesnt_trigger_it(table: Table) -> None:
    """CR 701.9a: "you discard": Bob discarding two cards leaves the Horror a 4/4."""
    table.battlefield(0, "Horror of the Broken Lands")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Mind Rot")
    table.hand(1, "Grizzly Bears", "Forest")
    table.cast("Mind Rot", targets=["Bob"])
    table.resolve()
    assert table.names(Zone.STACK) == []
    assert table.power("Horror of the Broken Lands") == 4


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
