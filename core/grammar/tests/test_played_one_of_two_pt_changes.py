"""Printed "{1}: This creature gets +1/-1 or -1/+1 until end of turn.", played (CR 608.2d,
613.4c, 514.2).

Brightling: its controller chooses one of the two changes as the ability resolves, and only
that one applies, until the cleanup step.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.turns import Step

BRIGHTLING = CardDef(
    name="Brightling", mana_cost="{1}{W}{W}", type_line="Creature — Shapeshifter",
    text="{W}: This creature gains vigilance until end of turn.\n{W}: This creature gains "
         "lifelink until end of turn.\n{W}: Return this creature to its owner's hand.\n{1}: "
         "This creature gets +1/-1 or -1/+1 until end of turn.", power="3", toughness="3")

CARDS = (BRIGHTLING,)
kit = pytest.mark.plugins(extra={"brightling-kit": card_pool("brightling-kit", CARDS)})


@kit
def test_brightling_gets_the_change_its_controller_chooses(table: Table) -> None:
    """CR 608.2d: +1/-1 chosen, then -1/+1 chosen: each applies once (613.4c): 3/3 again;
    then +1/-1 twice: 5/1."""
    table.lands(0, "Plains", 4)
    table.battlefield(0, "Brightling")
    table.activate("Brightling", 3)
    table.resolve(answers=[Answer("choose_pt_change", ("+1/-1",))])
    assert (table.power("Brightling"), table.toughness("Brightling")) == (4, 2)
    table.activate("Brightling", 3)
    table.resolve(answers=[Answer("choose_pt_change", ("-1/+1",))])
    assert (table.power("Brightling"), table.toughness("Brightling")) == (3, 3)
    table.activate("Brightling", 3)
    table.resolve(answers=[Answer("choose_pt_change", ("+1/-1",))])
    table.activate("Brightling", 3)
    table.resolve(answers=[Answer("choose_pt_change", ("+1/-1",))])
    assert (table.power("Brightling"), table.toughness("Brightling")) == (5, 1)
    table.assert_logged(rule="608.2d", contains="+1/-1")


@kit
def test_brightlings_change_ends_at_cleanup(table: Table) -> None:
    """CR 514.2: chosen -1/+1 this turn, a 3/3 again next turn."""
    table.lands(0, "Plains", 1)
    table.battlefield(0, "Brightling")
    table.library(1, "Plains")
    table.activate("Brightling", 3)
    table.resolve(answers=[Answer("choose_pt_change", ("-1/+1",))])
    assert (table.power("Brightling"), table.toughness("Brightling")) == (2, 4)
    table.go_to(Step.MAIN1, turn=2)
    assert (table.power("Brightling"), table.toughness("Brightling")) == (3, 3)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
