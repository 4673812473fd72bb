"""Printed amounts "its mana value", played (CR 202.3, 202.3e, 107.3c, 608.2h).

- "Target creature gets +0/+X until end of turn, where X is its mana value." (Great
  Defender): the target's mana value as the spell resolves.
- "Counter target spell unless its controller pays {X}, where X is its mana value."
  (Rethink, rule "grammar:counter unless pays"): {1} X times, X the target spell's mana value
  on the stack, its announced X included (202.3e); the X of the text, not Rethink's own.
- "When this creature enters, you may put target enchantment card from your graveyard on top
  of your library. If you do, you gain life equal to its mana value." (Lagonna-Band
  Storyteller): the card put there.

The cards come from the Oracle corpus (plugin "oracle"), with their exact printed text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.decisions import Answer
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
@pytest.mark.parametrize(("creature", "before", "after"), [
    ("Grizzly Bears", (2, 2), (2, 4)), ("Craw Wurm", (6, 4), (6, 10))])
def test_great_defender_adds_the_targets_mana_value_to_its_toughness(
        table: Table, creature: str, before: tuple[int, int], after: tuple[int, int]) -> None:
    """CR 202.3, 608.2h: +0/+2 on the mana-value-2 Bears, +0/+6 on the Craw Wurm."""
    table.battlefield(0, creature)
    assert (table.power(creature), table.toughness(creature)) == before
    table.lands(0, "Plains", 1)
    table.hand(0, "Great Defender")
    table.cast("Great Defender", targets=[creature])
    table.resolve()
    assert (table.power(creature), table.toughness(creature)) == after


def _bob_casts_then_rethink(table: Table, spell: str, lands: int, x: int | None) -> None:
    table.lands(1, "Mountain", lands)
    table.hand(1, spell)
    table.lands(0, "Island", 3)
    table.hand(0, "Rethink")
    table.pass_priority()
    table.cast(spell, targets=["Alice"], x=x)
    table.pass_priority()
    table.cast("Rethink", targets=[spell])


@oracle
def test_rethink_asks_for_the_shocks_mana_value(table: Table) -> None:
    """CR 107.3c, 118.12: Shock has mana value 1: Bob is asked to pay {1}, pays, and Shock
    then deals its 2 damage."""
    _bob_casts_then_rethink(table, "Shock", 2, None)
    asked = table.watch_decisions("pay_unless")
    table.resolve(answers=[Answer("pay_unless", (True,), player=1)])
    assert [d.player for d in asked] == [1]
    assert "{1}" in asked[0].prompt
    table.resolve()
    assert table.life(0) == 18


@oracle
def test_rethink_counts_the_x_of_the_spell_on_the_stack(table: Table) -> None:
    """CR 202.3e: Alice's Blaze with X = 2 has mana value 3 on the stack; with no mana left
    she can't pay {3}: Blaze is countered and Bob keeps his life."""
    table.lands(0, "Mountain", 3)
    table.lands(0, "Island", 3)
    table.hand(0, "Blaze", "Rethink")
    table.cast("Blaze", x=2, targets=["Bob"])
    table.cast("Rethink", targets=["Blaze"])
    asked = table.watch_decisions("pay_unless")
    table.resolve()
    assert asked == []
    assert table.zone_of("Blaze") is Zone.GRAVEYARD
    assert table.life(1) == 20


@oracle
@pytest.mark.parametrize(("enchantment", "gain"), [("Pacifism", 2), ("Rancor", 1)])
def test_lagonna_band_storyteller_gains_the_cards_mana_value(
        table: Table, cast_and_resolve: Callable[..., None], enchantment: str,
        gain: int) -> None:
    """CR 608.2h: the enchantment card put on top of the library gives life equal to its
    mana value."""
    table.graveyard(0, enchantment)
    cast_and_resolve(table, "Lagonna-Band Storyteller", {"Plains": 4})
    table.resolve(answers=[Answer("may", ("yes",))])
    assert table.names(Zone.LIBRARY, 0)[:1] == [enchantment]
    table.assert_life(0, 20 + gain)
