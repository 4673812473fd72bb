"""Printed "Each creature you control gets +3/+3 until end of turn and must be blocked this
turn if able." played (CR 611.2c, 509.1c).

Joraga Invocation makes one sentence of two parts: the bonus modifies characteristics, so it
is locked to the creatures its caster controls as it resolves; the requirement modifies
neither characteristics nor control, so it is a rule on every creature she controls as
blockers are declared (611.2c: the objects of each part are determined independently). A
creature put onto the battlefield after it resolved gets no bonus but must be blocked. The
card comes from the Oracle corpus, with its exact text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import needs_corpus

from manastack.driver import Table

kit = pytest.mark.plugins("oracle", "haste")
pytestmark = needs_corpus


@kit
def test_joraga_invocation_a_later_creature_must_be_blocked_without_the_bonus(
        table: Table) -> None:
    """CR 611.2c, 509.1c: Alice's Grizzly Bears, there as Joraga Invocation resolved, is 5/5;
    her Raging Goblin, put onto the battlefield afterwards, stays 1/1 but must be blocked too:
    Bob, with two creatures able to block, may not leave it unblocked."""
    table.battlefield(0, "Grizzly Bears")
    table.lands(0, "Forest", 6)
    table.hand(0, "Joraga Invocation")
    table.battlefield(1, "Hill Giant", "Elite Vanguard")
    table.cast("Joraga Invocation")
    table.resolve()
    table.battlefield(0, "Raging Goblin", sick=True)
    assert (table.power("Grizzly Bears"), table.toughness("Grizzly Bears")) == (5, 5)
    assert (table.power("Raging Goblin"), table.toughness("Raging Goblin")) == (1, 1)
    table.attack("Grizzly Bears", "Raging Goblin")
    table.blocks_offered()
    table.assert_illegal(table.block, {"Hill Giant": "Grizzly Bears",
                                       "Elite Vanguard": "Grizzly Bears"}, rule="509.1c")
    table.block({"Hill Giant": "Grizzly Bears", "Elite Vanguard": "Raging Goblin"})
    table.assert_logged(rule="611.2c", contains="must be blocked")
