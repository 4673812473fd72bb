"""Printed "Whenever ... deals [combat] damage [to a player], create that many [tapped]
Treasure / Blood tokens." and "..., you get that many {E}" played (CR 603.7c, 120.3, 111.10,
603.2c, 107.14).

"That many" is the damage dealt in the event: Old Gnawbone once for each creature dealing
combat damage to a player, as many Treasures as that creature dealt; Prosperous Bandit's
Treasures enter tapped; Olivia's Attendants' Blood tokens count all the damage it dealt at
once (its ability dealing 1 damage: one Blood); a blocked creature deals no damage to a
player and makes none; Empyreal Voyager gives as many energy counters as its damage.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

OLD_GNAWBONE = CardDef(
    name="Old Gnawbone", mana_cost="{5}{G}{G}", type_line="Legendary Creature — Dragon",
    power="7", toughness="7", keywords=("Flying", "Treasure"),
    text="Flying\nWhenever a creature you control deals combat damage to a player, create that "
         "many Treasure tokens.")
PROSPEROUS_BANDIT = CardDef(
    name="Prosperous Bandit", mana_cost="{2}{R}", type_line="Creature — Raccoon Rogue",
    power="2", toughness="2", keywords=("First strike", "Offspring", "Treasure"),
    text="Offspring {1} (You may pay an additional {1} as you cast this spell. If you do, when "
         "this creature enters, create a 1/1 token copy of it.)\nFirst strike\nWhenever this "
         "creature deals combat damage to a player, create that many tapped Treasure tokens.")
OLIVIAS_ATTENDANTS = CardDef(
    name="Olivia's Attendants", mana_cost="{4}{R}{R}", type_line="Creature — Vampire",
    power="6", toughness="6", keywords=("Menace",),
    text="Menace\nWhenever this creature deals damage, create that many Blood tokens. (They're "
         "artifacts with \"{1}, {T}, Discard a card, Sacrifice this token: Draw a card.\")\n"
         "{2}{R}: This creature deals 1 damage to any target.")

EMPYREAL_VOYAGER = CardDef(
    name="Empyreal Voyager", mana_cost="{1}{G}{U}", type_line="Creature — Vedalken Scout",
    power="2", toughness="3", keywords=("Flying", "Trample"),
    text="Flying, trample\nWhenever this creature deals combat damage to a player, you get that "
         "many {E} (energy counters).")

CARDS = (OLD_GNAWBONE, PROSPEROUS_BANDIT, OLIVIAS_ATTENDANTS, EMPYREAL_VOYAGER)
kit = pytest.mark.plugins("offspring", extra={"that-many-kit": card_pool("that-many-kit", CARDS)})


def _tokens(table: Table, name: str, player: int = 0) -> list[bool]:
    """The tapped state of each token called ``name`` of ``player``."""
    return [o.tapped for o in table.game.battlefield(player)
            if o.is_token and o.card.name == name]


def _fight(table: Table, *attackers: str, blocks: dict[str, str] | None = None) -> None:
    table.attack(*attackers)
    table.resolve_all()
    table.block(blocks)
    table.go_to(Step.END_COMBAT)
    table.resolve_all()


@kit
def test_old_gnawbone_a_treasure_for_each_damage_of_each_creature(table: Table) -> None:
    """CR 603.2: Grizzly Bears (2) and Hill Giant (3) unblocked: two triggers, 5 Treasures."""
    table.battlefield(0, "Old Gnawbone", "Grizzly Bears", "Hill Giant")
    _fight(table, "Grizzly Bears", "Hill Giant")
    assert table.life(1) == 15
    assert len(_tokens(table, "Treasure Token")) == 5
    assert _tokens(table, "Treasure Token", 1) == []


@kit
def test_old_gnawbone_a_blocked_creature_makes_none(table: Table) -> None:
    """CR 510.1c: the Bears blocked by Bob's Gray Ogre deal no damage to Bob: only the Hill
    Giant's 3 Treasures."""
    table.battlefield(0, "Old Gnawbone", "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Gray Ogre")
    _fight(table, "Grizzly Bears", "Hill Giant", blocks={"Gray Ogre": "Grizzly Bears"})
    assert len(_tokens(table, "Treasure Token")) == 3


@kit
def test_prosperous_bandit_treasures_enter_tapped(table: Table) -> None:
    """CR 111.10a: 2 first-strike damage to Bob: two Treasures, both tapped."""
    table.battlefield(0, "Prosperous Bandit")
    _fight(table, "Prosperous Bandit")
    assert table.life(1) == 18
    assert _tokens(table, "Treasure Token") == [True, True]


@kit
def test_olivias_attendants_blood_for_all_its_damage(table: Table) -> None:
    """CR 603.2c: its ability deals 1 damage to Bob: one Blood; then 6 combat damage: six."""
    table.battlefield(0, "Olivia's Attendants")
    table.lands(0, "Mountain", 3)
    table.activate("Olivia's Attendants", targets=["Bob"])
    table.resolve_all()
    assert len(_tokens(table, "Blood Token")) == 1
    _fight(table, "Olivia's Attendants")
    assert table.life(1) == 13
    assert len(_tokens(table, "Blood Token")) == 7


@kit
def test_empyreal_voyager_energy_for_its_damage(table: Table) -> None:
    """CR 107.14: 3 combat damage (with a +1/+1 counter) to Bob: Alice gets three {E}."""
    table.battlefield(0, "Empyreal Voyager", counters={"+1/+1": 1})
    _fight(table, "Empyreal Voyager")
    assert table.life(1) == 17
    assert dict(table.game.player(0).counters).get("energy") == 3
    assert dict(table.game.player(1).counters).get("energy") is None


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
