"""Printed "You gain 3 life for each card exiled this way." and "You gain 1 life for each
creature destroyed this way.", played (CR 608.2c, 107.3c, 702.12b).

Crypt Incursion exiles the two creature cards of Bob's graveyard (not his land card) and
Alice gains 6. Fumigate destroys Grizzly Bears and Craw Wurm but not the indestructible
Darksteel Myr, which stays (702.12b): Alice gains 2, not 3. Fumigate destroying Grizzly
Bears and Raise the Alarm's two Soldier tokens gains 3: a token destroyed is a creature
destroyed, though it ceases to exist once in the graveyard (111.7, 608.2h).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CRYPT_INCURSION = CardDef(
    name="Crypt Incursion", mana_cost="{2}{B}", type_line="Instant",
    text="Exile all creature cards from target player's graveyard. You gain 3 life for each "
         "card exiled this way.")
FUMIGATE = CardDef(
    name="Fumigate", mana_cost="{3}{W}{W}", type_line="Sorcery",
    text="Destroy all creatures. You gain 1 life for each creature destroyed this way.")

DARKSTEEL_MYR = CardDef(
    name="Darksteel Myr", mana_cost="{3}", type_line="Artifact Creature — Myr", power="0",
    toughness="1",
    text="Indestructible (Damage and effects that say \"destroy\" don't destroy this "
         "creature. If its toughness is 0 or less, it still dies.)")

RAISE_THE_ALARM = CardDef(name="Raise the Alarm", mana_cost="{1}{W}", type_line="Instant",
                          text="Create two 1/1 white Soldier creature tokens.")

CARDS = (CRYPT_INCURSION, FUMIGATE, DARKSTEEL_MYR, RAISE_THE_ALARM)
kit = pytest.mark.plugins(extra={"this-way-kit": card_pool("this-way-kit", CARDS)})


@kit
def test_crypt_incursion_counts_the_exiled_cards(table: Table) -> None:
    """CR 608.2c: two creature cards exiled from Bob's graveyard: 6 life."""
    table.graveyard(1, "Grizzly Bears", "Craw Wurm", "Forest")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Crypt Incursion")
    table.cast("Crypt Incursion", targets=["Bob"])
    table.resolve()
    assert sorted(table.names(Zone.EXILE, 1)) == ["Craw Wurm", "Grizzly Bears"]
    assert table.names(Zone.GRAVEYARD, 1) == ["Forest"]
    assert table.life(0) == 26


@kit
def test_crypt_incursion_with_nothing_to_exile_gains_nothing(table: Table) -> None:
    """CR 107.3c: no creature card exiled: 0 life."""
    table.graveyard(1, "Forest")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Crypt Incursion")
    table.cast("Crypt Incursion", targets=["Bob"])
    table.resolve()
    assert table.life(0) == 20


@kit
def test_fumigate_counts_only_the_destroyed_creatures(table: Table) -> None:
    """CR 702.12b: the indestructible Myr isn't destroyed and isn't counted: 2 life."""
    table.battlefield(0, "Grizzly Bears")
    table.battlefield(1, "Craw Wurm", "Darksteel Myr")
    table.lands(0, "Plains", 5)
    table.hand(0, "Fumigate")
    table.cast("Fumigate")
    table.resolve()
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.zone_of("Craw Wurm") is Zone.GRAVEYARD
    assert table.zone_of("Darksteel Myr") is Zone.BATTLEFIELD
    assert table.life(0) == 22


@kit
def test_fumigate_counts_the_destroyed_tokens(table: Table) -> None:
    """CR 111.7, 608.2h: Grizzly Bears and two Soldier tokens destroyed: 3 life, not 1."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Plains", 7)
    table.hand(0, "Raise the Alarm", "Fumigate")
    table.cast("Raise the Alarm")
    table.resolve()
    assert len(table.names(Zone.BATTLEFIELD, 0)) == 7 + 3
    table.cast("Fumigate")
    table.resolve()
    assert table.names(Zone.BATTLEFIELD, 0) == ["Plains"] * 7
    assert table.life(0) == 23


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
