""""Spells your opponents cast that target this creature cost {2} more to cast.", played
from a printed card (CR 601.2c, 601.2f, 604.1).

The targets are chosen before the total cost is determined: the opponent's Lightning Bolt
aimed at Boreal Elemental costs {2}{R}, aimed at its controller its usual {R}; with one
Mountain only the first cast is illegal and leaves the game as it was (732). The
controller's own spells that target it cost what they cost. The printed card comes from
the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

BOREAL_ELEMENTAL = CardDef(
    name="Boreal Elemental", mana_cost="{4}{U}", type_line="Creature — Elemental",
    power="3", toughness="4", keywords=("Flying",),
    text="Flying\nSpells your opponents cast that target this creature cost {2} more to cast.")

PRINTED = (BOREAL_ELEMENTAL,)

kit = pytest.mark.plugins(extra={"boreal-kit": card_pool("boreal-kit", PRINTED)})


@kit
def test_an_opponents_spell_aimed_at_it_costs_two_more(table: Table) -> None:
    table.battlefield(1, "Boreal Elemental")
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt", "Lightning Bolt", "Lightning Bolt")
    table.assert_illegal(table.cast, "Lightning Bolt", targets=["Boreal Elemental"],
                         rule="601.2")
    table.assert_zone("Boreal Elemental", Zone.BATTLEFIELD)
    table.cast("Lightning Bolt", targets=["opponent"])  # CR 601.2c: another target, {R}
    table.resolve_all()
    assert table.life(1) == 17
    table.lands(0, "Mountain", 6)
    table.cast("Lightning Bolt", targets=["Boreal Elemental"])
    table.assert_logged(rule="601.2f", contains="Boreal Elemental")
    assert table.tapped_count(0) == 4
    table.cast("Lightning Bolt", targets=["Boreal Elemental"])
    assert table.tapped_count(0) == 7
    table.resolve_all()  # 6 damage to a 3/4 (CR 704.5g)
    table.assert_zone("Boreal Elemental", Zone.GRAVEYARD)


@kit
def test_its_controllers_spells_cost_what_they_cost(table: Table) -> None:
    table.battlefield(0, "Boreal Elemental")
    table.lands(0, "Forest", 1)
    table.hand(0, "Giant Growth")
    table.cast("Giant Growth", targets=["Boreal Elemental"])
    table.resolve_all()
    assert table.power("Boreal Elemental") == 6


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
