"""Printed triggered abilities giving poison counters to the player the event names, played
(CR 122.1f, 603.7c, 608.2h, 510.2).

Fynn, the Fangbearer and Pit Scorpion: "that player" is the player dealt the damage; Necrogen
Rotpriest: "an additional" poison counter beside toxic's two (702.164c); Relic Putrescence:
"its controller" is the controller of the enchanted artifact, its enchanter's opponent or
not; Pistus Strike: the controller of the destroyed creature as it last existed.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

FYNN = CardDef(
    name="Fynn, the Fangbearer", mana_cost="{1}{G}",
    type_line="Legendary Creature — Human Warrior", power="1", toughness="3",
    keywords=("Deathtouch",),
    text="Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\n"
         "Whenever a creature you control with deathtouch deals combat damage to a player, that "
         "player gets two poison counters. (A player with ten or more poison counters loses the "
         "game.)")
PIT_SCORPION = CardDef(
    name="Pit Scorpion", mana_cost="{2}{B}", type_line="Creature — Scorpion", power="1",
    toughness="1",
    text="Whenever this creature deals damage to a player, that player gets a poison counter. "
         "(A player with ten or more poison counters loses the game.)")
ROTPRIEST = CardDef(
    name="Necrogen Rotpriest", mana_cost="{2}{B}{G}",
    type_line="Creature — Phyrexian Zombie Cleric", power="1", toughness="5",
    keywords=("Toxic",),
    text="Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)\n"
         "Whenever a creature you control with toxic deals combat damage to a player, that "
         "player gets an additional poison counter.\n{1}{B}{G}: Target creature you control "
         "with toxic gains deathtouch until end of turn.")
RELIC_PUTRESCENCE = CardDef(
    name="Relic Putrescence", mana_cost="{2}{B}", type_line="Enchantment — Aura",
    keywords=("Enchant",),
    text="Enchant artifact\nWhenever enchanted artifact becomes tapped, its controller gets a "
         "poison counter.")
PISTUS_STRIKE = CardDef(
    name="Pistus Strike", mana_cost="{2}{G}", type_line="Instant",
    text="Destroy target creature with flying. Its controller gets a poison counter.")

CARDS = (FYNN, PIT_SCORPION, ROTPRIEST, RELIC_PUTRESCENCE, PISTUS_STRIKE)
POOL = {"poison-kit": card_pool("poison-kit", CARDS)}
kit = pytest.mark.plugins(extra=POOL)
toxic_kit = pytest.mark.plugins("toxic", extra=POOL)


def _poison(table: Table, player: int) -> int:
    return table.game.player(player).poison


@kit
def test_fynn_gives_the_damaged_player_two_poison_counters(table: Table) -> None:
    """CR 603.7c: Fynn deals combat damage to Bob: Bob gets two poison counters, Alice none."""
    table.battlefield(0, "Fynn, the Fangbearer")
    table.attack("Fynn, the Fangbearer")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.life(1) == 19
    assert _poison(table, 1) == 2
    assert _poison(table, 0) == 0


@kit
def test_fynn_blocked_gives_no_poison(table: Table) -> None:
    """CR 510.1c: blocked, Fynn deals damage to a creature, not a player: nobody is poisoned."""
    table.battlefield(0, "Fynn, the Fangbearer")
    table.battlefield(1, "Grizzly Bears")
    table.attack("Fynn, the Fangbearer")
    table.block({"Grizzly Bears": "Fynn, the Fangbearer"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert _poison(table, 1) == 0
    assert _poison(table, 0) == 0


@kit
def test_pit_scorpion_gives_one_poison_counter(table: Table) -> None:
    """CR 122.1f: one poison counter to the player it dealt damage to."""
    table.battlefield(0, "Pit Scorpion")
    table.attack("Pit Scorpion")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert _poison(table, 1) == 1
    assert _poison(table, 0) == 0


@toxic_kit
def test_rotpriest_adds_one_to_toxic(table: Table) -> None:
    """CR 702.164c: toxic 2 gives Bob two poison counters; the trigger one more: three."""
    table.battlefield(0, "Necrogen Rotpriest")
    table.attack("Necrogen Rotpriest")
    table.block()
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert _poison(table, 1) == 3
    assert _poison(table, 0) == 0


@kit
def test_relic_putrescence_poisons_the_artifacts_controller(table: Table) -> None:
    """CR 608.2h: on Alice's own Sol Ring, tapping it for mana poisons Alice, not Bob."""
    table.battlefield(0, "Sol Ring")
    table.lands(0, "Swamp", 3)
    table.hand(0, "Relic Putrescence")
    table.cast("Relic Putrescence", targets=["Sol Ring"])
    table.resolve()
    assert table.find("Relic Putrescence").attached_to == table.find("Sol Ring").id
    table.tap_for_mana("Sol Ring", "C")
    table.resolve_all()
    assert _poison(table, 0) == 1
    assert _poison(table, 1) == 0


@kit
def test_pistus_strike_poisons_the_destroyed_creatures_controller(table: Table) -> None:
    """CR 608.2h: Bob's Air Elemental destroyed: Bob, its controller, gets a poison counter."""
    table.battlefield(1, "Air Elemental")
    table.lands(0, "Forest", 3)
    table.hand(0, "Pistus Strike")
    table.cast("Pistus Strike", targets=["Air Elemental"])
    table.resolve()
    table.assert_zone("Air Elemental", Zone.GRAVEYARD, 1)
    assert _poison(table, 1) == 1
    assert _poison(table, 0) == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
