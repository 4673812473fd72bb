"""Printed "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1
counter on The Haunt of Hightower.", played (CR 603.2, 404.1, 111.1, 608.2n).

Alice's Lightning Bolt kills Bob's Grizzly Bears: a counter for the Bears (from the
battlefield), none for the Bolt going to Alice's own graveyard; Bob's Shock, resolved, goes
to his graveyard from the stack: a second counter.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

HAUNT = CardDef(
    name="The Haunt of Hightower", mana_cost="{4}{B}{B}",
    type_line="Legendary Creature — Vampire", power="3", toughness="3",
    keywords=("Flying", "Lifelink"),
    text="Flying, lifelink\nWhenever The Haunt of Hightower attacks, defending player discards a "
         "card.\nWhenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 "
         "counter on The Haunt of Hightower.")

CARDS = (HAUNT,)
kit = pytest.mark.plugins(extra={"haunt-kit": card_pool("haunt-kit", CARDS)})


@kit
def test_each_card_into_bobs_graveyard_gives_a_counter(table: Table) -> None:
    """CR 404.1: Bears from the battlefield, then Shock from the stack: 2 counters; Alice's
    Bolt in her own graveyard: none."""
    table.battlefield(0, "The Haunt of Hightower")
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.lands(1, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.hand(1, "Shock")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_counters("The Haunt of Hightower", "+1/+1", 1)
    table.pass_priority()
    table.cast("Shock", targets=["Alice"])
    table.resolve_all()
    assert table.life(0) == 18
    table.assert_counters("The Haunt of Hightower", "+1/+1", 2)


@kit
def test_alices_own_cards_give_nothing(table: Table) -> None:
    """CR 404.1: the Bolt to Alice's own graveyard and her Bears dying give no counter."""
    table.battlefield(0, "The Haunt of Hightower", "Grizzly Bears")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_counters("The Haunt of Hightower", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
