"""Printed "~ deals damage to target player equal to the number of cards in that player's
hand." played (CR 120.3, 107.3c, 608.2h).

Sudden Impact: the damage is the number of cards in the target player's hand as the spell
resolves, not in its caster's.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

SUDDEN_IMPACT = CardDef(
    name="Sudden Impact", mana_cost="{3}{R}", type_line="Instant",
    text="Sudden Impact deals damage to target player equal to the number of cards in that "
         "player's hand.")

PRINTED = (SUDDEN_IMPACT,)
kit = pytest.mark.plugins(extra={"impact-kit": card_pool("impact-kit", PRINTED)})


@kit
def test_sudden_impact_counts_the_target_players_hand(table: Table) -> None:
    """Bob holds 3 cards, Alice 4 besides the spell: Bob is dealt 3 (CR 120.3)."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Sudden Impact", "Island", "Island", "Island", "Island")
    table.hand(1, "Forest", "Forest", "Forest")
    table.cast("Sudden Impact", targets=["Bob"])
    table.resolve()
    assert table.life(1) == 17
    assert table.life(0) == 20


@kit
def test_sudden_impact_on_its_caster_counts_the_casters_hand(table: Table) -> None:
    """Targeting Alice: her 2 other cards, the spell itself gone from her hand (601.2a)."""
    table.lands(0, "Mountain", 4)
    table.hand(0, "Sudden Impact", "Island", "Island")
    table.hand(1, "Forest", "Forest", "Forest", "Forest", "Forest")
    table.cast("Sudden Impact", targets=["Alice"])
    table.resolve()
    assert table.life(0) == 18
    assert table.life(1) == 20


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
