"""Printed "At the beginning of your upkeep, if a player has more life than each other
player, the player with the most life gains control of this creature.", played (CR 119.1,
603.4, 613.1b, 503.1).

Ghazbán Ogre: on a tie nothing triggers; once Bob has more life than Alice, at Alice's upkeep
he gains control of it, and at his own upkeep (the ability now his) it stays his.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

GHAZBAN_OGRE = CardDef(
    name="Ghazbán Ogre", mana_cost="{G}", type_line="Creature — Ogre", power="2",
    toughness="2",
    text="At the beginning of your upkeep, if a player has more life than each other player, "
         "the player with the most life gains control of this creature.")
SACRED_NECTAR = CardDef(name="Sacred Nectar", mana_cost="{1}{W}", type_line="Sorcery",
                        text="You gain 4 life.")

CARDS = (GHAZBAN_OGRE, SACRED_NECTAR)
kit = pytest.mark.plugins(extra={"ogre-kit": card_pool("ogre-kit", CARDS)})


def _setup(table: Table) -> None:
    table.library(0, "Forest", "Forest", "Forest")
    table.library(1, "Forest", "Forest", "Forest")
    table.lands(0, "Forest", 1)
    table.hand(0, "Ghazbán Ogre")
    table.cast("Ghazbán Ogre")
    table.resolve()


@kit
def test_the_ogre_stays_on_a_tie(table: Table) -> None:
    """CR 603.4: 20 life each: at Alice's next upkeep the ability doesn't trigger."""
    _setup(table)
    table.go_to(Step.UPKEEP, turn=3)
    table.resolve_all()
    table.go_to(Step.MAIN1, turn=3)
    table.assert_zone("Ghazbán Ogre", "battlefield", 0)


@kit
def test_the_player_with_the_most_life_gains_control(table: Table) -> None:
    """CR 119.1, 613.1b: Bob casts Sacred Nectar (24 life against 20): at Alice's upkeep he
    gains control of the Ogre; at his own upkeep he still has the most life and keeps it."""
    _setup(table)
    table.next_turn()
    table.lands(1, "Plains", 2)
    table.hand(1, "Sacred Nectar")
    table.cast("Sacred Nectar")
    table.resolve()
    table.assert_life(1, 24)
    table.go_to(Step.MAIN1, turn=3)
    table.assert_zone("Ghazbán Ogre", "battlefield", 1)
    table.go_to(Step.MAIN1, turn=4)
    table.assert_zone("Ghazbán Ogre", "battlefield", 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
