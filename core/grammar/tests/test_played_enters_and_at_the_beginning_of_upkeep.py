"""Printed "When this Aura enters and at the beginning of your upkeep, gain control of
enchanted permanent until end of turn. Untap that permanent. It gains haste until end of
turn." (Frenzied Fugue), played: one ability, two trigger events (CR 603.2; 613.1b, 514.2).

Cast on Bob's Hill Giant, Alice controls it at once, untapped and hasty; on Bob's turn (his
upkeep is not hers) he has it back; at Alice's next upkeep she takes it again.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef

FRENZIED_FUGUE = CardDef(
    name="Frenzied Fugue", mana_cost="{3}{R}", type_line="Enchantment — Aura",
    text="Enchant permanent\nWhen this Aura enters and at the beginning of your upkeep, gain "
         "control of enchanted permanent until end of turn. Untap that permanent. It gains "
         "haste until end of turn.")

CARDS = (FRENZIED_FUGUE,)
kit = pytest.mark.plugins("haste", extra={"fugue-kit": card_pool("fugue-kit", CARDS)})


def _giant_controller(table: Table) -> int:
    return table.game.controller(table.find("Hill Giant").id)


@kit
def test_fugue_takes_the_giant_as_it_enters_and_each_of_alices_upkeeps(table: Table) -> None:
    for player in (0, 1):
        table.library(player, "Plains", "Plains", "Plains")
    table.battlefield(1, "Hill Giant", tapped=True)
    table.lands(0, "Mountain", 4)
    table.hand(0, "Frenzied Fugue")
    table.cast("Frenzied Fugue", targets=["Hill Giant"])
    table.resolve_all()
    assert _giant_controller(table) == 0
    table.assert_tapped("Hill Giant", False)
    assert table.has_keyword("Hill Giant", "haste")
    table.next_turn()  # Bob's turn: the effect ended at cleanup (514.2), no trigger at his upkeep
    assert _giant_controller(table) == 1
    table.next_turn()  # Alice's upkeep: it triggers again
    assert _giant_controller(table) == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
