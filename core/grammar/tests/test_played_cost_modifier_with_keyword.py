""""Creature spells with flying you cast cost {1} less to cast." (Warden of Evos Isle),
played (CR 601.2f, 702.9a, 604.1).

While the Warden is on the battlefield its controller's creature spells with flying cost
{1} less; a creature spell without flying, or an opponent's flying creature spell, costs
its full cost, which can't be paid with one land less (the game as it was, CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

WARDEN_OF_EVOS_ISLE = CardDef(
    name="Warden of Evos Isle", mana_cost="{2}{U}", type_line="Creature — Bird Wizard",
    power="2", toughness="2",
    text="Flying\nCreature spells with flying you cast cost {1} less to cast.")

PRINTED = (WARDEN_OF_EVOS_ISLE,)
kit = pytest.mark.plugins(extra={"warden-kit": card_pool("warden-kit", PRINTED)})


@kit
def test_a_flying_creature_spell_costs_one_less(table: Table) -> None:
    """CR 601.2f: Air Elemental ({3}{U}{U}, flying) is cast with four Islands."""
    table.battlefield(0, "Warden of Evos Isle")
    table.lands(0, "Island", 4)
    table.hand(0, "Air Elemental")
    table.cast("Air Elemental")
    table.assert_logged(rule="601.2f", contains="- {1} (Warden of Evos Isle)")
    assert table.tapped_count(0, "Island") == 4
    table.resolve()
    table.assert_zone("Air Elemental", Zone.BATTLEFIELD, 0)


@kit
def test_a_creature_spell_without_flying_costs_its_full_cost(table: Table) -> None:
    """CR 601.2f, 732: Hill Giant ({3}{R}, no flying) can't be cast with three lands."""
    table.battlefield(0, "Warden of Evos Isle")
    table.lands(0, "Mountain", 3)
    table.hand(0, "Hill Giant")
    table.assert_illegal(table.cast, "Hill Giant", rule="601.2")
    table.assert_zone("Hill Giant", Zone.HAND, 0)
    assert table.tapped_count(0) == 0


@kit
def test_an_opponents_flying_creature_spell_is_not_cheaper(table: Table) -> None:
    """CR 601.2f: "you cast": the Warden's controller's spells only."""
    table.battlefield(1, "Warden of Evos Isle")
    table.lands(0, "Island", 4)
    table.hand(0, "Air Elemental")
    table.assert_illegal(table.cast, "Air Elemental", rule="601.2")
    assert table.tapped_count(0) == 0


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
