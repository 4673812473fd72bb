"""Printed "At the beginning of each opponent's upkeep, Mogis deals 2 damage to that player
unless they sacrifice a creature of their choice.", cast and played (CR 118.12, 118.3, 603.7c,
701.21a).

Mogis, God of Slaughter is cast from its owner's hand with its exact Oracle definition (the
corpus record, checked below). At the opponent's upkeep, "that player" chooses whether to
sacrifice a creature they control (which one is theirs to choose) and may only if they control
one; not sacrificed, Mogis deals them 2 damage.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone
from manastack.model.turns import Step

MOGIS = CardDef(
    name="Mogis, God of Slaughter", mana_cost="{2}{B}{R}",
    type_line="Legendary Enchantment Creature — God", power="7", toughness="5",
    text="Indestructible\nAs long as your devotion to black and red is less than seven, Mogis "
         "isn't a creature.\nAt the beginning of each opponent's upkeep, Mogis deals 2 damage "
         "to that player unless they sacrifice a creature of their choice.")

CARDS = (MOGIS,)
kit = pytest.mark.plugins("oracle", extra={"unless-they-sacrifice-kit":
                                           card_pool("unless-they-sacrifice-kit", CARDS)})


def _to_bobs_upkeep(table: Table, cast_and_resolve: Callable[..., None]) -> None:
    cast_and_resolve(table, "Mogis, God of Slaughter", {"Swamp": 2, "Mountain": 2})
    for p in (0, 1):
        table.library(p, "Island", "Island")
    table.go_to(Step.UPKEEP, turn=2)
    assert table.game.state.turn.active == 1
    assert len(table.names(Zone.STACK)) == 1


@kit
def test_mogis_bob_sacrifices_a_creature_and_takes_no_damage(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 118.12, 701.21a: Bob chooses to sacrifice, and which creature: Llanowar Elves goes,
    Grizzly Bears stays, and he takes no damage."""
    table.battlefield(1, "Grizzly Bears", "Llanowar Elves")
    _to_bobs_upkeep(table, cast_and_resolve)
    table.resolve(answers=[Answer("pay_unless", (True,), player=1),
                           Answer("sacrifice", ("Llanowar Elves",), player=1)])
    assert table.names(Zone.GRAVEYARD, 1) == ["Llanowar Elves"]
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 1)
    table.assert_life(1, 20)


@kit
def test_mogis_bob_declines_and_takes_two(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 118.12: Bob keeps his creature: Mogis deals him 2 damage."""
    table.battlefield(1, "Grizzly Bears")
    _to_bobs_upkeep(table, cast_and_resolve)
    table.resolve(answers=[Answer("pay_unless", (False,), player=1)])
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 1)
    table.assert_life(1, 18)


@kit
def test_mogis_bob_without_a_creature_cannot_avoid_the_damage(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 118.3: with no creature, Bob can't sacrifice one (nobody is asked): 2 damage; Alice's
    creature is not his to sacrifice."""
    table.battlefield(0, "Grizzly Bears")
    _to_bobs_upkeep(table, cast_and_resolve)
    table.resolve()
    assert "Grizzly Bears" in table.names(Zone.BATTLEFIELD, 0)
    table.assert_life(1, 18)
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(CARDS)


@pytest.mark.plugins("oracle")
def test_bellowing_mauler_each_player_loses_4_unless_they_sacrifice_a_nontoken_creature(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """"At the beginning of your end step, each player loses 4 life unless they sacrifice a
    nontoken creature of their choice." (Bellowing Mauler, cast): in APNAP order (101.4) Alice
    declines and loses 4 life, keeping her Mauler; Bob sacrifices his Grizzly Bears (118.12) and
    loses none."""
    cast_and_resolve(table, "Bellowing Mauler", {"Swamp": 5})
    table.battlefield(1, "Grizzly Bears")
    table.go_to(Step.END)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve(answers=[Answer("pay_unless", (False,), player=0),
                           Answer("pay_unless", (True,), player=1),
                           Answer("sacrifice", ("Grizzly Bears",), player=1)])
    table.assert_life(0, 16)
    table.assert_life(1, 20)
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]
    assert "Bellowing Mauler" in table.names(Zone.BATTLEFIELD, 0)
