"""Printed "When this creature dies, return it to the battlefield under its owner's control
at the beginning of the next end step and you skip your next draw step." (Ivory Gargoyle),
played (CR 603.7a, 614.10, 400.7).

The trigger's effect creates the delayed ability and makes its controller skip their next
draw step, as it resolves; at the end step the card returns (a new object, 400.7).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

IVORY_GARGOYLE = CardDef(
    name="Ivory Gargoyle", mana_cost="{4}{W}", type_line="Creature — Gargoyle", power="2",
    toughness="2", keywords=("Flying",),
    text="Flying\nWhen this creature dies, return it to the battlefield under its owner's "
         "control at the beginning of the next end step and you skip your next draw step.\n"
         "{4}{W}: Exile this creature.")
SHOCK = CardDef(
    name="Shock", mana_cost="{R}", type_line="Instant",
    text="Shock deals 2 damage to any target.")

CARDS = (IVORY_GARGOYLE, SHOCK)
kit = pytest.mark.plugins(extra={"gargoyle-kit": card_pool("gargoyle-kit", CARDS)})


def _shock_the_gargoyle(table: Table) -> None:
    table.battlefield(0, "Ivory Gargoyle")
    table.hand(0, "Shock")
    table.lands(0, "Mountain", 1)
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Island", "Island", "Island")
    table.cast("Shock", targets=["Ivory Gargoyle"])
    table.resolve()  # Shock: the Gargoyle dies, its trigger goes on the stack (CR 603.3)
    table.resolve()  # the trigger: a delayed ability, and the skip (CR 603.7a, 614.10)


@kit
def test_the_gargoyle_returns_at_the_next_end_step(table: Table) -> None:
    """CR 603.7a: in the graveyard until the end step, then back on the battlefield."""
    _shock_the_gargoyle(table)
    table.assert_zone("Ivory Gargoyle", Zone.GRAVEYARD, 0)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Ivory Gargoyle", Zone.BATTLEFIELD, 0)


@kit
def test_alice_skips_her_next_draw_step_only(table: Table) -> None:
    """CR 614.10: Bob draws in his turn; Alice's next draw step is skipped, once; the one
    after it happens."""
    _shock_the_gargoyle(table)
    table.assert_logged(rule="614.10", contains="will skip their next draw step")
    table.next_turn()  # Bob's turn: he draws as usual
    table.go_to(Step.MAIN1, turn=2)
    assert len(table.names(Zone.LIBRARY, 1)) == 2
    table.next_turn()  # Alice's turn: no draw
    table.go_to(Step.MAIN1, turn=3)
    assert len(table.names(Zone.LIBRARY, 0)) == 3
    table.assert_logged(rule="614.10", contains="skips their draw step")
    table.next_turn()
    table.next_turn()  # Alice's next turn: she draws again
    table.go_to(Step.MAIN1, turn=5)
    assert len(table.names(Zone.LIBRARY, 0)) == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
