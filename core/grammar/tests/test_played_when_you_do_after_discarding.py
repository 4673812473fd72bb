"""Printed "you may discard a card. When you do, ..." played (CR 603.12, 608.2d, 701.9a).

Inti, Seneschal of the Sun ("Whenever you attack, you may discard a card. When you do, put a
+1/+1 counter on target attacking creature. It gains trample until end of turn."): the
reflexive ability triggers only if a card was discarded during the resolution (603.12). The
discard records that as it happens; nothing else says it (the attack trigger acts on no
object). With a card discarded, the attacking Grizzly Bears get the counter and trample; with
an empty hand, "yes" discards nothing (609.3) and nothing triggers; declined, nothing does.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _inti_attacks(table: Table, *, in_hand: bool, answer: str) -> None:
    """Alice controls Inti and Grizzly Bears, with a Forest in hand if ``in_hand``; she
    attacks with the Bears and answers ``answer`` to "you may discard a card"."""
    table.library(0, "Island", "Island")
    table.library(1, "Island", "Island")
    table.battlefield(0, "Inti, Seneschal of the Sun", "Grizzly Bears")
    if in_hand:
        table.hand(0, "Forest")
    table.attack("Grizzly Bears")
    table.answer("may", answer, player=0)
    table.answer("targets", "Grizzly Bears", player=0)
    table.resolve_all()


@oracle
def test_inti_discarding_a_card_puts_a_counter_on_the_attacker(table: Table) -> None:
    """CR 603.12, 701.9a: the Forest discarded, the reflexive ability triggers: the attacking
    Grizzly Bears get a +1/+1 counter and trample until end of turn."""
    _inti_attacks(table, in_hand=True, answer="yes")
    assert table.names(Zone.GRAVEYARD, 0) == ["Forest"]
    table.assert_logged(rule="603.12", contains="reflexive trigger")
    assert table.counters("Grizzly Bears", "+1/+1") == 1
    assert table.has_keyword("Grizzly Bears", "trample")


@oracle
def test_inti_with_an_empty_hand_doesnt_trigger(table: Table) -> None:
    """CR 603.12, 609.3: "yes" with no card in hand discards none: no reflexive trigger."""
    _inti_attacks(table, in_hand=False, answer="yes")
    table.assert_not_logged(rule="603.12", contains="reflexive trigger")
    assert table.counters("Grizzly Bears", "+1/+1") == 0


@oracle
def test_inti_declined_doesnt_trigger(table: Table) -> None:
    """CR 603.12: the discard declined: the Forest stays in hand, no reflexive trigger."""
    _inti_attacks(table, in_hand=True, answer="no")
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_not_logged(rule="603.12", contains="reflexive trigger")
    assert table.counters("Grizzly Bears", "+1/+1") == 0
