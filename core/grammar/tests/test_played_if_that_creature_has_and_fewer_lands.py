"""Printed "Burn the Impure deals 3 damage to target creature. If that creature has infect, Burn
the Impure deals 3 damage to that creature's controller." (Burn the Impure) and "If you
control four or fewer lands, search your library for a basic land card, put it onto the
battlefield tapped, then shuffle." (Edge of Autumn), played (CR 608.2c, 608.2h, 702.90,
109.4, 701.23a).

Burn the Impure kills Glistener Elf, which had infect as it last existed: its controller is
dealt 3 damage; Grizzly Bears had none: no damage to its controller. Edge of Autumn finds a
basic land with four lands in play, and does nothing with five.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BURN_THE_IMPURE = CardDef(
    name="Burn the Impure", mana_cost="{1}{R}", type_line="Instant",
    text="Burn the Impure deals 3 damage to target creature. If that creature has infect, "
         "Burn the Impure deals 3 damage to that creature's controller.")
EDGE_OF_AUTUMN = CardDef(
    name="Edge of Autumn", mana_cost="{1}{G}", type_line="Sorcery",
    text="If you control four or fewer lands, search your library for a basic land card, put "
         "it onto the battlefield tapped, then shuffle.\nCycling—Sacrifice a land. (Sacrifice "
         "a land, Discard this card: Draw a card.)")

CARDS = (BURN_THE_IMPURE, EDGE_OF_AUTUMN)
kit = pytest.mark.plugins("infect", "cycling",
                          extra={"has-fewer-kit": card_pool("has-fewer-kit", CARDS)})


def _burn(table: Table, creature: str) -> None:
    table.battlefield(1, creature)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Burn the Impure")
    table.cast("Burn the Impure", targets=[creature])
    table.resolve()
    table.assert_zone(creature, Zone.GRAVEYARD, 1)


@kit
def test_an_infect_creature_burns_its_controller(table: Table) -> None:
    """CR 608.2h: Glistener Elf had infect as it last existed: its controller is dealt 3."""
    _burn(table, "Glistener Elf")
    table.assert_life(1, 17)


@kit
def test_another_creature_spares_its_controller(table: Table) -> None:
    """CR 608.2c: Grizzly Bears has no infect: its controller is dealt nothing."""
    _burn(table, "Grizzly Bears")
    table.assert_life(1, 20)


def _edge(table: Table, lands: int) -> None:
    table.lands(0, "Forest", lands)
    table.library(0, "Forest", "Island")
    table.hand(0, "Edge of Autumn")
    table.answer("search", "Forest")
    table.cast("Edge of Autumn")
    table.resolve()


@kit
def test_four_lands_fetch_a_basic_land(table: Table) -> None:
    """CR 109.4, 701.23a: four lands: a basic Forest onto the battlefield tapped."""
    _edge(table, 4)
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 5
    assert sum(1 for o in table.game.battlefield(0) if o.tapped) == 3  # two paid, one new


@kit
def test_five_lands_fetch_nothing(table: Table) -> None:
    """CR 608.2c: five lands: no search, the library keeps both cards."""
    _edge(table, 5)
    assert table.names(Zone.BATTLEFIELD, 0).count("Forest") == 5
    assert len(table.names(Zone.LIBRARY, 0)) == 2


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
