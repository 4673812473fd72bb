"""Printed "At the beginning of your upkeep, if you have 40 or more life, you win the game.",
played (CR 104.2b, 104.1, 603.4).

Felidar Sovereign: with 40 life at the beginning of Alice's upkeep the ability triggers and,
still 40 as it resolves, she wins the game and the game ends (104.2b, 104.1). With 39 it
doesn't trigger; down to 39 before it resolves, it does nothing (603.4: the "if" is checked
again as it resolves).
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FELIDAR_SOVEREIGN = CardDef(
    name="Felidar Sovereign", mana_cost="{4}{W}{W}", type_line="Creature — Cat Beast",
    power="4", toughness="6",
    text="Vigilance (Attacking doesn't cause this creature to tap.)\nLifelink (Damage dealt by "
         "this creature also causes you to gain that much life.)\nAt the beginning of your "
         "upkeep, if you have 40 or more life, you win the game.")

CARDS = (FELIDAR_SOVEREIGN,)
kit = pytest.mark.plugins(extra={"felidar-kit": card_pool("felidar-kit", CARDS)})


def _to_alices_upkeep(table: Table, life: int) -> None:
    table.battlefield(0, "Felidar Sovereign")
    table.game.update_player(0, life=life)
    for p in (0, 1):
        table.library(p, "Island", "Island", "Island")
    table.set_turn(active=1)
    table.go_to(Step.UPKEEP, turn=table.game.state.turn.number + 1)
    assert table.game.state.turn.active == 0


@kit
def test_forty_life_wins_the_game(table: Table) -> None:
    """CR 104.2b, 104.1: the ability resolves with Alice at 40: she wins, the game is over."""
    _to_alices_upkeep(table, 40)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve()
    result = table.game.result()
    assert result.over
    assert result.winners == (0,)
    assert result.losers == (1,)
    table.assert_logged(rule="104.2b")


@kit
def test_thirty_nine_life_doesnt_trigger(table: Table) -> None:
    """CR 603.4: the "if" is false as the upkeep begins: nothing triggers."""
    _to_alices_upkeep(table, 39)
    assert table.names(Zone.STACK) == []
    assert not table.game.result().over


@kit
def test_life_lost_before_it_resolves_wins_nothing(table: Table) -> None:
    """CR 603.4: Bob's Shock in response leaves Alice at 38: the ability does nothing."""
    _to_alices_upkeep(table, 40)
    table.lands(1, "Mountain", 1)
    table.hand(1, "Shock")
    table.pass_priority()  # Alice passes: Bob responds
    table.cast("Shock", targets=["Alice"])
    table.resolve()
    assert table.life(0) == 38
    table.resolve()
    assert not table.game.result().over
    assert table.names(Zone.STACK) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
