"""Printed "exile ..." and "return the exiled card" linked abilities played (CR 607.2a).

Faceless Butcher and Oblivion Ring exile a card with one triggered ability; the other,
"When ~ leaves the battlefield, return the exiled card ...", returns only the card that
ability of the same object exiled (607.2a). A token exiled ceases to exist (111.7, 704.5d), a
card that left exile is a new object (400.7): nothing returns. A Butcher that leaves before
its enter trigger resolves returns nothing, and the creature then stays exiled.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

FACELESS_BUTCHER = CardDef(
    name="Faceless Butcher", mana_cost="{2}{B}{B}", type_line="Creature — Nightmare Horror",
    text="When this creature enters, exile another target creature.\nWhen this creature "
         "leaves the battlefield, return the exiled card to the battlefield under its owner's "
         "control.", power="2", toughness="3")
MESMERIC_FIEND = CardDef(
    name="Mesmeric Fiend", mana_cost="{1}{B}", type_line="Creature — Nightmare Horror",
    text="When this creature enters, target opponent reveals their hand and you choose a "
         "nonland card from it. Exile that card.\nWhen this creature leaves the battlefield, "
         "return the exiled card to its owner's hand.", power="1", toughness="1")
FIEND_HUNTER = CardDef(
    name="Fiend Hunter", mana_cost="{1}{W}{W}", type_line="Creature — Human Cleric",
    text="When this creature enters, you may exile another target creature.\nWhen this "
         "creature leaves the battlefield, return the exiled card to the battlefield under its "
         "owner's control.", power="1", toughness="3")
MURDER = CardDef(name="Murder", mana_cost="{1}{B}{B}", type_line="Instant",
                 text="Destroy target creature.")

CARDS = (FACELESS_BUTCHER, MESMERIC_FIEND, FIEND_HUNTER, MURDER)
kit = pytest.mark.plugins(extra={"linked-kit": card_pool("linked-kit", CARDS)})


def _butcher(table: Table) -> None:
    table.lands(0, "Swamp", 4)
    table.hand(0, "Faceless Butcher")
    table.cast("Faceless Butcher")
    table.resolve()


def _murder_the_butcher(table: Table) -> None:
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Faceless Butcher"])
    table.resolve()


@kit
def test_the_exiled_card_returns_when_the_butcher_leaves(table: Table) -> None:
    """CR 607.2a: the leaves trigger returns the card the enter trigger exiled, under its
    owner's control, a new object (400.7)."""
    table.battlefield(1, "Grizzly Bears")
    _butcher(table)
    bears = table.find("Grizzly Bears").id
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    _murder_the_butcher(table)
    table.assert_zone("Grizzly Bears", Zone.EXILE)  # a trigger: not until it resolves
    table.resolve()
    returned = table.find("Grizzly Bears", zone=Zone.BATTLEFIELD)
    assert returned.controller == 1 and returned.id != bears


@kit
def test_only_the_card_its_own_ability_exiled_returns(table: Table) -> None:
    """CR 607.2a: Alice's Butcher exiles Bob's Butcher; the Giant is exiled by something
    else. Alice's Butcher leaving returns only Bob's Butcher (the Giant is not "the exiled
    card" of that object)."""
    table.battlefield(1, "Faceless Butcher")
    table.battlefield(1, "Hill Giant")
    table.on_decision("targets", by_name("Faceless Butcher"))
    _butcher(table)
    table.resolve()
    table.assert_zone("Faceless Butcher", Zone.EXILE, player=1)
    table.game.move(table.find("Hill Giant").id, Zone.EXILE, cause="effect", rule="406.2")
    _murder_the_butcher(table)
    table.resolve()
    table.assert_zone("Faceless Butcher", Zone.BATTLEFIELD, player=1)
    table.assert_zone("Hill Giant", Zone.EXILE)


@kit
def test_a_token_exiled_does_not_return(table: Table) -> None:
    """CR 111.7, 704.5d: a token exiled ceases to exist; the leaves trigger returns nothing."""
    bears = table.battlefield(1, "Grizzly Bears")[0]
    table.game.update(bears.id, is_token=True)
    _butcher(table)
    table.resolve()
    assert table.names(Zone.EXILE) == [] and table.names(Zone.BATTLEFIELD, 1) == []
    _murder_the_butcher(table)
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 1) == []


@kit
def test_a_card_that_left_exile_does_not_return(table: Table) -> None:
    """CR 400.7: a card that left exile and came back is a new object: nothing returns."""
    table.battlefield(1, "Grizzly Bears")
    _butcher(table)
    table.resolve()
    bears = table.find("Grizzly Bears", zone=Zone.EXILE)
    table.game.move(bears.id, Zone.GRAVEYARD, cause="effect", rule="400.7")
    again = table.find("Grizzly Bears", zone=Zone.GRAVEYARD)
    table.game.move(again.id, Zone.EXILE, cause="effect", rule="400.7")
    _murder_the_butcher(table)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_a_butcher_that_left_first_exiles_for_ever(table: Table) -> None:
    """CR 607.2a, 603.3: Murder in response to the enter trigger: the leaves trigger resolves
    first and returns nothing; then the Bears are exiled and stay there."""
    table.battlefield(1, "Grizzly Bears")
    _butcher(table)
    _murder_the_butcher(table)  # the leaves trigger goes on the stack above the enter trigger
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)


@kit
def test_the_fiend_returns_the_card_to_its_owners_hand(table: Table) -> None:
    """CR 607.2a: Mesmeric Fiend's "Exile that card" is linked to "return the exiled card to
    its owner's hand"."""
    table.hand(1, "Murder")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Mesmeric Fiend")
    table.cast("Mesmeric Fiend")
    table.resolve()
    table.resolve()
    table.assert_zone("Murder", Zone.EXILE)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Mesmeric Fiend"])
    table.resolve()
    table.resolve()
    assert table.find("Murder", zone=Zone.HAND).owner == 1


@kit
def test_the_hunter_may_exile_and_the_card_returns(table: Table) -> None:
    """CR 607.2a: Fiend Hunter's "you may exile" is linked the same way."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Plains", 3)
    table.hand(0, "Fiend Hunter")
    table.cast("Fiend Hunter")
    table.resolve()
    table.resolve()  # "you may": the default agent accepts
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murder")
    table.cast("Murder", targets=["Fiend Hunter"])
    table.resolve()
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, player=1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
