"""Printed "As long as [condition], you may cast this spell as though it had flash" played
(CR 702.8a, 609.4, 611.3a).

Hungering Yeti: "As long as you control a green or blue permanent, you may cast this spell as
though it had flash." With Llanowar Elves (green) Alice casts it in her beginning of combat
step; with only Mountains she can't, and the game is unchanged (CR 732).
"""

from __future__ import annotations

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

YETI = CardDef(
    name="Hungering Yeti", mana_cost="{4}{R}", type_line="Creature — Yeti", power="4",
    toughness="4",
    text="As long as you control a green or blue permanent, you may cast this spell as though "
         "it had flash. (You may cast it any time you could cast an instant.)")

kit = pytest.mark.plugins(extra={"yeti-kit": card_pool("yeti-kit", (YETI,))})


@kit
def test_with_a_green_permanent_the_yeti_is_cast_in_combat(table: Table) -> None:
    table.battlefield(0, "Llanowar Elves")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Hungering Yeti")
    table.go_to(Step.BEGIN_COMBAT)
    table.cast("Hungering Yeti")
    table.resolve()
    table.assert_zone("Hungering Yeti", Zone.BATTLEFIELD, 0)


@kit
def test_without_one_it_is_cast_only_as_a_sorcery(table: Table) -> None:
    """CR 307.1 (a creature spell's timing), 732: refused in combat, the game unchanged."""
    table.lands(0, "Mountain", 5)
    table.hand(0, "Hungering Yeti")
    table.go_to(Step.BEGIN_COMBAT)
    table.assert_illegal(table.cast, "Hungering Yeti")
    table.assert_zone("Hungering Yeti", Zone.HAND, 0)


@kit
def test_an_opponents_green_permanent_does_not_count(table: Table) -> None:
    """"you control": Bob's Llanowar Elves give Alice no flash."""
    table.battlefield(1, "Llanowar Elves")
    table.lands(0, "Mountain", 5)
    table.hand(0, "Hungering Yeti")
    table.go_to(Step.BEGIN_COMBAT)
    table.assert_illegal(table.cast, "Hungering Yeti")


@needs_corpus
def test_the_pool_card_is_the_corpus_card() -> None:
    assert_printed((YETI,))
