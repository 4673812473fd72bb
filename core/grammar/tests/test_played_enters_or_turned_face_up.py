"""Printed "When ~ enters or is turned face up, ..." creatures, played (CR 603.2, 708.8).

Ponyback Brigade (morph) and Gadget Technician (disguise) are cast with their exact Oracle
definitions (the corpus records, checked below): cast face up, the ability triggers as the
creature enters; cast face down, the 2/2 entering has no abilities (708.2) and nothing
triggers, then turning it face up (a special action, 116.2b; no entering, 708.8) triggers it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PONYBACK_BRIGADE = CardDef(
    name="Ponyback Brigade", mana_cost="{3}{R}{W}{B}", type_line="Creature — Goblin Warrior",
    text="When this creature enters or is turned face up, create three 1/1 red Goblin creature "
         "tokens.\nMorph {2}{R}{W}{B} (You may cast this card face down as a 2/2 creature for "
         "{3}. Turn it face up any time for its morph cost.)", power="2", toughness="2")
GADGET_TECHNICIAN = CardDef(
    name="Gadget Technician", mana_cost="{2}{U}{R}", type_line="Creature — Goblin Artificer",
    text="When this creature enters or is turned face up, create a 1/1 colorless Thopter "
         "artifact creature token with flying.\nDisguise {U/R}{U/R} (You may cast this card "
         "face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its "
         "disguise cost.)", power="3", toughness="2")

CARDS = (PONYBACK_BRIGADE, GADGET_TECHNICIAN)

kit = pytest.mark.plugins("morph", "disguise", "ward", extra={
    "proved-enters-or-turned-face-up-kit": card_pool("proved-enters-or-turned-face-up-kit", CARDS)})


def tokens(table: Table, player: int = 0) -> list[str]:
    return sorted(o.card.name for o in table.game.objects_in(Zone.BATTLEFIELD, player)
                  if o.is_token)


@kit
def test_ponyback_brigade_cast_face_up_triggers_as_it_enters(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 603.2: cast for its mana cost, it enters: three Goblins."""
    table.lands(0, "Mountain", 4)
    cast_and_resolve(table, "Ponyback Brigade", {"Plains": 1, "Swamp": 1})
    table.resolve_all()
    assert len(tokens(table)) == 3


@kit
def test_ponyback_brigade_face_down_then_turned_face_up(table: Table) -> None:
    """CR 708.2, 708.8: entering face down makes no Goblin; turned face up for its morph
    cost, it triggers once: three Goblins, and the Brigade never left the battlefield."""
    table.lands(0, "Plains", 3)
    table.hand(0, "Ponyback Brigade")
    table.cast("Ponyback Brigade", using="morph")
    table.resolve_all()
    assert tokens(table) == []
    oid = table.find("Ponyback Brigade", zone=Zone.BATTLEFIELD).id
    table.lands(0, "Mountain", 3)
    table.lands(0, "Plains", 1)
    table.lands(0, "Swamp", 1)
    table.special("Ponyback Brigade", "turn face up")
    table.resolve_all()
    assert len(tokens(table)) == 3
    assert table.find("Ponyback Brigade", zone=Zone.BATTLEFIELD).id == oid


@kit
def test_gadget_technician_turned_face_up_with_disguise_makes_a_thopter(
        table: Table) -> None:
    """CR 702.168, 708.8: cast face down with disguise, no Thopter; turned face up for
    {U/R}{U/R}, one Thopter."""
    table.lands(0, "Island", 3)
    table.hand(0, "Gadget Technician")
    table.cast("Gadget Technician", using="disguise")
    table.resolve_all()
    assert tokens(table) == []
    table.lands(0, "Mountain", 2)
    table.special("Gadget Technician", "turn face up")
    table.resolve_all()
    assert len(tokens(table)) == 1


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
