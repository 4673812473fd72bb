"""Poison counters given by a spell's words, played from a printed card (CR 122.1f, 704.5c).

Infectious Bite: "Target creature you control deals damage equal to its power to target
creature you don't control. Each opponent gets a poison counter." The poison counter is
the player's poison (CR 122.1f), which the state-based action counts (704.5c).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

INFECTIOUS_BITE = CardDef(
    name="Infectious Bite", mana_cost="{1}{G}", type_line="Instant",
    text="Target creature you control deals damage equal to its power to target creature you "
         "don't control. Each opponent gets a poison counter.")

PRINTED = (INFECTIOUS_BITE,)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _bite(table: Table) -> None:
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Forest", 2)
    table.hand(0, "Infectious Bite")
    table.cast("Infectious Bite", targets=["Grizzly Bears", "Giant Spider"])
    table.resolve()


@kit
def test_each_opponent_gets_a_poison_counter(table: Table) -> None:
    """CR 122.1f: the opponent gets one poison counter, the caster none; no life is lost."""
    _bite(table)
    assert table.game.player(1).poison == 1
    assert table.game.player(0).poison == 0
    assert table.life(1) == 20
    assert table.find("Giant Spider").damage == 2
    table.assert_logged(rule="122.1f")


@kit
def test_the_tenth_poison_counter_loses_the_game(table: Table) -> None:
    """CR 704.5c: a player with nine poison counters gets the tenth and loses."""
    table.game.update_player(1, poison=9)
    _bite(table)
    assert table.game.player(1).poison == 10
    assert table.game.player(1).lost


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
