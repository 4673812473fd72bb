"""Printed "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
creature blocking it" creatures, cast and played (CR 509.3c, 107.3c, 608.2h).

Elvish Berserker is cast from its owner's hand with its exact Oracle definition (the corpus
record, checked below): "becomes blocked" triggers once however many creatures block it
(509.3c), and the bonus is counted once, as the ability resolves (608.2h), then fixed until
end of turn (611.2c).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytest_manastack import assert_printed, card_pool, needs_corpus

from manastack.driver import Table
from manastack.model.cards import CardDef
from manastack.model.objects import Zone
from manastack.model.turns import Step

ELVISH_BERSERKER = CardDef(
    name="Elvish Berserker", mana_cost="{G}", type_line="Creature — Elf Berserker",
    text="Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each "
         "creature blocking it.", power="1", toughness="1")

CARDS = (ELVISH_BERSERKER,)

kit = pytest.mark.plugins(extra={"proved-blocked-pump-kit":
                                 card_pool("proved-blocked-pump-kit", CARDS)})


@kit
def test_elvish_berserker_grows_for_each_blocker(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.3c, 608.2h: blocked by Llanowar Elves and Memnite, the Berserker's ability
    triggers once and it gets +2/+2 (3/3): it kills both and survives their 2 damage."""
    cast_and_resolve(table, "Elvish Berserker", {"Forest": 1})
    table.battlefield(1, "Llanowar Elves", "Memnite")
    next_turn(table, 2)
    table.attack("Elvish Berserker")
    table.block({"Llanowar Elves": "Elvish Berserker", "Memnite": "Elvish Berserker"})
    table.resolve_all()
    assert table.power("Elvish Berserker") == 3 and table.toughness("Elvish Berserker") == 3
    table.go_to(Step.END_COMBAT)
    table.assert_zone("Elvish Berserker", Zone.BATTLEFIELD, 0)
    table.assert_zone("Llanowar Elves", Zone.GRAVEYARD, 1)
    table.assert_zone("Memnite", Zone.GRAVEYARD, 1)


@kit
def test_elvish_berserker_unblocked_gets_nothing(
        table: Table, cast_and_resolve: Callable[..., None],
        next_turn: Callable[..., None]) -> None:
    """CR 509.3c: unblocked, it never becomes blocked: no trigger, 1 damage (510.1a)."""
    cast_and_resolve(table, "Elvish Berserker", {"Forest": 1})
    next_turn(table, 2)
    table.attack("Elvish Berserker")
    table.block({})
    table.go_to(Step.END_COMBAT)
    assert table.power("Elvish Berserker") == 1
    table.assert_life(1, 19)


@needs_corpus
def test_the_pool_cards_are_the_printed_ones() -> None:
    """The tests above play the printed card as the Oracle corpus has it."""
    assert_printed(CARDS)
