"""Printed "Target creature gets +X/+X until end of turn, where X is the greatest mana value
among permanents you control.", cast and played (CR 202.3, 107.3c, 608.2h, 613.4c).

Accelerated Mutation: Alice controls Grizzly Bears (mana value 2), Hill Giant (4) and
Forests (0); Bob's Craw Wurm (6) is not hers: X is 4 and the Bears are 6/6 until end of
turn. X is taken once as the spell resolves (608.2h): a bigger permanent arriving afterwards
changes nothing. With only lands (mana value 0) X is 0.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

ACCELERATED_MUTATION = CardDef(
    name="Accelerated Mutation", mana_cost="{3}{G}{G}", type_line="Instant",
    text="Target creature gets +X/+X until end of turn, where X is the greatest mana value "
         "among permanents you control.")

CARDS = (ACCELERATED_MUTATION,)
kit = pytest.mark.plugins(extra={"mutation-kit": card_pool("mutation-kit", CARDS)})


@kit
def test_mutation_counts_the_greatest_mana_value_among_own_permanents(table: Table) -> None:
    """CR 202.3, 608.2h: X = 4 (Hill Giant), not Bob's Craw Wurm (6): the Bears are 6/6;
    Bob's Wurm arriving on Alice's side afterwards changes nothing; gone at cleanup (514.2)."""
    table.battlefield(0, "Grizzly Bears", "Hill Giant")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 5)
    table.hand(0, "Accelerated Mutation")
    table.cast("Accelerated Mutation", targets=["Grizzly Bears"])
    table.resolve_all()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (6, 6)
    assert table.power("Hill Giant") == 3  # one object only
    table.battlefield(0, "Serra Angel")  # mana value 5, after resolution
    table.refresh()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (6, 6)
    table.library(1, "Forest")
    table.next_turn()
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (2, 2)


@kit
def test_mutation_on_an_opponents_creature_counts_the_casters_permanents(
        table: Table) -> None:
    """CR 109.4, 107.3c: "you" is the caster: cast on Bob's Craw Wurm with only Alice's
    Memnite (mana value 0) and lands, X is 0: the Wurm stays 6/4."""
    table.battlefield(0, "Memnite")
    table.battlefield(1, "Craw Wurm")
    table.lands(0, "Forest", 5)
    table.hand(0, "Accelerated Mutation")
    table.cast("Accelerated Mutation", targets=["Craw Wurm"])
    table.resolve_all()
    assert (table.power("Craw Wurm"), table.toughness("Craw Wurm")) == (6, 4)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
