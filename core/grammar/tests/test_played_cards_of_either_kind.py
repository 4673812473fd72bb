"""Printed "Search your library for up to two basic land cards and/or Gate cards, put them onto
the battlefield tapped, then shuffle.", "you may search your library for a basic land card or
a Gate card, reveal it, put it into your hand, then shuffle." and "search your library for a
basic land card or Cave card", played (CR 205.2a, 205.3, 205.4, 701.23a).

Each card found is of either kind, or of both: a basic land, or a Gate (a nonbasic Guildgate
is one), not a card that must be a basic land and a Gate at once (none is).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

EXPLORE_THE_UNDERDARK = CardDef(
    name="Explore the Underdark", mana_cost="{4}{G}", type_line="Sorcery",
    text="Search your library for up to two basic land cards and/or Gate cards, put them onto "
         "the battlefield tapped, then shuffle.\nYou take the initiative.")
GATECREEPER_VINE = CardDef(
    name="Gatecreeper Vine", mana_cost="{1}{G}", type_line="Creature — Plant",
    text="Defender\nWhen this creature enters, you may search your library for a basic land "
         "card or a Gate card, reveal it, put it into your hand, then shuffle.",
    power="0", toughness="2")
SCAMPERING_SURVEYOR = CardDef(
    name="Scampering Surveyor", mana_cost="{4}", type_line="Artifact Creature — Gnome",
    text="When this creature enters, search your library for a basic land card or Cave card, put "
         "it onto the battlefield tapped, then shuffle.", power="3", toughness="2")
CAPTIVATING_CAVE = CardDef(
    name="Captivating Cave", mana_cost=None, type_line="Land — Cave",
    text="{T}: Add {C}.\n{1}, {T}: Add one mana of any color.\n{4}, {T}, Sacrifice this land: Put "
         "two +1/+1 counters on target creature. Activate only as a sorcery.")
AZORIUS_GUILDGATE = CardDef(
    name="Azorius Guildgate", mana_cost=None, type_line="Land — Gate",
    text="This land enters tapped.\n{T}: Add {W} or {U}.")

PRINTED = (EXPLORE_THE_UNDERDARK, GATECREEPER_VINE, SCAMPERING_SURVEYOR, CAPTIVATING_CAVE,
           AZORIUS_GUILDGATE)
kit = pytest.mark.plugins("dungeons",
                         extra={"either-kind-kit": card_pool("either-kind-kit", PRINTED)})


@kit
def test_explore_the_underdark_finds_a_gate_and_a_basic_land(table: Table) -> None:
    """CR 701.23a: a Gate and a basic land, both put onto the battlefield tapped."""
    table.lands(0, "Forest", 5)
    table.library(0, "Azorius Guildgate", "Hill Giant", "Island")
    table.hand(0, "Explore the Underdark")
    table.answer("search", "Azorius Guildgate", "Island")
    table.cast("Explore the Underdark")
    table.resolve()
    for name in ("Azorius Guildgate", "Island"):
        table.assert_zone(name, Zone.BATTLEFIELD, 0)
        assert table.find(name, zone=Zone.BATTLEFIELD).tapped
    assert table.names(Zone.LIBRARY, 0) == ["Hill Giant"]


@kit
def test_explore_the_underdark_cant_find_a_card_of_neither_kind(table: Table) -> None:
    """CR 701.23a: Hill Giant is neither a basic land nor a Gate: choosing it is refused."""
    table.lands(0, "Forest", 5)
    table.library(0, "Azorius Guildgate", "Hill Giant", "Island")
    table.hand(0, "Explore the Underdark")
    table.cast("Explore the Underdark")
    table.answer("search", "Hill Giant")
    table.assert_illegal(table.resolve)


@kit
def test_gatecreeper_vine_fetches_a_gate(table: Table) -> None:
    """CR 205.3: a Gate that isn't basic is one of the two kinds: it goes to the hand."""
    table.lands(0, "Forest", 2)
    table.library(0, "Hill Giant", "Azorius Guildgate")
    table.hand(0, "Gatecreeper Vine")
    table.answer("may", "yes")
    table.answer("search", "Azorius Guildgate")
    table.cast("Gatecreeper Vine")
    table.resolve_all()
    table.assert_zone("Azorius Guildgate", Zone.HAND, 0)


@kit
def test_scampering_surveyor_fetches_a_cave(table: Table) -> None:
    """CR 205.3: "a basic land card or Cave card": a nonbasic Cave is one of the two kinds; it
    is put onto the battlefield tapped."""
    table.lands(0, "Forest", 4)
    table.library(0, "Hill Giant", "Captivating Cave")
    table.hand(0, "Scampering Surveyor")
    table.answer("search", "Captivating Cave")
    table.cast("Scampering Surveyor")
    table.resolve_all()
    table.assert_zone("Captivating Cave", Zone.BATTLEFIELD, 0)
    assert table.find("Captivating Cave", zone=Zone.BATTLEFIELD).tapped


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
