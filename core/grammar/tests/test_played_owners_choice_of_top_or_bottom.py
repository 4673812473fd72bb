"""A permanent its owner puts on the top or bottom of their library, played from printed
cards (CR 401.4).

Misleading Motes: "Target creature's owner puts it on their choice of the top or bottom of
their library." Dire Downdraft: "This spell costs {1} less to cast if it targets an
attacking or tapped creature. Target creature's owner puts it on their choice of the top
or bottom of their library." The owner, not the caster, chooses (CR 401.4).
The printed cards come from the pool below with their exact Oracle text.
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.decisions import Decision
from manastack.model.objects import Zone

MISLEADING_MOTES = CardDef(
    name="Misleading Motes", mana_cost="{3}{U}", type_line="Instant",
    text="Target creature's owner puts it on their choice of the top or bottom of their "
         "library.")
DIRE_DOWNDRAFT = CardDef(
    name="Dire Downdraft", mana_cost="{3}{U}", type_line="Instant",
    text="This spell costs {1} less to cast if it targets an attacking or tapped creature.\n"
         "Target creature's owner puts it on their choice of the top or bottom of their "
         "library.")

RIVERWALK_TECHNIQUE = CardDef(
    name="Riverwalk Technique", mana_cost="{3}{U}", type_line="Instant",
    text="Choose one —\n• The owner of target nonland permanent puts it on their choice of the "
         "top or bottom of their library.\n• Counter target noncreature spell.")

PRINTED = (MISLEADING_MOTES, DIRE_DOWNDRAFT, RIVERWALK_TECHNIQUE)

kit = pytest.mark.plugins(extra={"provea-kit": card_pool("provea-kit", PRINTED)})


def _motes(table: Table, where: str) -> list[Decision]:
    table.battlefield(1, "Giant Spider")
    table.library(1, "Island", "Forest")
    table.lands(0, "Island", 4)
    table.hand(0, "Misleading Motes")
    asked = table.watch_decisions("top_or_bottom")
    table.cast("Misleading Motes", targets=["Giant Spider"])
    table.answer("top_or_bottom", where, player=1)
    table.resolve()
    return list(asked)


@kit
def test_the_owner_chooses_the_bottom(table: Table) -> None:
    """CR 401.4: Bob, the owner, is asked; his choice puts the Spider at the bottom."""
    asked = _motes(table, "bottom")
    assert [d.player for d in asked] == [1]
    assert table.names(Zone.LIBRARY, 1)[-1] == "Giant Spider"
    assert len(table.names(Zone.LIBRARY, 1)) == 3


@kit
def test_the_owner_chooses_the_top(table: Table) -> None:
    asked = _motes(table, "top")
    assert [d.player for d in asked] == [1]
    assert table.names(Zone.LIBRARY, 1)[0] == "Giant Spider"


@kit
def test_riverwalk_technique_the_owner_of_a_nonland_permanent_chooses(table: Table) -> None:
    """CR 401.4, 700.2: the first mode; "the owner of target nonland permanent": Bob, the
    Spider's owner, is asked and puts it on the bottom of his library."""
    table.battlefield(1, "Giant Spider")
    table.library(1, "Island", "Forest")
    table.lands(0, "Island", 4)
    table.hand(0, "Riverwalk Technique")
    asked = table.watch_decisions("top_or_bottom")
    table.cast("Riverwalk Technique", modes=[0], targets=["Giant Spider"])
    table.answer("top_or_bottom", "bottom", player=1)
    table.resolve()
    assert [d.player for d in asked] == [1]
    assert table.names(Zone.LIBRARY, 1) == ["Island", "Forest", "Giant Spider"]


@kit
def test_riverwalk_technique_cant_target_a_land(table: Table) -> None:
    """CR 115.1: "nonland permanent": Bob's Forest can't be chosen; refused (732)."""
    table.battlefield(1, "Forest")
    table.lands(0, "Island", 4)
    table.hand(0, "Riverwalk Technique")
    table.assert_illegal(table.cast, "Riverwalk Technique", modes=[0], targets=["Forest"])
    assert table.names(Zone.HAND, 0) == ["Riverwalk Technique"]


@kit
def test_dire_downdraft_costs_one_less_against_a_tapped_creature(table: Table) -> None:
    """Three lands pay for it against a tapped creature; the owner puts it on top."""
    table.battlefield(1, "Giant Spider", tapped=True)
    table.lands(0, "Island", 3)
    table.hand(0, "Dire Downdraft")
    table.cast("Dire Downdraft", targets=["Giant Spider"])
    table.answer("top_or_bottom", "top", player=1)
    table.resolve()
    assert table.names(Zone.LIBRARY, 1)[0] == "Giant Spider"


@kit
def test_dire_downdraft_costs_full_against_an_untapped_creature(table: Table) -> None:
    """Neither attacking nor tapped: no reduction, three lands can't pay {3}{U} (601.2h)."""
    table.battlefield(1, "Giant Spider")
    table.lands(0, "Island", 3)
    table.hand(0, "Dire Downdraft")
    table.assert_illegal(table.cast, "Dire Downdraft", targets=["Giant Spider"], rule="601.2h")


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(PRINTED)
