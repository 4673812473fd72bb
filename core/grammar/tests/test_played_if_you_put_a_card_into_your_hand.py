"""Printed "... You may reveal a creature card from among them and put it into your hand. Put
the rest on the bottom of your library in a random order. If you didn't put a card into your
hand this way, draw a card." (Adventure Awaits) and "... Put one of them into your hand and
the other into your graveyard. If you put an artifact card into your hand this way, you gain
3 life." (Chrome Courier), played (CR 608.2c, 401.4).

Adventure Awaits draws only when no creature card was put into the hand; Chrome Courier gains
life only when the card put into the hand is an artifact card.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table, by_name
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

ADVENTURE_AWAITS = CardDef(
    name="Adventure Awaits", mana_cost="{1}{G}", type_line="Sorcery",
    text="Look at the top five cards of your library. You may reveal a creature card from "
         "among them and put it into your hand. Put the rest on the bottom of your library in "
         "a random order. If you didn't put a card into your hand this way, draw a card.")
CHROME_COURIER = CardDef(
    name="Chrome Courier", mana_cost="{1}{W}{U}", type_line="Artifact Creature — Thopter",
    text="Flying\nWhen this creature enters, reveal the top two cards of your library. Put one "
         "of them into your hand and the other into your graveyard. If you put an artifact "
         "card into your hand this way, you gain 3 life.",
    power="1", toughness="1")

CARDS = (ADVENTURE_AWAITS, CHROME_COURIER)
kit = pytest.mark.plugins(extra={"put-hand-kit": card_pool("put-hand-kit", CARDS)})

LIBRARY = ("Forest", "Grizzly Bears", "Island", "Plains", "Swamp", "Mountain")


def _adventure(table: Table, answers: list[Answer]) -> None:
    table.library(0, *LIBRARY)
    table.lands(0, "Forest", 2)
    table.hand(0, "Adventure Awaits")
    table.cast("Adventure Awaits")
    table.resolve(answers=answers)


@kit
def test_a_creature_put_into_the_hand_draws_nothing(table: Table) -> None:
    """CR 608.2c: Grizzly Bears is put into the hand: no card drawn."""
    table.on_decision("choose", by_name("Grizzly Bears"))
    _adventure(table, [])
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]


@kit
def test_declining_draws_a_card(table: Table) -> None:
    """CR 608.2c: no card put into the hand: the sixth card, Mountain, is drawn (the five
    looked at went to the bottom, 401.4)."""
    _adventure(table, [Answer("choose", ())])
    assert table.names(Zone.HAND, 0) == ["Mountain"]


def _courier(table: Table, top: tuple[str, str], keep: str) -> None:
    table.library(0, *top, "Wastes")
    table.lands(0, "Plains", 1)
    table.lands(0, "Island", 2)
    table.hand(0, "Chrome Courier")
    table.on_decision("choose", by_name(keep))
    table.cast("Chrome Courier")
    table.resolve_all()
    table.assert_zone(keep, Zone.HAND, 0)


@kit
def test_an_artifact_card_put_into_the_hand_gains_3_life(table: Table) -> None:
    """CR 608.2c: Sol Ring, an artifact card, is put into the hand: 3 life."""
    _courier(table, ("Sol Ring", "Grizzly Bears"), "Sol Ring")
    table.assert_life(0, 23)


@kit
def test_another_card_put_into_the_hand_gains_nothing(table: Table) -> None:
    """CR 608.2c: Grizzly Bears is no artifact card: no life."""
    _courier(table, ("Sol Ring", "Grizzly Bears"), "Grizzly Bears")
    table.assert_life(0, 20)
    table.assert_zone("Sol Ring", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
