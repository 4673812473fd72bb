""""This spell costs {3} less to cast if it targets a tapped creature", played from a printed
card (CR 601.2c, 601.2f, 113.6d).

The total cost is determined after the targets are chosen (601.2f follows 601.2c): Seized
from Slumber aimed at a tapped creature costs {1}{W}, at an untapped one its full {4}{W};
with two lands only, the second cast is illegal and leaves the game as it was (732). The
printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone

SEIZED_FROM_SLUMBER = CardDef(
    name="Seized from Slumber", mana_cost="{4}{W}", type_line="Instant",
    text="This spell costs {3} less to cast if it targets a tapped creature.\nDestroy target "
         "creature.")

PRINTED = (SEIZED_FROM_SLUMBER,)

kit = pytest.mark.plugins(extra={"seized-kit": card_pool("seized-kit", PRINTED)})


@kit
def test_a_tapped_target_makes_it_cheaper(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Grizzly Bears", tapped=True)
    table.hand(0, "Seized from Slumber")
    table.cast("Seized from Slumber", targets=["Grizzly Bears"])
    table.assert_logged(rule="601.2f", contains="less to cast if it targets a tapped creature")
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert table.tapped_count(0) == 2


@kit
def test_an_untapped_target_costs_the_full_cost(table: Table) -> None:
    table.lands(0, "Plains", 2)
    table.battlefield(1, "Grizzly Bears")
    table.hand(0, "Seized from Slumber")
    # CR 601.2f: no reduction for an untapped creature; {4}{W} can't be paid (732)
    table.assert_illegal(table.cast, "Seized from Slumber", targets=["Grizzly Bears"],
                         rule="601.2")
    table.lands(0, "Plains", 3)
    table.cast("Seized from Slumber", targets=["Grizzly Bears"])
    table.resolve_all()
    table.assert_zone("Grizzly Bears", Zone.GRAVEYARD)
    assert table.tapped_count(0) == 5


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed(PRINTED)
