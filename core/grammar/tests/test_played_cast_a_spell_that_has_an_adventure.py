"""Printed "Whenever you cast a creature spell that has an Adventure, ...", played (CR 715.2a,
715.3, 715.3b, 601.2i, 603.2).

An adventurer card cast as its creature is a creature spell that has an Adventure: Murderous
Rider cast as the creature draws Edgewall Innkeeper's controller a card and puts a +1/+1
counter on Wandermare; cast as its Adventure, Swift End (an instant, 715.3b) triggers
neither, nor does Grizzly Bears (no Adventure), nor Bob's adventurer.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EDGEWALL_INNKEEPER = CardDef(
    name="Edgewall Innkeeper", mana_cost="{G}", type_line="Creature — Human Peasant", power="1",
    toughness="1",
    text="Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't "
         "need to have gone on the adventure first.)")
WANDERMARE = CardDef(
    name="Wandermare", mana_cost="{1}{G}{W}", type_line="Creature — Horse", power="3",
    toughness="3",
    text="Whenever you cast a creature spell that has an Adventure, put a +1/+1 counter on this "
         "creature. (It doesn't need to have gone on the adventure first.)")
RIDER_TEXT = "Lifelink\nWhen this creature dies, put it on the bottom of its owner's library."
MURDEROUS_RIDER = CardDef(
    name="Murderous Rider // Swift End", mana_cost="{1}{B}{B}",
    type_line="Creature — Zombie Knight", text=RIDER_TEXT, power="2", toughness="3",
    keywords=("Lifelink",), layout="adventure",
    faces=(CardDef(name="Murderous Rider", mana_cost="{1}{B}{B}",
                   type_line="Creature — Zombie Knight", text=RIDER_TEXT, power="2",
                   toughness="3", keywords=("Lifelink",)),
           CardDef(name="Swift End", mana_cost="{1}{B}{B}", type_line="Instant — Adventure",
                   text="Destroy target creature or planeswalker. You lose 2 life.")))

CARDS = (EDGEWALL_INNKEEPER, WANDERMARE)
kit = pytest.mark.plugins(extra={"adventure-kit": card_pool("adventure-kit",
                                                            (*CARDS, MURDEROUS_RIDER))})


@kit
def test_the_creature_of_an_adventurer_triggers_both(table: Table) -> None:
    """CR 715.2a: Murderous Rider cast as the creature: a card and a +1/+1 counter."""
    table.library(0, "Swamp", "Swamp")
    table.battlefield(0, "Edgewall Innkeeper", "Wandermare")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murderous Rider")
    table.cast("Murderous Rider", face="Murderous Rider")
    table.resolve_all()
    table.assert_zone("Murderous Rider", Zone.BATTLEFIELD, 0)
    assert table.names(Zone.HAND, 0) == ["Swamp"]
    table.assert_counters("Wandermare", "+1/+1", 1)


@kit
def test_the_adventure_and_other_creatures_trigger_nothing(table: Table) -> None:
    """CR 715.3b: Swift End is an instant spell; Grizzly Bears has no Adventure."""
    table.library(0, "Swamp", "Swamp")
    table.battlefield(0, "Edgewall Innkeeper", "Wandermare")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Murderous Rider")
    table.cast("Murderous Rider", face="Swift End", targets=["Hill Giant"])
    table.resolve_all()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == []
    table.assert_counters("Wandermare", "+1/+1", 0)


@kit
def test_an_opponents_adventurer_triggers_nothing(table: Table) -> None:
    """CR 603.2: "you cast": Bob's Murderous Rider gives Alice nothing."""
    table.library(0, "Swamp", "Swamp")
    table.battlefield(0, "Edgewall Innkeeper")
    table.set_turn(active=1)
    table.lands(1, "Swamp", 3)
    table.hand(1, "Murderous Rider")
    table.cast("Murderous Rider", face="Murderous Rider")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
