"""Printed "Players can't gain life this turn.", played (CR 119.7, 611.2a, 514.2).

Call In a Professional: once it resolves, Healing Salve's "Target player gains 3 life" gains
nobody anything for the rest of the turn, its caster included (119.7: "players" is every
player); the next turn life is gained again (514.2: the effect ends at cleanup). Its other
sentences (unpreventable damage, 3 damage to any target) still happen. The printed card
comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

PROFESSIONAL = CardDef(
    name="Call In a Professional", mana_cost="{2}{R}", type_line="Instant",
    text="Players can't gain life this turn. Damage can't be prevented this turn. Call In a "
         "Professional deals 3 damage to any target. (Shield counters don't prevent this damage "
         "as they're removed.)")

CARDS = (PROFESSIONAL,)
kit = pytest.mark.plugins(extra={"professional-kit": card_pool("professional-kit", CARDS)})


def _professional(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Call In a Professional")
    table.cast("Call In a Professional", targets=[target])
    table.resolve()


def _salve(table: Table, who: str) -> None:
    table.lands(0, "Plains", 1)
    table.hand(0, "Healing Salve")
    table.cast("Healing Salve", modes=[0], targets=[who])
    table.resolve()


@kit
def test_no_player_gains_life_after_it_resolves(table: Table) -> None:
    """CR 119.7: after Call In a Professional, neither Bob nor Alice (its caster) gains."""
    table.game.update_player(0, life=10)
    table.game.update_player(1, life=10)
    _professional(table, "Bob")
    assert table.life(1) == 7
    _salve(table, "Bob")
    assert table.life(1) == 7
    _salve(table, "Alice")
    assert table.life(0) == 10
    table.assert_logged(rule="119.7")


@kit
def test_life_is_gained_again_next_turn(table: Table) -> None:
    """CR 514.2: "this turn" ends in the cleanup step; the next turn Bob gains 3."""
    table.game.update_player(1, life=10)
    table.library(1, "Forest")
    _professional(table, "Bob")
    table.next_turn()
    table.set_turn(active=0, turn=3)
    _salve(table, "Bob")
    assert table.life(1) == 10


@kit
def test_before_it_resolves_life_is_gained(table: Table) -> None:
    """CR 611.2a: the effect starts as the spell resolves, not before."""
    table.game.update_player(1, life=10)
    _salve(table, "Bob")
    assert table.life(1) == 13


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
