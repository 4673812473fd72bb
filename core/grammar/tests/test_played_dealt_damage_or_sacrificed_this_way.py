"""Printed "If a creature is dealt damage this way, ...", "If a nonred permanent is dealt
damage this way, ..." and "If an outlaw was sacrificed this way, ...", played (CR 608.2c,
120.3, 608.2h, 601.2h, 700.12).

Provoke the Trolls gives the creature it damaged +5/+0, and nothing when it hits a player.
Redcap Melee makes Alice sacrifice a land only when the permanent it damaged isn't red.
Play with Fire lets Alice scry only when it dealt damage to a player. Boneyard Desecrator
makes a Treasure only when the creature its cost sacrificed was an outlaw (an Assassin), as it
last existed.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.api import Answer
from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

PROVOKE_THE_TROLLS = CardDef(
    name="Provoke the Trolls", mana_cost="{3}{R}", type_line="Instant",
    text="Provoke the Trolls deals 3 damage to any target. If a creature is dealt damage this "
         "way, it gets +5/+0 until end of turn.")
REDCAP_MELEE = CardDef(
    name="Redcap Melee", mana_cost="{R}", type_line="Instant",
    text="Redcap Melee deals 4 damage to target creature or planeswalker. If a nonred "
         "permanent is dealt damage this way, you sacrifice a land.")
PLAY_WITH_FIRE = CardDef(
    name="Play with Fire", mana_cost="{R}", type_line="Instant",
    text="Play with Fire deals 2 damage to any target. If a player is dealt damage this way, "
         "scry 1. (Look at the top card of your library. You may put that card on the "
         "bottom.)")
BONEYARD_DESECRATOR = CardDef(
    name="Boneyard Desecrator", mana_cost="{3}{B}", type_line="Creature — Zombie Mercenary",
    power="3", toughness="4",
    text="Menace\n{1}{B}, Sacrifice another creature: Put a +1/+1 counter on this creature. "
         "If an outlaw was sacrificed this way, create a Treasure token. (Assassins, "
         "Mercenaries, Pirates, Rogues, and Warlocks are outlaws.)")
ROYAL_ASSASSIN = CardDef(
    name="Royal Assassin", mana_cost="{1}{B}{B}", type_line="Creature — Human Assassin",
    power="1", toughness="1", text="{T}: Destroy target tapped creature.")

CARDS = (PROVOKE_THE_TROLLS, REDCAP_MELEE, PLAY_WITH_FIRE, BONEYARD_DESECRATOR, ROYAL_ASSASSIN)
kit = pytest.mark.plugins(extra={"damage-this-way-kit": card_pool("damage-this-way-kit", CARDS)})


@kit
def test_provoke_the_trolls_pumps_the_creature_it_damaged(table: Table) -> None:
    """CR 608.2c: Craw Wurm (6/4) is dealt 3 damage and gets +5/+0."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Provoke the Trolls")
    table.cast("Provoke the Trolls", targets=["Craw Wurm"])
    table.resolve()
    assert table.power("Craw Wurm") == 11
    assert table.toughness("Craw Wurm") == 4


@kit
def test_provoke_the_trolls_at_a_player_pumps_nothing(table: Table) -> None:
    """CR 608.2c: a player dealt damage is no creature: nothing gets +5/+0."""
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Provoke the Trolls")
    table.cast("Provoke the Trolls", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17
    assert table.power("Craw Wurm") == 6


def _melee(table: Table, creature: str) -> None:
    table.battlefield(1, creature)
    table.lands(0, "Mountain", 2)
    table.hand(0, "Redcap Melee")
    table.answer("sacrifice", "Mountain")
    table.cast("Redcap Melee", targets=[creature])
    table.resolve()


@kit
def test_redcap_melee_on_a_green_creature_costs_a_land(table: Table) -> None:
    """CR 608.2c: Grizzly Bears isn't red: Alice sacrifices a land."""
    _melee(table, "Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    assert table.names(Zone.BATTLEFIELD, 0).count("Mountain") == 1


@kit
def test_redcap_melee_on_a_red_creature_costs_nothing(table: Table) -> None:
    """CR 608.2c: Hill Giant is red: no land is sacrificed."""
    _melee(table, "Hill Giant")
    assert table.zone_of("Hill Giant") is Zone.GRAVEYARD
    assert table.names(Zone.BATTLEFIELD, 0).count("Mountain") == 2


def _fire(table: Table, target: str) -> None:
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Island", "Forest")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Play with Fire")
    table.cast("Play with Fire", targets=[target])
    table.resolve()


@kit
def test_play_with_fire_at_a_player_scries(table: Table) -> None:
    """CR 120.3, 701.22a: Bob is dealt 2 damage: Alice scries 1."""
    _fire(table, "Bob")
    assert table.life(1) == 18
    table.assert_logged(rule="701.22a", contains="scries 1")


@kit
def test_play_with_fire_at_a_creature_doesnt_scry(table: Table) -> None:
    """CR 608.2c: a creature dealt damage isn't a player: no scry."""
    _fire(table, "Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_not_logged(rule="701.22a")


def _desecrate(table: Table, fodder: str) -> None:
    table.battlefield(0, "Boneyard Desecrator", fodder)
    table.lands(0, "Swamp", 2)
    table.activate("Boneyard Desecrator", answers=[Answer("sacrifice", (fodder,))])
    table.resolve()


@kit
def test_boneyard_desecrator_sacrificing_an_assassin_makes_a_treasure(table: Table) -> None:
    """CR 700.12, 608.2h: Royal Assassin, an outlaw, was sacrificed: a Treasure."""
    _desecrate(table, "Royal Assassin")
    assert table.zone_of("Royal Assassin") is Zone.GRAVEYARD
    table.assert_counters("Boneyard Desecrator", "+1/+1", 1)
    assert table.names(Zone.BATTLEFIELD, 0).count("Treasure Token") == 1


@kit
def test_boneyard_desecrator_sacrificing_a_bear_makes_nothing(table: Table) -> None:
    """CR 700.12: Grizzly Bears is no outlaw: only the counter."""
    _desecrate(table, "Grizzly Bears")
    assert table.zone_of("Grizzly Bears") is Zone.GRAVEYARD
    table.assert_counters("Boneyard Desecrator", "+1/+1", 1)
    assert "Treasure Token" not in table.names(Zone.BATTLEFIELD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
