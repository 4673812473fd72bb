"""Printed "Whenever you scry" and "Whenever you surveil", played (CR 701.22b-d, 701.25c-d,
603.2).

Arwen Undómiel puts a +1/+1 counter on a target creature once Alice's Opt has scried, not
when Bob's Opt scries; her own "{4}{G}{U}: Scry 2." triggers it too, with an empty library
(701.22d). Dimir Spybug grows when Dimir Informant's "surveil 2" is complete. Matoya, Archon
Elder ("Whenever you scry or surveil") draws after either, not after Bob's scry.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

ARWEN = CardDef(
    name="Arwen Undómiel", mana_cost="{G}{U}", type_line="Legendary Creature — Elf Noble",
    power="2", toughness="2",
    text="Whenever you scry, put a +1/+1 counter on target creature.\n{4}{G}{U}: Scry 2.")
SPYBUG = CardDef(
    name="Dimir Spybug", mana_cost="{U}{B}", type_line="Creature — Insect", power="1",
    toughness="1",
    text="Flying\nMenace (This creature can't be blocked except by two or more creatures.)\n"
         "Whenever you surveil, put a +1/+1 counter on this creature.")
OPT = CardDef(
    name="Opt", mana_cost="{U}", type_line="Instant",
    text="Scry 1. (Look at the top card of your library. You may put that card on the "
         "bottom.)\nDraw a card.")
INFORMANT = CardDef(
    name="Dimir Informant", mana_cost="{2}{U}", type_line="Creature — Human Rogue", power="1",
    toughness="4",
    text="When this creature enters, surveil 2. (Look at the top two cards of your library, "
         "then put any number of them into your graveyard and the rest on top of your "
         "library in any order.)")

MATOYA = CardDef(
    name="Matoya, Archon Elder", mana_cost="{2}{U}",
    type_line="Legendary Creature — Human Warlock", power="1", toughness="4",
    text="Whenever you scry or surveil, draw a card. (Draw after you scry or surveil.)")

PRINTED = (ARWEN, SPYBUG, OPT, INFORMANT, MATOYA)
kit = pytest.mark.plugins(extra={"scry-kit": card_pool("scry-kit", PRINTED)})


@kit
def test_arwen_grows_a_creature_when_alice_scries_not_bob(table: Table) -> None:
    """CR 701.22d: after Alice's scry 1 a counter on Grizzly Bears; Bob's Opt: nothing."""
    table.battlefield(0, "Arwen Undómiel", "Grizzly Bears")
    table.lands(0, "Island", 1)
    table.lands(1, "Island", 1)
    table.hand(0, "Opt")
    table.hand(1, "Opt")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.cast("Opt")
    table.answer("targets", "Grizzly Bears")
    table.resolve_all()
    table.assert_counters("Grizzly Bears", "+1/+1", 1)
    table.pass_priority()
    table.cast("Opt")
    table.resolve_all()
    assert table.names(Zone.HAND, 1) == ["Plains"]
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@kit
def test_arwen_triggers_on_a_scry_of_an_empty_library(table: Table) -> None:
    """CR 701.22d: the ability triggers even though no card could be looked at."""
    table.battlefield(0, "Arwen Undómiel")
    table.lands(0, "Forest", 5)
    table.lands(0, "Island", 1)
    table.activate("Arwen Undómiel")
    table.answer("targets", "Arwen Undómiel")
    table.resolve_all()
    table.assert_counters("Arwen Undómiel", "+1/+1", 1)


@kit
def test_spybug_grows_after_a_surveil(table: Table) -> None:
    """CR 701.25d: Dimir Informant's "surveil 2" completes: Dimir Spybug gets a counter."""
    table.battlefield(0, "Dimir Spybug")
    table.lands(0, "Island", 3)
    table.hand(0, "Dimir Informant")
    table.library(0, "Plains", "Plains")
    table.cast("Dimir Informant")
    table.resolve_all()
    table.assert_counters("Dimir Spybug", "+1/+1", 1)
    assert table.power("Dimir Spybug") == 2


@kit
def test_matoya_draws_after_a_scry_and_after_a_surveil(table: Table) -> None:
    """CR 603.2, 701.22d, 701.25d: Alice's Opt (scry 1, draw): Matoya draws one more; then
    Dimir Informant's surveil 2: one more again."""
    table.battlefield(0, "Matoya, Archon Elder")
    table.lands(0, "Island", 4)
    table.hand(0, "Opt", "Dimir Informant")
    table.library(0, "Plains", "Plains", "Plains", "Plains", "Plains", "Plains")
    table.cast("Opt")
    table.resolve_all()
    assert sorted(table.names(Zone.HAND, 0)) == ["Dimir Informant", "Plains", "Plains"]
    table.cast("Dimir Informant")
    table.resolve_all()
    assert table.names(Zone.HAND, 0) == ["Plains", "Plains", "Plains"]


@kit
def test_matoya_ignores_bobs_scry(table: Table) -> None:
    """CR 603.2: "you scry": Bob's Opt draws Bob his card; Alice draws none."""
    table.battlefield(0, "Matoya, Archon Elder")
    table.lands(1, "Island", 1)
    table.hand(1, "Opt")
    table.library(0, "Plains", "Plains")
    table.library(1, "Plains", "Plains")
    table.set_turn(active=1)
    table.cast("Opt")
    table.resolve_all()
    assert table.names(Zone.HAND, 1) == ["Plains"]
    assert table.names(Zone.HAND, 0) == []


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
