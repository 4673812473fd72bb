"""Printed "if [it] would die / leave the battlefield, exile it instead" replacement effects,
played (CR 614.1a, 611.2c, 700.4, 400.7).

Malicious Malfunction: "If a creature would die this turn, exile it instead." is a rule of
the game for the turn: every creature that would die this turn is exiled, one that entered
after the spell resolved included (611.2c); the next turn creatures die again.
Gruesome Encore: the creature put onto the battlefield is exiled instead of going anywhere
else when it would leave; another creature destroyed the same way still dies.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MALICIOUS_MALFUNCTION = CardDef(
    name="Malicious Malfunction", mana_cost="{1}{B}{B}", type_line="Sorcery",
    text="All creatures get -2/-2 until end of turn. If a creature would die this turn, exile "
         "it instead.")
GRUESOME_ENCORE = CardDef(
    name="Gruesome Encore", mana_cost="{2}{B}", type_line="Sorcery",
    text="Put target creature card from an opponent's graveyard onto the battlefield under "
         "your control. It gains haste. Exile it at the beginning of the next end step. If "
         "that creature would leave the battlefield, exile it instead of putting it anywhere "
         "else.")

CARDS = (MALICIOUS_MALFUNCTION, GRUESOME_ENCORE)
kit = pytest.mark.plugins("haste", extra={
    "exile-instead-kit": card_pool("exile-instead-kit", CARDS)})


def _bolt(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


def _malfunction(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Malicious Malfunction")
    table.cast("Malicious Malfunction")
    table.resolve()


@kit
def test_malfunction_exiles_the_creatures_that_would_die(table: Table) -> None:
    """CR 614.1a, 704.5f: Bob's Grizzly Bears (2/2 then 0/0) is exiled, not put into his
    graveyard; the 4/4 survives as a 2/2."""
    table.battlefield(1, "Grizzly Bears", "Hill Giant")
    _malfunction(table)
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]
    assert table.zone_of("Hill Giant") is Zone.BATTLEFIELD
    table.assert_logged(rule="614.1", contains="exile it instead")


@kit
def test_a_creature_entering_later_this_turn_is_exiled_too(table: Table) -> None:
    """CR 611.2c: the effect changes a rule, not objects: a creature put onto the
    battlefield after it resolved and then dealt lethal damage this turn is exiled."""
    _malfunction(table)
    table.battlefield(1, "Grizzly Bears")
    table.refresh()
    _bolt(table, "Grizzly Bears")
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == []


@kit
def test_next_turn_creatures_die_again(table: Table) -> None:
    """CR 614.1a, 611.2a: "this turn": the turn after, a creature dies (700.4)."""
    _malfunction(table)
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.battlefield(1, "Grizzly Bears")
    table.refresh()
    _bolt(table, "Grizzly Bears")
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


def _encore(table: Table) -> None:
    table.graveyard(1, "Grizzly Bears")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Gruesome Encore")
    table.cast("Gruesome Encore", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@kit
def test_encores_creature_is_exiled_instead_of_dying(table: Table) -> None:
    """CR 614.1a: Bob's Grizzly Bears, under Alice's control, would die: it is exiled."""
    _encore(table)
    _bolt(table, "Grizzly Bears")
    assert table.names(Zone.GRAVEYARD, 1) == []
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]


@kit
def test_encores_creature_is_exiled_instead_of_returning_to_hand(table: Table) -> None:
    """CR 614.1a: "anywhere else": returned to its owner's hand, it is exiled instead."""
    _encore(table)
    bears = table.find("Grizzly Bears")
    table.game.move(bears.id, Zone.HAND, cause="effect")
    assert table.names(Zone.HAND, 1) == []
    assert table.names(Zone.EXILE, 1) == ["Grizzly Bears"]


@kit
def test_another_creature_still_dies(table: Table) -> None:
    """CR 614.1a: only the creature it put onto the battlefield is watched."""
    _encore(table)
    table.battlefield(0, "Hill Giant")
    _bolt(table, "Hill Giant")
    assert "Hill Giant" in table.names(Zone.GRAVEYARD, 0)
    assert "Hill Giant" not in table.names(Zone.EXILE)
    assert table.zone_of("Grizzly Bears") is Zone.BATTLEFIELD


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
