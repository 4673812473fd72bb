"""Printed "As an additional cost to cast this spell, reveal a Merfolk card from your hand or
pay {3}." (Silvergill Adept), played (CR 601.2b, 601.2f-h, 701.20a): revealing is a cost
paid by choosing a card of that kind in hand, which stays there; the spell's own card is on
the stack once cast (601.2a) and can't be revealed. A reveal that can't be made is refused,
the game left as it was (732). The card comes with its exact Oracle definition.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SILVERGILL_ADEPT = CardDef(
    name="Silvergill Adept", mana_cost="{1}{U}", type_line="Creature — Merfolk Wizard",
    text="As an additional cost to cast this spell, reveal a Merfolk card from your hand or "
         "pay {3}.\nWhen this creature enters, draw a card.", power="2", toughness="1")

PRINTED = (SILVERGILL_ADEPT,)
kit = pytest.mark.plugins(extra={"reveal-cost-kit": card_pool("reveal-cost-kit", PRINTED)})

REVEAL, PAY = 0, 1


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)


@kit
def test_silvergill_adept_cast_revealing_another_merfolk_card(table: Table) -> None:
    """The second Silvergill Adept (a Merfolk card) is revealed, not Grizzly Bears: {1}{U}
    only; both stay in hand; the Adept enters and draws a card."""
    table.lands(0, "Island", 5)
    table.library(0, "Forest")
    _, second = table.hand(0, "Silvergill Adept", "Silvergill Adept")
    table.hand(0, "Grizzly Bears")
    options = table.watch_decisions("reveal")
    table.cast("Silvergill Adept", answers=[Answer("additional_cost", (REVEAL,))])
    assert table.tapped_count(0) == 2
    assert [d.options for d in options] == [(second.id,)]  # not the Bears, not itself
    table.assert_logged(rule="701.20a", contains="Silvergill Adept")
    table.resolve_all()
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Grizzly Bears", "Silvergill Adept"]
    assert table.names(Zone.BATTLEFIELD, 0).count("Silvergill Adept") == 1


@kit
def test_silvergill_adept_without_another_merfolk_must_pay_3(table: Table) -> None:
    """Only Grizzly Bears in hand besides it: revealing is refused (the game unchanged);
    paying {3} more casts it for five mana."""
    table.lands(0, "Island", 5)
    table.library(0, "Forest")
    table.hand(0, "Silvergill Adept", "Grizzly Bears")
    table.assert_illegal(table.cast, "Silvergill Adept",
                         answers=[Answer("additional_cost", (REVEAL,))])
    table.cast("Silvergill Adept", answers=[Answer("additional_cost", (PAY,))])
    assert table.tapped_count(0) == 5
    table.resolve_all()
    table.assert_zone("Silvergill Adept", Zone.BATTLEFIELD, 0)
