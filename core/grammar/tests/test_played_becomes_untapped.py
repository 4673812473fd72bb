"""Printed "Whenever ~ becomes untapped, ..." played (CR 603.2, 701.26b, 502.3).

Oreskos Sun Guide's inspired ability ("Whenever this creature becomes untapped, you gain 2
life.", an ability word, 207.2c) triggers when the permanent untaps, in its controller's
untap step too (502.3; put on the stack in the upkeep, 503.1a); entering the battlefield
untapped is no untapping.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ORESKOS_SUN_GUIDE = CardDef(
    name="Oreskos Sun Guide", mana_cost="{1}{W}", type_line="Creature — Cat Monk",
    text="Inspired — Whenever this creature becomes untapped, you gain 2 life.",
    power="2", toughness="2")

CARDS = (ORESKOS_SUN_GUIDE,)
kit = pytest.mark.plugins(extra={"untap-kit": card_pool("untap-kit", CARDS)})


@kit
def test_the_sun_guide_gains_life_when_it_untaps_after_attacking(table: Table) -> None:
    """CR 701.26b, 502.3: cast (entering untapped: nothing), it attacks and is tapped (508.1f);
    in its controller's next untap step it untaps and the ability gives 2 life."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Oreskos Sun Guide")
    table.cast("Oreskos Sun Guide")
    table.resolve()
    table.assert_life(0, 20)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.attack("Oreskos Sun Guide")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_tapped("Oreskos Sun Guide")
    table.assert_life(1, 18)
    table.assert_life(0, 20)
    table.next_turn()
    turn = table.game.state.turn.number + 1
    table.go_to(Step.UPKEEP, turn=turn)
    table.assert_tapped("Oreskos Sun Guide", False)
    table.assert_life(0, 20)
    table.resolve()
    table.assert_life(0, 22)
    table.assert_logged(contains="becomes untapped")
    assert table.zone_of("Oreskos Sun Guide") is Zone.BATTLEFIELD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
