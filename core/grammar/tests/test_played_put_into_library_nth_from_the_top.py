"""Printed "put target ... into its owner's library fourth from the top" (Lost to Legend) and
"... just beneath the top X cards of that library" (Unexpectedly Absent, Quarry Colossus),
played (CR 401.7, 107.3).

The permanent goes under that many cards of its owner's library; a library with fewer cards
takes it on the bottom (CR 401.7); X is the spell's X (107.3) or, with "where X is", the
number counted as the ability resolves (608.2h).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

UNEXPECTEDLY_ABSENT = CardDef(
    name="Unexpectedly Absent", mana_cost="{X}{W}{W}", type_line="Instant",
    text="Put target nonland permanent into its owner's library just beneath the top X cards "
         "of that library.")
QUARRY_COLOSSUS = CardDef(
    name="Quarry Colossus", mana_cost="{5}{W}{W}", type_line="Creature — Giant", power="5",
    toughness="6",
    text="When this creature enters, put target creature into its owner's library just "
         "beneath the top X cards of that library, where X is the number of Plains you control.")
LOST_TO_LEGEND = CardDef(
    name="Lost to Legend", mana_cost="{W}{W}", type_line="Instant",
    text="Put target nonland historic permanent into its owner's library fourth from the top. "
         "(Artifacts, legendaries, and Sagas are historic.)")

ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter", power="0",
    toughness="2", keywords=("Flying",), text="Flying")

TEFERI = CardDef(
    name="Teferi, Hero of Dominaria", mana_cost="{3}{W}{U}",
    type_line="Legendary Planeswalker — Teferi", loyalty="4",
    text="[+1]: Draw a card. At the beginning of the next end step, untap up to two lands.\n"
         "[−3]: Put target nonland permanent into its owner's library third from the top.\n"
         "[−8]: You get an emblem with \"Whenever you draw a card, exile target permanent an "
         "opponent controls.\"")

CARDS = (UNEXPECTEDLY_ABSENT, QUARRY_COLOSSUS, LOST_TO_LEGEND, ORNITHOPTER, TEFERI)
kit = pytest.mark.plugins(extra={"tuck-depth-kit": card_pool("tuck-depth-kit", CARDS)})

BOBS_LIBRARY = ("Forest", "Island", "Swamp", "Mountain", "Wastes")


def _library(table: Table, player: int) -> list[str]:
    """The names of ``player``'s library, top first."""
    return [o.card.name for o in table.game.objects_in(Zone.LIBRARY, player)]


def _absent(table: Table, x: int, library: tuple[str, ...]) -> list[str]:
    """Alice casts Unexpectedly Absent with X = ``x`` on Bob's Grizzly Bears; Bob's library
    (top first) after it resolved."""
    table.library(1, *library)
    assert _library(table, 1) == list(library)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Unexpectedly Absent")
    table.lands(0, "Plains", x + 2)
    table.cast("Unexpectedly Absent", x=x, targets=["Grizzly Bears"])
    table.resolve()
    return _library(table, 1)


@kit
def test_unexpectedly_absent_puts_it_beneath_the_top_x_cards(table: Table) -> None:
    """CR 401.7, 107.3: X = 2: the Bears are the third card of Bob's library."""
    assert _absent(table, 2, BOBS_LIBRARY) == ["Forest", "Island", "Grizzly Bears", "Swamp",
                                               "Mountain", "Wastes"]


@kit
def test_unexpectedly_absent_with_x_0_puts_it_on_top(table: Table) -> None:
    """X = 0: beneath no card, the top of the library."""
    assert _absent(table, 0, BOBS_LIBRARY)[0] == "Grizzly Bears"


@kit
def test_a_library_with_fewer_cards_takes_it_on_the_bottom(table: Table) -> None:
    """CR 401.7: X = 4 with two cards in Bob's library: the Bears go on the bottom."""
    assert _absent(table, 4, ("Forest", "Island")) == ["Forest", "Island", "Grizzly Bears"]


@kit
def test_lost_to_legend_puts_it_fourth_from_the_top(table: Table) -> None:
    """CR 401.7: "fourth from the top": under three cards. Ornithopter is an artifact, so
    historic (700.6)."""
    table.library(1, *BOBS_LIBRARY)
    table.battlefield(1, "Ornithopter")
    table.hand(0, "Lost to Legend")
    table.lands(0, "Plains", 2)
    table.cast("Lost to Legend", targets=["Ornithopter"])
    table.resolve()
    assert _library(table, 1) == ["Forest", "Island", "Swamp", "Ornithopter", "Mountain",
                                  "Wastes"]


@kit
def test_teferis_minus_3_puts_it_third_from_the_top(table: Table) -> None:
    """CR 401.7, 606: Teferi's [−3]: Bob's Bears go under the top two cards of his library;
    Teferi is left with one loyalty counter."""
    table.library(1, *BOBS_LIBRARY)
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(0, "Teferi, Hero of Dominaria")
    table.activate("Teferi, Hero of Dominaria", 1, targets=["Grizzly Bears"])
    table.resolve()
    assert _library(table, 1) == ["Forest", "Island", "Grizzly Bears", "Swamp", "Mountain",
                                  "Wastes"]
    assert table.counters("Teferi, Hero of Dominaria", "loyalty") == 1


@kit
def test_quarry_colossus_counts_the_plains_as_it_resolves(table: Table) -> None:
    """CR 608.2h: X is the number of Plains Alice controls as the trigger resolves: the
    seven (tapped) Plains that paid for the Colossus, not Bob's Plains: seven cards above the
    Bears, so the bottom of Bob's five-card library (CR 401.7)."""
    table.library(1, *BOBS_LIBRARY)
    table.battlefield(1, "Grizzly Bears")
    table.battlefield(1, "Plains")  # Bob's Plains don't count: "you control"
    table.hand(0, "Quarry Colossus")
    table.lands(0, "Plains", 7)
    table.cast("Quarry Colossus")
    table.resolve()  # the Colossus enters; its trigger targets the Bears
    table.assert_zone("Quarry Colossus", Zone.BATTLEFIELD, 0)
    table.resolve()
    assert _library(table, 1) == [*BOBS_LIBRARY, "Grizzly Bears"]


@kit
def test_quarry_colossus_with_few_plains(table: Table) -> None:
    """CR 608.2h: Alice controls two Plains (and other lands): the Bears go beneath the top
    two cards."""
    table.library(1, *BOBS_LIBRARY)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Quarry Colossus")
    table.lands(0, "Plains", 2)
    table.lands(0, "Wastes", 5)
    table.cast("Quarry Colossus")
    table.resolve()
    table.resolve()
    assert _library(table, 1) == ["Forest", "Island", "Grizzly Bears", "Swamp", "Mountain",
                                  "Wastes"]


@pytest.mark.plugins("unearth", extra={"tuck-depth-kit": card_pool("tuck-depth-kit", CARDS)})
def test_unexpectedly_absent_on_an_unearthed_creature_exiles_it(table: Table) -> None:
    """CR 702.84a, 614.1a: the unearthed Dregscape Zombie "would leave the battlefield": it is
    exiled instead of put into Alice's library, which stays as it was; no line says it went
    beneath the top card of that library (401.7), it never got there."""
    table.library(0, "Forest", "Island")
    table.lands(0, "Swamp", 1)
    table.graveyard(0, "Dregscape Zombie")
    table.activate("Dregscape Zombie")  # Unearth {B}
    table.resolve()
    table.assert_zone("Dregscape Zombie", Zone.BATTLEFIELD, 0)
    table.hand(0, "Unexpectedly Absent")
    table.lands(0, "Plains", 3)
    table.cast("Unexpectedly Absent", x=1, targets=["Dregscape Zombie"])
    table.resolve()
    table.assert_zone("Dregscape Zombie", Zone.EXILE, 0)
    assert _library(table, 0) == ["Forest", "Island"]
    table.assert_not_logged(rule="401.7", contains="beneath the top")

@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
