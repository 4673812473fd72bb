"""Printed "Those creatures don't untap during their controller's next untap step." on a
creature whose control changes before that step, played (CR 502.3, 611.2a, 613.1b).

The effect follows the creature, not the player who controlled it when it began (the rulings
of Frost Breath and Frost Lynx): Bob taps Alice's Hill Giant with Frost Breath, then takes
it with Control Magic; Alice's untap step doesn't concern it, it stays tapped in Bob's next
untap step and untaps in the one after. The printed cards come from the pool below with
their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

FROST_BREATH = CardDef(
    name="Frost Breath", mana_cost="{2}{U}", type_line="Instant",
    text="Tap up to two target creatures. Those creatures don't untap during their "
         "controller's next untap step.")
CONTROL_MAGIC = CardDef(
    name="Control Magic", mana_cost="{2}{U}{U}", type_line="Enchantment — Aura",
    text="Enchant creature\nYou control enchanted creature.")

CARDS = (FROST_BREATH, CONTROL_MAGIC)
kit = pytest.mark.plugins(extra={"frost-breath-kit": card_pool("frost-breath-kit", CARDS)})


@kit
def test_a_stolen_frozen_creature_stays_tapped_in_its_new_controllers_untap_step(
        table: Table) -> None:
    """CR 502.3, 611.2a: "their controller's next untap step" is that of whoever controls the
    creature then: Bob's, once Bob has taken it; Alice's untap step in between ends nothing."""
    for player in (0, 1):
        table.library(player, "Island", "Island", "Island", "Island")
    table.set_turn(active=1)
    table.battlefield(0, "Hill Giant")
    table.lands(1, "Island", 7)
    table.hand(1, "Frost Breath", "Control Magic")
    table.cast("Frost Breath", targets=[["Hill Giant"]])
    table.resolve()
    table.cast("Control Magic", targets=["Hill Giant"])
    table.resolve()
    table.next_turn()  # Alice's: not the Giant's controller's untap step
    table.assert_tapped("Hill Giant")
    table.next_turn()  # Bob's: skipped once
    table.assert_tapped("Hill Giant")
    table.assert_logged(rule="502.3", contains="doesn't untap during this untap step")
    table.next_turn()
    table.next_turn()  # Bob's next: it untaps
    table.assert_tapped("Hill Giant", False)


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
