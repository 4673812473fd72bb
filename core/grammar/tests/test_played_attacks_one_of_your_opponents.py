"""Printed "Whenever a creature attacks one of your opponents, that player loses 1 life"
(Calculating Lich), played with three players (CR 508.1b, 508.1m, 603.2, 603.7c).

Once for each creature declared attacking an opponent of the Lich's controller, whoever
controls it; "that player" is the attacked one: Alice's Grizzly Bears attacking Carol make
Carol lose 1, not Bob; Bob's Gray Ogre attacking Carol makes Carol lose 1 more; Bob's Ogre
attacking Alice, the Lich's controller, makes nobody lose life.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.loading.sources import OracleCorpusSource
from manastack.model.cards import CardDef

CALCULATING_LICH = CardDef(
    name="Calculating Lich", mana_cost="{4}{B}{B}", type_line="Creature — Zombie Wizard",
    power="5", toughness="5", keywords=("Menace",),
    text="Menace\nWhenever a creature attacks one of your opponents, that player loses 1 life.")

CARDS = (CALCULATING_LICH,)
kit = pytest.mark.plugins(extra={"lich-kit": card_pool("lich-kit", CARDS)})
CORPUS = OracleCorpusSource.default_path()
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


@pytest.mark.skipif(CORPUS is None or not CORPUS.is_file(), reason="Oracle corpus not installed")
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
