"""Printed "[a player] exiles the top N cards of their library" (Ulamog, the Ceaseless Hunger;
Dimensional Infiltrator), played (CR 406.2, 401.1, 506.2, 603.7c).

Ulamog attacking Carol at a three-player table: Carol, the defending player, exiles the top
twenty cards of her library; Bob (another opponent) and Alice exile none. Dimensional
Infiltrator's target opponent exiles their top card; a land lets its controller return the
Infiltrator to her hand, a nonland card doesn't.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ULAMOG = CardDef(
    name="Ulamog, the Ceaseless Hunger", mana_cost="{10}",
    type_line="Legendary Creature — Eldrazi", power="10", toughness="10",
    keywords=("Indestructible",),
    text="When you cast this spell, exile two target permanents.\nIndestructible\nWhenever "
         "Ulamog attacks, defending player exiles the top twenty cards of their library.")
INFILTRATOR = CardDef(
    name="Dimensional Infiltrator", mana_cost="{1}{U}", type_line="Creature — Eldrazi",
    power="2", toughness="1", keywords=("Devoid", "Flash", "Flying"),
    text="Devoid (This card has no color.)\nFlash\nFlying\n{1}{C}: Target opponent exiles the "
         "top card of their library. If it's a land card, you may return this creature to its "
         "owner's hand. ({C} represents colorless mana.)")

CARDS = (ULAMOG, INFILTRATOR)
kit = pytest.mark.plugins("devoid", extra={"exile-top-kit": card_pool("exile-top-kit", CARDS)})
THREE = ("Alice", "Bob", "Carol")


@kit
def test_the_defending_player_exiles_twenty(table_factory: Callable[..., Table]) -> None:
    """CR 506.2, 603.7c: Ulamog attacks Carol: Carol's top twenty cards go to exile, the
    twenty-first stays; Bob's and Alice's libraries are untouched."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Ulamog, the Ceaseless Hunger")
    for p in range(3):
        table.library(p, *(["Island"] * 20), "Grizzly Bears")
    table.attack("Ulamog, the Ceaseless Hunger", defender="Carol")
    table.resolve_all()
    assert table.names(Zone.LIBRARY, 2) == ["Grizzly Bears"]
    assert table.names(Zone.EXILE, 2).count("Island") == 20
    assert len(table.names(Zone.LIBRARY, 1)) == 21
    assert len(table.names(Zone.LIBRARY, 0)) == 21


@kit
def test_attacking_bob_bob_exiles(table_factory: Callable[..., Table]) -> None:
    """CR 506.2: Ulamog attacks Bob: Bob's twenty go, Carol's stay."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Ulamog, the Ceaseless Hunger")
    for p in range(3):
        table.library(p, *(["Island"] * 21))
    table.attack("Ulamog, the Ceaseless Hunger", defender="Bob")
    table.resolve_all()
    assert len(table.names(Zone.LIBRARY, 1)) == 1
    assert len(table.names(Zone.LIBRARY, 2)) == 21


@kit
def test_infiltrator_a_land_exiled_lets_it_return(table_factory: Callable[..., Table]) -> None:
    """CR 406.2, 608.2c: Carol (the target) exiles her top card, a Forest: Alice may return
    the Infiltrator to her hand, and does; Bob exiles nothing."""
    table = table_factory(players=THREE)
    table.battlefield(0, "Dimensional Infiltrator")
    table.mana(0, "CC")
    table.library(1, "Forest", "Island")
    table.library(2, "Forest", "Island")
    table.activate("Dimensional Infiltrator", targets=["Carol"])
    table.answer("may", "yes")
    table.resolve_all()
    assert table.names(Zone.EXILE, 2) == ["Forest"]
    assert table.names(Zone.LIBRARY, 1) == ["Forest", "Island"]
    table.assert_zone("Dimensional Infiltrator", Zone.HAND, 0)


@kit
def test_infiltrator_a_nonland_exiled_keeps_it_there(table: Table) -> None:
    """CR 608.2c: Bob exiles Grizzly Bears, no land: the Infiltrator stays."""
    table.battlefield(0, "Dimensional Infiltrator")
    table.mana(0, "CC")
    table.library(1, "Grizzly Bears", "Forest")
    table.activate("Dimensional Infiltrator", targets=["Bob"])
    table.resolve_all()
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]
    table.assert_zone("Dimensional Infiltrator", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
