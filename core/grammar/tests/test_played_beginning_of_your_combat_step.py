"""Printed "At the beginning of your combat step, ...", played (CR 506.1, 507.1, 603.2).

Aggressive Crag: "your combat step" is the beginning of combat step of its controller's turn,
the combat phase's first step; the land taps itself then, not as Bob's combat begins.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CRAG = CardDef(name="Aggressive Crag", mana_cost=None, type_line="Land",
               text="At the beginning of your combat step, tap Aggressive Crag.\n"
                    "{T}: Add {R} or {W}.")

CARDS = (CRAG,)
kit = pytest.mark.plugins(extra={"combat-step-kit": card_pool("combat-step-kit", CARDS)})


@kit
def test_crag_taps_itself_at_alices_combat(table: Table) -> None:
    """CR 507.1, 603.2: Alice's beginning of combat step: the Crag's ability triggers and
    taps it; in her main phase before it, it was untapped."""
    table.battlefield(0, "Aggressive Crag")
    table.go_to(Step.MAIN1)
    assert table.tapped_count(0, "Aggressive Crag") == 0
    table.go_to(Step.BEGIN_COMBAT)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    assert table.tapped_count(0, "Aggressive Crag") == 1


@kit
def test_crag_stays_untapped_at_bobs_combat(table: Table) -> None:
    """CR 603.2: "your" combat step: Bob's beginning of combat triggers nothing."""
    table.battlefield(0, "Aggressive Crag")
    table.set_turn(active=1, step=Step.MAIN1, turn=2)
    table.go_to(Step.BEGIN_COMBAT)
    assert table.names(Zone.STACK) == []
    assert table.tapped_count(0, "Aggressive Crag") == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
