""""Prevent the next 1 combat damage that would be dealt to you this turn." played (CR 615.7,
510.2).

Decorated Griffin's ability, activated on Bob's turn: Bob's Lightning Bolt at Alice deals its 3
(noncombat damage doesn't use the shield); his unblocked Hill Giant then deals 2, not 3. The
card comes with its exact Oracle text (the test at the end compares it with the corpus).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.turns import Step

DECORATED_GRIFFIN = CardDef(
    name="Decorated Griffin", mana_cost="{4}{W}", type_line="Creature — Griffin",
    text="Flying\n{1}{W}: Prevent the next 1 combat damage that would be dealt to you this "
         "turn.", power="2", toughness="3")

PRINTED = (DECORATED_GRIFFIN,)
kit = pytest.mark.plugins(extra={"griffin-kit": card_pool("griffin-kit", PRINTED)})


@kit
def test_griffin_shield_is_used_by_combat_damage_only(table: Table) -> None:
    """CR 615.7: the Bolt's 3 is dealt (17); the Giant's 3 less the shield's 1 (15)."""
    table.set_turn(active=1)
    table.battlefield(0, "Decorated Griffin", "Plains", "Plains")
    table.battlefield(1, "Hill Giant")
    table.lands(1, "Mountain", 1)
    table.hand(1, "Lightning Bolt")
    table.pass_priority()  # Bob passes in his main phase: Alice activates
    table.activate("Decorated Griffin")
    table.resolve()
    table.cast("Lightning Bolt", targets=["Alice"])
    table.resolve()
    table.assert_life(0, 17)
    table.go_to(Step.DECLARE_ATTACKERS)
    table.attack("Hill Giant")
    table.block({})
    table.go_to(Step.END_COMBAT)
    table.assert_life(0, 15)
    table.assert_logged(rule="615.7", contains="prevents 1 damage from Hill Giant")


@needs_corpus
def test_the_pool_cards_are_the_printed_cards() -> None:
    assert_printed(PRINTED)
