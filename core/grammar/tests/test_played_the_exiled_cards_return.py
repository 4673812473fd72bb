"""Printed "Return the exiled cards to the battlefield ... at the beginning of the next end
step" played: "the exiled cards" are the cards the exile just before moved (CR 608.2c,
400.7). Hide on the Ceiling exiles and returns them. Disorder in the Court investigates
between the exile and the return: "the exiled cards" are then the cards the spell exiled, not
the Clues it made (test_played_it_after_tokens_and_fights.py plays it).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

RETURN = ("Return the exiled cards to the battlefield tapped under their owners' control at "
          "the beginning of the next end step.")
DISORDER_IN_THE_COURT = CardDef(
    name="Disorder in the Court", mana_cost="{X}{W}{U}", type_line="Instant",
    text="Exile X target creatures, then investigate X times. " + RETURN + " (To investigate, "
         "create a Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a "
         "card.\")")
HIDE_ON_THE_CEILING = CardDef(
    name="Hide on the Ceiling", mana_cost="{X}{U}", type_line="Instant",
    text="Exile X target artifacts and/or creatures. Return the exiled cards to the "
         "battlefield under their owners' control at the beginning of the next end step.")

CARDS = (DISORDER_IN_THE_COURT, HIDE_ON_THE_CEILING)
kit = pytest.mark.plugins(extra={"exiled-cards-kit": card_pool("exiled-cards-kit", CARDS)})


@kit
def test_hide_on_the_ceiling_returns_the_exiled_cards_at_the_end_step(table: Table) -> None:
    """CR 603.7, 400.7: Hide on the Ceiling exiles Alice's Grizzly Bears and Bob's Hill
    Giant; at the beginning of the end step both return, each under its owner's control."""
    table.library(0, *["Island"] * 3)
    table.library(1, *["Island"] * 3)
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Island", 3)
    table.hand(0, "Hide on the Ceiling")
    table.cast("Hide on the Ceiling", targets=[["Grizzly Bears", "Hill Giant"]], x=2)
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.EXILE)
    table.assert_zone("Hill Giant", Zone.EXILE)
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, 0)
    table.assert_zone("Hill Giant", Zone.BATTLEFIELD, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
