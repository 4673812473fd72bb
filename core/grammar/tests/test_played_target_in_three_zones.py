""""target spell, nonland permanent, or card in a graveyard" (Endless Detour), played: one object
of any of the three, each in its own zone (CR 115.1, 405.1); the target could be nothing at all
(a card in a graveyard that was also a spell and a nonland permanent).
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone

oracle = pytest.mark.plugins("oracle")


@needs_corpus
@oracle
def test_endless_detour_puts_a_permanent_and_a_graveyard_card_into_the_library(
        table: Table) -> None:
    """CR 115.1, 401.1: Grizzly Bears (a nonland permanent) and Hill Giant (a card in a
    graveyard) each go to their owner's library; a Mountain (a land) is no legal target (CR 732)."""
    for land in ("Plains", "Island", "Forest"):
        table.lands(0, land, 2)
    table.battlefield(1, "Grizzly Bears", "Mountain")
    table.graveyard(1, "Hill Giant")
    table.hand(0, "Endless Detour", "Endless Detour")
    table.assert_illegal(table.cast, "Endless Detour", targets=["Mountain"])
    table.answer("choose", "top")
    table.cast("Endless Detour", targets=["Grizzly Bears"])
    table.resolve()
    table.assert_zone("Grizzly Bears", Zone.LIBRARY, 1)
    table.answer("choose", "top")
    table.cast("Endless Detour", targets=[table.find("Hill Giant", zone=Zone.GRAVEYARD).id])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.LIBRARY, 1)


@needs_corpus
@oracle
def test_endless_detour_puts_a_spell_into_its_owners_library(table: Table) -> None:
    """CR 115.1, 405.1: Lightning Bolt on the stack is a legal target; it leaves the stack for
    its owner's library and never resolves (Bob keeps his 20 life)."""
    for land in ("Plains", "Island", "Forest", "Mountain"):
        table.lands(0, land, 1)
    table.hand(0, "Lightning Bolt", "Endless Detour")
    table.cast("Lightning Bolt", targets=["Bob"])
    table.answer("choose", "top")
    table.cast("Endless Detour", targets=[table.find("Lightning Bolt", zone=Zone.STACK).id])
    table.resolve_all()
    table.assert_zone("Lightning Bolt", Zone.LIBRARY, 0)
    table.assert_life(1, 20)
