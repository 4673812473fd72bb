"""Printed "During turns other than yours, spells you cast cost {1} less to cast.", played
(CR 601.2f, 102.1).

Geyser Drake: on Bob's turn, Alice's Murder ({1}{B}{B}) costs her {B}{B}: two Swamps pay it.
On her own turn it costs its full {1}{B}{B}, so two Swamps can't pay it and the cast is
refused with the game unchanged (CR 732). Bob's spells are not Alice's: they cost him the
full cost. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

DRAKE = CardDef(
    name="Geyser Drake", mana_cost="{2}{U}", type_line="Creature — Drake",
    power="2", toughness="3",
    text="Flying\nDuring turns other than yours, spells you cast cost {1} less to cast.")

CARDS = (DRAKE,)
kit = pytest.mark.plugins(extra={"drake-kit": card_pool("drake-kit", CARDS)})


@kit
def test_on_the_opponents_turn_her_spell_costs_less(table: Table) -> None:
    """CR 601.2f: Murder costs Alice {B}{B} on Bob's turn."""
    table.battlefield(0, "Geyser Drake")
    table.battlefield(1, "Hill Giant")
    table.set_turn(active=1)
    table.lands(0, "Swamp", 2)
    table.hand(0, "Murder")
    table.pass_priority()
    table.cast("Murder", targets=["Hill Giant"])
    table.resolve()
    table.assert_zone("Hill Giant", Zone.GRAVEYARD, 1)
    table.assert_logged(contains="Geyser Drake")


@kit
def test_on_her_own_turn_it_costs_the_full_cost(table: Table) -> None:
    """CR 102.1: Alice's own turn is not "other than yours": two Swamps don't pay Murder."""
    table.battlefield(0, "Geyser Drake")
    table.battlefield(1, "Hill Giant")
    table.lands(0, "Swamp", 2)
    table.hand(0, "Murder")
    table.assert_illegal(table.cast, "Murder", targets=["Hill Giant"])


@kit
def test_the_opponents_spells_cost_the_full_cost(table: Table) -> None:
    """CR 601.2f: "spells you cast": on Alice's turn Bob's Murder costs him {1}{B}{B}."""
    table.battlefield(0, "Geyser Drake", "Hill Giant")
    table.lands(1, "Swamp", 2)
    table.hand(1, "Murder")
    table.pass_priority()
    table.assert_illegal(table.cast, "Murder", targets=["Hill Giant"])


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
