""""Reveal the top N cards of your library. An opponent separates those cards into two piles.
Put one pile into your hand and the other into your graveyard." played (CR 700.3, 608.2d).

The opponent puts each revealed card into exactly one of two piles (700.3a), either of which
may be empty (700.3d); the cards stay in the library while grouped (700.3c); the caster
chooses the pile that goes to the hand, the other goes to the graveyard.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

FACT_OR_FICTION = CardDef(
    name="Fact or Fiction", mana_cost="{3}{U}", type_line="Instant",
    text="Reveal the top five cards of your library. An opponent separates those cards into "
         "two piles. Put one pile into your hand and the other into your graveyard.")
SPHINX_OF_UTHUUN = CardDef(
    name="Sphinx of Uthuun", mana_cost="{5}{U}{U}", type_line="Creature \u2014 Sphinx",
    power="5", toughness="6", keywords=("Flying",),
    text="Flying\nWhen this creature enters, reveal the top five cards of your library. An "
         "opponent separates those cards into two piles. Put one pile into your hand and the "
         "other into your graveyard.")

PRINTED = (FACT_OR_FICTION, SPHINX_OF_UTHUUN)
kit = pytest.mark.plugins(extra={"piles-kit": card_pool("piles-kit", PRINTED)})

TOP_FIVE = ("Lightning Bolt", "Grizzly Bears", "Forest", "Mountain", "Plains")


@kit
def test_fact_or_fiction_opponent_separates_caster_chooses(table: Table) -> None:
    """CR 700.3a, 700.3c, 608.2d: Bob puts Lightning Bolt alone in the first pile; Alice takes
    the other four into her hand, the Bolt goes to her graveyard; the sixth card stays."""
    table.lands(0, "Island", 4)
    table.hand(0, "Fact or Fiction")
    table.library(0, *TOP_FIVE, "Swamp")
    separations = table.watch_decisions("separate_piles")
    picks = table.watch_decisions("choose_pile")
    table.cast("Fact or Fiction")
    bolt = table.find("Lightning Bolt", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("separate_piles", (bolt,)), Answer("choose_pile", ("2",))])
    assert [d.player for d in separations] == [1]
    assert len(separations[0].options) == 5
    assert [d.player for d in picks] == [0]
    assert sorted(table.names(Zone.HAND, 0)) == sorted(TOP_FIVE[1:])
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Fact or Fiction", "Lightning Bolt"]
    assert table.names(Zone.LIBRARY, 0) == ["Swamp"]
    table.assert_logged(rule="700.3")


@kit
def test_fact_or_fiction_the_pile_chosen_may_be_the_small_one(table: Table) -> None:
    """CR 608.2d: Alice may take the one-card pile: the Bolt to her hand, the four others to
    her graveyard."""
    table.lands(0, "Island", 4)
    table.hand(0, "Fact or Fiction")
    table.library(0, *TOP_FIVE)
    table.cast("Fact or Fiction")
    bolt = table.find("Lightning Bolt", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("separate_piles", (bolt,)), Answer("choose_pile", ("1",))])
    assert table.names(Zone.HAND, 0) == ["Lightning Bolt"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == sorted(("Fact or Fiction", *TOP_FIVE[1:]))


@kit
def test_fact_or_fiction_a_pile_can_be_empty(table: Table) -> None:
    """CR 700.3d: Bob puts all five cards in one pile; Alice chooses the empty pile and all
    five go to her graveyard, none to her hand."""
    table.lands(0, "Island", 4)
    table.hand(0, "Fact or Fiction")
    table.library(0, *TOP_FIVE)
    table.cast("Fact or Fiction")
    five = tuple(table.find(n, zone=Zone.LIBRARY).id for n in TOP_FIVE)
    table.resolve(answers=[Answer("separate_piles", five), Answer("choose_pile", ("2",))])
    assert table.names(Zone.HAND, 0) == []
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == sorted(("Fact or Fiction", *TOP_FIVE))
    table.assert_logged(contains="empty")


@kit
def test_fact_or_fiction_with_fewer_cards_in_the_library(table: Table) -> None:
    """CR 700.3, 401.3: with two cards in the library only those two are revealed and
    separated."""
    table.lands(0, "Island", 4)
    table.hand(0, "Fact or Fiction")
    table.library(0, "Forest", "Mountain")
    separations = table.watch_decisions("separate_piles")
    table.cast("Fact or Fiction")
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("separate_piles", (forest,)), Answer("choose_pile", ("1",))])
    assert len(separations[0].options) == 2
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert "Mountain" in table.names(Zone.GRAVEYARD, 0)


@kit
def test_fact_or_fiction_with_an_empty_library_asks_nothing(table: Table) -> None:
    """CR 700.3d, 401.3: no card revealed: nobody separates nor chooses a pile."""
    table.lands(0, "Island", 4)
    table.hand(0, "Fact or Fiction")
    asked = table.watch_decisions()
    table.cast("Fact or Fiction")
    table.resolve()
    assert [d.kind for d in asked if d.kind in ("separate_piles", "choose_pile")] == []
    assert table.names(Zone.GRAVEYARD, 0) == ["Fact or Fiction"]


@kit
def test_sphinx_of_uthuun_enters_and_its_trigger_splits_the_top_five(table: Table) -> None:
    """CR 603.2, 700.3: Sphinx of Uthuun cast and resolved: its enters trigger reveals the top
    five, Bob separates them, Alice takes the pile of two lands."""
    table.lands(0, "Island", 7)
    table.hand(0, "Sphinx of Uthuun")
    table.library(0, *TOP_FIVE)
    separations = table.watch_decisions("separate_piles")
    table.cast("Sphinx of Uthuun")
    table.resolve()  # the creature spell
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    mountain = table.find("Mountain", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("separate_piles", (forest, mountain)),
                           Answer("choose_pile", ("1",))])
    assert [d.player for d in separations] == [1]
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Mountain"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == sorted(
        ("Lightning Bolt", "Grizzly Bears", "Plains"))
    table.assert_zone("Sphinx of Uthuun", Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
