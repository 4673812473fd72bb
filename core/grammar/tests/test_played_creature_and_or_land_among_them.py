"""A creature card and/or a land card from among the cards revealed, played (CR 608.2d,
701.20a).

In the Presence of Ages: "Reveal the top four cards of your library. You may put a creature
card and/or a land card from among them into your hand. Put the rest into your graveyard."
Up to one creature card and up to one land card go to the hand (a card that is both counts as
either), the rest to the graveyard; the fifth card stays. It comes with its exact Oracle text
(the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

IN_THE_PRESENCE_OF_AGES = CardDef(
    name="In the Presence of Ages", mana_cost="{2}{G}", type_line="Instant",
    text="Reveal the top four cards of your library. You may put a creature card and/or a land "
         "card from among them into your hand. Put the rest into your graveyard.")

PRINTED = (IN_THE_PRESENCE_OF_AGES,)
kit = pytest.mark.plugins(extra={"and-or-kit": card_pool("and-or-kit", PRINTED)})


def _cast(table: Table) -> None:
    table.hand(0, "In the Presence of Ages")
    table.mana(0, "GGG")
    table.library(0, "Grizzly Bears", "Forest", "Hill Giant", "Shock", "Island")
    table.cast("In the Presence of Ages")


@kit
def test_a_creature_card_and_a_land_card_into_the_hand(table: Table) -> None:
    """CR 608.2d: one creature card (of the two) and one land card; the rest into the
    graveyard; only creature cards are offered first, then only land cards."""
    _cast(table)
    giant = table.find("Hill Giant", zone=Zone.LIBRARY).id
    bears = table.find("Grizzly Bears", zone=Zone.LIBRARY).id
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    asked = table.watch_decisions("choose")
    table.resolve(answers=[Answer("choose", (giant,)), Answer("choose", (forest,))])
    assert sorted(asked[0].options) == sorted((bears, giant))
    assert asked[1].options == (forest,)
    assert sorted(table.names(Zone.HAND, 0)) == ["Forest", "Hill Giant"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "In the Presence of Ages",
                                                      "Shock"]
    assert table.names(Zone.LIBRARY, 0) == ["Island"]
    table.assert_logged(rule="701.20a")


@kit
def test_the_player_may_take_only_a_land_or_nothing(table: Table) -> None:
    """CR 608.2d: "you may" and "and/or": no creature card, a land card only."""
    _cast(table)
    forest = table.find("Forest", zone=Zone.LIBRARY).id
    table.resolve(answers=[Answer("choose", ()), Answer("choose", (forest,))])
    assert table.names(Zone.HAND, 0) == ["Forest"]
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Grizzly Bears", "Hill Giant",
                                                      "In the Presence of Ages", "Shock"]


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
