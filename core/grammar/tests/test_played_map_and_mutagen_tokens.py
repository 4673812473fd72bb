"""Cartographer's Companion and Crustacean Commando, played: "When this creature enters,
create a Map token." (CR 111.10s) and "When this creature enters, create a Mutagen token."
(the Mutagen token's definition is the reminder text its cards print; 111.10).

A Map is an artifact with "{1}, {T}, Sacrifice this token: Target creature you control
explores. Activate only as a sorcery." (701.44a, 602.5d); a Mutagen is an artifact with
"{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a
sorcery." The cards come with their exact Oracle definitions (the corpus records).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

CARTOGRAPHERS_COMPANION = CardDef(
    name="Cartographer's Companion", mana_cost="{3}", type_line="Artifact Creature — Gnome",
    text='When this creature enters, create a Map token. (It\'s an artifact with "{1}, {T}, '
         'Sacrifice this token: Target creature you control explores. Activate only as a '
         'sorcery.")', power="2", toughness="1")
CRUSTACEAN_COMMANDO = CardDef(
    name="Crustacean Commando", mana_cost="{1}{U}", type_line="Creature — Crab Mutant Soldier",
    text='When this creature enters, create a Mutagen token. (It\'s an artifact with "{1}, {T}, '
         'Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a '
         'sorcery.")', power="0", toughness="3")

CARDS = (CARTOGRAPHERS_COMPANION, CRUSTACEAN_COMMANDO)

kit = pytest.mark.plugins(extra={"map-mutagen-kit": card_pool("map-mutagen-kit", CARDS)})


def tokens(table: Table, player: int, name: str) -> int:
    return sum(1 for o in table.game.objects_in(Zone.BATTLEFIELD, player)
               if o.card.name == name and o.is_token)


def enter(table: Table, name: str, lands: int) -> None:
    table.lands(0, "Island", lands)
    table.hand(0, name)
    table.cast(name)
    table.resolve()  # the creature spell
    table.resolve()  # its enters trigger


@kit
def test_cartographers_companion_makes_a_map_whose_creature_explores(table: Table) -> None:
    """CR 111.10s, 701.44a: the Map is an artifact; sacrificed, the Companion explores: a
    land on top goes to the hand."""
    table.library(0, "Mountain", "Hill Giant")
    enter(table, "Cartographer's Companion", 4)
    assert tokens(table, 0, "Map Token") == 1
    token = table.find("Map Token", zone=Zone.BATTLEFIELD)
    assert table.game.chars(token.id).type_line.card_types == ("Artifact",)
    assert "Map" in table.game.chars(token.id).type_line.subtypes
    table.activate("Map Token", targets=["Cartographer's Companion"])
    table.resolve()
    assert tokens(table, 0, "Map Token") == 0
    assert "Mountain" in table.names(Zone.HAND, 0)
    table.assert_logged(rule="701.44a")


@kit
def test_a_map_is_activated_only_as_a_sorcery(table: Table) -> None:
    """CR 602.5d: not while a spell is on the stack."""
    table.library(0, "Mountain", "Hill Giant")
    enter(table, "Cartographer's Companion", 5)
    table.hand(0, "Crustacean Commando")
    table.cast("Crustacean Commando")
    table.assert_illegal(table.activate, "Map Token", targets=["Cartographer's Companion"])


@kit
def test_crustacean_commando_makes_a_mutagen_that_puts_a_counter(table: Table) -> None:
    """The Mutagen (an artifact): {1}, {T}, sacrifice it: a +1/+1 counter on target creature
    (122.1), any creature, an opponent's too."""
    table.battlefield(1, "Grizzly Bears")
    enter(table, "Crustacean Commando", 3)
    assert tokens(table, 0, "Mutagen Token") == 1
    token = table.find("Mutagen Token", zone=Zone.BATTLEFIELD)
    assert table.game.chars(token.id).type_line.card_types == ("Artifact",)
    table.activate("Mutagen Token", targets=["Grizzly Bears"])
    table.resolve()
    assert tokens(table, 0, "Mutagen Token") == 0
    table.assert_counters("Grizzly Bears", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
