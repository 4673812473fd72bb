""""Domain — This spell costs {1} less to cast for each basic land type among lands you
control", played from a printed card (CR 601.2f, 113.6d, 205.3i).

Stratadon costs {10} less {1} for each basic land type among its caster's lands, each
type counted once however many lands have it: seven lands of three types pay {7} for it;
seven Plains (one type) can't pay the {9} it then costs, and the cast is illegal and
leaves the game as it was (732). The printed card comes from the pool below with its exact
Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

STRATADON = CardDef(
    name="Stratadon", mana_cost="{10}", type_line="Artifact Creature — Beast",
    power="5", toughness="5", keywords=("Trample",),
    text="Domain — This spell costs {1} less to cast for each basic land type among lands "
         "you control.\nTrample")

PRINTED = (STRATADON,)

kit = pytest.mark.plugins(extra={"stratadon-kit": card_pool("stratadon-kit", PRINTED)})


@kit
def test_three_basic_land_types_take_three_off(table: Table) -> None:
    table.lands(0, "Plains", 3)
    table.lands(0, "Island", 2)
    table.lands(0, "Forest", 2)
    table.hand(0, "Stratadon")
    table.cast("Stratadon")
    table.assert_logged(rule="601.2f", contains="basic land type among lands you control (3)")
    assert table.tapped_count(0) == 7
    table.resolve_all()
    table.assert_zone("Stratadon", Zone.BATTLEFIELD)


@kit
def test_a_type_counts_once_and_only_your_lands(table: Table) -> None:
    table.lands(0, "Plains", 7)
    table.lands(1, "Island", 1)
    table.lands(1, "Swamp", 1)
    table.hand(0, "Stratadon")
    # CR 601.2f: one basic land type among the caster's lands; {9} can't be paid (732)
    table.assert_illegal(table.cast, "Stratadon", rule="601.2")
    table.assert_zone("Stratadon", Zone.HAND)
    assert table.tapped_count(0) == 0
    table.lands(0, "Plains", 2)
    table.cast("Stratadon")
    assert table.tapped_count(0) == 9


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
