"""Printed "When you cycle this card" and "Whenever you cycle another card / a player cycles a
card" abilities, played (CR 702.29c-d, 603.2, 113.6).

Stir the Sands and Resounding Thunder trigger from the graveyard they were cycled into
(702.29c), not when discarded otherwise; Drannith Healer gains Alice 1 life for each card she
cycles, not for Bob's; Astral Slide exiles a creature whenever any player cycles.
"""

from __future__ import annotations

import pytest
from pytest_manastack import Table, assert_printed, card_pool, needs_corpus

from manastack.api import CardDef, Zone

STIR = CardDef(
    name="Stir the Sands", mana_cost="{4}{B}{B}", type_line="Sorcery",
    text="Create three 2/2 black Zombie creature tokens.\nCycling {3}{B} ({3}{B}, Discard this "
         "card: Draw a card.)\nWhen you cycle this card, create a 2/2 black Zombie creature "
         "token.")
THUNDER = CardDef(
    name="Resounding Thunder", mana_cost="{2}{R}", type_line="Instant",
    text="Resounding Thunder deals 3 damage to any target.\nCycling {5}{B}{R}{G} ({5}{B}{R}{G}, "
         "Discard this card: Draw a card.)\nWhen you cycle this card, it deals 6 damage to any "
         "target.")
HEALER = CardDef(
    name="Drannith Healer", mana_cost="{1}{W}", type_line="Creature — Human Cleric", power="2",
    toughness="2",
    text="Whenever you cycle another card, you gain 1 life.\nCycling {1} ({1}, Discard this "
         "card: Draw a card.)")
SLIDE = CardDef(
    name="Astral Slide", mana_cost="{2}{W}", type_line="Enchantment",
    text="Whenever a player cycles a card, you may exile target creature. If you do, return "
         "that card to the battlefield under its owner's control at the beginning of the next "
         "end step.")

MIND_ROT = CardDef(name="Mind Rot", mana_cost="{2}{B}", type_line="Sorcery",
                   text="Target player discards two cards.")

CARDS = (STIR, THUNDER, HEALER, SLIDE, MIND_ROT)
kit = pytest.mark.plugins("cycling", extra={"cycled-kit": card_pool("cycled-kit", CARDS)})


def _zombies(table: Table) -> int:
    return sum(1 for n in table.names(Zone.BATTLEFIELD, 0) if n.startswith("Zombie"))


@kit
def test_stir_the_sands_makes_a_zombie_when_cycled(table: Table) -> None:
    """CR 702.29c: the card discarded to pay its cycling cost triggers from the graveyard;
    its trigger goes above the cycling ability (603.3) and makes one Zombie."""
    table.lands(0, "Swamp", 4)
    table.hand(0, "Stir the Sands")
    table.library(0, "Plains")
    table.activate("Stir the Sands")
    table.assert_zone("Stir the Sands", Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.STACK)) == 2
    table.resolve()  # the trigger
    assert _zombies(table) == 1
    assert table.names(Zone.HAND, 0) == []
    table.resolve()  # the cycling ability: draw
    assert table.names(Zone.HAND, 0) == ["Plains"]
    assert _zombies(table) == 1


@kit
def test_stir_the_sands_discarded_otherwise_does_nothing(table: Table) -> None:
    """CR 702.29c: only a discard paying a cycling cost is a cycle: Alice's other card
    cycled doesn't trigger Stir the Sands in her hand, nor its discard to Mind Rot."""
    table.lands(0, "Swamp", 2)
    table.lands(1, "Swamp", 3)
    table.hand(0, "Stir the Sands", "Grizzly Bears")
    table.hand(1, "Mind Rot")
    table.set_turn(active=1)
    table.cast("Mind Rot", targets=["Alice"])
    table.resolve_all()
    table.assert_zone("Stir the Sands", Zone.GRAVEYARD, 0)
    assert table.names(Zone.STACK) == []
    assert _zombies(table) == 0


@kit
def test_resounding_thunder_deals_6_from_the_graveyard(table: Table) -> None:
    """CR 702.29c: "it" is the cycled card, the source of the 6 damage from the graveyard."""
    table.lands(0, "Mountain", 6)
    table.lands(0, "Swamp", 1)
    table.lands(0, "Forest", 1)
    table.hand(0, "Resounding Thunder")
    table.library(0, "Plains")
    table.answer("targets", "Bob")  # as the trigger is put on the stack (603.3d)
    table.activate("Resounding Thunder")
    table.resolve_all()
    table.assert_life(1, 14)
    assert table.names(Zone.HAND, 0) == ["Plains"]


@kit
def test_drannith_healer_counts_its_controllers_cycles_only(table: Table) -> None:
    """CR 702.29d: Alice cycling Barren Moor gains her 1 life; Bob's cycling doesn't."""
    table.battlefield(0, "Drannith Healer")
    table.lands(0, "Swamp", 1)
    table.lands(1, "Swamp", 1)
    table.hand(0, "Barren Moor")
    table.hand(1, "Barren Moor")
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.activate("Barren Moor")
    table.resolve_all()
    table.assert_life(0, 21)
    table.pass_priority()
    table.activate("Barren Moor")
    table.resolve_all()
    table.assert_life(0, 21)
    assert table.names(Zone.HAND, 1) == ["Plains"]


@kit
def test_astral_slide_blinks_when_any_player_cycles(table: Table) -> None:
    """CR 702.29d, 603.2: Bob cycles: Alice's Astral Slide exiles Bob's Grizzly Bears until
    the next end step."""
    table.battlefield(0, "Astral Slide")
    table.battlefield(1, "Grizzly Bears")
    table.lands(1, "Swamp", 1)
    table.hand(1, "Barren Moor")
    table.library(1, "Plains")
    table.set_turn(active=1)
    table.answer("targets", "Grizzly Bears")
    table.activate("Barren Moor")
    assert len(table.names(Zone.STACK)) == 2
    table.resolve()  # Alice may: yes (the table's default)
    table.assert_zone("Grizzly Bears", Zone.EXILE, 1)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
