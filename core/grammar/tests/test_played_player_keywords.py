"""Printed "You have <keyword>" played from the hand (CR 702.18, 702.11, 115.4).

True Believer ("You have shroud.", rule "grammar:player keyword") is cast with its exact
Oracle text. Once it is on the battlefield its controller has shroud (CR 702.18d: a player
with shroud can't be the target of spells or abilities, their own included); the opponent
does not. A spell targeting that player is refused at 601.2c, the game unchanged (732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

TRUE_BELIEVER = CardDef(
    name="True Believer", mana_cost="{W}{W}", type_line="Creature — Human Cleric", power="2",
    toughness="2", text="You have shroud. (You can't be the target of spells or abilities.)")

CARDS = (TRUE_BELIEVER,)
kit = pytest.mark.plugins(extra={"provec-kit": card_pool("provec-kit", CARDS)})


@kit
def test_true_believer_gives_its_controller_shroud(table: Table) -> None:
    """CR 702.18d, 115.4: once True Believer resolves, neither player may target its
    controller; its controller's opponent can still be targeted."""
    table.lands(0, "Plains", 2)
    table.lands(0, "Mountain", 2)
    table.hand(0, "True Believer", "Shock", "Shock")
    table.cast("Shock", targets=["Alice"])  # before: Alice can be targeted
    table.resolve()
    assert table.life(0) == 18
    table.cast("True Believer")
    table.resolve()
    assert table.zone_of("True Believer") is Zone.BATTLEFIELD
    table.assert_illegal(table.cast, "Shock", targets=["Alice"], rule="601.2c")  # its own too
    assert table.life(0) == 18
    table.cast("Shock", targets=["opponent"])  # the opponent has no shroud
    table.resolve()
    assert table.life(1) == 18
    table.set_turn(active=1)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Alice"], rule="601.2c")
    assert table.life(0) == 18


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
