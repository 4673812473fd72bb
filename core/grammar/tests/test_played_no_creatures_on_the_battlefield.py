"""Printed "At the beginning of the end step, if no creatures are on the battlefield,
sacrifice this enchantment." (Call to the Grave), played (CR 603.4, 513.1, 110.1, 701.21a).

"the end step": each end step, whoever's turn it is; the condition asks every creature on the
battlefield, whoever controls it, as the ability triggers and again as it resolves (603.4).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

CALL_TO_THE_GRAVE = CardDef(
    name="Call to the Grave", mana_cost="{4}{B}", type_line="Enchantment",
    text="At the beginning of each player's upkeep, that player sacrifices a non-Zombie "
         "creature of their choice.\nAt the beginning of the end step, if no creatures are on "
         "the battlefield, sacrifice this enchantment.")

CARDS = (CALL_TO_THE_GRAVE,)
kit = pytest.mark.plugins(extra={"grave-kit": card_pool("grave-kit", CARDS)})


@kit
def test_call_to_the_grave_is_sacrificed_with_no_creatures(table: Table) -> None:
    """CR 603.4, 701.21a: no creature anywhere on the battlefield at the end step."""
    table.battlefield(0, "Call to the Grave", "Forest")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Call to the Grave", Zone.GRAVEYARD, 0)
    assert table.logged(contains="no creatures are on the battlefield")


@kit
def test_an_opponents_creature_keeps_it(table: Table) -> None:
    """CR 110.1: Bob's Bears are a creature on the battlefield: the ability doesn't trigger."""
    table.battlefield(0, "Call to the Grave")
    table.battlefield(1, "Grizzly Bears")
    table.go_to(Step.END)
    table.resolve_all()
    table.assert_zone("Call to the Grave", Zone.BATTLEFIELD, 0)


@kit
def test_the_upkeep_sacrifice_then_the_end_step(table: Table) -> None:
    """CR 603.2, 513.1: Bob's upkeep takes his only creature (a non-Zombie); at that turn's
    end step no creature is left, and Call to the Grave goes too."""
    table.battlefield(0, "Call to the Grave")
    table.battlefield(1, "Grizzly Bears")
    table.library(0, "Forest", "Forest")
    table.library(1, "Forest", "Forest")
    table.next_turn()
    table.go_to(Step.MAIN1, turn=2)
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, 1)
    table.assert_zone("Call to the Grave", Zone.BATTLEFIELD, 0)
    table.go_to(Step.END, turn=2)
    table.resolve_all()
    table.assert_zone("Call to the Grave", Zone.GRAVEYARD, 0)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
