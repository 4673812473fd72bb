"""Printed "When this creature dies during combat, ...", played (CR 506.1, 603.2, 603.10a).

Mongrel Pack blocked by Grizzly Bears dies from combat damage: four 1/1 Dog tokens. Killed by
Lightning Bolt in a main phase it dies outside combat: no Dog.
The printed card comes from the pool below with its exact Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

MONGREL_PACK = CardDef(
    name="Mongrel Pack", mana_cost="{3}{G}", type_line="Creature — Dog", power="4",
    toughness="1",
    text="When this creature dies during combat, create four 1/1 green Dog creature tokens.")

CARDS = (MONGREL_PACK,)
kit = pytest.mark.plugins(extra={"dies-in-combat-kit": card_pool("dies-in-combat-kit", CARDS)})


def _dogs(table: Table) -> int:
    return table.names(Zone.BATTLEFIELD, 0).count("Dog Token")


@kit
def test_mongrel_pack_dying_in_combat_makes_four_dogs(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 506.1, 603.10a: blocked by Grizzly Bears, the Pack dies in the combat damage step:
    four Dog tokens for Alice."""
    cast_and_resolve(table, "Mongrel Pack", {"Forest": 4})
    table.battlefield(1, "Grizzly Bears")
    next_turn(table, 2)
    table.attack("Mongrel Pack")
    table.block({"Grizzly Bears": "Mongrel Pack"})
    table.go_to(Step.END_COMBAT)
    table.resolve_all()
    assert table.names(Zone.GRAVEYARD, 0) == ["Mongrel Pack"]
    assert _dogs(table) == 4


@kit
def test_mongrel_pack_dying_in_a_main_phase_makes_none(
        table: Table, cast_and_resolve: Callable[..., None]) -> None:
    """CR 506.1: Lightning Bolt kills the Pack in Alice's main phase: no combat, no Dog."""
    cast_and_resolve(table, "Mongrel Pack", {"Forest": 4})
    table.lands(0, "Mountain", 1)
    table.hand(0, "Lightning Bolt")
    table.cast("Lightning Bolt", targets=["Mongrel Pack"])
    table.resolve_all()
    assert sorted(table.names(Zone.GRAVEYARD, 0)) == ["Lightning Bolt", "Mongrel Pack"]
    assert table.names(Zone.STACK) == []
    assert _dogs(table) == 0


@needs_corpus
def test_the_pool_cards_are_the_corpus_cards() -> None:
    assert_printed(CARDS)
