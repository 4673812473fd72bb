"""Printed "Whenever you cast a ... spell, ~ gets +X/+X until end of turn, where X is that
spell's mana value." played (CR 603.7c, 202.3b, 107.3c, 611.2a).

X is the mana value of the spell whose casting triggered it, as it is on the stack, an
announced X counted: Manaplasm grows by 2 for Grizzly Bears and by 4 for a Blaze with X 3;
Erratic Cyclops gets +X/+0 for an instant; Jamie McCrimmon grows only for a historic spell
(Sol Ring, an artifact), not for Grizzly Bears. The bonus ends with the turn.
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

MANAPLASM = CardDef(
    name="Manaplasm", mana_cost="{2}{G}", type_line="Creature — Ooze", power="1", toughness="1",
    text="Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that "
         "spell's mana value.")
JAMIE_MCCRIMMON = CardDef(
    name="Jamie McCrimmon", mana_cost="{2}{G}", type_line="Legendary Creature — Human Warrior",
    power="2", toughness="2", keywords=("Doctor's companion", "Trample"),
    text="Trample\nWhenever you cast a historic spell, Jamie McCrimmon gets +X/+X until end of "
         "turn, where X is that spell's mana value. (Artifacts, legendaries, and Sagas are "
         "historic.)\nDoctor's companion (You can have two commanders if the other is the "
         "Doctor.)")
ERRATIC_CYCLOPS = CardDef(
    name="Erratic Cyclops", mana_cost="{3}{R}", type_line="Creature — Cyclops Shaman",
    power="0", toughness="8", keywords=("Trample",),
    text="Trample\nWhenever you cast an instant or sorcery spell, this creature gets +X/+0 "
         "until end of turn, where X is that spell's mana value.")

CARDS = (MANAPLASM, JAMIE_MCCRIMMON, ERRATIC_CYCLOPS)
kit = pytest.mark.plugins(extra={"spell-mv-kit": card_pool("spell-mv-kit", CARDS)})


@kit
def test_manaplasm_grows_by_the_spells_mana_value(table: Table) -> None:
    """CR 202.3b: Grizzly Bears, mana value 2: Manaplasm 1/1 -> 3/3."""
    table.battlefield(0, "Manaplasm")
    table.lands(0, "Forest", 2)
    table.hand(0, "Grizzly Bears")
    table.cast("Grizzly Bears")
    table.resolve()  # the trigger, above the Bears
    assert table.power("Manaplasm") == 3
    assert table.toughness("Manaplasm") == 3
    assert table.names(Zone.STACK) == ["Grizzly Bears"]


@kit
def test_manaplasm_counts_the_announced_x(table: Table) -> None:
    """CR 202.3b: Blaze with X 3 on the stack has mana value 4: 5/5; at the end of the turn,
    1/1 again."""
    table.battlefield(0, "Manaplasm")
    table.lands(0, "Mountain", 4)
    table.hand(0, "Blaze")
    table.cast("Blaze", targets=["Bob"], x=3)
    table.resolve()
    assert table.power("Manaplasm") == 5
    table.resolve()
    assert table.life(1) == 17
    table.library(0, "Forest")
    table.library(1, "Forest")
    table.next_turn()
    assert table.power("Manaplasm") == 1


@kit
def test_erratic_cyclops_gets_power_only(table: Table) -> None:
    """Lightning Bolt, mana value 1: +1/+0, the Cyclops 1/8."""
    table.battlefield(0, "Erratic Cyclops")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.resolve()
    assert table.power("Erratic Cyclops") == 1
    assert table.toughness("Erratic Cyclops") == 8


@kit
def test_jamie_grows_for_a_historic_spell_only(table: Table) -> None:
    """Grizzly Bears is not historic: no trigger; Sol Ring, an artifact of mana value 1:
    Jamie 2/2 -> 3/3."""
    table.battlefield(0, "Jamie McCrimmon")
    table.lands(0, "Forest", 3)
    table.hand(0, "Grizzly Bears", "Sol Ring")
    table.cast("Grizzly Bears")
    assert table.names(Zone.STACK) == ["Grizzly Bears"]
    table.resolve()
    assert table.power("Jamie McCrimmon") == 2
    table.cast("Sol Ring")
    table.resolve()
    assert table.power("Jamie McCrimmon") == 3
    assert table.toughness("Jamie McCrimmon") == 3


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
