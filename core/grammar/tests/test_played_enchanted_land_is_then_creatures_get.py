"""Printed "As long as enchanted land is a basic Mountain, Goblin creatures get +N/+M.",
played (CR 611.3a, 303.4, 205.4a, 613.4c, 109.4).

Goblin Caves: cast on Alice's Forest, no Goblin changes; a second one cast on her Mountain
gives every Goblin creature +0/+2, Alice's Boggart Brute and Bob's alike, Grizzly Bears
nothing; the Mountain leaving, the bonus ends. Goblin Shrine on a Mountain: +1/+0.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GOBLIN_CAVES = CardDef(
    name="Goblin Caves", mana_cost="{1}{R}{R}", type_line="Enchantment — Aura",
    text="Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures get "
         "+0/+2.")
GOBLIN_SHRINE = CardDef(
    name="Goblin Shrine", mana_cost="{1}{R}{R}", type_line="Enchantment — Aura",
    text="Enchant land\nAs long as enchanted land is a basic Mountain, Goblin creatures get "
         "+1/+0.\nWhen this Aura leaves the battlefield, it deals 1 damage to each Goblin "
         "creature.")

CARDS = (GOBLIN_CAVES, GOBLIN_SHRINE)
kit = pytest.mark.plugins(extra={"goblin-caves-kit": card_pool("goblin-caves-kit", CARDS)})


def _brute(table: Table, player: int) -> int:
    return next(o.id for o in table.game.battlefield(player) if o.card.name == "Boggart Brute")


def _toughness(table: Table, player: int) -> int:
    return table.game.chars(_brute(table, player)).toughness or 0


def _enchant(table: Table, aura: str, land: int) -> None:
    table.mana(0, "RRR")
    table.hand(0, aura)
    table.cast(aura, targets=[land])
    table.resolve()


@kit
def test_goblin_caves_gives_every_goblin_toughness_on_a_basic_mountain(table: Table) -> None:
    """CR 611.3a: on a Forest nothing; on a basic Mountain every Goblin creature (both
    players', 109.4) gets +0/+2 and the Bears nothing; the Mountain gone, nothing again."""
    table.battlefield(0, "Boggart Brute", "Grizzly Bears")
    table.battlefield(1, "Boggart Brute")
    forest = table.battlefield(0, "Forest")[0]
    mountain = table.battlefield(0, "Mountain")[0]
    _enchant(table, "Goblin Caves", forest.id)
    assert (_toughness(table, 0), _toughness(table, 1)) == (2, 2)
    _enchant(table, "Goblin Caves", mountain.id)
    assert (_toughness(table, 0), _toughness(table, 1)) == (4, 4)
    assert table.toughness("Grizzly Bears") == 2
    table.game.move(mountain.id, Zone.GRAVEYARD)
    table.refresh()
    assert (_toughness(table, 0), _toughness(table, 1)) == (2, 2)


@kit
def test_goblin_shrine_gives_every_goblin_power_on_a_basic_mountain(table: Table) -> None:
    """CR 613.4c: Boggart Brute 3/2 becomes 4/2 with the Shrine on a basic Mountain."""
    table.battlefield(0, "Boggart Brute")
    mountain = table.battlefield(0, "Mountain")[0]
    _enchant(table, "Goblin Shrine", mountain.id)
    assert table.game.chars(_brute(table, 0)).power == 4


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
