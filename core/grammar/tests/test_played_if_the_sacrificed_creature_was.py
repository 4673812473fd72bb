"""Printed "Sacrifice a creature: This creature gains indestructible until end of turn. If the
sacrificed creature was a Human, put a +1/+1 counter on this creature." (Falkenrath
Aristocrat), played (CR 602.2b, 608.2c, 608.2h).

"The sacrificed creature" is the one the cost sacrificed, as it last existed on the
battlefield: Prodigal Pyromancer (a Human Wizard) gives the counter, Grizzly Bears (a Bear)
doesn't; indestructible comes either way.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

FALKENRATH_ARISTOCRAT = CardDef(
    name="Falkenrath Aristocrat", mana_cost="{2}{B}{R}", type_line="Creature — Vampire Noble",
    text="Flying, haste\nSacrifice a creature: This creature gains indestructible until end of "
         "turn. If the sacrificed creature was a Human, put a +1/+1 counter on this creature.",
    power="4", toughness="1")

CARDS = (FALKENRATH_ARISTOCRAT,)
kit = pytest.mark.plugins("haste", extra={"aristocrat-kit": card_pool("aristocrat-kit", CARDS)})


def _sacrifice(table: Table, creature: str) -> None:
    table.battlefield(0, "Falkenrath Aristocrat", creature)
    table.activate("Falkenrath Aristocrat", answers=[Answer("sacrifice", (creature,))])
    table.resolve()
    table.assert_zone(creature, Zone.GRAVEYARD, 0)
    assert table.has_keyword("Falkenrath Aristocrat", "indestructible")


@kit
def test_a_human_sacrificed_puts_a_counter(table: Table) -> None:
    """CR 608.2h: Prodigal Pyromancer was a Human: a +1/+1 counter, a 5/2."""
    _sacrifice(table, "Prodigal Pyromancer")
    table.assert_counters("Falkenrath Aristocrat", "+1/+1", 1)
    assert table.power("Falkenrath Aristocrat") == 5


@kit
def test_another_creature_sacrificed_puts_none(table: Table) -> None:
    """CR 608.2c: Grizzly Bears was no Human: indestructible only, no counter."""
    _sacrifice(table, "Grizzly Bears")
    table.assert_counters("Falkenrath Aristocrat", "+1/+1", 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
