"""Printed "{T}: Target creature blocks this turn if able." played (CR 509.1c, 611.2c).

Courtly Provocateur's second ability gives the target a blocking requirement until end of
turn: Bob's creature must block one of Alice's attackers if it can (509.1c); declaring no
blocks is refused and the game is left as it was (CR 732). Its first ability, "{T}: Target
creature attacks this turn if able.", is the attacking twin (508.1d). The card comes from the
Oracle corpus (plugin "oracle"), with its exact printed text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table
from manastack.model.objects import Zone
from manastack.model.turns import Step

oracle = pytest.mark.plugins("oracle")
pytestmark = needs_corpus


@oracle
def test_509_1c_the_target_must_block_this_turn(table: Table) -> None:
    """CR 509.1c: Bob's Hill Giant can block the Bears: no blocks is refused; blocking is
    legal and the Bears die."""
    table.battlefield(0, "Courtly Provocateur", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.activate("Courtly Provocateur", 1, targets=["Hill Giant"])
    table.resolve()
    table.attack("Grizzly Bears")
    table.blocks_offered()
    table.assert_illegal(table.block, {}, rule="509.1c")
    table.block({"Hill Giant": "Grizzly Bears"})
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 0)


@oracle
def test_509_1c_without_the_ability_no_block_is_needed(table: Table) -> None:
    """CR 509.1a: untouched, Bob may declare no blocks; the Bears deal 2."""
    table.battlefield(0, "Courtly Provocateur", "Grizzly Bears")
    table.battlefield(1, "Hill Giant")
    table.attack("Grizzly Bears")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(1, 18)
