"""Chord of Calling's "Search your library for a creature card with mana value X or less, put
it onto the battlefield, then shuffle." played with its convoke (CR 702.51, 107.3, 601.2b,
701.23a, 701.23b): X is the value announced as the spell was cast."""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, card_pool, needs_corpus

from manastack.api import Answer, CardDef, Zone

CHORD_OF_CALLING = CardDef(
    name="Chord of Calling", mana_cost="{X}{G}{G}{G}", type_line="Instant",
    keywords=("Convoke",),
    text="Convoke (Your creatures can help cast this spell. Each creature you tap while "
         "casting this spell pays for {1} or one mana of that creature's color.)\nSearch your "
         "library for a creature card with mana value X or less, put it onto the battlefield, "
         "then shuffle.")
PRINTED = (CHORD_OF_CALLING,)
pytestmark = pytest.mark.plugins("convoke", extra={"chord-kit": card_pool("chord-kit", PRINTED)})


def test_chord_of_calling_finds_a_creature_with_mana_value_x_or_less(table: Table) -> None:
    """CR 601.2b, 701.23a: X = 2: Llanowar Elves (1) and Grizzly Bears (2) are offered, Hill
    Giant (4) and Forest are not; the creature found enters the battlefield."""
    table.lands(0, "Forest", 5)
    table.hand(0, "Chord of Calling")
    table.library(0, "Hill Giant", "Grizzly Bears", "Forest", "Llanowar Elves")
    searches = table.watch_decisions("search")
    table.cast("Chord of Calling", x=2)
    bears = table.find("Grizzly Bears", zone=Zone.LIBRARY).id
    elves = table.find("Llanowar Elves", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (bears,))])
    assert len(searches) == 1
    assert sorted(searches[0].options) == sorted((bears, elves))
    assert searches[0].min == 0  # a stated quality: may be left unfound (701.23b)
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.LIBRARY, 0)
    table.assert_zone("Chord of Calling", Zone.GRAVEYARD, 0)
    table.assert_logged(rule="701.24a")


def test_chord_of_calling_with_x_zero_offers_nothing_over_zero(table: Table) -> None:
    """CR 107.3: X = 0: only mana value 0 creature cards; Memnite is found, the Elves not."""
    table.lands(0, "Forest", 3)
    table.hand(0, "Chord of Calling")
    table.library(0, "Llanowar Elves", "Memnite")
    searches = table.watch_decisions("search")
    table.cast("Chord of Calling", x=0)
    memnite = table.find("Memnite", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (memnite,))])
    assert list(searches[0].options) == [memnite]
    table.assert_zone("Memnite", Zone.BATTLEFIELD, 0)
    table.assert_zone("Llanowar Elves", Zone.LIBRARY, 0)


def test_chord_of_calling_convoked_with_x_two(table: Table) -> None:
    """CR 702.51a, 601.2b: X = 2 paid partly by tapping two creatures: Hill Giant (4) is not
    offered; Grizzly Bears (2) is found."""
    table.lands(0, "Forest", 3)
    table.battlefield(0, "Llanowar Elves", "Memnite")
    table.hand(0, "Chord of Calling")
    table.library(0, "Hill Giant", "Grizzly Bears")
    searches = table.watch_decisions("search")
    table.cast("Chord of Calling", x=2, pay_with={"convoke": ["Llanowar Elves", "Memnite"]})
    assert all(o.tapped for o in table.game.battlefield(0))
    bears = table.find("Grizzly Bears", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("search", (bears,))])
    assert list(searches[0].options) == [bears]
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.LIBRARY, 0)


@needs_corpus
def test_the_pool_card_is_the_printed_card() -> None:
    assert_printed(PRINTED)
