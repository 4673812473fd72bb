"""Printed "... that player gains no life instead" replacement effects, played (CR 614.1a,
119.10, 119.9, 608.2h).

Sulfuric Vortex, cast: Alice's Revitalize gains her no life, and her Ajani's Pridemate
doesn't trigger (gaining 0 life is no life gain event, 119.9); Bob's gain is replaced too.
Without it, Revitalize gains 3 life. Flames of the Blood Hand at Bob: Bob gains no life this
turn, Alice still does, and the turn after Bob gains life again.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

SULFURIC_VORTEX = CardDef(
    name="Sulfuric Vortex", mana_cost="{1}{R}{R}", type_line="Enchantment",
    text="At the beginning of each player's upkeep, this enchantment deals 2 damage to that "
         "player.\nIf a player would gain life, that player gains no life instead.")
FLAMES_OF_THE_BLOOD_HAND = CardDef(
    name="Flames of the Blood Hand", mana_cost="{2}{R}", type_line="Instant",
    text="Flames of the Blood Hand deals 4 damage to target player or planeswalker. The damage "
         "can't be prevented. If that player or that planeswalker's controller would gain life "
         "this turn, that player gains no life instead.")
REVITALIZE = CardDef(name="Revitalize", mana_cost="{1}{W}", type_line="Instant",
                     text="You gain 3 life.\nDraw a card.")
AJANIS_PRIDEMATE = CardDef(
    name="Ajani's Pridemate", mana_cost="{1}{W}", type_line="Creature — Cat Soldier",
    text="Whenever you gain life, put a +1/+1 counter on this creature.", power="2",
    toughness="2")

CARDS = (SULFURIC_VORTEX, FLAMES_OF_THE_BLOOD_HAND, REVITALIZE, AJANIS_PRIDEMATE)
kit = pytest.mark.plugins(extra={"no-life-kit": card_pool("no-life-kit", CARDS)})


def _vortex(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Sulfuric Vortex")
    table.cast("Sulfuric Vortex")
    table.resolve()


def _revitalize(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.library(0, "Plains")
    table.hand(0, "Revitalize")
    table.cast("Revitalize")
    table.resolve()


@kit
def test_vortex_alice_gains_no_life_and_pridemate_doesnt_trigger(table: Table) -> None:
    """CR 614.1a, 119.9: 3 life replaced by none: no life gain event, no trigger."""
    _vortex(table)
    table.battlefield(0, "Ajani's Pridemate")
    _revitalize(table)
    assert table.life(0) == 20
    assert table.counters("Ajani's Pridemate", "+1/+1") == 0
    table.assert_logged(rule="614.1a", contains="gains no life instead")
    table.game.gain_life(1, 2)  # CR 614.1a: "a player": Bob's gain is replaced too
    assert table.life(1) == 20


@kit
def test_without_the_vortex_revitalize_gains_life(table: Table) -> None:
    """CR 119.3: no replacement: Alice gains 3 life and her Pridemate gets a counter."""
    table.battlefield(0, "Ajani's Pridemate")
    _revitalize(table)
    table.resolve()  # the Pridemate's trigger
    assert table.life(0) == 23
    assert table.counters("Ajani's Pridemate", "+1/+1") == 1


def _flames_at_bob(table: Table) -> None:
    table.lands(0, "Mountain", 3)
    table.hand(0, "Flames of the Blood Hand")
    table.cast("Flames of the Blood Hand", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 16


@kit
def test_flames_bob_gains_no_life_this_turn(table: Table) -> None:
    """CR 614.1a: Bob would gain 3 life this turn: he gains nothing."""
    _flames_at_bob(table)
    table.game.gain_life(1, 3)
    assert table.life(1) == 16


@kit
def test_flames_alice_still_gains_life(table: Table) -> None:
    """CR 614.1a: only "that player" (Bob): Alice's Revitalize gains her 3 life."""
    _flames_at_bob(table)
    _revitalize(table)
    assert table.life(0) == 23


@kit
def test_flames_next_turn_bob_gains_life(table: Table) -> None:
    """CR 611.2a: "this turn": the turn after, Bob gains life again."""
    _flames_at_bob(table)
    table.library(0, "Plains")
    table.library(1, "Plains")
    table.next_turn()
    table.game.gain_life(1, 3)
    assert table.life(1) == 19


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
