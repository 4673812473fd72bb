"""Printed "Whenever this creature attacks, it deals 1 damage to each creature defending
player controls" (Swathcutter Giant), played with three players (CR 506.2, 508.5, 603.7c).

"Defending player" is the player the Giant attacks: attacking Carol, her creatures are dealt
1 damage each, Bob's (another opponent) and Alice's own are not. Ronin Cliffrider's "you may
have it deal ..." does it only if its controller says yes.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SWATHCUTTER = CardDef(
    name="Swathcutter Giant", mana_cost="{4}{R}{W}", type_line="Creature — Giant Soldier",
    power="5", toughness="5", keywords=("Vigilance",),
    text="Vigilance\nWhenever this creature attacks, it deals 1 damage to each creature "
         "defending player controls.")
CLIFFRIDER = CardDef(
    name="Ronin Cliffrider", mana_cost="{3}{R}{R}", type_line="Creature — Human Samurai",
    power="2", toughness="2", keywords=("Bushido",),
    text="Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until "
         "end of turn.)\nWhenever this creature attacks, you may have it deal 1 damage to each "
         "creature defending player controls.")

CARDS = (SWATHCUTTER, CLIFFRIDER)
kit = pytest.mark.plugins("bushido", extra={"defending-kit": card_pool("defending-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


@kit
def test_only_the_attacked_players_creatures_are_dealt_damage(
        table_factory: Callable[..., Table]) -> None:
    """CR 506.2, 603.7c: the Giant attacks Carol: her Llanowar Elves die (1 damage), Bob's
    Elves and Alice's own Elves live; no player is dealt damage."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Swathcutter Giant", "Llanowar Elves")
    table.battlefield(1, "Llanowar Elves")
    table.battlefield(2, "Llanowar Elves", "Gray Ogre")
    table.attack("Swathcutter Giant", defender="Carol")
    table.resolve_all()
    assert "Llanowar Elves" not in table.names(Zone.BATTLEFIELD, 2)
    assert table.find("Gray Ogre").damage == 1
    assert "Llanowar Elves" in table.names(Zone.BATTLEFIELD, 1)
    assert "Llanowar Elves" in table.names(Zone.BATTLEFIELD, 0)
    assert (table.life(0), table.life(1), table.life(2)) == (20, 20, 20)


@kit
def test_attacking_bob_spares_carol(table_factory: Callable[..., Table]) -> None:
    """CR 506.2: attacking Bob instead, Bob's Elves die and Carol's live."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Swathcutter Giant")
    table.battlefield(1, "Llanowar Elves")
    table.battlefield(2, "Llanowar Elves")
    table.attack("Swathcutter Giant", defender="Bob")
    table.resolve_all()
    assert "Llanowar Elves" not in table.names(Zone.BATTLEFIELD, 1)
    assert "Llanowar Elves" in table.names(Zone.BATTLEFIELD, 2)


@kit
def test_you_may_have_it_deal_the_damage(table: Table) -> None:
    """CR 603.5, 608.2d: Cliffrider's controller says yes: Bob's Elves die."""
    table.battlefield(0, "Ronin Cliffrider")
    table.battlefield(1, "Llanowar Elves")
    table.attack("Ronin Cliffrider")
    table.answer("may", "yes")
    table.resolve_all()
    assert "Llanowar Elves" not in table.names(Zone.BATTLEFIELD, 1)


@kit
def test_you_may_decline(table: Table) -> None:
    """CR 608.2d: she says no: the Elves live."""
    table.battlefield(0, "Ronin Cliffrider")
    table.battlefield(1, "Llanowar Elves")
    table.attack("Ronin Cliffrider")
    table.answer("may", "no")
    table.resolve_all()
    assert "Llanowar Elves" in table.names(Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
