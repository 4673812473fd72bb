"""Searches whose filter is a subtype, "permanent card" and a mana value, or a card's own name
(CR 701.23, 110.4a, 202.3, 201.2).

Cateran Brute's "{2}, {T}: Search your library for a Mercenary permanent card with mana value 2
or less, put it onto the battlefield, then shuffle" offers only the Mercenary permanent cards
of mana value 2 or less (not a Mercenary of mana value 5, a Mercenary kindred sorcery or a
non-Mercenary creature); Squadron Hawk's "you may search your library for up to three cards
named ~" offers only the cards named Squadron Hawk. Both shuffle after (701.24a). Cateran Brute
and Squadron Hawk come with their exact Oracle text (the test at the end compares them with
the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

CATERAN_BRUTE = CardDef(
    name="Cateran Brute", mana_cost="{2}{B}", type_line="Creature — Horror Mercenary",
    text="{2}, {T}: Search your library for a Mercenary permanent card with mana value 2 or "
         "less, put it onto the battlefield, then shuffle.", power="2", toughness="2")
SQUADRON_HAWK = CardDef(
    name="Squadron Hawk", mana_cost="{1}{W}", type_line="Creature — Bird",
    text="Flying\nWhen this creature enters, you may search your library for up to three "
         "cards named Squadron Hawk, reveal them, put them into your hand, then shuffle.",
    power="1", toughness="1")
SPINELESS_THUG = CardDef(
    name="Spineless Thug", mana_cost="{1}{B}", type_line="Creature — Phyrexian Zombie Mercenary",
    text="This creature can't block.", power="2", toughness="2")
PRIMEVAL_SHAMBLER = CardDef(
    name="Primeval Shambler", mana_cost="{4}{B}", type_line="Creature — Horror Mercenary",
    text="{B}: This creature gets +1/+1 until end of turn.", power="3", toughness="3")
# not printed: a Mercenary card of mana value 1 that is no permanent card (CR 110.4a, 308.3)
MERCENARY_CONTRACT = CardDef(
    name="Test Mercenary Contract", mana_cost="{B}", type_line="Kindred Sorcery — Mercenary",
    text="Draw a card.")

PRINTED = (CATERAN_BRUTE, SQUADRON_HAWK, SPINELESS_THUG, PRIMEVAL_SHAMBLER)
kit = pytest.mark.plugins(extra={"testkit": card_pool("library-searches-testkit",
                                                      (*PRINTED, MERCENARY_CONTRACT))})


@kit
def test_cateran_brute_finds_only_a_mercenary_permanent_card_of_mana_value_2_or_less(
        table: Table) -> None:
    """CR 701.23a-b, 110.4a, 202.3: the options are Spineless Thug alone; it enters under its
    searcher's control, then the library is shuffled (701.24a)."""
    table.battlefield(0, "Cateran Brute")
    table.lands(0, "Swamp", 2)
    table.library(0, "Primeval Shambler", "Test Mercenary Contract", "Grizzly Bears",
                  "Spineless Thug")
    searches = table.watch_decisions("search")
    table.activate("Cateran Brute")
    thug = table.find("Spineless Thug", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (thug,))])
    assert [tuple(d.options) for d in searches] == [(thug,)]
    table.assert_zone("Spineless Thug", Zone.BATTLEFIELD, 0)
    assert sorted(table.names(Zone.LIBRARY, 0)) == [
        "Grizzly Bears", "Primeval Shambler", "Test Mercenary Contract"]
    table.assert_logged(rule="701.23a", contains="Mercenary permanent with mana value 2 or less")
    table.assert_logged(rule="701.24a")


@kit
def test_cateran_brute_may_find_nothing(table: Table) -> None:
    """CR 701.23b: a search for a card with a stated quality may find none: the player
    chooses nothing, the library is still shuffled."""
    table.battlefield(0, "Cateran Brute")
    table.lands(0, "Swamp", 2)
    table.library(0, "Spineless Thug", "Grizzly Bears")
    table.activate("Cateran Brute")
    table.resolve(answers=[Answer("search", ())])
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Grizzly Bears", "Spineless Thug"]
    table.assert_logged(rule="701.24a")


@kit
def test_squadron_hawk_finds_up_to_three_cards_named_squadron_hawk(table: Table) -> None:
    """CR 603.2, 701.23, 201.2: the enters trigger offers the three other Squadron Hawks and
    nothing else; the player takes two of them into their hand (up to three), revealed
    (701.20a); then the library is shuffled (701.24a)."""
    table.lands(0, "Plains", 2)
    table.hand(0, "Squadron Hawk")
    table.library(0, "Grizzly Bears", "Squadron Hawk", "Squadron Hawk", "Squadron Hawk")
    table.cast("Squadron Hawk")
    table.resolve()  # the creature spell
    searches = table.watch_decisions("search")
    hawks = [o.id for o in table.game.objects_in(Zone.LIBRARY, 0)
             if o.card.name == "Squadron Hawk"]
    table.resolve(answers=[Answer("may", ("yes",)), Answer("search", tuple(hawks[:2]))])
    assert len(searches) == 1
    assert sorted(searches[0].options) == sorted(hawks)
    assert searches[0].max == 3
    assert table.names(Zone.HAND, 0) == ["Squadron Hawk", "Squadron Hawk"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Grizzly Bears", "Squadron Hawk"]
    table.assert_logged(rule="701.20a", contains="reveals Squadron Hawk")
    table.assert_logged(rule="701.24a")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
