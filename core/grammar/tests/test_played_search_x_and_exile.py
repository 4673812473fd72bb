"""Printed "Search your library for an artifact card with mana value X or less, put it onto
the battlefield, then shuffle." and "Search your library for three cards, exile them, then
shuffle.", played (CR 107.3, 601.2b, 701.23a, 701.23b, 701.23d, 406.2).

Reshape (and Chord of Calling, played with the convoke plugin): X is the value announced as
the spell was cast (601.2b), so only cards of that type with mana value X or less are offered,
and finding none is allowed (a stated quality, 701.23b). Foresight: "three cards" is a
quantity with no quality, so three cards must be found when the library has them (701.23d);
they are exiled.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

RESHAPE = CardDef(
    name="Reshape", mana_cost="{X}{U}{U}", type_line="Sorcery",
    text="As an additional cost to cast this spell, sacrifice an artifact.\nSearch your library "
         "for an artifact card with mana value X or less, put it onto the battlefield, then "
         "shuffle.")
FORESIGHT = CardDef(
    name="Foresight", mana_cost="{1}{U}", type_line="Sorcery",
    text="Search your library for three cards, exile them, then shuffle.\nDraw a card at the "
         "beginning of the next turn's upkeep.")

PRINTED = (RESHAPE, FORESIGHT)
kit = pytest.mark.plugins(extra={"search-x-kit": card_pool("search-x-kit", PRINTED)})


@kit
def test_reshape_sacrifices_an_artifact_and_finds_one_with_mana_value_x_or_less(
        table: Table) -> None:
    """CR 601.2f, 601.2b: the artifact is sacrificed as a cost; X = 1: Sol Ring (1) and
    Memnite (0) are offered, Sphere of Resistance (2) and Grizzly Bears (not an artifact)
    are not."""
    table.lands(0, "Island", 3)
    table.battlefield(0, "Helm of Awakening")
    table.hand(0, "Reshape")
    table.library(0, "Grizzly Bears", "Sol Ring", "Memnite", "Sphere of Resistance")
    searches = table.watch_decisions("search")
    table.cast("Reshape", x=1, sacrifice=["Helm of Awakening"])
    table.assert_zone("Helm of Awakening", Zone.GRAVEYARD, 0)
    ring = table.find("Sol Ring", zone=Zone.LIBRARY).id
    memnite = table.find("Memnite", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (ring,))])
    assert sorted(searches[0].options) == sorted((ring, memnite))
    table.assert_zone("Sol Ring", Zone.BATTLEFIELD, 0)
    table.assert_zone("Grizzly Bears", Zone.LIBRARY, 0)


@kit
def test_foresight_must_find_three_cards_and_exiles_them(table: Table) -> None:
    """CR 701.23d: three cards, no quality: exactly three must be found; they are exiled and
    the library shuffled (701.24a)."""
    table.lands(0, "Island", 2)
    table.hand(0, "Foresight")
    table.library(0, "Forest", "Grizzly Bears", "Hill Giant", "Sol Ring", "Memnite")
    searches = table.watch_decisions("search")
    table.cast("Foresight")
    picked = tuple(table.find(n, zone=Zone.LIBRARY).id for n in ("Sol Ring", "Memnite", "Forest"))
    table.resolve(answers=[Answer("search", picked)])
    assert (searches[0].min, searches[0].max) == (3, 3)
    assert sorted(table.names(Zone.EXILE, 0)) == ["Forest", "Memnite", "Sol Ring"]
    assert sorted(table.names(Zone.LIBRARY, 0)) == ["Grizzly Bears", "Hill Giant"]
    table.assert_logged(rule="701.23d")


@kit
def test_foresight_with_two_cards_finds_both(table: Table) -> None:
    """CR 701.23d: as many as possible when the library has fewer than three."""
    table.lands(0, "Island", 2)
    table.hand(0, "Foresight")
    table.library(0, "Forest", "Memnite")
    searches = table.watch_decisions("search")
    table.cast("Foresight")
    both = tuple(o.id for o in table.game.objects_in(Zone.LIBRARY, 0))
    table.resolve(answers=[Answer("search", both)])
    assert (searches[0].min, searches[0].max) == (2, 2)
    assert sorted(table.names(Zone.EXILE, 0)) == ["Forest", "Memnite"]
    assert table.names(Zone.LIBRARY, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
