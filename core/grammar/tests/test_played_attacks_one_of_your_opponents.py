"""Printed "Whenever a creature attacks one of your opponents, that player loses 1 life"
(Calculating Lich), played with three players (CR 508.1b, 508.1m, 603.2, 603.7c).

Once for each creature declared attacking an opponent of the Lich's controller, whoever
controls it; "that player" is the attacked one: Alice's Grizzly Bears attacking Carol make
Carol lose 1, not Bob; Bob's Gray Ogre attacking Carol makes Carol lose 1 more; Bob's Ogre
attacking Alice, the Lich's controller, makes nobody lose life. Gahiji, Honored One also
counts an attack on a planeswalker an opponent controls.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Card
from manastack.model.typeline import TypeLine

GAHIJI = CardDef(
    name="Gahiji, Honored One", mana_cost="{2}{R}{G}{W}", type_line="Legendary Creature — Beast",
    power="4", toughness="4",
    text="Whenever a creature attacks one of your opponents or a planeswalker an opponent "
         "controls, that creature gets +2/+0 until end of turn.")
CALCULATING_LICH = CardDef(
    name="Calculating Lich", mana_cost="{4}{B}{B}", type_line="Creature — Zombie Wizard",
    power="5", toughness="5", keywords=("Menace",),
    text="Menace\nWhenever a creature attacks one of your opponents, that player loses 1 life.")

CARDS = (CALCULATING_LICH, GAHIJI)
kit = pytest.mark.plugins(extra={"lich-kit": card_pool("lich-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


@kit
def test_the_attacked_opponent_loses_the_life(table_factory: Callable[..., Table]) -> None:
    """CR 603.7c: Alice's Bears attack Carol: Carol loses 1 as they attack, Bob nothing."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Calculating Lich", "Grizzly Bears")
    table.attack("Grizzly Bears", defender="Carol")
    table.resolve_all()
    assert table.life(2) == 19
    assert table.life(1) == 20
    assert table.life(0) == 20


@kit
def test_an_opponents_creature_attacking_another_opponent_counts(
        table_factory: Callable[..., Table]) -> None:
    """CR 603.2: "a creature": Bob's Ogre attacking Carol makes Carol lose 1."""
    table = table_factory(players=THREE, active=1)
    table.battlefield(0, "Calculating Lich")
    table.battlefield(1, "Gray Ogre")
    table.attack("Gray Ogre", defender="Carol")
    table.resolve_all()
    assert table.life(2) == 19
    assert table.life(1) == 20


@kit
def test_a_creature_attacking_the_lichs_controller_does_nothing(
        table_factory: Callable[..., Table]) -> None:
    """CR 102.2: Alice is no opponent of her own: Bob's Ogre attacking her triggers nothing."""
    table = table_factory(players=THREE, active=1)
    table.battlefield(0, "Calculating Lich")
    table.battlefield(1, "Gray Ogre")
    table.attack("Gray Ogre", defender="Alice")
    table.resolve_all()
    assert (table.life(0), table.life(1), table.life(2)) == (20, 20, 20)


@kit
def test_gahiji_pumps_an_attacker_of_an_opponent_or_their_planeswalker(
        table_factory: Callable[..., Table]) -> None:
    """CR 508.1b: Alice's Bears attacking Bob and her Ogre attacking Bob's planeswalker each
    get +2/+0 (the Bears 4/2, the Ogre 4/2); Bob's Hill Giant attacking Alice does not."""
    table = table_factory(players=THREE)
    walker = Card(name="Test Walker", type_line=TypeLine.parse("Legendary Planeswalker — Jace"),
                  loyalty="4")
    table.battlefield(1, walker, counters={"loyalty": 4})
    table.battlefield(0, "Gahiji, Honored One", "Grizzly Bears", "Gray Ogre")
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears", defender="Bob")
    table.resolve_all()
    assert table.power("Grizzly Bears") == 4
    table.set_turn(active=0, turn=3)
    table.attack("Gray Ogre", defender="Test Walker")
    table.resolve_all()
    assert table.power("Gray Ogre") == 4
    table.set_turn(active=1, turn=4)
    table.attack("Hill Giant", defender="Alice")
    table.resolve_all()
    assert table.power("Hill Giant") == 3


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
