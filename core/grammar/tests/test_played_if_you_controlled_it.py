"""Printed "Return target nonland permanent to its owner's hand. If you controlled that
permanent, draw a card." (Boomerang Basics) and "Return target creature card from your
graveyard to your hand. If it's a Zombie card, draw a card." (Cemetery Recruitment), played
(CR 608.2c, 608.2h, 108.4).

Boomerang Basics asks the controller of the permanent as it last existed on the battlefield:
your own Grizzly Bears returned draws a card, the opponent's doesn't. Cemetery Recruitment
asks the card returned: a Zombie card draws, another creature card doesn't.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BOOMERANG_BASICS = CardDef(
    name="Boomerang Basics", mana_cost="{U}", type_line="Sorcery — Lesson",
    text="Return target nonland permanent to its owner's hand. If you controlled that "
         "permanent, draw a card.")
CEMETERY_RECRUITMENT = CardDef(
    name="Cemetery Recruitment", mana_cost="{1}{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to your hand. If it's a Zombie "
         "card, draw a card.")
WALKING_CORPSE = CardDef(name="Walking Corpse", mana_cost="{1}{B}", type_line="Creature — Zombie",
                         power="2", toughness="2")

CARDS = (BOOMERANG_BASICS, CEMETERY_RECRUITMENT, WALKING_CORPSE)
kit = pytest.mark.plugins(extra={"controlled-kit": card_pool("controlled-kit", CARDS)})


def _boomerang(table: Table, player: int) -> None:
    table.battlefield(player, "Grizzly Bears")
    table.library(0, "Wastes", "Wastes")
    table.lands(0, "Island", 1)
    table.hand(0, "Boomerang Basics")
    table.cast("Boomerang Basics", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.HAND, player)


@kit
def test_your_own_permanent_returned_draws(table: Table) -> None:
    """CR 608.2h: you controlled the Bears as they left: a card drawn."""
    _boomerang(table, 0)
    assert sorted(table.names(Zone.HAND, 0)) == ["Grizzly Bears", "Wastes"]


@kit
def test_an_opponents_permanent_returned_draws_nothing(table: Table) -> None:
    """CR 608.2c: the opponent controlled the Bears: no card drawn."""
    _boomerang(table, 1)
    assert table.names(Zone.HAND, 0) == []


def _recruit(table: Table, creature: str) -> None:
    table.graveyard(0, creature)
    table.library(0, "Wastes", "Wastes")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Cemetery Recruitment")
    table.cast("Cemetery Recruitment", targets=[creature])
    table.resolve()
    table.assert_zone(creature, Zone.HAND, 0)


@kit
def test_a_zombie_card_returned_draws(table: Table) -> None:
    """CR 608.2c: Walking Corpse is a Zombie card: a card drawn."""
    _recruit(table, "Walking Corpse")
    assert sorted(table.names(Zone.HAND, 0)) == ["Walking Corpse", "Wastes"]


@kit
def test_another_creature_card_returned_draws_nothing(table: Table) -> None:
    """CR 608.2c: Grizzly Bears is no Zombie card: no card drawn."""
    _recruit(table, "Grizzly Bears")
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
