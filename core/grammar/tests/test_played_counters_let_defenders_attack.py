"""Printed "As long as this creature has a counter on it, it can attack as though it didn't
have defender." and "As long as there are two or more counters among creatures you control,
this creature can attack ...", played (CR 702.3b, 609.4, 122.1, 611.3a).

Demon Wall: cast, a turn later it can't attack (refused, the game unchanged, CR 732); its
{5}{B} puts two +1/+1 counters on it, then it attacks. Backstreet Bruiser: cast, a turn
later one +1/+1 counter among Alice's creatures isn't enough, Bob's counters don't count, and
a second counter (of another kind) on Alice's Grizzly Bears lets it attack.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

DEMON_WALL = CardDef(
    name="Demon Wall", mana_cost="{1}{B}", type_line="Artifact Creature — Demon Wall",
    text="Defender\nMenace (This creature can't be blocked except by two or more creatures.)\n"
         "As long as this creature has a counter on it, it can attack as though it didn't have "
         "defender.\n{5}{B}: Put two +1/+1 counters on this creature.", power="3",
    toughness="3")
BACKSTREET_BRUISER = CardDef(
    name="Backstreet Bruiser", mana_cost="{1}{U}", type_line="Creature — Octopus Rogue",
    text="Defender\nAs long as there are two or more counters among creatures you control, "
         "this creature can attack as though it didn't have defender.", power="3",
    toughness="3")

CARDS = (DEMON_WALL, BACKSTREET_BRUISER)
kit = pytest.mark.plugins(extra={"counter-defenders-kit": card_pool("counter-defenders-kit",
                                                                    CARDS)})


@kit
def test_demon_wall_attacks_once_it_has_a_counter(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 702.3b: no counter: it can't attack; after its ability, two +1/+1 counters: it
    attacks as a 5/5 (609.4, 122.1)."""
    cast_and_resolve(table, "Demon Wall", {"Swamp": 2})
    next_turn(table, 2)
    table.assert_illegal(table.attack, "Demon Wall", rule="508.1")
    table.lands(0, "Swamp", 6)
    table.activate("Demon Wall")
    table.resolve()
    assert table.find("Demon Wall").counters.get("+1/+1") == 2
    table.attack("Demon Wall")
    assert table.game.is_attacking(table.find("Demon Wall").id)
    assert table.power("Demon Wall") == 5


@kit
def test_backstreet_bruiser_attacks_with_two_counters_among_your_creatures(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 109.4, 122.1: one +1/+1 counter on Alice's Bears and three on Bob's Bears: it
    can't attack; an oil counter more on Alice's Bears (two counters, of any kinds) and it
    attacks (702.3b, 609.4)."""
    cast_and_resolve(table, "Backstreet Bruiser", {"Island": 2})
    table.battlefield(0, "Grizzly Bears", counters={"+1/+1": 1})
    table.battlefield(1, "Grizzly Bears", counters={"+1/+1": 3})
    next_turn(table, 2)
    table.assert_illegal(table.attack, "Backstreet Bruiser", rule="508.1")
    bears = next(o for o in table.game.battlefield(0) if o.card.name == "Grizzly Bears")
    table.game.add_counters(bears.id, "oil", 1)
    table.attack("Backstreet Bruiser")
    assert table.game.is_attacking(table.find("Backstreet Bruiser").id)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
