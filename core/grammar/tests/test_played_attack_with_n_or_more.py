"""Printed "Whenever you attack with two or more [creatures], ..." permanents, cast and played
(CR 508.1, 508.3d).

Chivalric Alliance ("Whenever you attack with two or more creatures, draw a card.") and Tide
Skimmer ("Whenever you attack with two or more creatures with flying, draw a card.") are cast
from their owner's hand with their exact Oracle definitions (the corpus records, checked
below): the ability triggers once as attackers are declared, only if at least two of the
declared attackers match.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CHIVALRIC_ALLIANCE = CardDef(
    name="Chivalric Alliance", mana_cost="{1}{W}", type_line="Enchantment",
    text="Whenever you attack with two or more creatures, draw a card.\n{2}, Discard a card: "
         "Create a 2/2 white and blue Knight creature token with vigilance.")
TIDE_SKIMMER = CardDef(
    name="Tide Skimmer", mana_cost="{3}{U}", type_line="Creature — Drake",
    text="Flying\nWhenever you attack with two or more creatures with flying, draw a card.",
    power="2", toughness="3")

CARDS = (CHIVALRIC_ALLIANCE, TIDE_SKIMMER)

kit = pytest.mark.plugins(extra={"proved-attack-with-kit":
                                 card_pool("proved-attack-with-kit", CARDS)})


def _hand(table: Table) -> int:
    return len(table.names(Zone.HAND, 0))


@kit
def test_chivalric_alliance_draws_when_two_creatures_attack(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.3d: Grizzly Bears and Memnite are declared attackers: one trigger, one card
    drawn."""
    cast_and_resolve(table, "Chivalric Alliance", {"Plains": 2})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    next_turn(table, 2)
    before = _hand(table)
    table.attack("Grizzly Bears", "Memnite")
    table.resolve_all()
    assert _hand(table) == before + 1


@kit
def test_chivalric_alliance_one_attacker_draws_nothing(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.1: one attacker is not "two or more": no trigger, no card."""
    cast_and_resolve(table, "Chivalric Alliance", {"Plains": 2})
    table.battlefield(0, "Grizzly Bears", "Memnite")
    next_turn(table, 2)
    before = _hand(table)
    table.attack("Grizzly Bears")
    table.resolve_all()
    assert _hand(table) == before


@kit
def test_tide_skimmer_counts_only_flying_attackers(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 508.3d: the Skimmer and Grizzly Bears attack: one flyer only, no card; next turn
    the Skimmer and Air Elemental attack: two flyers, one card."""
    cast_and_resolve(table, "Tide Skimmer", {"Island": 4})
    table.battlefield(0, "Grizzly Bears", "Air Elemental")
    next_turn(table, 2)
    before = _hand(table)
    table.attack("Tide Skimmer", "Grizzly Bears")
    table.resolve_all()
    assert _hand(table) == before
    next_turn(table, 2)
    before = _hand(table)
    table.attack("Tide Skimmer", "Air Elemental")
    table.resolve_all()
    assert _hand(table) == before + 1


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed cards as the Oracle corpus has it."""
    assert_printed(CARDS)
