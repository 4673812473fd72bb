"""Ravenous (CR 702.156): enters with X +1/+1 counters, X the spell's (107.3m), and draws a
card as it enters if X is 5 or more (603.4). Runs with ``pytest plugins/ravenous`` (kernel and
ravenous); the cards are this package's pool (exact Oracle text), the lands the kernel's."""

from __future__ import annotations

from typing import Any

import pytest
from pytest_manastack import Table

from manastack.api import KeywordTrigger, TomlCardSource, Zone

pytestmark = pytest.mark.plugins("ravenous")

CARDS = ("Aberrant", "Jacked Rabbit", "Termagant Swarm", "Hormagaunt Horde", "Tervigon",
         "Mawloc")


def _cast(table: Table, name: str, x: int, lands: dict[str, int]) -> None:
    for land, count in lands.items():
        table.lands(0, land, count)
    table.library(0, "Forest", "Island")
    table.hand(0, name)
    table.cast(name, x=x)
    table.resolve()  # the creature spell


def test_the_pool_is_the_cards_played() -> None:
    """The cards these tests play are the package's pool (the conformance suite checks that
    each is printed, understood and has the keyword)."""
    source = TomlCardSource.from_package("ravenous", "manastack_ravenous", "cards.toml")
    assert sorted(source.names()) == sorted(CARDS)


def test_702_156a_the_keyword_is_a_replacement_and_a_trigger(rules: Any) -> None:
    card = rules.card("Aberrant")
    [trigger] = [a for a in card.abilities if isinstance(a, KeywordTrigger)
                 and a.keyword == "ravenous"]
    assert trigger.trigger.event == "enters" and trigger.trigger.intervening_if is not None


def test_702_156a_enters_with_x_counters_and_no_card_below_5(table: Table) -> None:
    """X = 2: Aberrant (0/0) enters with two +1/+1 counters, a 2/2; no trigger, no card."""
    _cast(table, "Aberrant", 2, {"Forest": 4})
    assert table.counters("Aberrant", "+1/+1") == 2
    assert table.power("Aberrant") == 2 and table.toughness("Aberrant") == 2
    assert not table.game.ids_in(Zone.STACK)
    assert table.names(Zone.HAND, 0) == []
    table.assert_logged(rule="702.156a")


def test_702_156a_x_5_or_more_draws_a_card(table: Table) -> None:
    """X = 5: five counters, and the trigger draws a card (its explain line cites 702.156a)."""
    _cast(table, "Aberrant", 5, {"Forest": 7})
    assert table.counters("Aberrant", "+1/+1") == 5
    table.resolve()  # the enters trigger
    assert table.names(Zone.HAND, 0) == ["Forest"]
    table.assert_logged(rule="702.156a", contains="X was 5")


def test_107_3m_put_onto_the_battlefield_x_is_0(table: Table) -> None:
    """Not cast, X is 0: Jacked Rabbit (1/2) enters with no counter and draws nothing."""
    table.library(0, "Forest")
    table.battlefield(0, "Jacked Rabbit")
    assert table.counters("Jacked Rabbit", "+1/+1") == 0
    assert table.power("Jacked Rabbit") == 1
    assert not table.game.ids_in(Zone.STACK) and table.names(Zone.HAND, 0) == []
