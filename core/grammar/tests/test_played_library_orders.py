"""Cards looked at and put back in an order chosen, and a card searched for put on top after
the shuffle (CR 401.4, 701.23a, 701.24a).

Sage Owl's "When this creature enters, look at the top four cards of your library, then put
them back in any order" puts the four top cards back on top in the order its controller
chooses (the last one put back is the top card); Mystical Tutor's "Search your library for an
instant or sorcery card, reveal it, then shuffle and put that card on top" offers only instant
and sorcery cards and puts the one found on top after the shuffle, so the shuffle can't bury
it. Both come with their exact Oracle text (the test at the end compares them with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

SAGE_OWL = CardDef(
    name="Sage Owl", mana_cost="{1}{U}", type_line="Creature — Bird", power="1",
    toughness="1",
    text="Flying\nWhen this creature enters, look at the top four cards of your library, then "
         "put them back in any order.")
MYSTICAL_TUTOR = CardDef(
    name="Mystical Tutor", mana_cost="{U}", type_line="Instant",
    text="Search your library for an instant or sorcery card, reveal it, then shuffle and put "
         "that card on top.")

PRINTED = (SAGE_OWL, MYSTICAL_TUTOR)
kit = pytest.mark.plugins(extra={"library-orders-kit": card_pool("library-orders-kit", PRINTED)})
LIBRARY = ("Island", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears", "Hill Giant",
           "Craw Wurm", "Memnite", "Sol Ring")


@kit
def test_sage_owl_puts_the_top_four_back_in_the_chosen_order(table: Table) -> None:
    """CR 603.2, 401.4: the four top cards go back on top one by one as chosen (the last one
    put back is the top card); the cards below them stay where they were."""
    table.lands(0, "Island", 2)
    table.hand(0, "Sage Owl")
    table.library(0, "Island", "Forest", "Mountain", "Plains", "Swamp", "Grizzly Bears")
    table.cast("Sage Owl")
    table.resolve()  # the creature spell
    top = [o.id for o in table.game.objects_in(Zone.LIBRARY, 0)][:4]
    island, _forest, mountain, plains = top
    orders = table.watch_decisions("order_top")
    # put back Plains, then Island, then Mountain, then (the last, not asked) Forest on top
    table.resolve(answers=[Answer("order_top", (plains,)), Answer("order_top", (island,)),
                           Answer("order_top", (mountain,))])
    assert len(orders) == 3
    assert sorted(orders[0].options) == sorted(top)
    assert table.names(Zone.LIBRARY, 0) == [
        "Forest", "Mountain", "Island", "Plains", "Swamp", "Grizzly Bears"]
    table.assert_logged(rule="401.4", contains="back on top")


@kit
def test_sage_owl_with_fewer_cards_puts_back_what_there_is(table: Table) -> None:
    """CR 401.4: with two cards in the library both are looked at and put back; one choice."""
    table.lands(0, "Island", 2)
    table.hand(0, "Sage Owl")
    table.library(0, "Island", "Forest")
    table.cast("Sage Owl")
    table.resolve()
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("order_top", (forest,))])
    assert table.names(Zone.LIBRARY, 0) == ["Island", "Forest"]


@kit
def test_mystical_tutor_puts_the_card_found_on_top_after_the_shuffle(table: Table) -> None:
    """CR 701.23a-b, 701.24a: only instant and sorcery cards are offered; the one found is
    revealed (701.20a) and is the top card after the library is shuffled."""
    table.lands(0, "Island", 1)
    table.hand(0, "Mystical Tutor")
    table.library(0, *LIBRARY, "Shock", "Divination")
    searches = table.watch_decisions("search")
    table.cast("Mystical Tutor")
    divination = table.find("Divination", zone=Zone.LIBRARY).id
    shock = table.find("Shock", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (divination,))])
    assert len(searches) == 1
    assert sorted(searches[0].options) == sorted((divination, shock))
    library = table.names(Zone.LIBRARY, 0)
    assert library[0] == "Divination"
    assert sorted(library) == sorted((*LIBRARY, "Shock", "Divination"))
    table.assert_logged(rule="701.20a", contains="reveals Divination")
    shuffled = table.logged(rule="701.24a")
    assert shuffled


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
