"""Printed "When this creature enters, you gain life equal to your devotion to green.",
played (CR 700.5, 603.2, 119.3).

Nylea's Disciple ({2}{G}{G}) enters beside Alice's Llanowar Elves ({G}), Kalonian Tusker
({G}{G}) and Grizzly Bears ({1}{G}): devotion 6 (its own two symbols count as it is on the
battlefield); Bob's green permanents and Alice's lands (no mana cost) count for nothing.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

NYLEAS_DISCIPLE = CardDef(
    name="Nylea's Disciple", mana_cost="{2}{G}{G}", type_line="Creature — Centaur Archer",
    power="3", toughness="3",
    text="When this creature enters, you gain life equal to your devotion to green. (Each {G} "
         "in the mana costs of permanents you control counts toward your devotion to green.)")

CARDS = (NYLEAS_DISCIPLE,)
kit = pytest.mark.plugins(extra={"devotion-kit": card_pool("devotion-kit", CARDS)})


@kit
def test_disciple_gains_life_equal_to_devotion_to_green(table: Table) -> None:
    """CR 700.5: {G} + {G}{G} + {1}{G} + its own {G}{G} = 6; Bob's Tusker is not Alice's."""
    table.battlefield(0, "Llanowar Elves", "Kalonian Tusker", "Grizzly Bears")
    table.battlefield(1, "Kalonian Tusker")
    table.lands(0, "Forest", 4)
    table.hand(0, "Nylea's Disciple")
    table.cast("Nylea's Disciple")
    table.resolve()
    table.resolve()
    assert table.life(0) == 20 + 1 + 2 + 1 + 2


@kit
def test_disciple_alone_counts_its_own_symbols(table: Table) -> None:
    """CR 700.5: only its own {G}{G}: 2 life."""
    table.lands(0, "Forest", 4)
    table.hand(0, "Nylea's Disciple")
    table.cast("Nylea's Disciple")
    table.resolve_all()
    assert table.life(0) == 22


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
