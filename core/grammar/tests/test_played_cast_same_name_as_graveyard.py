""""Whenever an opponent casts a creature or planeswalker spell with the same name as a card
in their graveyard, that player loses 10 life." (Dragonlord Kolaghan), played with three
players (CR 601.2i, 201.2a, 603.7c).

Alice controls Kolaghan. Carol casts Grizzly Bears with a Grizzly Bears in her graveyard:
Carol, the caster, loses 10 life; Bob and Alice lose none. A Grizzly Bears in Bob's
graveyard, not Carol's, triggers nothing; nor does Alice's own spell.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool

from manastack.driver import Table
from manastack.model.cards import CardDef

KOLAGHAN = CardDef(
    name="Dragonlord Kolaghan", mana_cost="{4}{B}{R}",
    type_line="Legendary Creature — Elder Dragon", power="6", toughness="5",
    keywords=("Flying", "Haste"),
    text="Flying, haste\nOther creatures you control have haste.\nWhenever an opponent casts "
         "a creature or planeswalker spell with the same name as a card in their graveyard, "
         "that player loses 10 life.")
CARDS = (KOLAGHAN,)
kit = pytest.mark.plugins("haste", extra={"kolaghan-kit": card_pool("kolaghan-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


def _kolaghan(table: Table) -> None:
    """Alice casts Dragonlord Kolaghan in her main phase."""
    table.mana(0, "BBBRRR")
    table.hand(0, "Dragonlord Kolaghan")
    table.cast("Dragonlord Kolaghan")
    table.resolve()


def _carol_casts_bears(table: Table) -> None:
    table.set_turn(active=2)
    table.mana(2, "GG")
    table.hand(2, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()


@kit
def test_the_caster_with_the_same_name_in_her_graveyard_loses_ten(
        table_factory: Callable[..., Table]) -> None:
    """CR 201.2a, 603.7c: Carol's graveyard holds a Grizzly Bears: she loses 10 life."""
    table = table_factory(players=THREE)
    _kolaghan(table)
    table.graveyard(2, "Grizzly Bears")
    _carol_casts_bears(table)
    assert (table.life(0), table.life(1), table.life(2)) == (20, 20, 10)


@kit
def test_the_same_name_in_another_players_graveyard_does_nothing(
        table_factory: Callable[..., Table]) -> None:
    """"Their graveyard": the Grizzly Bears is in Bob's graveyard, not Carol's; a Hill Giant
    in Carol's shares no name: nobody loses life."""
    table = table_factory(players=THREE)
    _kolaghan(table)
    table.graveyard(1, "Grizzly Bears")
    table.graveyard(2, "Hill Giant")
    _carol_casts_bears(table)
    assert (table.life(0), table.life(1), table.life(2)) == (20, 20, 20)


@kit
def test_the_controllers_own_spell_does_nothing(table_factory: Callable[..., Table]) -> None:
    """"An opponent": Alice casts Grizzly Bears with one in her graveyard: no life lost."""
    table = table_factory(players=THREE)
    _kolaghan(table)
    table.graveyard(0, "Grizzly Bears")
    table.mana(0, "GG")
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert (table.life(0), table.life(1), table.life(2)) == (20, 20, 20)


def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(CARDS)
