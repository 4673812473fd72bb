"""Printed "look at the top card / the top N cards of target player's library" (Dewdrop Spy,
Elemental Augury; CR 115.1, 401.3, 401.4), and "Reveal the top card of target opponent's
library. If it's a land, ..." (Prophecy; 608.2c).

The library looked at is the target's, not the controller's; "then put them back in any
order" puts the cards back on top of their owner's library in the order the controller
chooses. After "the top card of target player's library", "it" is that card while it is still
there, as after "the top card of your library". The cards come with their exact Oracle
definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DEWDROP_SPY = CardDef(
    name="Dewdrop Spy", mana_cost="{1}{U}{U}", type_line="Creature — Faerie Rogue",
    text="Flash\nFlying\nWhen this creature enters, look at the top card of target player's "
         "library.", power="2", toughness="2")
ELEMENTAL_AUGURY = CardDef(
    name="Elemental Augury", mana_cost="{U}{B}{R}", type_line="Enchantment",
    text="{3}: Look at the top three cards of target player's library, then put them back in "
         "any order.")

CARDS = (DEWDROP_SPY, ELEMENTAL_AUGURY)

oracle = pytest.mark.plugins("oracle")

kit = pytest.mark.plugins(extra={"look-at-library-kit": card_pool("look-at-library-kit",
                                                                  CARDS)})


@kit
def test_dewdrop_spy_looks_at_the_targets_library(table: Table) -> None:
    """CR 401.3: Alice looks at the top card of Bob's library; nothing moves."""
    table.battlefield(0, "Island", "Island", "Island")
    table.hand(0, "Dewdrop Spy")
    table.library(0, "Forest", "Forest")
    table.library(1, "Lightning Bolt", "Mountain")
    table.answer("targets", "player 2")
    table.cast("Dewdrop Spy")
    table.resolve()
    table.resolve()
    table.assert_logged(rule="401.3", contains="top 1 card(s) of Bob's library")
    assert table.names(Zone.LIBRARY, 1) == ["Lightning Bolt", "Mountain"]
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Forest"]


@kit
def test_elemental_augury_reorders_the_targets_top_three(table: Table) -> None:
    """CR 401.4: the three cards go back on top of Bob's library in Alice's order (the last
    put back is the top card); Alice's own library is untouched."""
    table.battlefield(0, "Elemental Augury", "Island", "Island", "Island")
    table.library(0, "Forest", "Plains")
    table.library(1, "Lightning Bolt", "Mountain", "Grizzly Bears", "Swamp")
    table.activate("Elemental Augury", 0, targets=["player 2"])
    table.answer("order_top", "Lightning Bolt")
    table.answer("order_top", "Mountain")
    table.resolve()
    assert table.names(Zone.LIBRARY, 1) == ["Grizzly Bears", "Mountain", "Lightning Bolt",
                                            "Swamp"]
    assert table.names(Zone.LIBRARY, 0) == ["Forest", "Plains"]
    table.assert_logged(rule="401.4", contains="their owner's library")


def _prophecy(table: Table, top: str) -> None:
    """Alice casts Prophecy ({W}) targeting Bob, ``top`` on top of Bob's library."""
    table.lands(0, "Plains", 1)
    table.hand(0, "Prophecy")
    table.library(0, "Forest", "Island")
    table.library(1, top, "Lightning Bolt", "Shock")
    table.cast("Prophecy", targets=["player 2"])
    table.resolve_all()


@oracle
def test_prophecy_gains_life_when_the_revealed_card_is_a_land(table: Table) -> None:
    """CR 608.2c: "it" is the card revealed on top of Bob's library; a Mountain is a land, so
    Alice gains 1 life (119.3), then Bob shuffles (701.24a)."""
    _prophecy(table, "Mountain")
    table.assert_life(0, 21)
    table.assert_logged(rule="701.20a", contains="Mountain")
    table.assert_logged(rule="701.24a", contains="Bob shuffles")


@oracle
def test_prophecy_gains_no_life_when_the_revealed_card_is_not_a_land(table: Table) -> None:
    """CR 608.2c: Grizzly Bears isn't a land: no life, and the delayed draw still comes at the
    next turn's upkeep (603.7)."""
    _prophecy(table, "Grizzly Bears")
    table.assert_life(0, 20)
    table.next_turn()
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Forest"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
