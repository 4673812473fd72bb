"""Printed "It gains \\"If this creature would leave the battlefield, exile it instead of
putting it anywhere else.\\"" (Geth, Thane of Contracts), played (CR 614.1a, 611.2c, 602.2).

Alice casts Geth; two turns on she activates it: her Grizzly Bears returns from
her graveyard with the ability; Lightning Bolt kills it and it is exiled instead of going to
her graveyard. Her other creature, without the ability, dies.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

GETH = CardDef(
    name="Geth, Thane of Contracts", mana_cost="{1}{B}{B}",
    type_line="Legendary Creature — Phyrexian Zombie",
    text="Other creatures you control get -1/-1.\n{1}{B}{B}, {T}: Return target creature card "
         "from your graveyard to the battlefield. It gains \"If this creature would leave the "
         "battlefield, exile it instead of putting it anywhere else.\" Activate only as a "
         "sorcery.", power="3", toughness="4")

CARDS = (GETH,)
kit = pytest.mark.plugins(extra={"geth-kit": card_pool("geth-kit", CARDS)})


def _geth_returns_the_bears(table: Table) -> None:
    table.lands(0, "Swamp", 6)
    table.hand(0, "Geth, Thane of Contracts")
    table.cast("Geth, Thane of Contracts")
    table.resolve()
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.next_turn()
    table.next_turn()
    table.graveyard(0, "Grizzly Bears")
    table.activate("Geth, Thane of Contracts", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


def _bolt(table: Table, target: str) -> None:
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=[target])
    table.resolve()


@kit
def test_the_returned_creature_is_exiled_instead_of_dying(table: Table) -> None:
    """CR 614.1a: the Bears has the ability Geth gave it: it would die, it is exiled."""
    _geth_returns_the_bears(table)
    _bolt(table, "Grizzly Bears")
    assert table.names(Zone.EXILE, 0) == ["Grizzly Bears"]
    assert "Grizzly Bears" not in table.names(Zone.GRAVEYARD, 0)


@kit
def test_another_creature_dies(table: Table) -> None:
    """CR 614.1a: Hill Giant didn't gain the ability: it goes to Alice's graveyard."""
    _geth_returns_the_bears(table)
    table.battlefield(0, "Hill Giant")
    _bolt(table, "Hill Giant")
    assert "Hill Giant" in table.names(Zone.GRAVEYARD, 0)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
