"""Printed "Whenever one or more creatures you control deal combat damage to a player",
played (CR 510.2, 603.2c, 603.7c).

Grim Hireling makes two Treasures once for two attackers dealing Bob combat damage at once,
and none when Bob's creature deals Alice combat damage. The Odd Acorn Gang draws for its
own (Squirrel) combat damage, not for a Grizzly Bears' alone.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

HIRELING = CardDef(
    name="Grim Hireling", mana_cost="{3}{B}", type_line="Creature — Tiefling Rogue",
    power="3", toughness="2",
    text="Whenever one or more creatures you control deal combat damage to a player, create "
         "two Treasure tokens.\n{B}, Sacrifice X Treasures: Target creature gets -X/-X until "
         "end of turn. Activate only as a sorcery.")
ACORN_GANG = CardDef(
    name="The Odd Acorn Gang", mana_cost="{3}{B}{G}",
    type_line="Legendary Creature — Squirrel Warrior", power="5", toughness="5",
    text="Menace, trample, reach\nSquirrels you control have \"{T}: Target Squirrel gets +2/+2 "
         "and gains trample until end of turn. Activate only as a sorcery.\"\nWhenever one or "
         "more Squirrels you control deal combat damage to a player, draw a card.")

PRINTED = (HIRELING, ACORN_GANG)
kit = pytest.mark.plugins(extra={"batch-damage-kit": card_pool("batch-damage-kit", PRINTED)})


def _treasures(table: Table, player: int) -> int:
    return sum(1 for n in table.names(Zone.BATTLEFIELD, player) if n.startswith("Treasure"))


@kit
def test_grim_hireling_triggers_once_for_two_attackers(table: Table) -> None:
    """CR 603.2c: Grim Hireling and Grizzly Bears deal Bob combat damage at once: one
    trigger, two Treasures; Bob's Grizzly Bears dealing Alice damage: none."""
    table.battlefield(0, "Grim Hireling", "Grizzly Bears")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Plains")
    table.library(1, "Plains")
    bears = table.ids(["Grizzly Bears"], player=0)[0]
    table.attack("Grim Hireling", f"Grizzly Bears#{bears}", defender="Bob")
    table.go_to(Step.COMBAT_DAMAGE)
    assert len(table.names(Zone.STACK)) == 1
    table.resolve_all()
    table.assert_life(1, 15)
    assert _treasures(table, 0) == 2
    table.next_turn()
    table.attack(f"Grizzly Bears#{table.ids(['Grizzly Bears'], player=1)[0]}",
                 defender="Alice")
    table.go_to(Step.COMBAT_DAMAGE)
    assert table.names(Zone.STACK) == []
    table.assert_life(0, 18)
    assert _treasures(table, 0) == 2


@kit
def test_acorn_gang_draws_for_squirrels_only(table: Table) -> None:
    """The filter: Grizzly Bears alone deals Bob combat damage: no card; the Squirrel: one."""
    table.battlefield(0, "The Odd Acorn Gang", "Grizzly Bears")
    table.library(0, "Plains", "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.attack("Grizzly Bears", defender="Bob")
    table.go_to(Step.COMBAT_DAMAGE)
    assert table.names(Zone.STACK) == []
    table.assert_life(1, 18)
    table.set_turn(active=0, step=Step.MAIN1, turn=3)
    table.attack("The Odd Acorn Gang", defender="Bob")
    table.go_to(Step.COMBAT_DAMAGE)
    table.resolve_all()
    table.assert_life(1, 13)
    assert table.names(Zone.HAND, 0) == ["Plains"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
