"""Printed "If a nontoken creature would enter and it wasn't cast, exile it instead.", played
(CR 614.1a, 614.12, 601.2i, 608.3, 611.2c).

Containment Priest, cast with flash, enters itself (it was cast). Then a creature card
returned from a graveyard by Zombify is exiled instead; Grizzly Bears cast from a hand
enters; Raise the Alarm's Soldier tokens enter (tokens aren't watched). Mistcaller's
"Until end of turn, ..." does the same for the turn only.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CONTAINMENT_PRIEST = CardDef(
    name="Containment Priest", mana_cost="{1}{W}", type_line="Creature — Human Cleric",
    text="Flash\nIf a nontoken creature would enter and it wasn't cast, exile it instead.",
    power="2", toughness="2", keywords=("Flash",))
MISTCALLER = CardDef(
    name="Mistcaller", mana_cost="{U}", type_line="Creature — Merfolk Wizard",
    text="Sacrifice this creature: Until end of turn, if a nontoken creature would enter and "
         "it wasn't cast, exile it instead.", power="1", toughness="1")
ZOMBIFY = CardDef(
    name="Zombify", mana_cost="{3}{B}", type_line="Sorcery",
    text="Return target creature card from your graveyard to the battlefield.")
RAISE_THE_ALARM = CardDef(
    name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
    text="Create two 1/1 white Soldier creature tokens.")

CARDS = (CONTAINMENT_PRIEST, MISTCALLER, ZOMBIFY, RAISE_THE_ALARM)
kit = pytest.mark.plugins(extra={"not-cast-kit": card_pool("not-cast-kit", CARDS)})


def _cast_priest(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.hand(0, "Containment Priest")
    table.cast("Containment Priest")
    table.resolve()


def _zombify(table: Table) -> None:
    table.graveyard(0, "Hill Giant")
    table.lands(0, "Swamp", 4)
    table.hand(0, "Zombify")
    table.cast("Zombify", targets=["Hill Giant"])
    table.resolve()


@kit
def test_the_priest_cast_enters(table: Table) -> None:
    """CR 601.2i, 608.3: Containment Priest was cast: it enters the battlefield."""
    _cast_priest(table)
    table.assert_zone("Containment Priest", Zone.BATTLEFIELD, 0)


@kit
def test_a_reanimated_creature_is_exiled_instead(table: Table) -> None:
    """CR 614.1a: Hill Giant returned from the graveyard wasn't cast: exiled instead."""
    _cast_priest(table)
    _zombify(table)
    assert table.names(Zone.EXILE, 0) == ["Hill Giant"]
    assert "Hill Giant" not in table.names(Zone.BATTLEFIELD)
    table.assert_logged(rule="614.1", contains="wasn't cast")


@kit
def test_a_creature_cast_enters(table: Table) -> None:
    """CR 608.3: Grizzly Bears cast from Alice's hand resolves onto the battlefield."""
    _cast_priest(table)
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_tokens_enter(table: Table) -> None:
    """CR 111.1: "nontoken": Raise the Alarm's two Soldiers enter."""
    _cast_priest(table)
    table.lands(0, "Plains", 2)
    table.hand(0, "Raise the Alarm")
    table.cast("Raise the Alarm")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0).count("Soldier Token") == 2


@kit
def test_without_the_priest_the_creature_returns(table: Table) -> None:
    """CR 614.1a: the replacement is the Priest's static ability: none, Hill Giant enters."""
    _zombify(table)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)


def _sacrifice_mistcaller(table: Table) -> None:
    table.battlefield(0, "Mistcaller")
    table.activate("Mistcaller")
    table.resolve()
    table.assert_zone("Mistcaller", Zone.GRAVEYARD, 0)


@kit
def test_mistcaller_exiles_a_reanimated_creature_this_turn(table: Table) -> None:
    """CR 614.1a, 611.2c: sacrificed, Mistcaller's effect exiles Hill Giant this turn."""
    _sacrifice_mistcaller(table)
    _zombify(table)
    assert table.names(Zone.EXILE, 0) == ["Hill Giant"]


@kit
def test_mistcallers_effect_ends_with_the_turn(table: Table) -> None:
    """CR 611.2a: "until end of turn": two turns on, Hill Giant returns to the battlefield."""
    _sacrifice_mistcaller(table)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    _zombify(table)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
