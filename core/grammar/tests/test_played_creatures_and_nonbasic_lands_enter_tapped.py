"""Printed "Creatures and nonbasic lands your opponents control enter tapped.", played
(CR 614.1c, 614.12, 205.4a, 102.3).

Thalia and The Gitrog Monster: Bob's Grizzly Bears and his Strip Mine enter tapped, his
basic Forest untapped ("nonbasic" qualifies the lands only); Alice's own Grizzly Bears enter
untapped (102.3). The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

THALIA = CardDef(
    name="Thalia and The Gitrog Monster", mana_cost="{1}{W}{B}{G}",
    type_line="Legendary Creature — Human Frog Horror", power="4", toughness="4",
    text="First strike, deathtouch\nYou may play an additional land on each of your turns.\n"
         "Creatures and nonbasic lands your opponents control enter tapped.\nWhenever Thalia "
         "and The Gitrog Monster attacks, sacrifice a creature or land, then draw a card.")

STRIP_MINE = CardDef(
    name="Strip Mine", mana_cost=None, type_line="Land",
    text="{T}: Add {C}.\n{T}, Sacrifice this land: Destroy target land.")

CARDS = (THALIA, STRIP_MINE)
kit = pytest.mark.plugins(extra={"thalia-kit": card_pool("thalia-kit", CARDS)})


def _bears(table: Table, player: int) -> None:
    table.lands(player, "Forest", 2)
    table.hand(player, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()


@kit
def test_the_opponents_creature_enters_tapped(table: Table) -> None:
    """CR 614.1c: Bob's Grizzly Bears enter tapped."""
    table.battlefield(0, "Thalia and The Gitrog Monster")
    table.set_turn(active=1)
    _bears(table, 1)
    table.assert_tapped("Grizzly Bears")


@kit
def test_a_nonbasic_land_enters_tapped_a_basic_one_untapped(table: Table) -> None:
    """CR 205.4a: Bob's Strip Mine enters tapped; his basic Forest does not."""
    table.battlefield(0, "Thalia and The Gitrog Monster")
    table.set_turn(active=1)
    table.hand(1, "Strip Mine", "Forest")
    table.play("Strip Mine")
    table.assert_tapped("Strip Mine")
    table.set_turn(active=1, turn=3)
    table.play("Forest")
    table.assert_tapped("Forest", False)


@kit
def test_its_controllers_creature_enters_untapped(table: Table) -> None:
    """CR 102.3: Alice's own Grizzly Bears are not an opponent's: they enter untapped."""
    table.battlefield(0, "Thalia and The Gitrog Monster")
    _bears(table, 0)
    table.assert_tapped("Grizzly Bears", False)


@kit
def test_without_thalia_they_enter_untapped(table: Table) -> None:
    """CR 604.1: the ability works only while Thalia is on the battlefield."""
    table.graveyard(0, "Thalia and The Gitrog Monster")
    table.set_turn(active=1)
    _bears(table, 1)
    table.assert_tapped("Grizzly Bears", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
