""""Whenever a player attacks enchanted player with one or more creatures, that attacking
player may ..." played (CR 508.3e, 303.4, 603.7c, 608.2d).

Curse of Shallow Graves, cast on Bob: when Alice attacks Bob, Alice (the attacking player)
may create a tapped 2/2 black Zombie token; she may decline. Cast on Alice herself, her attack
on Bob triggers nothing (the enchanted player isn't attacked).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SHALLOW_GRAVES = CardDef(
    name="Curse of Shallow Graves", mana_cost="{2}{B}", type_line="Enchantment — Aura Curse",
    text="Enchant player\nWhenever a player attacks enchanted player with one or more "
         "creatures, that attacking player may create a tapped 2/2 black Zombie creature "
         "token.")

CARDS = (SHALLOW_GRAVES,)
kit = pytest.mark.plugins(extra={"curse-kit": card_pool("curse-kit", CARDS)})


def _curse(table: Table, on: str) -> None:
    table.mana(0, "BBB")
    table.hand(0, "Curse of Shallow Graves")
    table.cast("Curse of Shallow Graves", targets=[on])
    table.resolve()


def _zombies(table: Table, player: int) -> list[str]:
    return [n for n in table.names(Zone.BATTLEFIELD, player) if "Zombie" in n]


@kit
def test_attacking_the_enchanted_player_the_attacker_may_create_a_zombie(
        table: Table) -> None:
    """CR 508.3e, 603.7c: Alice attacks Bob (enchanted): she says yes: a tapped 2/2 Zombie of
    hers; Bob gets none."""
    table.battlefield(0, "Grizzly Bears")
    _curse(table, "Bob")
    table.attack("Grizzly Bears")
    table.answer("may", "yes")
    table.resolve_all()
    assert len(_zombies(table, 0)) == 1
    assert _zombies(table, 1) == []
    zombie = table.find(_zombies(table, 0)[0])
    assert zombie.tapped
    assert (table.power(zombie.card.name), table.toughness(zombie.card.name)) == (2, 2)


@kit
def test_the_attacking_player_may_decline(table: Table) -> None:
    """CR 608.2d: she says no: no token."""
    table.battlefield(0, "Grizzly Bears")
    _curse(table, "Bob")
    table.attack("Grizzly Bears")
    table.answer("may", "no")
    table.resolve_all()
    assert _zombies(table, 0) == []


@kit
def test_attacking_another_player_triggers_nothing(table: Table) -> None:
    """The near miss: the Curse enchants Alice; Alice attacks Bob: nothing triggers."""
    table.battlefield(0, "Grizzly Bears")
    _curse(table, "Alice")
    table.attack("Grizzly Bears")
    assert table.names(Zone.STACK) == []
    table.resolve_all()
    assert _zombies(table, 0) == [] and _zombies(table, 1) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
