""""You may cast this spell as though it had flash if you pay {2} more to cast it.", played
from a printed card (CR 702.8a, 609.4, 601.2f).

In its caster's upkeep Rout can't be cast for its mana cost (a sorcery, 307.1); cast as
though it had flash it costs {2} more: seven lands pay it, five don't, and that illegal cast
leaves the game as it was (732). In a main phase with an empty stack it is cast for its mana
cost alone. The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ROUT = CardDef(
    name="Rout", mana_cost="{3}{W}{W}", type_line="Sorcery",
    text="You may cast this spell as though it had flash if you pay {2} more to cast it. (You "
         "may cast it any time you could cast an instant.)\nDestroy all creatures. They can't "
         "be regenerated.")

PRINTED = (ROUT,)

kit = pytest.mark.plugins(extra={"rout-kit": card_pool("rout-kit", PRINTED)})

#: The casting permission the sentence gives.
FLASH = "as though it had flash"


@kit
def test_rout_in_the_upkeep_costs_two_more(table: Table) -> None:
    table.set_turn(active=0, step=Step.UPKEEP)
    table.lands(0, "Plains", 7)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Rout")
    # CR 307.1: a sorcery for its mana cost only in a main phase with an empty stack
    table.assert_illegal(table.cast, "Rout")
    assert table.tapped_count(0) == 0
    table.cast("Rout", using=FLASH)
    table.assert_logged(rule="601.2f", contains="if you pay {2} more to cast it")
    assert table.tapped_count(0) == 7
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@kit
def test_rout_as_though_it_had_flash_with_five_lands_is_illegal(table: Table) -> None:
    table.set_turn(active=0, step=Step.UPKEEP)
    table.lands(0, "Plains", 5)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Rout")
    table.assert_illegal(table.cast, "Rout", using=FLASH)
    table.assert_zone("Rout", Zone.HAND, player=0)
    assert table.tapped_count(0) == 0
    table.assert_zone("Grizzly Bears", Zone.BATTLEFIELD, player=1)


@kit
def test_rout_in_a_main_phase_for_its_mana_cost(table: Table) -> None:
    table.lands(0, "Plains", 5)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Rout")
    table.cast("Rout")
    assert table.tapped_count(0) == 5
    table.assert_not_logged(contains="if you pay {2} more to cast it")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD, player=1)


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
