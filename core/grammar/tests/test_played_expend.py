"""Printed "Whenever you expend 4, put a +1/+1 counter on this creature." (Wandertale Mentor)
and "Whenever you expend 4, this creature deals 2 damage to each opponent." (Teapot Slinger),
played (CR 700.14, 601.2h).

They trigger as their controller pays a cost to cast a spell that brings the mana they
spent on spells this turn from less than four to four or more: once a turn at most, never
for mana spent on activated abilities, never for an opponent's spells. The printed cards
come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WANDERTALE_MENTOR = CardDef(
    name="Wandertale Mentor", mana_cost="{R}{G}", type_line="Creature — Raccoon Bard",
    power="2", toughness="2",
    text="Whenever you expend 4, put a +1/+1 counter on this creature. (You expend 4 as you "
         "spend your fourth total mana to cast spells during a turn.)\n{T}: Add {R} or {G}.")

TEAPOT_SLINGER = CardDef(
    name="Teapot Slinger", mana_cost="{3}{R}", type_line="Creature — Raccoon Warrior",
    power="3", toughness="4", keywords=("Menace",),
    text="Menace\nWhenever you expend 4, this creature deals 2 damage to each opponent. (You "
         "expend 4 as you spend your fourth total mana to cast spells during a turn.)")

DIVINATION = CardDef(name="Divination", mana_cost="{2}{U}", type_line="Sorcery",
                     text="Draw two cards.")

SHOCK = CardDef(name="Shock", mana_cost="{R}", type_line="Instant",
                text="Shock deals 2 damage to any target.")

MARAUDING_MAKO = CardDef(
    name="Marauding Mako", mana_cost="{R}", type_line="Creature — Shark Pirate", power="1",
    toughness="1", keywords=("Cycling",),
    text="Whenever you discard one or more cards, put that many +1/+1 counters on this "
         "creature.\nCycling {2} ({2}, Discard this card: Draw a card.)")

CARDS = (WANDERTALE_MENTOR, TEAPOT_SLINGER, DIVINATION, SHOCK, MARAUDING_MAKO)
kit = pytest.mark.plugins("cycling", extra={"expend-kit": card_pool("expend-kit", CARDS)})


@kit
def test_the_fourth_mana_spent_on_spells_triggers_it_once(table: Table) -> None:
    """CR 700.14: Grizzly Bears (two mana) doesn't reach four; Divination brings the total
    to five: one counter; Shock (six) crosses nothing more: no other counter."""
    table.battlefield(0, "Wandertale Mentor")
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Grizzly Bears", "Divination", "Shock")
    table.library(0, "Plains", "Plains")
    table.cast("Grizzly Bears")
    assert table.names(Zone.STACK) == ["Grizzly Bears"]  # two mana: no trigger
    table.resolve()
    table.cast("Divination")
    assert len(table.names(Zone.STACK)) == 2
    table.resolve()
    table.assert_counters("Wandertale Mentor", "+1/+1", 1)
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve()
    table.assert_counters("Wandertale Mentor", "+1/+1", 1)
    table.assert_life(1, 18)


@kit
def test_mana_spent_on_an_ability_doesnt_count(table: Table) -> None:
    """CR 700.14: {2} paid to cycle Marauding Mako is no mana spent to cast a spell: Grizzly
    Bears and Shock after it make three, no trigger."""
    table.battlefield(0, "Wandertale Mentor")
    table.lands(0, "Forest", 4)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Marauding Mako", "Grizzly Bears", "Shock")
    table.library(0, "Plains")
    table.activate("Marauding Mako")
    table.resolve_all()
    table.cast("Grizzly Bears")
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    assert table.names(Zone.STACK) == ["Shock"]
    table.resolve()
    table.assert_life(1, 18)
    table.assert_counters("Wandertale Mentor", "+1/+1", 0)


@kit
def test_an_opponents_spell_doesnt_expend_for_you(table: Table) -> None:
    """CR 700.14: "you expend" is its controller's spending: Alice spends four mana on
    Divination and Shock, Bob's Teapot Slinger doesn't trigger."""
    table.battlefield(1, "Teapot Slinger")
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Divination", "Shock")
    table.library(0, "Plains", "Plains")
    table.cast("Divination")
    assert table.names(Zone.STACK) == ["Divination"]
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    assert table.names(Zone.STACK) == ["Shock"]  # Alice spent four: Bob's Slinger ignores it
    table.resolve()
    table.assert_life(0, 20)
    table.assert_life(1, 18)


@kit
def test_it_deals_damage_to_each_opponent(table: Table) -> None:
    """CR 700.14, 120.3: Alice's Slinger on the battlefield; Divination then Shock: four
    mana spent, Bob is dealt 2 by the Slinger and 2 by Shock."""
    table.battlefield(0, "Teapot Slinger")
    table.lands(0, "Island", 3)
    table.lands(0, "Mountain", 1)
    table.hand(0, "Divination", "Shock")
    table.library(0, "Plains", "Plains")
    table.cast("Divination")
    assert table.names(Zone.STACK) == ["Divination"]
    table.resolve()
    table.cast("Shock", targets=["Bob"])
    assert len(table.names(Zone.STACK)) == 2
    table.resolve_all()
    table.assert_life(1, 16)
    table.assert_life(0, 20)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
