"""Printed "If an artifact is destroyed this way, ...", "If a creature card was exiled this
way, ..." and "If it was tapped, ...", played (CR 608.2c, 608.2h, 701.8a, 406.2, 110.5).

Smashing Success makes a Treasure only when the permanent it destroys is an artifact (not a
land, not an indestructible artifact that stays, 702.12b). Acolyte Hybrid's attack destroys
Bob's artifact and Bob, its controller as it last existed, draws. Ignis Scientia makes a Food
only when the card it exiles is a creature card. Brackish Blunder makes a Map only when the
creature it returns was tapped on the battlefield. Nurturing Pixie gets its counter only when
it returned a permanent to its owner's hand.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SMASHING_SUCCESS = CardDef(
    name="Smashing Success", mana_cost="{3}{R}", type_line="Instant",
    text="Destroy target artifact or land. If an artifact is destroyed this way, create a "
         "Treasure token. (It's an artifact with \"{T}, Sacrifice this token: Add one mana of "
         "any color.\")")
ACOLYTE_HYBRID = CardDef(
    name="Acolyte Hybrid", mana_cost="{2}{R}", type_line="Creature — Tyranid Human",
    power="2", toughness="2",
    text="Heavy Rock Cutter — Whenever this creature attacks, destroy up to one target "
         "artifact. If an artifact is destroyed this way, its controller draws a card.")
IGNIS_SCIENTIA = CardDef(
    name="Ignis Scientia", mana_cost="{1}{G}{U}", type_line="Legendary Creature — Human Advisor",
    power="2", toughness="2",
    text="When Ignis Scientia enters, look at the top six cards of your library. You may put "
         "a land card from among them onto the battlefield tapped. Put the rest on the bottom "
         "of your library in a random order.\n"
         "I've Come Up with a New Recipe! — {1}{G}{U}, {T}: Exile target card from a "
         "graveyard. If a creature card was exiled this way, create a Food token.")
BRACKISH_BLUNDER = CardDef(
    name="Brackish Blunder", mana_cost="{1}{U}", type_line="Instant",
    text="Return target creature to its owner's hand. If it was tapped, create a Map token. "
         "(It's an artifact with \"{1}, {T}, Sacrifice this token: Target creature you "
         "control explores. Activate only as a sorcery.\")")
NURTURING_PIXIE = CardDef(
    name="Nurturing Pixie", mana_cost="{W}", type_line="Creature — Faerie Rogue", power="1",
    toughness="1",
    text="Flying\nWhen this creature enters, return up to one target non-Faerie, nonland "
         "permanent you control to its owner's hand. If a permanent was returned this way, put "
         "a +1/+1 counter on this creature.")
DARKSTEEL_MYR = CardDef(
    name="Darksteel Myr", mana_cost="{3}", type_line="Artifact Creature — Myr", power="0",
    toughness="1",
    text="Indestructible (Damage and effects that say \"destroy\" don't destroy this "
         "creature. If its toughness is 0 or less, it still dies.)")

CARDS = (SMASHING_SUCCESS, ACOLYTE_HYBRID, IGNIS_SCIENTIA, BRACKISH_BLUNDER, NURTURING_PIXIE,
         DARKSTEEL_MYR)
kit = pytest.mark.plugins(extra={"moved-this-way-kit": card_pool("moved-this-way-kit", CARDS)})


def _smash(table: Table, target: str) -> None:
    """Bob's ``target`` put onto the battlefield; Alice casts Smashing Success on it."""
    table.battlefield(1, target)
    table.lands(0, "Mountain", 4)
    table.hand(0, "Smashing Success")
    table.cast("Smashing Success", targets=[target])
    table.resolve()


@kit
def test_smashing_success_destroying_an_artifact_makes_a_treasure(table: Table) -> None:
    """CR 608.2c, 608.2h: the destroyed permanent was an artifact: a Treasure."""
    _smash(table, "Sol Ring")
    assert table.zone_of("Sol Ring") is Zone.GRAVEYARD
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 1


@kit
def test_smashing_success_destroying_a_land_makes_nothing(table: Table) -> None:
    """CR 608.2c: a land destroyed isn't an artifact destroyed: no Treasure."""
    _smash(table, "Forest")
    assert table.zone_of("Forest") is Zone.GRAVEYARD
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_smashing_success_on_an_indestructible_artifact_makes_nothing(table: Table) -> None:
    """CR 702.12b: the indestructible artifact stays, so none was destroyed: no Treasure."""
    _smash(table, "Darksteel Myr")
    assert table.zone_of("Darksteel Myr") is Zone.BATTLEFIELD
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_acolyte_hybrid_makes_the_artifacts_controller_draw(table: Table) -> None:
    """CR 608.2h: "its controller" is Bob, who controlled the destroyed artifact."""
    table.battlefield(0, "Acolyte Hybrid")
    table.battlefield(1, "Sol Ring")
    table.library(0, "Island")
    table.library(1, "Forest")
    table.answer("targets", "Sol Ring")  # as the trigger is put on the stack (603.3d)
    table.attack("Acolyte Hybrid")
    table.resolve()
    assert table.zone_of("Sol Ring") is Zone.GRAVEYARD
    assert table.names(Zone.HAND, 1) == ["Forest"]
    assert table.names(Zone.HAND, 0) == []


def _ignis(table: Table, card: str) -> None:
    """Alice's Ignis Scientia exiles ``card`` from Bob's graveyard ({1}{G}{U}, {T})."""
    table.battlefield(0, "Ignis Scientia")
    table.graveyard(1, card)
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 1)
    table.activate("Ignis Scientia", targets=[card])
    table.resolve()


@kit
def test_ignis_scientia_exiling_a_creature_card_makes_a_food(table: Table) -> None:
    """CR 406.2, 608.2c: the card exiled is a creature card: a Food."""
    _ignis(table, "Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.EXILE
    assert table.names(Zone.BATTLEFIELD, 0).count("Food Token") == 1


@kit
def test_ignis_scientia_exiling_a_land_card_makes_nothing(table: Table) -> None:
    """CR 608.2c: a land card exiled: no Food."""
    _ignis(table, "Swamp")
    assert table.zone_of("Swamp") is Zone.EXILE
    assert "Food Token" not in table.names(Zone.BATTLEFIELD, 0)


def _blunder(table: Table, *, tapped: bool) -> None:
    table.battlefield(1, "Grizzly Bears", tapped=tapped)
    table.lands(0, "Island", 2)
    table.hand(0, "Brackish Blunder")
    table.cast("Brackish Blunder", targets=["Grizzly Bears"])
    table.resolve()


@kit
def test_brackish_blunder_on_a_tapped_creature_makes_a_map(table: Table) -> None:
    """CR 110.5, 608.2h: the creature was tapped as it last existed: a Map."""
    _blunder(table, tapped=True)
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    assert table.names(Zone.BATTLEFIELD, 0).count("Map Token") == 1


@kit
def test_brackish_blunder_on_an_untapped_creature_makes_nothing(table: Table) -> None:
    """CR 110.5: the creature was untapped: no Map."""
    _blunder(table, tapped=False)
    assert table.names(Zone.HAND, 1) == ["Grizzly Bears"]
    assert "Map Token" not in table.names(Zone.BATTLEFIELD, 0)


@kit
def test_nurturing_pixie_returning_a_permanent_gets_a_counter(table: Table) -> None:
    """CR 608.2c: Grizzly Bears returned to Alice's hand: a +1/+1 counter."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 1)
    table.hand(0, "Nurturing Pixie")
    table.cast("Nurturing Pixie")
    table.answer("targets", "Grizzly Bears")
    table.resolve()  # the Pixie
    table.resolve()  # its trigger
    assert table.names(Zone.HAND, 0) == ["Grizzly Bears"]
    table.assert_counters("Nurturing Pixie", "+1/+1", 1)


@kit
def test_nurturing_pixie_returning_nothing_gets_no_counter(table: Table) -> None:
    """CR 115.1b, 608.2c: no target chosen ("up to one"), nothing returned: no counter."""
    table.lands(0, "Plains", 1)
    table.hand(0, "Nurturing Pixie")
    table.cast("Nurturing Pixie")
    table.resolve()  # the Pixie; its trigger has no target to choose
    table.resolve_all()
    table.assert_counters("Nurturing Pixie", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
