"""Printed "Counter target spell. ... that spell's mana value", played (CR 701.6a, 202.3e,
608.2h).

- "Counter target spell. Create an X/X green Ooze creature token, where X is that spell's
  mana value." (Mystic Genesis): the countered spell's mana value as it last existed on the
  stack, its announced X included (202.3e), fixed as the token is created (111.3).
- "Counter target creature spell. Draw cards equal to that spell's mana value."
  (Overwhelming Intellect).

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


def _oozes(table: Table) -> list[tuple[int, int]]:
    return [(table.game.power(o.id), table.game.toughness(o.id))
            for o in table.game.battlefield(0) if o.card.name == "Ooze Token"]


def _counter_with_genesis(table: Table) -> None:
    table.lands(0, "Forest", 2)
    table.lands(0, "Island", 4)
    table.hand(0, "Mystic Genesis")


@oracle
def test_mystic_genesis_makes_an_ooze_of_the_countered_spells_mana_value(
        table: Table) -> None:
    """CR 701.6a, 608.2h: Divination (mana value 3) is countered: a 3/3 Ooze, no card."""
    table.lands(0, "Island", 3)
    table.library(0, "Plains", "Plains")
    table.hand(0, "Divination")
    _counter_with_genesis(table)
    table.cast("Divination")
    table.cast("Mystic Genesis", targets=["Divination"])
    table.resolve_all()
    table.assert_zone("Divination", Zone.GRAVEYARD, 0)
    assert _oozes(table) == [(3, 3)]
    assert table.names(Zone.HAND, 0) == []


@oracle
def test_mystic_genesis_counts_the_x_of_the_countered_spell(table: Table) -> None:
    """CR 202.3e, 608.2h: Blaze cast with X = 4 has mana value 5 on the stack: the Ooze is
    5/5 (as the spell last existed there, not 1 as the card in the graveyard)."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Blaze")
    _counter_with_genesis(table)
    table.cast("Blaze", x=4, targets=["opponent"])
    table.cast("Mystic Genesis", targets=["Blaze"])
    table.resolve_all()
    assert _oozes(table) == [(5, 5)]
    table.assert_life(1, 20)


@oracle
@pytest.mark.parametrize(("creature", "mana_value"), [("Grizzly Bears", 2), ("Craw Wurm", 6)])
def test_overwhelming_intellect_draws_the_countered_creatures_mana_value(
        table: Table, creature: str, mana_value: int) -> None:
    """CR 701.6a, 608.2h: the countered creature spell's mana value in cards drawn."""
    table.lands(0, "Forest", mana_value)
    table.lands(0, "Island", 6)
    table.library(0, *["Plains"] * 7)
    table.hand(0, creature, "Overwhelming Intellect")
    table.cast(creature)
    table.cast("Overwhelming Intellect", targets=[creature])
    table.resolve_all()
    table.assert_zone(creature, Zone.GRAVEYARD, 0)
    assert len(table.names(Zone.HAND, 0)) == mana_value
