"""Printed "Whenever you cast your first instant or sorcery spell each turn, copy that spell.
You may choose new targets for the copy." (Double Vision), played (CR 601.2i, 603.2, 707.10).

Only the first instant or sorcery spell its controller casts in a turn is copied: a creature
spell cast before it doesn't count, a second instant that turn isn't copied, an opponent's
spell isn't. The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

DOUBLE_VISION = CardDef(
    name="Double Vision", mana_cost="{3}{R}{R}", type_line="Enchantment",
    text="Whenever you cast your first instant or sorcery spell each turn, copy that spell. You "
         "may choose new targets for the copy.")

SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")

CARDS = (DOUBLE_VISION, SHOCK)
kit = pytest.mark.plugins(extra={"vision-kit": card_pool("vision-kit", CARDS)})


@kit
def test_the_first_instant_is_copied_not_the_second(table: Table) -> None:
    """CR 601.2i: Grizzly Bears first (a creature spell), then Shock at Bob: copied, 4
    damage; the second Shock that turn isn't: 2 more."""
    table.battlefield(0, "Double Vision")
    table.lands(0, "Forest", 2)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Grizzly Bears", "Shock", "Shock")
    table.cast("Grizzly Bears")
    assert table.names(Zone.STACK) == ["Grizzly Bears"]
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    assert len(table.names(Zone.STACK)) == 2
    table.resolve([Answer("new_targets", ("no",), player=0)])
    table.resolve_all()
    table.assert_life(1, 16)
    table.cast("Shock", targets=["Bob"])
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve_all()
    table.assert_life(1, 14)


@kit
def test_an_opponents_instant_isnt_copied(table: Table) -> None:
    """CR 603.2: "you cast": Bob's Shock at Alice is his; Alice takes 2, not 4."""
    table.battlefield(0, "Double Vision")
    table.set_turn(active=1, turn=2)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.cast("Shock", targets=["Alice"])
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve_all()
    table.assert_life(0, 18)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
