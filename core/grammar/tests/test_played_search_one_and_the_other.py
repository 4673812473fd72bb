"""Printed "Search your library for up to two basic land cards, reveal those cards, put one
onto the battlefield tapped and the other into your hand, then shuffle.", played (CR
701.23a-b, 701.20a, 701.24a).

Cultivate: up to two basic land cards are found and revealed; of two, Alice chooses the one
put onto the battlefield tapped and the other goes to her hand; one found is "one" or "the
other" as she chooses; then she shuffles.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

CULTIVATE = CardDef(
    name="Cultivate", mana_cost="{2}{G}", type_line="Sorcery",
    text="Search your library for up to two basic land cards, reveal those cards, put one onto "
         "the battlefield tapped and the other into your hand, then shuffle.")

CARDS = (CULTIVATE,)
kit = pytest.mark.plugins(extra={"cultivate-kit": card_pool("cultivate-kit", CARDS)})


def _cast_cultivate(table: Table) -> dict[str, int]:
    table.lands(0, "Forest", 3)
    table.hand(0, "Cultivate")
    library = table.library(0, "Island", "Hill Giant", "Plains", "Mountain")
    table.cast("Cultivate")
    return {o.card.name: o.id for o in library}


@kit
def test_cultivate_puts_one_onto_the_battlefield_tapped_and_the_other_into_hand(
        table: Table) -> None:
    """CR 701.23b: only basic land cards are offered; Alice finds Island and Plains, chooses
    Plains for the battlefield (tapped), Island goes to her hand; both revealed (701.20a)."""
    ids = _cast_cultivate(table)
    searched = table.watch_decisions("search")
    chosen = table.watch_decisions("choose")
    table.resolve(answers=[Answer("search", (ids["Island"], ids["Plains"])),
                           Answer("choose", (ids["Plains"],))])
    assert sorted(searched[0].options) == sorted((ids["Island"], ids["Plains"], ids["Mountain"]))
    assert searched[0].max == 2
    assert sorted(chosen[0].options) == sorted((ids["Island"], ids["Plains"]))
    table.assert_zone("Plains", Zone.BATTLEFIELD, 0)
    table.assert_tapped("Plains")
    assert table.names(Zone.HAND, 0) == ["Island"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Hill Giant", "Mountain"]
    table.assert_logged(rule="701.20a", contains="reveals")
    table.assert_logged(rule="701.24a")


@kit
@pytest.mark.parametrize("where", ["battlefield", "hand"])
def test_one_found_is_one_or_the_other_as_its_searcher_chooses(
        table: Table, where: str) -> None:
    """One found may be "one" or "the other" (CR 608.2d): Alice is asked, and it goes
    onto the battlefield tapped or into her hand as she says; no card is chosen among."""
    ids = _cast_cultivate(table)
    chosen = table.watch_decisions("choose")
    asked = table.watch_decisions("one_or_the_other")
    table.resolve(answers=[Answer("search", (ids["Mountain"],)),
                           Answer("one_or_the_other", (where,))])
    assert chosen == []
    assert asked[0].options == ("battlefield", "hand")
    if where == "battlefield":
        table.assert_zone("Mountain", Zone.BATTLEFIELD, 0)
        table.assert_tapped("Mountain")
        assert table.names(Zone.HAND, 0) == []
    else:
        assert table.names(Zone.HAND, 0) == ["Mountain"]
        assert table.names(Zone.BATTLEFIELD, 0).count("Mountain") == 0


@kit
def test_finding_none_is_allowed(table: Table) -> None:
    """CR 701.23b: a search for a quality may find nothing; the library is still shuffled."""
    _cast_cultivate(table)
    table.resolve(answers=[Answer("search", ())])
    assert table.names(Zone.HAND, 0) == []
    assert len(table.names(Zone.LIBRARY, 0)) == 4
    table.assert_logged(rule="701.24a")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
