"""Printed "Whenever ~ attacks, it doesn't untap during its controller's next untap step.",
played (CR 508.1m, 603.2, 502.3).

Apes of Rath attacks and taps; its trigger keeps it tapped through Alice's next untap step,
and it untaps in the one after.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

APES_OF_RATH = CardDef(
    name="Apes of Rath", mana_cost="{2}{G}{G}", type_line="Creature — Ape", power="5",
    toughness="4",
    text="Whenever this creature attacks, it doesn't untap during its controller's next untap "
         "step.")

CARDS = (APES_OF_RATH,)
kit = pytest.mark.plugins(extra={"apes-kit": card_pool("apes-kit", CARDS)})


@kit
def test_apes_stay_tapped_through_the_next_untap_step(table: Table) -> None:
    """CR 502.3: skipped once in Alice's next untap step, untapped in the following one."""
    for player in (0, 1):
        table.library(player, "Forest", "Forest", "Forest", "Forest")
    table.battlefield(0, "Apes of Rath")
    table.attack("Apes of Rath")
    table.resolve()
    table.assert_logged(rule="502.3", contains="doesn't untap")
    table.block()
    table.next_turn()  # Bob's turn
    table.next_turn()  # Alice's: her untap step skips it
    table.assert_tapped("Apes of Rath")
    table.next_turn()
    table.next_turn()  # Alice's next: it untaps
    table.assert_tapped("Apes of Rath", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
