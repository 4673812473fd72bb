"""Printed "If it's a creature, it can't be regenerated this turn, and if it would die this
turn, exile it instead." (Carbonize), played (CR 701.19c, 614.1a, 700.4, 608.2c).

Bob's Drudge Skeletons has a regeneration shield; Carbonize's 3 damage destroys it without
regenerating and it is exiled instead of put into Bob's graveyard. Shock after the same
shield lets it regenerate. Carbonize at Bob deals 3 damage and watches no creature: Bob's
Grizzly Bears dying later that turn goes to his graveyard.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CARBONIZE = CardDef(
    name="Carbonize", mana_cost="{2}{R}", type_line="Instant",
    text="Carbonize deals 3 damage to any target. If it's a creature, it can't be regenerated "
         "this turn, and if it would die this turn, exile it instead.")
DRUDGE_SKELETONS = CardDef(
    name="Drudge Skeletons", mana_cost="{1}{B}", type_line="Creature — Skeleton",
    power="1", toughness="1",
    text="{B}: Regenerate this creature. (The next time this creature would be destroyed this "
         "turn, instead tap it, remove it from combat, and heal all damage on it.)")

CARDS = (CARBONIZE, DRUDGE_SKELETONS)
kit = pytest.mark.plugins(extra={"carbonize-kit": card_pool("carbonize-kit", CARDS)})


def _burn_a_shielded_skeleton(table: Table, spell: str) -> None:
    table.battlefield(1, "Drudge Skeletons")
    table.lands(1, "Swamp", 1)
    table.lands(0, "Mountain", 3)
    table.hand(0, spell)
    table.cast(spell, targets=["Drudge Skeletons"])
    table.pass_priority()  # Alice passes: Bob regenerates in response
    table.activate("Drudge Skeletons")
    table.resolve()  # the regeneration shield
    table.resolve()  # the burn spell


@kit
def test_carbonize_exiles_the_creature_through_regeneration(table: Table) -> None:
    """CR 701.19c, 614.1a: destroyed without regenerating, exiled instead of dying."""
    _burn_a_shielded_skeleton(table, "Carbonize")
    assert table.names(Zone.EXILE, 1) == ["Drudge Skeletons"]
    assert table.names(Zone.GRAVEYARD, 1) == []
    table.assert_logged(rule="701.19c")
    table.assert_logged(rule="614.1", contains="exile it instead")


@kit
def test_shock_lets_it_regenerate(table: Table) -> None:
    """CR 701.19a: without Carbonize, the shield replaces the destruction."""
    _burn_a_shielded_skeleton(table, "Shock")
    assert table.zone_of("Drudge Skeletons") is Zone.BATTLEFIELD
    assert table.find("Drudge Skeletons").tapped


@kit
def test_carbonize_at_a_player_watches_no_creature(table: Table) -> None:
    """CR 608.2c: "it" is Bob, not a creature: 3 damage, and his Grizzly Bears dies later."""
    table.battlefield(1, "Grizzly Bears")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Carbonize", "Lightning Bolt")
    table.cast("Carbonize", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17
    table.cast("Lightning Bolt", targets=["Grizzly Bears"])
    table.resolve()
    assert table.names(Zone.GRAVEYARD, 1) == ["Grizzly Bears"]


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
