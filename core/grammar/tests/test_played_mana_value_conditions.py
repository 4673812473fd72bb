"""Conditions on an object's mana value (CR 202.3, 608.2c), asked of the object as it last
existed when it has left its zone (608.2h), played from printed cards.

Fading Hope ("Return target creature to its owner's hand. If its mana value was 3 or less,
scry 1."): Grizzly Bears (mana value 2) returned: scry 1; Hill Giant (4): no scry. Reject
Imperfection ("Counter target spell. If that spell's mana value was 3 or less,
proliferate."): countering Grizzly Bears proliferates the +1/+1 counter on Ornithopter;
countering Hill Giant doesn't.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

FADING_HOPE = CardDef(
    name="Fading Hope", mana_cost="{U}", type_line="Instant",
    text="Return target creature to its owner's hand. If its mana value was 3 or less, scry "
         "1. (Look at the top card of your library. You may put that card on the bottom.)")
REJECT_IMPERFECTION = CardDef(
    name="Reject Imperfection", mana_cost="{1}{U}{U}", type_line="Instant",
    text="Counter target spell. If that spell's mana value was 3 or less, proliferate. "
         "(Choose any number of permanents and/or players, then give each another counter of "
         "each kind already there.)")
ORNITHOPTER = CardDef(
    name="Ornithopter", mana_cost="{0}", type_line="Artifact Creature — Thopter",
    text="Flying", power="0", toughness="2")

CARDS = (FADING_HOPE, REJECT_IMPERFECTION, ORNITHOPTER)
kit = pytest.mark.plugins(extra={"mana-value-kit": card_pool("mana-value-kit", CARDS)})


def _fading_hope(table: Table, target: str) -> None:
    table.battlefield(1, target)
    table.library(0, "Island", "Forest")
    table.hand(0, "Fading Hope")
    table.mana(0, "U")
    table.cast("Fading Hope", targets=[target])
    table.resolve(answers=[Answer("scry", ())])
    table.assert_zone(target, Zone.HAND, 1)


@kit
def test_fading_hope_on_a_two_drop_scries(table: Table) -> None:
    """CR 608.2h, 701.22a: the Bears, as they last were, had mana value 2: scry 1."""
    _fading_hope(table, "Grizzly Bears")
    assert table.logged(rule="701.22a", contains="scries 1")


@kit
def test_fading_hope_on_a_four_drop_does_not_scry(table: Table) -> None:
    """CR 608.2c: Hill Giant's mana value 4 is more than 3: no scry."""
    _fading_hope(table, "Hill Giant")
    assert not table.logged(rule="701.22a")


def _reject(table: Table, spell: str, mana: str) -> None:
    table.battlefield(0, "Ornithopter", counters={"+1/+1": 1})
    table.library(1, "Forest")
    table.hand(1, spell)
    table.hand(0, "Reject Imperfection")
    table.next_turn()
    table.mana(1, mana)
    table.cast(spell)
    table.pass_priority()
    table.mana(0, "UUU")
    table.cast("Reject Imperfection", targets=[spell])
    table.resolve(answers=[Answer("proliferate", (table.find("Ornithopter").id,))])
    table.assert_zone(spell, Zone.GRAVEYARD, 1)


@kit
def test_reject_imperfection_on_a_cheap_spell_proliferates(table: Table) -> None:
    """CR 608.2h, 701.34a: the countered spell's mana value was 2: proliferate."""
    _reject(table, "Grizzly Bears", "GG")
    table.assert_counters("Ornithopter", "+1/+1", 2)


@kit
def test_reject_imperfection_on_a_costly_spell_does_not(table: Table) -> None:
    """CR 608.2c: the countered Hill Giant's mana value 4: no proliferate."""
    _reject(table, "Hill Giant", "RRRR")
    assert not table.logged(rule="701.34")
    table.assert_counters("Ornithopter", "+1/+1", 1)


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(CARDS)
