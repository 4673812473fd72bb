""""Whenever this creature or enchanted creature attacks, ..." played (CR 508.1m, 303.4,
508.5, 702.103).

Spiteful Returned attacking: defending player Bob loses 2 life. Cast for its bestow cost onto
Grizzly Bears: the Bears attacking make Bob lose 2; Gray Ogre, not enchanted, attacking
alone makes him lose nothing.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SPITEFUL_RETURNED = CardDef(
    name="Spiteful Returned", mana_cost="{1}{B}", type_line="Enchantment Creature — Zombie",
    power="1", toughness="1",
    text="Bestow {3}{B} (If you cast this card for its bestow cost, it's an Aura spell with "
         "enchant creature. It becomes a creature again if it's not attached.)\nWhenever this "
         "creature or enchanted creature attacks, defending player loses 2 life.\nEnchanted "
         "creature gets +1/+1.")

CARDS = (SPITEFUL_RETURNED,)
kit = pytest.mark.plugins("bestow", extra={"spiteful-kit": card_pool("spiteful-kit", CARDS)})


def _bestow_on_bears(table: Table) -> None:
    table.mana(0, "BBBB")
    table.hand(0, "Spiteful Returned")
    table.cast("Spiteful Returned", using="bestow", targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_the_creature_itself_attacks(table: Table) -> None:
    """CR 508.1m, 508.5: it attacks Bob: Bob loses 2 as the trigger resolves."""
    table.battlefield(0, "Spiteful Returned")
    table.attack("Spiteful Returned")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_life(1, 18)


@kit
def test_the_enchanted_creature_attacks(table: Table) -> None:
    """CR 303.4: bestowed on Grizzly Bears (3/3): the Bears attack: Bob loses 2."""
    table.battlefield(0, "Grizzly Bears")
    _bestow_on_bears(table)
    assert table.power("Grizzly Bears") == 3
    table.attack("Grizzly Bears")
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    table.assert_life(1, 18)


@kit
def test_another_creature_attacking_triggers_nothing(table: Table) -> None:
    """The near miss: bestowed on the Bears, Gray Ogre attacks alone: nothing triggers."""
    table.battlefield(0, "Grizzly Bears", "Gray Ogre")
    _bestow_on_bears(table)
    table.attack("Gray Ogre")
    assert table.names(Zone.STACK) == []
    table.assert_life(1, 20)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
