"""Printed "Draw three cards. Then discard two cards unless you discard a creature card.",
played (CR 118.12, 701.9a, 121.1).

Mystic Meditation: after drawing, Alice may discard one creature card (if she has one and
chooses to); otherwise she discards two cards of her choice.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

MYSTIC_MEDITATION = CardDef(
    name="Mystic Meditation", mana_cost="{3}{U}", type_line="Sorcery",
    text="Draw three cards. Then discard two cards unless you discard a creature card.")

CARDS = (MYSTIC_MEDITATION,)
kit = pytest.mark.plugins(extra={"meditation-kit": card_pool("meditation-kit", CARDS)})


def _cast(table: Table, hand: tuple[str, ...], *library: str) -> dict[str, int]:
    table.lands(0, "Island", 4)
    held = {o.card.name: o.id for o in table.hand(0, *hand)} if hand else {}
    table.hand(0, "Mystic Meditation")
    table.library(0, *library)
    table.cast("Mystic Meditation")
    return held


@kit
def test_discarding_a_creature_card_instead_of_two(table: Table) -> None:
    """CR 118.12: Alice holds Hill Giant, draws three lands, and discards Hill Giant only."""
    held = _cast(table, ("Hill Giant",), "Forest", "Island", "Plains")
    asked = table.watch_decisions("discard")
    table.resolve(answers=[Answer("pay_unless", (True,)),
                           Answer("discard", (held["Hill Giant"],))])
    assert asked[0].max == 1
    assert asked[0].options == (held["Hill Giant"],)
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Hill Giant", "Mystic Meditation"]
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Island", "Plains"]


@kit
def test_declining_discards_two_cards(table: Table) -> None:
    """CR 701.9a: Alice declines and discards two cards she chooses, Hill Giant among them."""
    held = _cast(table, ("Hill Giant", "Shock"), "Forest", "Island", "Plains")
    table.resolve(answers=[Answer("pay_unless", (False,)),
                           Answer("discard", (held["Hill Giant"], held["Shock"]))])
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Island", "Plains"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Hill Giant", "Mystic Meditation",
                                                      "Shock"]


@kit
def test_without_a_creature_card_two_are_discarded(table: Table) -> None:
    """CR 118.3: no creature card in hand: nothing is asked, two cards are discarded."""
    _cast(table, (), "Forest", "Island", "Plains")
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    assert len(table.names(Zone.HAND, 0)) == 1
    assert len(table.names(Zone.GRAVEYARD, 0)) == 3


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
